// The back office's products (issue 25): the list with search, filters and sorts, one product's
// form values and history, and the staff's changes (create, edit, stock), each in one transaction
// with its audit entry. Field rules come from contracts/catalogueRules.ts (shared with the product
// import's checks); the long description is sanitised as the storefront sanitises it. Writes are
// plain product rows, so the catalogue version triggers (migrations 0010/0011) move every server
// process's caches and search index on to the change.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LOW_STOCK_THRESHOLD,
  MAX_PRICE_PAISE,
  MAX_STOCK,
  MRP_BELOW_PRICE,
  PRICE_TOO_LARGE,
  PRICE_ZERO,
  PRODUCT_VERSION_REQUIRED,
  PRODUCTS_PAGE_SIZE,
  SPECS_MAX,
  STALE_PRODUCT_MESSAGE,
  productRules,
  specRules,
  stockRules,
  type AdminProductDetail,
  type AdminProductRequest,
  type AdminProductSummary,
  type AdminProductsQuery,
  type AdminSpecification,
  type AdminStockRequest,
} from '@contracts/adminCatalogue';
import type { PagedOf } from '@contracts/common';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { brands, categories, productImages, products, productSpecifications } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { checkFields, FieldErrorsBuilder, validateForm } from '../../lib/fields';
import { toPaise } from '../../lib/money';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { slugify } from '../../lib/slug';
import { historyOf, recordAudit, type Actor } from '../staff';
import { productSearchText } from './service';

const sub = alias(categories, 'sub');

/** `%`, `_` and `\` typed into a search box are text, not patterns. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const rupees = (numeric: string | null) => (numeric === null ? null : toPaise(numeric) / 100);

/* ---------- the list ---------- */

const SUMMARY = {
  id: products.id,
  sku: products.sku,
  productName: products.productName,
  primaryImage: products.primaryImage,
  brand: brands.brandName,
  category: categories.title,
  subCategory: sub.title,
  basePrice: products.basePrice,
  discountPrice: products.discountPrice,
  stockQuantity: products.stockQuantity,
  isActive: products.isActive,
  version: products.version,
  createdAt: products.createdAt,
};

interface SummaryRow {
  id: number;
  sku: string;
  productName: string;
  primaryImage: string;
  brand: string;
  category: string;
  subCategory: string | null;
  basePrice: string;
  discountPrice: string | null;
  stockQuantity: number;
  isActive: boolean;
  version: number;
  createdAt: Date;
}

/** The price the customer pays is the discount price when there is one; the base price is then the MRP. */
function summaryOf(r: SummaryRow): AdminProductSummary {
  const hasMrp = r.discountPrice !== null;
  return {
    id: r.id,
    sku: r.sku,
    product_name: r.productName,
    primary_image: r.primaryImage,
    brand: r.brand,
    category: r.category,
    sub_category: r.subCategory,
    price: rupees(hasMrp ? r.discountPrice : r.basePrice) as number,
    mrp: hasMrp ? rupees(r.basePrice) : null,
    stock_quantity: r.stockQuantity,
    is_active: r.isActive,
    version: r.version,
    created_at: r.createdAt.toISOString(),
  };
}

const SORTS: Record<NonNullable<AdminProductsQuery['sort']>, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  name: [sql`lower(${products.productName}) collate "C"`, asc(products.id)],
  stock: [asc(products.stockQuantity), asc(products.id)],
};

export async function listAdminProducts(db: Db, query: AdminProductsQuery): Promise<PagedOf<AdminProductSummary>> {
  const where: SQL[] = [];
  const q = query.q?.trim().toLowerCase().replace(/\s+/g, ' ');
  // search_text is the lower-cased name, SKU, model number and brand (productSearchText).
  if (q) where.push(ilike(products.searchText, likeText(q)));
  if (query.category) where.push(or(eq(products.categoryId, query.category), eq(products.subCategoryId, query.category)) as SQL);
  if (query.brand) where.push(eq(products.brandId, query.brand));
  if (query.active === 'yes') where.push(eq(products.isActive, true));
  if (query.active === 'no') where.push(eq(products.isActive, false));
  // The Inbox's low-stock card counts the same products.
  if (query.low_stock) where.push(and(eq(products.isActive, true), sql`${products.stockQuantity} <= ${LOW_STOCK_THRESHOLD}`) as SQL);
  const condition = where.length ? and(...where) : undefined;

  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(condition);
  const lastPage = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, lastPage);
  const rows = await db
    .select(SUMMARY)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subCategoryId))
    .where(condition)
    .orderBy(...SORTS[query.sort ?? 'newest'])
    .limit(PRODUCTS_PAGE_SIZE)
    .offset((page - 1) * PRODUCTS_PAGE_SIZE);
  return { data: rows.map((r) => summaryOf(r)), current_page: page, last_page: lastPage, per_page: PRODUCTS_PAGE_SIZE, total };
}

