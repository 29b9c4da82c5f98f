// Who is mailed about a company's orders, approvals and quotations: the user who placed the order
// or asked (not the company's main address), with each Admin copied only if they chose to be; and
// the registrant's acknowledgement, sent at once.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { customers } from '../src/db/schema';
import { priceQuotation, type AnswerContext } from '../src/modules/quotes/answer';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { buildTestApp } from './helper';
import { addAddresses, newKey, requests, seedProducts, setCart, type Addresses, type Shop } from './shop';
import { outbox as readOutbox, type OutboxMail } from './outbox';

jest.setTimeout(120_000);

const SECRET = 'operator-secret-for-company-mail-tests';
let t: Shop['t'];
let r: Shop['r'];
let pid: Shop['pid'];
let answer: AnswerContext;

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra', operatorSecret: SECRET });
  r = requests(t);
  pid = await seedProducts(t.db, [{ sku: 'CM-ITEM', base: '1000.00', gst: '18', stock: 1000 }]);
  const c = t.config;
  answer = { storeState: c.storeState, publicUrl: c.publicUrl, storeName: c.storeName, validityDays: c.quotationValidityDays, mail: t.app.services };
}, 60_000);
afterAll(() => t.close());

/** Every mail written so far, read from the outbox: its headers and text. */
const outbox = () => readOutbox(t);
const put = (url: string, payload: object, who: TestCustomer) => t.app.inject({ method: 'PUT', url: `/api${url}`, headers: who.auth, payload });
const about = async (needle: string) => (await outbox()).filter((m) => m.text.includes(needle) || m.subject.includes(needle));

interface Company {
  /** The first Admin: the company's main address. Copied (the default). */
  admin: TestCustomer;
  /** A second Admin who turned the copies off. */
  quietAdmin: TestCustomer;
  buyer: TestCustomer;
  approver: TestCustomer;
  at: Addresses;
}

async function company(): Promise<Company> {
  const admin = await createCustomer(t.db, { creditLimit: '1000000' });
  const quietAdmin = await createCompanyUser(t.db, { id: admin.id }, { role: 'admin' });
  const off = await put('/company-users/me/mail-copies', { copy_company_mails: false }, quietAdmin);
  expect(off.statusCode).toBe(200);
  expect(off.json().data).toMatchObject({ role: 'admin', copy_company_mails: false });
  return {
    admin,
    quietAdmin,
    buyer: await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' }),
    approver: await createCompanyUser(t.db, { id: admin.id }, { role: 'approver' }),
    at: await addAddresses(t.db, admin.id, 'Maharashtra'),
  };
}

/** The mail went to the buyer who acted, copying the Admin who chose copies and not the one who opted out. */
function toActorCopyingAdmins(mails: OutboxMail[], c: Company, actor: TestCustomer = c.buyer) {
  expect(mails).toHaveLength(1);
  const [m] = mails;
  expect(m.to).toContain(actor.email);
  expect(m.to).not.toContain(c.admin.email);
  expect(m.cc).toContain(c.admin.email);
  expect(m.cc).not.toContain(c.quietAdmin.email);
}

