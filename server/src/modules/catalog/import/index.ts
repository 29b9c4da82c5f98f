// Product import and export (issue 13, `npm run store -- import-products` / `export-products`).
// One CSV format both ways, so an export imported again changes nothing. Shared by the operator
// API (server running) and the tool's direct mode: one implementation.
//
// Speed: 100,000 rows must import in well under a minute on PGlite, so rows are checked in memory
// against lookups loaded once (SKUs, categories, brands, slugs), and written in batches of JSON
// records expanded by jsonb_to_recordset (see db/bulk.ts), never row by row.
import { sql } from 'drizzle-orm';
import type { ImportReport, ImportRowError } from '@contracts/operatorProducts';
import type { Db } from '../../../db/client';
import { bulkInsert, type BulkTable } from '../../../db/bulk';
import { slugify } from '../../../lib/slug';
import { csvRow, CsvSyntaxError, csvText, parseCsv, type CsvRecord } from '../../../lib/csv';
import { HttpError, invalid } from '../../../lib/errors';
import { productSearchText } from '../service';

/** The file format, in export order. Only `sku` must be in the header; see README "Product CSV". */
export const IMPORT_COLUMNS = [
  'sku',
  'product_name',
  'model_number',
  'category',
  'sub_category',
  'brand',
  'base_price',
  'discount_price',
  'gst_rate',
  'hsn_code',
  'stock_quantity',
  'short_description',
  'long_description',
  'specifications',
  'warranty_period',
  'warranty_terms',
  'height',
  'length',
  'width',
  'weight',
  'is_active',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

/** What a new product cannot do without (an update may leave them out of the file). */
const REQUIRED_FOR_NEW: Column[] = ['product_name', 'model_number', 'category', 'brand', 'base_price', 'gst_rate'];
const GST_RATES = ['0', '5', '12', '18', '28'];
/** NUMERIC(12,2): below ₹10,000,000,000. */
const MAX_PRICE_PAISE = 999_999_999_999;
const MAX_STOCK = 2_147_483_647;
/** The report lists this many row errors; the count covers them all. */
export const MAX_LISTED_ERRORS = 500;
const BATCH = 1000;

export interface ImportOptions {
  dryRun?: boolean;
  partial?: boolean;
  /** Create brands the store does not have yet, instead of refusing those rows. */
  createBrands?: boolean;
  /** Called as rows are checked and written (the tool draws its progress bar from it). */
  onProgress?: (done: number, total: number) => void;
}

type Spec = [title: string, description: string];

/** A product's importable fields, normalised so that equal products compare equal as text. */
interface Values {
  productName: string;
  modelNumber: string;
  categoryId: number;
  subCategoryId: number | null;
  brandId: number;
  basePrice: string;
  discountPrice: string | null;
  gstRate: string;
  hsnCode: string | null;
  stockQuantity: number;
  shortDescription: string;
  longDescription: string;
  specs: Spec[];
  warrantyPeriod: string | null;
  warrantyTerms: string | null;
  height: string | null;
  length: string | null;
  width: string | null;
  weight: string | null;
  isActive: boolean;
}

interface Existing extends Values {
  id: number;
  sku: string;
  searchText: string;
}

interface Taxonomy {
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

/* ---------- reading cells ---------- */

const money = (paise: number) => (paise / 100).toFixed(2);

function parseMoney(raw: string, label: string, errors: string[]): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
    errors.push(`${label} must be a number of rupees such as 1499 or 1499.50 (no commas or ₹), not '${raw}'.`);
    return null;
  }
  const paise = Math.round(Number(raw) * 100);
  if (paise > MAX_PRICE_PAISE) {
    errors.push(`${label} is too large.`);
    return null;
  }
  return paise;
}

function parseDecimal(raw: string, label: string, places: number, errors: string[]): string | null {
  if (raw === '') return null;
  if (!new RegExp(`^\\d{1,6}(\\.\\d{1,${places}})?$`).test(raw)) {
    errors.push(`${label} must be a number of 0 or more with at most ${places} decimals, not '${raw}'.`);
    return null;
  }
  return Number(raw).toFixed(places);
}

const TRUE = new Set(['true', 'yes', '1', 'y']);
const FALSE = new Set(['false', 'no', '0', 'n']);

