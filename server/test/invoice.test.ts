// GST tax invoices: numbers issued at approval, consecutive per Indian financial year; the PDF's
// particulars from the order as stored; owner-only download.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { customers, freeProducts, invoiceCounters, orders, products } from '../src/db/schema';
import { financialYear, formatInvoiceNumber, nextInvoiceNumber } from '../src/modules/gst/invoiceNumbers';
import { setOrderStatus } from '../src/modules/orders/status';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { pdfText } from './pdfText';
import { addAddresses, requests, seedProducts, setCart, type Addresses } from './shop';

let t: TestApp;
let r: ReturnType<typeof requests>;
let pid: (sku: string) => number;
let mh: TestCustomer;
let mhAt: Addresses;
let ka: TestCustomer;
let kaAt: Addresses;

const SECRET = 'operator-secret-for-invoice-tests';
// 31 March 23:59:59 and 1 April 00:00:00 in India (UTC+5:30).
const LAST_SECOND_OF_FY = new Date('2027-03-31T18:29:59Z');
const FIRST_SECOND_OF_FY = new Date('2027-03-31T18:30:00Z');

beforeAll(async () => {
  t = await buildTestApp({
    storeState: 'Maharashtra',
    operatorSecret: SECRET,
    storeName: 'Test Wholesale',
    storeGstin: '27AABCI4567K1Z8',
    storeAddress: '14, Lamington Road, Mumbai, Maharashtra 400007, India',
  });
  r = requests(t);
  pid = await seedProducts(t.db, [
    { sku: 'LAP-01', base: '49999.00', discount: '45999.50', gst: '18', stock: 500 },
    { sku: 'CBL-02', base: '750.00', gst: '12', stock: 500 },
    { sku: 'FREE', base: '299.00', gst: '18', stock: 50 },
  ]);
  await t.db.update(products).set({ productName: 'Acme Book 14 Laptop i5 16GB 512GB', hsnCode: '84713010' }).where(eq(products.id, pid('LAP-01')));
  await t.db.update(products).set({ productName: 'HDMI Cable 2m', hsnCode: '854442' }).where(eq(products.id, pid('CBL-02')));
  await t.db.update(products).set({ productName: 'Acme Mouse Pad', hsnCode: '392690' }).where(eq(products.id, pid('FREE')));
  await t.db.insert(freeProducts).values({ productId: pid('FREE') });
  mh = await createCustomer(t.db, { creditLimit: '10000000' });
  mhAt = await addAddresses(t.db, mh.id, 'Maharashtra');
  ka = await createCustomer(t.db, { creditLimit: '10000000' });
  kaAt = await addAddresses(t.db, ka.id, 'Karnataka');
}, 60_000);
afterAll(() => t.close());

async function order(who: TestCustomer, at: Addresses, lines: [string, number][], free = false): Promise<string> {
  await setCart(
    t.db,
    who.id,
    lines.map(([sku, qty]) => [pid(sku), qty]),
    free ? pid('FREE') : undefined,
  );
  const res = await r.cod(who, at);
  expect(res.statusCode).toBe(200);
  return res.json().data.order_number as string;
}

const invoiceOf = async (orderNumber: string) =>
  (await t.db.select({ n: orders.invoiceNumber, d: orders.invoiceDate }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0];

const download = (orderNumber: string, who?: TestCustomer) => t.app.inject({ url: `/api/order-invoice/${orderNumber}`, headers: who?.auth });
const flat = (s: string) => s.replace(/\s+/g, ' ');

async function resetCounters() {
  // Numbers are unique across orders: a test that restarts the count takes the old ones back.
  await t.db.update(orders).set({ invoiceNumber: null, invoiceDate: null });
  await t.db.delete(invoiceCounters);
}

describe('financial year and number format', () => {
  it('puts 31 March in the year that began the April before, and 1 April in the next (India time)', () => {
    expect(financialYear(LAST_SECOND_OF_FY)).toBe('2026-27');
    expect(financialYear(FIRST_SECOND_OF_FY)).toBe('2027-28');
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  });

  it('pads numbers to five digits and lets them grow beyond', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('INV/26-27/00001');
    expect(formatInvoiceNumber('2026-27', 123456)).toBe('INV/26-27/123456');
  });
});

