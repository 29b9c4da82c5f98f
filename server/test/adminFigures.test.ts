// The back office's figures: sales (invoices less credit notes) with the GST split per India-time
// day, week and month, orders by status, top products and customers, credit in use, the CSV files,
// the period presets and their errors, and Admin/Finance only.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { creditDues, creditNotes, customers, orderItems, orders } from '../src/db/schema';
import { resolvePeriod } from '../src/modules/figures/period';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { seedProducts } from './shop';
import { createStaffTeam, type TestStaff } from './staffFactory';

let t: TestApp;
let staff: Record<'admin' | 'sales' | 'finance' | 'dispatch' | 'catalogue', TestStaff>;
let mh: TestCustomer;
let ka: TestCustomer;
let pid: (sku: string) => number;
let seq = 0;

interface OrderSpec {
  customer: TestCustomer;
  status?: 'pending' | 'approved' | 'shipped' | 'delivered' | 'canceled';
  ordered: string;
  invoiced?: string;
  /** Rupees. */
  sub: string;
  cgst?: string;
  sgst?: string;
  igst?: string;
  total: string;
  lines: [sku: string, qty: number, lineTotal: string][];
}

/** An order written straight to the database with known amounts (the figures read what is stored). */
async function order(spec: OrderSpec): Promise<number> {
  seq += 1;
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNumber: `ORD-FIG-${seq}`,
      customerId: spec.customer.id,
      customerName: 'Buyer',
      customerPhone: '9876543210',
      customerEmail: spec.customer.email,
      sAddressLine1: '1 Road',
      bAddressLine1: '1 Road',
      subTotal: spec.sub,
      cgst: spec.cgst ?? '0',
      sgst: spec.sgst ?? '0',
      igst: spec.igst ?? '0',
      totalAmount: spec.total,
      paymentMethod: 'cash_on_delivery',
      status: spec.status ?? (spec.invoiced ? 'approved' : 'pending'),
      invoiceNumber: spec.invoiced ? `INV/FIG/${seq}` : null,
      invoiceDate: spec.invoiced ? new Date(spec.invoiced) : null,
      orderDate: new Date(spec.ordered),
    })
    .returning({ id: orders.id });
  await t.db.insert(orderItems).values(
    spec.lines.map(([sku, qty, lineTotal]) => ({
      orderId: row.id,
      productId: pid(sku),
      productName: sku,
      unitPrice: (Number(lineTotal) / qty).toFixed(2),
      gstRate: '18',
      productQty: qty,
      lineTotal,
      taxAmount: (Number(lineTotal) * 0.18).toFixed(2),
    })),
  );
  return row.id;
}

const get = (role: keyof typeof staff, query: string) => t.app.inject({ url: `/api/admin/figures?${query}`, headers: staff[role].auth });
const csv = (figure: string, query: string) => t.app.inject({ url: `/api/admin/figures/csv/${figure}?${query}`, headers: staff.finance.auth });
const APRIL = 'period=custom&from=2026-04-01&to=2026-04-30';

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaffTeam(t.db);
  pid = await seedProducts(t.db, [
    { sku: 'FIG-LAPTOP', base: '500.00', stock: 100 },
    { sku: 'FIG-CABLE', base: '100.00', stock: 100 },
    { sku: 'FIG-MOUSE', base: '50.00', stock: 100 },
  ]);
  mh = await createCustomer(t.db, { creditLimit: '10000.00' });
  ka = await createCustomer(t.db, { creditLimit: '0' });
  await createCustomer(t.db, { status: 'pending', creditLimit: '999.00' });

  // Maharashtra (CGST + SGST), invoiced 23:59:59 on 1 April in India.
  const a = await order({
    customer: mh, ordered: '2026-04-01T10:00:00Z', invoiced: '2026-04-01T18:29:59Z',
    sub: '1000.00', cgst: '90.00', sgst: '90.00', total: '1180.00', lines: [['FIG-LAPTOP', 2, '1000.00']],
  });
  // Karnataka (IGST), invoiced at midnight starting 2 April in India.
  await order({
    customer: ka, ordered: '2026-04-01T12:00:00Z', invoiced: '2026-04-01T18:30:00Z',
    sub: '2000.00', igst: '360.00', total: '2360.00', lines: [['FIG-CABLE', 20, '2000.00']],
  });
  // Invoiced at midnight starting 1 April (in), and one second before it (31 March: out of April).
  const c = await order({
    customer: mh, ordered: '2026-03-30T10:00:00Z', invoiced: '2026-03-31T18:30:00Z',
    sub: '500.00', cgst: '45.00', sgst: '45.00', total: '590.00', lines: [['FIG-LAPTOP', 1, '500.00']],
  });
  await order({
    customer: mh, ordered: '2026-03-30T11:00:00Z', invoiced: '2026-03-31T18:29:59Z',
    sub: '300.00', cgst: '27.00', sgst: '27.00', total: '354.00', lines: [['FIG-MOUSE', 6, '300.00']],
  });
  // Not approved: no sales, but an order; cancelled: neither sales nor a top product.
  await order({ customer: ka, ordered: '2026-04-05T06:00:00Z', sub: '4000.00', igst: '720.00', total: '4720.00', lines: [['FIG-CABLE', 40, '4000.00']] });
  await order({ customer: ka, status: 'canceled', ordered: '2026-04-06T06:00:00Z', sub: '9000.00', igst: '1620.00', total: '10620.00', lines: [['FIG-MOUSE', 180, '9000.00']] });
  // Order A returned in full on 10 April.
  await t.db.insert(creditNotes).values({
    noteNumber: 'CN/FIG/1', noteDate: new Date('2026-04-10T06:00:00Z'), orderId: a, invoiceNumber: 'INV/FIG/1', invoiceDate: new Date('2026-04-01T18:29:59Z'),
    reason: 'Returned', intraState: true, lines: [], taxablePaise: 100000, cgstPaise: 9000, sgstPaise: 9000, igstPaise: 0, totalPaise: 118000,
  });
  // Credit, as the ledger keeps it: order A's due was credited back in full by the note, order C
  // (590.00) is still outstanding, so the limit is 10,590.00 with 10,000.00 available.
  await t.db.insert(creditDues).values([
    { customerId: mh.id, orderId: a, orderNumber: 'ORD-FIG-1', amount: '0.00', state: 'paid' },
    { customerId: mh.id, orderId: c, orderNumber: 'ORD-FIG-3', amount: '590.00' },
  ]);
  await t.db.update(customers).set({ creditLine: '10590.00' }).where(eq(customers.id, mh.id));
}, 60_000);
afterAll(() => t.close());

