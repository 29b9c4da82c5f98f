// The credit ledger: after any sequence of cash-on-delivery orders, quotation
// orders, cancellations, refunds, payments, TDS and limit changes, every company's credit limit
// equals its available credit plus its outstanding dues, and the ledger's entries add up to those
// dues. On PostgreSQL the same holds with all of them running at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { creditDues, creditEntries, customers, orderItems, orders } from '../src/db/schema';
import { changeCreditLimit } from '../src/modules/account/operator';
import { settleDues } from '../src/modules/credit';
import { refundOrder } from '../src/modules/orders/partialRefund';
import { priceQuotation } from '../src/modules/quotes/answer';
import { setOrderStatus } from '../src/modules/orders/status';
import { createCustomer, type TestCustomer } from './factories';
import { addAddresses, newKey, openShop, setCart, type Addresses, type Shop } from './shop';

jest.setTimeout(300_000);

let shop: Shop;
const paise = (v: string) => Math.round(Number(v) * 100);

interface Buyer {
  who: TestCustomer;
  at: Addresses;
}

async function buyer(credit = '100000'): Promise<Buyer> {
  const who = await createCustomer(shop.t.db, { creditLimit: credit });
  return { who, at: await addAddresses(shop.t.db, who.id, 'Maharashtra') };
}

async function books(customerId: number) {
  const { db } = shop.t;
  const [c] = await db.select({ line: customers.creditLine, available: customers.creditLimit, terms: customers.paymentTermsDays }).from(customers).where(eq(customers.id, customerId));
  const dues = await db.select().from(creditDues).where(eq(creditDues.customerId, customerId));
  const entries = await db.select().from(creditEntries).where(eq(creditEntries.customerId, customerId));
  const outstanding = dues.reduce((n, d) => n + paise(d.amount) - paise(d.paid), 0);
  const ledger = entries.reduce((n, e) => n + paise(e.debit) - paise(e.credit), 0);
  return { limit: paise(c.line), available: paise(c.available), outstanding, ledger, dues, entries, terms: c.terms };
}

/** The invariant, and that the ledger's running balance is the outstanding dues. */
async function expectBalanced(customerId: number) {
  const b = await books(customerId);
  expect(b.available).toBeGreaterThanOrEqual(0);
  expect(b.limit).toBe(b.available + b.outstanding);
  expect(b.ledger).toBe(b.outstanding);
  return b;
}