describe('invoice numbers at approval', () => {
  it('issues consecutive numbers per financial year, restarting at 1 on 1 April', async () => {
    await resetCounters();
    const ctx = t.app.services;
    const [a, b, c, d] = [await order(mh, mhAt, [['CBL-02', 1]]), await order(mh, mhAt, [['CBL-02', 1]]), await order(mh, mhAt, [['CBL-02', 1]]), await order(mh, mhAt, [['CBL-02', 1]])];
    expect(await invoiceOf(a)).toEqual({ n: null, d: null });

    await setOrderStatus(ctx, a, 'approved', LAST_SECOND_OF_FY);
    await setOrderStatus(ctx, b, 'approved', LAST_SECOND_OF_FY);
    await setOrderStatus(ctx, c, 'approved', FIRST_SECOND_OF_FY);
    // Approved and then shipped: the number is the approval's, and shipping spends none.
    await setOrderStatus(ctx, d, 'approved', FIRST_SECOND_OF_FY);
    await setOrderStatus(ctx, d, 'shipped', FIRST_SECOND_OF_FY);

    expect(await invoiceOf(a)).toEqual({ n: 'INV/26-27/00001', d: LAST_SECOND_OF_FY });
    expect((await invoiceOf(b)).n).toBe('INV/26-27/00002');
    expect(await invoiceOf(c)).toEqual({ n: 'INV/27-28/00001', d: FIRST_SECOND_OF_FY });
    expect((await invoiceOf(d)).n).toBe('INV/27-28/00002');

    // Later steps and repeats keep the number; no number is spent on them.
    await setOrderStatus(ctx, a, 'shipped', FIRST_SECOND_OF_FY);
    await setOrderStatus(ctx, a, 'delivered', FIRST_SECOND_OF_FY);
    await setOrderStatus(ctx, b, 'approved', FIRST_SECOND_OF_FY);
    expect(await invoiceOf(a)).toEqual({ n: 'INV/26-27/00001', d: LAST_SECOND_OF_FY });
    const e = await order(mh, mhAt, [['CBL-02', 1]]);
    await setOrderStatus(ctx, e, 'approved', FIRST_SECOND_OF_FY);
    expect((await invoiceOf(e)).n).toBe('INV/27-28/00003');
  });

  it('issues no number for a pending order cancelled, and gives back a number whose transaction failed', async () => {
    await resetCounters();
    const ctx = t.app.services;
    const cancelled = await order(mh, mhAt, [['CBL-02', 1]]);
    await setOrderStatus(ctx, cancelled, 'canceled', FIRST_SECOND_OF_FY);
    expect((await invoiceOf(cancelled)).n).toBeNull();

    await expect(
      t.db.transaction(async (tx) => {
        expect(await nextInvoiceNumber(tx, FIRST_SECOND_OF_FY)).toBe('INV/27-28/00001');
        throw new Error('approval failed after taking a number');
      }),
    ).rejects.toThrow('approval failed');
    const next = await order(mh, mhAt, [['CBL-02', 1]]);
    await setOrderStatus(ctx, next, 'approved', FIRST_SECOND_OF_FY);
    expect((await invoiceOf(next)).n).toBe('INV/27-28/00001');
  });

  it('gives parallel approvals distinct consecutive numbers', async () => {
    await resetCounters();
    const ctx = t.app.services;
    const numbers: string[] = [];
    for (let i = 0; i < 12; i += 1) numbers.push(await order(mh, mhAt, [['CBL-02', 1]]));
    const results = await Promise.allSettled(numbers.map((n) => setOrderStatus(ctx, n, 'approved', FIRST_SECOND_OF_FY)));
    expect(results.every((x) => x.status === 'fulfilled')).toBe(true);
    const rows = await t.db.select({ n: orders.invoiceNumber }).from(orders).where(inArray(orders.orderNumber, numbers));
    const issued = rows.map((x) => x.n).sort();
    expect(issued).toEqual(Array.from({ length: 12 }, (_, i) => formatInvoiceNumber('2027-28', i + 1)));
    const [counter] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, '2027-28'));
    expect(counter.lastNumber).toBe(12);
  });

  it('issues the number through the operator API too', async () => {
    const n = await order(mh, mhAt, [['CBL-02', 1]]);
    const res = await t.app.inject({ method: 'POST', url: `/api/operator/orders/${n}/status`, headers: { 'x-operator-secret': SECRET }, payload: { status: 'approved' } });
    expect(res.statusCode).toBe(200);
    expect((await invoiceOf(n)).n).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);
  });
});

