// The catalogue's caches: everything a listing or a product page shows that is the same for every
// visitor (or every approved customer) is kept per catalogue version, which the database bumps in
// the same transaction as any change to the tables it is built from (migration 0009). A request
// reads the version first and then looks up or computes its answer under it, so:
//  - a change committed before the request arrived is always seen (the version read starts after
//    the request arrived: see VersionReader), in this process and in any other one;
//  - an answer computed under version v may hold data newer than v, never older, and is dropped
//    as soon as a later version is read.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogVersion } from '../../db/schema';
import type { Product, ProductListResponse } from '@contracts/catalog';
import type { BrandGroup, Dictionary, SharedDetail } from './service';

/**
 * Reads the catalogue version with one query per batch of requests: a request joins a read that
 * has not started yet (it starts on the next turn of the event loop) and never one already in
 * flight, whose answer may predate a commit the request must see.
 */
export class VersionReader {
  private next: Promise<number | null> | null = null;

  constructor(private readonly fetch: () => Promise<number | null>) {}

  read(): Promise<number | null> {
    if (this.next) return this.next;
    const scheduled = new Promise<number | null>((resolve, reject) => {
      setImmediate(() => {
        // From here on a new arrival schedules the next read: this one has started.
        this.next = null;
        this.fetch().then(resolve, reject);
      });
    });
    this.next = scheduled;
    return scheduled;
  }
}

/**
 * Promises of values under one version (the newest read), at most `max` of them, least recently
 * used out first. Concurrent misses for one key share one computation. A request that read an
 * older version (a slower read) is answered without touching the cache.
 */
export class VersionedCache<V> {
  private version = -1;
  private readonly entries = new Map<string, Promise<V>>();

  constructor(private readonly max: number) {}

  get(version: number | null, key: string, compute: () => Promise<V>): Promise<V> {
    // No version row (an emptied table): nothing can be trusted to be current, so nothing is kept.
    if (version === null || version < this.version) return compute();
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
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

/** One cached answer: the answer object and, for visitors, its JSON and ETag made once. */
export interface CachedAnswer<T> {
  value: T;
  body?: string;
  etag?: string;
}

export interface CatalogCaches {
  version: VersionReader;
  /** Whole listing answers, keyed by the normalized query and the viewer class. */
  listings: VersionedCache<CachedAnswer<ProductListResponse>>;
  /** Brand groups (facet counts and price bounds) per filter, whatever the page, sort and brands. */
  facets: VersionedCache<BrandGroup[]>;
  /** Product pages, per viewer class. */
  details: VersionedCache<SharedDetail | null>;
  related: VersionedCache<Product[] | null>;
  /** Categories and brands by slug and name. */
  dictionary: VersionedCache<Dictionary>;
}

const LISTINGS = 500;
const FACETS = 500;
const PRODUCTS = 2000;

const cachesByDb = new WeakMap<Db, CatalogCaches>();

/** The caches of one database handle (each test app has its own database, so its own caches). */
export function catalogCaches(db: Db): CatalogCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = {
      version: new VersionReader(async () => {
        const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(sql`${catalogVersion.id} = 1`);
        return row ? Number(row.version) : null;
      }),
      listings: new VersionedCache(LISTINGS),
      facets: new VersionedCache(FACETS),
      details: new VersionedCache(PRODUCTS),
      related: new VersionedCache(PRODUCTS),
      dictionary: new VersionedCache(1),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}
