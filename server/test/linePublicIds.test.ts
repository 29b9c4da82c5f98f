// Ids a customer sees, continued: the customer's own id, order lines, quotation lines and
// messages, and wallet transactions are random public ids, so two customers' successive rows reveal
// no count of the store's customers, orders or credit changes; and no customer call takes one of
// them but review-store's customer_id, which names nobody (the reviewer is the signed-in customer).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { customers, orderItems, orders, quotationItems, quotationMessages, quotations, ratings, walletTransactions } from '../src/db/schema';
import { operatorOrder } from '../src/modules/orders/read';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, newKey, requests, seedProducts, setCart, type Addresses } from './shop';

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;
let t: TestApp;
let r: ReturnType<typeof requests>;
let alice: TestCustomer;
let bob: TestCustomer;
let at: Map<TestCustomer, Addresses>;
let pid: (sku: string) => number;

beforeAll(async () => {
  t = await buildTestApp();
  r = requests(t);
  [alice, bob] = await Promise.all([createCustomer(t.db), createCustomer(t.db)]);
  pid = await seedProducts(t.db, [
    { sku: 'LP-ONE', base: '100.00', stock: 1000 },
    { sku: 'LP-TWO', base: '250.00', stock: 1000 },
  ]);
  at = new Map([
    [alice, await addAddresses(t.db, alice.id, 'Maharashtra')],
    [bob, await addAddresses(t.db, bob.id, 'Karnataka')],
  ]);
}, 30_000);
afterAll(() => t?.close());

/** Every public id is 22 base64url characters and none of them is a number. */
function expectPublic(ids: unknown[]) {
  for (const id of ids) {
    expect(typeof id).toBe('string');
    expect(id).toMatch(PUBLIC_ID);
    expect(id).not.toMatch(/^\d+$/);
  }
}

async function placeOrder(who: TestCustomer) {
  await setCart(t.db, who.id, [
    [pid('LP-ONE'), 1],
    [pid('LP-TWO'), 2],
  ]);
  const res = await r.cod(who, at.get(who)!);
  expect(res.statusCode).toBe(200);
  const { order_number } = res.json().data as { order_number: string };
  const detail = await r.get(`/order-detail/${order_number}`, who);
  expect(detail.statusCode).toBe(200);
  return detail.json().data.order as { order_number: string; order_items: { id: unknown }[] };
}

