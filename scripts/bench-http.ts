// The store's HTTP endpoints under load, as a buyer's browser calls them.
//   npm run bench:http -- --products N [--db pglite|postgres] [--duration S] [--connections C] [--port P] [--only name,...]
//                         [--orders-per-second R] [--workers W] [--tsx] [--store DIR] [--identity] [--settle S]
// Seeds a throw-away store of N products (PGlite in a temp DATA_DIR, removed afterwards; PostgreSQL
// from DATABASE_URL, which is EMPTIED first), starts the real compiled server (NODE_ENV=production,
// LOG_LEVEL=warn), signs in as the approved demo customer for the priced rows, drives each endpoint
// with autocannon (sending a browser's Accept-Encoding, so answers are compressed as a buyer gets
// them; --identity asks for them uncompressed) and prints req/s, p50, p99, errors (non-2xx included) and the server's RSS. The
// last rows drive the listing while the demo customer places R cash-on-delivery orders a second
// (default 10): every order changes stock, so the catalogue's caches are renewed that often.
// The long-tail rows send a different query with every request (random catalogue words, one or
// two of them, or a random listing page), so no cache answers them: what the search engine and the
// listing query cost on their own.
// --workers W (PostgreSQL) starts the server with W worker processes; RSS is then their sum.
// It prints figures only; nothing asserts them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServerIfNeeded, serverOutDir } from './build-server';
import { emptyPostgres, freePort, rssMb, waitFor } from './lib/serverProcess';

const root = path.resolve(__dirname, '..');
const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function option(name: string): string | undefined {
  const i = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const arg = process.argv[i];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[i + 1];
}

