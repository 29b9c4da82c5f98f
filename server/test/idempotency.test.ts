// Idempotency keys are optional and bound to their request, and the spec's calls work
// as written: order-store and request-quotation without a key, create-razorpay-order
// with the amount alone.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders, quotations } from '../src/db/schema';
import { KEY_REUSED_MESSAGE } from '../src/lib/idempotency';
import { PAYMENT_VERIFICATION_FAILED } from '../src/modules/checkout/messages';
import { createCustomer, type TestCustomer } from './factories';
import type { TestApp } from './helper';
import { addAddresses, creditOf, newKey, openShop, setCart, type Addresses, type Json } from './shop';

let t: TestApp;
let pid: (sku: string) => number;

beforeAll(async () => {
  ({ t, pid } = await openShop([
    { sku: 'IDEM', base: '1000.00', gst: '18', stock: 1000 },
    { sku: 'QUOTE', base: '500.00', gst: '18', stock: 1000 },
  ]));
}, 60_000);
afterAll(() => t.close());

async function buyer(): Promise<{ who: TestCustomer; at: Addresses }> {
  const who = await createCustomer(t.db, { creditLimit: '100000' });
  const at = await addAddresses(t.db, who.id, 'Maharashtra');
  await setCart(t.db, who.id, [[pid('IDEM'), 1]]);
  return { who, at };
}

const ordersOf = async (customerId: number) => (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))).length;
const post = (url: string, payload: Json, who: TestCustomer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...who.auth, ...headers }, payload });

describe('POST /order-store', () => {
  it('places an order sent with exactly the fields spec 7 lists (no key), and each such call is a new order', async () => {
    const { who, at } = await buyer();
    const spec = { billing_address_id: at.billing, shipping_address_id: at.shipping, delivery_instructions: 'Gate 2', purchase_order_number: 'PO-1', payment_method: 'cash_on_delivery' };
    const first = await post('/order-store', spec, who);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: true, message: 'Order placed successfully', data: { order_number: expect.any(String) } });
    await setCart(t.db, who.id, [[pid('IDEM'), 1]]);
    const second = await post('/order-store', spec, who);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.order_number).not.toBe(first.json().data.order_number);
    expect(await ordersOf(who.id)).toBe(2);
  });

  it('answers a retry with the Idempotency-Key header with the same order, once', async () => {
    const { who, at } = await buyer();
    const body = { billing_address_id: at.billing, shipping_address_id: at.shipping, payment_method: 'cash_on_delivery' };
    const key = newKey();
    const first = await post('/order-store', body, who, { 'idempotency-key': key });
    const again = await post('/order-store', body, who, { 'idempotency-key': key });
    // The same key in the body is the same request.
    const inBody = await post('/order-store', { ...body, idempotency_key: key }, who);
    expect([first.statusCode, again.statusCode, inBody.statusCode]).toEqual([200, 200, 200]);
    expect(again.json().data).toEqual(first.json().data);
    expect(inBody.json().data).toEqual(first.json().data);
    expect(await ordersOf(who.id)).toBe(1);
  });

  it('refuses a key reused with another request (422 on idempotency_key) and changes nothing', async () => {
    const { who, at } = await buyer();
    const key = newKey();
    const body = { billing_address_id: at.billing, shipping_address_id: at.shipping, payment_method: 'cash_on_delivery', idempotency_key: key };
    expect((await post('/order-store', body, who)).statusCode).toBe(200);
    await setCart(t.db, who.id, [[pid('IDEM'), 2]]);
    const credit = await creditOf(t.db, who.id);
    const other = await post('/order-store', { ...body, purchase_order_number: 'PO-OTHER' }, who);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ status: false, message: KEY_REUSED_MESSAGE, errors: { idempotency_key: [KEY_REUSED_MESSAGE] } });
    expect(await ordersOf(who.id)).toBe(1);
    expect(await creditOf(t.db, who.id)).toBe(credit);
  });

  it('refuses a header and a body key that differ', async () => {
    const { who, at } = await buyer();
    const res = await post(
      '/order-store',
      { billing_address_id: at.billing, shipping_address_id: at.shipping, payment_method: 'cash_on_delivery', idempotency_key: newKey() },
      who,
      { 'idempotency-key': newKey() },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('idempotency_key');
    expect(await ordersOf(who.id)).toBe(0);
  });

  it('never lets a key stand in for the card signature: a reused key with a bad signature is refused', async () => {
    const { who, at } = await buyer();
    const created = await post('/create-razorpay-order', { amount: 118000 }, who);
    expect(created.statusCode).toBe(200);
    const paid = (await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: created.json().data.rpo_number, outcome: 'success' } })).json();
    const key = newKey();
    const card = { billing_address_id: at.billing, shipping_address_id: at.shipping, payment_method: 'razorpay', idempotency_key: key, ...paid };
    const placed = await post('/order-store', card, who);
    expect(placed.statusCode).toBe(200);
    const forged = await post('/order-store', { ...card, razorpay_signature: '0'.repeat(64) }, who);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toEqual({ razorpay_signature: [PAYMENT_VERIFICATION_FAILED] });
    // The genuine retry still answers the order.
    const retry = await post('/order-store', card, who);
    expect(retry.json().data).toEqual(placed.json().data);
  });
});

describe('POST /create-razorpay-order', () => {
  it('takes the amount alone (spec 7): the default addresses and the profile stand in', async () => {
    const { who, at } = await buyer();
    const res = await post('/create-razorpay-order', { amount: 118000 }, who);
    expect(res.statusCode).toBe(200);
    expect(res.json().order_data).toEqual({ billing_address_id: at.billing, shipping_address_id: at.shipping });
    expect(res.json().data).toMatchObject({ rpo_amount: 118000, customer_email: who.email, customer_phone: '9876543210' });
  });

  it('names the missing address when the customer has none', async () => {
    const who = await createCustomer(t.db);
    await setCart(t.db, who.id, [[pid('IDEM'), 1]]);
    const res = await post('/create-razorpay-order', { amount: 118000 }, who);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('shipping_address_id');
  });
});

describe('POST /request-quotation', () => {
  it('works with exactly the fields spec 7 lists: the contact comes from the profile', async () => {
    const { who } = await buyer();
    const res = await post('/request-quotation', { product_id: [pid('QUOTE')], quantity: [3], quotation_description: 'For the new office' }, who);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTruthy();
    const [q] = await t.db.select().from(quotations).where(eq(quotations.customerId, who.id));
    expect(q).toMatchObject({ contactEmail: who.email, contactPhone: '9876543210', idempotencyKey: null });
  });

  it('answers the same quotation to a retry with the key, and 422 to the key with another list', async () => {
    const { who } = await buyer();
    const key = newKey();
    const body = { product_id: [pid('QUOTE')], quantity: [3], idempotency_key: key };
    const first = await post('/request-quotation', body, who);
    const again = await post('/request-quotation', body, who);
    expect(again.json().data).toEqual(first.json().data);
    const other = await post('/request-quotation', { ...body, quantity: [4] }, who);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ idempotency_key: [KEY_REUSED_MESSAGE] });
    expect((await t.db.select().from(quotations).where(eq(quotations.customerId, who.id))).length).toBe(1);
  });
});