/** `Title: value | Title: value`; a backslash escapes | : and itself. */
export function parseSpecifications(raw: string): Spec[] | string {
  const specs: Spec[] = [];
  let title: string | null = null;
  let text = '';
  const finish = (): string | null => {
    const part = (title === null ? text : `${title}:${text}`).trim();
    if (part === '') return null;
    if (title === null) return `Specification '${part}' needs a 'Title: value' form.`;
    const t = title.trim();
    const d = text.trim();
    if (!t) return `Specification ': ${d}' has no title.`;
    if (!d) return `Specification '${t}' has no value.`;
    if (t.length > 191) return `Specification title '${t.slice(0, 40)}…' is longer than 191 characters.`;
    specs.push([t, d]);
    return null;
  };
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw[i];
    if (c === '\\' && i + 1 < raw.length && '\\|:'.includes(raw[i + 1])) {
      text += raw[i + 1];
      i += 1;
    } else if (c === '|') {
      const error = finish();
      if (error) return error;
      title = null;
      text = '';
    } else if (c === ':' && title === null) {
      title = text;
      text = '';
    } else {
      text += c;
    }
  }
  const error = finish();
  return error ?? specs;
}

const escapeSpec = (s: string, colon: boolean) => s.replace(colon ? /[\\|:]/g : /[\\|]/g, '\\$&');
export const formatSpecifications = (specs: Spec[]) => specs.map(([t, d]) => `${escapeSpec(t, true)}: ${escapeSpec(d, false)}`).join(' | ');

/* ---------- the header ---------- */

function readHeader(record: CsvRecord | undefined): Map<Column, number> {
  if (!record) throw invalid({ 'line 1': ['The file is empty: it needs a header row, e.g. sku,product_name,...'] }, 'The file has no rows.');
  const index = new Map<Column, number>();
  const problems: string[] = [];
  record.fields.forEach((cell, i) => {
    const name = cell.trim().toLowerCase().replace(/[\s-]+/g, '_');
    if (!(IMPORT_COLUMNS as readonly string[]).includes(name)) problems.push(`Unknown column '${cell.trim()}'.`);
    else if (index.has(name as Column)) problems.push(`Column '${name}' appears twice.`);
    else index.set(name as Column, i);
  });
  if (!index.has('sku')) problems.push("The header has no 'sku' column.");
  if (problems.length) {
    throw invalid({ 'line 1': [...problems, `Columns: ${IMPORT_COLUMNS.join(', ')}.`] }, 'The header row is not a product CSV header.');
  }
  return index;
}

/* ---------- lookups ---------- */

