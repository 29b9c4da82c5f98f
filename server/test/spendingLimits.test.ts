// Company users' spending limits on every order path: cash on delivery, card payment
// (provider order, popup callback and webhook), quotation accept; the month in India time with
// cancelled orders left out; and, on PostgreSQL, parallel orders of one user that together would
// pass the monthly limit (on PGlite the same requests run one after another, same outcome).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { customerUsers, orders, paymentOrders, quotations, refunds } from '../src/db/schema';
import { capturedEvent } from '../src/modules/payments/sandbox';
import { priceQuotation, type AnswerContext } from '../src/modules/quotes/answer';
import { indiaMonthStart } from '../src/modules/spendinglimits';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { addAddresses, cartSize, creditOf, newKey, openShop, setCart, type Addresses, type Json, type Shop } from './shop';

jest.setTimeout(120_000);

const SECRET = 'test-secret'; // SANDBOX_PAYMENT_SECRET of buildTestApp
const REFUND_TAIL = 'No order was created; the refund reaches your account in 5-7 working days.';
const UNIT = 118_000; // one ITEM: ₹1,000.00 + 18% GST, in paise

let t: Shop['t'];
let r: Shop['r'];
let pid: (sku: string) => number;
let answer: AnswerContext;

beforeAll(async () => {
  ({ t, r, pid } = await openShop([{ sku: 'ITEM', base: '1000.00', gst: '18', stock: 10_000 }]));
  const c = t.config;
  answer = { storeState: c.storeState, publicUrl: c.publicUrl, storeName: c.storeName, validityDays: c.quotationValidityDays, mail: t.app.services };
}, 60_000);
afterAll(() => t.close());

interface Company {
  admin: TestCustomer;
  at: Addresses;
}

/** A company (its admin, no limits) with addresses and plenty of credit. */
async function company(credit = '1000000'): Promise<Company> {
  const admin = await createCustomer(t.db, { creditLimit: credit });
  return { admin, at: await addAddresses(t.db, admin.id, 'Maharashtra') };
}

const buyer = (c: Company, limits: { orderLimitPaise?: number | null; monthlyLimitPaise?: number | null }) => createCompanyUser(t.db, { id: c.admin.id }, { role: 'buyer', ...limits });

const cod = (c: Company, who: TestCustomer) => r.cod(who, c.at);
const ordersOf = (c: Company) => t.db.select().from(orders).where(eq(orders.customerId, c.admin.id));
const setLimits = (who: TestCustomer, limits: { orderLimitPaise?: number | null; monthlyLimitPaise?: number | null }) =>
  t.db.update(customerUsers).set(limits).where(eq(customerUsers.id, who.userId));

const orderLimitText = (total: string, limit: string) =>
  `The order total of ${total} is above your order limit of ${limit}. Remove some products, or ask your company's admin to raise your limit.`;
const monthlyText = (total: string, month: string, limit: string, left: string) =>
  `This order of ${total} would take your orders this month to ${month}, above your monthly limit of ${limit} (${left} left). ` +
  "Remove some products, or ask your company's admin to raise your limit.";

