// The product CSV format (docs/running.md, "Product CSV"): its columns, reading the file and its header, and the specification text.
import { invalid } from '../../../lib/errors';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../../../lib/csv';

/** The file format, in export order. Only `sku` must be in the header; see docs/running.md, "Product CSV". */
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
export type Column = (typeof IMPORT_COLUMNS)[number];

/** products.stock_quantity is a PostgreSQL integer (the rule lives with the catalogue's other rules). */
export { MAX_STOCK } from '@contracts/catalogueRules';
/** A report lists this many row errors; the count covers them all. */
export const MAX_LISTED_ERRORS = 500;

export type Spec = [title: string, description: string];

/** A product's importable fields, normalised so that equal products compare equal as text. */
export interface Values {
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

/** The file's records; a syntax error is a 422 keyed by its line, as every other file error. */
export function readCsv(csv: string): CsvRecord[] {
  try {
    return parseCsv(csv);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw invalid({ [`line ${err.line}`]: [err.message.replace(/^Line \d+: /, '')] }, 'The file is not valid CSV.');
    throw err;
  }
}

/* ---------- specifications ---------- */

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

/** Which file column each known column is in; an unknown, doubled or missing `sku` column refuses the file. */
export function readHeader(record: CsvRecord | undefined): Map<Column, number> {
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
