// The back office's Accounts API: search and status counts, one account's page, approve / reject
// with a reason (mailed either way), credit limit with a note (a limit change in the customer's
// wallet), price-list rates, every change audited; on PostgreSQL, parallel credit changes queue.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditLog, customers, walletTransactions } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, seedProducts } from './shop';
import { createStaffMember, type TestStaff } from './staffFactory';
import { mailsTo as mailsToIn } from './outbox';

let t: TestApp;
let sales: TestStaff;
let finance: TestStaff;
let catalogue: TestStaff;

beforeAll(async () => {
  t = await buildTestApp();
  sales = await createStaffMember(t.db, 'sales');
  finance = await createStaffMember(t.db, 'finance');
  catalogue = await createStaffMember(t.db, 'catalogue');
});
afterAll(async () => t.close());

const get = (url: string, who: TestStaff = sales) => t.app.inject({ url: `/api/admin/accounts${url}`, headers: who.auth });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: TestStaff, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/accounts${url}`, headers: who.auth, payload });

const mailsTo = (email: string) => mailsToIn(t, email);

const auditOf = (id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

async function named(company: string, opts: Parameters<typeof createCustomer>[1] = {}): Promise<TestCustomer> {
  const c = await createCustomer(t.db, opts);
  await t.db.update(customers).set({ companyName: company }).where(eq(customers.id, c.id));
  return c;
}

describe('the accounts list', () => {
  it('finds accounts by company, email, GSTIN or phone, filters by status with counts, newest first', async () => {
    const tag = `Zq${Date.now()}`;
    const older = await named(`${tag} Older Traders`, { status: 'pending' });
    const newer = await named(`${tag} Newer Systems`, { status: 'approved' });
    await t.db.update(customers).set({ gstno: '29ABCDE1234F1Z5', phone: '9123456780' }).where(eq(customers.id, newer.id));

    const all = (await get(`?q=${tag}`)).json();
    expect(all.accounts.data.map((a: { id: number }) => a.id)).toEqual([newer.id, older.id]);
    expect(all.counts).toEqual({ all: 2, pending: 1, approved: 1, rejected: 0 });

    const pending = (await get(`?q=${tag}&status=pending`)).json();
    expect(pending.accounts.data.map((a: { id: number }) => a.id)).toEqual([older.id]);
    expect(pending.accounts.total).toBe(1);
    // The counts stay those of the search, so every tab shows its number.
    expect(pending.counts.all).toBe(2);

    expect((await get(`?q=${encodeURIComponent(older.email.toUpperCase())}`)).json().accounts.data.map((a: { id: number }) => a.id)).toEqual([older.id]);
    expect((await get('?q=29abcde1234')).json().accounts.data.map((a: { id: number }) => a.id)).toEqual([newer.id]);
    expect((await get(`?q=${encodeURIComponent('+91 91234 56780')}`)).json().accounts.data.map((a: { id: number }) => a.id)).toEqual([newer.id]);
    // A % is text, not a pattern that matches everything.
    expect((await get('?q=%25%25')).json().accounts.total).toBe(0);
  });

  it('pages 20 at a time and answers a page past the end with the last one', async () => {
    const tag = `Pg${Date.now()}`;
    for (let i = 0; i < 21; i += 1) await named(`${tag} ${i}`);
    const second = (await get(`?q=${tag}&page=2`)).json().accounts;
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 20, total: 21 });
    expect(second.data).toHaveLength(1);
    expect((await get(`?q=${tag}&page=9`)).json().accounts.current_page).toBe(2);
  });

  it('refuses an unknown status with a field-keyed 422', async () => {
    const res = await get('?status=weird');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('status');
  });
});

describe("an account's page", () => {
  it('shows the company data, addresses, wallet, rates and history; 404 for no such account', async () => {
    const c = await named('Detail Pvt Ltd', { creditLimit: '5000' });
    await addAddresses(t.db, c.id, 'Maharashtra');
    const res = await get(`/${c.id}`, finance);
    expect(res.statusCode).toBe(200);
    const { account } = res.json();
    expect(account.account).toMatchObject({ id: c.id, company_name: 'Detail Pvt Ltd', gstno: '27AAPFU0939F1ZV', pan_number: 'AAPFU0939F', credit_limit: 5000, rejection_reason: null });
    expect(account.addresses.map((a: { kind: string; is_default: boolean }) => `${a.kind} ${a.is_default}`).sort()).toEqual(['billing true', 'shipping true']);
    expect(account.wallet).toMatchObject({ credit_limit: 5000, transactions_total: 0, recent: [] });
    expect(account.orders).toEqual({ total: 0, recent: [] });
    expect(account.quotations).toEqual({ total: 0, recent: [] });
    expect(account.rates).toEqual([]);
    expect(account.history).toEqual([]);

    const missing = await get('/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Account not found');
  });
});

describe('approving and rejecting', () => {
  it('approves a pending account, mails the customer, and audits who did it (once)', async () => {
    const c = await named('Approve Me Ltd', { status: 'pending', creditLimit: '0' });
    const res = await send('POST', `/${c.id}/approve`, sales);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Account approved; the customer has been mailed');
    expect(res.json().account.account.status).toBe('approved');
    expect((await mailsTo(c.email)).map((m) => m.subject)).toEqual(['Your account has been approved']);
    expect(res.json().account.history).toMatchObject([{ action: 'customer.approve', actor_email: sales.email, actor_name: sales.name, before: { status: 'pending' }, after: { status: 'approved' } }]);

    const again = await send('POST', `/${c.id}/approve`, sales);
    expect(again.json().message).toBe('The account was already approved');
    expect((await mailsTo(c.email))).toHaveLength(1);
    expect(await auditOf(c.id)).toHaveLength(1);
  });

  it('requires a reason to reject, stores it, signs the customer out and mails the reason', async () => {
    const c = await named('Reject Me Ltd', { status: 'pending' });
    const empty = await send('POST', `/${c.id}/reject`, sales, { reason: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ reason: ['Give the reason for the rejection: the customer reads it in the mail.'] });
    const long = await send('POST', `/${c.id}/reject`, sales, { reason: 'x'.repeat(501) });
    expect(long.json().errors).toEqual({ reason: ['Reason may not be greater than 500 characters.'] });
    expect((await t.db.select().from(customers).where(eq(customers.id, c.id)))[0].status).toBe('pending');

    const res = await send('POST', `/${c.id}/reject`, sales, { reason: 'The GSTIN does not match the company name.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.account).toMatchObject({ status: 'rejected', rejection_reason: 'The GSTIN does not match the company name.' });
    expect((await t.app.inject({ url: '/api/customer-profile', headers: c.auth })).statusCode).toBe(401);
    const [mail] = (await mailsTo(c.email));
    expect(mail.subject).toBe('Your account application was not approved');
    expect(mail.text).toContain('Reason: The GSTIN does not match the company name.');
    expect(await auditOf(c.id)).toMatchObject([{ action: 'customer.reject', actorEmail: sales.email, after: { status: 'rejected', rejection_reason: 'The GSTIN does not match the company name.' } }]);

    // Approving later clears the old reason.
    const approved = await send('POST', `/${c.id}/approve`, sales);
    expect(approved.json().account.account).toMatchObject({ status: 'approved', rejection_reason: null });
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await send('POST', '/999999/approve', sales)).statusCode).toBe(404);
    expect((await send('POST', '/999999/reject', sales, { reason: 'No' })).statusCode).toBe(404);
  });
});

describe('the credit limit', () => {
  it('sets the limit with a note: a limit change in the wallet the customer sees, the note in the audit', async () => {
    const c = await named('Credit Co', { creditLimit: '100000' });
    const res = await send('POST', `/${c.id}/credit-limit`, finance, { credit_limit: '25000.50', note: 'Reduced after two late payments' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Credit limit changed from ₹1,00,000.00 to ₹25,000.50');
    expect(res.json().account.wallet).toMatchObject({ credit_limit: 25000.5, transactions_total: 1 });

    const wallet = (await t.app.inject({ url: '/api/customer-wallet-history', headers: c.auth })).json().data;
    expect(wallet.credit_limit).toBe(25000.5);
    expect(wallet.transactions).toMatchObject([{ type: 'd', amount: 74999.5, description: 'Credit limit changed: ₹1,00,000.00 → ₹25,000.50', order_number: null }]);
    expect(await auditOf(c.id)).toMatchObject([
      { action: 'customer.credit', actorEmail: finance.email, before: { credit_limit: 100000 }, after: { credit_limit: 25000.5, note: 'Reduced after two late payments' } },
    ]);
  });

  it('keys bad input by field and changes nothing', async () => {
    const c = await named('Bad Input Co', { creditLimit: '1000' });
    const cases: [object, Record<string, string[]>][] = [
      [{}, { credit_limit: ['Credit limit is required'], note: ['Add a note saying why the limit changes.'] }],
      [{ credit_limit: '-5', note: 'x' }, { credit_limit: ['Credit limit must be a number of rupees of 0 or more, such as 600000, 6,00,000 or 6,00,000.50.'] }],
      [{ credit_limit: '10.001', note: 'x' }, { credit_limit: ['Credit limit must be a number of rupees of 0 or more, such as 600000, 6,00,000 or 6,00,000.50.'] }],
      [{ credit_limit: '6,0,0', note: 'x' }, { credit_limit: ['Credit limit must be a number of rupees of 0 or more, such as 600000, 6,00,000 or 6,00,000.50.'] }],
      [{ credit_limit: '99999999999', note: 'x' }, { credit_limit: ['Credit limit can be at most ₹9,99,99,99,999.99.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await send('POST', `/${c.id}/credit-limit`, finance, body);
      expect({ body, status: res.statusCode, errors: res.json().errors }).toEqual({ body, status: 422, errors });
    }
    expect((await t.db.select().from(customers).where(eq(customers.id, c.id)))[0].creditLimit).toBe('1000.00');
    expect(await auditOf(c.id)).toEqual([]);
  });

  it.each([
    ['6,00,000', 600000],
    ['6,00,000.50', 600000.5],
    ['₹ 6,00,000', 600000],
    ['600,000', 600000],
    ['600000', 600000],
  ])('takes the limit typed as %s and stores %d', async (typed, stored) => {
    const c = await named(`Grouped ${typed} Co`, { creditLimit: '1000' });
    const res = await send('POST', `/${c.id}/credit-limit`, finance, { credit_limit: typed, note: 'Grouped amount' });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.wallet.credit_limit).toBe(stored);
    expect(Number((await t.db.select().from(customers).where(eq(customers.id, c.id)))[0].creditLine)).toBe(stored);
  });

  it('is Finance and Admin only: Sales is refused', async () => {
    const c = await named('Refused Co');
    expect((await send('POST', `/${c.id}/credit-limit`, sales, { credit_limit: '1', note: 'x' })).statusCode).toBe(403);
  });
});

describe("the account's price-list rates", () => {
  it('adds, changes and removes a rate (Catalogue), refusing one above the price, each audited', async () => {
    const c = await named('Rates Co');
    const sku = `RATE-${Date.now()}`;
    await seedProducts(t.db, [{ sku, base: '1000', discount: '900', stock: 5 }]);

    const above = await send('PUT', `/${c.id}/rates`, catalogue, { sku, rate: '950' });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toEqual({ rate: ["The rate ₹950.00 is above the product's price ₹900.00."] });
    expect((await send('PUT', `/${c.id}/rates`, catalogue, { sku: 'NO-SUCH-SKU', rate: '5' })).json().errors).toEqual({ sku: ['No product with the SKU NO-SUCH-SKU.'] });
    expect((await send('PUT', `/${c.id}/rates`, catalogue, { sku, rate: '0' })).json().errors).toEqual({ rate: ['Rate must be a number of rupees above 0 such as 1499, 1,499 or 1,499.50.'] });

    const added = await send('PUT', `/${c.id}/rates`, catalogue, { sku, rate: '850' });
    expect(added.json().message).toBe('Rate added');
    expect(added.json().account.rates).toEqual([{ sku, product_name: `Product ${sku}`, list_price: 900, custom_rate: 850, is_active: true }]);
    const changed = await send('PUT', `/${c.id}/rates`, sales, { sku, rate: '₹ 825.50' });
    expect(changed.json().message).toBe('Rate changed');
    expect(changed.json().account.rates[0].custom_rate).toBe(825.5);

    const removed = await send('DELETE', `/${c.id}/rates/${encodeURIComponent(sku)}`, catalogue);
    expect(removed.json()).toMatchObject({ message: 'Rate removed', account: { rates: [] } });
    expect((await send('DELETE', `/${c.id}/rates/${encodeURIComponent(sku)}`, catalogue)).statusCode).toBe(404);
    expect((await auditOf(c.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['customer.rate.set', null, { sku, rate: 850 }],
      ['customer.rate.set', { sku, rate: 850 }, { sku, rate: 825.5 }],
      ['customer.rate.remove', { sku, rate: 825.5 }, null],
    ]);
    expect((await send('PUT', `/${c.id}/rates`, finance, { sku, rate: '1' })).statusCode).toBe(403);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('parallel credit changes on PostgreSQL', () => {
  it('serialises two changes of one account: both answer, the audit chains them, the wallet adds up', async () => {
    const c = await named('Race Co', { creditLimit: '1000' });
    const other = await createStaffMember(t.db, 'admin');
    const [a, b] = await Promise.all([
      send('POST', `/${c.id}/credit-limit`, finance, { credit_limit: '5000', note: 'Raise A' }),
      send('POST', `/${c.id}/credit-limit`, other, { credit_limit: '200', note: 'Cut B' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const audit = await auditOf(c.id);
    expect(audit).toHaveLength(2);
    // The second change saw the first one's result, not the 1000 both started from.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the note is the change's own, not the state it left
    const { note, ...firstLeft } = audit[0].after as { credit_limit: number; available: number; note: string };
    expect(audit[1].before).toEqual(firstLeft);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, c.id));
    // customers.credit_limit is the available credit (the ledger's limit is credit_line); with no dues they are equal.
    expect(Number(row.creditLimit)).toBe((audit[1].after as { available: number }).available);
    expect(Number(row.creditLine)).toBe((audit[1].after as { credit_limit: number }).credit_limit);
    const wallet = await t.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, c.id));
    expect(wallet).toHaveLength(2);
    const net = wallet.reduce((sum, w) => sum + (w.type === 'c' ? 1 : -1) * Number(w.amount), 0);
    expect(1000 + net).toBe(Number(row.creditLimit));
  });
});
