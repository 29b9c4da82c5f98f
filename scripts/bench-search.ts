// Times the catalogue's listing and search queries on a large synthetic catalogue (PGlite).
//   npm run bench:search -- [--products 100000] [--runs 5] [--no-vacuum]
// Builds the database in a temp dir (removed afterwards), or in $DATA_DIR/db when DATA_DIR is
// set (kept, and reused on the next run when it already holds the requested number of products).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import { addCompanyAdmin } from '../server/src/db/companyUsers';
import { BRANDS } from '../server/src/lib/brands';
import { CATALOG } from '../server/src/db/seed/catalog';
import { generateProduct } from '../server/src/db/seed/products';
import type { ProductListQuery } from '@contracts/catalog';
import { listProducts } from '../server/src/modules/catalog/service';
import { getProductBySlug, relatedProducts } from '../server/src/modules/catalog/product';
import type { ProductViewer } from '../server/src/modules/catalog/serialize';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a positive whole number`);
  return n;
}

const N = arg('products', 100_000);
/** Skip VACUUM ANALYZE after loading, to see what a store that never vacuums gets. */
const NO_VACUUM = process.argv.includes('--no-vacuum');
const RUNS = arg('runs', 5);
const BATCH = 1000;

/* ---------- the seed's deterministic catalogue, grown to N products ---------- */

/** One statement per batch: the rows travel as one JSON parameter (far fewer bind parameters). */
async function insertJson(db: Db, table: string, columns: Record<string, string>, rows: Record<string, unknown>[]) {
  const names = Object.keys(columns).map((c) => `"${c}"`).join(', ');
  const recordset = Object.entries(columns).map(([c, t]) => `"${c}" ${t}`).join(', ');
  await db.execute(
    sql.join([
      sql.raw(`insert into "${table}" (${names}) select ${names} from jsonb_to_recordset(`),
      sql`${JSON.stringify(rows)}`,
      sql.raw(`::jsonb) as x(${recordset})`),
    ]),
  );
}

async function fill(db: Db) {
  const brandRows = await db
    .insert(schema.brands)
    .values(BRANDS.map((b) => ({ slug: b.slug, brandName: b.name })))
    .returning();
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));
  const catId = new Map<string, number>();
  for (const [order, c] of CATALOG.entries()) {
    const [top] = await db.insert(schema.categories).values({ slug: c.slug, title: c.title, sortOrder: order }).returning();
    catId.set(c.slug, top.id);
    const subs = await db
      .insert(schema.categories)
      .values(c.subs.map((s, j) => ({ parentId: top.id, slug: s.slug, title: s.title, sortOrder: j })))
      .returning();
    for (const s of subs) catId.set(s.slug, s.id);
  }

  const started = performance.now();
  for (let start = 1; start <= N; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, N - start + 1) }, (_, k) => generateProduct(start + k));
    const ids = await db
      .insert(schema.products)
      .values(
        batch.map((p) => ({
          sku: p.sku,
          modelNumber: p.modelNumber,
          productName: p.productName,
          productSlug: p.productSlug,
          categoryId: catId.get(p.categorySlug)!,
          subCategoryId: catId.get(p.subCategorySlug)!,
          brandId: brandId.get(p.brandSlug)!,
          primaryImage: p.primaryImage,
          basePrice: p.basePrice,
          discountPrice: p.discountPrice,
          gstRate: p.gstRate,
          stockQuantity: p.stockQuantity,
          averageRating: p.averageRating,
          height: p.height,
          length: p.length,
          width: p.width,
          weight: p.weight,
          shortDescription: p.shortDescription,
          longDescription: p.longDescription,
          warrantyPeriod: p.warrantyPeriod,
          warrantyTerms: p.warrantyTerms,
          searchText: p.searchText,
          createdAt: new Date(p.createdAt),
        })),
      )
      .returning({ id: schema.products.id });
    await insertJson(
      db,
      'product_specifications',
      { product_id: 'int', title: 'text', description: 'text', sort_order: 'int' },
      ids.flatMap(({ id }, k) => batch[k].specs.map(([title, description], n) => ({ product_id: id, title, description, sort_order: n }))),
    );
    await insertJson(
      db,
      'product_images',
      { product_id: 'int', images: 'text', sort_order: 'int' },
      ids.flatMap(({ id }, k) => batch[k].images.map((images, n) => ({ product_id: id, images, sort_order: n }))),
    );
    const done = Math.min(start + BATCH - 1, N);
    if (done % 10_000 === 0 || done === N) {
      process.stdout.write(`  inserted ${done} products (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    }
  }
  // PGlite runs no autovacuum: statistics for the planner, and the visibility map that lets the
  // facet aggregate and the ordered walks run as index-only scans.
  if (!NO_VACUUM) await db.execute(sql`vacuum analyze`);
}