async function loadTaxonomy(db: Db): Promise<Taxonomy> {
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

type Raw = { id: number; sku: string; product_name: string; model_number: string; category_id: number; sub_category_id: number | null; brand_id: number; base_price: string; discount_price: string | null; gst_rate: string; hsn_code: string | null; stock_quantity: number; short_description?: string; long_description?: string; warranty_period: string | null; warranty_terms?: string | null; height: string | null; length: string | null; width: string | null; weight: string | null; is_active: boolean; search_text: string; specs?: Spec[] | string | null };

const emptyToNull = (v: string | null) => (v === null || v === '' ? null : v);
const gstText = (v: string) => String(Number(v));

function fromRaw(r: Raw): Existing {
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
const productFields = (header?: Map<Column, number>) =>
  sql.raw([NARROW_FIELDS, ...WIDE_FIELDS.filter(([c]) => !header || header.has(c)).map(([, f]) => f)].join(', '));

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

/** The products with these SKUs (exact), with their specifications. */
async function loadExisting(db: Db, skus: string[], header: Map<Column, number>): Promise<Map<string, Existing>> {
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

/* ---------- checking rows ---------- */

interface Checked {
  line: number;
  sku: string;
  values: Values;
  existing: Existing | undefined;
  /** Brand name when the brand is new (created by this import). */
  newBrand?: string;
}

function checkRow(
  rec: CsvRecord,
  header: Map<Column, number>,
  width: number,
  tax: Taxonomy,
  existing: Existing | undefined,
  opts: ImportOptions,
): { errors: string[]; values?: Values; newBrand?: string } {
  const errors: string[] = [];
  if (rec.fields.length !== width) {
    return { errors: [`The row has ${rec.fields.length} fields; the header has ${width}. (A quote or comma out of place?)`] };
  }
  const has = (c: Column) => header.has(c);
  // The export neutralises formula starts (lib/csv.ts); reading it back restores the text.
  const raw = (c: Column) => csvText(rec.fields[header.get(c)!]);
  const cell = (c: Column) => raw(c).trim();
  const isNew = !existing;
  for (const c of REQUIRED_FOR_NEW) {
    if (isNew && (!has(c) || cell(c) === '')) errors.push(`${c} is required for a new product.`);
    else if (!isNew && has(c) && cell(c) === '') errors.push(`${c} cannot be empty.`);
  }
  if (errors.length) return { errors };
  const base: Values = existing ?? {
    productName: '',
    modelNumber: '',
    categoryId: 0,
    subCategoryId: null,
    brandId: 0,
    basePrice: '0.00',
    discountPrice: null,
    gstRate: '18',
    hsnCode: null,
    stockQuantity: 0,
    shortDescription: '',
    longDescription: '',
    specs: [],
    warrantyPeriod: null,
    warrantyTerms: null,
    height: null,
    length: null,
    width: null,
    weight: null,
    isActive: true,
  };
  const v: Values = { ...base, specs: base.specs };
  let newBrand: string | undefined;

  const text = (c: Column, max: number, label: string): string => {
    const s = cell(c);
    if (s.length > max) errors.push(`${label} is longer than ${max} characters.`);
    return s;
  };
  if (has('product_name')) v.productName = text('product_name', 255, 'product_name');
  if (has('model_number')) v.modelNumber = text('model_number', 100, 'model_number');

  if (has('category')) {
    const name = cell('category');
    const id = tax.category.get(name.toLowerCase());
    if (id === undefined) errors.push(`Unknown category '${name}'.`);
    else {
      if (id !== v.categoryId) v.subCategoryId = null;
      v.categoryId = id;
    }
  }
  if (has('sub_category')) {
    const name = cell('sub_category');
    if (name === '') v.subCategoryId = null;
    else if (v.categoryId) {
      const id = tax.sub.get(`${v.categoryId}/${name.toLowerCase()}`);
      if (id === undefined) errors.push(`Unknown sub-category '${name}' in category '${has('category') ? cell('category') : v.categoryId}'.`);
      else v.subCategoryId = id;
    }
  }
  if (has('brand')) {
    const name = cell('brand');
    const id = tax.brand.get(name.toLowerCase()) ?? tax.newBrands.get(name.toLowerCase())?.id;
    if (id !== undefined) v.brandId = id;
    else if (!opts.createBrands) errors.push(`Unknown brand '${name}' (import with --create-brands to add it).`);
    else if (name.length > 191 || !slugify(name)) errors.push(`Brand '${name}' cannot be created: it needs letters or digits and at most 191 characters.`);
    else {
      newBrand = name;
      v.brandId = -1;
    }
  }

  let basePaise = Math.round(Number(v.basePrice) * 100);
  let baseOk = true;
  if (has('base_price')) {
    const p = parseMoney(cell('base_price'), 'base_price', errors);
    if (p !== null && p === 0) errors.push('base_price must be more than 0.');
    if (p === null || p === 0) baseOk = false;
    else {
      basePaise = p;
      v.basePrice = money(p);
    }
  }
  if (has('discount_price')) {
    const raw0 = cell('discount_price');
    if (raw0 === '') v.discountPrice = null;
    else {
      const p = parseMoney(raw0, 'discount_price', errors);
      if (p !== null) v.discountPrice = money(p);
    }
  }
  if (baseOk && v.discountPrice !== null && Math.round(Number(v.discountPrice) * 100) > basePaise) {
    errors.push(`discount_price ${v.discountPrice} is above base_price ${money(basePaise)}.`);
  }
  if (has('gst_rate')) {
    const g = cell('gst_rate').replace(/%$/, '');
    const n = /^\d+(\.0+)?$/.test(g) ? String(Number(g)) : g;
    if (!GST_RATES.includes(n)) errors.push(`gst_rate must be one of 0, 5, 12, 18, 28, not '${cell('gst_rate')}'.`);
    else v.gstRate = n;
  }
  if (has('hsn_code')) {
    const h = cell('hsn_code');
    if (h === '') v.hsnCode = null;
    else if (!/^\d{4,8}$/.test(h)) errors.push(`hsn_code must be 4 to 8 digits, not '${h}'.`);
    else v.hsnCode = h;
  }
  if (has('stock_quantity')) {
    const s = cell('stock_quantity');
    if (!/^\d+$/.test(s) || Number(s) > MAX_STOCK) errors.push(`stock_quantity must be a whole number of 0 or more, not '${s}'.`);
    else v.stockQuantity = Number(s);
  }
  // Descriptions keep their own spacing (HTML is allowed in long_description; the storefront sanitises it).
  if (has('short_description')) v.shortDescription = raw('short_description');
  if (has('long_description')) v.longDescription = raw('long_description');
  if (has('specifications')) {
    const specs = parseSpecifications(raw('specifications'));
    if (typeof specs === 'string') errors.push(specs);
    else v.specs = specs;
  }
  if (has('warranty_period')) v.warrantyPeriod = emptyToNull(text('warranty_period', 100, 'warranty_period'));
  if (has('warranty_terms')) v.warrantyTerms = emptyToNull(raw('warranty_terms'));
  if (has('height')) v.height = parseDecimal(cell('height'), 'height', 2, errors);
  if (has('length')) v.length = parseDecimal(cell('length'), 'length', 2, errors);
  if (has('width')) v.width = parseDecimal(cell('width'), 'width', 2, errors);
  if (has('weight')) v.weight = parseDecimal(cell('weight'), 'weight', 3, errors);
  if (has('is_active')) {
    const a = cell('is_active').toLowerCase();
    if (TRUE.has(a)) v.isActive = true;
    else if (FALSE.has(a)) v.isActive = false;
    else errors.push(`is_active must be true or false, not '${cell('is_active')}'.`);
  }
  return errors.length ? { errors } : { errors, values: v, newBrand };
}

const sameSpecs = (a: Spec[], b: Spec[]) => a.length === b.length && a.every((s, i) => s[0] === b[i][0] && s[1] === b[i][1]);

function changed(a: Existing, b: Values): boolean {
  return (
    a.productName !== b.productName ||
    a.modelNumber !== b.modelNumber ||
    a.categoryId !== b.categoryId ||
    a.subCategoryId !== b.subCategoryId ||
    a.brandId !== b.brandId ||
    a.basePrice !== b.basePrice ||
    a.discountPrice !== b.discountPrice ||
    a.gstRate !== b.gstRate ||
    a.hsnCode !== b.hsnCode ||
    a.stockQuantity !== b.stockQuantity ||
    a.shortDescription !== b.shortDescription ||
    a.longDescription !== b.longDescription ||
    a.warrantyPeriod !== b.warrantyPeriod ||
    a.warrantyTerms !== b.warrantyTerms ||
    a.height !== b.height ||
    a.length !== b.length ||
    a.width !== b.width ||
    a.weight !== b.weight ||
    a.isActive !== b.isActive ||
    !sameSpecs(a.specs, b.specs)
  );
}

/* ---------- writing ---------- */

const PRODUCT_COLUMNS: BulkTable['columns'] = {
  sku: 'text',
  model_number: 'text',
  product_name: 'text',
  product_slug: 'text',
  category_id: 'int',
  sub_category_id: 'int',
  brand_id: 'int',
  primary_image: 'text',
  base_price: 'numeric',
  discount_price: 'numeric',
  gst_rate: 'numeric',
  hsn_code: 'text',
  stock_quantity: 'int',
  short_description: 'text',
  long_description: 'text',
  warranty_period: 'text',
  warranty_terms: 'text',
  height: 'numeric',
  length: 'numeric',
  width: 'numeric',
  weight: 'numeric',
  is_active: 'bool',
  search_text: 'text',
};
const INSERT_TABLE: BulkTable = { name: 'products', columns: PRODUCT_COLUMNS };
const UPDATE_COLUMNS = Object.keys(PRODUCT_COLUMNS).filter((c) => !['sku', 'product_slug', 'primary_image'].includes(c));
const SPECS_TABLE: BulkTable = { name: 'product_specifications', columns: { product_id: 'int', title: 'text', description: 'text', sort_order: 'int' } };
const IMAGES_TABLE: BulkTable = { name: 'product_images', columns: { product_id: 'int', images: 'text', sort_order: 'int' } };

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

/** Columns the product_search trigger watches (migration 0004): updating any of them rewrites the search row. */
const LISTING_COLUMNS = ['model_number', 'product_name', 'category_id', 'sub_category_id', 'brand_id', 'base_price', 'discount_price', 'is_active', 'search_text'];
const DETAIL_COLUMNS = UPDATE_COLUMNS.filter((c) => !LISTING_COLUMNS.includes(c));

/**
 * Updates products in batches, setting only the columns the file has (`written`). Rows whose
 * listing fields did not change (a stock or description update) leave those columns out of the
 * SET list, so the search trigger does not fire for them.
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

/* ---------- the import ---------- */

export async function importProducts(db: Db, csv: string, opts: ImportOptions = {}): Promise<ImportReport> {
  const started = Date.now();
  let records: CsvRecord[];
  try {
    records = parseCsv(csv);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw invalid({ [`line ${err.line}`]: [err.message.replace(/^Line \d+: /, '')] }, 'The file is not valid CSV.');
    throw err;
  }
  const header = readHeader(records[0]);
  const rows = records.slice(1);
  const total = rows.length;
  const progress = opts.onProgress ?? (() => undefined);
  // Checking is quick; writing is most of the time: checking counts as the first 10%.
  const weight = opts.dryRun ? 1 : 0.1;
  progress(0, total);

  const work = async (tx: Db): Promise<ImportReport> => {
    const tax = await loadTaxonomy(tx);
    const skuCol = header.get('sku')!;
    const skus = rows.map((r) => csvText(r.fields[skuCol] ?? '').trim()).filter(Boolean);
    const existing = await loadExisting(tx, [...new Set(skus)], header);
    // Every SKU in the store, lower-cased: a new SKU that differs only in case is a typo, not a product.
    const allSkus = (await tx.execute(sql`select lower(sku) as k, sku from products`)) as unknown as { rows: { k: string; sku: string }[] };
    const skuByLower = new Map(allSkus.rows.map((r) => [r.k, r.sku]));

    const errors: ImportRowError[] = [];
    let errorRows = 0;
    const seen = new Map<string, number>();
    const creates: Checked[] = [];
    const updates: Checked[] = [];
    let unchanged = 0;
    rows.forEach((rec, i) => {
      const sku = csvText(rec.fields[skuCol] ?? '').trim();
      const rowErrors: string[] = [];
      if (!sku) rowErrors.push('sku is required.');
      else if (sku.length > 64) rowErrors.push('sku is longer than 64 characters.');
      else if (/\s/.test(sku)) rowErrors.push(`sku '${sku}' contains spaces.`);
      else if (seen.has(sku)) rowErrors.push(`SKU ${sku} is already on line ${seen.get(sku)}.`);
      const found = sku ? existing.get(sku) : undefined;
      if (sku && !found && !rowErrors.length) {
        const other = skuByLower.get(sku.toLowerCase());
        if (other) rowErrors.push(`SKU ${sku} differs from the store's ${other} only in upper/lower case.`);
      }
      if (sku && !seen.has(sku)) seen.set(sku, rec.line);
      let checked: ReturnType<typeof checkRow> = { errors: [] };
      if (!rowErrors.length) {
        checked = checkRow(rec, header, records[0].fields.length, tax, found, opts);
        rowErrors.push(...checked.errors);
      }
      if (rowErrors.length || !checked.values) {
        errorRows += 1;
        for (const message of rowErrors) if (errors.length < MAX_LISTED_ERRORS) errors.push({ line: rec.line, sku, message });
      } else {
        const v = checked.values;
        if (checked.newBrand) {
          const key = checked.newBrand.toLowerCase();
          let brand = tax.newBrands.get(key);
          if (!brand) {
            brand = { id: -(tax.newBrands.size + 1), name: checked.newBrand };
            tax.newBrands.set(key, brand);
          }
          v.brandId = brand.id;
        }
        const row: Checked = { line: rec.line, sku, values: v, existing: found };
        if (!found) creates.push(row);
        else if (changed(found, v)) updates.push(row);
        else unchanged += 1;
      }
      if (i % 5000 === 4999) progress(Math.round((i + 1) * weight), total);
    });
    progress(Math.round(total * weight), total);

    // With --partial, a new brand whose every row failed is not created.
    const usedBrands = new Set([...creates, ...updates].map((r) => r.values.brandId).filter((id) => id < 0));
    const report: ImportReport = {
      dry_run: Boolean(opts.dryRun),
      partial: Boolean(opts.partial),
      committed: false,
      rows: total,
      created: creates.length,
      updated: updates.length,
      unchanged,
      error_count: errorRows,
      errors,
      brands_created: [...tax.newBrands.values()].filter((b) => usedBrands.has(b.id)).map((b) => b.name),
      ms: 0,
    };
    if (errorRows > 0 && !opts.partial) {
      const fields: Record<string, string[]> = {};
      // One message a row: the tool prints each field's messages on one line.
      for (const e of errors) {
        const key = `line ${e.line}${e.sku ? ` (${e.sku})` : ''}`;
        fields[key] = [fields[key] ? `${fields[key][0]} ${e.message}` : e.message];
      }
      if (errorRows > errors.length) fields['more'] = [`${errorRows - new Set(errors.map((e) => e.line)).size} more rows have errors (the first ${MAX_LISTED_ERRORS} messages are listed).`];
      const others = total - errorRows === 1 ? 'the other row' : `the other ${total - errorRows} rows`;
      const rest = `${others} would create ${creates.length}, update ${updates.length} and leave ${unchanged} unchanged`;
      throw new HttpError(
        422,
        `${errorRows} of ${total} rows have errors: ${opts.dryRun ? 'the import would fail' : 'nothing was imported'} (${rest}). Fix them, or import with --partial to skip them.`,
        fields,
      );
    }
    if (opts.dryRun) return report;

    // Brands first, so products can point at them.
    const brandIds = new Map<number, number>();
    for (const b of tax.newBrands.values()) {
      if (!report.brands_created.includes(b.name)) continue;
      let slug = slugify(b.name);
      for (let n = 2; tax.brand.has(slug); n += 1) slug = `${slugify(b.name)}-${n}`;
      const res = (await tx.execute(sql`insert into brands (slug, brand_name) values (${slug}, ${b.name}) returning id`)) as unknown as { rows: { id: number }[] };
      brandIds.set(b.id, Number(res.rows[0].id));
      tax.brand.set(slug, Number(res.rows[0].id));
    }
    const nameOf = (id: number) => tax.brandName.get(brandIds.get(id) ?? id) ?? [...tax.newBrands.values()].find((b) => b.id === id)?.name ?? '';

    const writes = creates.length + updates.length;
    let written = 0;
    const step = (n: number) => {
      written += n;
      progress(Math.round(total * weight + (total - total * weight) * (writes ? written / writes : 1)), total);
    };

    if (creates.length) {
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
    progress(total, total);
    return { ...report, committed: true };
  };

  // One transaction: all rows or none (with --partial, all the valid rows or none).
  const report = opts.dryRun ? await work(db) : await db.transaction((tx) => work(tx as unknown as Db));
  // Fresh planner statistics after a big import: PGlite has no autovacuum (see the seed).
  if (report.committed && report.created + report.updated >= 10_000) await db.execute(sql`analyze products`);
  return { ...report, ms: Date.now() - started };
}

/* ---------- export ---------- */

/** The whole catalogue (inactive products too) in the import format, oldest product first. */
export async function exportProducts(db: Db, write: (chunk: string) => void | Promise<void>): Promise<number> {
  const tax = await loadTaxonomy(db);
  const cats = (await db.execute(sql`select id, slug from categories`)) as unknown as { rows: { id: number; slug: string }[] };
  const slugOf = new Map(cats.rows.map((c) => [Number(c.id), c.slug]));
  await write(csvRow([...IMPORT_COLUMNS]));
  let after = 0;
  let count = 0;
  for (;;) {
    const res = (await db.execute(sql`select ${productFields()} from products p where p.id > ${after} order by p.id limit 5000`)) as unknown as { rows: Raw[] };
    if (!res.rows.length) break;
    let chunk = '';
    for (const raw of res.rows) {
      const p = fromRaw(raw);
      chunk += csvRow([
        p.sku,
        p.productName,
        p.modelNumber,
        slugOf.get(p.categoryId),
        p.subCategoryId === null ? '' : slugOf.get(p.subCategoryId),
        tax.brandName.get(p.brandId),
        p.basePrice,
        p.discountPrice,
        p.gstRate,
        p.hsnCode,
        p.stockQuantity,
        p.shortDescription,
        p.longDescription,
        formatSpecifications(p.specs),
        p.warrantyPeriod,
        p.warrantyTerms,
        p.height,
        p.length,
        p.width,
        p.weight,
        p.isActive,
      ]);
      after = p.id;
    }
    count += res.rows.length;
    await write(chunk);
  }
  return count;
}
