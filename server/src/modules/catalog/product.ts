// A product's detail page data (by id or slug), its related products, and the category tree and footer categories.
import { and, asc, desc, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, customers, products, ratings } from '../../db/schema';
import type { Category, CategoryRef, Product, ProductDetail } from '@contracts/catalog';
import { catalogCaches } from './cache';
import type { SharedDetail } from './types';
import { ratingSummary } from './ratingSummary';
import { serializeShared, withCustomerExtras, type ProductViewer } from './serialize';
import { FOOTER_CATEGORY_LIMIT, RELATED_LIMIT, activeOnly, nameKey, rowsInOrder, viewOf } from './service';

async function sharedDetail(db: Db, where: SQL, priced: boolean): Promise<SharedDetail | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(where, activeOnly))
    .limit(1);
  if (!row) return null;
  const [[product], reviews] = await Promise.all([
    serializeShared(db, [row], priced),
    db
      .select({
        id: ratings.id,
        rating: ratings.rating,
        reviewTitle: ratings.reviewTitle,
        reviewDescription: ratings.reviewDescription,
        createdAt: ratings.createdAt,
        customerId: ratings.customerId,
        contactName: customers.primaryContactName,
      })
      .from(ratings)
      .innerJoin(customers, eq(customers.id, ratings.customerId))
      .where(eq(ratings.productId, row.id))
      .orderBy(desc(ratings.createdAt), desc(ratings.id)),
  ]);
  return {
    product,
    reviews: reviews.map((r) => ({
      id: r.id,
      rating: Number(r.rating),
      review_title: r.reviewTitle,
      review_description: r.reviewDescription,
      created_at: r.createdAt.toISOString(),
      customer: { primary_contact_name: r.contactName },
      customerId: r.customerId,
    })),
  };
}

async function detailOf(db: Db, key: string, where: SQL, viewer: ProductViewer): Promise<ProductDetail | null> {
  const { version, extras } = await viewOf(db, viewer);
  const priced = extras !== null;
  const shared = await catalogCaches(db).details.get(version?.content ?? null, JSON.stringify([priced, key]), () => sharedDetail(db, where, priced));
  if (!shared) return null;
  const [product] = extras ? withCustomerExtras([shared.product], extras) : [shared.product];
  return {
    ...product,
    ratings: shared.reviews.map(({ customerId: author, ...r }) => ({
      ...r,
      is_mine: viewer.customerId != null && author === viewer.customerId,
    })),
    rating_summary: ratingSummary(shared.reviews.map((r) => r.rating)),
  };
}

/** GET /productdetail/:id — an active product with its ratings, or null. */
export function getProductById(db: Db, id: number, viewer: ProductViewer): Promise<ProductDetail | null> {
  return detailOf(db, `id:${id}`, eq(products.id, id), viewer);
}

/** GET /product-detail/:slug — an active product with its ratings, or null. */
export function getProductBySlug(db: Db, slug: string, viewer: ProductViewer): Promise<ProductDetail | null> {
  return detailOf(db, `slug:${slug}`, eq(products.productSlug, slug), viewer);
}

async function sharedRelated(db: Db, slug: string, priced: boolean): Promise<Product[] | null> {
  const [self] = await db
    .select({ id: products.id, categoryId: products.categoryId, subCategoryId: products.subCategoryId })
    .from(products)
    .where(and(eq(products.productSlug, slug), activeOnly))
    .limit(1);
  if (!self) return null;
  // Two narrow, index-backed picks instead of ranking the whole category: the sub-category
  // first, then the rest of the category only when the sub-category has fewer than 8 others.
  const pick = (scope: SQL, exclude: number[], limit: number) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(activeOnly, scope, notInArray(products.id, exclude)))
      .orderBy(sql`(${products.stockQuantity} > 0) desc`, desc(products.averageRating), sql`${nameKey} asc`, asc(products.id))
      .limit(limit);
  const ids: number[] = [];
  if (self.subCategoryId !== null) {
    ids.push(...(await pick(eq(products.subCategoryId, self.subCategoryId), [self.id], RELATED_LIMIT)).map((r) => r.id));
  }
  if (ids.length < RELATED_LIMIT) {
    const rest = await pick(eq(products.categoryId, self.categoryId), [self.id, ...ids], RELATED_LIMIT - ids.length);
    ids.push(...rest.map((r) => r.id));
  }
  return serializeShared(db, await rowsInOrder(db, ids), priced);
}

/**
 * GET /related-product/:slug — up to 8 other active products: the same sub-category first, then
 * the rest of the category; within each, in-stock products first. Null for an unknown slug.
 */
export async function relatedProducts(db: Db, slug: string, viewer: ProductViewer): Promise<Product[] | null> {
  const { version, extras } = await viewOf(db, viewer);
  const priced = extras !== null;
  const shared = await catalogCaches(db).related.get(version?.content ?? null, JSON.stringify([priced, slug]), () => sharedRelated(db, slug, priced));
  if (!shared || !extras) return shared;
  return withCustomerExtras(shared, extras);
}

/** GET /category-list — top-level categories with their sub-categories, by sort order then title. */
export async function categoryTree(db: Db): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, title: categories.title })
    .from(categories)
    // A category deactivated in the back office leaves the menu (its products keep their own flag).
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.title), asc(categories.id));
  const top: Category[] = [];
  const byId = new Map<number, Category>();
  for (const r of rows) {
    if (r.parentId !== null) continue;
    const node = { id: r.id, slug: r.slug, title: r.title, sub_categories: [] };
    top.push(node);
    byId.set(r.id, node);
  }
  for (const r of rows) {
    if (r.parentId === null) continue;
    byId.get(r.parentId)?.sub_categories.push({ id: r.id, slug: r.slug, title: r.title });
  }
  return top;
}

/** GET /footer-categories — at most 10 top-level categories. */
export function footerCategories(db: Db): Promise<CategoryRef[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, title: categories.title })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.title), asc(categories.id))
    .limit(FOOTER_CATEGORY_LIMIT);
}
