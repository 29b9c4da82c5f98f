// Product rows -> the wire product of spec section 3 (shared by catalogue, cart, orders, quotations).
// Related rows are loaded in one batched query per table (WHERE ... IN (...)), never per product.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import type { CatalogVersion } from './types';
import { num } from '../../lib/money';

export type ProductRow = typeof products.$inferSelect;

/** Who is looking: prices, price-list rates and cart flags belong to an approved customer only. */
export interface ProductViewer {
  /** `pricedCustomerId(req)`: null for visitors and accounts awaiting approval. */
  pricedCustomerId: number | null;
  /** The signed-in customer whatever their approval status (their own review is marked); none for a visitor. */
  customerId?: number | null;
  /** The signed-in company user: the cart flags are their own cart's (none without one). */
  userId?: number | null;
}

/** Whose rates (the company's) and cart flags (the user's) a priced catalogue view carries. */
export interface ViewerKey {
  customerId: number;
  userId: number | null;
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

/** What only one approved customer sees on a product: their price-list rate and whether it is in their cart. */
export interface CustomerExtras {
  rates: Map<number, number>;
  inCart: Set<number>;
}

/** The catalogue version an approved customer's request answers under, and their own extras. */
export interface CustomerView {
  version: CatalogVersion | null;
  extras: CustomerExtras;
}

/** A viewer as one batch key (text, so two requests of one user in a turn share one read). */
export const viewerKey = (v: ViewerKey): string => `${v.customerId}:${v.userId ?? ''}`;
function parseViewerKey(key: string): ViewerKey {
  const [customerId, userId] = key.split(':');
  return { customerId: Number(customerId), userId: userId === '' ? null : Number(userId) };
}

/**
 * For approved customers' catalogue requests, in one round trip: the catalogue version (read
 * after the requests arrived, so it is never stale; see cache.ts), each customer's price-list
 * rates and each signed-in user's cart lines (a few of each). Keyed as viewerKey names them.
 */
export async function customerViews(db: Db, keys: string[]): Promise<Map<string, CustomerView>> {
  const viewers = keys.map(parseViewerKey);
  const result = await db.execute(sql`select c.id as "customerId", c.user_id as "userId",
      (select json_build_array(${catalogVersion.version}, ${catalogVersion.shapeVersion}) from ${catalogVersion} where ${catalogVersion.id} = 1) as "version",
      (select coalesce(json_agg(json_build_array(${customRates.productId}, ${customRates.customRate})), '[]'::json)
         from ${customRates} where ${customRates.customerId} = c.id) as "rates",
      (select coalesce(json_agg(${carts.productId}), '[]'::json) from ${carts}
         where ${carts.customerId} = c.id and ${carts.userId} = c.user_id) as "cart"
    from unnest(${sql.param(viewers.map((v) => v.customerId))}::int4[], ${sql.param(viewers.map((v) => v.userId))}::int4[]) as c(id, user_id)`);
  const rows = (
    result as unknown as {
      rows: { customerId: number; userId: number | null; version: [number, number] | null; rates: [number, number | string][]; cart: number[] }[];
    }
  ).rows;
  return new Map(
    rows.map((row) => [
      viewerKey({ customerId: Number(row.customerId), userId: row.userId === null ? null : Number(row.userId) }),
      {
        version: row.version === null ? null : { content: Number(row.version[0]), shape: Number(row.version[1]) },
        extras: {
          rates: new Map(row.rates.map(([id, rate]) => [Number(id), Number(rate)])),
          inCart: new Set(row.cart.map(Number)),
        },
      },
    ]),
  );
}

/** A customer's view of shared (priced) products: copies with their rate and cart flag set. */
export function withCustomerExtras<P extends Product>(products: P[], extras: CustomerExtras): P[] {
  return products.map((p) => {
    const rate = extras.rates.get(p.id);
    return { ...p, custom_rates: rate === undefined ? null : { custom_rate: rate }, is_in_cart: extras.inCart.has(p.id) };
  });
}

/**
 * The JSON of an answer that holds priced products, made once for every approved customer and
 * cut where each product's per-customer fields go: a customer's answer is then joined from these
 * strings with their own rates and cart flags, instead of serializing every product again.
 */
export interface PricedJson {
  head: string;
  /** Each product's JSON without those fields and without its closing brace. */
  products: string[];
  ids: number[];
  tail: string;
}

// Text from the database never holds NUL (PostgreSQL cannot store it), so the mark is unique.
const PRODUCTS_MARK = '\u0000products\u0000';

/** The JSON of an answer cut where `place` puts its products: what goes before their array and after it. */
export function cutJson(place: (mark: string) => unknown): { head: string; tail: string } {
  const [head, tail] = JSON.stringify(place(PRODUCTS_MARK)).split(JSON.stringify(PRODUCTS_MARK));
  return { head, tail };
}

/** One customer's answer from a PricedJson: the same fields as withCustomerExtras sets. */
export function renderPricedJson(json: PricedJson, extras: CustomerExtras): string {
  const items = json.products.map((product, i) => {
    const rate = extras.rates.get(json.ids[i]);
    const customRates = rate === undefined ? 'null' : `{"custom_rate":${JSON.stringify(rate)}}`;
    return `${product},"custom_rates":${customRates},"is_in_cart":${extras.inCart.has(json.ids[i])}}`;
  });
  return `${json.head}[${items.join(',')}]${json.tail}`;
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

  return rows.map((p) =>
    wireProduct(p, priced, {
      images: (imagesOf.get(p.id) ?? []).map((i) => ({ id: i.id, images: i.images })),
      brand: brandById.get(p.brandId) ?? null,
      category: categoryById.get(p.categoryId) ?? null,
      subCategory: p.subCategoryId === null ? null : (categoryById.get(p.subCategoryId) ?? null),
      specs: (specsOf.get(p.id) ?? []).map((s) => ({ id: s.id, title: s.title, description: s.description })),
    }),
  );
}

/** What a wire product shows of other tables. */
interface Related {
  images: Product['images'];
  brand: Product['brands'];
  category: Product['category'];
  subCategory: Product['sub_category'];
  specs: Product['specification'];
}

/** One row and its related rows as the wire product (shared, without a customer's rate or cart flag). */
function wireProduct(p: ProductRow, priced: boolean, r: Related): Product {
  return {
    id: p.id,
    sku: p.sku,
    model_number: p.modelNumber,
    product_name: p.productName,
    name: p.productName,
    product_slug: p.productSlug,
    primary_image: p.primaryImage,
    images: r.images,
    brands: r.brand,
    category: r.category,
    sub_category: r.subCategory,
    specification: r.specs,
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
  };
}

const sub = alias(categories, 'sub');

/**
 * serializeShared of the active and inactive products with these ids, in the order of the ids, in
 * one round trip instead of five (a listing page's rows: the database builds each product's
 * images, specifications, brand and categories as JSON in the same order and shapes).
 */
export async function productsInOrder(db: Db, ids: number[], priced: boolean): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      row: products,
      images: sql<Related['images']>`coalesce((select json_agg(json_build_object('id', i.id, 'images', i.images) order by i.sort_order, i.id)
        from ${productImages} i where i.product_id = ${products.id}), '[]'::json)`,
      specs: sql<Related['specs']>`coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title, 'description', s.description) order by s.sort_order, s.id)
        from ${productSpecifications} s where s.product_id = ${products.id}), '[]'::json)`,
      brand: sql<Related['brand']>`case when ${brands.id} is null then null else json_build_object('id', ${brands.id}, 'brand_name', ${brands.brandName}, 'slug', ${brands.slug}) end`,
      category: sql<Related['category']>`case when ${categories.id} is null then null else json_build_object('id', ${categories.id}, 'slug', ${categories.slug}, 'title', ${categories.title}) end`,
      subCategory: sql<Related['subCategory']>`case when ${sub.id} is null then null else json_build_object('id', ${sub.id}, 'slug', ${sub.slug}, 'title', ${sub.title}) end`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subCategoryId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map(({ row, ...related }) => [row.id, wireProduct(row, priced, related)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