describe('order lines and wallet transactions', () => {
  it('are random public ids: two customers ordering in turn learn nothing of each other’s count', async () => {
    const lineIds = new Map<TestCustomer, unknown[]>([
      [alice, []],
      [bob, []],
    ]);
    // Alice, Bob, Alice, Bob, Alice, Bob: the serial ids interleave, so serial ids would tell each of
    // them how many lines and credit changes the other made in between.
    for (let i = 0; i < 3; i += 1) {
      for (const who of [alice, bob]) {
        const order = await placeOrder(who);
        expect(order.order_items).toHaveLength(2);
        lineIds.get(who)!.push(...order.order_items.map((l) => l.id));
      }
    }
    const walletIds = new Map<TestCustomer, unknown[]>();
    for (const who of [alice, bob]) {
      const wallet = (await r.get('/customer-wallet-history', who)).json().data.transactions as { id: unknown }[];
      expect(wallet).toHaveLength(3);
      walletIds.set(who, wallet.map((w) => w.id));
    }

    const all = [...lineIds.values(), ...walletIds.values()].flat();
    expectPublic(all);
    expect(new Set(all).size).toBe(all.length);

    // Each public id is the row's own, and the rows behind them do interleave (the serial ids a
    // customer would have seen were consecutive across the two customers).
    for (const who of [alice, bob]) {
      const lines = await t.db
        .select({ id: orderItems.id, publicId: orderItems.publicId, customerId: orders.customerId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(inArray(orderItems.publicId, lineIds.get(who) as string[]));
      expect(lines).toHaveLength(6);
      for (const l of lines) expect(l.customerId).toBe(who.id);
      const wallet = await t.db
        .select({ customerId: walletTransactions.customerId })
        .from(walletTransactions)
        .where(inArray(walletTransactions.publicId, walletIds.get(who) as string[]));
      expect(wallet.map((w) => w.customerId)).toEqual([who.id, who.id, who.id]);
    }
    const serials = (await t.db.select({ id: orderItems.id, customerId: orders.customerId }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)))
      .sort((a, b) => a.id - b.id)
      .map((l) => l.customerId);
    expect(serials).toEqual([alice.id, alice.id, bob.id, bob.id, alice.id, alice.id, bob.id, bob.id, alice.id, alice.id, bob.id, bob.id]);

    // No answer carries a serial id of a line or a transaction.
    const lineSerials = (await t.db.select({ id: orderItems.id }).from(orderItems)).map((l) => l.id);
    const detail = JSON.stringify((await r.get(`/order-list`, alice)).json()) + JSON.stringify((await r.get('/customer-wallet-history', alice)).json());
    for (const serial of lineSerials) expect(detail).not.toContain(`"id":${serial},`);
  });
});

describe('the operator tool', () => {
  it('still names order lines by the serial item_id its refund command takes, beside the public id', async () => {
    const order = await placeOrder(alice);
    const seen = await operatorOrder(t.db, order.order_number);
    const rows = await t.db
      .select({ id: orderItems.id, publicId: orderItems.publicId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderNumber, order.order_number));
    expect(seen.order.order_items.map((i) => [i.id, i.item_id]).sort()).toEqual(rows.map((row) => [row.publicId, row.id]).sort());
    expect(seen.order.order_items.map((i) => i.id)).toEqual(order.order_items.map((i) => i.id));
  });
});

describe('quotation lines and messages', () => {
  it('are random public ids, distinct across customers', async () => {
    const ids: unknown[] = [];
    for (const who of [alice, bob, alice]) {
      const asked = await r.post(
        '/request-quotation',
        { product_id: [pid('LP-ONE'), pid('LP-TWO')], quantity: [3, 4], quotation_description: 'Line ids', idempotency_key: newKey() },
        who,
      );
      expect(asked.statusCode).toBe(200);
      const { id } = asked.json().data as { id: string };
      const view = (await r.get(`/quotation-view/${id}`, who)).json().data.quotation as { quotation_items: { id: unknown }[] };
      expect(view.quotation_items).toHaveLength(2);
      ids.push(...view.quotation_items.map((l) => l.id));
      const thread = await r.post(`/quotation-messages/${id}`, { message: 'Delivery by Friday?' }, who);
      expect(thread.statusCode).toBe(200);
      ids.push(...(thread.json().data.messages as { id: unknown }[]).map((m) => m.id));
      // The view's lines are this quotation's own rows.
      const [q] = await t.db.select({ id: quotations.id }).from(quotations).where(eq(quotations.publicId, id));
      const rows = await t.db.select({ publicId: quotationItems.publicId }).from(quotationItems).where(eq(quotationItems.quotationId, q.id));
      expect(rows.map((row) => row.publicId).sort()).toEqual((view.quotation_items.map((l) => l.id) as string[]).sort());
      const [message] = await t.db.select({ publicId: quotationMessages.publicId }).from(quotationMessages).where(eq(quotationMessages.quotationId, q.id));
      expect(thread.json().data.messages.map((m: { id: string }) => m.id)).toEqual([message.publicId]);
    }
    expectPublic(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the customer’s own id', () => {
  it('is the public id in the sign-in and profile answers, never the serial id', async () => {
    const res = await r.post('/customer-login', { email: alice.email, password: alice.password });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ publicId: customers.publicId }).from(customers).where(eq(customers.id, alice.id));
    expect(res.json().customer.id).toBe(row.publicId);
    expect((await r.get('/customer-profile', alice)).json().customer.id).toBe(row.publicId);
    const updated = await r.post('/customer-profile-update', { company_name: 'Alice Traders', email: alice.email, phone: '9876543210' }, alice);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().customer.id).toBe(row.publicId);
    const [bobRow] = await t.db.select({ publicId: customers.publicId }).from(customers).where(eq(customers.id, bob.id));
    expectPublic([row.publicId, bobRow.publicId]);
    expect(bobRow.publicId).not.toBe(row.publicId);
  });

  it('names nobody in review-store: a review sent with another customer’s id is the sender’s', async () => {
    const [bobRow] = await t.db.select({ publicId: customers.publicId }).from(customers).where(eq(customers.id, bob.id));
    for (const customerId of [bobRow.publicId, bob.id]) {
      await t.db.delete(ratings).where(eq(ratings.productId, pid('LP-ONE')));
      const res = await r.post(
        '/review-store',
        { product_id: pid('LP-ONE'), customer_id: customerId, rating: 4, review_title: 'Solid', review_description: 'Works as described.' },
        alice,
      );
      expect(res.statusCode).toBe(200);
      const rows = await t.db.select({ customerId: ratings.customerId }).from(ratings).where(eq(ratings.productId, pid('LP-ONE')));
      expect(rows).toEqual([{ customerId: alice.id }]);
    }
  });
});

describe('the customer calls', () => {
  it('take no id of an order line, a quotation line or message, a wallet transaction or a customer (but review-store’s ignored customer_id)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
      components?: { schemas?: Record<string, Schema> };
    };
    type Schema = { $ref?: string; properties?: Record<string, Schema>; anyOf?: Schema[]; allOf?: Schema[]; oneOf?: Schema[]; items?: Schema };
    const taken = new Set<string>();
    const walk = (s: Schema | undefined, where: string) => {
      if (!s) return;
      const resolved = s.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop()!] : s;
      if (!resolved) return;
      for (const list of [resolved.anyOf, resolved.allOf, resolved.oneOf]) for (const x of list ?? []) walk(x, where);
      for (const [name, prop] of Object.entries(resolved.properties ?? {})) {
        if (/(^id$|_id$|Id$)/.test(name)) taken.add(`${where} ${name}`);
        walk(prop, where);
      }
      walk(resolved.items, where);
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (/^\/api\/(admin|operator)\//.test(path)) continue;
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) if (/(^id$|_id$|Id$)/.test(p.name)) taken.add(`${where} ${p.name}`);
        for (const c of Object.values(op.requestBody?.content ?? {})) walk(c.schema, where);
      }
    }
    // Every id a customer sends names a product (the catalogue's, public to all), one of their own
    // rows by its public id (addresses, cart lines, orders, quotations, card payment orders), or a
    // provider's own id. A new one must be added here knowingly.
    const lineLike = [...taken].filter((k) => /item|line|message|transaction|wallet|customer/i.test(k.split(' ').pop()!));
    expect(lineLike).toEqual(['POST /api/review-store customer_id']);
  });
});
