// Catalogue listing (spec section 7, "Catalogue"): filters, facets and search over the products (on the search index),
// one page of them in the chosen order. The product detail, related products and the category tree are product.ts.
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { fromPaise, toPaise } from '../../lib/money';
import type { Brand, ProductListQuery, ProductListResponse, SortKey } from '@contracts/catalog';
import { etagOf } from '../../plugins/httpCache';
import { catalogCaches, type CachedListing } from './cache';
import { listingKey, loadDictionary, normalizeListingQuery, type NormalQuery } from './listingQuery';
import type { BrandGroup, CatalogVersion, ListingPage } from './types';
import { highlightRanges, type PriceOverlay, type SearchIndex, type SortOrder } from './search/engine';
import { brandGroups, browsePage, pageTest, type PageFilters } from './search/listing';
import { searchIndex } from './search/load';
import { cutJson, renderPricedJson, type CustomerExtras, type ProductRow, type ProductViewer, viewerKey } from './serialize';
import { heldJson, wireJson, type HeldJson } from './productStore';

export const RELATED_LIMIT = 8;
export const FOOTER_CATEGORY_LIMIT = 10;

/**
 * What `products.search_text` holds: lower-cased name, SKU, model number and brand. Whoever
 * writes products (seed, importer) fills the column with this. The search itself reads the
 * products' own fields (search/load.ts).
 */
