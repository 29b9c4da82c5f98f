// What a listing query asks for (GET /product-list): the query reduced to what decides its answer
// (the caches' key), and the categories and brands it names resolved to ids.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories } from '../../db/schema';
import type { ProductListQuery, SortKey } from '@contracts/catalog';
import type { Dictionary } from './types';

export const MAX_PER_PAGE = 50;
export const DEFAULT_PER_PAGE = 9;
export const DEFAULT_SEARCH_PER_PAGE = 10;

/** The search box's words as typed (lower-cased, without repeats): what a listing's cache key holds. */
export function searchTerms(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(search.trim().toLowerCase().split(/\s+/).filter(Boolean))];
}

/** Categories by slug and brands by slug and name, with the brands in the facet order. */
export async function loadDictionary(db: Db): Promise<Dictionary> {
  const [categoryRows, brandRows] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories).orderBy(asc(categories.id)),
    db
      .select({ id: brands.id, brand_name: brands.brandName, slug: brands.slug })
      .from(brands)
      .orderBy(asc(brands.brandName), asc(brands.id)),
  ]);
  const topBySlug = new Map<string, number>();
  const subBySlug = new Map<string, number>();
  for (const c of categoryRows) {
    const map = c.parentId === null ? topBySlug : subBySlug;
    if (!map.has(c.slug)) map.set(c.slug, c.id);
  }
  const brandIdsByKey = new Map<string, number[]>();
  for (const b of brandRows) {
    for (const key of new Set([b.slug.toLowerCase(), b.brand_name.toLowerCase()])) {
      const ids = brandIdsByKey.get(key);
      if (ids) ids.push(b.id);
      else brandIdsByKey.set(key, [b.id]);
    }
  }
  return { topBySlug, subBySlug, brands: brandRows, brandRank: new Map(brandRows.map((b, i) => [b.id, i])), brandIdsByKey };
}


export /** A listing query reduced to what decides its answer: equal keys, equal answers. */
interface NormalQuery {
  priced: boolean;
  page: number;
  perPage: number;
  category: string | null;
  subcategory: string | null;
  /** Sorted, lower-cased, without repeats; null: no brand filter. */
  brandKeys: string[] | null;
  terms: string[];
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  sort: SortKey | 'name' | 'relevance';
}

export function normalizeListingQuery(q: ProductListQuery, priced: boolean): NormalQuery {
  const terms = searchTerms(q.search);
  const brandKeys = [...new Set((q.brands ?? '').split(',').map((b) => b.trim().toLowerCase()).filter(Boolean))].sort();
  return {
    priced,
    page: q.page ?? 1,
    perPage: Math.min(q.itemsPerPage ?? (terms.length > 0 ? DEFAULT_SEARCH_PER_PAGE : DEFAULT_PER_PAGE), MAX_PER_PAGE),
    category: q.category?.trim() || null,
    subcategory: q.subcategory?.trim() || null,
    brandKeys: brandKeys.length > 0 ? brandKeys : null,
    terms,
    // Visitors cannot see prices, so a price filter from them is ignored rather than leaking ranges.
    minPrice: priced ? (q.min_price ?? null) : null,
    maxPrice: priced ? (q.max_price ?? null) : null,
    minRating: q.rating ?? null,
    // Without prices a price order is the name order (see orderFor): one answer, one key.
    sort: !priced && (q.sort === 'price_asc' || q.sort === 'price_desc') ? 'name' : (q.sort ?? (terms.length > 0 ? 'relevance' : 'name')),
  };
}

/** The cache key of a normalized query (the viewer class is part of it). */
export const listingKey = (n: NormalQuery) =>
  JSON.stringify([n.priced, n.page, n.perPage, n.category, n.subcategory, n.brandKeys, n.terms, n.minPrice, n.maxPrice, n.minRating, n.sort]);

