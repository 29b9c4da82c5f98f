// The back office's orders (/api/admin/orders): the filtered list, the detail as each role sees
// it, approve / ship / deliver / cancel carrying the version seen (stale: 409, nothing changed),
// the customer told of each change (mail, and the shipment on their order detail), the audit
// history, the staff invoice download; on PostgreSQL, two staff members acting at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { STALE_ORDER_MESSAGE, VERSION_REQUIRED_MESSAGE } from '@contracts/adminOrders';
import type { StaffRole } from '@contracts/staff';
import { auditLog, orders, walletTransactions } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, drainJobs, type TestApp } from './helper';
import { addAddresses, creditOf, newKey, requests, seedProducts, setCart, stockOf, type Addresses } from './shop';
import { createStaffTeam, type TestStaff } from './staffFactory';
import { mailsTo as mailsToIn } from './outbox';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
jest.setTimeout(120_000);

let t: TestApp;
let r: ReturnType<typeof requests>;
let pid: (sku: string) => number;
let buyer: TestCustomer;
let other: TestCustomer;
let at: Addresses;
let otherAt: Addresses;
let staff: Record<StaffRole, TestStaff>;

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra', sandboxWebhookDelayMs: 0 });
  r = requests(t);
  pid = await seedProducts(t.db, [{ sku: 'AO1', base: '100.00', gst: '18', stock: 1000 }]);
  buyer = await createCustomer(t.db, { creditLimit: '100000' });
  at = await addAddresses(t.db, buyer.id, 'Maharashtra');
  other = await createCustomer(t.db, { creditLimit: '100000' });
  otherAt = await addAddresses(t.db, other.id, 'Karnataka');
  staff = await createStaffTeam(t.db);
}, 60_000);
afterAll(() => t.close());

const codOrder = (who = buyer, where = at, qty = 2): Promise<string> => r.placeCod(who, where, [[pid('AO1'), qty]]);