async function pricedCustomer(db: Db): Promise<{ customerId: number; userId: number | null }> {
  const [existing] = await db.select({ id: schema.customers.id }).from(schema.customers).limit(1);
  if (existing) {
    const [user] = await db.select({ id: schema.customerUsers.id }).from(schema.customerUsers).where(sql`${schema.customerUsers.customerId} = ${existing.id}`).limit(1);
    return { customerId: existing.id, userId: user?.id ?? null };
  }
  const [c] = await db
    .insert(schema.customers)
    .values({
      email: 'bench@example.com', firstName: 'Bench', lastName: 'Buyer', primaryContactName: 'Bench Buyer',
      companyName: 'Bench Co', typeOfCompany: 'Private Limited', noOfEmployee: '1-100', gstno: '27AAPFU0939F1ZV',
      panNumber: 'AAPFU0939F', phone: '9876543210', status: 'approved',
    })
    .returning({ id: schema.customers.id });
  // A price list and a cart, so the batched per-customer lookups have rows to find.
  const some = await db.select({ id: schema.products.id }).from(schema.products).orderBy(sql`random()`).limit(500);
  await db.insert(schema.customRates).values(some.map((p) => ({ customerId: c.id, productId: p.id, customRate: '999.00' })));
  const userId = await addCompanyAdmin(db, { customerId: c.id, email: `bench-${c.id}@example.com`, passwordHash: 'x', name: 'Bench Admin' });
  await db.insert(schema.carts).values(some.slice(0, 10).map((p) => ({ customerId: c.id, userId, productId: p.id, quantity: 1 })));
  return { customerId: c.id, userId };
}

