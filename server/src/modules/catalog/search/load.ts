// Keeps one search index per database handle, current to the catalogue's shape version a request
// read (cache.ts): a change committed before a request arrived is in the index it searches, in
// this process and in any other, since every process brings its index up to a newer version.
// It is built whole once, then updated with the products that changed since the last read only
// (found by their row's transaction id, see `changedSince`), so a catalogue change costs its own
// products, not a rebuild of the whole index on the event loop.
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { brands, categories, products, searchSynonyms } from '../../../db/schema';
import { toPaise } from '../../../lib/money';
import { catalogCaches } from '../cache';
import { SearchIndex, type SearchDoc } from './engine';

/** A change touching more than this share of the live products is cheaper as a full build. */
const REBUILD_SHARE = 0.2;
/** Updates that leave this share of the index's slots retired or outside its base postings call for a full build. */
const MAX_CHURN = 0.25;

const sub = alias(categories, 'sub');

/** Products as the index reads them, with whether they are active (an update retires inactive ones). */
async function readProducts(db: Db, where: SQL | undefined): Promise<(SearchDoc & { active: boolean })[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.productName,
      // The listing's name order is the database's (service.ts's nameKey): its lower-casing, compared character by character as collate "C" does.
      nameKey: sql<string>`lower(${products.productName})`,
      sku: products.sku,
      model: products.modelNumber,
      description: products.shortDescription,
      brand: brands.brandName,
      category: categories.title,
      subCategory: sql<string>`coalesce(${sub.title}, '')`,
      brandId: products.brandId,
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      price: sql<string>`coalesce(${products.discountPrice}, ${products.basePrice})::text`,
      rating: sql<string>`${products.averageRating}::text`,
      // Microseconds, as the database tells two products apart in the "newest" order.
      createdAt: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
      active: products.isActive,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subCategoryId))
    .where(where)
    .orderBy(asc(products.id));
  return rows.map(({ price, ...r }) => ({ ...r, pricePaise: toPaise(price), rating: Number(r.rating), createdAt: Number(r.createdAt) }));
}

/** What an index was built from besides the products: names it copied into every doc, and the synonyms. */
interface Around {
  brands: Map<number, string>;
  categories: Map<number, string>;
  synonyms: string[][];
}

async function readAround(db: Db): Promise<Around> {
  const [brandRows, categoryRows, synonymRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.brandName }).from(brands),
    db.select({ id: categories.id, name: categories.title }).from(categories),
    db.select({ phrases: searchSynonyms.phrases }).from(searchSynonyms).orderBy(asc(searchSynonyms.id)),
  ]);
  return {
    brands: new Map(brandRows.map((r) => [r.id, r.name])),
    categories: new Map(categoryRows.map((r) => [r.id, r.name])),
    synonyms: synonymRows.map((r) => r.phrases),
  };
}

/**
 * The oldest transaction still running when this statement started (its low 32 bits, as a row's
 * xmin holds it) and the active products it sees. Every row written by a transaction that commits
 * later carries an xmin at or after it, so reading rows from it on next time misses none.
 */
async function snapshot(db: Db): Promise<{ horizon: number; active: number }> {
  const rows = await db.execute(
    sql`select (pg_snapshot_xmin(pg_current_snapshot())::text::bigint & 4294967295)::text as horizon,
      (select count(*) from ${products} where ${products.isActive})::int as active`,
  );
  const [row] = (rows as unknown as { rows: { horizon: string; active: number }[] }).rows;
  return { horizon: Number(row.horizon), active: Number(row.active) };
}

/**
 * Rows of a table (or an alias of it) written (inserted or updated) by transactions from a horizon
 * on, in 32-bit transaction-id order (wrap-around included). Also the product store's test for
 * renamed brands and categories (productStore.ts).
 */
export const writtenSince = (table: SQL | typeof products, horizon: number) =>
  sql`((${table}.xmin::text::bigint - ${horizon % 2 ** 32}) & 4294967295) < 2147483648`;
