// The approval rule holds on every way a Buyer makes an order: cart cash on delivery, card, and
// accepting a quotation (quick order and order again only fill the cart, which then goes through
// the same checkout). A quotation sent for approval keeps its quoted prices: approving it orders
// the quotation at them; one that expires while it waits fails the request with the reason.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { approvalRequests, customers, orders, paymentOrders, products, quotations } from '../src/db/schema';
import { priceQuotation, type AnswerContext } from '../src/modules/quotes/answer';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { addAddresses, cartSize, creditOf, newKey, openShop, setCart, stockOf, type Addresses, type Json, type Shop } from './shop';
import { mailsTo as mailsToIn } from './outbox';

jest.setTimeout(120_000);

let t: Shop['t'];
let r: Shop['r'];
let pid: Shop['pid'];
let answer: AnswerContext;

beforeAll(async () => {
  ({ t, r, pid } = await openShop([{ sku: 'AP-ITEM', base: '1000.00', gst: '18', stock: 1000 }]));
  const c = t.config;
  answer = { storeState: c.storeState, publicUrl: c.publicUrl, storeName: c.storeName, validityDays: c.quotationValidityDays, mail: t.app.services };
}, 60_000);
afterAll(() => t.close());

interface Ruled {
  admin: TestCustomer;
  buyer: TestCustomer;
  approver: TestCustomer;
  at: Addresses;
}

/** A company with the rule "above ₹2,000": two items (₹2,360 with GST) need approval. */
async function ruledCompany(): Promise<Ruled> {
  const admin = await createCustomer(t.db, { creditLimit: '1000000' });
  await t.db.update(customers).set({ approvalThresholdPaise: 200_000 }).where(eq(customers.id, admin.id));
  return {
    admin,
    at: await addAddresses(t.db, admin.id, 'Maharashtra'),
    buyer: await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' }),
    approver: await createCompanyUser(t.db, { id: admin.id }, { role: 'approver' }),
  };
}
const ordersOf = (c: Ruled) => t.db.select().from(orders).where(eq(orders.customerId, c.admin.id));
const requestsOf = (c: Ruled) => t.db.select().from(approvalRequests).where(eq(approvalRequests.customerId, c.admin.id));

const mailsTo = (email: string) => mailsToIn(t, email);

/** The Buyer's quotation for 3 items, priced by the store at ₹900 each (list ₹1,000): ₹3,186.00 with GST. */
async function quotedFor(c: Ruled): Promise<{ id: string; number: string }> {
  const res = await r.post(
    '/request-quotation',
    { product_id: [pid('AP-ITEM')], quantity: [3], name: 'Ravi Rao', email: 'ravi@buyer.example', phone: '9876543210', idempotency_key: newKey() },
    c.buyer,
  );
  expect(res.statusCode).toBe(200);
  const { id, quotation_number: number } = res.json().data as { id: string; quotation_number: string };
  expect((await priceQuotation(t.db, number, { 'AP-ITEM': '900' }, answer)).complete).toBe(true);
  return { id, number };
}
const accept = (c: Ruled, id: string, who: TestCustomer = c.buyer, key = newKey()) =>
  r.post(`/quotation-accept/${id}`, { billing_address_id: c.at.billing, shipping_address_id: c.at.shipping, payment_method: 'cash_on_delivery', idempotency_key: key }, who);

describe('a Buyer above the threshold, on every way an order is made', () => {
  it('cart cash on delivery, card, quick order and order again, and quotation accept each go to approval; none places an order', async () => {
    const c = await ruledCompany();
    const sent = (res: { statusCode: number; json: () => Json }) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ approval_request_id: expect.any(String), approval_status: 'pending' });
    };

    // The cart, cash on delivery (the Buyer's own cart).
    await setCart(t.db, c.buyer, [[pid('AP-ITEM'), 2]]);
    sent(await r.cod(c.buyer, c.at));

    // The cart by card: no payment is started; order-store without one sends it for approval.
    await setCart(t.db, c.buyer, [[pid('AP-ITEM'), 2]]);
    const card = await r.post('/create-razorpay-order', { amount: 236_000, billing_address_id: c.at.billing, shipping_address_id: c.at.shipping }, c.buyer);
    expect(card.statusCode).toBe(409);
    expect(Object.keys(card.json().errors)).toEqual(['approval_required']);
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, c.admin.id))).toHaveLength(0);
    sent(await r.post('/order-store', { billing_address_id: c.at.billing, shipping_address_id: c.at.shipping, payment_method: 'razorpay', idempotency_key: newKey() }, c.buyer));

    // Quick order only fills the cart; its checkout is the cart's.
    const quick = await r.post('/quick-order/add', { rows: [{ line: 1, sku: 'AP-ITEM', quantity: '2' }] }, c.buyer);
    expect(quick.statusCode).toBe(200);
    expect(await ordersOf(c)).toHaveLength(0);
    sent(await r.cod(c.buyer, c.at));

    // Order again (of an order the Admin placed, never waiting) only fills the cart too.
    await setCart(t.db, c.admin.id, [[pid('AP-ITEM'), 2]]);
    const adminOrder = await r.cod(c.admin, c.at);
    expect(adminOrder.json().data).toHaveProperty('order_number');
    const again = await r.post('/reorder', { order_id: adminOrder.json().data.id }, c.buyer);
    expect(again.statusCode).toBe(200);
    expect(await ordersOf(c)).toHaveLength(1);
    sent(await r.cod(c.buyer, c.at));

    // Accepting a quotation.
    const q = await quotedFor(c);
    const res = await accept(c, q.id);
    sent(res);
    expect(res.json().message).toBe("Sent for approval. Your company's approvers have been told; the order is placed when one of them approves it.");

    expect(await ordersOf(c)).toHaveLength(1); // only the Admin's
    const waiting = await requestsOf(c);
    expect(waiting).toHaveLength(5);
    expect(waiting.every((w) => w.status === 'pending' && w.requestedByUserId === c.buyer.userId)).toBe(true);
  });
});