describe('order limit', () => {
  it('a company with one admin and no limits orders as before; the order names the user who placed it', async () => {
    const c = await company('5000');
    await setCart(t.db, c.admin, [[pid('ITEM'), 4]]);
    const res = await cod(c, c.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Order placed successfully' });
    const [made] = await ordersOf(c);
    expect(made).toMatchObject({ createdByUserId: c.admin.userId, totalAmount: '4720.00' });
  });

  it('refuses a cash-on-delivery order above the user\'s order limit and leaves everything as it was; at the limit it passes', async () => {
    const c = await company();
    const b = await buyer(c, { orderLimitPaise: UNIT });
    await setCart(t.db, b, [[pid('ITEM'), 2]]);
    const refused = await cod(c, b);
    expect(refused.statusCode).toBe(409);
    const message = orderLimitText('₹2,360.00', '₹1,180.00');
    expect(refused.json()).toMatchObject({ status: false, message, errors: { spending_limit: [message] } });
    expect(await ordersOf(c)).toHaveLength(0);
    expect(await creditOf(t.db, c.admin.id)).toBe('1000000.00');
    expect(await cartSize(t.db, c.admin.id)).toBe(1);

    // The admin of the same company has no limit: the same cart is theirs to place.
    await setCart(t.db, b, [[pid('ITEM'), 1]]);
    const ok = await cod(c, b);
    expect(ok.statusCode).toBe(200);
    expect((await ordersOf(c)).map((o) => o.createdByUserId)).toEqual([b.userId]);
  });
});

describe('monthly limit', () => {
  it('sums the user\'s own orders of this India month, without cancelled ones, and says how much is left', async () => {
    const c = await company();
    const b = await buyer(c, { monthlyLimitPaise: 300_000 });
    const first = await r.placeCod(b, c.at, [[pid('ITEM'), 1]]);
    await r.placeCod(b, c.at, [[pid('ITEM'), 1]]);
    // The admin's orders are not the buyer's month.
    await r.placeCod(c.admin, c.at, [[pid('ITEM'), 5]]);

    await setCart(t.db, b, [[pid('ITEM'), 1]]);
    const refused = await cod(c, b);
    expect(refused.statusCode).toBe(409);
    const message = monthlyText('₹1,180.00', '₹3,540.00', '₹3,000.00', '₹640.00');
    expect(refused.json()).toMatchObject({ message, errors: { spending_limit: [message] } });

    // A cancelled order no longer counts.
    const [firstRow] = await t.db.select({ publicId: orders.publicId }).from(orders).where(eq(orders.orderNumber, first));
    expect((await r.get(`/order-cancel/${firstRow.publicId}`, b)).statusCode).toBe(200);
    expect((await cod(c, b)).statusCode).toBe(200);

    // An order of last month (one second before the 1st, 00:00 India time) does not count either.
    await setCart(t.db, b, [[pid('ITEM'), 1]]);
    expect((await cod(c, b)).statusCode).toBe(409);
    const [latest] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.createdByUserId, b.userId), eq(orders.status, 'pending')))
      .limit(1);
    await t.db.update(orders).set({ createdAt: new Date(indiaMonthStart(new Date()).getTime() - 1000) }).where(eq(orders.id, latest.id));
    expect((await cod(c, b)).statusCode).toBe(200);
  });

  it('starts the month at 00:00 India time on the 1st', () => {
    expect(indiaMonthStart(new Date('2026-11-30T18:29:59Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(indiaMonthStart(new Date('2026-11-30T18:30:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
});

describe('card payments', () => {
  const providerOrder = (c: Company, who: TestCustomer, amount: number) =>
    r.post('/create-razorpay-order', { billing_address_id: c.at.billing, shipping_address_id: c.at.shipping, amount }, who);
  const pay = async (orderId: string) => (await r.post('/payments/sandbox/pay', { order_id: orderId, outcome: 'success' })).json() as Json;
  const cardOrder = (c: Company, who: TestCustomer, ids: Json) =>
    r.post('/order-store', { billing_address_id: c.at.billing, shipping_address_id: c.at.shipping, payment_method: 'razorpay', idempotency_key: newKey(), ...ids }, who);

  it('refuses to start a payment above the limit: nothing to pay, nothing stored', async () => {
    const c = await company();
    const b = await buyer(c, { orderLimitPaise: UNIT });
    await setCart(t.db, b, [[pid('ITEM'), 2]]);
    const res = await providerOrder(c, b, 2 * UNIT);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ spending_limit: [orderLimitText('₹2,360.00', '₹1,180.00')] });
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, c.admin.id))).toHaveLength(0);
  });

  it('checks the limits again when the paid order is placed: lowered meanwhile, the payment is refunded and no order made', async () => {
    const c = await company();
    const b = await buyer(c, { orderLimitPaise: 10 * UNIT });
    await setCart(t.db, b, [[pid('ITEM'), 2]]);
    const rpo = (await providerOrder(c, b, 2 * UNIT)).json().data;
    const ids = await pay(rpo.rpo_number);
    await setLimits(b, { orderLimitPaise: UNIT });

    const res = await cardOrder(c, b, ids);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Your payment of ₹2,360.00 was refunded because the order could not be placed: ${orderLimitText('₹2,360.00', '₹1,180.00')} ${REFUND_TAIL}`,
    );
    expect(await ordersOf(c)).toHaveLength(0);
    const [po] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, rpo.rpo_number));
    expect(po.createdByUserId).toBe(b.userId);
    expect(await t.db.select({ amount: refunds.amountPaise }).from(refunds).where(eq(refunds.paymentOrderId, po.id))).toEqual([{ amount: 2 * UNIT }]);
  });

  it('the webhook places the paid order as the user who paid, within that user\'s limits', async () => {
    const c = await company();
    const b = await buyer(c, { monthlyLimitPaise: 3 * UNIT });
    const send = (event: { body: string; headers: Record<string, string> }) =>
      t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: event.headers, payload: event.body });

    await setCart(t.db, b, [[pid('ITEM'), 2]]);
    const rpo = (await providerOrder(c, b, 2 * UNIT)).json().data;
    const ids = await pay(rpo.rpo_number);
    const placed = await send(capturedEvent(SECRET, rpo.rpo_number, String(ids.razorpay_payment_id), 2 * UNIT));
    expect(placed.json().message).toMatch(/^order ORD-\S+ placed$/);
    expect((await ordersOf(c)).map((o) => o.createdByUserId)).toEqual([b.userId]);

    // The next payment fits when it starts, but another order of the buyer's takes the month first.
    await setCart(t.db, b, [[pid('ITEM'), 1]]);
    const second = (await providerOrder(c, b, UNIT)).json().data;
    const secondIds = await pay(second.rpo_number);
    await r.placeCod(b, c.at, [[pid('ITEM'), 1]]);
    await setCart(t.db, b, [[pid('ITEM'), 1]]);
    const refused = await send(capturedEvent(SECRET, second.rpo_number, String(secondIds.razorpay_payment_id), UNIT));
    expect(refused.json().message).toBe(
      `refused: Your payment of ₹1,180.00 was refunded because the order could not be placed: ${monthlyText('₹1,180.00', '₹4,720.00', '₹3,540.00', '₹0.00')} ${REFUND_TAIL}`,
    );
    expect(await ordersOf(c)).toHaveLength(2);
  });
});

/** A quotation the buyer requested for `qty` ITEMs, priced by the store at ₹1,000.00 a unit. */
async function quoted(who: TestCustomer, qty = 1): Promise<string> {
  const res = await r.post('/request-quotation', { product_id: [pid('ITEM')], quantity: [qty], name: 'Ravi Rao', email: 'ravi@buyer.example', phone: '9876543210' }, who);
  expect(res.statusCode).toBe(200);
  const priced = await priceQuotation(t.db, res.json().data.quotation_number, { ITEM: '1000' }, answer);
  expect(priced.complete).toBe(true);
  return res.json().data.id as string;
}
const accept = (c: Company, who: TestCustomer, id: string) =>
  r.post(`/quotation-accept/${id}`, { billing_address_id: c.at.billing, shipping_address_id: c.at.shipping, payment_method: 'cash_on_delivery', idempotency_key: newKey() }, who);

describe('quotation accepted into an order', () => {
  it('is refused above the accepting user\'s order limit; the admin without limits places it', async () => {
    const c = await company();
    const b = await buyer(c, { orderLimitPaise: 2 * UNIT });
    const id = await quoted(b, 3);
    const refused = await accept(c, b, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ spending_limit: [orderLimitText('₹3,540.00', '₹2,360.00')] });
    const [q] = await t.db.select({ status: quotations.status }).from(quotations).where(eq(quotations.publicId, id));
    expect(q.status).toBe('quoted');

    expect((await accept(c, c.admin, id)).statusCode).toBe(200);
    expect((await ordersOf(c)).map((o) => o.createdByUserId)).toEqual([c.admin.userId]);
  });
});

describe(`parallel orders of one user (${process.env.DATABASE_URL ? 'PostgreSQL: really parallel' : 'PGlite: serialised'})`, () => {
  it('exactly the orders that fit in the monthly limit are placed: no 5xx, no deadlock', async () => {
    const c = await company();
    const b = await buyer(c, { monthlyLimitPaise: 3 * UNIT });
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await quoted(b));
    await setCart(t.db, b, [[pid('ITEM'), 1]]);

    const started = Date.now();
    const answers = await Promise.all([...ids.map((id) => accept(c, b, id)), cod(c, b)]);
    const ms = Date.now() - started;

    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(4);
    for (const a of refused) {
      expect(a.statusCode).toBe(409);
      expect(a.json().errors).toEqual({ spending_limit: [monthlyText('₹1,180.00', '₹4,720.00', '₹3,540.00', '₹0.00')] });
    }
    const made = await ordersOf(c);
    expect(made).toHaveLength(3);
    expect(made.reduce((n, o) => n + Math.round(Number(o.totalAmount) * 100), 0)).toBe(3 * UNIT);
    expect(await creditOf(t.db, c.admin.id)).toBe('996460.00');
    console.log(`[limits] 7 parallel orders of one user in ${ms} ms on ${t.database.kind}: 3 placed, 4 refused at the monthly limit`);
  });
});
