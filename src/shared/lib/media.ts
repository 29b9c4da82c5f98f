import { MEDIA_BASE } from '@/shared/config';
import { PRODUCT_IMAGE_WIDTHS, UPLOADED_PRODUCT_IMAGE } from '@contracts/productImages';

/** Image fields hold a path under the media base (spec 7: "a media base plus the image field"). */
export const mediaUrl = (image: string | null | undefined): string =>
  !image ? `${MEDIA_BASE}img/placeholder.svg` : /^(https?:|data:|\/)/.test(image) ? image : `${MEDIA_BASE}${image}`;

/**
 * The srcset of a product image uploaded in the back office (made in several widths beside the
 * stored one), so the browser loads the width it shows; undefined for any other image. The server
 * answers each with WebP when the browser accepts it.
 */
export const mediaSrcSet = (image: string | null | undefined): string | undefined =>
  image && UPLOADED_PRODUCT_IMAGE.test(image)
    ? PRODUCT_IMAGE_WIDTHS.map((w) => `${MEDIA_BASE}${image.replace(/1200\.jpg$/, `${w}.jpg`)} ${w}w`).join(', ')
    : undefined;
