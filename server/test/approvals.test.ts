// Approval rules and pending-approval orders: the company Admin's rule "a Buyer's order
// above ₹X needs an approval"; a Buyer's cash-on-delivery order above it saved as a request (no
// order, stock, credit or order number); approving places it on that day's rules, rejecting tells
// the buyer why; and, on PostgreSQL, two approvers at once place one order. A Buyer's card order
// above it is sent for approval too and paid after approval: the payment places the request's order
// once (popup callback and webhook racing), a risen total is refused, only its buyer or the Admin pays.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { approvalRequests, customerUsers, customers, orders, paymentOrders, products, refunds } from '../src/db/schema';
import { capturedEvent } from '../src/modules/payments/sandbox';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { addAddresses, cartSize, creditOf, newKey, openShop, setCart, stockOf, type Addresses, type Json, type Shop } from './shop';
import { mailsTo as mailsToIn } from './outbox';

jest.setTimeout(120_000);

let t: Shop['t'];
let r: Shop['r'];
let pid: Shop['pid'];

beforeAll(async () => {
  ({ t, r, pid } = await openShop([{ sku: 'ITEM', base: '1000.00', gst: '18', stock: 1000 }]));
}, 60_000);
afterAll(() => t.close());

interface Company {
  admin: TestCustomer;
  at: Addresses;
}

async function company(credit = '1000000'): Promise<Company> {
  const admin = await createCustomer(t.db, { creditLimit: credit });
  return { admin, at: await addAddresses(t.db, admin.id, 'Maharashtra') };
}
const member = (c: Company, role: 'buyer' | 'approver' | 'viewer' | 'admin') => createCompanyUser(t.db, { id: c.admin.id }, { role });
const thresholdOf = async (c: Company) =>
  (await t.db.select({ p: customers.approvalThresholdPaise }).from(customers).where(eq(customers.id, c.admin.id)))[0].p;

describe('the approval rule', () => {
  it('the Admin sets and removes it; every user reads it; only the Admin may change it', async () => {
    const c = await company();
    const buyer = await member(c, 'buyer');
    const approver = await member(c, 'approver');

    expect((await r.get('/approvals/rule', buyer)).json()).toEqual({ status: true, data: { threshold: null, can_set_rule: false } });

    const set = await r.post('/approvals/rule', { threshold: '50,000.50' }, c.admin);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ status: true, message: 'Approval rule saved.', data: { threshold: 50000.5, can_set_rule: true } });
    expect(await thresholdOf(c)).toBe(5_000_050);
    expect((await r.get('/approvals/rule', buyer)).json().data).toEqual({ threshold: 50000.5, can_set_rule: false });

    for (const who of [buyer, approver]) {
      const refused = await r.post('/approvals/rule', { threshold: 1 }, who);
      expect(refused.statusCode).toBe(403);
    }
    expect(await thresholdOf(c)).toBe(5_000_050);

    const removed = await r.post('/approvals/rule', { threshold: '' }, c.admin);
    expect(removed.json()).toMatchObject({ message: 'Approval rule removed: orders are placed without approval.', data: { threshold: null } });
    expect(await thresholdOf(c)).toBeNull();
  });

  it('refuses a bad amount with a field-keyed message and keeps the rule', async () => {
    const c = await company();
    await r.post('/approvals/rule', { threshold: 2000 }, c.admin);
    for (const threshold of ['abc', '-5', '1.234', '5,0,0', 1e12]) {
      const res = await r.post('/approvals/rule', { threshold }, c.admin);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['threshold']);
    }
    expect(await thresholdOf(c)).toBe(200_000);
    expect((await r.post('/approvals/rule', { threshold: '₹ 10,00,00,000.01' }, c.admin)).json().errors).toEqual({ threshold: ['The amount can be at most ₹10,00,00,000.00.'] });
    const grouped = await r.post('/approvals/rule', { threshold: '₹ 6,00,000' }, c.admin);
    expect(grouped.json().data.threshold).toBe(600000);
  });

  it("another company's rule is not touched", async () => {
    const a = await company();
    const b = await company();
    await r.post('/approvals/rule', { threshold: 100 }, a.admin);
    expect(await thresholdOf(b)).toBeNull();
  });
});