/* ---------- timing ---------- */

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const keep = Boolean(process.env.DATA_DIR);
  const dir = keep ? path.resolve(process.env.DATA_DIR!, 'db') : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  console.log(`Catalogue search benchmark: ${N} products, median of ${RUNS} runs, PGlite at ${dir}`);
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int`.mapWith(Number) }).from(schema.products);
    if (count === 0) {
      await fill(database.db);
    } else if (count !== N) {
      throw new Error(`${dir} already holds ${count} products; use another DATA_DIR or --products ${count}`);
    } else {
      console.log(`  reusing ${count} products`);
      if (!NO_VACUUM) await database.db.execute(sql`vacuum analyze`);
    }

    // A second drizzle instance on the same PGlite client, logging SQL so EXPLAIN can replay it.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    let captured: { query: string; params: unknown[] }[] | null = null;
    const db = drizzle(client, {
      schema,
      logger: { logQuery: (query, params) => captured?.push({ query, params }) },
    }) as unknown as Db;

    const { customerId, userId } = await pricedCustomer(db);
    const visitor: ProductViewer = { pricedCustomerId: null };
    const approved: ProductViewer = { pricedCustomerId: customerId, userId };
    const mid = generateProduct(Math.max(1, Math.floor(N / 2)));
    const deepPage = Math.max(1, Math.floor(N / 9 / 2));

    const cases: [string, ProductListQuery, ProductViewer][] = [
      ['listing, page 1 (visitor)', {}, visitor],
      ['listing, page 1 (approved: price bounds)', {}, approved],
      [`listing, deep page ${deepPage}`, { page: deepPage }, approved],
      ['listing, 50 a page', { itemsPerPage: 50 }, approved],
      ['category', { category: 'laptops' }, approved],
      ['category + sub-category', { category: 'networking', subcategory: 'switches' }, approved],
      ['category + brand', { category: 'laptops', brands: 'lenovo' }, approved],
      ['three brands', { brands: 'dell,hp,Lenovo' }, approved],
      ['price filter 10000-50000', { min_price: 10000, max_price: 50000 }, approved],
      ['category + price, sort price_asc', { category: 'monitors', min_price: 20000, sort: 'price_asc' }, approved],
      ['sort price_desc', { sort: 'price_desc' }, approved],
      ['sort newest', { sort: 'newest' }, approved],
      ['sort rating', { sort: 'rating' }, visitor],
      ['search "laptop" (15% match)', { search: 'laptop' }, visitor],
      ['search "thinkpad"', { search: 'thinkpad' }, approved],
      ['search "lat 5440" (two terms)', { search: 'lat 5440' }, approved],
      ['search "lenovo thinkpad 16gb"', { search: 'lenovo thinkpad 16gb' }, approved],
      [`search SKU "${mid.sku.toLowerCase()}"`, { search: mid.sku.toLowerCase() }, approved],
      [`search model "${mid.modelNumber}"`, { search: mid.modelNumber }, approved],
      ['search "itw-lap" (SKU prefix)', { search: 'itw-lap' }, approved],
      ['search brand "tp-link"', { search: 'tp-link' }, approved],
      ['search "hp" (2 chars: no trigram)', { search: 'hp' }, approved],
      ['search + category + brand', { search: 'wireless', category: 'accessories', brands: 'logitech' }, approved],
      ['search + price, sort price_asc', { search: '16gb', min_price: 30000, sort: 'price_asc' }, approved],
      ['search, deep page 100', { search: 'laptop', page: 100 }, approved],
      ['search, no match', { search: 'zzqqxx' }, approved],
    ];

    const results: { label: string; ms: number; total: number }[] = [];
    for (const [label, query, viewer] of cases) {
      let total = 0;
      await listProducts(db, query, viewer); // warm-up: plan cache, WASM JIT
      const times: number[] = [];
      for (let r = 0; r < RUNS; r += 1) {
        const t0 = performance.now();
        const res = await listProducts(db, query, viewer);
        times.push(performance.now() - t0);
        total = res.data.total;
      }
      results.push({ label, ms: median(times), total });
    }
    for (const [label, fn] of [
      ['product detail by slug', () => getProductBySlug(db, mid.productSlug, approved)],
      ['related products', () => relatedProducts(db, mid.productSlug, approved)],
    ] as const) {
      await fn();
      const times: number[] = [];
      for (let r = 0; r < RUNS; r += 1) {
        const t0 = performance.now();
        await fn();
        times.push(performance.now() - t0);
      }
      results.push({ label, ms: median(times), total: 1 });
    }

    const width = Math.max(...results.map((r) => r.label.length));
    console.log(`\n${'query'.padEnd(width)}  ${'median ms'.padStart(9)}  ${'matches'.padStart(8)}`);
    console.log(`${'-'.repeat(width)}  ${'-'.repeat(9)}  ${'-'.repeat(8)}`);
    for (const r of results) console.log(`${r.label.padEnd(width)}  ${r.ms.toFixed(1).padStart(9)}  ${String(r.total).padStart(8)}`);
    const worst = results.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(`\nslowest: ${worst.label} (${worst.ms.toFixed(1)} ms)`);

    // EXPLAIN the listing's own statements (not the serializer's lookups by id): a two-term
    // search and a brand-filtered browse (index-only scans).
    for (const [label, query] of [
      ['search "lat 5440"', { search: 'lat 5440' }],
      ['category laptops + brand lenovo', { category: 'laptops', brands: 'lenovo' }],
    ] as const) {
      captured = [];
      await listProducts(db, query, approved);
      const statements = captured.filter((c) => /group by|materialized|order by/.test(c.query) && !/"product_(images|specifications)"|"brands"/.test(c.query));
      captured = null;
      for (const st of statements) {
        console.log(`\nEXPLAIN ANALYZE (${label}) ${st.query.replace(/\s+/g, ' ').trim().slice(0, 150)}...\n  params: ${JSON.stringify(st.params)}`);
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, buffers off) ${st.query}`, st.params as unknown[]);
        for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
      }
    }
  } finally {
    await database.close();
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
