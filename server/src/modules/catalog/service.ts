// Catalogue queries (spec section 7, "Catalogue"): listing with filters, facets and search,
// product detail, related products and the category tree.
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, customers, products, ratings } from '../../db/schema';
import { fromPaise, toPaise } from '../../lib/money';
import {
  serializeProducts,
  type CategoryRef,
  type ProductViewer,
  type WireProduct,
  type WireProductDetail,
} from './serialize';

export const SORT_KEYS = ['price_asc', 'price_desc', 'name_asc', 'name_desc', 'newest', 'rating'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const MAX_PER_PAGE = 50;
export const DEFAULT_PER_PAGE = 9;
export const DEFAULT_SEARCH_PER_PAGE = 10;
export const RELATED_LIMIT = 8;
export const FOOTER_CATEGORY_LIMIT = 10;

export interface ProductListQuery {
  page?: number;
  itemsPerPage?: number;
  category?: string;
  subcategory?: string;
  /** Comma-separated brand slugs or names. */
  brands?: string;
  search?: string;
  min_price?: number;
  max_price?: number;
  sort?: SortKey;
}

export interface BrandFacet {
  id: number;
  brand_name: string;
  slug: string;
  count: number;
}

export interface ProductListResponse {
  status: true;
  data: { data: WireProduct[]; current_page: number; last_page: number; per_page: number; total: number };
  min_price: number | null;
  max_price: number | null;
  brands: BrandFacet[];
}

export interface CategoryTreeNode extends CategoryRef {
  sub_categories: CategoryRef[];
}

/** Makes user input literal inside a LIKE pattern (the default escape character is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The search box's terms: lower-cased, whitespace-separated, each of which must match. */
export function searchTerms(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(search.trim().toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * What `products.search_text` holds: lower-cased name, SKU, model number and brand. Whoever
 * writes products (seed, importer) fills the column with this.
 */
export function productSearchText(p: { productName: string; sku: string; modelNumber: string; brandName: string }) {
  return [p.productName, p.sku, p.modelNumber, p.brandName].join(' ').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The price a listing filters and sorts by: the discount price when there is one. */
const effectivePrice = sql`coalesce(${products.discountPrice}, ${products.basePrice})`;
// Byte order of the lower-cased name, so PGlite and PostgreSQL (whatever its locale) page alike.
const nameKey = sql`lower(${products.productName}) collate "C"`;

function orderFor(sort: SortKey | 'relevance' | 'name', priced: boolean, query: string): SQL[] {
  switch (sort) {
    case 'price_asc':
    case 'price_desc':
      // Visitors cannot see prices, so ordering by them would leak what is hidden.
      if (!priced) return orderFor('name', priced, query);
      return [sort === 'price_asc' ? sql`${effectivePrice} asc` : sql`${effectivePrice} desc`, sql`${nameKey} asc`, asc(products.id)];
    case 'name_desc':
      return [sql`${nameKey} desc`, desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'rating':
      return [desc(products.averageRating), sql`${nameKey} asc`, asc(products.id)];
    case 'relevance': {
      const prefix = `${escapeLike(query)}%`;
      return [
        sql`case when lower(${products.sku}) = ${query} or lower(${products.modelNumber}) = ${query} then 0
                 when lower(${products.productName}) like ${prefix} then 1 else 2 end`,
        sql`similarity(${products.searchText}, ${query}) desc`,
        sql`${nameKey} asc`,
        asc(products.id),
      ];
    }
    case 'name':
    case 'name_asc':
    default:
      return [sql`${nameKey} asc`, asc(products.id)];
  }
}

function emptyListing(page: number, perPage: number): ProductListResponse {
  return {
    status: true,
    data: { data: [], current_page: page, last_page: 1, per_page: perPage, total: 0 },
    min_price: null,
    max_price: null,
    brands: [],
  };
}

async function categoryIdBySlug(db: Db, slug: string, level: 'top' | 'sub'): Promise<number | null> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.slug, slug),
        level === 'top' ? isNull(categories.parentId) : sql`${categories.parentId} is not null`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * GET /product-list. Two queries over the products table: one aggregate grouped by brand (gives
 * the brand facet, the total and the price bounds in a single pass, since the brand filter is
 * constant within a group) and one for the page of rows; then the serializer's batched lookups.
 */
export async function listProducts(db: Db, q: ProductListQuery, viewer: ProductViewer): Promise<ProductListResponse> {
  const terms = searchTerms(q.search);
  const page = q.page ?? 1;
  const perPage = Math.min(q.itemsPerPage ?? (terms.length > 0 ? DEFAULT_SEARCH_PER_PAGE : DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const priced = viewer.pricedCustomerId !== null;

  const where: SQL[] = [eq(products.isActive, true)];
  const categorySlug = q.category?.trim();
  if (categorySlug) {
    const id = await categoryIdBySlug(db, categorySlug, 'top');
    if (id === null) return emptyListing(page, perPage);
    where.push(eq(products.categoryId, id));
  }
  const subSlug = q.subcategory?.trim();
  if (subSlug) {
    const id = await categoryIdBySlug(db, subSlug, 'sub');
    if (id === null) return emptyListing(page, perPage);
    where.push(eq(products.subCategoryId, id));
  }
  // Each term uses the trigram index on search_text (ILIKE '%term%').
  for (const term of terms) where.push(ilike(products.searchText, `%${escapeLike(term)}%`));

  let brandFilter: Set<number> | null = null;
  const brandKeys = [...new Set((q.brands ?? '').split(',').map((b) => b.trim().toLowerCase()).filter(Boolean))];
  if (brandKeys.length > 0) {
    const found = await db
      .select({ id: brands.id })
      .from(brands)
      .where(or(inArray(sql`lower(${brands.slug})`, brandKeys), inArray(sql`lower(${brands.brandName})`, brandKeys)));
    brandFilter = new Set(found.map((b) => b.id));
  }

  // Visitors cannot see prices, so a price filter from them is ignored rather than leaking ranges.
  const priceConds: SQL[] = [];
  if (priced && q.min_price !== undefined) priceConds.push(sql`${effectivePrice} >= ${String(q.min_price)}::numeric`);
  if (priced && q.max_price !== undefined) priceConds.push(sql`${effectivePrice} <= ${String(q.max_price)}::numeric`);
  const priceCond = priceConds.length > 0 ? and(...priceConds) : undefined;

  const groups = await db
    .select({
      brandId: products.brandId,
      count: sql<number>`count(*)::int`.mapWith(Number),
      inPriceRange: (priceCond ? sql<number>`(count(*) filter (where ${priceCond}))::int` : sql<number>`count(*)::int`).mapWith(Number),
      minPrice: priced ? sql<string | null>`min(${effectivePrice})` : sql<string | null>`null`,
      maxPrice: priced ? sql<string | null>`max(${effectivePrice})` : sql<string | null>`null`,
    })
    .from(products)
    .where(and(...where))
    .groupBy(products.brandId);

  let total = 0;
  let minPaise: number | null = null;
  let maxPaise: number | null = null;
  for (const g of groups) {
    if (brandFilter && !brandFilter.has(g.brandId)) continue;
    total += g.inPriceRange;
    if (g.minPrice !== null) minPaise = Math.min(minPaise ?? Infinity, toPaise(g.minPrice));
    if (g.maxPrice !== null) maxPaise = Math.max(maxPaise ?? -Infinity, toPaise(g.maxPrice));
  }

  const facetBrands =
    groups.length === 0
      ? []
      : await db
          .select({ id: brands.id, brand_name: brands.brandName, slug: brands.slug })
          .from(brands)
          .where(inArray(brands.id, groups.map((g) => g.brandId)))
          .orderBy(asc(brands.brandName), asc(brands.id));
  const countOf = new Map(groups.map((g) => [g.brandId, g.count]));

  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const offset = (page - 1) * perPage;
  let items: WireProduct[] = [];
  if (offset < total) {
    const filters = [...where];
    if (brandFilter) filters.push(inArray(products.brandId, [...brandFilter]));
    if (priceCond) filters.push(priceCond);
    const sort = q.sort ?? (terms.length > 0 ? 'relevance' : 'name');
    const rows = await db
      .select()
      .from(products)
      .where(and(...filters))
      .orderBy(...orderFor(sort, priced, terms.join(' ')))
      .limit(perPage)
      .offset(offset);
    items = await serializeProducts(db, rows, viewer);
  }

  return {
    status: true,
    data: { data: items, current_page: page, last_page: lastPage, per_page: perPage, total },
    min_price: priced && minPaise !== null ? fromPaise(minPaise) : null,
    max_price: priced && maxPaise !== null ? fromPaise(maxPaise) : null,
    brands: facetBrands.map((b) => ({ ...b, count: countOf.get(b.id) ?? 0 })),
  };
}

async function detailOf(db: Db, where: SQL, viewer: ProductViewer): Promise<WireProductDetail | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(where, eq(products.isActive, true)))
    .limit(1);
  if (!row) return null;
  const [[product], reviews] = await Promise.all([
    serializeProducts(db, [row], viewer),
    db
      .select({
        id: ratings.id,
        rating: ratings.rating,
        reviewTitle: ratings.reviewTitle,
        reviewDescription: ratings.reviewDescription,
        createdAt: ratings.createdAt,
        contactName: customers.primaryContactName,
      })
      .from(ratings)
      .innerJoin(customers, eq(customers.id, ratings.customerId))
      .where(eq(ratings.productId, row.id))
      .orderBy(desc(ratings.createdAt), desc(ratings.id)),
  ]);
  return {
    ...product,
    ratings: reviews.map((r) => ({
      id: r.id,
      rating: Number(r.rating),
      review_title: r.reviewTitle,
      review_description: r.reviewDescription,
      created_at: r.createdAt.toISOString(),
      customer: { primary_contact_name: r.contactName },
    })),
  };
}

/** GET /productdetail/:id — an active product with its ratings, or null. */
export function getProductById(db: Db, id: number, viewer: ProductViewer): Promise<WireProductDetail | null> {
  return detailOf(db, eq(products.id, id), viewer);
}

/** GET /product-detail/:slug — an active product with its ratings, or null. */
export function getProductBySlug(db: Db, slug: string, viewer: ProductViewer): Promise<WireProductDetail | null> {
  return detailOf(db, eq(products.productSlug, slug), viewer);
}

/**
 * GET /related-product/:slug — up to 8 other active products: the same sub-category first, then
 * the rest of the category; within each, in-stock products first. Null for an unknown slug.
 */
export async function relatedProducts(db: Db, slug: string, viewer: ProductViewer): Promise<WireProduct[] | null> {
  const [self] = await db
    .select({ id: products.id, categoryId: products.categoryId, subCategoryId: products.subCategoryId })
    .from(products)
    .where(and(eq(products.productSlug, slug), eq(products.isActive, true)))
    .limit(1);
  if (!self) return null;
  // Spelled so a product without a sub-category compares false, not null (nulls sort first in desc).
  const sameSub =
    self.subCategoryId === null ? sql`false` : sql`${products.subCategoryId} is not distinct from ${self.subCategoryId}`;
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        ne(products.id, self.id),
        self.subCategoryId === null
          ? eq(products.categoryId, self.categoryId)
          : or(eq(products.categoryId, self.categoryId), eq(products.subCategoryId, self.subCategoryId)),
      ),
    )
    .orderBy(sql`(${sameSub}) desc`, sql`(${products.stockQuantity} > 0) desc`, desc(products.averageRating), sql`${nameKey} asc`, asc(products.id))
    .limit(RELATED_LIMIT);
  return serializeProducts(db, rows, viewer);
}

/** GET /category-list — top-level categories with their sub-categories, by sort order then title. */
export async function categoryTree(db: Db): Promise<CategoryTreeNode[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, title: categories.title })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.title), asc(categories.id));
  const top: CategoryTreeNode[] = [];
  const byId = new Map<number, CategoryTreeNode>();
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
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.title), asc(categories.id))
    .limit(FOOTER_CATEGORY_LIMIT);
}
