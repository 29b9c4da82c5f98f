// Card payment through the sandbox provider: provider orders, the popup's pay endpoint, signature
// checks at order-store, refunds on cancel, and the payment webhook.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { orders, paymentOrders, payments, refunds, sandboxPayments, sandboxRefunds, walletTransactions, webhookEvents } from '../src/db/schema';
import { capturedEvent } from '../src/modules/payments/sandbox';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, drainJobs, type TestApp } from './helper';
import { mailsTo } from './outbox';
import { addAddresses, cartSize, creditOf, newKey, openShop, requests, seedProducts, setCart, stockOf, type Addresses, type Json, type Shop } from './shop';

const SECRET = 'test-secret'; // SANDBOX_PAYMENT_SECRET of buildTestApp

const sign = (data: string | Buffer, secret = SECRET) => createHmac('sha256', secret).update(data).digest('hex');

let t: TestApp;
let r: Shop['r'];
let pid: (sku: string) => number;

beforeAll(async () => {
  ({ t, r, pid } = await openShop([
    { sku: 'CARD', base: '1000.00', gst: '18', stock: 100 },
    { sku: 'EXTRA', base: '10.00', gst: '18', stock: 100 },
  ]));
}, 60_000);
afterAll(() => t.close());

interface Buyer {
  who: TestCustomer;
  at: Addresses;
}

/** An approved customer with addresses and one CARD in the cart (₹1,180.00). */
async function buyer(credit = '100'): Promise<Buyer> {
  const who = await createCustomer(t.db, { creditLimit: credit });
  const at = await addAddresses(t.db, who.id, 'Maharashtra');
  await setCart(t.db, who.id, [[pid('CARD'), 1]]);
  return { who, at };
}

const providerOrder = (b: Buyer, amount = 118000) =>
  r.post('/create-razorpay-order', { billing_address_id: b.at.billing, shipping_address_id: b.at.shipping, amount, purchase_order_number: ' PO-9 ' }, b.who);

const pay = (orderId: string, outcome: 'success' | 'failure' = 'success') =>
  r.post('/payments/sandbox/pay', { order_id: orderId, outcome });

/** The provider order, paid through the sandbox: what the popup hands to the storefront's handler. */
async function paid(b: Buyer) {
  const created = await providerOrder(b);
  expect(created.statusCode).toBe(200);
  const rpo = created.json().data;
  const res = await pay(rpo.rpo_number);
  expect(res.statusCode).toBe(200);
  const ids = res.json();
  return { rpo, ids: ids as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } };
}

const cardOrder = (b: Buyer, ids: Json, extra: Json = {}) =>
  r.post(
    '/order-store',
    { billing_address_id: b.at.billing, shipping_address_id: b.at.shipping, payment_method: 'razorpay', idempotency_key: newKey(), ...ids, ...extra },
    b.who,
  );

describe('POST /create-razorpay-order', () => {
  it('creates and stores the provider order for the server total, with the order data', async () => {
    const b = await buyer();
    const res = await providerOrder(b);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: true,
      data: {
        rpo_number: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
        rpo_amount: 118000,
        rpo_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        currency: 'INR',
        key: 'rzp_test_sandbox',
        customer_name: expect.stringMatching(/^Test Buyer/),
        customer_email: b.who.email,
        customer_phone: '9876543210',
      },
      order_data: { billing_address_id: b.at.billing, shipping_address_id: b.at.shipping, purchase_order_number: 'PO-9' },
    });
    const [stored] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.publicId, body.data.rpo_id));
    expect(stored).toMatchObject({
      provider: 'sandbox',
      providerOrderId: body.data.rpo_number,
      customerId: b.who.id,
      amountPaise: 118000,
      status: 'created',
      orderId: null,
      orderData: body.order_data,
    });
  });

  it('refuses (409) an amount that is not the server total: the cart changed', async () => {
    const b = await buyer();
    const res = await providerOrder(b, 100000);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your cart has changed: the total is now ₹1,180.00. Please review your order before paying.');
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, b.who.id))).toHaveLength(0);
  });

  it('refuses an empty cart, someone else\'s address and bad input', async () => {
    const b = await buyer();
    const other = await buyer();
    await setCart(t.db, b.who.id, []);
    expect((await providerOrder(b)).statusCode).toBe(409);
    await setCart(t.db, b.who.id, [[pid('CARD'), 1]]);
    const foreign = await r.post('/create-razorpay-order', { billing_address_id: b.at.billing, shipping_address_id: other.at.shipping, amount: 118000 }, b.who);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ shipping_address_id: ['No shipping address added. Please choose an address.'] });
    const bad = await r.post('/create-razorpay-order', { billing_address_id: b.at.billing, shipping_address_id: b.at.shipping, amount: 1180.5 }, b.who);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('amount');
  });
});