/* ---------- one product ---------- */


const notFoundMessage = (id: number) => `No product with the id ${id}.`;

export async function adminProductDetail(db: DbOrTx, id: number): Promise<AdminProductDetail> {
  const [row] = await db
    .select({ ...SUMMARY, p: products })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subCategoryId))
    .where(eq(products.id, id));
  if (!row) throw notFound(notFoundMessage(id));
  const p = row.p;
  const [specs, images, history] = await Promise.all([
    db.select().from(productSpecifications).where(eq(productSpecifications.productId, id)).orderBy(asc(productSpecifications.sortOrder), asc(productSpecifications.id)),
    db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    historyOf(db, 'product', p.sku),
  ]);
  return {
    ...summaryOf(row),
    model_number: p.modelNumber,
    product_slug: p.productSlug,
    category_id: p.categoryId,
    sub_category_id: p.subCategoryId,
    brand_id: p.brandId,
    gst_rate: String(Number(p.gstRate)),
    hsn_code: p.hsnCode,
    short_description: p.shortDescription,
    long_description: p.longDescription,
    specifications: specs.map((s) => ({ title: s.title, value: s.description })),
    height: p.height,
    length: p.length,
    width: p.width,
    weight: p.weight,
    warranty_period: p.warrantyPeriod,
    warranty_terms: p.warrantyTerms,
    images: [p.primaryImage, ...images.map((i) => i.images)],
    history,
  };
}

/* ---------- the form ---------- */

/** The product's stored fields a form sets, as text (what the audit entry records before and after). */
interface ProductValues {
  productName: string;
  modelNumber: string;
  categoryId: number;
  subCategoryId: number | null;
  brandId: number;
  basePrice: string;
  discountPrice: string | null;
  gstRate: string;
  hsnCode: string | null;
  shortDescription: string;
  longDescription: string;
  warrantyPeriod: string | null;
  warrantyTerms: string | null;
  height: string | null;
  length: string | null;
  width: string | null;
  weight: string | null;
  isActive: boolean;
  specs: AdminSpecification[];
}

const fixed = (v: string | null, places: number) => (v === null ? null : Number(v).toFixed(places));

/**
 * Reads the form: the contracts' field rules, then what needs the store (the category, its
 * sub-category and the brand exist and are active, or are the product's own), the prices against
 * each other, and the specification rows. All problems come back together as one 422.
 */
