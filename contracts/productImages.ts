// Product images uploaded in the back office: the limits and messages the form and the server share,
// and the sizes made of each upload (the storefront picks one per place it shows the image).
// Plain values only: the storefront's image helper imports this file, so it must stay tiny.

export const PRODUCT_IMAGE_MAX_MB = 8;
export const PRODUCT_IMAGE_MAX_BYTES = PRODUCT_IMAGE_MAX_MB * 1024 * 1024;
/** Decoded size limit: a small file can still decode to a huge bitmap (40 MP is 8000 x 5000). */
export const PRODUCT_IMAGE_MAX_PIXELS = 40_000_000;
export const PRODUCT_IMAGES_MAX = 12;

/**
 * Widths made of every upload (never enlarged; the shape kept): 200 for the gallery's 96 px
 * thumbnails and the cart's 72 px at 2x, 480 for the listing card's 240 px at 2x, 800 for the
 * product gallery's 600 px frame, 1200 for the gallery at 2x and its 200 % hover zoom. Each as WebP
 * and as a JPEG fallback; the stored path names the largest JPEG.
 */
export const PRODUCT_IMAGE_WIDTHS = [200, 480, 800, 1200] as const;
export const PRODUCT_IMAGE_DIR = 'uploads/products';
/** A stored upload's path (what primary_image / images hold): uploads/products/<32 hex>/1200.jpg. */
export const UPLOADED_PRODUCT_IMAGE = /^uploads\/products\/([0-9a-f]{32})\/1200\.jpg$/;

export const IMAGE_REQUIRED = 'Choose an image to upload.';
export const IMAGE_NOT_AN_IMAGE = 'This file is not a JPEG, PNG or WebP image. Upload a photograph in one of those formats.';
export const IMAGE_TOO_LARGE = `The image is larger than ${PRODUCT_IMAGE_MAX_MB} MB. Upload a smaller file.`;
export const IMAGE_TOO_MANY_PIXELS = 'The image is larger than 40 megapixels. Upload one of at most 8000 x 5000 pixels.';
export const IMAGE_TOO_MANY = `A product has at most ${PRODUCT_IMAGES_MAX} images. Remove one before uploading another.`;
export const IMAGE_KEEP_ONE = 'A product needs at least one image. Upload another before removing the last one.';
export const IMAGE_UNKNOWN = "The images are not this product's current ones. Reload the page and try again.";