describe('sandbox provider', () => {
  it('pays an order once and signs it like Razorpay (HMAC-SHA256 of order_id|payment_id)', async () => {
    const b = await buyer();
    const { rpo, ids } = await paid(b);
    expect(ids).toEqual({
      status: true,
      razorpay_order_id: rpo.rpo_number,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: sign(`${rpo.rpo_number}|${ids.razorpay_payment_id}`),
    });
    // A second click answers the payment already made.
    expect((await pay(rpo.rpo_number)).json()).toEqual(ids);
    const rows = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerOrderId, rpo.rpo_number));
    expect(rows.map((p) => [p.paymentId, p.status, p.amountPaise])).toEqual([[ids.razorpay_payment_id, 'captured', 118000]]);
  });

  it('fails a payment with Razorpay\'s error shape, and 404s an unknown order', async () => {
    const b = await buyer();
    const rpo = (await providerOrder(b)).json().data;
    const res = await pay(rpo.rpo_number, 'failure');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: false,
      razorpay_order_id: rpo.rpo_number,
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      error: { code: 'BAD_REQUEST_ERROR', description: expect.any(String), source: 'customer', step: 'payment_authorization', reason: 'payment_failed' },
    });
    expect((await pay('order_doesnotexist0')).statusCode).toBe(404);
    expect((await r.post('/payments/sandbox/pay', { order_id: rpo.rpo_number, outcome: 'maybe' })).statusCode).toBe(422);
  });

  it('serves a checkout script with Razorpay\'s browser contract that needs no inline styles or eval', async () => {
    const res = await t.app.inject({ url: '/api/payments/sandbox/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    for (const needle of ['window.Razorpay = Razorpay', "'payment.failed'", 'ondismiss', "'role', 'dialog'", "'aria-modal', 'true'", "'Escape'"]) {
      expect(res.body).toContain(needle);
    }
    for (const banned of ['eval(', 'new Function', 'innerHTML', "setAttribute('style'", 'style=', '<style']) expect(res.body).not.toContain(banned);
  });
});

