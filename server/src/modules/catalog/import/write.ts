// Writing checked import rows inside the import's transaction: new brands, new products in batches, and updates of only the file's columns.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bulkInsert, productColumns, type BulkTable } from '../../../db/bulk';
import { slugify } from '../../../lib/slug';
import { productSearchText } from '../service';
import { sameSpecs } from './check';
import type { Existing, Taxonomy } from './existing';
import type { Column, Values } from './format';

const BATCH = 1000;

/** A row that passed its checks. */
export interface Checked {
  line: number;
  sku: string;
  values: Values;
  existing: Existing | undefined;
}

/** Called with the number of rows just written (the progress bar). */
type Step = (rows: number) => void;

const PRODUCT_COLUMNS = productColumns([
  'sku',
  'model_number',
  'product_name',
  'product_slug',
  'category_id',
  'sub_category_id',
  'brand_id',
  'primary_image',
  'base_price',
  'discount_price',
  'gst_rate',
  'hsn_code',
  'stock_quantity',
  'short_description',
  'long_description',
  'warranty_period',
  'warranty_terms',
  'height',
  'length',
  'width',
  'weight',
  'is_active',
  'search_text',
]);
const INSERT_TABLE: BulkTable = { name: 'products', columns: PRODUCT_COLUMNS };
const UPDATE_COLUMNS = Object.keys(PRODUCT_COLUMNS).filter((c) => !['sku', 'product_slug', 'primary_image'].includes(c));
const SPECS_TABLE: BulkTable = { name: 'product_specifications', columns: { product_id: 'int', title: 'text', description: 'text', sort_order: 'int' } };
const IMAGES_TABLE: BulkTable = { name: 'product_images', columns: { product_id: 'int', images: 'text', sort_order: 'int' } };

/** The product columns an update writes for each file column (the rest are left as they are). */
const WRITES: Record<Column, string[]> = {
  sku: [],
  product_name: ['product_name', 'search_text'],
  model_number: ['model_number', 'search_text'],
  category: ['category_id', 'sub_category_id'],
  sub_category: ['sub_category_id'],
  brand: ['brand_id', 'search_text'],
  base_price: ['base_price'],
  discount_price: ['discount_price'],
  gst_rate: ['gst_rate'],
  hsn_code: ['hsn_code'],
  stock_quantity: ['stock_quantity'],
  short_description: ['short_description'],
  long_description: ['long_description'],
  specifications: [],
  warranty_period: ['warranty_period'],
  warranty_terms: ['warranty_terms'],
  height: ['height'],
  length: ['length'],
  width: ['width'],
  weight: ['weight'],
  is_active: ['is_active'],
};

function record(sku: string, v: Values, searchText: string, brandIds: Map<number, number>) {
  return {
    sku,
    model_number: v.modelNumber,
    product_name: v.productName,
    category_id: v.categoryId,
    sub_category_id: v.subCategoryId,
    brand_id: brandIds.get(v.brandId) ?? v.brandId,
    base_price: v.basePrice,
    discount_price: v.discountPrice,
    gst_rate: v.gstRate,
    hsn_code: v.hsnCode,
    stock_quantity: v.stockQuantity,
    short_description: v.shortDescription,
    long_description: v.longDescription,
    warranty_period: v.warrantyPeriod,
    warranty_terms: v.warrantyTerms,
    height: v.height,
    length: v.length,
    width: v.width,
    weight: v.weight,
    is_active: v.isActive,
    search_text: searchText,
  };
}

/** Columns the catalogue's shape trigger watches (migration 0011): updating any of them moves every listing's cache key. */
const LISTING_COLUMNS = ['model_number', 'product_name', 'category_id', 'sub_category_id', 'brand_id', 'base_price', 'discount_price', 'is_active', 'search_text'];
const DETAIL_COLUMNS = UPDATE_COLUMNS.filter((c) => !LISTING_COLUMNS.includes(c));

/**
 * Updates products in batches, setting only the columns the file has (`written`). Rows whose
 * listing fields did not change (a stock or description update) leave those columns out of the
 * SET list, so a stock-only file leaves the listings' shape (and their cached facets) alone.
 */
async function bulkUpdate(db: Db, rows: { listing: boolean; row: Record<string, unknown> }[], written: Set<string>) {
  for (const listing of [true, false]) {
    const columns = (listing ? UPDATE_COLUMNS : DETAIL_COLUMNS).filter((c) => written.has(c));
    const mine = rows.filter((r) => r.listing === listing).map((r) => Object.fromEntries(['id', ...columns].map((c) => [c, r.row[c]])));
    // Only specifications changed: nothing to set on products.
    if (!columns.length || !mine.length) continue;
    const recordset = ['id int', ...columns.map((c) => `"${c}" ${PRODUCT_COLUMNS[c]}`)].join(', ');
    const set = columns.map((c) => `"${c}" = x."${c}"`).join(', ');
    for (let start = 0; start < mine.length; start += BATCH) {
      const json = JSON.stringify(mine.slice(start, start + BATCH));
      await db.execute(
        sql.join([sql.raw(`update products p set ${set} from jsonb_to_recordset(`), sql`${json}`, sql.raw(`::jsonb) as x(${recordset}) where p.id = x.id`)]),
      );
    }
  }
}

