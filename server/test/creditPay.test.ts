// Paying dues online: the buyer chooses dues (or an amount, oldest first), the server
// prices the provider order from them, and the popup's verified answer or the provider's webhook
// settles them once, restoring the available credit in the same transaction. A forged signature
// settles nothing; a second verify or a later webhook changes nothing more. A payment that finds
// its dues already settled (paid twice) is refunded by a job, once, and listed with the refunds.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { creditDues, creditPayments, customers, paymentOrders, refunds, sandboxRefunds } from '../src/db/schema';
import { duesPaymentRefunded, NOTHING_TO_SETTLE } from '../src/modules/credit/online';
import { listRefunds } from '../src/modules/refunds/views';
import { setOrderStatus } from '../src/modules/orders/status';
import { capturedEvent } from '../src/modules/payments/sandbox';
import { createCustomer, type TestCustomer } from './factories';
import { drainJobs } from './helper';
import { mailsTo } from './outbox';
import { addAddresses, openShop, type Addresses, type Json, type Shop } from './shop';

jest.setTimeout(120_000);

let shop: Shop;
const secret = () => shop.t.config.razorpayWebhookSecret ?? shop.t.config.sandboxPaymentSecret;

beforeAll(async () => {
  shop = await openShop([{ sku: 'A', base: '1000.00', gst: '18', stock: 100_000 }]);
}, 60_000);
afterAll(() => shop.t.close());

async function owing(): Promise<{ who: TestCustomer; at: Addresses; first: string; second: string; ids: string[] }> {
  const who = await createCustomer(shop.t.db, { creditLimit: '100000' });
  const at = await addAddresses(shop.t.db, who.id, 'Maharashtra');
  const first = await shop.r.placeCod(who, at, [[shop.pid('A'), 1]]); // ₹1,180
  const second = await shop.r.placeCod(who, at, [[shop.pid('A'), 2]]); // ₹2,360
  await setOrderStatus(shop.t.app.services, first, 'approved', new Date('2026-10-01T06:00:00Z'));
  const dues = await shop.t.db.select().from(creditDues).where(eq(creditDues.customerId, who.id)).orderBy(creditDues.id);
  return { who, at, first, second, ids: dues.map((d) => d.publicId) };
}

async function credit(customerId: number) {
  const [c] = await shop.t.db.select().from(customers).where(eq(customers.id, customerId));
  const dues = await shop.t.db.select().from(creditDues).where(eq(creditDues.customerId, customerId));
  const outstanding = dues.reduce((n, d) => n + Math.round(Number(d.amount) * 100) - Math.round(Number(d.paid) * 100), 0);
  const available = Math.round(Number(c.creditLimit) * 100);
  expect(Math.round(Number(c.creditLine) * 100)).toBe(available + outstanding);
  return { available, outstanding };
}

const sandboxPay = async (orderId: string) => (await shop.r.post('/payments/sandbox/pay', { order_id: orderId, outcome: 'success' })).json();

