// Ids a customer sees: orders and quotations are named by a random public id in every
// customer call, never by the serial id that counts the store's rows; a serial id answers the same
// 404 as an unknown one. And a clash of the random order number draws again.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders, quotations } from '../src/db/schema';
import { orderNumbers } from '../src/modules/orders/numbers';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, newKey, requests, seedProducts, setCart, type Addresses } from './shop';

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;
let t: TestApp;
let r: ReturnType<typeof requests>;
let alice: TestCustomer;
let bob: TestCustomer;
let aliceAt: Addresses;
let pid: (sku: string) => number;

beforeAll(async () => {
  t = await buildTestApp();
  r = requests(t);
  [alice, bob] = await Promise.all([createCustomer(t.db), createCustomer(t.db)]);
  pid = await seedProducts(t.db, [{ sku: 'PI-ONE', base: '100.00', stock: 100 }]);
  aliceAt = await addAddresses(t.db, alice.id, 'Maharashtra');
}, 30_000);
afterAll(() => t?.close());

async function placeFor(who: TestCustomer, at: Addresses) {
  await setCart(t.db, who.id, [[pid('PI-ONE'), 1]]);
  const res = await r.cod(who, at);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; order_number: string };
}

describe('orders', () => {
  it('are named by a random public id in the order answer, the list and the detail', async () => {
    const placed = await placeFor(alice, aliceAt);
    expect(placed.id).toMatch(PUBLIC_ID);
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.order_number));
    expect(placed.id).toBe(row.publicId);
    const list = (await r.get('/order-list', alice)).json().data.orders.data as { id: string; order_number: string }[];
    expect(list.find((o) => o.order_number === placed.order_number)?.id).toBe(row.publicId);
    const detail = (await r.get(`/order-detail/${placed.order_number}`, alice)).json().data.order;
    expect(detail.id).toBe(row.publicId);
    // Nothing the customer is given carries the serial id.
    expect(JSON.stringify(list)).not.toMatch(new RegExp(`"id":${row.id}[,}]`));
  });

  it('refuses a serial id like an unknown one, and another customer’s public id too', async () => {
    const placed = await placeFor(alice, aliceAt);
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.order_number));
    const unknown = await r.get('/order-cancel/AAAAAAAAAAAAAAAAAAAAAA', alice);
    expect(unknown.statusCode).toBe(404);
    for (const url of [`/order-cancel/${row.id}`]) {
      const res = await r.get(url, alice);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await r.get(`/order-cancel/${placed.id}`, bob)).json()).toEqual(unknown.json());
    const reorderSerial = await r.post('/reorder', { order_id: String(row.id) }, alice);
    expect(reorderSerial.statusCode).toBe(404);
    expect(reorderSerial.json()).toEqual((await r.post('/reorder', { order_id: 'AAAAAAAAAAAAAAAAAAAAAA' }, alice)).json());
    // The public id works.
    expect((await r.post('/reorder', { order_id: placed.id }, alice)).statusCode).toBe(200);
    const cancelled = await r.get(`/order-cancel/${placed.id}`, alice);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.order_number).toBe(placed.order_number);
  });

  it('draws another order number when the random one is taken', async () => {
    const first = await placeFor(alice, aliceAt);
    const draw = orderNumbers.draw;
    const drawn: string[] = [];
    orderNumbers.draw = () => {
      const n = drawn.length === 0 ? first.order_number : draw();
      drawn.push(n);
      return n;
    };
    try {
      const second = await placeFor(alice, aliceAt);
      expect(drawn).toHaveLength(2);
      expect(second.order_number).toBe(drawn[1]);
      expect(second.order_number).not.toBe(first.order_number);
      // Everything of the order went through: its wallet line names the new number.
      const detail = (await r.get(`/order-detail/${second.order_number}`, alice)).json().data.order;
      expect(detail.order_items).toHaveLength(1);
    } finally {
      orderNumbers.draw = draw;
    }
  });
});

describe('quotations', () => {
  it('are named by a random public id; a serial id answers like an unknown one', async () => {
    const asked = await r.post(
      '/request-quotation',
      { product_id: [pid('PI-ONE')], quantity: [3], quotation_description: 'Public ids', idempotency_key: newKey() },
      alice,
    );
    expect(asked.statusCode).toBe(200);
    const { id } = asked.json().data as { id: string };
    expect(id).toMatch(PUBLIC_ID);
    const [row] = await t.db.select().from(quotations).where(eq(quotations.publicId, id));
    expect(row.customerId).toBe(alice.id);

    const list = (await r.get('/quotation-list?page=1', alice)).json().data.data as { id: string }[];
    expect(list.map((q) => q.id)).toContain(id);
    const view = await r.get(`/quotation-view/${id}`, alice);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.quotation.id).toBe(id);

    const unknown = await r.get('/quotation-view/AAAAAAAAAAAAAAAAAAAAAA', alice);
    expect(unknown.statusCode).toBe(404);
    for (const res of [
      await r.get(`/quotation-view/${row.id}`, alice),
      await r.get(`/quotation-view/${id}`, bob),
      await r.get(`/quotation-messages/${row.id}`, alice),
      await t.app.inject({ method: 'POST', url: `/api/quotation-pdf/${row.id}`, headers: alice.auth }),
      await r.post(`/quotation-reject/${row.id}`, {}, alice),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
  });
});
