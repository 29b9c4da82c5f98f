// The back office's product form: the field rules (contracts/catalogueRules.ts, shared with
// the product import's checks) and the store's own checks, the stored values a form sets, their
// columns and the audit entry's before and after. The long description is sanitised as the
// storefront sanitises it.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_PRICE_PAISE,
  MAX_STOCK,
  MRP_BELOW_PRICE,
  PRICE_TOO_LARGE,
  PRICE_ZERO,
  SPECS_MAX,
  productRules,
  specRules,
  type AdminProductRequest,
  type AdminSpecification,
} from '@contracts/adminCatalogue';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { checkFields, FieldErrorsBuilder } from '../../lib/fields';
import { toPaise } from '../../lib/money';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import type { Values } from './import/format';
import { productSearchText } from './service';

/* ---------- the form ---------- */

/**
 * The product's stored fields a form sets, as text (what the audit entry records before and after):
 * the import's normalised values without stock (saved on its own), with the form's specification rows.
 */
export type ProductValues = Omit<Values, 'stockQuantity' | 'specs'> & { specs: AdminSpecification[] };

const fixed = (v: string | null, places: number) => (v === null ? null : Number(v).toFixed(places));

/**
 * Reads the form: the contracts' field rules, then what needs the store (the category, its
 * sub-category and the brand exist and are active, or are the product's own), the prices against
 * each other, and the specification rows. All problems come back together as one 422.
 */
export async function readForm(db: DbOrTx, body: AdminProductRequest, current?: ProductValues): Promise<ProductValues & { sku: string; stock: number }> {
  const errors = new FieldErrorsBuilder();
  // An edit keeps the SKU (orders and price lists name it) and sets the stock on its own (setAdminProductStock).
  const rules = current ? Object.fromEntries(Object.entries(productRules).filter(([field]) => field !== 'sku' && field !== 'stock_quantity')) : productRules;
  const checked = checkFields(body as Record<string, unknown>, rules, errors) as Record<keyof typeof productRules, string | null>;
  // A field that failed its rule is not read further (its other checks would only repeat it).
  const v = Object.fromEntries(Object.entries(checked).map(([field, value]) => [field, errors.has(field) ? null : value])) as typeof checked;

  const pricePaise = v.price ? toPaise(v.price) : null;
  const mrpPaise = v.mrp ? toPaise(v.mrp) : null;
  if (pricePaise !== null && pricePaise === 0) errors.add('price', PRICE_ZERO);
  if (pricePaise !== null && pricePaise > MAX_PRICE_PAISE) errors.add('price', PRICE_TOO_LARGE);
  if (mrpPaise !== null && mrpPaise > MAX_PRICE_PAISE) errors.add('mrp', PRICE_TOO_LARGE);
  if (pricePaise !== null && mrpPaise !== null && mrpPaise < pricePaise) errors.add('mrp', MRP_BELOW_PRICE);
  if (!current && v.stock_quantity && Number(v.stock_quantity) > MAX_STOCK) errors.add('stock_quantity', 'Stock must be a whole number of 0 or more.');

  const categoryId = v.category_id ? Number(v.category_id) : null;
  const subId = v.sub_category_id ? Number(v.sub_category_id) : null;
  const brandId = v.brand_id ? Number(v.brand_id) : null;
  const ids = [categoryId, subId].filter((x): x is number => x !== null);
  const cats = ids.length ? await db.select().from(categories).where(inArray(categories.id, ids)) : [];
  const cat = cats.find((c) => c.id === categoryId);
  // A deactivated category or brand stays acceptable on the product that already has it.
  if (categoryId !== null && (!cat || cat.parentId !== null || (!cat.isActive && current?.categoryId !== categoryId))) {
    errors.add('category_id', 'Choose a category from the list.');
  }
  // Under a category that is not right the sub-category cannot be judged.
  if (subId !== null && !errors.has('category_id')) {
    const s = cats.find((c) => c.id === subId);
    if (!s || s.parentId !== categoryId || (!s.isActive && current?.subCategoryId !== subId)) errors.add('sub_category_id', 'Choose a sub-category of the chosen category.');
  }
  if (brandId !== null) {
    const [b] = await db.select().from(brands).where(eq(brands.id, brandId));
    if (!b || (!b.isActive && current?.brandId !== brandId)) errors.add('brand_id', 'Choose a brand from the list.');
  }

  const specs: AdminSpecification[] = [];
  const rows = body.specifications ?? [];
  if (rows.length > SPECS_MAX) errors.add('specifications', `A product may have at most ${SPECS_MAX} specifications.`);
  rows.slice(0, SPECS_MAX).forEach((row, i) => {
    // A row left wholly empty is a row the staff member added and did not use.
    if (!(row.title ?? '').trim() && !(row.value ?? '').trim()) return;
    const s = checkFields(row as Record<string, unknown>, specRules, errors, `specifications.${i}.`);
    if (s.title && s.value) specs.push({ title: s.title, value: s.value });
  });

  let sku = current ? '' : (v.sku ?? '');
  if (!current && sku && !errors.has('sku')) {
    const [taken] = await db.select({ sku: products.sku }).from(products).where(sql`lower(${products.sku}) = lower(${sku})`);
    if (taken) errors.add('sku', taken.sku === sku ? `A product with the SKU ${sku} already exists.` : `The SKU ${sku} differs from the store's ${taken.sku} only in upper/lower case.`);
  }
  errors.throwIfAny();
  sku = sku.trim();

  const hasMrp = mrpPaise !== null;
  const money = (paise: number) => (paise / 100).toFixed(2);
  return {
    sku,
    stock: current ? 0 : Number(v.stock_quantity),
    productName: v.product_name as string,
    modelNumber: v.model_number as string,
    categoryId: categoryId as number,
    subCategoryId: subId,
    brandId: brandId as number,
    basePrice: money(hasMrp ? (mrpPaise as number) : (pricePaise as number)),
    discountPrice: hasMrp ? money(pricePaise as number) : null,
    gstRate: String(Number(v.gst_rate)),
    hsnCode: v.hsn_code,
    shortDescription: v.short_description ?? '',
    longDescription: await sanitizeHtml(typeof body.long_description === 'string' ? body.long_description : ''),
    warrantyPeriod: v.warranty_period,
    warrantyTerms: v.warranty_terms,
    height: fixed(v.height, 2),
    length: fixed(v.length, 2),
    width: fixed(v.width, 2),
    weight: fixed(v.weight, 3),
    isActive: body.is_active ?? true,
    specs,
  };
}