const UNIT = 118_000; // one ITEM: ₹1,000.00 + 18% GST, in paise

/** Mails written to `email`: their subjects and texts. */
const mailsTo = (email: string) => mailsToIn(t, email);

/** A company with the rule "above ₹2,000" (a cart of 2 ITEMs, ₹2,360, needs approval), its Buyer and Approver. */
async function ruledCompany(credit = '1000000') {
  const c = await company(credit);
  await t.db.update(customers).set({ approvalThresholdPaise: 200_000 }).where(eq(customers.id, c.admin.id));
  return { ...c, buyer: await member(c, 'buyer'), approver: await member(c, 'approver') };
}
const ordersOf = (c: Company) => t.db.select().from(orders).where(eq(orders.customerId, c.admin.id));
const requestsOf = (c: Company) => t.db.select().from(approvalRequests).where(eq(approvalRequests.customerId, c.admin.id));

describe('a Buyer\'s order above the threshold', () => {
  it('is saved for approval: no order, no stock, no credit, the cart emptied, the approvers mailed', async () => {
    const c = await ruledCompany();
    const stock = await stockOf(t.db, pid('ITEM'));
    await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
    const res = await r.cod(c.buyer, c.at, { purchase_order_number: 'PO-77' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: true,
      message: "Sent for approval. Your company's approvers have been told; the order is placed when one of them approves it.",
      data: { approval_request_id: expect.any(String), approval_status: 'pending' },
    });
    expect(await ordersOf(c)).toHaveLength(0);
    expect(await stockOf(t.db, pid('ITEM'))).toBe(stock);
    expect(await creditOf(t.db, c.admin.id)).toBe('1000000.00');
    expect(await cartSize(t.db, c.admin.id)).toBe(0);
    const [request] = await requestsOf(c);
    expect(request).toMatchObject({
      publicId: body.data.approval_request_id,
      requestedByUserId: c.buyer.userId,
      status: 'pending',
      grandTotalPaise: 2 * UNIT,
      subTotalPaise: 200_000,
      taxPaise: 36_000,
      lines: [{ product_id: pid('ITEM'), name: 'Product ITEM', quantity: 2, unit_paise: 100_000, line_paise: 200_000 }],
      orderData: { billing_address_id: c.at.billing, shipping_address_id: c.at.shipping, purchase_order_number: 'PO-77' },
    });
    for (const who of [c.approver, c.admin]) {
      const mails = (await mailsTo(who.email));
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('sent an order of ₹2,360.00 for approval:');
      expect(mails[0].text).toContain('2 x Product ITEM');
    }
    expect((await mailsTo(c.buyer.email))).toEqual([]);
  });

  it('a retry with the same key answers the same request; at the threshold, and for an Approver or Admin, the order is placed', async () => {
    const c = await ruledCompany();
    await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
    const key = newKey();
    const first = await r.cod(c.buyer, c.at, { idempotency_key: key });
    const again = await r.cod(c.buyer, c.at, { idempotency_key: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await requestsOf(c)).toHaveLength(1);

    await t.db.update(customers).set({ approvalThresholdPaise: 2 * UNIT }).where(eq(customers.id, c.admin.id));
    await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
    expect((await r.cod(c.buyer, c.at)).json().data).toHaveProperty('order_number');
    for (const who of [c.approver, c.admin]) {
      await setCart(t.db, who, [[pid('ITEM'), 5]]);
      expect((await r.cod(who, c.at)).json().data).toHaveProperty('order_number');
    }
    expect(await ordersOf(c)).toHaveLength(3);
    expect(await requestsOf(c)).toHaveLength(1);
  });

  it('that could not be placed anyway (above the credit) is refused as before, not sent', async () => {
    const c = await ruledCompany('2000');
    await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
    const res = await r.cod(c.buyer, c.at);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('payment_method');
    expect(await requestsOf(c)).toHaveLength(0);
    expect(await cartSize(t.db, c.admin.id)).toBe(1);
  });
});

/** A pending request of the company's Buyer: 2 ITEMs, ₹2,360. */
async function pendingRequest(c: Awaited<ReturnType<typeof ruledCompany>>): Promise<string> {
  await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
  const res = await r.cod(c.buyer, c.at);
  expect(res.json().data).toHaveProperty('approval_request_id');
  return res.json().data.approval_request_id as string;
}

describe('deciding a request', () => {
  it('an Approver approves: the order is placed for the buyer on today\'s rules, stock and credit taken once; again answers the same order', async () => {
    const c = await ruledCompany();
    const id = await pendingRequest(c);
    const stock = await stockOf(t.db, pid('ITEM'));
    const list = await r.get('/approvals', c.approver);
    expect(list.json().data).toMatchObject({ can_decide: true, requests: [{ id, status: 'pending', requested_by: expect.any(String), mine: false, grand_total: 2360, tax: 360 }] });

    const ok = await r.post(`/approvals/${id}/approve`, {}, c.approver);
    expect(ok.statusCode).toBe(200);
    const [order] = await ordersOf(c);
    expect(order).toMatchObject({ createdByUserId: c.buyer.userId, totalAmount: '2360.00', paymentMethod: 'cash_on_delivery', purchaseOrderNumber: null });
    expect(ok.json()).toMatchObject({ message: `Approved: the order has been placed. Order ${order.orderNumber}.`, data: { status: 'approved', order_number: order.orderNumber } });
    expect(await stockOf(t.db, pid('ITEM'))).toBe(stock - 2);
    expect(await creditOf(t.db, c.admin.id)).toBe('997640.00');

    const again = await r.post(`/approvals/${id}/approve`, {}, c.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order_number).toBe(order.orderNumber);
    expect(await ordersOf(c)).toHaveLength(1);
    expect(await stockOf(t.db, pid('ITEM'))).toBe(stock - 2);
    // Decided: neither rejected nor withdrawn any more.
    expect((await r.post(`/approvals/${id}/reject`, { reason: 'late' }, c.admin)).statusCode).toBe(409);
  });

  it('nobody approves their own request, a Buyer or Viewer cannot approve, another company sees nothing', async () => {
    const c = await ruledCompany();
    const id = await pendingRequest(c);
    expect((await r.post(`/approvals/${id}/approve`, {}, c.buyer)).statusCode).toBe(403);
    expect((await r.post(`/approvals/${id}/approve`, {}, await member(c, 'viewer'))).statusCode).toBe(403);
    const other = await company();
    expect((await r.post(`/approvals/${id}/approve`, {}, other.admin)).statusCode).toBe(404);
    expect((await r.get('/approvals', other.admin)).json().data.requests).toEqual([]);
    expect((await r.get('/approvals', c.buyer)).json().data).toMatchObject({ can_decide: false, requests: [{ id, mine: true }] });
    // The buyer made an approver since: still not theirs to approve.
    await t.db.update(customerUsers).set({ role: 'approver' }).where(eq(customerUsers.id, c.buyer.userId));
    const own = await r.post(`/approvals/${id}/approve`, {}, c.buyer);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve your own request. Ask another approver.');
    expect(await ordersOf(c)).toHaveLength(0);
  });

  it('refuses to approve, placing nothing, when today the buyer\'s limit no longer allows it', async () => {
    const c = await ruledCompany();
    const id = await pendingRequest(c);
    await t.db.update(customerUsers).set({ orderLimitPaise: UNIT }).where(eq(customerUsers.id, c.buyer.userId));
    const res = await r.post(`/approvals/${id}/approve`, {}, c.approver);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('spending_limit');
    expect(await ordersOf(c)).toHaveLength(0);
    expect((await requestsOf(c))[0].status).toBe('pending');
  });

  it('rejects with a reason (required): the buyer is mailed it and sees it; the buyer may withdraw their own pending request', async () => {
    const c = await ruledCompany();
    const id = await pendingRequest(c);
    const noReason = await r.post(`/approvals/${id}/reject`, { reason: '  ' }, c.approver);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Say why the request is rejected (the buyer sees it).'] });
    const res = await r.post(`/approvals/${id}/reject`, { reason: 'Over budget this quarter' }, c.approver);
    expect(res.json()).toMatchObject({ message: 'Request rejected; the buyer has been told why.', data: { status: 'rejected', reason: 'Over budget this quarter' } });
    expect((await mailsTo(c.buyer.email)).map((m) => m.text).join('\n')).toContain('Reason: Over budget this quarter');
    expect((await r.get('/approvals', c.buyer)).json().data.requests[0]).toMatchObject({ status: 'rejected', reason: 'Over budget this quarter' });
    expect((await r.post(`/approvals/${id}/approve`, {}, c.admin)).statusCode).toBe(409);

    const second = await pendingRequest(c);
    expect((await r.post(`/approvals/${second}/withdraw`, {}, c.approver)).statusCode).toBe(403);
    const withdrawn = await r.post(`/approvals/${second}/withdraw`, {}, c.buyer);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect(await ordersOf(c)).toHaveLength(0);
  });

  it('two approvers at once place one order (parallel on PostgreSQL)', async () => {
    const c = await ruledCompany();
    const second = await member(c, 'approver');
    const id = await pendingRequest(c);
    const stock = await stockOf(t.db, pid('ITEM'));
    const answers = await Promise.all([c.approver, second, c.admin].map((who) => r.post(`/approvals/${id}/approve`, {}, who)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.order_number)).size).toBe(1);
    expect(await ordersOf(c)).toHaveLength(1);
    expect(await stockOf(t.db, pid('ITEM'))).toBe(stock - 2);
    expect(await creditOf(t.db, c.admin.id)).toBe('997640.00');
  });
});

