// The job queue's figures, printed (nothing asserts them):
//   npm run bench:jobs -- [--jobs N] [--orders N] [--baseline DIR]
// 1. Jobs per second through the queue, on a fresh embedded database (in memory) and, when
//    DATABASE_URL is set, on that PostgreSQL database (EMPTIED first): N jobs sent in one
//    transaction, then run by one process's queue with a handler that does nothing, so the figure
//    is the queue's own cost (taking, completing) rather than a mail relay's.
// 2. What queuing adds to placing an order: the compiled server of this tree, and of --baseline DIR
//    (another checkout, built with `npm run build:server`, e.g. the commit before the queue) when
//    given, each on a fresh embedded database seeded with the demo store; the demo customer places
//    N cash-on-delivery orders one after another through HTTP; p50 and p99 of order-store.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/src/db/client';
import { silentLog } from '../server/src/lib/log';
import { JobQueue } from '../server/src/modules/jobs/jobQueue';
import { buildServerIfNeeded, serverOutDir } from './build-server';
import { emptyPostgres, freePort, waitFor } from './lib/serverProcess';

const root = path.resolve(__dirname, '..');
const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };

function option(name: string): string | undefined {
  const i = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const arg = process.argv[i];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[i + 1];
}
const jobCount = Number(option('jobs') ?? 2000);
const orderCount = Number(option('orders') ?? 200);
const baseline = option('baseline');

const completed = async (database: Database) =>
  Number(((await database.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'completed'`)) as unknown as { rows: { n: number }[] }).rows[0].n);

async function queueFigures(kind: string, database: Database) {
  const queue = new JobQueue(database.db, silentLog);
  queue.handle('mail', async () => undefined);
  let started = performance.now();
  await database.db.transaction(async (tx) => {
    for (let n = 0; n < jobCount; n += 1) {
      await queue.send(tx, 'mail', { what: 'bench mail', fields: { n }, message: { to: `b${n}@example.com`, subject: `Bench ${n}`, text: '.', messageId: `<${n}@bench>` } });
    }
  });
  const sendSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await queue.start({ pollMs: 20, soleProcess: false });
  while ((await completed(database)) < jobCount) await new Promise((r) => setTimeout(r, 50));
  const runSeconds = (performance.now() - started) / 1000;
  await queue.stop(1000);
  console.log(
    `${kind.padEnd(22)} sent ${jobCount} jobs in one transaction: ${(jobCount / sendSeconds).toFixed(0)} jobs/s; ` +
      `ran them (one process, no-op handler): ${(jobCount / runSeconds).toFixed(0)} jobs/s`,
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** p50/p99 (ms) of order-store on the compiled server in `tree` (its dist-server), on a fresh embedded database. */
async function orderFigures(label: string, tree: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-jobs-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const server = spawn(process.execPath, [path.join(tree, 'dist-server', 'main.js')], { cwd: tree, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`${base}/api/session-timeout`, 300_000, server);
    execFileSync(process.execPath, [path.join(tree, 'dist-server', 'cli.js'), 'credit', DEMO.email, '100000000'], { cwd: tree, env, stdio: 'ignore' });
    const json = async (route: string, token?: string, body?: object) => {
      const res = await fetch(`${base}/api/${route}`, {
        method: body ? 'POST' : 'GET',
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const { token } = (await json('customer-login', undefined, DEMO)) as { token: string };
    const list = (await json('product-list?page=1&itemsPerPage=30', token)) as { data: { data: { id: number; stock_quantity: number }[] } };
    const products = list.data.data.filter((p) => p.stock_quantity >= 50);
    const checkout = (await json('checkout', token)) as { data: { default_billing_address: { id: number }; default_shipping_address: { id: number } } };
    const times: number[] = [];
    for (let n = 0; n < orderCount; n += 1) {
      await json('add-to-cart', token, { product_id: products[n % products.length].id, quantity: 1 });
      const started = performance.now();
      await json('order-store', token, {
        billing_address_id: checkout.data.default_billing_address.id,
        shipping_address_id: checkout.data.default_shipping_address.id,
        payment_method: 'cash_on_delivery',
        idempotency_key: `bench-${label.replace(/[^A-Za-z0-9]+/g, "-")}-${n}-${Date.now()}`,
      });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(22)} order-store x ${orderCount}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Load: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const pglite = await openDatabase({});
  await pglite.migrate();
  await queueFigures('embedded (PGlite)', pglite);
  await pglite.close();
  if (process.env.DATABASE_URL) {
    await emptyPostgres(process.env.DATABASE_URL);
    const postgres = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    await postgres.migrate();
    await queueFigures('PostgreSQL', postgres);
    await postgres.close();
  }
  buildServerIfNeeded();
  if (!fs.existsSync(path.join(serverOutDir, 'main.js'))) throw new Error('npm run build:server first');
  if (baseline) await orderFigures('baseline', path.resolve(baseline));
  await orderFigures('this tree', root);
  if (baseline) await orderFigures('baseline (again)', path.resolve(baseline));
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
