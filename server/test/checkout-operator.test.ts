// The store's side of orders: the operator API and `npm run store -- orders | order | order-status`,
// with the store running (through the API) and stopped (on the database).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { main, type CliIo } from '../src/cli';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { orders, walletTransactions } from '../src/db/schema';
import { placeOrder } from '../src/modules/checkout/placeOrder';
import { writeServerFile } from '../src/lib/serverFile';
import { createServices } from '../src/services';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, creditOf, newKey, requests, seedProducts, setCart, stockOf, type Addresses } from './shop';
import { mailsTo as mailsToIn, sentMails } from './outbox';

const SECRET = 'operator-secret-for-order-tests';

function capture(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

let t: TestApp;
let r: ReturnType<typeof requests>;
let pid: (sku: string) => number;
let buyer: TestCustomer;
let at: Addresses;

beforeAll(async () => {
  t = await buildTestApp({ operatorSecret: SECRET, storeState: 'Maharashtra', sandboxWebhookDelayMs: 0 });
  r = requests(t);
  pid = await seedProducts(t.db, [{ sku: 'OPS', base: '100.00', gst: '18', stock: 50 }]);
  buyer = await createCustomer(t.db, { creditLimit: '10000' });
  at = await addAddresses(t.db, buyer.id, 'Maharashtra');
}, 60_000);
afterAll(() => t.close());

const op = (method: 'GET' | 'POST', route: string, payload?: object, secret: string | null = SECRET) =>
  t.app.inject({ method, url: `/api/operator/${route}`, headers: secret === null ? {} : { 'x-operator-secret': secret }, payload });

async function codOrder(qty = 2): Promise<{ order_number: string; id: string }> {
  await setCart(t.db, buyer.id, [[pid('OPS'), qty]]);
  const res = await r.cod(buyer, at);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('operator API: orders', () => {
  it('needs the operator secret', async () => {
    expect((await op('GET', 'orders', undefined, null)).statusCode).toBe(401);
    expect((await op('GET', 'orders', undefined, 'wrong')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/operator/orders', headers: buyer.auth })).statusCode).toBe(401);
    expect((await op('POST', 'orders/ORD-1/status', { status: 'approved' }, null)).statusCode).toBe(401);
  });

  it('lists orders, newest first, by status', async () => {
    const a = await codOrder();
    const b = await codOrder();
    await t.db.update(orders).set({ status: 'approved' }).where(eq(orders.publicId, a.id));
    const all = (await op('GET', 'orders')).json();
    expect(all.orders.slice(0, 2).map((o: { order_number: string }) => o.order_number)).toEqual([b.order_number, a.order_number]);
    // The store's own tools name orders by their number and internal id; only customers get public ids.
    const [internal] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, b.id));
    expect(all.orders[0]).toEqual({
      id: internal.id,
      order_number: b.order_number,
      created_at: expect.any(String),
      customer_email: buyer.email,
      customer_name: expect.any(String),
      total_amount: 236,
      payment_method: 'cash_on_delivery',
      item_count: 1,
      status: 'pending',
    });
    const approved = (await op('GET', 'orders?status=approved')).json();
    expect(approved.orders.map((o: { order_number: string }) => o.order_number)).toContain(a.order_number);
    expect(approved.orders.every((o: { status: string }) => o.status === 'approved')).toBe(true);
    const bad = await op('GET', 'orders?status=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(['Status must be one of pending, approved, shipped, delivered, canceled.']);
  });

  it('shows one order with its payment, and 404s an unknown number', async () => {
    const a = await codOrder();
    const res = await op('GET', `orders/${a.order_number.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, order: { order_number: a.order_number, total_amount: 236 }, free_product: null, card_payment: null });
    const missing = await op('GET', 'orders/ORD-19990101-000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No order with the number ORD-19990101-000000.');
  });

  it('moves an order forward, never back, and says when nothing changes', async () => {
    const a = await codOrder();
    const step = (status: string) => op('POST', `orders/${a.order_number}/status`, { status });
    expect((await step('approved')).json()).toMatchObject({ message: `Order ${a.order_number}: pending -> approved.`, previous: 'pending', order_status: 'approved', changed: true });
    expect((await step('approved')).json()).toMatchObject({ message: `Order ${a.order_number} was already approved.`, changed: false });
    expect((await step('shipped')).statusCode).toBe(200);
    const back = await step('approved');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(`Order ${a.order_number} is already shipped; it cannot go back to approved.`);
    // The customer's cancel rule holds for the store too: a shipped order stays.
    const cancel = await step('canceled');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(`Order ${a.order_number} is shipped and can no longer be cancelled.`);
    expect((await step('delivered')).json().order_status).toBe('delivered');
    expect((await step('lost')).statusCode).toBe(422);
    expect((await op('POST', `orders/${a.order_number}/status`, {})).statusCode).toBe(422);
  });

  it('moves one step at a time, as the back office does: a jump is refused naming the step to take first', async () => {
    const a = await codOrder();
    const step = (status: string) => op('POST', `orders/${a.order_number}/status`, { status });
    const jump = await step('delivered');
    expect(jump.statusCode).toBe(409);
    expect(jump.json().message).toBe(`Order ${a.order_number} is pending: approve it first; it moves one step at a time.`);
    expect((await step('shipped')).json().message).toBe(`Order ${a.order_number} is pending: approve it first; it moves one step at a time.`);
    // Nothing moved: no invoice number spent, no mail but the order's own.
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, a.id));
    expect(row).toMatchObject({ status: 'pending', invoiceNumber: null });
    expect((await mailsToIn(t, buyer.email)).filter((m) => m.subject.startsWith(`Order ${a.order_number} `)).map((m) => m.subject)).toEqual([`Order ${a.order_number} placed`]);

    expect((await step('approved')).statusCode).toBe(200);
    const fromApproved = await step('delivered');
    expect(fromApproved.statusCode).toBe(409);
    expect(fromApproved.json().message).toBe(`Order ${a.order_number} is approved: ship it first; it moves one step at a time.`);
    expect((await step('shipped')).statusCode).toBe(200);
    expect((await step('delivered')).json()).toMatchObject({ previous: 'shipped', order_status: 'delivered', changed: true });
  });

  it('cancels like the customer does: stock and credit back once, customer mailed', async () => {
    const stock = await stockOf(t.db, pid('OPS'));
    const credit = await creditOf(t.db, buyer.id);
    const a = await codOrder(3);
    expect(await stockOf(t.db, pid('OPS'))).toBe(stock - 3);
    const res = await op('POST', `orders/${a.order_number}/status`, { status: 'canceled' });
    expect(res.json()).toMatchObject({ previous: 'pending', order_status: 'canceled', changed: true });
    expect(await stockOf(t.db, pid('OPS'))).toBe(stock);
    expect(await creditOf(t.db, buyer.id)).toBe(credit);
    expect((await op('POST', `orders/${a.order_number}/status`, { status: 'canceled' })).json().changed).toBe(false);
    const credits = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderNumber, a.order_number), eq(walletTransactions.type, 'c')));
    expect(credits).toHaveLength(1);
    const cancelled = (await mailsToIn(t, buyer.email)).filter((m) => m.subject === `Order ${a.order_number} cancelled`);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].text).toContain('has been cancelled by the store');
  });
});

/** Mails written to `email`, with their subject, as readable text. */
const mailsTo = (email: string) => mailsToIn(t, email);

describe('operator API: the customer hears of each status change', () => {
  it('mails approved (with the tax invoice), shipped and delivered once each, after the change', async () => {
    const a = await codOrder(1);
    const step = (status: string) => op('POST', `orders/${a.order_number}/status`, { status });
    const subjects = async () => (await mailsTo(buyer.email)).map((m) => m.subject).filter((s) => s.startsWith(`Order ${a.order_number} `));
    expect(await subjects()).toEqual([`Order ${a.order_number} placed`]);

    expect((await step('approved')).statusCode).toBe(200);
    await step('approved'); // no change: no second mail
    const approved = (await mailsTo(buyer.email)).find((m) => m.subject === `Order ${a.order_number} approved`);
    expect(approved?.text).toContain('has been approved by the store');
    const [row] = await t.db.select({ invoice: orders.invoiceNumber }).from(orders).where(eq(orders.publicId, a.id));
    expect(approved?.text).toContain(`Tax invoice ${row.invoice}`);
    expect(approved?.text).toContain(`/order-details/${a.order_number}`);

    expect((await step('shipped')).statusCode).toBe(200);
    expect((await step('approved')).statusCode).toBe(409); // refused: no mail
    expect((await step('delivered')).statusCode).toBe(200);
    expect((await subjects()).sort()).toEqual(
      [`Order ${a.order_number} placed`, `Order ${a.order_number} approved`, `Order ${a.order_number} shipped`, `Order ${a.order_number} delivered`].sort(),
    );
    expect((await mailsTo(buyer.email)).find((m) => m.subject === `Order ${a.order_number} delivered`)?.text).toContain('has been delivered');
  });
});

describe('npm run store: orders', () => {
  it('refuses bad usage', async () => {
    const io = capture();
    expect(await main(['order-status', 'ORD-1'], {}, io)).toBe(2);
    expect(io.stderr[0]).toBe('Usage: npm run store -- order-status <number> approved|shipped|delivered|canceled');
    const flags = capture();
    expect(await main(['orders', '--state', 'x'], {}, flags)).toBe(2);
    expect(flags.stderr[0]).toMatch(/^Usage: npm run store -- orders \[--status/);
    const help = capture();
    expect(await main(['help'], {}, help)).toBe(0);
    expect(help.stdout.join('\n')).toMatch(/order-status <number>/);
  });

  it('works through the operator API while the store runs', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-orders-live-'));
    try {
      const { port } = t.app.server.address() as net.AddressInfo;
      writeServerFile(dir, { url: `http://127.0.0.1:${port}`, secret: SECRET, pid: process.pid });
      const a = await codOrder();
      const env = { DATA_DIR: dir };

      const list = capture();
      expect(await main(['orders', '--status', 'pending'], env, list)).toBe(0);
      expect(list.stdout[0]).toMatch(/^\d+ orders?:/);
      expect(list.stdout[1]).toMatch(/^NUMBER\s+DATE\s+CUSTOMER\s+TOTAL\s+PAYMENT\s+LINES\s+STATUS$/);
      expect(list.stdout.find((l) => l.startsWith(a.order_number))).toMatch(/₹236\.00\s+COD\s+1\s+pending$/);

      const show = capture();
      expect(await main(['order', a.order_number], env, show)).toBe(0);
      expect(show.stdout[0]).toMatch(new RegExp(`^Order ${a.order_number}  \\(pending\\)`));
      expect(show.stdout.join('\n')).toContain('Sub-total ₹200.00; CGST ₹18.00 + SGST ₹18.00; grand total ₹236.00');

      const approve = capture();
      expect(await main(['order-status', a.order_number, 'approved'], env, approve)).toBe(0);
      expect(approve.stdout).toEqual([`Order ${a.order_number}: pending -> approved.`]);
      const approved = capture();
      expect(await main(['order', a.order_number], env, approved)).toBe(0);
      expect(approved.stdout.join('\n')).toMatch(/^Tax invoice: INV\/\d{2}-\d{2}\/\d{5}$/m);
      // The CLI is held to the same walk as the operator API it calls.
      const jump = capture();
      expect(await main(['order-status', a.order_number, 'delivered'], env, jump)).toBe(1);
      expect(jump.stderr[0]).toBe(`Error: Order ${a.order_number} is approved: ship it first; it moves one step at a time.`);
      const cancel = capture();
      expect(await main(['order-status', a.order_number, 'canceled'], env, cancel)).toBe(0);
      expect(cancel.stdout[0]).toBe(`Order ${a.order_number}: approved -> canceled.`);
      const [row] = await t.db.select().from(orders).where(eq(orders.publicId, a.id));
      expect(row.status).toBe('canceled');

      const unknown = capture();
      expect(await main(['order', 'ORD-19990101-000000'], env, unknown)).toBe(1);
      expect(unknown.stderr[0]).toBe('Error: No order with the number ORD-19990101-000000.');
    } finally {
      // The server stops with the app in afterAll.
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('works on the database while the store is stopped, cancelling with the same rules', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-orders-cli-'));
    try {
      const template = process.env.STORE_TEST_TEMPLATE;
      const database = await openDatabase({
        dataDir: path.join(dataDir, 'db'),
        loadDataDir: template && !process.env.DATABASE_URL ? new Blob([fs.readFileSync(template)]) : undefined,
      });
      await database.migrate();
      const db: Db = database.db;
      const ids = await seedProducts(db, [{ sku: 'CLI', base: '50.00', gst: '18', stock: 9 }]);
      const who = await createCustomer(db, { creditLimit: '1000' });
      const addr = await addAddresses(db, who.id, 'Karnataka');
      await setCart(db, who.id, [[ids('CLI'), 4]]);
      const ctx = createServices(loadConfig({ DATA_DIR: dataDir, STORE_STATE: 'Maharashtra' }), db);
      const placed = await placeOrder(ctx, who.id, {
        billing_address_id: addr.billing,
        shipping_address_id: addr.shipping,
        payment_method: 'cash_on_delivery',
        idempotency_key: newKey(),
      });
      await database.close();
      const env = { DATA_DIR: dataDir, STORE_STATE: 'Maharashtra' };

      const show = capture();
      expect(await main(['order', placed.orderNumber], env, show)).toBe(0);
      expect(show.stdout.join('\n')).toContain('Sub-total ₹200.00; IGST ₹36.00; grand total ₹236.00');

      const cancel = capture();
      expect(await main(['order-status', placed.orderNumber, 'canceled'], env, cancel)).toBe(0);
      expect(cancel.stdout[0]).toBe(`Order ${placed.orderNumber}: pending -> canceled.`);

      const list = capture();
      expect(await main(['orders', '--status=canceled'], env, list)).toBe(0);
      expect(list.stdout[0]).toBe('1 order:');

      const after = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        expect(await stockOf(after.db, ids('CLI'))).toBe(9);
        expect(await creditOf(after.db, who.id)).toBe('1000.00');
        // The cancel's mail was queued with it; the store's queue sends it once it runs again.
        expect(sentMails({ dataDir }).filter((m) => m.subject === `Order ${placed.orderNumber} cancelled`)).toHaveLength(0);
        await createServices(loadConfig({ DATA_DIR: dataDir, STORE_STATE: 'Maharashtra' }), after.db).jobs.drain();
      } finally {
        await after.close();
      }
      expect(sentMails({ dataDir }).filter((m) => m.subject === `Order ${placed.orderNumber} cancelled`)).toHaveLength(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
