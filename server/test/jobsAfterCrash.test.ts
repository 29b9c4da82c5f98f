// A server killed (SIGKILL, as a power cut) right after it acknowledged an order, and again right
// after it issued the order's invoice: after each restart the order's confirmation mail and the
// invoice's e-invoice registration still happen, once. On the embedded database the restart opens
// the same DATA_DIR (the killed process's claim and PGlite's files are taken over); on PostgreSQL
// the restarted process finds the jobs the killed one queued.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { mailDir, mailText } from '../src/lib/mail';
import { buildTestApp } from './helper';
import { killServer, startServer, stopServer, type Server } from './serverProcesses';

jest.setTimeout(300_000);

const databaseUrl = process.env.DATABASE_URL ?? '';
const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
/** The queue looks once when the server starts, then not for an hour: jobs queued later wait for the next start. */
const LOOK_ONCE = { JOB_POLL_MS: '3600000', DATABASE_URL: databaseUrl };

async function call<T>(base: string, route: string, init: { token?: string; body?: object; method?: string } = {}): Promise<T> {
  const res = await fetch(`${base}/api/${route}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${route}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The operator tool, as an operator runs it (through the running server, or on PostgreSQL directly). */
function operator(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, [require.resolve('tsx/cli'), 'server/src/cli/index.ts', ...args], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}

async function placeCashOrder(base: string): Promise<string> {
  const { token } = await call<{ token: string }>(base, 'customer-login', { body: DEMO });
  const list = await call<{ data: { data: { id: number; stock_quantity: number }[] } }>(base, 'product-list?category=networking&page=1&itemsPerPage=30', { token });
  const product = list.data.data.find((p) => p.stock_quantity >= 2)!;
  await call(base, 'add-to-cart', { token, body: { product_id: product.id, quantity: 1 } });
  const checkout = await call<{ data: { default_billing_address: { id: number }; default_shipping_address: { id: number } } }>(base, 'checkout', { token });
  const placed = await call<{ data: { order_number: string } }>(base, 'order-store', {
    token,
    body: {
      billing_address_id: checkout.data.default_billing_address.id,
      shipping_address_id: checkout.data.default_shipping_address.id,
      payment_method: 'cash_on_delivery',
      idempotency_key: `crash-${Date.now()}`,
    },
  });
  return placed.data.order_number;
}

function mailsAbout(dataDir: string, subject: string): string[] {
  const dir = mailDir({ dataDir });
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => mailText(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.includes(`Subject: ${subject}`));
}

async function until<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe(`jobs survive a killed server (${databaseUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  let dataDir: string;
  let server: Server | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-crash-'));
    // On PostgreSQL: an empty database, which the first start seeds as the embedded one is.
    if (databaseUrl) await (await buildTestApp()).close();
  });

  afterAll(async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails the order and registers its invoice once each, though the server died after each answer', async () => {
    server = await startServer(LOOK_ONCE, undefined, { dataDir });
    expect(operator(dataDir, 'credit', DEMO.email, '5000000')).toContain(DEMO.email);
    const order = await placeCashOrder(server.base);
    await killServer(server);
    // Acknowledged, but its mail was only queued when the power went.
    expect(mailsAbout(dataDir, `Order ${order} placed`)).toHaveLength(0);

    // The restart sends it (its one look at the queue), then the store approves the order: the
    // invoice is issued and its registration queued in the same transaction; the power goes again.
    server = await startServer(LOOK_ONCE, undefined, { dataDir });
    await until('the order mail after the restart', () => mailsAbout(dataDir, `Order ${order} placed`).length, (n) => n === 1);
    expect(operator(dataDir, 'order-status', order, 'approved')).toContain('pending -> approved');
    await killServer(server);
    if (databaseUrl) {
      // While no server runs, the registration is a job waiting in the database, not a lost promise.
      const database = await openDatabase({ databaseUrl });
      const waiting = (await database.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'einvoice-register' AND state = 'created'`)) as unknown as { rows: { n: number }[] };
      await database.close();
      expect(waiting.rows[0].n).toBe(1);
    }

    server = await startServer({ ...LOOK_ONCE, JOB_POLL_MS: '250' }, undefined, { dataDir });
    const { token } = await call<{ token: string }>(server.base, 'admin/signin', { body: ADMIN });
    type EInvoices = { einvoices: { document_type: string; state: string; irn: string | null; attempts: number }[] };
    const { einvoices } = await until(
      'the e-invoice after the restart',
      () => call<EInvoices>(server!.base, `admin/orders/${order}/einvoices`, { token }),
      (r) => r.einvoices.some((e) => e.state === 'registered'),
    );
    expect(einvoices).toHaveLength(1);
    expect(einvoices[0]).toMatchObject({ state: 'registered', attempts: 1 });
    expect(einvoices[0].irn).toMatch(/^[0-9a-f]{64}$/);
    // Still one confirmation: the restarts did not send it again.
    expect(mailsAbout(dataDir, `Order ${order} placed`)).toHaveLength(1);
    await until('the approval mail', () => mailsAbout(dataDir, `Order ${order} approved`).length, (n) => n === 1);
  });
});
