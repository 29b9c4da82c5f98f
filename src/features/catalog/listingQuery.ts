// The shop listing's query: parsed from and written to the URL (so a filtered page can be shared
// and reloaded), and changed only through `listingReducer` events (spec section 4, "Listing").
// Unlike the spec's listing, the sort orders the whole filtered catalogue on the server (so it is
// sent, and a new sort starts at page 1) and the rating checkboxes filter (at least N stars).
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SEARCH_PAGE_SIZE } from '@/shared/config';

export const SORT_OPTIONS = [
  { value: 'default', label: 'Default sorting' },
  { value: 'price_asc', label: 'Price: low to high', needsPrice: true },
  { value: 'price_desc', label: 'Price: high to low', needsPrice: true },
  { value: 'name_asc', label: 'Name: A to Z' },
  { value: 'name_desc', label: 'Name: Z to A' },
  { value: 'rating', label: 'Average rating' },
  { value: 'newest', label: 'Newest first' },
] as const;

/** The rating checkboxes, best first: N means N stars and up. */
export const RATING_FILTERS = [5, 4, 3, 2, 1] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export interface ListingQuery {
  category?: string;
  subcategory?: string;
  brands: string[];
  search: string;
  minPrice?: number;
  maxPrice?: number;
  /** At least this average rating (1-5). */
  rating?: number;
  page: number;
  size: number;
  sort: SortKey;
}

export type ListingEvent =
  | { type: 'pageChanged'; page: number; lastPage: number }
  | { type: 'pageSizeChanged'; size: number }
  | { type: 'searchChanged'; search: string }
  | { type: 'categoryChosen'; category: string }
  | { type: 'subcategoryChosen'; category: string; subcategory: string }
  | { type: 'brandToggled'; brand: string }
  | { type: 'priceRangeChanged'; min: number; max: number }
  | { type: 'sortChanged'; sort: SortKey }
  | { type: 'ratingToggled'; rating: number };

export const defaultPageSize = (search: string): number => (search.trim() ? SEARCH_PAGE_SIZE : DEFAULT_PAGE_SIZE);

const positiveInt = (v: string | null): number | undefined => {
  if (v === null || !/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 ? n : undefined;
};
const nonNegative = (v: string | null): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The listing query from the URL; `/:category/:sub` path segments win over the query string. */
export function parseListing(params: URLSearchParams, path: { category?: string; sub?: string } = {}): ListingQuery {
  const search = params.get('search') ?? '';
  const size = positiveInt(params.get('size'));
  const sort = params.get('sort');
  const rating = positiveInt(params.get('rating'));
  return {
    category: path.category ?? (params.get('category') || undefined),
    subcategory: path.category ? path.sub : params.get('subcategory') || undefined,
    brands: (params.get('brands') ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    search,
    minPrice: nonNegative(params.get('min_price')),
    maxPrice: nonNegative(params.get('max_price')),
    rating: rating !== undefined && (RATING_FILTERS as readonly number[]).includes(rating) ? rating : undefined,
    page: positiveInt(params.get('page')) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultPageSize(search),
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as SortKey) : 'default',
  };
}

/** The URL query for a listing: defaults are left out so links stay short. */
export function toSearchParams(q: ListingQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.category) p.set('category', q.category);
  if (q.category && q.subcategory) p.set('subcategory', q.subcategory);
  if (q.brands.length) p.set('brands', q.brands.join(','));
  if (q.search.trim()) p.set('search', q.search.trim());
  if (q.minPrice !== undefined) p.set('min_price', String(q.minPrice));
  if (q.maxPrice !== undefined) p.set('max_price', String(q.maxPrice));
  if (q.rating !== undefined) p.set('rating', String(q.rating));
  if (q.page > 1) p.set('page', String(q.page));
  if (q.size !== defaultPageSize(q.search)) p.set('size', String(q.size));
  if (q.sort !== 'default') p.set('sort', q.sort);
  return p;
}

export function listingReducer(q: ListingQuery, e: ListingEvent): ListingQuery {
  switch (e.type) {
    case 'pageChanged':
      // Pages outside 1..last are ignored (spec 5).
      return e.page >= 1 && e.page <= e.lastPage ? { ...q, page: e.page } : q;
    case 'pageSizeChanged':
      return { ...q, size: e.size, page: 1 };
    case 'searchChanged': {
      const search = e.search.trim();
      return search === q.search ? q : { ...q, search, size: defaultPageSize(search), page: 1 };
    }
    case 'categoryChosen':
      // Choosing a category removes the subcategory (spec 4).
      return { ...q, category: e.category, subcategory: undefined, page: 1 };
    case 'subcategoryChosen':
      return { ...q, category: e.category, subcategory: e.subcategory, page: 1 };
    case 'brandToggled': {
      const brands = q.brands.includes(e.brand) ? q.brands.filter((b) => b !== e.brand) : [...q.brands, e.brand];
      return { ...q, brands, page: 1 };
    }
    case 'priceRangeChanged':
      return { ...q, minPrice: Math.min(e.min, e.max), maxPrice: Math.max(e.min, e.max), page: 1 };
    case 'sortChanged':
      // The server sorts the whole filtered catalogue, so page 2 of another order means nothing.
      return e.sort === q.sort ? q : { ...q, sort: e.sort, page: 1 };
    case 'ratingToggled':
      // One threshold at a time: ticking 4 after 3 asks for 4 and up; ticking it again clears it.
      return { ...q, rating: q.rating === e.rating ? undefined : e.rating, page: 1 };
  }
}