describe('GET /api/order-invoice/:orderNumber', () => {
  it('draws the particulars of an intra-state invoice from the order as placed', async () => {
    await resetCounters();
    const n = await order(
      mh,
      mhAt,
      [
        ['LAP-01', 2],
        ['CBL-02', 3],
      ],
      true,
    );
    await setOrderStatus(t.app.services, n, 'approved', new Date('2026-11-23T10:00:00Z'));
    // Catalogue and account changes after the order do not reach its invoice.
    await t.db.update(products).set({ discountPrice: '39999.00', gstRate: '28', hsnCode: '999999', productName: 'Renamed laptop' }).where(eq(products.id, pid('LAP-01')));
    await t.db.update(products).set({ productName: 'Renamed pad' }).where(eq(products.id, pid('FREE')));
    await t.db.update(customers).set({ companyName: 'Renamed Company' }).where(eq(customers.id, mh.id));

    const res = await download(n, mh);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-26-27-00001.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = flat(pdfText(res.rawPayload));
    const [company] = (await t.db.select({ gst: customers.gstno }).from(customers).where(eq(customers.id, mh.id))).map((c) => c.gst);
    for (const expected of [
      'Tax Invoice',
      // Supplier.
      'Test Wholesale',
      '14, Lamington Road, Mumbai, Maharashtra 400007, India',
      'GSTIN: 27AABCI4567K1Z8',
      // Number and date.
      'INV/26-27/00001',
      '23 Nov 2026',
      n,
      // Recipient as at the order.
      `Test Company ${mh.email.match(/^buyer(\d+)-/)?.[1]}`,
      `GSTIN: ${company}`,
      '12 Billing Lane',
      'Pune, Maharashtra 411001',
      '7 Dock Road',
      'Place of supply: Maharashtra (27)',
      'Intra-state supply (Maharashtra): CGST + SGST',
      // Lines: description, HSN, quantity, unit, rate, taxable value, GST rate, CGST, SGST.
      'Acme Book 14 Laptop i5 16GB 512GB',
      '84713010', // eight digits on one line: the HSN column fits them
      'Nos',
      '45,999.50',
      '91,999.00',
      '8,279.91',
      'HDMI Cable 2m',
      '854442',
      '2,250.00',
      '135.00',
      // The free product at zero.
      'Acme Mouse Pad (free of charge)',
      '392690',
      // Totals: 94,249.00 + 8,414.91 CGST + 8,414.91 SGST.
      'Taxable value',
      'Rs. 94,249.00',
      'CGST',
      'SGST',
      'Rs. 8,414.91',
      'Rs. 1,11,078.82',
      'Rupees One Lakh Eleven Thousand Seventy Eight and Eighty Two Paise Only',
      'Reverse charge',
    ]) {
      expect(text).toContain(expected);
    }
    for (const absent of ['IGST', 'Renamed', '999999', '39,999.00', 'Quotation']) expect(text).not.toContain(absent);
    await t.db.update(products).set({ discountPrice: '45999.50', gstRate: '18', hsnCode: '84713010', productName: 'Acme Book 14 Laptop i5 16GB 512GB' }).where(eq(products.id, pid('LAP-01')));
  });

  it('charges IGST on an inter-state invoice', async () => {
    const n = await order(ka, kaAt, [['LAP-01', 1]]);
    await setOrderStatus(t.app.services, n, 'approved');
    const res = await download(n, ka);
    expect(res.statusCode).toBe(200);
    const text = flat(pdfText(res.rawPayload));
    for (const expected of ['Place of supply: Karnataka (29)', 'Inter-state supply: IGST', 'IGST (Rs.)', 'Rs. 8,279.91', 'Rs. 54,279.41', '84713010']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it("answers someone else's order like an unknown one, and refuses a visitor", async () => {
    const n = await order(mh, mhAt, [['CBL-02', 1]]);
    await setOrderStatus(t.app.services, n, 'approved');
    expect((await download(n, mh)).statusCode).toBe(200);
    const other = await download(n, ka);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Order not found');
    expect((await download('ORD-20260101-XXXXXX', mh)).statusCode).toBe(404);
    expect((await download(n)).statusCode).toBe(401);
  });

  it('explains why a pending or cancelled-before-approval order has no invoice yet', async () => {
    const pending = await order(mh, mhAt, [['CBL-02', 1]]);
    const res = await download(pending, mh);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`The tax invoice for order ${pending} is issued once the store approves the order.`);

    await setOrderStatus(t.app.services, pending, 'canceled');
    const cancelled = await download(pending, mh);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(`Order ${pending} was cancelled before it was approved, so it has no tax invoice.`);
  });

  it('keeps serving the invoice of an order cancelled after approval, and shows its number on the order', async () => {
    const n = await order(mh, mhAt, [['CBL-02', 1]]);
    await setOrderStatus(t.app.services, n, 'approved');
    const { n: number } = await invoiceOf(n);
    const detail = await r.get(`/order-detail/${n}`, mh);
    expect(detail.json().data.order.invoice_number).toBe(number);
    await setOrderStatus(t.app.services, n, 'canceled');
    const res = await download(n, mh);
    expect(res.statusCode).toBe(200);
    expect(flat(pdfText(res.rawPayload))).toContain(number as string);
  });
});
