// Parallel cash-on-delivery orders: stock is never oversold, credit never overspent, exactly the
// right orders are made. On PostgreSQL (DATABASE_URL) the requests really run at once and the row
// locks decide; on PGlite (one connection) the same requests run one after another and must
// give the same outcome.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { customers, orderItems, orders, walletTransactions } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import type { TestApp } from './helper';
import { addAddresses, newKey, openShop, setCart, stockOf, type Addresses, type Shop } from './shop';

let t: TestApp;
let r: Shop['r'];
let pid: (sku: string) => number;

beforeAll(async () => {
  ({ t, r, pid } = await openShop([
    { sku: 'LIMITED', base: '1000.00', gst: '18', stock: 5 },
    { sku: 'PLENTY', base: '1000.00', gst: '18', stock: 1000 },
  ]));
}, 60_000);
afterAll(() => t.close());

interface Buyer {
  who: TestCustomer;
  at: Addresses;
  credit: number;
}

async function buyer(credit: string, lines: [string, number][]): Promise<Buyer> {
  const who = await createCustomer(t.db, { creditLimit: credit });
  const at = await addAddresses(t.db, who.id, 'Maharashtra');
  await setCart(t.db, who.id, lines.map(([sku, qty]) => [pid(sku), qty]));
  return { who, at, credit: Math.round(Number(credit) * 100) };
}

describe(`parallel cash-on-delivery orders (${process.env.DATABASE_URL ? 'PostgreSQL: really parallel' : 'PGlite: serialised'})`, () => {
  it('never oversell the stock or overspend the credit', async () => {
    // 7 customers want the 5 units of LIMITED (₹1,180.00 each with GST).
    const rivals = await Promise.all(Array.from({ length: 7 }, () => buyer('10000', [['LIMITED', 1]])));
    // One customer clicks Place Order three times at once (three attempts, three keys): credit
    // for one order only, and one cart.
    const eager = await buyer('1500', [['PLENTY', 1]]);
    // One customer's retries share a key: one order, the same answer to all.
    const retrier = await buyer('5000', [['PLENTY', 1]]);
    const sharedKey = newKey();
    // One customer's credit does not cover the order.
    const short = await buyer('1179.99', [['PLENTY', 1]]);

    const started = Date.now();
    const calls = [
      ...rivals.map((b) => ({ b, kind: 'rival', res: r.cod(b.who, b.at) })),
      ...[1, 2, 3].map(() => ({ b: eager, kind: 'eager', res: r.cod(eager.who, eager.at) })),
      ...[1, 2, 3].map(() => ({ b: retrier, kind: 'retry', res: r.cod(retrier.who, retrier.at, { idempotency_key: sharedKey }) })),
      { b: short, kind: 'short', res: r.cod(short.who, short.at) },
    ];
    const answers = await Promise.all(calls.map(async (c) => ({ ...c, res: await c.res })));
    const ms = Date.now() - started;

    // No request failed with a server error (a broken CHECK constraint or a deadlock would).
    expect(answers.filter((a) => a.res.statusCode >= 500).map((a) => a.res.body)).toEqual([]);
    const ok = (kind: string) => answers.filter((a) => a.kind === kind && a.res.statusCode === 200);
    const refused = (kind: string) => answers.filter((a) => a.kind === kind && a.res.statusCode !== 200);

    // Stock: exactly 5 rivals got LIMITED, 2 were refused for stock, and none is left.
    expect(ok('rival')).toHaveLength(5);
    expect(refused('rival').map((a) => [a.res.statusCode, a.res.json().message])).toEqual(
      Array(2).fill([409, 'Product LIMITED is out of stock. Remove it from your cart.']),
    );
    expect(await stockOf(t.db, pid('LIMITED'))).toBe(0);
    const limitedOrders = await t.db.select({ qty: orderItems.productQty }).from(orderItems).where(eq(orderItems.productId, pid('LIMITED')));
    expect(limitedOrders.reduce((n, i) => n + i.qty, 0)).toBe(5);

    // The triple click: one order, credit debited once.
    expect(ok('eager')).toHaveLength(1);
    expect(refused('eager').map((a) => a.res.statusCode)).toEqual([409, 409]);
    // Shared key: three answers, one order number.
    expect(ok('retry')).toHaveLength(3);
    expect(new Set(ok('retry').map((a) => a.res.json().data.order_number)).size).toBe(1);
    // Not enough credit.
    expect(refused('short').map((a) => a.res.json().message)).toEqual([
      'The order total of ₹1,180.00 is more than your available credit of ₹1,179.99. Pay by card, or remove some products from your cart.',
    ]);

    // Every customer: credit = what they had - their debits, never below zero; one debit per order.
    for (const b of [...rivals, eager, retrier, short]) {
      const [row] = await t.db.select({ credit: customers.creditLimit }).from(customers).where(eq(customers.id, b.who.id));
      const made = await t.db.select({ number: orders.orderNumber, total: orders.totalAmount }).from(orders).where(eq(orders.customerId, b.who.id));
      const debits = await t.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, b.who.id));
      const spent = made.reduce((n, o) => n + Math.round(Number(o.total) * 100), 0);
      expect(Math.round(Number(row.credit) * 100)).toBe(b.credit - spent);
      expect(Number(row.credit)).toBeGreaterThanOrEqual(0);
      expect(debits.map((d) => d.orderNumber).sort()).toEqual(made.map((o) => o.number).sort());
    }
    const all = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.customerId, [...rivals, eager, retrier, short].map((b) => b.who.id)));
    expect(all).toHaveLength(5 + 1 + 1);

    const summary = answers.reduce<Record<string, string>>((acc, a) => {
      const [n, m] = (acc[a.kind] ?? '0/0').split('/').map(Number);
      acc[a.kind] = a.res.statusCode === 200 ? `${n + 1}/${m}` : `${n}/${m + 1}`;
      return acc;
    }, {});
    console.log(
      `[race] ${calls.length} parallel orders in ${ms} ms on ${t.database.kind}; ok/refused: ${JSON.stringify(summary)}; ` +
        `LIMITED stock 5 -> ${await stockOf(t.db, pid('LIMITED'))}; orders made: ${all.length}`,
    );
  }, 120_000);
});