function intOption(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} needs a positive whole number (got ${raw}).`);
  return n;
}

const products = intOption('products', 1000);
const duration = intOption('duration', 10);
const connections = intOption('connections', 20);
const dbKind = option('db') ?? 'pglite';
if (dbKind !== 'pglite' && dbKind !== 'postgres') fail(`--db is pglite or postgres (got ${dbKind}).`);
const databaseUrl = dbKind === 'postgres' ? process.env.DATABASE_URL : undefined;
if (dbKind === 'postgres' && !databaseUrl) fail('--db postgres needs DATABASE_URL (a database this benchmark may empty).');
const only = option('only')?.split(',').map((s) => s.trim());
const ordersPerSecond = intOption('orders-per-second', 10);
const workers = intOption('workers', 1);
if (workers > 1 && dbKind !== 'postgres') fail('--workers needs --db postgres (the embedded database allows one process).');
/** Runs server/src/*.ts through tsx instead of the compiled dist-server/ (how the store ran before it had a build). */
const viaTsx = process.argv.includes('--tsx');
const entry = (name: string): string[] =>
  viaTsx ? ['--import', 'tsx', path.join(root, 'server', 'src', `${name}.ts`)] : [path.join(serverOutDir, `${name}.js`)];

interface Target {
  name: string;
  path: string;
  /** A new path for every request (the long tail); `path` is then only the first. */
  next?: () => string;
  signedIn?: boolean;
  /** Run while the demo customer places orders. */
  selling?: boolean;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  rss: number | null;
}

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const identity = process.argv.includes('--identity');

async function drive(base: string, target: Target, token: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: base + target.path,
    connections,
    duration: seconds,
    // What a browser sends: the answers are compressed as a buyer receives them (--identity: not).
    headers: { ...(identity ? {} : { 'accept-encoding': BROWSER_ENCODINGS }), ...(target.signedIn ? { authorization: `Bearer ${token}` } : {}) },
    ...(target.next ? { requests: [{ setupRequest: (req) => ({ ...req, path: target.next!() }) }] } : {}),
  });
}

/** A deterministic pseudo-random source (mulberry32), so two runs send the same long tail. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Words buyers could type, taken from the names of a sample of the catalogue (up to 1,000
 * products from pages spread over it), lower-cased, of 2+ letters.
 */
async function catalogueWords(base: string): Promise<string[]> {
  const first = (await (await fetch(`${base}/api/product-list?itemsPerPage=50`)).json()) as { data: { last_page: number } };
  const words = new Set<string>();
  const pages = Math.min(20, first.data.last_page);
  for (let k = 0; k < pages; k += 1) {
    const page = 1 + Math.floor((k * first.data.last_page) / pages);
    const list = (await (await fetch(`${base}/api/product-list?itemsPerPage=50&page=${page}`)).json()) as { data: { data: { product_name: string }[] } };
    for (const p of list.data.data) for (const w of p.product_name.toLowerCase().split(/[^a-z0-9]+/)) if (w.length >= 2) words.add(w);
  }
  return [...words];
}

/**
 * The demo customer buying one unit at a time, `perSecond` orders a second (one after another),
 * rotating over some cheap products in stock, until stopped: what a store's listings see while it sells.
 */
function startSelling(base: string, auth: Record<string, string>, productIds: number[], addresses: { billing: number; shipping: number }, perSecond: number) {
  const json = { ...auth, 'content-type': 'application/json' };
  let stopped = false;
  let placed = 0;
  let failed = 0;
  const loop = (async () => {
    for (let i = 0; !stopped; i += 1) {
      const started = Date.now();
      const productId = productIds[i % productIds.length];
      const add = await fetch(`${base}/api/add-to-cart`, { method: 'POST', headers: json, body: JSON.stringify({ product_id: productId, quantity: 1 }) });
      const order = add.ok
        ? await fetch(`${base}/api/order-store`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              billing_address_id: addresses.billing,
              shipping_address_id: addresses.shipping,
              payment_method: 'cash_on_delivery',
              idempotency_key: `bench-${process.pid}-${i}-${started}`,
            }),
          })
        : add;
      if (order.ok) placed += 1;
      else failed += 1;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 / perSecond - (Date.now() - started))));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { placed, failed };
  };
}

async function main() {
  if (!viaTsx) buildServerIfNeeded();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  let dataDir: string | null = null;
  // --store DIR: an embedded store seeded before (`DATA_DIR=DIR npm run seed -- --products N`), used
  // as it is and kept: a 100,000-product seed takes minutes, and paired runs should read one store.
  const kept = option('store');
  // --seeded (with --db postgres): DATABASE_URL as it is, seeded before (an earlier run or
  // `npm run seed -- --products N`): neither emptied nor seeded again, for paired runs on one store.
  const seeded = process.argv.includes('--seeded');
  if (seeded && dbKind !== 'postgres') fail('--seeded needs --db postgres (an embedded store is reused with --store DIR).');
  if (seeded) {
    env.DATABASE_URL = databaseUrl;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  } else if (kept) {
    if (dbKind !== 'pglite') fail('--store needs --db pglite.');
    env.DATA_DIR = path.resolve(kept);
    delete env.DATABASE_URL;
  } else if (databaseUrl) {
    console.log(`Emptying ${databaseUrl.replace(/\/\/[^@]*@/, '//')} ...`);
    await emptyPostgres(databaseUrl);
    env.DATABASE_URL = databaseUrl;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
    delete env.DATABASE_URL;
  }
  if (seeded) {
    env.DATA_DIR = dataDir ?? undefined;
    process.on('exit', () => {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });
  } else if (!kept) {
    env.DATA_DIR = dataDir ?? undefined;
    process.on('exit', () => {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });
    console.log(`Seeding ${products} products (${dbKind}) ...`);
    const seeding = spawnSync(process.execPath, [...entry('seed-cli'), '--products', String(products)], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (seeding.status !== 0) fail('The seed failed.');
  }

  const port = await freePort(option('port') ? intOption('port', 0) : undefined);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...entry('main'), ...(workers > 1 ? ['--workers', String(workers)] : [])], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));

  try {
    await waitFor(`${base}/api/session-timeout`, 300_000, server);
    const login = await fetch(`${base}/api/customer-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { token } = (await login.json()) as { token?: string };
    if (!token) fail(`Could not sign in as ${DEMO.email} (HTTP ${login.status}).`);
    const auth = { authorization: `Bearer ${token}` };
    const first = (await (await fetch(`${base}/api/product-list?itemsPerPage=1`)).json()) as {
      data: { data: { id: number }[] };
    };
    const cats = (await (await fetch(`${base}/api/category-list`)).json()) as { data: { category: { slug: string }[] } };
    const productId = first.data.data[0].id;
    // The cheapest products in stock are what the selling rows buy; the cart-list row prices one of them.
    const cheapest = (await (
      await fetch(`${base}/api/product-list?sort=price_asc&itemsPerPage=20`, { headers: auth })
    ).json()) as { data: { data: { id: number; stock_quantity: number }[] } };
    const forSale = cheapest.data.data.filter((p) => p.stock_quantity > 0).map((p) => p.id);
    const bookId = async (book: 'billing' | 'shipping') => {
      const list = (await (await fetch(`${base}/api/${book}-address-list`, { headers: auth })).json()) as Record<string, { data: { id: number; is_default: string }[] }>;
      const rows = list[`${book}_addresses`].data;
      return (rows.find((a) => a.is_default === 'y') ?? rows[0]).id;
    };
    const addresses = { billing: await bookId('billing'), shipping: await bookId('shipping') };
    // Something in the cart, so cart-list prices real lines.
    await fetch(`${base}/api/add-to-cart`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: productId, quantity: 2 }),
    });

    // The first search builds the search index (seconds at 100,000 products): wait for it here,
    // not inside a measured row.
    await fetch(`${base}/api/product-list?search=laptop`);
    const words = await catalogueWords(base);
    // --settle S: wait S seconds before the first row, e.g. while the product store fills after start.
    const settle = option('settle') ? intOption('settle', 0) : 0;
    if (settle > 0) {
      console.log(`Waiting ${settle} s before measuring ...`);
      await new Promise((resolve) => setTimeout(resolve, settle * 1000));
    }
    const lastPage = ((await (await fetch(`${base}/api/product-list`)).json()) as { data: { last_page: number } }).data.last_page;
    const rand = random(42);
    const pick = () => words[Math.floor(rand() * words.length)];
    const search = (n: number) => () =>
      `/api/product-list?search=${encodeURIComponent(Array.from({ length: n }, pick).join(' '))}&page=${1 + Math.floor(rand() * 3)}`;
    const randomPage = () => `/api/product-list?page=${1 + Math.floor(rand() * lastPage)}`;
    const longTail = (name: string, next: () => string, signedIn = false): Target => ({ name, path: next(), next, signedIn });

    const targets: Target[] = [
      { name: 'product-list?page=1 (visitor)', path: '/api/product-list?page=1' },
      { name: 'product-list?page=1 (approved)', path: '/api/product-list?page=1', signedIn: true },
      { name: 'category filter', path: `/api/product-list?page=1&category=${cats.data.category[0].slug}` },
      { name: 'search "thinkpad"', path: '/api/product-list?search=thinkpad' },
      { name: 'search "hp"', path: '/api/product-list?search=hp' },
      { name: 'page 5000', path: '/api/product-list?page=5000' },
      { name: 'product detail', path: `/api/productdetail/${productId}` },
      { name: 'cart-list (approved)', path: '/api/cart-list', signedIn: true },
      { name: `product-list?page=1 (visitor), ${ordersPerSecond} orders/s`, path: '/api/product-list?page=1', selling: true },
      { name: `product-list?page=1 (approved), ${ordersPerSecond} orders/s`, path: '/api/product-list?page=1', signedIn: true, selling: true },
      { name: `search "hp", ${ordersPerSecond} orders/s`, path: '/api/product-list?search=hp', selling: true },
      longTail('long tail: one-word searches', search(1)),
      longTail('long tail: two-word searches', search(2)),
      longTail('long tail: two-word searches (approved)', search(2), true),
      longTail('long tail: random listing pages', randomPage),
    ].filter((t) => !only || only.some((o) => t.name.includes(o)));

    const rows: Row[] = [];
    for (const target of targets) {
      // A short warm-up: the JIT, the pools and any cache start the measured run warm.
      await drive(base, target, token, 1);
      const stopSelling = target.selling ? startSelling(base, auth, forSale, addresses, ordersPerSecond) : null;
      const r = await drive(base, target, token, duration);
      const sales = stopSelling ? await stopSelling() : null;
      const row: Row = {
        name: target.name,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        requests: r.requests.total,
        rss: rssMb(server.pid!),
      };
      rows.push(row);
      const sold = sales ? `; ${sales.placed} orders placed, ${sales.failed} refused` : '';
      console.log(`  ${row.name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}${sold}`);
    }

    const processes = workers > 1 ? `, ${workers} server workers` : '';
    console.log(`\n${dbKind}, ${products} products${processes}, ${connections} connections, ${duration} s each (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})\n`);
    console.log('| endpoint | req/s | p50 | p99 | errors/non-2xx | RSS after |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(`| ${r.name} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} of ${r.requests} | ${r.rss ?? '?'} MB |`);
    }
  } finally {
    stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
