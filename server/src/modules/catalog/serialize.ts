// Product rows -> the wire product of spec section 3 (shared by catalogue, cart, orders, quotations).
// Related rows are loaded in one batched query per table (WHERE ... IN (...)), never per product.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  carts,
  catalogVersion,
  categories,
  customRates,
  productImages,
  products,
  productSpecifications,
} from '../../db/schema';
import type { Product } from '@contracts/catalog';
import { num } from '../../lib/money';

export type ProductRow = typeof products.$inferSelect;

/** Who is looking: prices, price-list rates and cart flags belong to an approved customer only. */
export interface ProductViewer {
  /** `pricedCustomerId(req)`: null for visitors and accounts awaiting approval. */
  pricedCustomerId: number | null;
  /** The signed-in customer whatever their approval status (their own review is marked); none for a visitor. */
  customerId?: number | null;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/**
 * Turns product rows into wire products, in the order given. Prices (base, discount, GST,
 * custom rate) are null unless the viewer is an approved customer; `custom_rates` is only that
 * customer's own rate and `is_in_cart` only reflects that customer's cart.
 */
export async function serializeProducts(db: Db, rows: ProductRow[], viewer: ProductViewer): Promise<Product[]> {
  if (rows.length === 0) return [];
  const priced = viewer.pricedCustomerId;
  const [shared, extras] = await Promise.all([
    serializeShared(db, rows, priced !== null),
    priced === null ? null : customerExtras(db, priced, rows.map((r) => r.id)),
  ]);
  return extras ? withCustomerExtras(shared, extras) : shared;
}

/** What only one approved customer sees on a product: their price-list rate and whether it is in their cart. */
export interface CustomerExtras {
  rates: Map<number, number>;
  inCart: Set<number>;
}

/** One customer's rates and cart flags for some products, in one round trip. */
export async function customerExtras(db: Db, customerId: number, productIds: number[]): Promise<CustomerExtras> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return { rates: new Map(), inCart: new Set() };
  const result = await db.execute(sql`select
      (select coalesce(json_agg(json_build_array(${customRates.productId}, ${customRates.customRate})), '[]'::json)
         from ${customRates} where ${and(eq(customRates.customerId, customerId), inArray(customRates.productId, ids))}) as "rates",
      (select coalesce(json_agg(${carts.productId}), '[]'::json)
         from ${carts} where ${and(eq(carts.customerId, customerId), inArray(carts.productId, ids))}) as "cart"`);
  const [row] = (result as unknown as { rows: { rates: [number, number | string][]; cart: number[] }[] }).rows;
  return {
    rates: new Map(row.rates.map(([id, rate]) => [Number(id), Number(rate)])),
    inCart: new Set(row.cart.map(Number)),
  };
}

/**
 * For an approved customer's catalogue request, in one round trip: the catalogue version (read
 * after the request arrived, so it is never stale; see cache.ts) and all of the customer's
 * price-list rates and cart lines (a customer has a few of each).
 */
export async function customerSnapshot(db: Db, customerId: number): Promise<{ version: number | null; extras: CustomerExtras }> {
  const result = await db.execute(sql`select
      (select ${catalogVersion.version}::float8 from ${catalogVersion} where ${catalogVersion.id} = 1) as "version",
      (select coalesce(json_agg(json_build_array(${customRates.productId}, ${customRates.customRate})), '[]'::json)
         from ${customRates} where ${eq(customRates.customerId, customerId)}) as "rates",
      (select coalesce(json_agg(${carts.productId}), '[]'::json) from ${carts} where ${eq(carts.customerId, customerId)}) as "cart"`);
  const [row] = (result as unknown as { rows: { version: number | string | null; rates: [number, number | string][]; cart: number[] }[] }).rows;
  return {
    version: row.version === null ? null : Number(row.version),
    extras: {
      rates: new Map(row.rates.map(([id, rate]) => [Number(id), Number(rate)])),
      inCart: new Set(row.cart.map(Number)),
    },
  };
}

/** A customer's view of shared (priced) products: copies with their rate and cart flag set. */
export function withCustomerExtras<P extends Product>(products: P[], extras: CustomerExtras): P[] {
  return products.map((p) => {
    const rate = extras.rates.get(p.id);
    return { ...p, custom_rates: rate === undefined ? null : { custom_rate: rate }, is_in_cart: extras.inCart.has(p.id) };
  });
}

/**
 * Wire products as every visitor (priced false) or every approved customer (priced true) sees
 * them: without any customer's rate (null) or cart flag (false). This is what the caches keep.
 */
export async function serializeShared(db: Db, rows: ProductRow[], priced: boolean): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.id))];
  const brandIds = [...new Set(rows.map((r) => r.brandId))];
  const categoryIds = [
    ...new Set(rows.flatMap((r) => (r.subCategoryId === null ? [r.categoryId] : [r.categoryId, r.subCategoryId]))),
  ];

  const [imageRows, specRows, brandRows, categoryRows] = await Promise.all([
    db
      .select({ id: productImages.id, productId: productImages.productId, images: productImages.images })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    db
      .select({
        id: productSpecifications.id,
        productId: productSpecifications.productId,
        title: productSpecifications.title,
        description: productSpecifications.description,
      })
      .from(productSpecifications)
      .where(inArray(productSpecifications.productId, ids))
      .orderBy(asc(productSpecifications.sortOrder), asc(productSpecifications.id)),
    db
      .select({ id: brands.id, brand_name: brands.brandName, slug: brands.slug })
      .from(brands)
      .where(inArray(brands.id, brandIds)),
    db
      .select({ id: categories.id, slug: categories.slug, title: categories.title })
      .from(categories)
      .where(inArray(categories.id, categoryIds)),
  ]);

  const imagesOf = groupBy(imageRows, (r) => r.productId);
  const specsOf = groupBy(specRows, (r) => r.productId);
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));

  return rows.map((p) => ({
    id: p.id,
    sku: p.sku,
    model_number: p.modelNumber,
    product_name: p.productName,
    name: p.productName,
    product_slug: p.productSlug,
    primary_image: p.primaryImage,
    images: (imagesOf.get(p.id) ?? []).map((i) => ({ id: i.id, images: i.images })),
    brands: brandById.get(p.brandId) ?? null,
    category: categoryById.get(p.categoryId) ?? null,
    sub_category: p.subCategoryId === null ? null : (categoryById.get(p.subCategoryId) ?? null),
    specification: (specsOf.get(p.id) ?? []).map((s) => ({ id: s.id, title: s.title, description: s.description })),
    base_price: priced ? num(p.basePrice) : null,
    discount_price: priced ? num(p.discountPrice) : null,
    custom_rates: null,
    gst_rate: priced ? num(p.gstRate) : null,
    stock_quantity: p.stockQuantity,
    average_rating: Number(p.averageRating),
    is_in_cart: false,
    height: num(p.height),
    length: num(p.length),
    width: num(p.width),
    weight: num(p.weight),
    short_description: p.shortDescription,
    long_description: p.longDescription,
    warranty_period: p.warrantyPeriod,
    warranty_terms: p.warrantyTerms,
  }));
}