async function readForm(db: DbOrTx, body: AdminProductRequest, current?: ProductValues): Promise<ProductValues & { sku: string; stock: number }> {
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

function valuesOf(p: typeof products.$inferSelect, specs: AdminSpecification[]): ProductValues {
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
function columnsOf(v: ProductValues, sku: string, brandName: string) {
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
function diff(before: ProductValues, after: ProductValues): { before: Record<string, unknown>; after: Record<string, unknown> } {
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

async function writeSpecs(tx: Tx, productId: number, specs: AdminSpecification[]) {
  await tx.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
  if (specs.length) {
    await tx.insert(productSpecifications).values(specs.map((s, i) => ({ productId, title: s.title, description: s.value, sortOrder: i + 1 })));
  }
}

async function brandName(db: DbOrTx, id: number): Promise<string> {
  const [b] = await db.select({ name: brands.brandName }).from(brands).where(eq(brands.id, id));
  return b?.name ?? '';
}

/** A slug for the product's URL and generated artwork: its name, made unique with -2, -3... (as the import does). */
async function freeSlug(tx: Tx, name: string, sku: string): Promise<string> {
  const nameSlug = slugify(name) || slugify(sku) || 'product';
  const base = nameSlug.length > 80 ? nameSlug.slice(0, 80).replace(/-[^-]*$/, '') : nameSlug;
  const taken = new Set(
    (await tx.select({ slug: products.productSlug }).from(products).where(or(eq(products.productSlug, base), ilike(products.productSlug, `${base}-%`)))).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export async function createAdminProduct(db: Db, actor: Actor, body: AdminProductRequest): Promise<AdminProductDetail> {
  const v = await readForm(db, body);
  const id = await db.transaction(async (tx) => {
    const slug = await freeSlug(tx, v.productName, v.sku);
    const [row] = await tx
      .insert(products)
      .values({
        ...columnsOf(v, v.sku, await brandName(tx, v.brandId)),
        sku: v.sku,
        productSlug: slug,
        stockQuantity: v.stock,
        // The generated artwork the storefront shows until photographs are uploaded (as the import gives a new product).
        primaryImage: `img/product/${slug}-1.svg`,
      })
      .returning({ id: products.id });
    await writeSpecs(tx, row.id, v.specs);
    await tx.insert(productImages).values([2, 3].map((k) => ({ productId: row.id, images: `img/product/${slug}-${k}.svg`, sortOrder: k - 1 })));
    const { specs, ...fields } = v;
    await recordAudit(tx, actor, { action: 'product.create', entityType: 'product', entityId: v.sku, before: null, after: { ...fields, specs } });
    return row.id;
  });
  return adminProductDetail(db, id);
}

/** Locks the product's row and checks the version the staff member saw (409 when stale). */
async function lockProduct(tx: Tx, id: number, version: number | undefined) {
  if (version === undefined) throw invalid({ version: [PRODUCT_VERSION_REQUIRED] });
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound(notFoundMessage(id));
  if (row.version !== version) throw conflict(STALE_PRODUCT_MESSAGE);
  return row;
}

/** Edits a product (everything the form holds but its SKU and stock): answers whether anything changed. */
export async function updateAdminProduct(db: Db, actor: Actor, id: number, body: AdminProductRequest): Promise<{ changed: boolean; product: AdminProductDetail }> {
  if (body.version === undefined) throw invalid({ version: [PRODUCT_VERSION_REQUIRED] });
  const [found] = await db.select().from(products).where(eq(products.id, id));
  if (!found) throw notFound(notFoundMessage(id));
  const specsNow = async (d: DbOrTx) =>
    (await d.select().from(productSpecifications).where(eq(productSpecifications.productId, id)).orderBy(asc(productSpecifications.sortOrder), asc(productSpecifications.id))).map((s) => ({
      title: s.title,
      value: s.description,
    }));
  // Checked against the product as read (a clear 422 before any lock); the version check under the lock decides.
  const v = await readForm(db, body, valuesOf(found, await specsNow(db)));
  const changed = await db.transaction(async (tx) => {
    const row = await lockProduct(tx, id, body.version);
    const before = valuesOf(row, await specsNow(tx));
    const after: ProductValues = { ...v };
    delete (after as Partial<typeof v>).sku;
    delete (after as Partial<typeof v>).stock;
    const change = diff(before, after);
    if (!Object.keys(change.after).length) return false;
    await tx
      .update(products)
      .set({ ...columnsOf(after, row.sku, await brandName(tx, after.brandId)), version: row.version + 1 })
      .where(eq(products.id, id));
    if ('specs' in change.after) await writeSpecs(tx, id, after.specs);
    await recordAudit(tx, actor, { action: 'product.update', entityType: 'product', entityId: row.sku, ...change });
    return true;
  });
  return { changed, product: await adminProductDetail(db, id) };
}

/** Sets the stock on its own (inline on the list): locked, versioned and audited like an edit. */
export async function setAdminProductStock(db: Db, actor: Actor, id: number, body: AdminStockRequest): Promise<{ previous: number; product: AdminProductDetail }> {
  const { stock_quantity: raw } = validateForm(body as Record<string, unknown>, stockRules);
  const stock = Number(raw);
  if (stock > MAX_STOCK) throw invalid({ stock_quantity: ['Stock must be a whole number of 0 or more.'] });
  const previous = await db.transaction(async (tx) => {
    const row = await lockProduct(tx, id, body.version);
    if (row.stockQuantity === stock) return stock;
    await tx.update(products).set({ stockQuantity: stock, version: row.version + 1 }).where(eq(products.id, id));
    await recordAudit(tx, actor, { action: 'product.stock', entityType: 'product', entityId: row.sku, before: { stockQuantity: row.stockQuantity }, after: { stockQuantity: stock } });
    return row.stockQuantity;
  });
  return { previous, product: await adminProductDetail(db, id) };
}
