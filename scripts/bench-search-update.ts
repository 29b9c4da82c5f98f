// How long the search index holds the event loop when the catalogue changes: builds
// the index once, then renames a product, adds one and deactivates one, and after each change
// times the next search while a 1 ms timer and perf_hooks.monitorEventLoopDelay record the longest
// stall. Then the CPU time of long-tail searches on the index alone (random words of the names).
//   DATA_DIR=<dir> npm run bench:search-update      (PGlite at <dir>/db, e.g. filled by `npm run bench:search`)
//   DATABASE_URL=postgres://... npm run bench:search-update
// It changes the catalogue it runs on (the changes are undone at the end) and prints figures only.
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import { searchIndex } from '../server/src/modules/catalog/search/load';

async function shape(db: Db): Promise<number> {
  const [row] = await db.select({ shape: schema.catalogVersion.shapeVersion }).from(schema.catalogVersion);
  return Number(row.shape);
}

/** Runs a step while a ticker and the event-loop histogram watch; the longest stall in ms. */
async function watched(name: string, step: () => Promise<unknown>) {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  // A 1 ms timer chain as well: the longest gap between two of its turns is the longest stall.
  let last = performance.now();
  let longest = 0;
  let ticking = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (ticking) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  const started = performance.now();
  await step();
  const took = performance.now() - started;
  ticking = false;
  tick();
  h.disable();
  const histogram = h.count > 0 ? `${(h.max / 1e6).toFixed(0)} ms (p99 ${(h.percentile(99) / 1e6).toFixed(0)} ms)` : 'no samples';
  console.log(`| ${name} | ${took.toFixed(0)} ms | ${longest.toFixed(0)} ms | ${histogram} |`);
}

/** CPU time of searches on the index alone, one and two random words of the catalogue's names a query, with a page of 12 taken. */
async function longTail(index: Awaited<ReturnType<typeof searchIndex>>) {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const words = [...new Set(index.names.slice(0, 5000).flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/)))].filter((w) => w.length >= 2);
  console.log('\n| long tail on the index | queries | CPU per query: mean | p99 |\n|---|---|---|---|');
  for (const n of [1, 2]) {
    const times: number[] = [];
    for (let k = 0; k < 300; k += 1) {
      const q = Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]).join(' ');
      const before = process.cpuUsage();
      const { docs, scores } = index.search(q, { categoryId: null, subCategoryId: null, minRating: null });
      index.top(docs, 'relevance', scores, 12);
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(`| ${n === 1 ? 'one word' : 'two words'} | ${times.length} | ${mean.toFixed(1)} ms | ${times[Math.floor(times.length * 0.99)].toFixed(1)} ms |`);
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url && !process.env.DATA_DIR) throw new Error('Set DATA_DIR (PGlite at DATA_DIR/db) or DATABASE_URL.');
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: path.resolve(process.env.DATA_DIR!, 'db') });
  const { db } = database;
  try {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int`.mapWith(Number) }).from(schema.products);
    console.log(`${database.kind}, ${count} products\n`);
    console.log('| step | wall time | longest stall (timer) | monitorEventLoopDelay max |');
    console.log('|---|---|---|---|');
    /** The product ids a search finds on the index of the current version. */
    const search = async (q: string) => {
      const index = await searchIndex(db, await shape(db));
      return index.search(q, { categoryId: null, subCategoryId: null, minRating: null }).docs.map((d) => index.ids[d]);
    };

    // A run cut short may have left its added product behind.
    await db.delete(schema.products).where(eq(schema.products.sku, 'ITW-BENCH-UPD'));
    await watched('first build, then a search', () => search('laptop'));
    const [target] = await db.select().from(schema.products).where(eq(schema.products.isActive, true)).orderBy(schema.products.id).limit(1);
    try {
      await watched('rename one product, then search it', async () => {
        await db.update(schema.products).set({ productName: 'Zyxwvut Bench Monitor' }).where(eq(schema.products.id, target.id));
        if (!(await search('zyxwvut')).includes(target.id)) throw new Error('the renamed product was not found');
      });
      await watched('add one product, then search it', async () => {
        await db.insert(schema.products).values({ ...target, id: undefined, sku: 'ITW-BENCH-UPD', productSlug: 'bench-update-added', productName: 'Qwertyuiop Bench Switch' });
        if ((await search('qwertyuiop')).length !== 1) throw new Error('the added product was not found');
      });
      await watched('deactivate one product, then search it', async () => {
        await db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, target.id));
        if ((await search('zyxwvut')).includes(target.id)) throw new Error('the deactivated product was found');
      });
    } finally {
      await db.delete(schema.products).where(eq(schema.products.sku, 'ITW-BENCH-UPD'));
      await db.update(schema.products).set({ productName: target.productName, isActive: target.isActive }).where(eq(schema.products.id, target.id));
    }
    await longTail(await searchIndex(db, await shape(db)));
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