describe('POST /order-store, card', () => {
  it('places the order for a verified payment: provider order paid, credit untouched', async () => {
    const b = await buyer('100');
    const { rpo, ids } = await paid(b);
    const stock = await stockOf(t.db, pid('CARD'));
    const res = await cardOrder(b, { ...ids, rpo_id: rpo.rpo_id, payment_details: { method: 'card' } });
    expect(res.statusCode).toBe(200);
    const { order_number: number, id } = res.json().data;
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, id));
    // order_data from the popup's trip is not needed: the request's own fields are used.
    expect(order).toMatchObject({ orderNumber: number, paymentMethod: 'razorpay', totalAmount: '1180.00', status: 'pending' });
    const [po] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.publicId, rpo.rpo_id));
    expect(po).toMatchObject({ status: 'paid', orderId: order.id, paymentId: ids.razorpay_payment_id });
    const pays = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(pays.map((p) => [p.paymentMethod, p.txnId, p.amount])).toEqual([['razorpay', ids.razorpay_payment_id, '1180.00']]);
    // Card orders do not need or touch credit (100 would not cover 1,180).
    expect(await creditOf(t.db, b.who.id)).toBe('100.00');
    expect(await t.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, b.who.id))).toHaveLength(0);
    expect(await stockOf(t.db, pid('CARD'))).toBe(stock - 1);
    expect(await cartSize(t.db, b.who.id)).toBe(0);

    // A replayed callback (another key, same payment) answers the same order: one per provider order.
    const replay = await cardOrder(b, ids);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ order_number: number, id });
    expect(await t.db.select().from(orders).where(eq(orders.customerId, b.who.id))).toHaveLength(1);
  });

  it('refuses a tampered signature and creates nothing', async () => {
    const b = await buyer();
    const { ids } = await paid(b);
    const flipped = ids.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const tampered of [
      { ...ids, razorpay_signature: flipped },
      { ...ids, razorpay_signature: sign(`${ids.razorpay_order_id}|${ids.razorpay_payment_id}`, 'wrong-secret') },
      { ...ids, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA' },
      { ...ids, razorpay_signature: '' },
    ]) {
      const res = await cardOrder(b, tampered);
      expect(res.statusCode).toBe(422);
    }
    const res = await cardOrder(b, { ...ids, razorpay_signature: flipped });
    expect(res.json()).toMatchObject({ message: 'Payment verification failed. No order was created.', errors: { razorpay_signature: expect.any(Array) } });
    expect(await t.db.select().from(orders).where(eq(orders.customerId, b.who.id))).toHaveLength(0);
    expect(await cartSize(t.db, b.who.id)).toBe(1);
    const missing = await cardOrder(b, { razorpay_order_id: ids.razorpay_order_id });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['razorpay_payment_id', 'razorpay_signature']);
  });

  it('answers 404 for another customer\'s provider order, even with its valid signature', async () => {
    const owner = await buyer();
    const thief = await buyer();
    const { ids } = await paid(owner);
    const res = await cardOrder(thief, ids);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payment not found.');
    expect(await t.db.select().from(orders).where(eq(orders.customerId, thief.who.id))).toHaveLength(0);
    // rpo_id must name the same provider order.
    const { rpo: other } = await paid(thief);
    expect((await cardOrder(owner, { ...ids, rpo_id: other.rpo_id })).statusCode).toBe(404);
    // The owner can still use it.
    expect((await cardOrder(owner, ids)).statusCode).toBe(200);
  });

  it('creates no order when the cart changed after the payment, and refunds the payment once', async () => {
    const b = await buyer();
    const { rpo, ids } = await paid(b);
    await setCart(t.db, b.who.id, [[pid('CARD'), 1], [pid('EXTRA'), 1]]);
    const res = await cardOrder(b, ids);
    expect(res.statusCode).toBe(409);
    const notice =
      'Your payment of ₹1,180.00 was refunded because the order could not be placed: Your cart changed after the payment of ₹1,180.00: ' +
      'the order now comes to ₹1,191.80. No order was created; the refund reaches your account in 5-7 working days.';
    expect(res.json()).toMatchObject({ message: notice, errors: { payment_refunded: [notice] } });
    expect(await t.db.select().from(orders).where(eq(orders.customerId, b.who.id))).toHaveLength(0);
    // The refund was written with its 'refund-send' job; the job sends it.
    await drainJobs(t);
    const [po] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.publicId, rpo.rpo_id));
    expect(po).toMatchObject({ status: 'refunded', orderId: null, paymentId: ids.razorpay_payment_id });
    const made = await t.db.select().from(refunds).where(eq(refunds.paymentOrderId, po.id));
    expect(made).toEqual([expect.objectContaining({ orderId: null, amountPaise: 118000, state: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) })]);
    // The provider moved the money once; the cart is as the buyer left it.
    const atProvider = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, ids.razorpay_payment_id));
    expect(atProvider.map((x) => x.amountPaise)).toEqual([118000]);
    expect(await cartSize(t.db, b.who.id)).toBe(2);

    // The browser retries and the provider's payment.captured webhook arrives: same notice, no second refund, no order.
    const again = await cardOrder(b, ids);
    expect(again.json().message).toBe(notice);
    const event = capturedEvent(SECRET, rpo.rpo_number, ids.razorpay_payment_id, 118000);
    const hook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: event.headers, payload: event.body });
    expect(hook.json().message).toBe(`refused: ${notice}`);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentOrderId, po.id))).toHaveLength(1);
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, ids.razorpay_payment_id))).toHaveLength(1);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, b.who.id))).toHaveLength(0);
    // And the buyer was told by mail, once (the retry and the webhook found the refund made).
    const mails = (await mailsTo(t, b.who.email)).filter((m) => m.subject === 'Your payment was refunded: no order was placed');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('was refunded because the order could not be placed');
  });

  it('refunds the card payment through the provider when the order is cancelled', async () => {
    const b = await buyer();
    const { rpo, ids } = await paid(b);
    const stock = await stockOf(t.db, pid('CARD'));
    const { id } = (await cardOrder(b, ids)).json().data;
    const res = await r.get(`/order-cancel/${id}`, b.who);
    expect(res.statusCode).toBe(200);
    expect(await stockOf(t.db, pid('CARD'))).toBe(stock);
    await drainJobs(t);
    const [po] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.publicId, rpo.rpo_id));
    expect(po).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^rfnd_/), refundedAt: expect.any(Date) });
    const [sp] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, ids.razorpay_payment_id));
    expect(sp).toMatchObject({ status: 'refunded', refundId: po.refundId });
    // No credit changes for a card order, and cancelling again refunds nothing more.
    expect(await creditOf(t.db, b.who.id)).toBe('100.00');
    expect((await r.get(`/order-cancel/${id}`, b.who)).statusCode).toBe(200);
    const [again] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.publicId, rpo.rpo_id));
    expect(again.refundId).toBe(po.refundId);
    expect(await t.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, b.who.id))).toHaveLength(0);
  });
});