export function productSearchText(p: { productName: string; sku: string; modelNumber: string; brandName: string }) {
  return [p.productName, p.sku, p.modelNumber, p.brandName].join(' ').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Only active products are ever listed or shown (a literal, so partial indexes apply). */
export const activeOnly = sql`${products.isActive}`;
// Byte order of the lower-cased name, so PGlite and PostgreSQL (whatever its locale) page alike.
export const nameKey = sql`lower(${products.productName}) collate "C"`;

function emptyListing(perPage: number): ProductListResponse {
  return {
    status: true,
    // An empty listing has one (empty) page, whatever page was asked for.
    data: { data: [], current_page: 1, last_page: 1, per_page: perPage, total: 0 },
    min_price: null,
    max_price: null,
    brands: [],
  };
}

interface ListingPlan {
  categoryId: number | null;
  subCategoryId: number | null;
  terms: string[];
  /** null: no brand filter; []: a brand filter that named no known brand. */
  brandIds: number[] | null;
  /** The price filter, only ever set for a priced (approved) viewer. */
  minPrice?: number;
  maxPrice?: number;
  /** Average rating at least this (the rating checkboxes). */
  minRating: number | null;
  sort: SortKey | 'name' | 'relevance';
  priced: boolean;
  /** The buyer's own rates among the products this listing can hold: they price its sort, filter and bounds. */
  rates: BuyerRates | null;
  limit: number;
  offset: number;
}

/**
 * An approved buyer's price-list rates (paise by product id) that fall within a listing's
 * category, sub-category and rating, and a key naming exactly them: a listing's caches key on it,
 * so a changed rate is a new key, and buyers with the same rates there share one answer.
 */
export interface BuyerRates {
  paise: Map<number, number>;
  key: string;
}

/** The rates as doc prices on this index (a product no longer live drops out). */
function overlayOn(index: SearchIndex, rates: BuyerRates | null): PriceOverlay | null {
  if (rates === null) return null;
  const overlay: PriceOverlay = new Map();
  for (const [productId, paise] of rates.paise) {
    const doc = index.docFor(productId);
    if (doc !== undefined) overlay.set(doc, paise);
  }
  return overlay.size > 0 ? overlay : null;
}

/**
 * The buyer's rates that can change this listing: those on live products within its category,
 * sub-category and rating (brand, price and search are applied with them). None: the listing is
 * every approved customer's, shared and cached as it is.
 */
async function buyerRates(db: Db, n: NormalQuery, rates: Map<number, number>, shape: number | null): Promise<BuyerRates | null> {
  const dict = await catalogCaches(db).dictionary.get(shape, 'dictionary', () => loadDictionary(db));
  const categoryId = n.category ? dict.topBySlug.get(n.category) : null;
  const subCategoryId = n.subcategory ? dict.subBySlug.get(n.subcategory) : null;
  if (categoryId === undefined || subCategoryId === undefined) return null;
  const index = await searchIndex(db, shape);
  const filters = { categoryId, subCategoryId, minRating: n.minRating };
  const paise = new Map<number, number>();
  for (const [productId, rate] of [...rates].sort((a, b) => a[0] - b[0])) {
    const doc = index.docFor(productId);
    if (doc !== undefined && index.passes(doc, filters)) paise.set(productId, toPaise(String(rate)));
  }
  if (paise.size === 0) return null;
  const named = [...paise].map(([id, p]) => `${id}:${p}`).join(',');
  return { paise, key: named.length <= 64 ? named : createHash('sha1').update(named).digest('base64url') };
}

/** The index's filters of a plan, prices in paise (visitors never have a price filter). */
function pageFilters(plan: ListingPlan): PageFilters {
  return {
    categoryId: plan.categoryId,
    subCategoryId: plan.subCategoryId,
    minRating: plan.minRating,
    brandIds: plan.brandIds,
    minPaise: plan.minPrice === undefined ? -Infinity : toPaise(String(plan.minPrice)),
    maxPaise: plan.maxPrice === undefined ? Infinity : toPaise(String(plan.maxPrice)),
  };
}

/** A listing order on the index: relevance needs a search; prices, when they are hidden, give the name order. */
function indexOrder(plan: ListingPlan): SortOrder {
  const sort = plan.sort === 'name_asc' ? 'name' : plan.sort;
  return !plan.priced && (sort === 'price_asc' || sort === 'price_desc') ? 'name' : sort;
}

/**
 * Without a search, on the in-process index of the catalogue's shape version (search/): the brand
 * groups of the products within category, sub-category and rating (kept per filter, whatever the
 * page, sort and brands), then a page of the listing order among those the brand and price
 * filters keep. No query: only the page's rows are read afterwards.
 */
async function browse(db: Db, plan: ListingPlan, shape: number | null): Promise<{ groups: BrandGroup[]; ids: number[] }> {
  const index = await searchIndex(db, shape);
  const f = pageFilters(plan);
  const overlay = overlayOn(index, plan.rates);
  const facetKey = JSON.stringify([plan.priced, plan.categoryId, plan.subCategoryId, plan.minRating, plan.minPrice ?? null, plan.maxPrice ?? null, plan.rates?.key ?? null]);
  const groups = await catalogCaches(db).facets.get(shape, facetKey, async () => brandGroups(index, index.filtered(f), plan.priced, f.minPaise, f.maxPaise, overlay));
  const total = totals(groups, plan.brandIds).total;
  if (plan.offset >= total) return { groups, ids: [] };
  const order = indexOrder(plan);
  const docs = browsePage(index, order === 'relevance' ? 'name' : order, f, plan.offset, Math.min(plan.limit, total - plan.offset), total, overlay);
  return { groups, ids: docs.map((doc) => index.ids[doc]) };
}

/**
 * With a search, on the same index: the matches within category, sub-category and rating give
 * the brand groups; brand and price filters, the order and the page are then applied to them.
 */
async function search(db: Db, plan: ListingPlan, shape: number | null): Promise<{ groups: BrandGroup[]; ids: number[]; matched: string[] }> {
  const index = await searchIndex(db, shape);
  const f = pageFilters(plan);
  const overlay = overlayOn(index, plan.rates);
  const { docs, scores, matched } = index.search(plan.terms.join(' '), f);
  const groups = brandGroups(index, docs, plan.priced, f.minPaise, f.maxPaise, overlay);
  const keep = pageTest(index, f, overlay);
  const page = index.top(docs.filter(keep), indexOrder(plan), scores, plan.offset + plan.limit, overlay).slice(plan.offset);
  return { groups, ids: page.map((doc) => index.ids[doc]), matched: [...matched] };
}

function totals(groups: BrandGroup[], brandIds: number[] | null) {
  const wanted = brandIds ? new Set(brandIds) : null;
  let total = 0;
  let minPaise: number | null = null;
  let maxPaise: number | null = null;
  for (const g of groups) {
    if (wanted && !wanted.has(g.brandId)) continue;
    total += g.inPriceRange;
    if (g.minPrice !== null) minPaise = Math.min(minPaise ?? Infinity, toPaise(g.minPrice));
    if (g.maxPrice !== null) maxPaise = Math.max(maxPaise ?? -Infinity, toPaise(g.maxPrice));
  }
  return { total, minPaise, maxPaise };
}

/** Product rows for ids, in the order of the ids. */
export async function rowsInOrder(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The catalogue version a request answers under, and for an approved customer their rates and
 * cart flags (null for everyone else): a visitor joins a batched version read, a customer a
 * batched read of the version with their own rows (one query for the customers of one turn).
 */
export async function viewOf(db: Db, viewer: ProductViewer): Promise<{ version: CatalogVersion | null; extras: CustomerExtras | null }> {
  const caches = catalogCaches(db);
  if (viewer.pricedCustomerId === null) return { version: await caches.version(), extras: null };
  return caches.customerView(viewerKey({ customerId: viewer.pricedCustomerId, userId: viewer.userId ?? null }));
}

/**
 * GET /product-list. Facets, total and price bounds are taken over everything the category,
 * sub-category and search match (bounds also within the brand filter, total within all
 * filters); then one page of products, joined from the product store's JSON. The answer is
 * cached per catalogue version for all visitors (whole, with its ETag), and for all approved
 * customers cut where each one's own rates and cart flags go (added per request).
 */
async function sharedListing(db: Db, q: ProductListQuery, viewer: ProductViewer) {
  const { version, extras } = await viewOf(db, viewer);
  const norm = normalizeListingQuery(q, extras !== null);
  const shape = version?.shape ?? null;
  // A buyer whose rates reach this listing sees it at their own prices, cached under those rates.
  const rates = extras !== null && extras.rates.size > 0 ? await buyerRates(db, norm, extras.rates, shape) : null;
  const key = rates === null ? listingKey(norm) : `${listingKey(norm)}#${rates.key}`;
  const caches = catalogCaches(db);
  const shared = await caches.listings.get(version?.content ?? null, key, async (): Promise<CachedListing> => {
    // Which products, in which order, with which facets: the same until the shape changes.
    const { answer, ids, matched } = await caches.pages.get(shape, key, () => listingPage(db, norm, shape, rates));
    const held = await heldJson(db, version?.content ?? null, ids);
    const extra = highlighter(matched);
    const { head, tail } = cutJson((mark) => ({ ...answer, data: { ...answer.data, data: mark } }));
    const products = held.map((h) => wireJson(h, norm.priced, extra(h)));
    if (norm.priced) return { priced: { head, products, ids: held.map((h) => h.id), tail } };
    // Encoded once: the ETag's hash, the compression and the socket then read the same bytes
    // (a string was flattened and encoded again by each of them).
    const body = Buffer.from(`${head}[${products.join(',')}]${tail}`);
    return { body, etag: etagOf(body) };
  });
  return { shared, extras };
}

/** With a search: each product's `highlight` field, the ranges of its name that hold a word the search matched. */
function highlighter(matched: string[] | null): (held: HeldJson) => string {
  if (!matched) return () => '';
  const words = new Set(matched);
  return (held) => `,"highlight":${JSON.stringify({ product_name: highlightRanges(held.name, words) })}`;
}

/** The listing as an object (what the JSON below says): for callers inside the server and tests. */
export async function listProducts(db: Db, q: ProductListQuery, viewer: ProductViewer): Promise<ProductListResponse> {
  return JSON.parse((await listingJson(db, q, viewer)).body.toString()) as ProductListResponse;
}

/**
 * The listing's JSON, made once per catalogue version: a visitor's whole (with its ETag), an
 * approved customer's joined from the shared priced JSON and their own rates and cart flags.
 */
export async function listingJson(db: Db, q: ProductListQuery, viewer: ProductViewer): Promise<{ body: string | Buffer; etag?: string }> {
  const { shared, extras } = await sharedListing(db, q, viewer);
  if (extras && shared.priced) return { body: renderPricedJson(shared.priced, extras) };
  if (shared.body !== undefined) return { body: shared.body, etag: shared.etag };
  // Not reached: a priced answer is always cut and a visitor's always joined above.
  throw new Error('A cached listing without its JSON');
}

async function listingPage(db: Db, n: NormalQuery, shape: number | null, rates: BuyerRates | null): Promise<ListingPage> {
  const dict = await catalogCaches(db).dictionary.get(shape, 'dictionary', () => loadDictionary(db));
  const { perPage, page, terms } = n;

  let categoryId: number | null = null;
  if (n.category) {
    categoryId = dict.topBySlug.get(n.category) ?? null;
    if (categoryId === null) return { answer: emptyListing(perPage), ids: [], matched: null };
  }
  let subCategoryId: number | null = null;
  if (n.subcategory) {
    subCategoryId = dict.subBySlug.get(n.subcategory) ?? null;
    if (subCategoryId === null) return { answer: emptyListing(perPage), ids: [], matched: null };
  }
  const brandIds = n.brandKeys ? [...new Set(n.brandKeys.flatMap((k) => dict.brandIdsByKey.get(k) ?? []))] : null;

  const plan: ListingPlan = {
    categoryId,
    subCategoryId,
    terms,
    brandIds,
    minPrice: n.minPrice ?? undefined,
    maxPrice: n.maxPrice ?? undefined,
    minRating: n.minRating,
    sort: n.sort,
    priced: n.priced,
    rates,
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  const run = (p: ListingPlan) => (terms.length > 0 ? search(db, p, shape) : browse(db, p, shape).then((r) => ({ ...r, matched: null })));
  let { groups, ids, matched } = await run(plan);
  const { total, minPaise, maxPaise } = totals(groups, brandIds);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  // Spec 5: a page beyond the last is not an empty page under a non-zero count; it is the last
  // page. The total is only known after the first query, so such a request (a stale link or an
  // edited URL) pays for a second one.
  const currentPage = Math.min(page, lastPage);
  if (currentPage < page && total > 0) ({ groups, ids, matched } = await run({ ...plan, offset: (currentPage - 1) * perPage }));

  const countOf = new Map(groups.map((g) => [g.brandId, g.count]));
  const rank = (id: number) => dict.brandRank.get(id) ?? Infinity;
  const facetBrands = groups
    .map((g) => dict.brands[rank(g.brandId)])
    .filter((b): b is Brand => b !== undefined)
    .sort((a, b) => rank(a.id) - rank(b.id));

  return {
    answer: {
      status: true,
      data: { data: [], current_page: currentPage, last_page: lastPage, per_page: perPage, total },
      min_price: n.priced && minPaise !== null ? fromPaise(minPaise) : null,
      max_price: n.priced && maxPaise !== null ? fromPaise(maxPaise) : null,
      brands: facetBrands.map((b) => ({ ...b, count: countOf.get(b.id) ?? 0 })),
    },
    ids,
    matched,
  };
}
