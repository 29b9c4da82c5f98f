// A company user's notifications: each kind reaches the user it is about (the buyer who placed the
// order or asked, the company's approvers, everyone who sees credit) and nobody else, not another
// user of the company nor another company; a user reads and marks only their own (404 otherwise);
// the unread count follows.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { indiaDay } from '@contracts/format';
import { creditDues, customers, orders } from '../src/db/schema';
import { priceQuotation, type AnswerContext } from '../src/modules/quotes/answer';
import { setOrderStatus } from '../src/modules/orders/status';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { buildTestApp } from './helper';
import { createStaffTeam, type TestStaff } from './staffFactory';
import { addAddresses, newKey, requests, seedProducts, setCart, type Addresses, type Shop } from './shop';

jest.setTimeout(120_000);

let t: Shop['t'];
let r: Shop['r'];
let pid: Shop['pid'];
let answer: AnswerContext;
let sales: TestStaff;
let dispatch: TestStaff;

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra' });
  r = requests(t);
  pid = await seedProducts(t.db, [{ sku: 'NT-ITEM', base: '1000.00', gst: '18', stock: 1000 }]);
  const c = t.config;
  answer = { storeState: c.storeState, publicUrl: c.publicUrl, storeName: c.storeName, validityDays: c.quotationValidityDays, mail: t.app.services };
  const staff = await createStaffTeam(t.db);
  sales = staff.sales;
  dispatch = staff.dispatch;
}, 60_000);
afterAll(() => t.close());

interface Note {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: string;
  read_at: string | null;
}

async function list(who: TestCustomer, page = 1): Promise<{ unread: number; items: Note[]; total: number; last: number }> {
  const res = await r.get(`/notifications?page=${page}`, who);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { unread: body.unread, items: body.notifications.data, total: body.notifications.total, last: body.notifications.last_page };
}
const unread = async (who: TestCustomer): Promise<number> => {
  const res = await r.get('/notifications/unread-count', who);
  expect(res.statusCode).toBe(200);
  return res.json().unread as number;
};
const kinds = async (who: TestCustomer) => (await list(who)).items.map((n) => n.kind);

interface Company {
  admin: TestCustomer;
  buyer: TestCustomer;
  /** A second buyer of the same company: hears of nothing the first one did. */
  otherBuyer: TestCustomer;
  approver: TestCustomer;
  viewer: TestCustomer;
  at: Addresses;
}

async function company(): Promise<Company> {
  const admin = await createCustomer(t.db, { creditLimit: '1000000' });
  return {
    admin,
    buyer: await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' }),
    otherBuyer: await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' }),
    approver: await createCompanyUser(t.db, { id: admin.id }, { role: 'approver' }),
    viewer: await createCompanyUser(t.db, { id: admin.id }, { role: 'viewer' }),
    at: await addAddresses(t.db, admin.id, 'Maharashtra'),
  };
}

async function placeAs(c: Company, who: TestCustomer): Promise<string> {
  await setCart(t.db, who, [[pid('NT-ITEM'), 1]]);
  const res = await r.cod(who, c.at);
  expect(res.statusCode).toBe(200);
  return res.json().data.order_number as string;
}