describe('POST /payments/webhook', () => {
  const send = (body: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });

  it('refuses a bad or missing signature', async () => {
    const event = capturedEvent(SECRET, 'order_x', 'pay_x', 100);
    expect((await send(event.body, { ...event.headers, 'x-razorpay-signature': sign(event.body, 'nope') })).statusCode).toBe(400);
    const { 'x-razorpay-signature': _drop, ...unsigned } = event.headers;
    const res = await send(event.body, unsigned);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature.');
    // Same event with one byte changed: the signature covers the raw body.
    expect((await send(event.body.replace('"amount":100', '"amount":101'), event.headers)).statusCode).toBe(400);
  });

  it('completes the order of a paid provider order whose browser never came back, once', async () => {
    const b = await buyer();
    const { rpo, ids } = await paid(b);
    const event = capturedEvent(SECRET, rpo.rpo_number, ids.razorpay_payment_id, 118000);
    const res = await send(event.body, event.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: expect.stringMatching(/^order ORD-\d{8}-[0-9A-Z]{6} placed$/) });
    const made = await t.db.select().from(orders).where(eq(orders.customerId, b.who.id));
    expect(made).toHaveLength(1);
    // The order data stored with the provider order: addresses and the purchase order number.
    expect(made[0]).toMatchObject({ paymentMethod: 'razorpay', purchaseOrderNumber: 'PO-9', sAddressLine1: '7 Dock Road', totalAmount: '1180.00' });
    expect(await cartSize(t.db, b.who.id)).toBe(0);

    // The provider redelivers the same event: acknowledged, ignored.
    const dup = await send(event.body, event.headers);
    expect(dup.json()).toEqual({ status: true, message: 'Duplicate event ignored' });
    // The browser comes back late with the popup's ids: it gets the same order.
    const late = await cardOrder(b, ids);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.order_number).toBe(made[0].orderNumber);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, b.who.id))).toHaveLength(1);
    const events = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.headers['x-razorpay-event-id']));
    expect(events).toHaveLength(1);
  });

  it('acknowledges events it cannot act on without creating anything', async () => {
    const b = await buyer();
    const { rpo, ids } = await paid(b);
    const wrongAmount = capturedEvent(SECRET, rpo.rpo_number, ids.razorpay_payment_id, 100);
    expect((await send(wrongAmount.body, wrongAmount.headers)).json().message).toBe('refused: captured 100 paise, the order is for 118000');
    const unknown = capturedEvent(SECRET, 'order_unknown000000', 'pay_x', 100);
    expect((await send(unknown.body, unknown.headers)).json().message).toBe('ignored: unknown provider order order_unknown000000');
    const other = JSON.stringify({ event: 'refund.processed', payload: {} });
    const res = await send(other, { 'content-type': 'application/json', 'x-razorpay-signature': sign(other), 'x-razorpay-event-id': 'evt_other' });
    expect(res.json()).toEqual({ status: true, message: 'ignored: the event names no refund' });
    // A changed cart: the webhook cannot place the order either.
    await setCart(t.db, b.who.id, [[pid('CARD'), 2]]);
    const changed = capturedEvent(SECRET, rpo.rpo_number, ids.razorpay_payment_id, 118000);
    expect((await send(changed.body, changed.headers)).json().message).toMatch(/^refused: Your payment of ₹1,180.00 was refunded because the order could not be placed: Your cart changed/);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, b.who.id))).toHaveLength(0);
  });

  it('is sent by the sandbox itself a while after a payment, from a job kept in the database', async () => {
    const auto = await buildTestApp({ storeState: 'Maharashtra', sandboxWebhookDelayMs: 60_000 });
    try {
      const ids2 = await seedProducts(auto.db, [{ sku: 'AUTO', base: '100.00', stock: 5 }]);
      const who = await createCustomer(auto.db);
      const at = await addAddresses(auto.db, who.id, 'Maharashtra');
      await setCart(auto.db, who.id, [[ids2('AUTO'), 1]]);
      const ar = requests(auto);
      const rpo = (await ar.post('/create-razorpay-order', { billing_address_id: at.billing, shipping_address_id: at.shipping, amount: 11800 }, who)).json().data;
      expect((await ar.post('/payments/sandbox/pay', { order_id: rpo.rpo_number, outcome: 'success' })).json().status).toBe(true);
      // Paying again answers the same payment: still one event to send.
      expect((await ar.post('/payments/sandbox/pay', { order_id: rpo.rpo_number, outcome: 'success' })).json().status).toBe(true);
      const events = async () =>
        ((await auto.db.execute(sql`SELECT state, start_after > now() + interval '50 seconds' AS later FROM pgboss.job WHERE name = 'payment-event'`)) as unknown as {
          rows: { state: string; later: boolean }[];
        }).rows;
      // The event waits its delay in the database (a restart in between does not lose it).
      expect(await events()).toEqual([{ state: 'created', later: true }]);
      const placedOrders = () => auto.db.select().from(orders).where(and(eq(orders.customerId, who.id), eq(orders.paymentMethod, 'razorpay')));
      await drainJobs(auto);
      expect(await placedOrders()).toHaveLength(0);
      // The customer closed the browser: no order-store call. Once due, the webhook places the order.
      await auto.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'payment-event'`);
      await drainJobs(auto);
      expect(await placedOrders()).toHaveLength(1);
      expect(await events()).toEqual([{ state: 'completed', later: false }]);
    } finally {
      await auto.close();
    }
  }, 30_000);
});

describe('provider choice', () => {
  it('uses Razorpay when its keys are set: its script, its key, no sandbox routes', async () => {
    const live = await buildTestApp({ razorpayKeyId: 'rzp_test_key', razorpayKeySecret: 'rzp-secret', sandboxWebhookDelayMs: 0 });
    try {
      const who = await createCustomer(live.db);
      const data = (await live.app.inject({ url: '/api/checkout', headers: who.auth })).json().data;
      expect(data).toMatchObject({ payment_provider: 'razorpay', payment_script_url: 'https://checkout.razorpay.com/v1/checkout.js' });
      expect((await live.app.inject({ url: '/api/payments/sandbox/checkout.js' })).statusCode).toBe(404);
      expect((await live.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: 'order_x', outcome: 'success' } })).statusCode).toBe(404);
      // No webhook secret configured: the webhook does not exist rather than accept anything.
      const event = capturedEvent('rzp-secret', 'order_x', 'pay_x', 100);
      expect((await live.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: event.headers, payload: event.body })).statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