describe('the figures', () => {
  it('sums invoices less credit notes per India-time day, with the GST split', async () => {
    const res = await get('finance', `${APRIL}&group=day`);
    expect(res.statusCode).toBe(200);
    const f = res.json().figures;
    expect(f.period).toEqual({ name: 'custom', from: '2026-04-01', to: '2026-04-30', group: 'day' });
    expect(f.sales.buckets).toHaveLength(30);
    const day = (d: string) => f.sales.buckets.find((b: { start: string }) => b.start === d);
    expect(day('2026-04-01')).toEqual({ start: '2026-04-01', invoices: 2, credit_notes: 0, taxable: 1500, cgst: 135, sgst: 135, igst: 0, total: 1770, credited: 0 });
    expect(day('2026-04-02')).toEqual({ start: '2026-04-02', invoices: 1, credit_notes: 0, taxable: 2000, cgst: 0, sgst: 0, igst: 360, total: 2360, credited: 0 });
    expect(day('2026-04-10')).toEqual({ start: '2026-04-10', invoices: 0, credit_notes: 1, taxable: -1000, cgst: -90, sgst: -90, igst: 0, total: -1180, credited: 1180 });
    expect(day('2026-04-03')).toMatchObject({ invoices: 0, total: 0 });
    expect(f.sales.totals).toEqual({ invoices: 3, credit_notes: 1, taxable: 2500, cgst: 45, sgst: 45, igst: 360, total: 2950, credited: 1180 });
    expect(f.basis).toMatch(/less the credit notes/);
  });

  it('groups by Monday weeks and by months, the first bucket starting at the period', async () => {
    const weeks = (await get('admin', `${APRIL}&group=week`)).json().figures.sales.buckets;
    expect(weeks.map((b: { start: string }) => b.start)).toEqual(['2026-04-01', '2026-04-06', '2026-04-13', '2026-04-20', '2026-04-27']);
    expect(weeks[0]).toMatchObject({ invoices: 3, total: 4130 });
    expect(weeks[1]).toMatchObject({ credit_notes: 1, total: -1180 });
    const months = (await get('admin', 'period=custom&from=2026-03-15&to=2026-04-30&group=month')).json().figures.sales.buckets;
    expect(months.map((b: { start: string; invoices: number; total: number }) => [b.start, b.invoices, b.total])).toEqual([
      ['2026-03-15', 1, 354],
      ['2026-04-01', 3, 2950],
    ]);
  });

  it('counts orders placed in the period by status, and ranks products and customers', async () => {
    const f = (await get('finance', APRIL)).json().figures;
    expect(f.orders_by_status).toEqual([
      { status: 'pending', orders: 1, total: 4720 },
      { status: 'approved', orders: 2, total: 3540 },
      { status: 'shipped', orders: 0, total: 0 },
      { status: 'delivered', orders: 0, total: 0 },
      { status: 'canceled', orders: 1, total: 10620 },
    ]);
    // Orders placed in April and not cancelled: the cables of B and the pending order, the laptops of A.
    expect(f.top_products.map((p: { sku: string; quantity: number; value: number }) => [p.sku, p.quantity, p.value])).toEqual([
      ['FIG-CABLE', 60, 6000],
      ['FIG-LAPTOP', 2, 1000],
    ]);
    // Net sales: Karnataka's invoice; Maharashtra's A returned, D (invoiced 1 April) stays.
    expect(f.top_customers.map((c: { company: string; invoices: number; value: number }) => [c.invoices, c.value])).toEqual([
      [1, 2360],
      [2, 590],
    ]);
    expect(f.top_customers[0].company).toMatch(/^Test Company/);
  });

  it('gives the credit in use now: limits, what orders took and gave back, approved accounts only', async () => {
    const f = (await get('finance', APRIL)).json().figures;
    expect(f.credit).toEqual({ customers: 1, customers_using: 1, limit: 10590, in_use: 590, available: 10000 });
  });

  it('downloads each figure as CSV: INR with 2 decimals, ISO dates', async () => {
    const sales = await csv('sales', `${APRIL}&group=week`);
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toMatch(/^text\/csv/);
    expect(sales.headers['content-disposition']).toBe('attachment; filename="figures-sales-2026-04-01-to-2026-04-30-by-week.csv"');
    expect(sales.body.split('\r\n').slice(0, 3)).toEqual([
      'period_start,invoices,credit_notes,taxable_value_inr,cgst_inr,sgst_inr,igst_inr,total_inr,credited_inr',
      '2026-04-01,3,0,3500.00,135.00,135.00,360.00,4130.00,0.00',
      '2026-04-06,0,1,-1000.00,-90.00,-90.00,0.00,-1180.00,1180.00',
    ]);
    expect((await csv('orders-by-status', APRIL)).body).toContain('approved,2,3540.00\r\n');
    expect((await csv('top-products', APRIL)).body.split('\r\n')[1]).toBe('1,FIG-CABLE,Product FIG-CABLE,60,6000.00');
    expect((await csv('top-customers', APRIL)).body.split('\r\n')[1]).toMatch(/^1,Test Company \d+,Test Buyer \d+,1,2360.00$/);
    expect((await csv('credit', APRIL)).body).toBe('accounts_with_credit,accounts_using_credit,limit_inr,in_use_inr,available_inr\r\n1,1,10590.00,590.00,10000.00\r\n');
  });

  it('refuses a bad period with field-keyed messages', async () => {
    const noDays = await get('admin', 'period=custom');
    expect(noDays.statusCode).toBe(422);
    expect(noDays.json().errors).toEqual({ from: ['Choose the first day of the period.'], to: ['Choose the last day of the period.'] });
    const reversed = await get('admin', 'period=custom&from=2026-04-30&to=2026-04-01');
    expect(reversed.json().errors).toEqual({ to: ['The last day cannot be before the first day.'] });
    const longDays = await get('admin', 'period=custom&from=2024-01-01&to=2025-12-31&group=day');
    expect(longDays.statusCode).toBe(422);
    expect(longDays.json().errors.group[0]).toMatch(/by week or month/);
    expect((await get('admin', 'period=custom&from=2024-01-01&to=2025-12-31&group=month')).statusCode).toBe(200);
  });

  it('is for Admin and Finance only', async () => {
    for (const role of ['sales', 'dispatch', 'catalogue'] as const) expect((await get(role, APRIL)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/figures/csv/sales?${APRIL}`, headers: staff.sales.auth })).statusCode).toBe(403);
  });
});

describe('the period presets (India time)', () => {
  it('this month and this financial year end today; last month is whole; the year turns in April', () => {
    // 00:10 on 1 April 2027 in India is still 31 March in UTC.
    const firstOfApril = new Date('2027-03-31T18:40:00Z');
    expect(resolvePeriod({ period: 'this_month' }, firstOfApril)).toEqual({ name: 'this_month', from: '2027-04-01', to: '2027-04-01', group: 'day' });
    expect(resolvePeriod({ period: 'this_fy', group: 'month' }, firstOfApril)).toEqual({ name: 'this_fy', from: '2027-04-01', to: '2027-04-01', group: 'month' });
    expect(resolvePeriod({ period: 'last_month' }, firstOfApril)).toMatchObject({ from: '2027-03-01', to: '2027-03-31' });
    const january = new Date('2027-01-15T06:00:00Z');
    expect(resolvePeriod({ period: 'last_month' }, january)).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(resolvePeriod({ period: 'this_fy', group: 'week' }, january)).toMatchObject({ from: '2026-04-01', to: '2027-01-15' });
    expect(resolvePeriod({ period: 'last_month' }, new Date('2028-03-10T06:00:00Z'))).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });
});
