// The buyer's purchase register: for a month with an intra-state invoice (CGST + SGST),
// an inter-state one with two GST rates (IGST) and a credit note cancelling it, the rows in
// GSTR-2B's order with the store's GSTIN as issued, credit notes negative, totals in paise; the
// CSV and PDF downloads; a quarter; a bad period; and only the company's own documents.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { REGISTER_COLUMNS, REGISTER_PERIOD_MESSAGE, recentRegisterPeriods, registerPeriod } from '@contracts/purchaseRegister';
import { indiaDay } from '@contracts/format';
import type { StaffRole } from '@contracts/staff';
import { orders } from '../src/db/schema';
import { parseCsv } from '../src/lib/csv';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, addShipping, requests, seedProducts, type Addresses } from './shop';
import { createStaffTeam, type TestStaff } from './staffFactory';

jest.setTimeout(120_000);

let t: TestApp;
let r: ReturnType<typeof requests>;
let pid: (sku: string) => number;
let buyer: TestCustomer;
let other: TestCustomer;
let home: Addresses;
let away: Addresses;
let staff: Record<StaffRole, TestStaff>;
let intra: string;
let inter: string;
let othersOrder: string;
const month = indiaDay(new Date()).slice(0, 7);

const act = (orderNumber: string, action: string, body: object, as: TestStaff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/${action}`, headers: as.auth, payload: body });
const versionOf = async (n: string) => (await t.db.select({ v: orders.version }).from(orders).where(eq(orders.orderNumber, n)))[0].v;
const invoiceOf = async (n: string) => (await t.db.select({ i: orders.invoiceNumber }).from(orders).where(eq(orders.orderNumber, n)))[0].i!;
const approve = async (n: string) => expect((await act(n, 'approve', { version: await versionOf(n) }, staff.sales)).statusCode).toBe(200);

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra', sandboxWebhookDelayMs: 0 });
  r = requests(t);
  pid = await seedProducts(t.db, [
    { sku: 'PR18', base: '1000.00', gst: '18', stock: 1000 },
    { sku: 'PR12', base: '500.00', gst: '12', stock: 1000 },
  ]);
  buyer = await createCustomer(t.db, { creditLimit: '1000000' });
  home = await addAddresses(t.db, buyer.id, 'Maharashtra');
  away = { billing: home.billing, shipping: await addShipping(t.db, buyer.id, 'Karnataka') };
  other = await createCustomer(t.db, { creditLimit: '1000000' });
  const otherAt = await addAddresses(t.db, other.id, 'Maharashtra');
  staff = await createStaffTeam(t.db);

  intra = await r.placeCod(buyer, home, [[pid('PR18'), 1]]);
  inter = await r.placeCod(buyer, away, [
    [pid('PR18'), 2],
    [pid('PR12'), 1],
  ]);
  othersOrder = await r.placeCod(other, otherAt, [[pid('PR18'), 5]]);
  // A pending order has no invoice and is in no register.
  await r.placeCod(buyer, home, [[pid('PR12'), 1]]);
  for (const n of [intra, inter, othersOrder]) await approve(n);
  expect((await act(inter, 'cancel', { version: await versionOf(inter), reason: 'Buyer ordered twice' }, staff.sales)).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

const STORE_GSTIN = () => t.config.storeGstin;

describe('the purchase register of a month', () => {
  it('lists each invoice and credit note by GST rate, credit notes negative, with totals in paise', async () => {
    const res = await r.get(`/purchase-register?period=${month}`, buyer);
    expect(res.statusCode).toBe(200);
    const reg = res.json().data;
    expect(reg.period).toBe(month);
    const [intraNo, interNo] = [await invoiceOf(intra), await invoiceOf(inter)];
    const base = { supplier_gstin: STORE_GSTIN(), buyer_gstin: '27AAPFU0939F1ZV', reverse_charge: 'N', cess_paise: 0 };
    expect(reg.rows).toEqual([
      { ...base, supplier_name: expect.any(String), document_type: 'Invoice', document_number: intraNo, document_date: expect.any(String), document_value_paise: 118000, place_of_supply: '27-Maharashtra', rate: 18, taxable_paise: 100000, igst_paise: 0, cgst_paise: 9000, sgst_paise: 9000 },
      { ...base, supplier_name: expect.any(String), document_type: 'Invoice', document_number: interNo, document_date: expect.any(String), document_value_paise: 292000, place_of_supply: '29-Karnataka', rate: 12, taxable_paise: 50000, igst_paise: 6000, cgst_paise: 0, sgst_paise: 0 },
      { ...base, supplier_name: expect.any(String), document_type: 'Invoice', document_number: interNo, document_date: expect.any(String), document_value_paise: 292000, place_of_supply: '29-Karnataka', rate: 18, taxable_paise: 200000, igst_paise: 36000, cgst_paise: 0, sgst_paise: 0 },
      { ...base, supplier_name: expect.any(String), document_type: 'Credit note', document_number: expect.stringMatching(/^CN\//), document_date: expect.any(String), document_value_paise: -292000, place_of_supply: '29-Karnataka', rate: 12, taxable_paise: -50000, igst_paise: -6000, cgst_paise: 0, sgst_paise: 0 },
      { ...base, supplier_name: expect.any(String), document_type: 'Credit note', document_number: expect.stringMatching(/^CN\//), document_date: expect.any(String), document_value_paise: -292000, place_of_supply: '29-Karnataka', rate: 18, taxable_paise: -200000, igst_paise: -36000, cgst_paise: 0, sgst_paise: 0 },
    ]);
    expect(reg.rows.every((row: { document_date: string }) => row.document_date.startsWith(month))).toBe(true);
    expect(reg.totals).toEqual({ invoices: 2, credit_notes: 1, document_value_paise: 118000, taxable_paise: 100000, igst_paise: 0, cgst_paise: 9000, sgst_paise: 9000, cess_paise: 0 });
  });

  it('downloads as CSV: GSTR-2B columns, DD-MM-YYYY dates, negative credit notes, a totals row', async () => {
    const res = await r.get(`/purchase-register/csv?period=${month}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="purchase-register-${month}.csv"`);
    const records = parseCsv(res.body).map((x) => x.fields);
    expect(records[0]).toEqual([...REGISTER_COLUMNS]);
    expect(records).toHaveLength(1 + 5 + 1);
    const cn = records[4];
    expect(cn[3]).toBe('Credit note');
    expect(cn[5]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(cn.slice(6)).toEqual(['-2920.00', '29-Karnataka', 'N', '12', '-500.00', '-60.00', '0.00', '0.00', '0.00']);
    expect(records[6][0]).toBe('Total');
    expect(records[6].slice(6)).toEqual(['1180.00', '', '', '', '1000.00', '0.00', '90.00', '90.00', '0.00']);
  });

  it('downloads as a landscape A4 PDF', async () => {
    const res = await r.get(`/purchase-register/pdf?period=${month}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Landscape A4: the media box is 841.89 wide and 595.28 high.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('takes a financial-year quarter, and a month without documents is empty', async () => {
    const quarter = recentRegisterPeriods(indiaDay(new Date())).quarters[0];
    expect(registerPeriod(quarter.key)!.from <= `${month}-01`).toBe(true);
    const q = (await r.get(`/purchase-register?period=${quarter.key}`, buyer)).json().data;
    expect(q.totals.invoices).toBe(2);
    const empty = (await r.get('/purchase-register?period=2020-01', buyer)).json().data;
    expect(empty.rows).toEqual([]);
    expect(empty.totals.document_value_paise).toBe(0);
  });

  it('refuses a period that is no month or quarter', async () => {
    for (const bad of ['2026-13', 'FY2026-28-Q1', 'last-month']) {
      const res = await r.get(`/purchase-register?period=${bad}`, buyer);
      expect(res.statusCode).toBe(422);
      if (bad === 'FY2026-28-Q1') expect(res.json().errors).toEqual({ period: [REGISTER_PERIOD_MESSAGE] });
    }
  });
});

describe('ownership', () => {
  it("another company sees only its own documents, never the buyer's", async () => {
    const reg = (await r.get(`/purchase-register?period=${month}`, other)).json().data;
    expect(reg.rows.map((x: { document_number: string }) => x.document_number)).toEqual([await invoiceOf(othersOrder)]);
    const csv = (await r.get(`/purchase-register/csv?period=${month}`, other)).body;
    expect(csv).not.toContain(await invoiceOf(intra));
    expect(csv).not.toContain(await invoiceOf(inter));
    const nobody = await r.get(`/purchase-register?period=${month}`);
    expect(nobody.statusCode).toBe(401);
  });
});