const op = (route: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/operator/${route}`, headers: { 'x-operator-secret': SECRET }, payload });

describe("the copy setting (an Admin's own)", () => {
  it('is on by default, read on the profile, and only an Admin may change it', async () => {
    const c = await company();
    expect((await r.get('/company-users/me', c.admin)).json().data.copy_company_mails).toBe(true);
    expect((await r.get('/company-users/me', c.quietAdmin)).json().data.copy_company_mails).toBe(false);
    expect((await put('/company-users/me/mail-copies', { copy_company_mails: false }, c.buyer)).statusCode).toBe(403);
    const bad = await put('/company-users/me/mail-copies', { copy_company_mails: 'no' }, c.admin);
    expect(bad.statusCode).toBe(422);
    expect((await r.get('/company-users/me', c.admin)).json().data.copy_company_mails).toBe(true);
  });
});

describe('order mails go to the user who placed the order', () => {
  it('placed, approved, shipped, delivered: the buyer, the opted-in Admin copied, the opted-out one not', async () => {
    const c = await company();
    await setCart(t.db, c.buyer, [[pid('CM-ITEM'), 1]]);
    const placed = await r.cod(c.buyer, c.at);
    expect(placed.statusCode).toBe(200);
    const number = placed.json().data.order_number as string;
    toActorCopyingAdmins(await about(`Order ${number} placed`), c);

    for (const status of ['approved', 'shipped', 'delivered'] as const) {
      const res = await op(`orders/${number}/status`, { status });
      expect(res.statusCode).toBe(200);
      toActorCopyingAdmins(await about(`Order ${number} ${status}`), c);
    }
  });

  it('cancelled: the buyer who placed it, even when an Admin cancels it', async () => {
    const c = await company();
    await setCart(t.db, c.buyer, [[pid('CM-ITEM'), 1]]);
    const placed = (await r.cod(c.buyer, c.at)).json().data as { id: string; order_number: string };
    expect((await r.get(`/order-cancel/${placed.id}`, c.admin)).statusCode).toBe(200);
    toActorCopyingAdmins(await about(`Order ${placed.order_number} cancelled`), c);
  });

  it("an Admin's own order mails the Admin, without a copy of their own", async () => {
    const c = await company();
    await setCart(t.db, c.admin.id, [[pid('CM-ITEM'), 1]]);
    const number = (await r.cod(c.admin, c.at)).json().data.order_number as string;
    const [m] = await about(`Order ${number} placed`);
    expect(m.to).toContain(c.admin.email);
    expect(m.cc).toBe('');
  });
});

describe('approval mails', () => {
  it('rejected and approved: the buyer who asked, copying the opted-in Admin', async () => {
    const c = await company();
    await t.db.update(customers).set({ approvalThresholdPaise: 100 }).where(eq(customers.id, c.admin.id));
    await setCart(t.db, c.buyer, [[pid('CM-ITEM'), 1]]);
    const first = (await r.cod(c.buyer, c.at)).json().data.approval_request_id as string;
    expect((await r.post(`/approvals/${first}/reject`, { reason: 'Over this month budget' }, c.approver)).statusCode).toBe(200);
    toActorCopyingAdmins(await about('Over this month budget'), c);

    await setCart(t.db, c.buyer, [[pid('CM-ITEM'), 1]]);
    const second = (await r.cod(c.buyer, c.at)).json().data.approval_request_id as string;
    const ok = await r.post(`/approvals/${second}/approve`, {}, c.approver);
    expect(ok.statusCode).toBe(200);
    toActorCopyingAdmins(await about(`Order ${ok.json().data.order_number as string} placed`), c);
  });
});

describe('quotation mails', () => {
  it("the store's prices and its answers go to the user who asked, not the contact typed on the form", async () => {
    const c = await company();
    const asked = await r.post(
      '/request-quotation',
      { product_id: [pid('CM-ITEM')], quantity: [2], name: 'Ravi Rao', email: 'ravi@elsewhere.example', phone: '9876543210', idempotency_key: newKey() },
      c.buyer,
    );
    expect(asked.statusCode).toBe(200);
    const { id, quotation_number: number } = asked.json().data as { id: string; quotation_number: string };
    expect((await priceQuotation(t.db, number, { 'CM-ITEM': '900' }, answer)).mailed).toBe(true);
    toActorCopyingAdmins(await about(`/quotation-details/${id}`), c);
    expect((await outbox()).some((m) => m.to.includes('ravi@elsewhere.example'))).toBe(false);
  });
});

describe('registration', () => {
  it('is acknowledged at once to the registrant: received, to be reviewed', async () => {
    const email = `asha.${Date.now()}@acme.example`;
    const res = await r.post('/customer-register', {
      gstno: '27AAPFU0939F1ZV',
      pan_number: 'AAPFU0939F',
      company_name: 'Acme Infotech Pvt Ltd',
      type_of_company: 'Private Limited',
      no_of_employee: '101-500',
      first_name: 'Asha',
      last_name: 'Rao',
      phone: '9876543210',
      email,
      password: 'Str0ngPass!',
      s_address_line1: '12 MG Road',
      s_city: 'Pune',
      s_state: 'Maharashtra',
      s_pincode: '411001',
      s_country: 'India',
      b_address_line1: '4 Park Street',
      b_city: 'Mumbai',
      b_state: 'Maharashtra',
      b_pincode: '400001',
      b_country: 'India',
    });
    expect(res.statusCode).toBe(200);
    const mails = (await outbox()).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('We received your registration for Acme Infotech Pvt Ltd');
    expect(mails[0].text).toContain('we will review it and mail you when your account is approved');
  });
});
