// Ids a customer sees, for cart lines and card payment orders: a cart line's id (cart_id)
// and a card payment's rpo_id are random public ids; the serial id, and another customer's public
// id, answer exactly like an unknown one and change nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { carts, orders, paymentOrders } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { addAddresses, newKey, openShop, setCart, type Addresses, type Json, type Shop } from './shop';

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;
const UNKNOWN = 'AAAAAAAAAAAAAAAAAAAAAA';

let shop: Shop;
let alice: TestCustomer;
let bob: TestCustomer;
let aliceAt: Addresses;
let bobAt: Addresses;

beforeAll(async () => {
  shop = await openShop([
    { sku: 'PUB-A', base: '1000.00', stock: 100 },
    { sku: 'PUB-B', base: '500.00', stock: 100 },
  ]);
  [alice, bob] = await Promise.all([createCustomer(shop.t.db), createCustomer(shop.t.db)]);
  [aliceAt, bobAt] = await Promise.all([addAddresses(shop.t.db, alice.id, 'Maharashtra'), addAddresses(shop.t.db, bob.id, 'Maharashtra')]);
}, 60_000);
afterAll(() => shop?.t.close());

/** A form post, as the storefront sends update-cart and delete-cart. */
const postForm = (url: string, fields: Record<string, string | number>, who: TestCustomer) =>
  shop.t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...who.auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });

/** The customer's one cart line: its public id as the cart shows it, its serial id as stored. */
async function onlyLine(who: TestCustomer) {
  const res = await shop.r.get('/cart-list', who);
  expect(res.statusCode).toBe(200);
  const [line] = res.json().carts as { id: string; quantity: number }[];
  const [row] = await shop.t.db.select().from(carts).where(eq(carts.customerId, who.id));
  return { publicId: line.id, serial: row.id, quantity: row.quantity };
}

describe('cart lines', () => {
  beforeAll(async () => {
    await setCart(shop.t.db, alice.id, [[shop.pid('PUB-A'), 2]]);
    await setCart(shop.t.db, bob.id, [[shop.pid('PUB-B'), 5]]);
  });

  it('are named by their random public id, which update-cart and delete-cart take as cart_id', async () => {
    const line = await onlyLine(alice);
    expect(line.publicId).toMatch(PUBLIC_ID);
    const [row] = await shop.t.db.select().from(carts).where(eq(carts.id, line.serial));
    expect(line.publicId).toBe(row.publicId);
    const res = await postForm('/update-cart', { cart_id: line.publicId, quantity: 3 }, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: line.publicId, quantity: 3 });
    // Checkout shows the same line by the same id.
    const checkout = await shop.r.checkout(alice);
    expect((checkout.carts as { id: string }[]).map((l) => l.id)).toEqual([line.publicId]);
  });

  it('refuse a serial id and another customer’s public id exactly like an unknown one, changing nothing', async () => {
    const mine = await onlyLine(alice);
    const theirs = await onlyLine(bob);
    for (const url of ['/update-cart', '/delete-cart']) {
      const unknown = await postForm(url, { cart_id: UNKNOWN, quantity: 1 }, alice);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: false, message: 'Cart item not found' });
      const attempts = [
        postForm(url, { cart_id: mine.serial, quantity: 1 }, alice),
        shop.r.post(url, { cart_id: mine.serial, quantity: 1 }, alice),
        postForm(url, { cart_id: theirs.publicId, quantity: 1 }, alice),
        postForm(url, { cart_id: theirs.serial, quantity: 1 }, alice),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
    }
    expect(await onlyLine(alice)).toEqual(mine);
    expect(await onlyLine(bob)).toEqual(theirs);
  });
});

describe('card payment orders (rpo_id)', () => {
  /** A provider order for the customer's cart, paid through the sandbox popup. */
  async function paid(who: TestCustomer, at: Addresses) {
    const data = await shop.r.checkout(who);
    const created = await shop.r.post(
      '/create-razorpay-order',
      { billing_address_id: at.billing, shipping_address_id: at.shipping, amount: Math.round(data.grand_total * 100) },
      who,
    );
    expect(created.statusCode).toBe(200);
    const rpo = created.json().data as { rpo_id: string; rpo_number: string };
    const ids = (await shop.r.post('/payments/sandbox/pay', { order_id: rpo.rpo_number, outcome: 'success' })).json() as Json;
    const [row] = await shop.t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, rpo.rpo_number));
    return { rpo, ids, row };
  }
  const orderStore = (who: TestCustomer, at: Addresses, ids: Json, rpoId: unknown) =>
    shop.r.post(
      '/order-store',
      { billing_address_id: at.billing, shipping_address_id: at.shipping, payment_method: 'razorpay', idempotency_key: newKey(), ...ids, rpo_id: rpoId },
      who,
    );

  it('are named by a random public id, and order-store refuses a serial or another customer’s rpo_id like an unknown one', async () => {
    await setCart(shop.t.db, alice.id, [[shop.pid('PUB-A'), 1]]);
    await setCart(shop.t.db, bob.id, [[shop.pid('PUB-B'), 1]]);
    const mine = await paid(alice, aliceAt);
    const theirs = await paid(bob, bobAt);
    expect(mine.rpo.rpo_id).toMatch(PUBLIC_ID);
    expect(mine.rpo.rpo_id).toBe(mine.row.publicId);

    const unknown = await orderStore(alice, aliceAt, mine.ids, UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: false, message: 'Payment not found.' });
    for (const rpoId of [mine.row.id, String(mine.row.id), theirs.rpo.rpo_id, theirs.row.id]) {
      const res = await orderStore(alice, aliceAt, mine.ids, rpoId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(await shop.t.db.select().from(orders).where(eq(orders.customerId, alice.id))).toHaveLength(0);

    // Its own public id places the order, and a retry with it answers the same order.
    const placed = await orderStore(alice, aliceAt, mine.ids, mine.rpo.rpo_id);
    expect(placed.statusCode).toBe(200);
    const retried = await orderStore(alice, aliceAt, mine.ids, mine.rpo.rpo_id);
    expect(retried.json().data).toEqual(placed.json().data);
    const [after] = await shop.t.db.select().from(paymentOrders).where(eq(paymentOrders.id, mine.row.id));
    expect(after.status).toBe('paid');
  });
});
