// The back office's Inbox: each role gets only the cards of its work, each card counts what its
// list page lists (the oldest few first), and answering the work takes it off the card.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { InboxCard } from '@contracts/adminInbox';
import type { StaffRole } from '@contracts/staffRules';
import { customers, inquiries, itemRequests, orders, paymentOrders, quotations, refunds } from '../src/db/schema';
import { createCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, requests, seedProducts } from './shop';
import { createStaffTeam, type TestStaff } from './staffFactory';

jest.setTimeout(120_000);

let t: TestApp;
let staff: Record<StaffRole, TestStaff>;
let oldestPendingCompany: string;
const orderNumbers: string[] = [];
const inquiryIds: number[] = [];
let productId: Awaited<ReturnType<typeof seedProducts>>;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra' });
  staff = await createStaffTeam(t.db);

  // Accounts: two waiting for approval (the first registered first), one approved, one rejected.
  const first = await createCustomer(t.db, { status: 'pending' });
  await createCustomer(t.db, { status: 'pending' });
  await createCustomer(t.db, { status: 'rejected' });
  oldestPendingCompany = (await t.db.select({ name: customers.companyName }).from(customers).where(eq(customers.id, first.id)))[0].name;

  // Stock: out of stock and at the threshold are low; one above it and an inactive product are not.
  const pid = await seedProducts(t.db, [
    { sku: 'INB-STOCK', base: '100.00', stock: 1000 },
    { sku: 'INB-ZERO', base: '100.00', stock: 0 },
    { sku: 'INB-FIVE', base: '100.00', stock: 5 },
    { sku: 'INB-SIX', base: '100.00', stock: 6 },
    { sku: 'INB-OFF', base: '100.00', stock: 0, active: false },
  ]);
  productId = pid;

  // Orders: three placed; one stays pending, one approved (to ship), one shipped.
  const buyer = await createCustomer(t.db, { creditLimit: '100000' });
  const at = await addAddresses(t.db, buyer.id, 'Maharashtra');
  const r = requests(t);
  for (let i = 0; i < 3; i += 1) {
    orderNumbers.push(await r.placeCod(buyer, at, [[pid('INB-STOCK'), 1]]));
  }
  await t.db.update(orders).set({ status: 'approved' }).where(eq(orders.orderNumber, orderNumbers[1]));
  await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.orderNumber, orderNumbers[2]));

  // Quotations: two pending, one quoted.
  await t.db.insert(quotations).values([
    { quotationNumber: 'QT-INB-1', customerId: buyer.id, status: 'pending', createdAt: minutesAgo(30) },
    { quotationNumber: 'QT-INB-2', customerId: buyer.id, status: 'pending', createdAt: minutesAgo(20) },
    { quotationNumber: 'QT-INB-3', customerId: buyer.id, status: 'quoted', createdAt: minutesAgo(40) },
  ]);

  // Refunds: two failed (one of an order, one of a payment that made no order), one processed.
  const [po] = await t.db
    .insert(paymentOrders)
    .values({ provider: 'sandbox', providerOrderId: 'order_inbox_1', customerId: buyer.id, amountPaise: 500000, status: 'paid' })
    .returning();
  const [pendingOrder] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumbers[0]));
  await t.db.insert(refunds).values([
    { paymentOrderId: po.id, orderId: pendingOrder.id, amountPaise: 10000, reason: 'Cancelled', state: 'failed', idempotencyKey: 'inbox-r1', failureReason: 'Card closed' },
    { paymentOrderId: po.id, orderId: null, amountPaise: 20000, reason: 'Unplaced', state: 'failed', idempotencyKey: 'inbox-r2' },
    { paymentOrderId: po.id, orderId: pendingOrder.id, amountPaise: 30000, reason: 'Part', state: 'processed', idempotencyKey: 'inbox-r3' },
  ]);

  // Visitor forms: seven unanswered inquiries (more than a card lists) and one answered; one of each item request.
  const rows = await t.db
    .insert(inquiries)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        firstName: `Visitor${i}`,
        lastName: 'Test',
        companyName: `Firm ${i}`,
        employeeDesignation: 'Buyer',
        email: `v${i}@firm.in`,
        phone: '9800000000',
        description: 'Need a price',
        createdAt: minutesAgo(100 - i),
        ...(i === 0 ? { answeredAt: new Date(), answerNote: 'Called back' } : {}),
      })),
    )
    .returning({ id: inquiries.id });
  inquiryIds.push(...rows.map((row) => row.id));
  await t.db.insert(itemRequests).values([
    { name: 'Anil', email: 'anil@example.in', phone: '9800000001', products: [{ product_name: 'Toner', quantity: 2 }], otherDetails: null },
    { name: 'Done', email: 'done@example.in', phone: '9800000002', products: [], otherDetails: null, answeredAt: new Date(), answerNote: 'Mailed' },
  ]);
}, 120_000);
afterAll(() => t.close());

