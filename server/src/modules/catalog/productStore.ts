// The catalogue's wire products kept in memory as JSON, so a listing page that no cache answers
// (the long tail of searches and pages) costs no query for its products once they are held, and
// is joined from the held strings without parsing them (heldJson, wireJson). It
// is kept current to the catalogue's content version a request read (cache.ts), as the search
// index is (search/load.ts): when a request brings a newer version, the products written since the
// last read (the transaction that last wrote a product, its images or its specifications is on its
// row, indexed: migration 0038) are dropped, and a rename of a brand or category drops everything. So a change committed before a request arrived is in
// its answer, in this process and in any other.
import { and, asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { Product } from '@contracts/catalog';
import { catalogCaches } from './cache';
import { productsInOrder } from './serialize';
import { writtenSince } from './search/load';

/** What the held JSON may weigh, in characters (about bytes): at 2-3 KB a product, 100,000 products. */
const DEFAULT_BUDGET = 320 * 1024 * 1024;

/**
 * A held product's JSON in parts, so a listing joins it into its answer as it is: parsing and
 * serializing the page's products again was a third of what an uncached page cost.
 */
export interface HeldJson {
  id: number;
  /** `"base_price":…,"discount_price":…,"gst_rate":…` as approved customers see them. */
  prices: string;
  /** The other shared fields, `"id":…,…`, without braces and without a customer's rate and cart flag. */
  rest: string;
  /** The product's name (the search's highlight is computed on it). */
  name: string;
}

/** A visitor sees no prices (spec 3: prices for approved customers only). */
const NO_PRICES = '"base_price":null,"discount_price":null,"gst_rate":null';

/** The parts of a shared (priced) wire product. */
export function heldJsonOf(product: Product): HeldJson {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a customer's rate and cart flag are added per customer
  const { base_price, discount_price, gst_rate, custom_rates, is_in_cart, ...rest } = product;
  return {
    id: product.id,
    prices: JSON.stringify({ base_price, discount_price, gst_rate }).slice(1, -1),
    rest: JSON.stringify(rest).slice(1, -1),
    name: product.product_name,
  };
}

/**
 * A held product's JSON as a visitor (priced false: whole, without prices) or as every approved
 * customer (priced true: without its closing brace, so each customer's rate and cart flag are
 * added; see serialize.ts renderPricedJson), with `extra` (`,"field":…`) added to its fields.
 */
export function wireJson(held: HeldJson, priced: boolean, extra = ''): string {
  return priced ? `{${held.prices},${held.rest}${extra}` : `{${NO_PRICES},${held.rest}${extra},"custom_rates":null,"is_in_cart":false}`;
}

const sizeOf = (held: HeldJson) => held.prices.length + held.rest.length + held.name.length;

interface Held {
  /** The content version the held products are current to. */
  version: number;
  /** The transaction-id horizon of the last read: rows written from it on are not yet accounted for. */
  horizon: number;
  /** Moves when a refresh starts: products read before it may predate what it drops, so are not kept. */
  generation: number;
  json: Map<number, HeldJson>;
  size: number;
  pending: Promise<void> | null;
  pendingVersion: number;
}

const heldByDb = new WeakMap<Db, Held>();
let budget = DEFAULT_BUDGET;

/** Sets the held JSON's budget in characters (PRODUCT_STORE_MB at start; tests use a small one). */
export function setProductStoreBudget(chars: number) {
  budget = chars;
}

/**
 * The oldest transaction still running when this statement started (64-bit). Every product written
 * by a transaction that commits later carries a changed_xid at or after it (migration 0038), so
 * reading from it on next time misses none.
 */
async function horizonNow(db: Db): Promise<number> {
  const result = await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`);
  return Number((result as unknown as { rows: { horizon: string }[] }).rows[0].horizon);
}

/** The products written since a horizon (an index range), and whether a brand or category was. */
async function changesSince(db: Db, horizon: number): Promise<{ ids: number[]; names: boolean }> {
  const result = await db.execute(sql`select
      (select coalesce(json_agg(p.id), '[]'::json) from ${products} p where p.changed_xid >= ${horizon}) as ids,
      exists (select 1 from brands b where ${writtenSince(sql.raw('b'), horizon)})
        or exists (select 1 from categories g where ${writtenSince(sql.raw('g'), horizon)}) as names`);
  const [row] = (result as unknown as { rows: { ids: number[]; names: boolean }[] }).rows;
  return { ids: row.ids.map(Number), names: Boolean(row.names) };
}

/** Brings the held products to a content version: drops what changed since the last read. */
async function refresh(db: Db, held: Held, version: number): Promise<void> {
  held.generation += 1;
  const horizon = await horizonNow(db);
  const { ids, names } = await changesSince(db, held.horizon);
  if (names) {
    held.json.clear();
    held.size = 0;
  } else {
    for (const id of ids) drop(held, id);
  }
  held.horizon = horizon;
  held.version = Math.max(held.version, version);
}

function drop(held: Held, id: number) {
  const json = held.json.get(id);
  if (json === undefined) return;
  held.json.delete(id);
  held.size -= sizeOf(json);
}

function keep(held: Held, json: HeldJson) {
  drop(held, json.id);
  held.json.set(json.id, json);
  held.size += sizeOf(json);
  // Oldest first out (a Map iterates in insertion order; a hit is not moved: that would cost every hit).
  for (const [id] of held.json) {
    if (held.size <= budget) break;
    drop(held, id);
  }
}

async function current(db: Db, version: number): Promise<Held> {
  let held = heldByDb.get(db);
  if (!held) {
    const horizon = await horizonNow(db);
    held = heldByDb.get(db);
    if (!held) {
      held = { version, horizon, generation: 0, json: new Map(), size: 0, pending: null, pendingVersion: -1 };
      heldByDb.set(db, held);
    }
  }
  const h = held;
  if (h.version >= version) return h;
  if (h.pending && h.pendingVersion >= version) {
    await h.pending;
    return h;
  }
  // Refreshes run one after the other, each from the horizon the last one left.
  const next = (h.pending ?? Promise.resolve()).catch(() => undefined).then(() => (h.version >= version ? undefined : refresh(db, h, version)));
  h.pending = next;
  h.pendingVersion = version;
  try {
    await next;
  } finally {
    if (h.pending === next) h.pending = null;
  }
  return h;
}

/**
 * The held JSON of the products of these ids (active or not), in the order of the ids, current
 * to the content version the request read; those not held are read in one query and kept.
 */
export async function heldJson(db: Db, version: number | null, ids: number[]): Promise<HeldJson[]> {
  if (ids.length === 0) return [];
  // No version row: nothing can be known to be current, so nothing is held.
  if (version === null) return (await productsInOrder(db, ids, true)).map(heldJsonOf);
  const held = await current(db, version);
  const found = new Map<number, HeldJson>();
  const missing: number[] = [];
  for (const id of ids) {
    const json = held.json.get(id);
    if (json === undefined) missing.push(id);
    else found.set(id, json);
  }
  if (missing.length > 0) {
    const generation = held.generation;
    const read = (await productsInOrder(db, missing, true)).map(heldJsonOf);
    const keepThem = held.generation === generation;
    for (const json of read) {
      found.set(json.id, json);
      if (keepThem) keep(held, json);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Active products read per query while warming: a slice holds the event loop for tens of milliseconds. */
const WARM_SLICE = 250;

/**
 * Reads the active products into the store ahead of the buyers who will list them (server start,
 * after the search index), a slice at a time with the event loop free between slices, until the
 * budget is nearly spent. A slice read while a refresh ran is not kept (see `heldJson`).
 */
export async function warmProductStore(db: Db): Promise<void> {
  if (budget <= 0) return;
  const version = await catalogCaches(db).version();
  if (!version) return;
  let after = 0;
  for (;;) {
    const held = await current(db, (await catalogCaches(db).version())?.content ?? version.content);
    if (held.size > budget * 0.9) return;
    const ids = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(and(sql`${products.isActive}`, gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(WARM_SLICE)
    ).map((r) => r.id);
    if (ids.length === 0) return;
    after = ids[ids.length - 1];
    const generation = held.generation;
    const read = await productsInOrder(db, ids.filter((id) => !held.json.has(id)), true);
    if (held.generation === generation) for (const product of read) keep(held, heldJsonOf(product));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** How many products are held and their JSON's size (the benchmark prints it). */
export function productStoreSize(db: Db): { products: number; chars: number } {
  const held = heldByDb.get(db);
  return { products: held?.json.size ?? 0, chars: held?.size ?? 0 };
}