/** A slug for a new product's URL and image names: its name, made unique with -2, -3... */
function newSlug(name: string, sku: string, taken: Set<string>): string {
  const nameSlug = slugify(name) || slugify(sku) || 'product';
  // Short enough that /media/img/product/<slug>-N.svg stays within the router's parameter limit.
  const base = nameSlug.length > 80 ? nameSlug.slice(0, 80).replace(/-[^-]*$/, '') : nameSlug;
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** Creates the import's new brands (those named in `names`); answers stand-in id -> real id. */
export async function writeBrands(tx: Db, tax: Taxonomy, names: string[]): Promise<Map<number, number>> {
  const brandIds = new Map<number, number>();
  for (const b of tax.newBrands.values()) {
    if (!names.includes(b.name)) continue;
    let slug = slugify(b.name);
    for (let n = 2; tax.brand.has(slug); n += 1) slug = `${slugify(b.name)}-${n}`;
    const res = (await tx.execute(sql`insert into brands (slug, brand_name) values (${slug}, ${b.name}) returning id`)) as unknown as { rows: { id: number }[] };
    brandIds.set(b.id, Number(res.rows[0].id));
    tax.brand.set(slug, Number(res.rows[0].id));
  }
  return brandIds;
}

/** New products with their specifications and the generated artwork's gallery. */
export async function writeCreates(tx: Db, creates: Checked[], brandIds: Map<number, number>, nameOf: (brandId: number) => string, step: Step) {
  if (!creates.length) return;
  const slugs = (await tx.execute(sql`select product_slug from products`)) as unknown as { rows: { product_slug: string }[] };
  const taken = new Set(slugs.rows.map((r) => r.product_slug));
  for (let start = 0; start < creates.length; start += BATCH) {
    const batch = creates.slice(start, start + BATCH);
    const slugOf = new Map<string, string>();
    const inserted = await bulkInsert<{ id: number; sku: string }>(
      tx,
      INSERT_TABLE,
      batch.map((r) => {
        const slug = newSlug(r.values.productName, r.sku, taken);
        slugOf.set(r.sku, slug);
        const search = productSearchText({ productName: r.values.productName, sku: r.sku, modelNumber: r.values.modelNumber, brandName: nameOf(r.values.brandId) });
        return { ...record(r.sku, r.values, search, brandIds), product_slug: slug, primary_image: `img/product/${slug}-1.svg` };
      }),
      { returning: ['id', 'sku'], chunk: BATCH },
    );
    const idOf = new Map(inserted.map((r) => [r.sku, Number(r.id)]));
    const specs: Record<string, unknown>[] = [];
    const images: Record<string, unknown>[] = [];
    for (const r of batch) {
      const productId = idOf.get(r.sku);
      r.values.specs.forEach(([title, description], k) => specs.push({ product_id: productId, title, description, sort_order: k + 1 }));
      // Two more views of the generated artwork for the gallery, as the seed gives every product.
      for (const k of [2, 3]) images.push({ product_id: productId, images: `img/product/${slugOf.get(r.sku)}-${k}.svg`, sort_order: k - 1 });
    }
    await bulkInsert(tx, SPECS_TABLE, specs, { chunk: 5000 });
    await bulkInsert(tx, IMAGES_TABLE, images, { chunk: 5000 });
    step(batch.length);
  }
}

/** Changed products: only the file's columns, and specifications only where they differ. */
export async function writeUpdates(
  tx: Db,
  updates: Checked[],
  header: Map<Column, number>,
  brandIds: Map<number, number>,
  nameOf: (brandId: number) => string,
  step: Step,
) {
  const writtenColumns = new Set([...header.keys()].flatMap((c) => WRITES[c]));
  for (let start = 0; start < updates.length; start += BATCH) {
    const batch = updates.slice(start, start + BATCH);
    await bulkUpdate(
      tx,
      batch.map((r) => {
        const old = r.existing!;
        const v = r.values;
        const brandId = brandIds.get(v.brandId) ?? v.brandId;
        const named = old.productName !== v.productName || old.modelNumber !== v.modelNumber || old.brandId !== brandId;
        // The search text changes only with what it is made of, so seeded rows are not rewritten for nothing.
        const search = named ? productSearchText({ productName: v.productName, sku: r.sku, modelNumber: v.modelNumber, brandName: nameOf(brandId) }) : old.searchText;
        const listing =
          named ||
          old.categoryId !== v.categoryId ||
          old.subCategoryId !== v.subCategoryId ||
          old.basePrice !== v.basePrice ||
          old.discountPrice !== v.discountPrice ||
          old.isActive !== v.isActive;
        return { listing, row: { id: old.id, ...record(r.sku, v, search, brandIds) } };
      }),
      writtenColumns,
    );
    const respec = batch.filter((r) => !sameSpecs(r.existing!.specs, r.values.specs));
    if (respec.length) {
      const ids = JSON.stringify(respec.map((r) => r.existing!.id));
      await tx.execute(sql`delete from product_specifications where product_id in (select (jsonb_array_elements_text(${ids}::jsonb))::int)`);
      await bulkInsert(
        tx,
        SPECS_TABLE,
        respec.flatMap((r) => r.values.specs.map(([title, description], k) => ({ product_id: r.existing!.id, title, description, sort_order: k + 1 }))),
        { chunk: 5000 },
      );
    }
    step(batch.length);
  }
}