async function inbox(role: StaffRole): Promise<InboxCard[]> {
  const res = await t.app.inject({ url: '/api/admin/inbox', headers: staff[role].auth });
  expect(res.statusCode).toBe(200);
  return res.json().cards as InboxCard[];
}
const card = (cards: InboxCard[], key: InboxCard['key']) => cards.find((c) => c.key === key)!;

describe('the back office Inbox', () => {
  it('gives each role only the cards of its work', async () => {
    const keys = async (role: StaffRole) => (await inbox(role)).map((c) => c.key);
    expect(await keys('admin')).toEqual([
      'accounts_pending',
      'quotations_pending',
      'quotation_messages_unread',
      'orders_pending',
      'orders_to_ship',
      'refunds_failed',
      'jobs_failed',
      'low_stock',
      'inquiries_unanswered',
      'item_requests_unanswered',
    ]);
    expect(await keys('sales')).toEqual(['accounts_pending', 'quotations_pending', 'quotation_messages_unread', 'orders_pending', 'inquiries_unanswered', 'item_requests_unanswered']);
    expect(await keys('dispatch')).toEqual(['orders_to_ship']);
    expect(await keys('finance')).toEqual(['refunds_failed', 'jobs_failed']);
    expect(await keys('catalogue')).toEqual(['low_stock']);
  });

  it('refuses a visitor and a customer', async () => {
    expect((await t.app.inject({ url: '/api/admin/inbox' })).statusCode).toBe(401);
    const customer = await createCustomer(t.db);
    expect((await t.app.inject({ url: '/api/admin/inbox', headers: customer.auth })).statusCode).toBe(401);
  });

  it('counts what waits, oldest first, a few items each', async () => {
    const cards = await inbox('admin');
    const counts = Object.fromEntries(cards.map((c) => [c.key, c.count]));
    expect(counts).toEqual({
      accounts_pending: 2,
      quotations_pending: 2,
      quotation_messages_unread: 0,
      orders_pending: 1,
      orders_to_ship: 1,
      refunds_failed: 2,
      jobs_failed: 0,
      low_stock: 2,
      inquiries_unanswered: 7,
      item_requests_unanswered: 1,
    });
    expect(card(cards, 'accounts_pending').items[0].label).toBe(oldestPendingCompany);
    expect(card(cards, 'quotations_pending').items.map((i) => i.label)).toEqual(['QT-INB-1', 'QT-INB-2']);
    expect(card(cards, 'orders_pending').items.map((i) => i.link)).toEqual([`/admin/orders/${orderNumbers[0]}`]);
    expect(card(cards, 'orders_to_ship').items.map((i) => i.label)).toEqual([orderNumbers[1]]);
    expect(card(cards, 'refunds_failed').items.map((i) => [i.label, i.text, i.link])).toEqual([
      [orderNumbers[0], 'Card closed', `/admin/orders/${orderNumbers[0]}`],
      [expect.stringMatching(/^Refund \d+$/), 'A payment that did not become an order', null],
    ]);
    expect(card(cards, 'low_stock').items.map((i) => [i.label, i.extra, i.link])).toEqual([
      ['INB-ZERO', 'Out of stock', `/admin/products/${productId('INB-ZERO')}`],
      ['INB-FIVE', '5 in stock', `/admin/products/${productId('INB-FIVE')}`],
    ]);
    // Every item opens what it is about; only a refund of a payment that never became an order has no page.
    const unlinked = cards.flatMap((c) => c.items.filter((i) => !i.link).map((i) => `${c.key}: ${i.label}`));
    expect(unlinked).toEqual([expect.stringMatching(/^refunds_failed: Refund \d+$/)]);
    expect(card(cards, 'low_stock').description).toContain('5 or fewer');
    const inq = card(cards, 'inquiries_unanswered');
    expect(inq.items).toHaveLength(5);
    expect(inq.items[0].link).toBe(`/admin/inquiries?status=unanswered&open=${inquiryIds[1]}`);
  });

  it('links each card to a list page whose filter lists exactly what the card counts', async () => {
    const cards = await inbox('admin');
    const totals: Record<string, number> = {};
    for (const c of cards) {
      if (!c.link) continue;
      const res = await t.app.inject({ url: `/api${c.link}`, headers: staff.admin.auth });
      expect({ link: c.link, status: res.statusCode }).toEqual({ link: c.link, status: 200 });
      const body = res.json();
      const list = body.accounts ?? body.quotations ?? body.orders ?? body.inquiries ?? body.item_requests ?? body.jobs ?? body.data;
      totals[c.key] = list.total;
    }
    expect(totals).toEqual(Object.fromEntries(cards.filter((c) => c.link).map((c) => [c.key, c.count])));
  });

  it('takes answered work off the card', async () => {
    const before = card(await inbox('sales'), 'inquiries_unanswered').count;
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/inquiries/${inquiryIds[1]}/answer`, headers: staff.sales.auth, payload: { note: 'Sent the price list' } });
    expect(res.statusCode).toBe(200);
    const after = card(await inbox('sales'), 'inquiries_unanswered');
    expect(after.count).toBe(before - 1);
    expect(after.items[0].link).toBe(`/admin/inquiries?status=unanswered&open=${inquiryIds[2]}`);
  });
});