describe('paying dues online', () => {
  it('prices the chosen dues on the server, and the verified payment settles them and restores the credit', async () => {
    const b = await owing();
    const start = await shop.r.post('/credit/pay', { dues: [b.ids[1]] }, b.who);
    expect(start.statusCode).toBe(200);
    const rpo = start.json().data;
    expect(rpo).toMatchObject({ rpo_amount: 236_000, currency: 'INR', settles: [{ order_number: b.second, amount: 2360 }] });
    const paid = await sandboxPay(rpo.rpo_number);
    const verify = await shop.r.post('/credit/pay/verify', { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }, b.who);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toBe(`Payment of ₹2,360.00 received; settled ${b.second}`);
    expect(verify.json().data).toMatchObject({ outstanding: 1180, available: 100000 - 1180 });
    expect(await credit(b.who.id)).toEqual({ outstanding: 118_000, available: 10_000_000 - 118_000 });
    const [payment] = await shop.t.db.select().from(creditPayments).where(eq(creditPayments.customerId, b.who.id));
    expect(payment).toMatchObject({ method: 'online', reference: paid.razorpay_payment_id, providerOrderId: rpo.rpo_number, amount: '2360.00' });
  });

  it('an amount is settled oldest first; bad choices are refused by field', async () => {
    const b = await owing();
    const cases: [Json, Record<string, string[]>][] = [
      [{}, { dues: ['Choose the invoices to pay, or enter an amount.'] }],
      [{ amount: '0' }, { amount: ['Amount must be a number of rupees above 0, such as 25000, 25,000 or 1,25,000.50.'] }],
      [{ amount: '3540.01' }, { amount: ['The outstanding dues are ₹3,540.00; enter at most that.'] }],
      // A grouped amount is read as the number it groups, not refused as text.
      [{ amount: '₹ 3,540.01' }, { amount: ['The outstanding dues are ₹3,540.00; enter at most that.'] }],
      [{ amount: '3,5,40' }, { amount: ['Amount must be a number of rupees above 0, such as 25000, 25,000 or 1,25,000.50.'] }],
      [{ amount: '10,00,00,00,000' }, { amount: ['Amount can be at most ₹9,99,99,99,999.99.'] }],
      [{ dues: ['nope'] }, { 'dues.0': ['This invoice has no open due to pay.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await shop.r.post('/credit/pay', body, b.who);
      expect({ body, status: res.statusCode, errors: res.json().errors }).toEqual({ body, status: 422, errors });
    }
    // Another company's due is not found either.
    const other = await owing();
    expect((await shop.r.post('/credit/pay', { dues: [other.ids[0]] }, b.who)).statusCode).toBe(422);

    const rpo = (await shop.r.post('/credit/pay', { amount: '1500' }, b.who)).json().data;
    expect(rpo.settles).toEqual([{ order_number: b.first, amount: 1180 }, { order_number: b.second, amount: 320 }]);
    const paid = await sandboxPay(rpo.rpo_number);
    await shop.r.post('/credit/pay/verify', paid, b.who);
    expect(await credit(b.who.id)).toEqual({ outstanding: 204_000, available: 10_000_000 - 204_000 });
  });

  it('a forged signature settles nothing; verify twice and the webhook settle once', async () => {
    const b = await owing();
    const rpo = (await shop.r.post('/credit/pay', { dues: b.ids }, b.who)).json().data;
    expect(rpo.rpo_amount).toBe(354_000);
    const paid = await sandboxPay(rpo.rpo_number);
    const forged = await shop.r.post('/credit/pay/verify', { ...paid, razorpay_signature: '0'.repeat(64) }, b.who);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toEqual({ razorpay_signature: ['Payment verification failed. No dues were settled.'] });
    expect(await credit(b.who.id)).toMatchObject({ outstanding: 354_000 });

    // Another customer cannot settle with this payment.
    const stranger = await owing();
    expect((await shop.r.post('/credit/pay/verify', paid, stranger.who)).statusCode).toBe(404);

    const [one, two] = await Promise.all([shop.r.post('/credit/pay/verify', paid, b.who), shop.r.post('/credit/pay/verify', paid, b.who)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.json().message, two.json().message].sort()[1]).toBe('This payment has already settled your dues');
    const event = capturedEvent(secret(), rpo.rpo_number, paid.razorpay_payment_id, 354_000);
    const hook = await shop.t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: event.headers, payload: event.body });
    expect(hook.json()).toMatchObject({ status: true, message: 'This payment has already settled your dues' });
    expect(await credit(b.who.id)).toEqual({ outstanding: 0, available: 10_000_000 });
    expect(await shop.t.db.select().from(creditPayments).where(eq(creditPayments.customerId, b.who.id))).toHaveLength(1);
  });

  it('the webhook alone settles a payment whose browser never came back', async () => {
    const b = await owing();
    const rpo = (await shop.r.post('/credit/pay', { dues: [b.ids[0]] }, b.who)).json().data;
    const paid = await sandboxPay(rpo.rpo_number);
    const event = capturedEvent(secret(), rpo.rpo_number, paid.razorpay_payment_id, 118_000);
    const hook = await shop.t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: event.headers, payload: event.body });
    expect(hook.json().message).toBe(`Payment of ₹1,180.00 received; settled ${b.first}`);
    expect(await credit(b.who.id)).toEqual({ outstanding: 236_000, available: 10_000_000 - 236_000 });
    const [po] = await shop.t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, rpo.rpo_number));
    expect(po).toMatchObject({ status: 'paid', orderId: null, paymentId: paid.razorpay_payment_id });
    // The browser's verify afterwards answers the same, settling nothing more.
    expect((await shop.r.post('/credit/pay/verify', paid, b.who)).json().message).toBe('This payment has already settled your dues');
    expect(await credit(b.who.id)).toMatchObject({ outstanding: 236_000 });
  });

  it('a second payment for dues already settled is refunded in full by a job, once, and listed for Finance', async () => {
    const b = await owing();
    // Two tabs start a payment for all the dues; both are paid.
    const one = (await shop.r.post('/credit/pay', { dues: b.ids }, b.who)).json().data;
    const two = (await shop.r.post('/credit/pay', { dues: b.ids }, b.who)).json().data;
    const paidOne = await sandboxPay(one.rpo_number);
    const paidTwo = await sandboxPay(two.rpo_number);
    expect((await shop.r.post('/credit/pay/verify', paidOne, b.who)).statusCode).toBe(200);

    const late = await shop.r.post('/credit/pay/verify', paidTwo, b.who);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(duesPaymentRefunded(354_000));
    expect(await credit(b.who.id)).toEqual({ outstanding: 0, available: 10_000_000 });
    const [po] = await shop.t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, two.rpo_number));
    expect(po).toMatchObject({ status: 'refund_pending', paymentId: paidTwo.razorpay_payment_id });
    const [pending] = await shop.t.db.select().from(refunds).where(eq(refunds.paymentOrderId, po.id));
    expect(pending).toMatchObject({ state: 'pending', orderId: null, amountPaise: 354_000, reason: NOTHING_TO_SETTLE });

    // The provider's webhook for it and a second verify answer the same, and refund nothing more.
    const event = capturedEvent(secret(), two.rpo_number, paidTwo.razorpay_payment_id, 354_000);
    const hook = await shop.t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: event.headers, payload: event.body });
    expect(hook.json().message).toBe(`refused: ${duesPaymentRefunded(354_000)}`);
    expect((await shop.r.post('/credit/pay/verify', paidTwo, b.who)).json().message).toBe(duesPaymentRefunded(354_000));

    await drainJobs(shop.t);
    const [done] = await shop.t.db.select().from(refunds).where(eq(refunds.paymentOrderId, po.id));
    expect(done).toMatchObject({ state: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect((await shop.t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paidTwo.razorpay_payment_id))).map((x) => x.amountPaise)).toEqual([354_000]);
    const [after] = await shop.t.db.select().from(paymentOrders).where(eq(paymentOrders.id, po.id));
    expect(after.status).toBe('refunded');
    // Finance finds it in the refunds list, with why, the buyer and the payment.
    expect((await listRefunds(shop.t.db, 'processed')).find((x) => x.id === done.id)).toMatchObject({
      order_number: null,
      customer_email: b.who.email,
      payment_id: paidTwo.razorpay_payment_id,
      reason: NOTHING_TO_SETTLE,
      amount: 3540,
    });
    expect(await shop.t.db.select().from(creditPayments).where(eq(creditPayments.providerOrderId, two.rpo_number))).toHaveLength(0);
    // The user who paid is told the second payment is being refunded, once (the webhook and the second verify mail nothing more).
    const told = (await mailsTo(shop.t, b.who.email)).filter((m) => m.subject === 'Your dues payment is being refunded');
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain(`Your payment of ₹3,540.00 (${paidTwo.razorpay_payment_id}) arrived after the dues it was for had already been settled`);
  });
});