/* ---------- card orders: sent for approval, paid after it ---------- */

const SECRET = 'test-secret'; // SANDBOX_PAYMENT_SECRET of buildTestApp
type Ruled = Awaited<ReturnType<typeof ruledCompany>>;

const providerOrder = (c: Company, who: TestCustomer, amount: number) =>
  r.post('/create-razorpay-order', { amount, billing_address_id: c.at.billing, shipping_address_id: c.at.shipping }, who);
/** What the checkout does for a card order above the threshold: order-store without a payment. */
const cardForApproval = (c: Company, who: TestCustomer, extra: Json = {}) =>
  r.post('/order-store', { billing_address_id: c.at.billing, shipping_address_id: c.at.shipping, payment_method: 'razorpay', idempotency_key: newKey(), ...extra }, who);
const sandboxPay = async (orderId: string) => (await r.post('/payments/sandbox/pay', { order_id: orderId, outcome: 'success' })).json() as Json;
const sendWebhook = (event: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: event.headers, payload: event.body });
/** The popup's verified callback: order-store with the signed payment and what /pay answered. */
const callback = (who: TestCustomer, pay: { data: Json; order_data: Json }, ids: Json) =>
  r.post('/order-store', { ...pay.order_data, payment_method: 'razorpay', idempotency_key: newKey(), rpo_id: pay.data.rpo_id, ...ids }, who);

