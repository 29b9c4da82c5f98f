// The catalogue's caches: everything a listing or a product page shows that is the same for every
// visitor (or every approved customer) is kept per catalogue version, which the database bumps in
// the same transaction as any change to the tables it is built from (migrations 0010 and 0011:
// the content version with every change, the shape version only with what decides a listing's
// products, order and facets). A request reads the versions first and then looks up or computes
// its answer under them, so:
//  - a change committed before the request arrived is always seen (the version read starts after
//    the request arrived: see turnBatcher), in this process and in any other one;
//  - an answer computed under version v may hold data newer than v, never older, and is dropped
//    as soon as a later version is read.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogVersion } from '../../db/schema';
import type { HomeProductsResponse, Product } from '@contracts/catalog';
import { turnBatcher } from '../../lib/turnBatch';
import type { BrandGroup, CatalogVersion, Dictionary, ListingPage, SharedDetail } from './types';
import { customerViews, type CustomerView, type PricedJson } from './serialize';

/**
 * Promises of values under one version (the newest read), at most `max` of them, least recently
 * used out first. Concurrent misses for one key share one computation. A request that read an
 * older version (a slower read) is answered without touching the cache.
 *
 * With `admitOnRepeat`, a key is kept only when it is asked for again while still remembered
 * among the last `4 × max` keys seen once (a doorkeeper, as in TinyLFU): the long tail of
 * listings (a different search or deep page with every request) then never enters the cache.
 * Keeping each one only to evict it later moved every answer into the old generation of the
 * heap, and its collections were the random listing pages' p99.
 */
export class VersionedCache<V> {
  private version = -1;
  private readonly entries = new Map<string, Promise<V>>();
  /** Keys seen once (admitOnRepeat), oldest first. */
  private readonly seen = new Set<string>();
  /** Computations of keys not (yet) admitted, so concurrent misses still share one. */
  private readonly running = new Map<string, Promise<V>>();

  constructor(
    private readonly max: number,
    private readonly admitOnRepeat = false,
  ) {}

  get(version: number | null, key: string, compute: () => Promise<V>): Promise<V> {
    // No version row (an emptied table): nothing can be trusted to be current, so nothing is kept.
    if (version === null || version < this.version) return compute();
    if (version > this.version) {
      this.entries.clear();
      this.seen.clear();
      this.running.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.running.get(key);
    if (running) return running;
    if (this.admitOnRepeat && !this.seen.delete(key)) {
      this.seen.add(key);
      if (this.seen.size > 4 * this.max) this.seen.delete(this.seen.values().next().value as string);
      const made = compute();
      this.running.set(key, made);
      const done = () => {
        if (this.running.get(key) === made) this.running.delete(key);
      };
      made.then(done, done);
      return made;
    }
    const made = compute();
    this.entries.set(key, made);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    return made;
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * One cached answer: the answer object and its JSON made once: for visitors whole (with its
 * ETag), for approved customers cut where their own fields go.
 */
/** A listing as cached: a visitor's JSON with its ETag, or approved customers' cut for their own fields. */
export interface CachedListing {
  /** A visitor's JSON, UTF-8. */
  body?: Buffer;
  etag?: string;
  priced?: PricedJson;
}

export interface CatalogCaches {
  /** The catalogue version, read with one query per turn of the event loop (visitors). */
  version: () => Promise<CatalogVersion | null>;
  /**
   * For an approved customer: the version with their price-list rates and cart lines, read for
   * all customers asking in one turn by one query.
   */
  customerView: (key: string) => Promise<CustomerView>;
  /** Whole listing answers, keyed by the normalized query and the viewer class (content version). */
  listings: VersionedCache<CachedListing>;
  /** The same listings' product ids and everything around them but the products (shape version). */
  pages: VersionedCache<ListingPage>;
  /** Brand groups (facet counts and price bounds) per filter, whatever the page, sort and brands (shape version). */
  facets: VersionedCache<BrandGroup[]>;
  /** Product pages, per viewer class. */
  details: VersionedCache<SharedDetail | null>;
  related: VersionedCache<Product[] | null>;
  /** Categories and brands by slug and name (shape version). */
  dictionary: VersionedCache<Dictionary>;
  /** The home page's rails, per viewer class. */
  home: VersionedCache<HomeProductsResponse['data']>;
}

const LISTINGS = 500;
const FACETS = 500;
const PRODUCTS = 2000;

const VERSION = 'version' as const;
/** Never used: customerViews answers every id it is asked for. */
const NO_VIEW: CustomerView = { version: null, extras: { rates: new Map(), inCart: new Set() } };

const cachesByDb = new WeakMap<Db, CatalogCaches>();

/** The caches of one database handle (each test app has its own database, so its own caches). */
export function catalogCaches(db: Db): CatalogCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    const readVersion = turnBatcher<typeof VERSION, CatalogVersion | null>(async () => {
      const [row] = await db
        .select({ content: catalogVersion.version, shape: catalogVersion.shapeVersion })
        .from(catalogVersion)
        .where(sql`${catalogVersion.id} = 1`);
      return new Map([[VERSION, row ? { content: Number(row.content), shape: Number(row.shape) } : null]]);
    }, null);
    caches = {
      version: () => readVersion(VERSION),
      customerView: turnBatcher((keys: string[]) => customerViews(db, keys), NO_VIEW),
      listings: new VersionedCache(LISTINGS, true),
      pages: new VersionedCache(LISTINGS, true),
      facets: new VersionedCache(FACETS),
      details: new VersionedCache(PRODUCTS, true),
      related: new VersionedCache(PRODUCTS, true),
      dictionary: new VersionedCache(1),
      home: new VersionedCache(2),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}