const get = (url: string, as: TestStaff) => t.app.inject({ url: `/api/admin/orders${url}`, headers: as.auth });
const act = (orderNumber: string, action: string, body: object, as: TestStaff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/${action}`, headers: as.auth, payload: body });
const versionOf = async (orderNumber: string) => (await t.db.select({ v: orders.version }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0].v;
const rowOf = async (orderNumber: string) => (await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0];

const mailsTo = (email: string) => mailsToIn(t, email);

describe('the order list', () => {
  it('filters by status, payment method, customer and India-time days, and pages', async () => {
    const a = await codOrder();
    const b = await codOrder(other, otherAt);
    // b placed just before midnight in India on 1 March (18:29 UTC), a on 2 March at 00:10 IST.
    await t.db.update(orders).set({ orderDate: new Date('2026-03-01T18:29:00Z') }).where(eq(orders.orderNumber, b));
    await t.db.update(orders).set({ orderDate: new Date('2026-03-01T18:40:00Z') }).where(eq(orders.orderNumber, a));

    const all = await get('', staff.sales);
    expect(all.statusCode).toBe(200);
    expect(all.json().orders.data.map((o: { order_number: string }) => o.order_number)).toEqual(expect.arrayContaining([a, b]));

    const day1 = (await get('?from=2026-03-01&to=2026-03-01', staff.sales)).json().orders.data.map((o: { order_number: string }) => o.order_number);
    expect(day1).toEqual([b]);
    const day2 = (await get('?from=2026-03-02&to=2026-03-02', staff.sales)).json().orders.data.map((o: { order_number: string }) => o.order_number);
    expect(day2).toEqual([a]);

    const byCustomer = (await get(`?q=${encodeURIComponent(other.email.slice(0, 12))}`, staff.dispatch)).json().orders.data;
    expect(byCustomer.every((o: { customer_email: string }) => o.customer_email === other.email)).toBe(true);
    expect(byCustomer.map((o: { order_number: string }) => o.order_number)).toContain(b);
    // A '%' typed in the box is text, not a wildcard.
    expect((await get('?q=%25', staff.sales)).json().orders.total).toBe(0);

    // What a buyer quotes on the phone finds the order: their PO number, their GSTIN, the invoice number.
    await t.db.update(orders).set({ purchaseOrderNumber: 'PO-SEARCH-7731', customerGst: '29AAPFU0939F1ZW', invoiceNumber: 'INV/26-27/07731' }).where(eq(orders.orderNumber, b));
    for (const q of ['po-search-7731', '29AAPFU0939F1ZW', 'INV/26-27/07731', '07731']) {
      const found = (await get(`?q=${encodeURIComponent(q)}`, staff.sales)).json().orders.data.map((o: { order_number: string }) => o.order_number);
      expect({ q, found }).toEqual({ q, found: [b] });
    }

    expect((await get('?payment_method=razorpay', staff.sales)).json().orders.total).toBe(0);
    expect((await get('?payment_method=cash_on_delivery&status=pending', staff.sales)).json().orders.total).toBeGreaterThanOrEqual(2);
    expect((await get('?status=delivered', staff.sales)).json().orders.data).toEqual([]);

    const page = (await get('?page=99', staff.sales)).json().orders;
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 20 });
    expect(page.data[0]).toMatchObject({ payment_method: 'cash_on_delivery', status: 'pending', version: 1, item_count: 1 });
  });

  it('answers bad filters with field-keyed 422s, and Catalogue with 403', async () => {
    const bad = await get('?status=lost&from=yesterday', staff.sales);
    expect(bad.statusCode).toBe(422);
    const reversed = await get('?from=2026-03-05&to=2026-03-01', staff.sales);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['The last day cannot be before the first day.'] });
    expect((await get('', staff.catalogue)).statusCode).toBe(403);
  });
});

describe('the order detail', () => {
  it('shows lines, GST split, payment state, customer and the actions of each role', async () => {
    const n = await codOrder(other, otherAt, 3);
    const res = await get(`/${n}`, staff.finance);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    // Karnataka buyer, Maharashtra store: IGST only. 3 x ₹100 + 18%.
    expect(d.order).toMatchObject({ order_number: n, sub_total: 300, igst: 54, cgst: 0, sgst: 0, total_amount: 354 });
    expect(d.order.order_items).toHaveLength(1);
    expect(d.payment).toEqual({ method: 'cash_on_delivery', state: 'on_credit', provider_order_id: null, payment_id: null });
    expect(d).toMatchObject({ version: 1, shipment: null, cancel_reason: null, invoice_url: null, actions: [], history: [] });
    expect(d.customer).toMatchObject({ email: other.email });

    // By its public id too, in any case for the number.
    expect((await get(`/${d.order.id}`, staff.sales)).json().data.actions).toEqual(['approve', 'cancel']);
    expect((await get(`/${n.toLowerCase()}`, staff.admin)).json().data.actions).toEqual(['approve', 'cancel']);
    const forDispatch = (await get(`/${n}`, staff.dispatch)).json().data;
    expect(forDispatch.actions).toEqual([]);
    expect(forDispatch.payment).toBeNull();

    const missing = await get('/ORD-19990101-XXXXXX', staff.sales);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No order with the number or id ORD-19990101-XXXXXX.');
  });
});

describe('approve, ship, deliver', () => {
  it('moves the order on with the version seen, tells the customer each step and records history', async () => {
    const n = await codOrder();
    // Dispatch cannot approve; Sales cannot ship (the server refuses, whatever the screen shows).
    expect((await act(n, 'approve', { version: 1 }, staff.dispatch)).statusCode).toBe(403);
    const approved = await act(n, 'approve', { version: 1 }, staff.sales);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: `Order ${n} approved.`, data: { version: 2, order: { status: { status_title: 'approved' } } } });
    expect(approved.json().data.invoice_url).toBe(`/api/admin/orders/${n}/invoice`);

    expect((await act(n, 'ship', { version: 2, courier: 'BlueDart', tracking_number: 'BD123' }, staff.sales)).statusCode).toBe(403);
    const noFields = await act(n, 'ship', { version: 2, courier: ' ' }, staff.dispatch);
    expect(noFields.statusCode).toBe(422);
    expect(noFields.json().errors).toEqual({ courier: ['Courier is required'], tracking_number: ['Tracking number is required'] });
    const noVersion = await act(n, 'ship', { courier: 'BlueDart', tracking_number: 'BD123' }, staff.dispatch);
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().errors).toEqual({ version: [VERSION_REQUIRED_MESSAGE] });

    const shipped = await act(n, 'ship', { version: 2, courier: 'BlueDart', tracking_number: 'BD 1234-56' }, staff.dispatch);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data).toMatchObject({ version: 3, shipment: { courier: 'BlueDart', tracking_number: 'BD 1234-56' }, actions: ['deliver'] });

    // The customer's order detail shows the courier and the tracking number; the mail says them.
    const mine = (await r.get(`/order-detail/${n}`, buyer)).json().data.order;
    expect(mine.shipment).toEqual({ courier: 'BlueDart', tracking_number: 'BD 1234-56' });
    const mail = (await mailsTo(buyer.email)).find((m) => m.subject === `Order ${n} shipped`);
    expect(mail?.text).toContain('Courier: BlueDart, tracking number BD 1234-56.');

    // Approving again from a stale screen: 409, and nothing moves back.
    const stale = await act(n, 'approve', { version: 1 }, staff.sales);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ORDER_MESSAGE);
    // The current version but the wrong step: 409 saying why.
    const wrongStep = await act(n, 'approve', { version: 3 }, staff.admin);
    expect(wrongStep.statusCode).toBe(409);
    expect(wrongStep.json().message).toBe(`Order ${n} is shipped; it cannot be approved now.`);
    expect(await versionOf(n)).toBe(3);

    expect((await act(n, 'deliver', { version: 3 }, staff.dispatch)).statusCode).toBe(200);
    expect((await mailsTo(buyer.email)).map((m) => m.subject)).toEqual(expect.arrayContaining([`Order ${n} approved`, `Order ${n} shipped`, `Order ${n} delivered`]));

    const history = (await get(`/${n}`, staff.admin)).json().data.history;
    expect(history.map((h: { action: string; actor_email: string; actor_name: string }) => `${h.action} ${h.actor_email} ${h.actor_name}`)).toEqual([
      `order.deliver ${staff.dispatch.email} ${staff.dispatch.name}`,
      `order.ship ${staff.dispatch.email} ${staff.dispatch.name}`,
      `order.approve ${staff.sales.email} ${staff.sales.name}`,
    ]);
    expect(history[1].after).toMatchObject({ status: 'shipped', version: 3, courier: 'BlueDart', tracking_number: 'BD 1234-56' });
    expect(history[1].before).toMatchObject({ status: 'approved', version: 2 });
  });

  it('downloads the tax invoice for staff once approved', async () => {
    const n = await codOrder();
    const before = await get(`/${n}/invoice`, staff.dispatch);
    expect(before.statusCode).toBe(409);
    await act(n, 'approve', { version: 1 }, staff.admin);
    const pdf = await get(`/${n}/invoice`, staff.dispatch);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('cancel', () => {
  it('needs a reason, gives back stock and credit once, keeps the reason and mails it', async () => {
    const stock0 = await stockOf(t.db, pid('AO1'));
    const credit0 = await creditOf(t.db, buyer.id);
    const n = await codOrder(buyer, at, 4);
    expect(await stockOf(t.db, pid('AO1'))).toBe(stock0 - 4);

    const noReason = await act(n, 'cancel', { version: 1, reason: '' }, staff.sales);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['A reason is required to cancel the order'] });
    expect((await act(n, 'cancel', { version: 1, reason: 'Out of stock at the warehouse' }, staff.dispatch)).statusCode).toBe(403);

    const res = await act(n, 'cancel', { version: 1, reason: 'Customer asked by phone' }, staff.sales);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, cancel_reason: 'Customer asked by phone', actions: [], payment: { state: 'credit_returned' } });
    expect(await stockOf(t.db, pid('AO1'))).toBe(stock0);
    expect(await creditOf(t.db, buyer.id)).toBe(credit0);
    const mail = (await mailsTo(buyer.email)).find((m) => m.subject === `Order ${n} cancelled`);
    expect(mail?.text).toContain('Reason: Customer asked by phone');

    // Again (stale, or current but already cancelled): refused, nothing given back twice.
    expect((await act(n, 'cancel', { version: 1, reason: 'Again' }, staff.sales)).statusCode).toBe(409);
    expect((await act(n, 'cancel', { version: 2, reason: 'Again' }, staff.sales)).statusCode).toBe(409);
    expect(await creditOf(t.db, buyer.id)).toBe(credit0);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, n)));
    expect(audit.map((a) => a.action)).toEqual(['order.cancel']);
  });

  it('bumps the version when the customer cancels, so a staff screen opened before is stale', async () => {
    const n = await codOrder();
    const row = await rowOf(n);
    expect((await r.get(`/order-cancel/${row.publicId}`, buyer)).statusCode).toBe(200);
    expect(await versionOf(n)).toBe(2);
    const res = await act(n, 'approve', { version: 1 }, staff.sales);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STALE_ORDER_MESSAGE);
  });
});

describe('refunds in the back office', () => {
  /** A card order paid through the sandbox. */
  async function cardOrder(): Promise<string> {
    const who = await createCustomer(t.db, { creditLimit: '0' });
    const where = await addAddresses(t.db, who.id, 'Maharashtra');
    await setCart(t.db, who.id, [[pid('AO1'), 1]]);
    const data = await r.checkout(who);
    const po = (await r.post('/create-razorpay-order', { billing_address_id: where.billing, shipping_address_id: where.shipping, amount: Math.round(data.grand_total * 100) }, who)).json().data;
    const ids = (await r.post('/payments/sandbox/pay', { order_id: po.rpo_number, outcome: 'success' })).json();
    const res = await r.post(
      '/order-store',
      { billing_address_id: where.billing, shipping_address_id: where.shipping, payment_method: 'razorpay', idempotency_key: newKey(), rpo_id: po.rpo_id, ...ids },
      who,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data.order_number as string;
  }

  it('Finance sees a failed refund and sends it again; Sales and Dispatch may not', async () => {
    const n = await cardOrder();
    t.config.sandboxRefunds = 'fail';
    expect((await act(n, 'cancel', { version: 1, reason: 'Payment dispute' }, staff.sales)).statusCode).toBe(200);
    // The refund's job sends it; the provider declines.
    await drainJobs(t);
    const seen = (await get(`/${n}`, staff.finance)).json().data;
    expect(seen.payment).toMatchObject({ method: 'razorpay' });
    expect(seen.order.refunds).toHaveLength(1);
    const [refund] = seen.order.refunds;
    expect(refund.state).toBe('failed');
    // Dispatch is not shown refunds at all.
    expect((await get(`/${n}`, staff.dispatch)).json().data.order.refunds).toEqual([]);

    t.config.sandboxRefunds = 'processed';
    expect((await act(n, `refunds/${refund.id}/retry`, {}, staff.sales)).statusCode).toBe(403);
    expect((await act(n, `refunds/${refund.id}/retry`, {}, staff.dispatch)).statusCode).toBe(403);
    expect((await act(n, 'refunds/999999/retry', {}, staff.finance)).statusCode).toBe(404);
    // Refunds are named by their public id, not the store's counter.
    expect(refund.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const retried = await act(n, `refunds/${refund.id}/retry`, {}, staff.finance);
    expect(retried.statusCode).toBe(200);
    // The retry queues a new attempt: its job sends it.
    expect(retried.json().message).toMatch(/^The refund of ₹[\d,]+\.\d\d was sent; waiting for the provider\.$/);
    expect(retried.json().data.order.refunds[0].state).toBe('pending');
    await drainJobs(t);
    expect((await get(`/${n}`, staff.finance)).json().data.order.refunds[0].state).toBe('processed');
    expect(retried.json().data.history.map((h: { action: string }) => h.action)).toEqual(['order.refund_retry', 'order.cancel']);
    // Processed: never sent again.
    expect((await act(n, `refunds/${refund.id}/retry`, {}, staff.finance)).statusCode).toBe(409);
  });
});

onPostgres('two staff members at once (PostgreSQL)', () => {
  it('two ships of one order: exactly one wins, the other gets 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const n = await codOrder();
      await act(n, 'approve', { version: 1 }, staff.sales);
      const answers = await Promise.all([
        act(n, 'ship', { version: 2, courier: 'BlueDart', tracking_number: `A${round}` }, staff.dispatch),
        act(n, 'ship', { version: 2, courier: 'DTDC', tracking_number: `B${round}` }, staff.admin),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json().data.shipment;
      const row = await rowOf(n);
      expect({ courier: row.shippingCourier, tracking_number: row.trackingNumber }).toEqual(winner);
      expect(row.version).toBe(3);
      const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, n), eq(auditLog.action, 'order.ship')));
      expect(audit).toHaveLength(1);
    }
  });

  it('a ship and a cancel at once: one wins; stock and credit come back at most once', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const stock0 = await stockOf(t.db, pid('AO1'));
      const credit0 = await creditOf(t.db, buyer.id);
      const n = await codOrder(buyer, at, 2);
      await act(n, 'approve', { version: 1 }, staff.sales);
      const [ship, cancel, cancel2] = await Promise.all([
        act(n, 'ship', { version: 2, courier: 'BlueDart', tracking_number: `S${round}` }, staff.dispatch),
        act(n, 'cancel', { version: 2, reason: 'Duplicate order' }, staff.sales),
        act(n, 'cancel', { version: 2, reason: 'Duplicate order' }, staff.admin),
      ]);
      const codes = [ship.statusCode, cancel.statusCode, cancel2.statusCode];
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(2);
      const row = await rowOf(n);
      const returns = await t.db.select().from(walletTransactions).where(and(eq(walletTransactions.orderNumber, n), eq(walletTransactions.type, 'c')));
      if (ship.statusCode === 200) {
        outcomes.add('shipped');
        expect(row.status).toBe('shipped');
        expect(returns).toHaveLength(0);
        expect(await stockOf(t.db, pid('AO1'))).toBe(stock0 - 2);
      } else {
        outcomes.add('canceled');
        expect(row.status).toBe('canceled');
        expect(returns).toHaveLength(1);
        expect(await stockOf(t.db, pid('AO1'))).toBe(stock0);
        expect(await creditOf(t.db, buyer.id)).toBe(credit0);
      }
      expect(row.version).toBe(3);
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });
});
