// The back office's product images: an upload is recognised by its content (never its
// name or the client's type), limited in bytes and pixels, and made into the sizes the storefront
// shows (contracts/productImages.ts) as WebP and a JPEG fallback, metadata stripped, under
// uploads/products/<random>/ in the file store. Order and removal rewrite the product's image list.
// Every change locks the product, checks the version the staff member saw and records the audit
// entry in one transaction; the rows it writes fire the catalogue version triggers (migrations
// 0010/0011), so every server process's next listing and product page have the change.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PRODUCT_VERSION_REQUIRED, type AdminImagesRequest, type AdminProductDetail } from '@contracts/adminCatalogue';
import {
  IMAGE_KEEP_ONE,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_REQUIRED,
  IMAGE_TOO_MANY,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNKNOWN,
  PRODUCT_IMAGE_DIR,
  PRODUCT_IMAGE_MAX_PIXELS,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_IMAGES_MAX,
  UPLOADED_PRODUCT_IMAGE,
} from '@contracts/productImages';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { productImages, products } from '../../db/schema';
import type { FileStore } from '../../lib/fileStore';
import { invalid, notFound } from '../../lib/errors';
import { decodeImage, ImageRefused, type DecodedImage } from '../../lib/decodeImage';
import { recordAudit, type Actor } from '../staff';
import { lockProduct } from './admin';
import { adminProductDetail, notFoundMessage } from './adminRead';

interface MadeFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

const LARGEST = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1];

/**
 * The sizes of one upload, or a 422 saying why not. The bitmap is decoded once (turned upright by
 * its EXIF orientation, bounded to the largest width) and each size made from it; sharp writes no
 * metadata unless asked, so EXIF (camera, GPS), ICC and XMP are dropped (colours converted to sRGB).
 */
export async function makeImageSizes(data: Buffer): Promise<MadeFile[]> {
  let raw: DecodedImage;
  try {
    raw = await decodeImage(data, { maxPixels: PRODUCT_IMAGE_MAX_PIXELS, largest: LARGEST });
  } catch (err) {
    if (err instanceof ImageRefused) throw invalid({ image: [err.reason === 'too_many_pixels' ? IMAGE_TOO_MANY_PIXELS : IMAGE_NOT_AN_IMAGE] });
    throw err;
  }
  const { width, height, channels } = raw.info;
  const files: MadeFile[] = [];
  for (const w of PRODUCT_IMAGE_WIDTHS) {
    const sized = () =>
      sharp(raw.raw, { raw: { width, height, channels } }).resize({ width: w, height: w, fit: 'inside', withoutEnlargement: true });
    files.push({ name: `${w}.webp`, bytes: await sized().webp({ quality: 80 }).toBuffer(), contentType: 'image/webp' });
    // JPEG has no transparency: a transparent PNG goes onto white, as the storefront's cards are.
    files.push({ name: `${w}.jpg`, bytes: await sized().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg' });
  }
  return files;
}

/** Every file key of a stored upload, by its path (none for seeded artwork or other paths). */
export function uploadedImageKeys(path: string): string[] {
  const m = UPLOADED_PRODUCT_IMAGE.exec(path);
  if (!m) return [];
  return PRODUCT_IMAGE_WIDTHS.flatMap((w) => [`${PRODUCT_IMAGE_DIR}/${m[1]}/${w}.webp`, `${PRODUCT_IMAGE_DIR}/${m[1]}/${w}.jpg`]);
}

/** Deletes an upload's files; a failure is logged, never undoes the committed change (an orphan file is harmless). */
async function deleteUploaded(store: FileStore, log: { error: (o: object, m: string) => void }, paths: string[]) {
  for (const key of paths.flatMap(uploadedImageKeys)) {
    try {
      await store.delete(key);
    } catch (err) {
      log.error({ err, key }, 'product image file not deleted');
    }
  }
}

/** The product's images in order: primary_image first, then its product_images rows, each path once (as the storefront shows them). */
async function imagesOf(db: DbOrTx, id: number, primary: string): Promise<string[]> {
  const rows = await db.select({ path: productImages.images }).from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sortOrder), asc(productImages.id));
  return [...new Set([primary, ...rows.map((r) => r.path)])];
}

