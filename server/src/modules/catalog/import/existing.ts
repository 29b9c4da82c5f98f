// What an import checks rows against, loaded once: categories, brands and the products the file names (also read by the export).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Column, Spec, Values } from './format';

export interface Existing extends Values {
  id: number;
  sku: string;
  searchText: string;
}

export interface Taxonomy {
  /** Lower-cased slug and title of a top-level category -> id. */
  category: Map<string, number>;
  /** `${categoryId}/${lower slug or title}` -> sub-category id. */
  sub: Map<string, number>;
  /** Lower-cased slug and name -> id. */
  brand: Map<string, number>;
  brandName: Map<number, string>;
  /** Brands this import creates: lower-cased name -> a stand-in id (negative) until written. */
  newBrands: Map<string, { id: number; name: string }>;
}

export async function loadTaxonomy(db: Db): Promise<Taxonomy> {
  const cats = (await db.execute(sql`select id, parent_id, slug, title from categories`)) as unknown as {
    rows: { id: number; parent_id: number | null; slug: string; title: string }[];
  };
  const category = new Map<string, number>();
  const sub = new Map<string, number>();
  for (const c of cats.rows) {
    for (const key of [c.slug.toLowerCase(), c.title.trim().toLowerCase()]) {
      if (c.parent_id === null) category.set(key, c.id);
      else sub.set(`${c.parent_id}/${key}`, c.id);
    }
  }
  const brandRows = (await db.execute(sql`select id, slug, brand_name from brands`)) as unknown as {
    rows: { id: number; slug: string; brand_name: string }[];
  };
  const brand = new Map<string, number>();
  const brandName = new Map<number, string>();
  // Slugs first: a name never overrides another brand's slug.
  for (const b of brandRows.rows) brand.set(b.brand_name.trim().toLowerCase(), b.id);
  for (const b of brandRows.rows) brand.set(b.slug.toLowerCase(), b.id);
  for (const b of brandRows.rows) brandName.set(b.id, b.brand_name);
  return { category, sub, brand, brandName, newBrands: new Map() };
}

export type Raw = { id: number; sku: string; product_name: string; model_number: string; category_id: number; sub_category_id: number | null; brand_id: number; base_price: string; discount_price: string | null; gst_rate: string; hsn_code: string | null; stock_quantity: number; short_description?: string; long_description?: string; warranty_period: string | null; warranty_terms?: string | null; height: string | null; length: string | null; width: string | null; weight: string | null; is_active: boolean; search_text: string; specs?: Spec[] | string | null };

export const emptyToNull = (v: string | null) => (v === null || v === '' ? null : v);
const gstText = (v: string) => String(Number(v));

export function fromRaw(r: Raw): Existing {
  const specs = typeof r.specs === 'string' ? (JSON.parse(r.specs) as Spec[]) : (r.specs ?? []);
  return {
    id: Number(r.id),
    sku: r.sku,
    productName: r.product_name,
    modelNumber: r.model_number,
    categoryId: Number(r.category_id),
    subCategoryId: r.sub_category_id === null ? null : Number(r.sub_category_id),
    brandId: Number(r.brand_id),
    basePrice: Number(r.base_price).toFixed(2),
    discountPrice: r.discount_price === null ? null : Number(r.discount_price).toFixed(2),
    gstRate: gstText(r.gst_rate),
    hsnCode: emptyToNull(r.hsn_code),
    stockQuantity: Number(r.stock_quantity),
    shortDescription: r.short_description ?? '',
    longDescription: r.long_description ?? '',
    specs: specs.map(([t, d]) => [t, d] as Spec),
    warrantyPeriod: emptyToNull(r.warranty_period),
    warrantyTerms: emptyToNull(r.warranty_terms ?? null),
    height: r.height === null ? null : Number(r.height).toFixed(2),
    length: r.length === null ? null : Number(r.length).toFixed(2),
    width: r.width === null ? null : Number(r.width).toFixed(2),
    weight: r.weight === null ? null : Number(r.weight).toFixed(3),
    isActive: Boolean(r.is_active),
    searchText: r.search_text,
  };
}

const NARROW_FIELDS = `p.id, p.sku, p.product_name, p.model_number, p.category_id, p.sub_category_id, p.brand_id,
  p.base_price, p.discount_price, p.gst_rate, p.hsn_code, p.stock_quantity, p.warranty_period, p.height, p.length,
  p.width, p.weight, p.is_active, p.search_text`;
/** The wide fields, read back only when the file has their column (a stock update need not read descriptions). */
const WIDE_FIELDS: [Column, string][] = [
  ['short_description', 'p.short_description'],
  ['long_description', 'p.long_description'],
  ['warranty_terms', 'p.warranty_terms'],
  [
    'specifications',
    `coalesce((select json_agg(json_build_array(s.title, s.description) order by s.sort_order, s.id)
      from product_specifications s where s.product_id = p.id), '[]'::json) as specs`,
  ],
];
/** The select list of a product read back: every field without a header (the export). */
export const productFields = (header?: Map<Column, number>) =>
  sql.raw([NARROW_FIELDS, ...WIDE_FIELDS.filter(([c]) => !header || header.has(c)).map(([, f]) => f)].join(', '));

/** The products with these SKUs (exact), with their specifications. */
export async function loadExisting(db: Db, skus: string[], header: Map<Column, number>): Promise<Map<string, Existing>> {
  const out = new Map<string, Existing>();
  for (let start = 0; start < skus.length; start += 5000) {
    const json = JSON.stringify(skus.slice(start, start + 5000));
    const res = (await db.execute(
      sql`select ${productFields(header)} from products p where p.sku in (select jsonb_array_elements_text(${json}::jsonb))`,
    )) as unknown as { rows: Raw[] };
    for (const r of res.rows) out.set(r.sku, fromRaw(r));
  }
  return out;
}