const changedSince = (horizon: number) => writtenSince(products, horizon);

interface Live {
  index: SearchIndex;
  version: number;
  horizon: number;
  around: Around;
}

async function build(db: Db, version: number): Promise<Live> {
  const { horizon } = await snapshot(db);
  const [docs, around] = await Promise.all([readProducts(db, sql`${products.isActive}`), readAround(db)]);
  return { index: await SearchIndex.build(docs, around.synonyms), version, horizon, around };
}

const changedNames = (before: Map<number, string>, now: Map<number, string>) => [...now].filter(([id, name]) => before.get(id) !== name).map(([id]) => id);

/** The index brought to a newer version with the products changed since its horizon, or a full build when that is cheaper. */
async function update(db: Db, live: Live, version: number): Promise<Live> {
  if (live.index.churn > MAX_CHURN) return build(db, version);
  const { horizon, active } = await snapshot(db);
  const around = await readAround(db);
  const renamedBrands = changedNames(live.around.brands, around.brands);
  const renamedCategories = changedNames(live.around.categories, around.categories);
  const reach = [changedSince(live.horizon)];
  if (renamedBrands.length) reach.push(inArray(products.brandId, renamedBrands));
  if (renamedCategories.length) reach.push(inArray(products.categoryId, renamedCategories), inArray(products.subCategoryId, renamedCategories));
  const rows = await readProducts(db, or(...reach));
  if (rows.length > Math.max(1000, live.index.count * REBUILD_SHARE)) return build(db, version);

  const { index } = live;
  index.apply(
    rows.filter((r) => r.active),
    rows.filter((r) => !r.active).map((r) => r.id),
  );
  if (JSON.stringify(around.synonyms) !== JSON.stringify(live.around.synonyms)) index.setSynonyms(around.synonyms);
  // A deleted product leaves no row to read: when the count disagrees, the held ids are checked.
  if (index.count !== active) {
    const ids = new Set((await db.select({ id: products.id }).from(products).where(sql`${products.isActive}`)).map((r) => r.id));
    index.apply([], [...index.productIds()].filter((id) => !ids.has(id)));
  }
  return { index, version, horizon, around };
}

interface Held {
  ready: Live | null;
  pending: Promise<Live> | null;
  /** The version the pending build or update reads at least. */
  pendingVersion: number;
}
const held = new WeakMap<Db, Held>();

/**
 * The index for a shape version: the one held when it is that version or newer (an answer may
 * hold data newer than its version, never older), else the held one updated (or a first build),
 * once for all requests that wait for it; searches of the version held go on meanwhile. Without a
 * version row nothing is held.
 */
export async function searchIndex(db: Db, shape: number | null): Promise<SearchIndex> {
  if (shape === null) return (await build(db, 0)).index;
  let state = held.get(db);
  if (!state) held.set(db, (state = { ready: null, pending: null, pendingVersion: -1 }));
  const s = state;
  if (s.ready && s.ready.version >= shape) return s.ready.index;
  if (s.pending && s.pendingVersion >= shape) return (await s.pending).index;
  // After the pending one (updates apply in order, each from the horizon the last one left).
  const after = s.pending ? s.pending.catch(() => s.ready) : Promise.resolve(s.ready);
  const next = after.then((base) => (base ? update(db, base, shape) : build(db, shape)));
  s.pending = next;
  s.pendingVersion = shape;
  try {
    const live = await next;
    if (!s.ready || live.version > s.ready.version) s.ready = live;
    return live.index;
  } finally {
    if (s.pending === next) s.pending = null;
  }
}

/** Builds the index of the current catalogue ahead of the first request that needs it (server start). */
export async function warmSearchIndex(db: Db): Promise<void> {
  const version = await catalogCaches(db).version();
  if (version) await searchIndex(db, version.shape);
}
