// Times the catalogue's listing and search queries on a large synthetic catalogue (PGlite).
//   npm run bench:search -- [--products 100000] [--runs 5]
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
import {
  getProductBySlug,
  listProducts,
  productSearchText,
  relatedProducts,
  type ProductListQuery,
} from '../server/src/modules/catalog/service';
import type { ProductViewer } from '../server/src/modules/catalog/serialize';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a positive whole number`);
  return n;
}

const N = arg('products', 100_000);
const RUNS = arg('runs', 5);
const BATCH = 1000;

/* ---------- a deterministic synthetic catalogue ---------- */

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Family {
  code: string;
  title: string;
  subs: string[];
  noun: string;
  priceRange: [number, number];
  /** brand slug -> product series */
  lines: Record<string, string[]>;
  extras: string[][];
}

const BRAND_NAMES: Record<string, string> = {
  dell: 'Dell', hp: 'HP', lenovo: 'Lenovo', asus: 'Asus', acer: 'Acer', msi: 'MSI', samsung: 'Samsung', lg: 'LG',
  benq: 'BenQ', cisco: 'Cisco', 'tp-link': 'TP-Link', netgear: 'Netgear', ubiquiti: 'Ubiquiti', fortinet: 'Fortinet',
  seagate: 'Seagate', wd: 'WD', crucial: 'Crucial', kingston: 'Kingston', synology: 'Synology', canon: 'Canon',
  epson: 'Epson', brother: 'Brother', intel: 'Intel', amd: 'AMD', logitech: 'Logitech', apc: 'APC',
};

const FAMILIES: Family[] = [
  {
    code: 'LAP', title: 'Laptops', subs: ['Business Laptops', 'Gaming Laptops', 'Ultrabooks', 'Chromebooks'], noun: 'Laptop',
    priceRange: [25000, 250000],
    lines: { dell: ['Latitude', 'Vostro', 'Inspiron', 'XPS'], hp: ['EliteBook', 'ProBook', 'Pavilion', 'Omen'], lenovo: ['ThinkPad', 'IdeaPad', 'Legion', 'Yoga'], asus: ['ZenBook', 'VivoBook', 'ROG Strix'], acer: ['Aspire', 'Swift', 'Predator'], msi: ['Modern', 'Katana'] },
    extras: [['14"', '15.6"', '13.3"', '16"'], ['Core i5', 'Core i7', 'Ryzen 5', 'Ryzen 7', 'Core Ultra 5'], ['8GB', '16GB', '32GB'], ['512GB SSD', '1TB SSD']],
  },
  {
    code: 'DSK', title: 'Desktops', subs: ['All-in-One PCs', 'Workstations', 'Mini PCs'], noun: 'Desktop',
    priceRange: [20000, 300000],
    lines: { dell: ['OptiPlex', 'Precision'], hp: ['ProDesk', 'EliteDesk', 'Z2'], lenovo: ['ThinkCentre', 'IdeaCentre'], asus: ['ExpertCenter'], acer: ['Veriton'] },
    extras: [['Core i3', 'Core i5', 'Core i7', 'Ryzen 5'], ['8GB', '16GB'], ['256GB SSD', '512GB SSD', '1TB HDD']],
  },
  {
    code: 'MON', title: 'Monitors', subs: ['Office Monitors', 'Gaming Monitors'], noun: 'Monitor',
    priceRange: [6000, 90000],
    lines: { dell: ['UltraSharp', 'P-Series', 'E-Series'], hp: ['Z-Series', 'M-Series'], samsung: ['Odyssey', 'ViewFinity'], lg: ['UltraGear', 'UltraFine'], benq: ['GW', 'PD', 'Mobiuz'], asus: ['ProArt', 'TUF Gaming'] },
    extras: [['22"', '24"', '27"', '32"', '34"'], ['FHD', 'QHD', '4K UHD'], ['IPS', 'VA'], ['75Hz', '144Hz', '165Hz']],
  },
  {
    code: 'NET', title: 'Networking', subs: ['Routers', 'Switches', 'Access Points', 'Firewalls'], noun: 'Router',
    priceRange: [1200, 400000],
    lines: { cisco: ['Catalyst', 'Meraki', 'ISR'], 'tp-link': ['Archer', 'Deco', 'Omada', 'JetStream'], netgear: ['Nighthawk', 'ProSAFE', 'Orbi'], ubiquiti: ['UniFi', 'EdgeRouter'], fortinet: ['FortiGate', 'FortiAP'] },
    extras: [['8-Port', '16-Port', '24-Port', '48-Port', 'Dual Band', 'Tri Band'], ['Gigabit', 'PoE+', '10G', 'Wi-Fi 6', 'Wi-Fi 7'], ['Managed', 'Unmanaged', 'Desktop', 'Rackmount']],
  },
  {
    code: 'STO', title: 'Storage', subs: ['SSDs', 'Hard Drives', 'NAS'], noun: 'Drive',
    priceRange: [1500, 250000],
    lines: { samsung: ['870 EVO', '990 PRO'], seagate: ['BarraCuda', 'IronWolf', 'Exos'], wd: ['Blue', 'Red Plus', 'Black SN850X'], crucial: ['MX500', 'P3 Plus'], kingston: ['NV2', 'KC3000'], synology: ['DiskStation', 'RackStation'] },
    extras: [['500GB', '1TB', '2TB', '4TB', '8TB', '16TB'], ['SATA', 'NVMe PCIe 4.0', 'NVMe PCIe 3.0', '2-Bay', '4-Bay']],
  },
  {
    code: 'PRN', title: 'Printers', subs: ['Laser Printers', 'Inkjet Printers', 'Scanners'], noun: 'Printer',
    priceRange: [4000, 150000],
    lines: { hp: ['LaserJet Pro', 'OfficeJet', 'Smart Tank', 'ScanJet'], canon: ['imageCLASS', 'PIXMA', 'CanoScan'], epson: ['EcoTank', 'WorkForce'], brother: ['HL', 'MFC', 'DCP'] },
    extras: [['Mono', 'Colour'], ['Duplex', 'Wireless', 'All-in-One', 'A3', 'A4'], ['20ppm', '30ppm', '40ppm']],
  },
  {
    code: 'CMP', title: 'Components', subs: ['Processors', 'Memory', 'Graphics Cards'], noun: 'Component',
    priceRange: [2000, 200000],
    lines: { intel: ['Core i5', 'Core i7', 'Core i9', 'Xeon'], amd: ['Ryzen 5', 'Ryzen 7', 'Ryzen 9', 'Radeon RX'], kingston: ['Fury Beast', 'ValueRAM'], crucial: ['Pro DDR5', 'Ballistix'], msi: ['GeForce RTX Ventus', 'GeForce RTX Gaming X'], asus: ['Dual GeForce RTX', 'TUF Radeon'] },
    extras: [['Boxed', 'Tray', '8GB', '16GB', '32GB', '12GB GDDR6'], ['DDR4', 'DDR5', 'LGA1700', 'AM5', 'PCIe 4.0']],
  },
  {
    code: 'ACC', title: 'Accessories', subs: ['Keyboards and Mice', 'Headsets', 'UPS'], noun: 'Accessory',
    priceRange: [400, 60000],
    lines: { logitech: ['MX Keys', 'MX Master', 'Zone', 'Signature'], hp: ['Wireless Combo', 'HyperX Cloud'], dell: ['Pro Wireless', 'Premier'], apc: ['Back-UPS', 'Smart-UPS', 'Easy UPS'], lenovo: ['ThinkPad Essential', 'Legion H'] },
    extras: [['Wireless', 'Wired', 'Bluetooth', '600VA', '1kVA', '3kVA'], ['Black', 'Grey', 'White', 'Tower', 'Rack']],
  },
];

interface GenProduct {
  sku: string;
  model: string;
  name: string;
  slug: string;
  family: Family;
  sub: string;
  brand: string;
  base: number;
  discount: number | null;
  stock: number;
  rating: number;
}

/** Product i of the synthetic catalogue: the same every run. */
function generate(i: number): GenProduct {
  const rnd = prng(i * 2654435761);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const family = FAMILIES[i % FAMILIES.length];
  const brand = pick(Object.keys(family.lines));
  const series = pick(family.lines[brand]);
  const number = String(100 + Math.floor(rnd() * 9900));
  const model = `${series.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}-${number}-${Math.floor(rnd() * 36 ** 3).toString(36).toUpperCase().padStart(3, '0')}`;
  const extras = family.extras.map((xs) => pick(xs)).join(' ');
  const name = `${BRAND_NAMES[brand]} ${series} ${number} ${family.noun} ${extras}`;
  const sku = `ITW-${family.code}-${String(i + 1).padStart(6, '0')}`;
  const [lo, hi] = family.priceRange;
  const base = Math.round((lo + rnd() * (hi - lo)) / 10) * 10 - 1;
  const discount = rnd() < 0.6 ? Math.round(base * (0.8 + rnd() * 0.15)) : null;
  return {
    sku,
    model,
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${sku.toLowerCase()}`,
    family,
    sub: pick(family.subs),
    brand,
    base,
    discount,
    stock: rnd() < 0.08 ? 0 : Math.floor(rnd() * 200),
    rating: Math.round(rnd() * 50) / 10,
  };
}

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

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
    .values(Object.entries(BRAND_NAMES).map(([slug, brandName]) => ({ slug, brandName })))
    .returning();
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));
  const catId = new Map<string, number>();
  for (const [order, f] of FAMILIES.entries()) {
    const [top] = await db.insert(schema.categories).values({ slug: slugify(f.title), title: f.title, sortOrder: order }).returning();
    catId.set(f.title, top.id);
    const subs = await db
      .insert(schema.categories)
      .values(f.subs.map((s, j) => ({ parentId: top.id, slug: slugify(s), title: s, sortOrder: j })))
      .returning();
    for (const s of subs) catId.set(`${f.title}/${s.title}`, s.id);
  }

  const started = performance.now();
  const created = Date.parse('2024-01-01T00:00:00Z');
  for (let start = 0; start < N; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, N - start) }, (_, k) => generate(start + k));
    const ids = (await db
      .insert(schema.products)
      .values(
        batch.map((p, k) => ({
          sku: p.sku,
          modelNumber: p.model,
          productName: p.name,
          productSlug: p.slug,
          categoryId: catId.get(p.family.title)!,
          subCategoryId: catId.get(`${p.family.title}/${p.sub}`)!,
          brandId: brandId.get(p.brand)!,
          primaryImage: `/media/products/${p.slug}.svg`,
          basePrice: String(p.base),
          discountPrice: p.discount === null ? null : String(p.discount),
          stockQuantity: p.stock,
          averageRating: String(p.rating),
          shortDescription: `${p.name}: a dependable ${p.family.noun.toLowerCase()} for business.`,
          longDescription: `<p>${p.name}.</p>`,
          warrantyPeriod: '1 Year',
          searchText: productSearchText({ productName: p.name, sku: p.sku, modelNumber: p.model, brandName: BRAND_NAMES[p.brand] }),
          createdAt: new Date(created + (start + k) * 1000),
        })),
      )
      .returning({ id: schema.products.id })) as { id: number }[];
    await insertJson(
      db,
      'product_specifications',
      { product_id: 'int', title: 'text', description: 'text', sort_order: 'int' },
      ids.flatMap(({ id }, k) => [
        { product_id: id, title: 'Model', description: batch[k].model, sort_order: 0 },
        { product_id: id, title: 'Brand', description: BRAND_NAMES[batch[k].brand], sort_order: 1 },
        { product_id: id, title: 'Warranty', description: '1 Year onsite', sort_order: 2 },
      ]),
    );
    await insertJson(
      db,
      'product_images',
      { product_id: 'int', images: 'text', sort_order: 'int' },
      ids.flatMap(({ id }, k) => [1, 2].map((n) => ({ product_id: id, images: `/media/products/${batch[k].slug}-${n}.svg`, sort_order: n }))),
    );
    if ((start / BATCH) % 10 === 9 || start + BATCH >= N) {
      process.stdout.write(`  inserted ${Math.min(start + BATCH, N)} products (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    }
  }
  // Planner statistics: without them PostgreSQL guesses row counts for the trigram conditions.
  await db.execute(sql`analyze`);
}

async function pricedCustomer(db: Db): Promise<number> {
  const [existing] = await db.select({ id: schema.customers.id }).from(schema.customers).limit(1);
  if (existing) return existing.id;
  const [c] = await db
    .insert(schema.customers)
    .values({
      email: 'bench@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'Buyer', primaryContactName: 'Bench Buyer',
      companyName: 'Bench Co', typeOfCompany: 'Private Limited', noOfEmployee: '1-100', gstno: '27AAPFU0939F1ZV',
      panNumber: 'AAPFU0939F', phone: '9876543210', status: 'approved',
    })
    .returning({ id: schema.customers.id });
  // A price list and a cart, so the batched per-customer lookups have rows to find.
  const some = await db.select({ id: schema.products.id }).from(schema.products).orderBy(sql`random()`).limit(500);
  await db.insert(schema.customRates).values(some.map((p) => ({ customerId: c.id, productId: p.id, customRate: '999.00' })));
  await db.insert(schema.carts).values(some.slice(0, 10).map((p) => ({ customerId: c.id, productId: p.id, quantity: 1 })));
  return c.id;
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
    }

    // A second drizzle instance on the same PGlite client, logging SQL so EXPLAIN can replay it.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    let captured: { query: string; params: unknown[] }[] | null = null;
    const db = drizzle(client, {
      schema,
      logger: { logQuery: (query, params) => captured?.push({ query, params }) },
    }) as unknown as Db;

    const customerId = await pricedCustomer(db);
    const visitor: ProductViewer = { pricedCustomerId: null };
    const approved: ProductViewer = { pricedCustomerId: customerId };
    const mid = generate(Math.floor(N / 2));
    const deepPage = Math.max(1, Math.floor(N / 9 / 2));

    const cases: [string, ProductListQuery, ProductViewer][] = [
      ['listing, page 1 (visitor)', {}, visitor],
      ['listing, page 1 (approved, price bounds)', {}, approved],
      [`listing, deep page ${deepPage}`, { page: deepPage }, approved],
      ['listing, 50 a page', { itemsPerPage: 50 }, approved],
      ['category', { category: 'laptops' }, approved],
      ['category + sub-category', { category: 'networking', subcategory: 'switches' }, approved],
      ['category + brand', { category: 'laptops', brands: 'lenovo' }, approved],
      ['three brands', { brands: 'dell,hp,Lenovo' }, approved],
      ['price filter 10000-50000', { min_price: 10000, max_price: 50000 }, approved],
      ['category + price + sort price_asc', { category: 'monitors', min_price: 20000, sort: 'price_asc' }, approved],
      ['sort newest', { sort: 'newest' }, approved],
      ['sort rating', { sort: 'rating' }, visitor],
      ['search "laptop" (common)', { search: 'laptop' }, visitor],
      ['search "thinkpad"', { search: 'thinkpad' }, approved],
      ['search "lat 5440" (two terms)', { search: 'lat 5440' }, approved],
      ['search "lenovo legion 16gb" (three)', { search: 'lenovo legion 16gb' }, approved],
      [`search SKU "${mid.sku.toLowerCase()}"`, { search: mid.sku.toLowerCase() }, approved],
      [`search model "${mid.model}"`, { search: mid.model }, approved],
      ['search "itw-lap" (SKU prefix)', { search: 'itw-lap' }, approved],
      ['search brand "tp-link"', { search: 'tp-link' }, approved],
      ['search "hp" (2 chars: no trigram)', { search: 'hp' }, approved],
      ['search + category + brand', { search: 'wireless', category: 'accessories', brands: 'logitech' }, approved],
      ['search, deep page 20', { search: 'laptop', page: 20 }, approved],
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
      ['product detail by slug', () => getProductBySlug(db, mid.slug, approved)],
      ['related products', () => relatedProducts(db, mid.slug, approved)],
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

    // EXPLAIN the two products-table statements of a two-term search.
    captured = [];
    await listProducts(db, { search: 'lat 5440' }, approved);
    const statements = captured.filter((c) => /from "products"/.test(c.query) && /ilike/i.test(c.query));
    captured = null;
    for (const s of statements) {
      console.log(`\nEXPLAIN ANALYZE ${s.query.replace(/\s+/g, ' ').slice(0, 160)}...\n  params: ${JSON.stringify(s.params)}`);
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${s.query}`, s.params as unknown[]);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
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