const ctx = () => shop.t.app.services;
const today = '2026-11-26';
const orderIdOf = async (orderNumber: string) => (await shop.t.db.select({ id: orders.id, publicId: orders.publicId }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0];
const dueOf = async (orderNumber: string) => (await shop.t.db.select().from(creditDues).where(eq(creditDues.orderNumber, orderNumber)))[0];

beforeAll(async () => {
  shop = await openShop([
    { sku: 'A', base: '1000.00', gst: '18', stock: 100_000 },
    { sku: 'B', base: '100.00', gst: '18', stock: 100_000 },
  ]);
}, 60_000);
afterAll(() => shop.t.close());

describe('the ledger, one request at a time', () => {
  it('an order becomes a due, the invoice dates it by the terms, and cancel, refund, payment and TDS keep it balanced', async () => {
    const { r, pid } = shop;
    const b = await buyer('100000');
    await shop.t.db.update(customers).set({ paymentTermsDays: 45 }).where(eq(customers.id, b.who.id));

    const one = await r.placeCod(b.who, b.at, [[pid('A'), 2], [pid('B'), 3]]); // 2,360 + 354 = 2,714
    let s = await expectBalanced(b.who.id);
    expect(s).toMatchObject({ limit: 10_000_000, available: 10_000_000 - 271_400, outstanding: 271_400 });
    expect(await dueOf(one)).toMatchObject({ amount: '2714.00', paid: '0.00', state: 'open', dueDate: null });

    // Approval issues the tax invoice: the due falls due 45 days after the invoice's India date.
    await setOrderStatus(ctx(), one, 'approved', new Date('2026-11-26T20:00:00Z')); // 27 Nov in India
    expect(await dueOf(one)).toMatchObject({ dueDate: '2027-01-11', invoiceNumber: expect.any(String) });

    // A credit note for one returned line of B lowers the due and gives that much credit back.
    const { id } = await orderIdOf(one);
    const lineB = (await shop.t.db.select().from(orderItems).where(eq(orderItems.orderId, id))).find((l) => l.productQty === 3)!;
    const refund = await refundOrder(ctx(), one, { lines: [{ item_id: lineB.id, quantity: 1 }], reason: 'One returned' });
    expect(refund.credit_returned).toBe(11_800);
    s = await expectBalanced(b.who.id);
    expect(s.outstanding).toBe(271_400 - 11_800);

    // Part paid by NEFT, then TDS under 194Q settles the rest: the due is paid and all the credit is back.
    await settleDues(shop.t.db, b.who.id, { method: 'neft', reference: 'UTR123', receivedOn: today, allocation: { amountPaise: 250_000 }, actor: 'finance@store.example' });
    s = await expectBalanced(b.who.id);
    expect(s.outstanding).toBe(9_600);
    await settleDues(shop.t.db, b.who.id, { method: 'tds', reference: 'TDSCERT-9', receivedOn: today, allocation: { amountPaise: 9_600 }, actor: 'finance@store.example' });
    s = await expectBalanced(b.who.id);
    expect(s).toMatchObject({ outstanding: 0, available: 10_000_000 });
    expect(await dueOf(one)).toMatchObject({ state: 'paid', paid: '2596.00', amount: '2596.00' });
    expect(s.entries.map((e) => e.kind).sort()).toEqual(['order', 'payment', 'refund', 'tds']);
  });

  it('cancelling a part-paid order gives back only what was still outstanding', async () => {
    const { r, pid } = shop;
    const b = await buyer('50000');
    const n = await r.placeCod(b.who, b.at, [[pid('A'), 1]]); // 1,180
    await settleDues(shop.t.db, b.who.id, { method: 'upi', reference: 'UPI-1', receivedOn: today, allocation: { amountPaise: 50_000 }, actor: 'finance@store.example' });
    const res = await r.get(`/order-cancel/${(await orderIdOf(n)).publicId}`, b.who);
    expect(res.statusCode).toBe(200);
    const s = await expectBalanced(b.who.id);
    expect(s).toMatchObject({ outstanding: 0, available: 5_000_000 });
    expect(await dueOf(n)).toMatchObject({ amount: '500.00', paid: '500.00', state: 'paid' });
  });

  it('a payment is allocated oldest first, or to the dues named; too much is refused with the field', async () => {
    const { r, pid } = shop;
    const b = await buyer('100000');
    const first = await r.placeCod(b.who, b.at, [[pid('A'), 1]]); // 1,180
    const second = await r.placeCod(b.who, b.at, [[pid('B'), 1]]); // 118
    await setOrderStatus(ctx(), second, 'approved', new Date('2026-10-01T06:00:00Z'));
    await setOrderStatus(ctx(), first, 'approved', new Date('2026-11-01T06:00:00Z'));

    // The second order's invoice is older: it is settled first.
    const paid = await settleDues(shop.t.db, b.who.id, { method: 'cheque', reference: 'CHQ-77', receivedOn: today, allocation: { amountPaise: 20_000 }, actor: 'finance@store.example' });
    expect(paid.settled).toEqual([
      { orderNumber: second, amountPaise: 11_800 },
      { orderNumber: first, amountPaise: 8_200 },
    ]);
    await expectBalanced(b.who.id);

    const due = await dueOf(first);
    await expect(
      settleDues(shop.t.db, b.who.id, { method: 'rtgs', reference: 'R1', receivedOn: today, allocation: { dues: [{ id: due.publicId, amountPaise: 200_000 }] }, actor: 'x' }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { 'dues.0.amount': [expect.stringContaining('₹1,098.00 outstanding')] } });
    await expect(
      settleDues(shop.t.db, b.who.id, { method: 'rtgs', reference: 'R1', receivedOn: today, allocation: { amountPaise: 200_000 }, actor: 'x' }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { amount: [expect.stringContaining('₹1,098.00')] } });
    // Another company's due is not this one's to settle.
    const other = await buyer('1000');
    await expect(
      settleDues(shop.t.db, other.who.id, { method: 'rtgs', reference: 'R1', receivedOn: today, allocation: { dues: [{ id: due.publicId, amountPaise: 100 }] }, actor: 'x' }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { 'dues.0.id': [expect.any(String)] } });
    await settleDues(shop.t.db, b.who.id, { method: 'rtgs', reference: 'R2', receivedOn: today, allocation: { dues: [{ id: due.publicId, amountPaise: 109_800 }] }, actor: 'x' });
    expect(await expectBalanced(b.who.id)).toMatchObject({ outstanding: 0, available: 10_000_000 });
  });

  it('the limit moves the available credit by the difference and cannot go below the outstanding dues', async () => {
    const { r, pid } = shop;
    const b = await buyer('10000');
    await r.placeCod(b.who, b.at, [[pid('A'), 5]]); // 5,900
    const changed = await changeCreditLimit(shop.t.db, { id: b.who.id }, 2_000_000);
    expect(changed).toMatchObject({ previous: 10000, limit: 20000, customer: { credit_limit: 14100 } });
    expect(await expectBalanced(b.who.id)).toMatchObject({ limit: 2_000_000, available: 1_410_000 });
    await expect(changeCreditLimit(shop.t.db, { id: b.who.id }, 500_000)).rejects.toMatchObject({
      statusCode: 422,
      errors: { credit_limit: ['The credit limit cannot be below the outstanding dues of ₹5,900.00.'] },
    });
    await changeCreditLimit(shop.t.db, { id: b.who.id }, 590_000);
    expect(await expectBalanced(b.who.id)).toMatchObject({ available: 0 });
    // The spec's calls still answer the available credit.
    expect((await r.get('/credit-limit', b.who)).json().data.credit_limit).toBe(0);
    expect((await r.get('/customer-wallet-history', b.who)).json().data.credit_limit).toBe(0);
  });

  it('a quotation ordered cash on delivery becomes a due like a cart order', async () => {
    const { r, pid, t } = shop;
    const b = await buyer('100000');
    const asked = await r.post(
      '/request-quotation',
      { product_id: [pid('A')], quantity: [4], name: 'Ravi Rao', email: 'ravi@buyer.example', phone: '9876543210', idempotency_key: newKey() },
      b.who,
    );
    expect(asked.statusCode).toBe(200);
    const { id, quotation_number: number } = asked.json().data;
    const c = t.config;
    await priceQuotation(t.db, number, { A: '900' }, { storeState: c.storeState, publicUrl: c.publicUrl, storeName: c.storeName, validityDays: c.quotationValidityDays, mail: t.app.services });
    const ordered = await r.post(`/quotation-accept/${id}`, { billing_address_id: b.at.billing, shipping_address_id: b.at.shipping, payment_method: 'cash_on_delivery', idempotency_key: newKey() }, b.who);
    expect(ordered.statusCode).toBe(200);
    const [order] = await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.customerId, b.who.id));
    expect(await dueOf(order.n)).toMatchObject({ state: 'open', amount: '4248.00' });
    expect(await expectBalanced(b.who.id)).toMatchObject({ outstanding: 424_800 });
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 6);

onPostgres(`the ledger with orders, cancellations, payments and limit changes at once (${ROUNDS} rounds)`, () => {
  it('balances for every company after each round, with no 5xx and no negative credit', async () => {
    const { r, pid } = shop;
    const buyers = [await buyer('20000'), await buyer('20000'), await buyer('20000')];
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Some standing orders to cancel and pay in this round.
      const standing = await Promise.all(buyers.map(async (b) => r.placeCod(b.who, b.at, [[pid('A'), 2]])));
      const work: Promise<unknown>[] = [];
      for (const [i, b] of buyers.entries()) {
        await setCart(shop.t.db, b.who.id, [[pid('A'), 3], [pid('B'), 1]]);
        const placed = r.cod(b.who, b.at).then((res) => statuses.push(res.statusCode));
        const cancel = orderIdOf(standing[i]).then(({ publicId }) => r.get(`/order-cancel/${publicId}`, b.who)).then((res) => statuses.push(res.statusCode));
        const pay = Promise.all([
          settleDues(shop.t.db, b.who.id, { method: 'neft', reference: `N-${round}-${i}`, receivedOn: today, allocation: { amountPaise: 10_000 }, actor: 'f' }),
          settleDues(shop.t.db, b.who.id, { method: 'upi', reference: `U-${round}-${i}`, receivedOn: today, allocation: { amountPaise: 7_000 }, actor: 'f' }),
        ]).catch((e: { statusCode?: number }) => statuses.push(e.statusCode ?? 500));
        const limit = changeCreditLimit(shop.t.db, { id: b.who.id }, (20_000 + round * 500) * 100).catch((e: { statusCode?: number }) => statuses.push(e.statusCode ?? 500));
        work.push(placed, cancel, pay, limit);
      }
      await Promise.all(work);
      for (const b of buyers) await expectBalanced(b.who.id);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Something really ran: every company has paid dues and standing ones.
    for (const b of buyers) {
      const s = await books(b.who.id);
      expect(s.entries.filter((e) => e.kind === 'payment').length).toBeGreaterThan(0);
      expect(s.entries.filter((e) => e.kind === 'cancel').length).toBe(ROUNDS);
    }
  });
});

describe("the buyer's dues, ageing and statement (GET /credit, /credit/statement)", () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

  it('splits what is outstanding into not due and overdue by age, and lists paid dues', async () => {
    const { r, pid } = shop;
    const b = await buyer('100000');
    await shop.t.db.update(customers).set({ paymentTermsDays: 0 }).where(eq(customers.id, b.who.id));
    const old = await r.placeCod(b.who, b.at, [[pid('A'), 1]]); // 1,180, 100 days overdue
    const mid = await r.placeCod(b.who, b.at, [[pid('B'), 1]]); // 118, 45 days overdue
    const fresh = await r.placeCod(b.who, b.at, [[pid('B'), 2]]); // 236, not invoiced
    const settled = await r.placeCod(b.who, b.at, [[pid('B'), 3]]); // 354, paid
    await setOrderStatus(ctx(), old, 'approved', daysAgo(100));
    await setOrderStatus(ctx(), mid, 'approved', daysAgo(45));
    await setOrderStatus(ctx(), settled, 'approved', daysAgo(10));
    const due = await dueOf(settled);
    await settleDues(shop.t.db, b.who.id, { method: 'neft', reference: 'UTR9', receivedOn: today, allocation: { dues: [{ id: due.publicId, amountPaise: 35_400 }] }, actor: 'f' });

    const res = await r.get('/credit', b.who);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ credit_limit: 100000, outstanding: 1534, overdue: 1298, paid: 354, available: 100000 - 1534, payment_terms_days: 0 });
    expect(d.ageing).toEqual({ not_due: 236, days_0_30: 0, days_31_60: 118, days_61_90: 0, days_90_plus: 1180 });
    expect(d.dues.map((x: { order_number: string; state: string; days_overdue: number }) => [x.order_number, x.state, x.days_overdue])).toEqual([
      [old, 'open', 100],
      [mid, 'open', 45],
      [fresh, 'open', 0],
      [settled, 'paid', 0],
    ]);
    // Another company sees only its own.
    const other = await buyer('10');
    expect((await r.get('/credit', other.who)).json().data.dues).toEqual([]);
  });

  it("calls a cancelled order's due canceled, not paid: the credit came back, nobody paid", async () => {
    const { r, pid } = shop;
    const b = await buyer('100000');
    const n = await r.placeCod(b.who, b.at, [[pid('B'), 1]]);
    expect((await r.get(`/order-cancel/${(await orderIdOf(n)).publicId}`, b.who)).statusCode).toBe(200);
    const d = (await r.get('/credit', b.who)).json().data;
    expect(d.dues).toEqual([expect.objectContaining({ order_number: n, state: 'canceled', amount: 0, paid: 0, outstanding: 0 })]);
    expect(d.available).toBe(100000);
  });

  it('answers a statement whose opening balance and entries add up to its closing balance, as JSON, CSV and PDF', async () => {
    const { r, pid } = shop;
    const b = await buyer('100000');
    await r.placeCod(b.who, b.at, [[pid('A'), 1]]);
    // The first order is dated 40 days back: it is the opening balance of a statement of the last 30 days.
    await shop.t.db.update(creditEntries).set({ at: daysAgo(40) }).where(eq(creditEntries.customerId, b.who.id));
    await r.placeCod(b.who, b.at, [[pid('B'), 1]]);
    await settleDues(shop.t.db, b.who.id, { method: 'upi', reference: 'UPI-77', receivedOn: today, allocation: { amountPaise: 50_000 }, actor: 'f' });
    const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(daysAgo(30));
    const to = indiaToday();

    const json = (await r.get(`/credit/statement?from=${from}&to=${to}`, b.who)).json().data;
    expect(json.opening).toBe(1180);
    expect(json.entries.map((e: { debit: number; credit: number; balance: number }) => [e.debit, e.credit, e.balance])).toEqual([
      [118, 0, 1298],
      [0, 500, 798],
    ]);
    expect(json.closing).toBe(798);
    expect(json.closing).toBe((await r.get('/credit', b.who)).json().data.outstanding);

    const csv = await r.get(`/credit/statement?from=${from}&to=${to}&format=csv`, b.who);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,description,reference,debit_inr,credit_inr,balance_inr');
    expect(lines[1]).toBe(`${from},Opening balance,,,,1180.00`);
    expect(lines.at(-1)).toBe(`${to},Closing balance,,,,798.00`);
    expect(lines).toHaveLength(5);

    const pdf = await r.get(`/credit/statement?from=${from}&to=${to}&format=pdf`, b.who);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="statement-${from}-to-${to}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const bad = await r.get(`/credit/statement?from=${to}&to=${from}`, b.who);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ to: ['The end date cannot be before the start date.'] });
    expect((await r.get(`/credit/statement?from=2026-02-30&to=${to}`, b.who)).json().errors).toEqual({ from: ['Enter a valid start date.'] });
  });
});
