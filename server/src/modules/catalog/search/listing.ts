// A listing's products on the search index, without a query: the brand groups (facet counts and
// price bounds) of the products a listing matches, and one page of them in a listing order. The
// index holds every active product's brand, category, price, rating, date and name order, so only
// the page's rows are read from the database (service.ts).
import { fromPaise } from '../../../lib/money';
import type { BrandGroup } from '../types';
import type { PriceOverlay, SearchFilters, SearchIndex, SortOrder } from './engine';

/** The brand and price filters a listing applies after the facets (prices in paise, inclusive). */
export interface PageFilters extends SearchFilters {
  /** null: no brand filter. */
  brandIds: number[] | null;
  minPaise: number;
  maxPaise: number;
}

/**
 * Per brand, over the docs: how many, how many within the price filter, and (for a priced viewer)
 * the lowest and highest price. Accumulated in arrays by brand id, not a map: a listing of the
 * whole catalogue passes every product through here.
 */
export function brandGroups(
  index: SearchIndex,
  docs: ArrayLike<number>,
  priced: boolean,
  minPaise: number,
  maxPaise: number,
  overlay: PriceOverlay | null = null,
): BrandGroup[] {
  const count: number[] = [];
  const inRange: number[] = [];
  const min: number[] = [];
  const max: number[] = [];
  const seen: number[] = [];
  const { brandIds, pricePaise } = index;
  for (let k = 0; k < docs.length; k += 1) {
    const doc = docs[k];
    const brand = brandIds[doc];
    const price = overlay === null ? pricePaise[doc] : (overlay.get(doc) ?? pricePaise[doc]);
    if (count[brand] === undefined) {
      seen.push(brand);
      count[brand] = 0;
      inRange[brand] = 0;
      min[brand] = price;
      max[brand] = price;
    }
    count[brand] += 1;
    if (price >= minPaise && price <= maxPaise) inRange[brand] += 1;
    if (price < min[brand]) min[brand] = price;
    if (price > max[brand]) max[brand] = price;
  }
  return seen.map((brandId) => ({
    brandId,
    count: count[brandId],
    inPriceRange: inRange[brandId],
    minPrice: priced ? String(fromPaise(min[brandId])) : null,
    maxPrice: priced ? String(fromPaise(max[brandId])) : null,
  }));
}

/** A doc test for every filter of a page (the price filter at the buyer's own prices, with an overlay). */
export function pageTest(index: SearchIndex, f: PageFilters, overlay: PriceOverlay | null = null): (doc: number) => boolean {
  const wanted = f.brandIds ? new Set(f.brandIds) : null;
  const { pricePaise } = index;
  const priceOf = overlay === null ? (doc: number) => pricePaise[doc] : (doc: number) => overlay.get(doc) ?? pricePaise[doc];
  return (doc) => {
    if (!index.passes(doc, f) || (wanted && !wanted.has(index.brandIds[doc]))) return false;
    const price = priceOf(doc);
    return price >= f.minPaise && price <= f.maxPaise;
  };
}

/**
 * The docs of a price order at a buyer's own prices, visiting each until `visit` answers false:
 * the index's order without the docs the overlay prices, merged with those (a few) sorted apart.
 */
function walkOverlaid(index: SearchIndex, order: 'price_asc' | 'price_desc', overlay: PriceOverlay, visit: (doc: number) => boolean) {
  const docs = index.ordered(order);
  const cmp = index.compare(order, overlay);
  const moved = [...overlay.keys()].sort(cmp);
  let m = 0;
  for (let k = 0; k < docs.length; k += 1) {
    const doc = docs[k];
    if (overlay.has(doc)) continue;
    while (m < moved.length && cmp(moved[m], doc) < 0) if (!visit(moved[m++])) return;
    if (!visit(doc)) return;
  }
  while (m < moved.length) if (!visit(moved[m++])) return;
}

/**
 * The docs at [offset, offset + limit) of the listing order among those the filters keep, `total`
 * of them. A page in the second half is counted from the far end, so the deepest page walks half
 * the catalogue, not all of it.
 */
export function browsePage(
  index: SearchIndex,
  order: Exclude<SortOrder, 'relevance'>,
  f: PageFilters,
  offset: number,
  limit: number,
  total: number,
  overlay: PriceOverlay | null = null,
): number[] {
  if (overlay !== null && (order === 'price_asc' || order === 'price_desc')) {
    // A buyer's own prices move a few docs in the price order: walked from the start.
    const keep = pageTest(index, f, overlay);
    const page: number[] = [];
    let passed = 0;
    walkOverlaid(index, order, overlay, (doc) => {
      if (!keep(doc)) return true;
      if (passed >= offset) page.push(doc);
      passed += 1;
      return page.length < limit;
    });
    return page;
  }
  const docs = index.ordered(order);
  const unfiltered = f.categoryId === null && f.subCategoryId === null && f.minRating === null && f.brandIds === null && f.minPaise === -Infinity && f.maxPaise === Infinity;
  // The whole catalogue (the shop page): the order holds exactly the listed docs, so the page is a slice.
  if (unfiltered) return Array.from(docs.subarray(offset, offset + limit));
  const keep = pageTest(index, f, overlay);
  const fromEnd = offset > total / 2;
  const skip = fromEnd ? Math.max(0, total - offset - limit) : offset;
  const page: number[] = [];
  let passed = 0;
  for (let k = 0; k < docs.length && page.length < limit; k += 1) {
    const doc = docs[fromEnd ? docs.length - 1 - k : k];
    if (!keep(doc)) continue;
    if (passed >= skip) page.push(doc);
    passed += 1;
  }
  return fromEnd ? page.reverse() : page;
}