const staffAct = (orderNumber: string, action: string, body: object, as: TestStaff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/${action}`, headers: as.auth, payload: body });
const versionOf = async (orderNumber: string) => (await t.db.select({ v: orders.version }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0].v;

describe('orders', () => {
  it('placed, then approved, shipped and delivered by staff in the back office: the buyer who placed it, nobody else', async () => {
    const c = await company();
    const stranger = await createCustomer(t.db, { creditLimit: '1000000' });
    const n = await placeAs(c, c.buyer);

    let mine = await list(c.buyer);
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({ kind: 'order_placed', title: `Order ${n} placed`, link: `/order-details/${n}`, read_at: null });
    expect(mine.items[0].body).toContain('₹1,180.00');

    expect((await staffAct(n, 'approve', { version: await versionOf(n) }, sales)).statusCode).toBe(200);
    expect((await staffAct(n, 'ship', { version: await versionOf(n), courier: 'Blue Dart', tracking_number: 'BD123456' }, dispatch)).statusCode).toBe(200);
    expect((await staffAct(n, 'deliver', { version: await versionOf(n) }, dispatch)).statusCode).toBe(200);

    mine = await list(c.buyer);
    // Newest first.
    expect(mine.items.map((x) => x.kind)).toEqual(['order_delivered', 'order_shipped', 'order_approved', 'order_placed']);
    expect(mine.items.every((x) => x.link === `/order-details/${n}`)).toBe(true);
    expect(mine.items[1].body).toContain('BD123456');
    expect(mine.items[2].body).toMatch(/^Tax invoice /);
    expect(mine.unread).toBe(4);
    expect(await unread(c.buyer)).toBe(4);

    for (const other of [c.admin, c.otherBuyer, c.approver, c.viewer, stranger]) expect(await kinds(other)).toEqual([]);
  });

  it("cancelled by someone else of the company, or by the store: the buyer who placed it is told", async () => {
    const c = await company();
    await setCart(t.db, c.buyer, [[pid('NT-ITEM'), 1]]);
    const { id, order_number: first } = (await r.cod(c.buyer, c.at)).json().data as { id: string; order_number: string };
    expect((await list(c.buyer)).items[0].kind).toBe('order_placed');
    expect((await r.get(`/order-cancel/${id}`, c.admin)).statusCode).toBe(200);
    expect((await list(c.buyer)).items[0]).toMatchObject({ kind: 'order_canceled', title: `Order ${first} cancelled`, link: `/order-details/${first}` });

    const second = await placeAs(c, c.buyer);
    await setOrderStatus(t.app.services, second, 'canceled');
    expect((await list(c.buyer)).items[0]).toMatchObject({ kind: 'order_canceled', title: `Order ${second} cancelled` });
    expect(await kinds(c.admin)).toEqual([]);
    expect(await kinds(c.otherBuyer)).toEqual([]);
  });

  it('a notification that rolled back with its change is never written', async () => {
    const c = await company();
    const n = await placeAs(c, c.buyer);
    // A stale version: the staff change is refused (409) and nothing of it remains.
    expect((await staffAct(n, 'approve', { version: 999 }, sales)).statusCode).toBe(409);
    expect(await kinds(c.buyer)).toEqual(['order_placed']);
  });
});

describe('approvals', () => {
  it('waiting: every Approver and Admin but the requester; approved and rejected: the requester only', async () => {
    const c = await company();
    await t.db.update(customers).set({ approvalThresholdPaise: 100 }).where(eq(customers.id, c.admin.id));
    await setCart(t.db, c.buyer, [[pid('NT-ITEM'), 1]]);
    const first = (await r.cod(c.buyer, c.at)).json().data.approval_request_id as string;
    expect(first).toBeTruthy();

    for (const approver of [c.admin, c.approver]) {
      const [n] = (await list(approver)).items;
      expect(n).toMatchObject({ kind: 'approval_waiting', link: '/my-account/approvals' });
      expect(n.title).toContain('₹1,180.00');
      expect(n.body).toBe('1 x Product NT-ITEM');
    }
    for (const notApprover of [c.buyer, c.otherBuyer, c.viewer]) expect(await kinds(notApprover)).toEqual([]);

    expect((await r.post(`/approvals/${first}/reject`, { reason: 'Over this month budget' }, c.approver)).statusCode).toBe(200);
    expect((await list(c.buyer)).items[0]).toMatchObject({ kind: 'approval_rejected', body: 'Over this month budget', link: '/my-account/approvals' });

    await setCart(t.db, c.buyer, [[pid('NT-ITEM'), 1]]);
    const second = (await r.cod(c.buyer, c.at)).json().data.approval_request_id as string;
    const ok = await r.post(`/approvals/${second}/approve`, {}, c.admin);
    expect(ok.statusCode).toBe(200);
    const number = ok.json().data.order_number as string;
    const approved = (await list(c.buyer)).items[0];
    expect(approved).toMatchObject({ kind: 'approval_approved', link: `/order-details/${number}` });
    expect(approved.body).toBe(`Order ${number} is placed.`);

    expect(await kinds(c.buyer)).toEqual(['approval_approved', 'approval_rejected']);
    expect(await kinds(c.otherBuyer)).toEqual([]);
    // The approvers were told of each request, not of the decisions.
    expect(await kinds(c.approver)).toEqual(['approval_waiting', 'approval_waiting']);
  });
});

describe('quotations', () => {
  it("the store's answer: the user who asked for it", async () => {
    const c = await company();
    const asked = await r.post(
      '/request-quotation',
      { product_id: [pid('NT-ITEM')], quantity: [2], name: 'Ravi Rao', email: 'ravi@elsewhere.example', phone: '9876543210', idempotency_key: newKey() },
      c.buyer,
    );
    expect(asked.statusCode).toBe(200);
    const { id, quotation_number: number } = asked.json().data as { id: string; quotation_number: string };
    await priceQuotation(t.db, number, { 'NT-ITEM': '900' }, answer);
    expect((await list(c.buyer)).items).toEqual([expect.objectContaining({ kind: 'quotation_answered', title: `Quotation ${number} has prices`, link: `/quotation-details/${id}` })]);
    for (const other of [c.admin, c.otherBuyer, c.approver]) expect(await kinds(other)).toEqual([]);
  });
});

describe('dues falling due', () => {
  const dayPlus = (days: number) => indiaDay(new Date(Date.now() + days * 86_400_000));

  it('due within 7 days, then overdue: every user of the company, once each; a due further off, or paid, is not shown', async () => {
    const c = await company();
    const stranger = await createCustomer(t.db, { creditLimit: '1000000' });
    const n = await placeAs(c, c.admin);
    const far = await placeAs(c, c.admin);
    await setOrderStatus(t.app.services, n, 'approved');
    await setOrderStatus(t.app.services, far, 'approved');
    await t.db.update(creditDues).set({ dueDate: dayPlus(20) }).where(eq(creditDues.orderNumber, far));
    await t.db.update(creditDues).set({ dueDate: dayPlus(3) }).where(eq(creditDues.orderNumber, n));

    for (const who of [c.buyer, c.viewer, c.approver]) {
      expect(await unread(who)).toBe(1);
      const [due] = (await list(who)).items;
      expect(due).toMatchObject({ kind: 'due_soon', title: `Payment of ₹1,180.00 is due on ${dayPlus(3)}`, link: '/my-account/credit' });
    }
    // Read again: not written twice.
    expect((await list(c.buyer)).items.filter((x) => x.kind === 'due_soon')).toHaveLength(1);
    expect(await kinds(stranger)).toEqual([]);

    await t.db.update(creditDues).set({ dueDate: dayPlus(-2) }).where(eq(creditDues.orderNumber, n));
    const after = (await list(c.buyer)).items;
    expect(after.map((x) => x.kind)).toEqual(['overdue', 'due_soon']);
    expect(after[0].body).toContain('cannot be placed on cash on delivery');

    // A paid due tells nobody new (a user who joins afterwards finds nothing about it).
    await t.db.update(creditDues).set({ paid: '1180.00', state: 'paid' }).where(eq(creditDues.orderNumber, n));
    const late = await createCompanyUser(t.db, { id: c.admin.id }, { role: 'viewer' });
    expect(await kinds(late)).toEqual([]);
  });
});

describe('reading and marking', () => {
  it("marks one read and all read; another user's notification answers 404 and stays unread", async () => {
    const c = await company();
    const stranger = await createCustomer(t.db, { creditLimit: '1000000' });
    await placeAs(c, c.buyer);
    await placeAs(c, c.buyer);
    await placeAs(c, c.buyer);
    const [a, b] = (await list(c.buyer)).items;
    expect(await unread(c.buyer)).toBe(3);

    for (const intruder of [c.otherBuyer, c.admin, stranger]) {
      const res = await r.post(`/notifications/${a.id}/read`, {}, intruder);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such notification.');
    }
    expect(await unread(c.buyer)).toBe(3);
    expect((await r.post('/notifications/read-all', {}, c.otherBuyer)).statusCode).toBe(200);
    expect(await unread(c.buyer)).toBe(3);

    const one = await r.post(`/notifications/${a.id}/read`, {}, c.buyer);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ status: true, unread: 2, data: { id: a.id } });
    const readAt = one.json().data.read_at as string;
    expect(readAt).toBeTruthy();
    // Again: the first read time stays.
    expect((await r.post(`/notifications/${a.id}/read`, {}, c.buyer)).json().data.read_at).toBe(readAt);
    expect((await list(c.buyer)).items.find((x) => x.id === b.id)!.read_at).toBeNull();

    const all = await r.post('/notifications/read-all', {}, c.buyer);
    expect(all.json()).toEqual({ status: true, message: '2 marked as read.' });
    expect(await unread(c.buyer)).toBe(0);
    expect((await list(c.buyer)).items.every((x) => x.read_at !== null)).toBe(true);
    expect((await r.post('/notifications/not-a-real-id/read', {}, c.buyer)).statusCode).toBe(404);
  });

  it('pages newest first, 20 a page; a visitor is refused', async () => {
    const c = await company();
    for (let i = 0; i < 21; i += 1) await placeAs(c, c.approver);
    const first = await list(c.approver);
    expect(first.total).toBe(21);
    expect(first.last).toBe(2);
    expect(first.items).toHaveLength(20);
    const second = await list(c.approver, 2);
    expect(second.items).toHaveLength(1);
    expect(new Date(second.items[0].created_at).getTime()).toBeLessThanOrEqual(new Date(first.items[19].created_at).getTime());
    expect(first.unread).toBe(21);

    expect((await r.get('/notifications')).statusCode).toBe(401);
    expect((await r.get('/notifications/unread-count')).statusCode).toBe(401);
    expect((await r.post('/notifications/read-all', {})).statusCode).toBe(401);
  });
});
