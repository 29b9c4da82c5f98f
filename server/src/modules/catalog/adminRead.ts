// The back office's products, read: the list with search, filters and sorts, and one
// product with its form values and history. The writes are admin.ts, the form's rules adminForm.ts.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LOW_STOCK_THRESHOLD,
  PRODUCTS_PAGE_SIZE,
  type AdminProductDetail,
  type AdminProductSummary,
  type AdminProductsQuery,
} from '@contracts/adminCatalogue';
import type { PagedOf } from '@contracts/common';
import type { Db, DbOrTx } from '../../db/client';
import { brands, categories, productImages, products, productSpecifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { historyOf } from '../staff';

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

export const notFoundMessage = (id: number) => `No product with the id ${id}.`;

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
    // Each path once: the storefront's gallery leaves out a row repeating the main image too.
    images: [...new Set([p.primaryImage, ...images.map((i) => i.images)])],
    history,
  };
}
