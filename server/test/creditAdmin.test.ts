// The back office's credit forms: Finance and Admin see the account's limit, available,
// outstanding, overdue, terms and dues; record offline payments and TDS against named dues or the
// oldest first, once per reference; set the payment terms. Bad input is keyed by field, every
// change audited in its transaction; on PostgreSQL, parallel payments keep the books balanced.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditLog, creditDues, creditPayments, customers } from '../src/db/schema';
import { setOrderStatus } from '../src/modules/orders/status';
import { createCustomer, type TestCustomer } from './factories';
import { addAddresses, openShop, type Addresses, type Shop } from './shop';
import { createStaffMember, type TestStaff } from './staffFactory';

jest.setTimeout(120_000);

let shop: Shop;
let finance: TestStaff;
let admin: TestStaff;
let sales: TestStaff;

beforeAll(async () => {
  shop = await openShop([{ sku: 'A', base: '1000.00', gst: '18', stock: 100_000 }]);
  finance = await createStaffMember(shop.t.db, 'finance');
  admin = await createStaffMember(shop.t.db, 'admin');
  sales = await createStaffMember(shop.t.db, 'sales');
}, 60_000);
afterAll(() => shop.t.close());

const api = (method: 'GET' | 'POST', url: string, who: TestStaff, payload?: object) =>
  shop.t.app.inject({ method, url: `/api/admin/accounts${url}`, headers: who.auth, payload });

async function buyer(credit = '100000'): Promise<{ who: TestCustomer; at: Addresses }> {
  const who = await createCustomer(shop.t.db, { creditLimit: credit });
  return { who, at: await addAddresses(shop.t.db, who.id, 'Maharashtra') };
}

/** A buyer with two invoiced cash-on-delivery orders of ₹1,180 each, the first invoiced earlier. */
async function withDues() {
  const b = await buyer();
  const first = await shop.r.placeCod(b.who, b.at, [[shop.pid('A'), 1]]);
  const second = await shop.r.placeCod(b.who, b.at, [[shop.pid('A'), 1]]);
  await setOrderStatus(shop.t.app.services, first, 'approved', new Date('2026-09-01T06:00:00Z'));
  await setOrderStatus(shop.t.app.services, second, 'approved', new Date('2026-11-20T06:00:00Z'));
  const dues = await shop.t.db.select().from(creditDues).where(eq(creditDues.customerId, b.who.id)).orderBy(creditDues.id);
  return { ...b, first, second, dues };
}

async function balanced(customerId: number) {
  const [c] = await shop.t.db.select().from(customers).where(eq(customers.id, customerId));
  const dues = await shop.t.db.select().from(creditDues).where(eq(creditDues.customerId, customerId));
  const outstanding = dues.reduce((n, d) => n + Math.round(Number(d.amount) * 100) - Math.round(Number(d.paid) * 100), 0);
  const limit = Math.round(Number(c.creditLine) * 100);
  const available = Math.round(Number(c.creditLimit) * 100);
  expect(available).toBeGreaterThanOrEqual(0);
  expect(limit).toBe(available + outstanding);
  return { limit, available, outstanding };
}

const auditOf = (id: number, action: string) =>
  shop.t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action))).orderBy(auditLog.id);