export function valuesOf(p: typeof products.$inferSelect, specs: AdminSpecification[]): ProductValues {
  return {
    productName: p.productName,
    modelNumber: p.modelNumber,
    categoryId: p.categoryId,
    subCategoryId: p.subCategoryId,
    brandId: p.brandId,
    basePrice: Number(p.basePrice).toFixed(2),
    discountPrice: fixed(p.discountPrice, 2),
    gstRate: String(Number(p.gstRate)),
    hsnCode: p.hsnCode,
    shortDescription: p.shortDescription,
    longDescription: p.longDescription,
    warrantyPeriod: p.warrantyPeriod,
    warrantyTerms: p.warrantyTerms,
    height: fixed(p.height, 2),
    length: fixed(p.length, 2),
    width: fixed(p.width, 2),
    weight: fixed(p.weight, 3),
    isActive: p.isActive,
    specs,
  };
}

/** The columns a form writes (everything but the SKU, slug, images, stock and rating). */
export function columnsOf(v: ProductValues, sku: string, brandName: string) {
  return {
    productName: v.productName,
    modelNumber: v.modelNumber,
    categoryId: v.categoryId,
    subCategoryId: v.subCategoryId,
    brandId: v.brandId,
    basePrice: v.basePrice,
    discountPrice: v.discountPrice,
    gstRate: v.gstRate,
    hsnCode: v.hsnCode,
    shortDescription: v.shortDescription,
    longDescription: v.longDescription,
    warrantyPeriod: v.warrantyPeriod,
    warrantyTerms: v.warrantyTerms,
    height: v.height,
    length: v.length,
    width: v.width,
    weight: v.weight,
    isActive: v.isActive,
    searchText: productSearchText({ productName: v.productName, sku, modelNumber: v.modelNumber, brandName }),
  };
}

/** Only what changed, before and after (the audit entry and the screen's history read it). */
export function diff(before: ProductValues, after: ProductValues): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductValues)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