/** Writes the list: the first becomes primary_image, the rest product_images in order; the version moves on. */
async function writeImages(tx: Tx, id: number, version: number, list: string[]) {
  await tx.delete(productImages).where(eq(productImages.productId, id));
  if (list.length > 1) await tx.insert(productImages).values(list.slice(1).map((images, i) => ({ productId: id, images, sortOrder: i + 1 })));
  await tx.update(products).set({ primaryImage: list[0], version: version + 1 }).where(eq(products.id, id));
}

const versionOf = (raw: unknown): number | undefined => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(n) ? n : undefined;
};

interface Ctx {
  db: Db;
  fileStore: FileStore;
  log: { error: (o: object, m: string) => void };
}

/** Adds an uploaded image at the end of the product's list (staff move it first to make it the main image). */
export async function uploadProductImage(ctx: Ctx, actor: Actor, id: number, upload: { data: Buffer } | null, rawVersion: unknown): Promise<AdminProductDetail> {
  const version = versionOf(rawVersion);
  if (version === undefined) throw invalid({ version: [PRODUCT_VERSION_REQUIRED] });
  if (!upload || upload.data.length === 0) throw invalid({ image: [IMAGE_REQUIRED] });
  const [found] = await ctx.db.select({ primary: products.primaryImage }).from(products).where(eq(products.id, id));
  if (!found) throw notFound(notFoundMessage(id));
  // Refused before the resizing work; checked again under the lock.
  if ((await imagesOf(ctx.db, id, found.primary)).length >= PRODUCT_IMAGES_MAX) throw invalid({ image: [IMAGE_TOO_MANY] });
  const files = await makeImageSizes(upload.data);
  // 128 random bits: a new folder never meets an existing one, so a cached file never changes.
  const folder = randomBytes(16).toString('hex');
  const path = `${PRODUCT_IMAGE_DIR}/${folder}/${LARGEST}.jpg`;
  try {
    for (const f of files) await ctx.fileStore.put(`${PRODUCT_IMAGE_DIR}/${folder}/${f.name}`, f.bytes, { contentType: f.contentType });
    await ctx.db.transaction(async (tx) => {
      const row = await lockProduct(tx, id, version);
      const before = await imagesOf(tx, id, row.primaryImage);
      if (before.length >= PRODUCT_IMAGES_MAX) throw invalid({ image: [IMAGE_TOO_MANY] });
      const after = [...before, path];
      await writeImages(tx, id, row.version, after);
      await recordAudit(tx, actor, { action: 'product.images', entityType: 'product', entityId: row.sku, before: { images: before }, after: { images: after } });
    });
  } catch (err) {
    // Refused (stale, too many) or failed: nothing of the upload stays.
    await deleteUploaded(ctx.fileStore, ctx.log, [path]);
    throw err;
  }
  return adminProductDetail(ctx.db, id);
}

/** Orders and removes: `images` is the new list, made of the current paths only. Answers whether anything changed. */
export async function arrangeProductImages(ctx: Ctx, actor: Actor, id: number, body: AdminImagesRequest): Promise<{ changed: boolean; removed: number; product: AdminProductDetail }> {
  if (body.version === undefined) throw invalid({ version: [PRODUCT_VERSION_REQUIRED] });
  const list = body.images;
  if (list.length === 0) throw invalid({ images: [IMAGE_KEEP_ONE] });
  if (new Set(list).size !== list.length) throw invalid({ images: [IMAGE_UNKNOWN] });
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockProduct(tx, id, body.version);
    const before = await imagesOf(tx, id, row.primaryImage);
    // The version matched, so these are the images the staff member saw: anything else is a forged or broken request.
    if (!list.every((p) => before.includes(p))) throw invalid({ images: [IMAGE_UNKNOWN] });
    if (before.length === list.length && before.every((p, i) => p === list[i])) return { changed: false, removed: [] as string[] };
    await writeImages(tx, id, row.version, list);
    await recordAudit(tx, actor, { action: 'product.images', entityType: 'product', entityId: row.sku, before: { images: before }, after: { images: list } });
    return { changed: true, removed: before.filter((p) => !list.includes(p)) };
  });
  // After commit only: a rolled-back removal must still find its files.
  await deleteUploaded(ctx.fileStore, ctx.log, result.removed);
  return { changed: result.changed, removed: result.removed.length, product: await adminProductDetail(ctx.db, id) };
}