describe("the account's credit in the back office", () => {
  it('shows limit, available, outstanding, overdue, terms and dues to Finance and Admin only', async () => {
    const b = await withDues();
    const res = await api('GET', `/${b.who.id}/credit`, finance);
    expect(res.statusCode).toBe(200);
    const { credit } = res.json();
    expect(credit).toMatchObject({ credit_limit: 100000, available: 100000 - 2360, outstanding: 2360, payment_terms_days: 30 });
    // Invoiced 1 September with 30 days: overdue on 26 November; the second is not yet due.
    expect(credit.overdue).toBe(1180);
    expect(credit.dues.map((d: { order_number: string }) => d.order_number)).toEqual([b.first, b.second]);
    expect((await api('GET', `/${b.who.id}/credit`, admin)).statusCode).toBe(200);
    expect((await api('GET', `/${b.who.id}/credit`, sales)).statusCode).toBe(403);
    expect((await api('POST', `/${b.who.id}/credit/payments`, sales, { method: 'neft', reference: 'X1', received_on: '2026-11-25', amount: '1' })).statusCode).toBe(403);
    expect((await api('GET', '/999999/credit', finance)).statusCode).toBe(404);
  });

  it('records a NEFT payment oldest first and TDS against a named due: the dues are paid, the credit is back, each audited', async () => {
    const b = await withDues();
    const neft = await api('POST', `/${b.who.id}/credit/payments`, finance, { method: 'neft', reference: 'utr000123', received_on: '2026-11-25', amount: '1500', note: 'Bank statement 25 Nov' });
    expect(neft.statusCode).toBe(200);
    expect(neft.json().message).toBe(`NEFT UTR000123 of ₹1,500.00 recorded against ${b.first}, ${b.second}`);
    expect(neft.json().credit).toMatchObject({ outstanding: 860, available: 100000 - 860, overdue: 0 });
    expect(await balanced(b.who.id)).toMatchObject({ outstanding: 86_000 });

    // The buyer withheld 2% TDS under 194Q on the second invoice: it settles what is left of it.
    const tds = await api('POST', `/${b.who.id}/credit/payments`, admin, { method: 'tds', reference: 'TDSCERT-2026-7', received_on: '2026-11-26', dues: [{ id: b.dues[1].publicId, amount: '860' }] });
    expect(tds.statusCode).toBe(200);
    expect(tds.json().credit).toMatchObject({ outstanding: 0, available: 100000 });
    expect(tds.json().credit.dues.every((d: { state: string }) => d.state === 'paid')).toBe(true);
    expect(await balanced(b.who.id)).toMatchObject({ outstanding: 0, limit: 10_000_000 });

    const audit = await auditOf(b.who.id, 'customer.credit_payment');
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorEmail: finance.email,
      before: { available: 97640, outstanding: 2360 },
      after: { available: 99140, outstanding: 860, method: 'neft', reference: 'UTR000123', amount: 1500, note: 'Bank statement 25 Nov', settled: [{ order_number: b.first, amount: 1180 }, { order_number: b.second, amount: 320 }] },
    });
    expect(audit[1]).toMatchObject({ actorEmail: admin.email, after: { method: 'tds', reference: 'TDSCERT-2026-7', amount: 860, outstanding: 0 } });
    // The account page's history reads it.
    const page = (await api('GET', `/${b.who.id}`, finance)).json();
    expect(page.account.history.map((h: { summary?: string; label?: string }) => JSON.stringify(h)).join(' ')).toContain('UTR000123');
  });

  it('is idempotent by method and reference: the same form twice records once; another amount with that reference is refused', async () => {
    const b = await withDues();
    const body = { method: 'cheque', reference: 'CHQ-445566', received_on: '2026-11-24', amount: '1000' };
    const [one, two] = [await api('POST', `/${b.who.id}/credit/payments`, finance, body), await api('POST', `/${b.who.id}/credit/payments`, finance, body)];
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json().message).toContain('already recorded; nothing changed');
    expect(two.json().credit.outstanding).toBe(1360);
    const other = await api('POST', `/${b.who.id}/credit/payments`, finance, { ...body, amount: '200' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.reference[0]).toContain('already recorded (₹1,000.00 received 2026-11-24)');
    expect(await shop.t.db.select().from(creditPayments).where(eq(creditPayments.customerId, b.who.id))).toHaveLength(1);
    expect(await auditOf(b.who.id, 'customer.credit_payment')).toHaveLength(1);
    expect(await balanced(b.who.id)).toMatchObject({ outstanding: 136_000 });
  });

  it('keys bad input by field and changes nothing; overpayment is refused', async () => {
    const b = await withDues();
    const cases: [object, Record<string, string[]>][] = [
      [{}, { method: ['Choose how the money was received.'], reference: ['Enter the reference (UTR, cheque number or TDS certificate number).'], received_on: ['Enter the date the money was received.'], amount: ['Enter the amount, or choose the invoices it settles.'] }],
      [{ method: 'cash', reference: 'R 1', received_on: '2026-13-01', amount: '0' }, { method: ['Choose NEFT, RTGS, cheque, UPI or TDS.'], reference: ['The reference may hold letters, digits, / - _ and . only.'], received_on: ['Enter a valid date.'], amount: ['Amount must be a number of rupees above 0, such as 25000, 25,000 or 1,25,000.50.'] }],
      [{ method: 'neft', reference: 'R1', received_on: '2099-01-01', amount: '10.001' }, { received_on: ['The date cannot be in the future.'], amount: ['Amount must be a number of rupees above 0, such as 25000, 25,000 or 1,25,000.50.'] }],
      [{ method: 'neft', reference: 'R1', received_on: '2026-11-25', amount: '2360.01' }, { amount: ['The outstanding dues are ₹2,360.00; enter at most that.'] }],
      [{ method: 'neft', reference: 'R1', received_on: '2026-11-25', dues: [{ id: b.dues[0].publicId, amount: '1180.50' }] }, { 'dues.0.amount': [`Order ${b.first} has ₹1,180.00 outstanding; enter at most that.`] }],
      [{ method: 'neft', reference: 'R1', received_on: '2026-11-25', dues: [{ id: 'nope', amount: '1' }] }, { 'dues.0.id': ['This invoice has no open due to settle.'] }],
      [{ method: 'neft', reference: 'R1', received_on: '2026-11-25', dues: [{ id: b.dues[0].publicId }] }, { 'dues.0.amount': ['Enter the amount for this invoice.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await api('POST', `/${b.who.id}/credit/payments`, finance, body);
      expect({ body, status: res.statusCode, errors: res.json().errors }).toEqual({ body, status: 422, errors });
    }
    expect(await balanced(b.who.id)).toMatchObject({ outstanding: 236_000 });
    expect(await auditOf(b.who.id, 'customer.credit_payment')).toHaveLength(0);
  });

  it('sets the payment terms with a note: invoices from now on fall due by them; audited', async () => {
    const b = await buyer();
    const bad = await api('POST', `/${b.who.id}/credit/terms`, finance, { payment_terms_days: '400', note: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ payment_terms_days: ['Payment terms must be a whole number of days from 0 to 365.'] });
    expect((await api('POST', `/${b.who.id}/credit/terms`, finance, { payment_terms_days: '45' })).json().errors).toEqual({ note: ['Add a note saying why the terms change.'] });
    const res = await api('POST', `/${b.who.id}/credit/terms`, finance, { payment_terms_days: '45', note: 'Agreed in the annual contract' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Payment terms changed from 30 to 45 days', credit: { payment_terms_days: 45 } });
    const n = await shop.r.placeCod(b.who, b.at, [[shop.pid('A'), 1]]);
    await setOrderStatus(shop.t.app.services, n, 'approved', new Date('2026-11-26T06:00:00Z'));
    expect((await shop.t.db.select().from(creditDues).where(eq(creditDues.orderNumber, n)))[0].dueDate).toBe('2027-01-10');
    expect(await auditOf(b.who.id, 'customer.credit_terms')).toMatchObject([{ before: { payment_terms_days: 30 }, after: { payment_terms_days: 45, note: 'Agreed in the annual contract' } }]);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('parallel payments on PostgreSQL', () => {
  it('keep credit limit = available + outstanding; together they cannot pay more than is outstanding', async () => {
    for (let round = 0; round < 4; round += 1) {
      const b = await withDues(); // ₹2,360 outstanding
      const pay = (ref: string, amount: string, who: TestStaff) => api('POST', `/${b.who.id}/credit/payments`, who, { method: 'rtgs', reference: ref, received_on: '2026-11-25', amount });
      const answers = await Promise.all([pay(`A${round}`, '1500', finance), pay(`B${round}`, '1500', admin), pay(`C${round}`, '500', finance), pay(`C${round}`, '500', admin)]);
      const codes = answers.map((r) => r.statusCode);
      // One of the ₹1,500 payments fits; the other would pay more than is left and is refused. The
      // same reference twice is one payment.
      expect(codes.filter((c) => c >= 500)).toEqual([]);
      expect(codes.slice(0, 2).sort()).toEqual([200, 422]);
      expect(codes.slice(2)).toEqual([200, 200]);
      expect(await balanced(b.who.id)).toMatchObject({ outstanding: 36_000, limit: 10_000_000 });
      expect(await shop.t.db.select().from(creditPayments).where(eq(creditPayments.customerId, b.who.id))).toHaveLength(2);
    }
  });
});