/** An approved card request of the company's Buyer (2 ITEMs, ₹2,360), awaiting payment. */
async function approvedCardRequest(c: Ruled): Promise<string> {
  await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
  const sent = await cardForApproval(c, c.buyer);
  expect(sent.statusCode).toBe(200);
  const id = sent.json().data.approval_request_id as string;
  const ok = await r.post(`/approvals/${id}/approve`, {}, c.approver);
  expect(ok.statusCode).toBe(200);
  return id;
}

describe("a Buyer's card order above the threshold", () => {
  it('is not paid at checkout: create-razorpay-order answers approval_required; order-store without a payment saves it for approval', async () => {
    const c = await ruledCompany('0');
    await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
    const refused = await providerOrder(c, c.buyer, 2 * UNIT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({
      approval_required: ["Orders above ₹2,000.00 need an approver's approval, and this one is ₹2,360.00. Send it for approval: you pay by card once it is approved."],
    });
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, c.admin.id))).toHaveLength(0);

    // No credit needed (the company has none): a card order is paid, not debited.
    const stock = await stockOf(t.db, pid('ITEM'));
    const key = newKey();
    const sent = await cardForApproval(c, c.buyer, { idempotency_key: key });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      status: true,
      message: "Sent for approval. Your company's approvers have been told; the order is placed when one of them approves it.",
      data: { approval_request_id: expect.any(String), approval_status: 'pending' },
    });
    expect((await cardForApproval(c, c.buyer, { idempotency_key: key })).json().data).toEqual(sent.json().data);
    const [request] = await requestsOf(c);
    expect(request).toMatchObject({ status: 'pending', paymentMethod: 'razorpay', grandTotalPaise: 2 * UNIT, requestedByUserId: c.buyer.userId });
    expect(await ordersOf(c)).toHaveLength(0);
    expect(await stockOf(t.db, pid('ITEM'))).toBe(stock);
    expect(await cartSize(t.db, c.admin.id)).toBe(0);
    expect((await mailsTo(c.approver.email))).toHaveLength(1);

    // Without the rule, order-store without a payment is refused as before: the popup's fields are required.
    await t.db.update(customers).set({ approvalThresholdPaise: null }).where(eq(customers.id, c.admin.id));
    await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
    const unpaid = await cardForApproval(c, c.buyer);
    expect(unpaid.statusCode).toBe(422);
    expect(Object.keys(unpaid.json().errors).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(await requestsOf(c)).toHaveLength(1);
    // An Approver's card order never waits: its payment starts.
    await t.db.update(customers).set({ approvalThresholdPaise: 200_000 }).where(eq(customers.id, c.admin.id));
    await setCart(t.db, c.approver, [[pid('ITEM'), 2]]);
    expect((await providerOrder(c, c.approver, 2 * UNIT)).statusCode).toBe(200);
  });

  it('approving it places nothing: awaiting payment, the buyer mailed a link; paying places one order from the request', async () => {
    const c = await ruledCompany();
    await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
    const id = (await cardForApproval(c, c.buyer)).json().data.approval_request_id as string;
    const stock = await stockOf(t.db, pid('ITEM'));

    const ok = await r.post(`/approvals/${id}/approve`, {}, c.approver);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Approved: the buyer has been mailed a link to pay; the order is placed when it is paid.',
      data: { id, status: 'awaiting_payment', payment_method: 'razorpay', order_number: null, can_pay: false, decided_by: expect.any(String) },
    });
    expect(await ordersOf(c)).toHaveLength(0);
    expect(await stockOf(t.db, pid('ITEM'))).toBe(stock);
    expect(await creditOf(t.db, c.admin.id)).toBe('1000000.00');
    const mail = (await mailsTo(c.buyer.email)).find((m) => m.text.includes('approved your order'));
    expect(mail?.text).toMatch(/approved your order of ₹2,360\.00\.\nIt is placed when you pay for it by card .*\/my-account\/approvals/);
    // Approving again answers the same; it can no longer be rejected.
    expect((await r.post(`/approvals/${id}/approve`, {}, c.admin)).json().data.status).toBe('awaiting_payment');
    expect((await r.post(`/approvals/${id}/reject`, { reason: 'late' }, c.admin)).statusCode).toBe(409);
    expect((await r.get('/approvals', c.buyer)).json().data.requests[0]).toMatchObject({ id, status: 'awaiting_payment', can_pay: true, mine: true });

    const pay = await r.post(`/approvals/${id}/pay`, {}, c.buyer);
    expect(pay.statusCode).toBe(200);
    const body = pay.json();
    expect(body.data).toMatchObject({ rpo_amount: 2 * UNIT, currency: 'INR', payment_script_url: expect.any(String) });
    expect(body.order_data).toMatchObject({ billing_address_id: c.at.billing, shipping_address_id: c.at.shipping });
    const ids = await sandboxPay(body.data.rpo_number);
    const placed = await callback(c.buyer, body, ids);
    expect(placed.statusCode).toBe(200);
    const [order] = await ordersOf(c);
    expect(placed.json()).toMatchObject({ status: true, message: 'Order placed successfully', data: { order_number: order.orderNumber } });
    expect(order).toMatchObject({ createdByUserId: c.buyer.userId, totalAmount: '2360.00', paymentMethod: 'razorpay' });
    expect(await stockOf(t.db, pid('ITEM'))).toBe(stock - 2);
    expect(await creditOf(t.db, c.admin.id)).toBe('1000000.00');
    const [po] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, body.data.rpo_number));
    expect(po).toMatchObject({ status: 'paid', orderId: order.id, createdByUserId: c.buyer.userId });
    expect((await requestsOf(c))[0]).toMatchObject({ status: 'approved', orderId: order.id });
    expect((await r.get('/approvals', c.buyer)).json().data.requests[0]).toMatchObject({ status: 'approved', order_number: order.orderNumber, can_pay: false });

    // The webhook and a replayed callback find the order made: still one order.
    const hook = await sendWebhook(capturedEvent(SECRET, body.data.rpo_number, String(ids.razorpay_payment_id), 2 * UNIT));
    expect(hook.json().message).toBe(`order ${order.orderNumber} already placed`);
    expect((await callback(c.buyer, body, ids)).json().data.order_number).toBe(order.orderNumber);
    expect(await ordersOf(c)).toHaveLength(1);
    // Paid: nothing more to pay, nothing to withdraw.
    expect((await r.post(`/approvals/${id}/pay`, {}, c.buyer)).statusCode).toBe(409);
    expect((await r.post(`/approvals/${id}/withdraw`, {}, c.buyer)).statusCode).toBe(409);
  });

  it('the popup callback and the webhook at once place one order (parallel on PostgreSQL)', async () => {
    const c = await ruledCompany();
    const id = await approvedCardRequest(c);
    const stock = await stockOf(t.db, pid('ITEM'));
    const body = (await r.post(`/approvals/${id}/pay`, {}, c.admin)).json();
    const ids = await sandboxPay(body.data.rpo_number);
    const event = capturedEvent(SECRET, body.data.rpo_number, String(ids.razorpay_payment_id), 2 * UNIT);
    const [cb, hook, cb2] = await Promise.all([callback(c.admin, body, ids), sendWebhook(event), callback(c.buyer, body, ids)]);
    expect([cb.statusCode, hook.statusCode, cb2.statusCode]).toEqual([200, 200, 200]);
    const made = await ordersOf(c);
    expect(made).toHaveLength(1);
    expect(cb.json().data.order_number).toBe(made[0].orderNumber);
    expect(cb2.json().data.order_number).toBe(made[0].orderNumber);
    expect(hook.json().message).toMatch(new RegExp(`^order ${made[0].orderNumber} (already )?placed$`));
    // The order is the buyer's even when the Admin paid it.
    expect(made[0].createdByUserId).toBe(c.buyer.userId);
    expect(await stockOf(t.db, pid('ITEM'))).toBe(stock - 2);
    expect((await requestsOf(c))[0]).toMatchObject({ status: 'approved', orderId: made[0].id });
  });

  it('a total risen since approval is refused (409, nothing to pay); a lower one is charged at the lower total', async () => {
    const c = await ruledCompany();
    const id = await approvedCardRequest(c);
    const setRate = (base: string) => t.db.update(products).set({ basePrice: base }).where(eq(products.id, pid('ITEM')));
    await setRate('1100.00');
    try {
      const risen = await r.post(`/approvals/${id}/pay`, {}, c.buyer);
      expect(risen.statusCode).toBe(409);
      expect(risen.json().message).toBe('Prices have risen since it was approved: it now comes to ₹2,596.00, not ₹2,360.00. Withdraw it and order again.');
      expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, c.admin.id))).toHaveLength(0);

      await setRate('900.00');
      const lower = await r.post(`/approvals/${id}/pay`, {}, c.buyer);
      expect(lower.statusCode).toBe(200);
      expect(lower.json().data.rpo_amount).toBe(212_400);
      const ids = await sandboxPay(lower.json().data.rpo_number);
      const placed = await callback(c.buyer, lower.json(), ids);
      expect(placed.statusCode).toBe(200);
      expect((await ordersOf(c)).map((o) => o.totalAmount)).toEqual(['2124.00']);
    } finally {
      await setRate('1000.00');
    }
  });

  it('refunds the payment when the request can no longer be placed (withdrawn after paying started)', async () => {
    const c = await ruledCompany();
    const id = await approvedCardRequest(c);
    const body = (await r.post(`/approvals/${id}/pay`, {}, c.buyer)).json();
    const ids = await sandboxPay(body.data.rpo_number);
    expect((await r.post(`/approvals/${id}/withdraw`, {}, c.buyer)).json().data.status).toBe('withdrawn');
    const res = await callback(c.buyer, body, ids);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('payment_refunded');
    expect(res.json().message).toMatch(/^Your payment of ₹2,360\.00 was refunded because the order could not be placed: This request is not waiting for payment\./);
    expect(await ordersOf(c)).toHaveLength(0);
    const [po] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, body.data.rpo_number));
    expect(await t.db.select({ amount: refunds.amountPaise }).from(refunds).where(eq(refunds.paymentOrderId, po.id))).toEqual([{ amount: 2 * UNIT }]);
  });

  it('only its buyer or the company Admin pays it: not an Approver, another Buyer, a Viewer or another company', async () => {
    const c = await ruledCompany();
    const id = await approvedCardRequest(c);
    const otherBuyer = await member(c, 'buyer');
    for (const who of [c.approver, otherBuyer]) {
      const res = await r.post(`/approvals/${id}/pay`, {}, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the buyer who sent this request, or the company Admin, can pay for it.');
    }
    expect((await r.post(`/approvals/${id}/pay`, {}, await member(c, 'viewer'))).statusCode).toBe(403);
    expect((await r.post(`/approvals/${id}/pay`, {}, (await company()).admin)).statusCode).toBe(404);
    expect((await r.get('/approvals', otherBuyer)).json().data.requests[0]).toMatchObject({ id, can_pay: false });
    expect((await r.get('/approvals', c.admin)).json().data.requests[0]).toMatchObject({ id, can_pay: true });
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, c.admin.id))).toHaveLength(0);
    // A pending (not yet approved) card request cannot be paid yet.
    await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
    const pending = (await cardForApproval(c, c.buyer)).json().data.approval_request_id as string;
    const early = await r.post(`/approvals/${pending}/pay`, {}, c.buyer);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This request is not waiting for payment.');
  });

  it('awaiting payment, it does not count toward the monthly limit; the buyer may withdraw it', async () => {
    const c = await ruledCompany();
    const id = await approvedCardRequest(c);
    await t.db.update(customerUsers).set({ monthlyLimitPaise: 2 * UNIT }).where(eq(customerUsers.id, c.buyer.userId));
    await t.db.update(customers).set({ approvalThresholdPaise: null }).where(eq(customers.id, c.admin.id));
    // The month is empty: a cash order of the whole limit is placed while the request waits.
    await setCart(t.db, c.buyer, [[pid('ITEM'), 2]]);
    expect((await r.cod(c.buyer, c.at)).json().data).toHaveProperty('order_number');
    await t.db.update(customerUsers).set({ monthlyLimitPaise: null }).where(eq(customerUsers.id, c.buyer.userId));
    expect((await r.post(`/approvals/${id}/withdraw`, {}, c.approver)).statusCode).toBe(403);
    expect((await r.post(`/approvals/${id}/withdraw`, {}, c.buyer)).json()).toMatchObject({ message: 'Request withdrawn.', data: { status: 'withdrawn' } });
    expect((await r.post(`/approvals/${id}/pay`, {}, c.buyer)).statusCode).toBe(409);
  });
});