describe('a quotation sent for approval', () => {
  it('keeps the quoted prices: nothing taken; the quotation reads accepted and awaiting approval; approvers are mailed; a second accept answers the same request', async () => {
    const c = await ruledCompany();
    const q = await quotedFor(c);
    const stock = await stockOf(t.db, pid('AP-ITEM'));
    const res = await accept(c, q.id);
    expect(res.json().data.quotation).toMatchObject({ status: { status: 'accepted' }, awaiting_approval: true, can_order: false, order: null });
    const [request] = await requestsOf(c);
    expect(request).toMatchObject({
      publicId: res.json().data.approval_request_id,
      grandTotalPaise: 318_600,
      lines: [{ product_id: pid('AP-ITEM'), quantity: 3, unit_paise: 90_000, line_paise: 270_000 }],
    });
    expect(await stockOf(t.db, pid('AP-ITEM'))).toBe(stock);
    expect(await creditOf(t.db, c.admin.id)).toBe('1000000.00');
    const [mail] = (await mailsTo(c.approver.email));
    expect(mail.text).toContain(`sent an order of ₹3,186.00 for approval (quotation ${q.number}, at its quoted prices)`);

    const twice = await accept(c, q.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data.approval_request_id).toBe(request.publicId);
    expect(await requestsOf(c)).toHaveLength(1);
  });

  it("approved, is ordered at the quotation's prices for the buyer, even after the list price rose", async () => {
    const c = await ruledCompany();
    const q = await quotedFor(c);
    const id = (await accept(c, q.id)).json().data.approval_request_id as string;
    await t.db.update(products).set({ basePrice: '1500.00' }).where(eq(products.id, pid('AP-ITEM')));
    try {
      const ok = await r.post(`/approvals/${id}/approve`, {}, c.approver);
      expect(ok.statusCode).toBe(200);
      const [order] = await ordersOf(c);
      expect(order).toMatchObject({ createdByUserId: c.buyer.userId, totalAmount: '3186.00', paymentMethod: 'cash_on_delivery' });
      expect(ok.json()).toMatchObject({ message: `Approved: the order has been placed. Order ${order.orderNumber}.`, data: { status: 'approved', order_number: order.orderNumber } });
      expect(await creditOf(t.db, c.admin.id)).toBe('996814.00');
      const [quotation] = await t.db.select().from(quotations).where(eq(quotations.publicId, q.id));
      expect(quotation.status).toBe('ordered');
      const view = (await r.get(`/quotation-view/${q.id}`, c.buyer)).json().data.quotation;
      expect(view).toMatchObject({ awaiting_approval: false, order: { order_number: order.orderNumber } });
      // Approving again answers the same order.
      expect((await r.post(`/approvals/${id}/approve`, {}, c.approver)).json().data.order_number).toBe(order.orderNumber);
      expect(await ordersOf(c)).toHaveLength(1);
    } finally {
      await t.db.update(products).set({ basePrice: '1000.00' }).where(eq(products.id, pid('AP-ITEM')));
    }
  });

  it('that expires while it waits fails with the reason: the approver is told, the request ends rejected, the buyer is mailed, nothing is placed', async () => {
    const c = await ruledCompany();
    const q = await quotedFor(c);
    const id = (await accept(c, q.id)).json().data.approval_request_id as string;
    await t.db.update(quotations).set({ validUntil: new Date(Date.now() - 60_000) }).where(eq(quotations.publicId, q.id));

    const refused = await r.post(`/approvals/${id}/approve`, {}, c.approver);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`^Quotation ${q.number} expired on .*: its prices no longer hold\\. The request could not be approved`));
    expect(await ordersOf(c)).toHaveLength(0);
    const [listed] = (await r.get('/approvals', c.approver)).json().data.requests;
    expect(listed).toMatchObject({ id, status: 'rejected', reason: refused.json().message, order_number: null });
    const [mail] = (await mailsTo(c.buyer.email)).filter((m) => m.text.includes('Your order of ₹3,186.00 could not be approved.'));
    expect(mail.text).toContain('expired on');
    expect((await r.post(`/approvals/${id}/approve`, {}, c.approver)).statusCode).toBe(409);
    expect(await cartSize(t.db, c.admin.id)).toBe(0);
  });

  it("an Approver's or Admin's own accept is ordered at once; the buyer cannot approve their own", async () => {
    const c = await ruledCompany();
    const q = await quotedFor(c);
    const mine = await accept(c, q.id, c.approver);
    expect(mine.json().data).toHaveProperty('order_number');

    const q2 = await quotedFor(c);
    const id = (await accept(c, q2.id)).json().data.approval_request_id as string;
    expect((await r.post(`/approvals/${id}/approve`, {}, c.buyer)).statusCode).toBe(403);
  });
});
