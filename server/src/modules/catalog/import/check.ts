// Checking one product row of an import: each column's rule as a small check, run in file-column order, errors in the spec's words.
import { csvText, type CsvRecord } from '../../../lib/csv';
import { slugify } from '../../../lib/slug';
import { emptyToNull, type Existing, type Taxonomy } from './existing';
import { DIMENSION_PATTERN, GST_RATES, MAX_PRICE_PAISE, MAX_STOCK, WEIGHT_PATTERN } from '@contracts/catalogueRules';
import { amountTooLarge, MESSAGES, normalizeRupees, PATTERNS, RUPEES_PATTERN } from '@contracts/fields';
import { type Column, parseSpecifications, type Spec, type Values } from './format';

/** What a new product cannot do without (an update may leave them out of the file). */
const REQUIRED_FOR_NEW: Column[] = ['product_name', 'model_number', 'category', 'brand', 'base_price', 'gst_rate'];
const TRUE = new Set(['true', 'yes', '1', 'y']);
const FALSE = new Set(['false', 'no', '0', 'n']);

/** A new product's starting values: what a column left out of the file gives it. */
const NEW_PRODUCT: Values = {
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

export interface CheckOptions {
  /** Create brands the store does not have yet, instead of refusing those rows. */
  createBrands?: boolean;
}

/** One row being checked: its cells, the values it makes so far, and the errors found so far. */
interface Row {
  has(c: Column): boolean;
  /** The cell as written (descriptions keep their spacing). */
  raw(c: Column): string;
  /** The cell trimmed. */
  cell(c: Column): string;
  v: Values;
  errors: string[];
  tax: Taxonomy;
  opts: CheckOptions;
  /** Brand name when the brand is new (created by this import). */
  newBrand?: string;
}

export const money = (paise: number) => (paise / 100).toFixed(2);

function parseMoney(typed: string, label: string, errors: string[]): number | null {
  // The form's reading: "1,499.50" and "₹ 1,499.50" are 1499.50 in a cell too.
  const raw = normalizeRupees(typed);
  if (!RUPEES_PATTERN.test(raw)) {
    errors.push(`${label} must be a number of rupees such as 1499, 1,499 or 1,499.50, not '${typed}'.`);
    return null;
  }
  const paise = Math.round(Number(raw) * 100);
  if (paise > MAX_PRICE_PAISE) {
    errors.push(amountTooLarge(label, MAX_PRICE_PAISE));
    return null;
  }
  return paise;
}

function parseDecimal(raw: string, label: string, places: number, errors: string[]): string | null {
  if (raw === '') return null;
  // The form's patterns: NUMERIC(8,2) for the dimensions, NUMERIC(8,3) for the weight.
  if (!(places === 3 ? WEIGHT_PATTERN : DIMENSION_PATTERN).test(raw)) {
    errors.push(`${label} must be a number of 0 or more with at most ${places} decimals, not '${raw}'.`);
    return null;
  }
  return Number(raw).toFixed(places);
}

function text(row: Row, c: Column, max: number): string {
  const s = row.cell(c);
  if (s.length > max) row.errors.push(`${c} is longer than ${max} characters.`);
  return s;
}

/* ---------- the checks, one or a few columns each ---------- */

function checkNames(row: Row): void {
  if (row.has('product_name')) {
    row.v.productName = text(row, 'product_name', 255);
    // The product form's rule: a name is printed on pages, mails and invoices, never markup.
    if (!PATTERNS.noMarkup.test(row.v.productName)) row.errors.push(`product_name: ${MESSAGES.nameMarkup}`);
  }
  if (row.has('model_number')) row.v.modelNumber = text(row, 'model_number', 100);
}

function checkCategory(row: Row): void {
  const { v, tax } = row;
  if (row.has('category')) {
    const name = row.cell('category');
    const id = tax.category.get(name.toLowerCase());
    if (id === undefined) row.errors.push(`Unknown category '${name}'.`);
    else {
      if (id !== v.categoryId) v.subCategoryId = null;
      v.categoryId = id;
    }
  }
  if (row.has('sub_category')) {
    const name = row.cell('sub_category');
    if (name === '') v.subCategoryId = null;
    else if (v.categoryId) {
      const id = tax.sub.get(`${v.categoryId}/${name.toLowerCase()}`);
      if (id === undefined) row.errors.push(`Unknown sub-category '${name}' in category '${row.has('category') ? row.cell('category') : v.categoryId}'.`);
      else v.subCategoryId = id;
    }
  }
}

function checkBrand(row: Row): void {
  if (!row.has('brand')) return;
  const name = row.cell('brand');
  const id = row.tax.brand.get(name.toLowerCase()) ?? row.tax.newBrands.get(name.toLowerCase())?.id;
  if (id !== undefined) row.v.brandId = id;
  else if (!row.opts.createBrands) row.errors.push(`Unknown brand '${name}' (import with --create-brands to add it).`);
  else if (name.length > 191 || !slugify(name)) row.errors.push(`Brand '${name}' cannot be created: it needs letters or digits and at most 191 characters.`);
  else {
    row.newBrand = name;
    row.v.brandId = -1;
  }
}

function checkPrices(row: Row): void {
  const { v, errors } = row;
  let basePaise = Math.round(Number(v.basePrice) * 100);
  let baseOk = true;
  if (row.has('base_price')) {
    const p = parseMoney(row.cell('base_price'), 'base_price', errors);
    if (p !== null && p === 0) errors.push('base_price must be more than 0.');
    if (p === null || p === 0) baseOk = false;
    else {
      basePaise = p;
      v.basePrice = money(p);
    }
  }
  if (row.has('discount_price')) {
    const raw = row.cell('discount_price');
    if (raw === '') v.discountPrice = null;
    else {
      const p = parseMoney(raw, 'discount_price', errors);
      if (p !== null) v.discountPrice = money(p);
    }
  }
  if (baseOk && v.discountPrice !== null && Math.round(Number(v.discountPrice) * 100) > basePaise) {
    errors.push(`discount_price ${v.discountPrice} is above base_price ${money(basePaise)}.`);
  }
}

function checkTax(row: Row): void {
  if (row.has('gst_rate')) {
    const g = row.cell('gst_rate').replace(/%$/, '');
    const n = /^\d+(\.0+)?$/.test(g) ? String(Number(g)) : g;
    if (!(GST_RATES as readonly string[]).includes(n)) row.errors.push(`gst_rate must be one of 0, 5, 12, 18, 28, not '${row.cell('gst_rate')}'.`);
    else row.v.gstRate = n;
  }
  if (row.has('hsn_code')) {
    const h = row.cell('hsn_code');
    if (h === '') row.v.hsnCode = null;
    else if (!/^\d{4,8}$/.test(h)) row.errors.push(`hsn_code must be 4 to 8 digits, not '${h}'.`);
    else row.v.hsnCode = h;
  }
}

function checkStock(row: Row): void {
  if (!row.has('stock_quantity')) return;
  const s = row.cell('stock_quantity');
  if (!/^\d+$/.test(s) || Number(s) > MAX_STOCK) row.errors.push(`stock_quantity must be a whole number of 0 or more, not '${s}'.`);
  else row.v.stockQuantity = Number(s);
}

function checkTexts(row: Row): void {
  const { v } = row;
  // Descriptions keep their own spacing (HTML is allowed in long_description: checkRows cleans it as the form does).
  if (row.has('short_description')) v.shortDescription = row.raw('short_description');
  if (row.has('long_description')) v.longDescription = row.raw('long_description');
  if (row.has('specifications')) {
    const specs = parseSpecifications(row.raw('specifications'));
    if (typeof specs === 'string') row.errors.push(specs);
    else v.specs = specs;
  }
  if (row.has('warranty_period')) v.warrantyPeriod = emptyToNull(text(row, 'warranty_period', 100));
  if (row.has('warranty_terms')) v.warrantyTerms = emptyToNull(row.raw('warranty_terms'));
}

function checkDimensions(row: Row): void {
  const { v, errors } = row;
  if (row.has('height')) v.height = parseDecimal(row.cell('height'), 'height', 2, errors);
  if (row.has('length')) v.length = parseDecimal(row.cell('length'), 'length', 2, errors);
  if (row.has('width')) v.width = parseDecimal(row.cell('width'), 'width', 2, errors);
  if (row.has('weight')) v.weight = parseDecimal(row.cell('weight'), 'weight', 3, errors);
}

function checkActive(row: Row): void {
  if (!row.has('is_active')) return;
  const a = row.cell('is_active').toLowerCase();
  if (TRUE.has(a)) row.v.isActive = true;
  else if (FALSE.has(a)) row.v.isActive = false;
  else row.errors.push(`is_active must be true or false, not '${row.cell('is_active')}'.`);
}

/** In the order of the file's columns, so a row's errors read left to right. */
const CHECKS = [checkNames, checkCategory, checkBrand, checkPrices, checkTax, checkStock, checkTexts, checkDimensions, checkActive];

/**
 * Checks one row (its SKU already checked) against the store: the values it gives the product
 * (an update starts from the product's own), or its errors.
 */
export function checkRow(
  rec: CsvRecord,
  header: Map<Column, number>,
  width: number,
  tax: Taxonomy,
  existing: Existing | undefined,
  opts: CheckOptions,
): { errors: string[]; values?: Values; newBrand?: string } {
  if (rec.fields.length !== width) {
    return { errors: [`The row has ${rec.fields.length} fields; the header has ${width}. (A quote or comma out of place?)`] };
  }
  // The export neutralises formula starts (lib/csv.ts); reading it back restores the text.
  const raw = (c: Column) => csvText(rec.fields[header.get(c)!]);
  const base = existing ?? NEW_PRODUCT;
  const row: Row = { has: (c) => header.has(c), raw, cell: (c) => raw(c).trim(), v: { ...base, specs: base.specs }, errors: [], tax, opts };
  for (const c of REQUIRED_FOR_NEW) {
    if (!existing && (!row.has(c) || row.cell(c) === '')) row.errors.push(`${c} is required for a new product.`);
    else if (existing && row.has(c) && row.cell(c) === '') row.errors.push(`${c} cannot be empty.`);
  }
  if (row.errors.length) return { errors: row.errors };
  for (const check of CHECKS) check(row);
  return row.errors.length ? { errors: row.errors } : { errors: row.errors, values: row.v, newBrand: row.newBrand };
}

export const sameSpecs = (a: Spec[], b: Spec[]) => a.length === b.length && a.every((s, i) => s[0] === b[i][0] && s[1] === b[i][1]);

/** Whether a row changes its product (rows that do not are not written). */
export function changed(a: Existing, b: Values): boolean {
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
