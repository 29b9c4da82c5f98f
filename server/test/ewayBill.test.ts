// E-way bills on the ship step: above ₹50,000 the back office cannot ship without one
// (422 keyed by field, nothing changed, also through the operator tool), the validity the server
// computes from the distance, the bill on the buyer's order and the staff detail, the audit entry,
// the vehicle correction (version checked, audited), and below ₹50,000 the bill is optional.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { EWAY_MESSAGES, addDays, ewayValidityDays } from '@contracts/ewayBill';
import { formatShortDate, indiaDay } from '@contracts/format';
import { STALE_ORDER_MESSAGE } from '@contracts/adminOrders';
import type { StaffRole } from '@contracts/staff';
import { auditLog, ewayBills, orders } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { pdfTextLines } from './pdfText';
import { addAddresses, requests, seedProducts, type Addresses } from './shop';
import { createStaffTeam, type TestStaff } from './staffFactory';

jest.setTimeout(120_000);
const OPERATOR_SECRET = 'operator-test-secret-eway';

let t: TestApp;
let r: ReturnType<typeof requests>;
let pid: (sku: string) => number;
let buyer: TestCustomer;
let at: Addresses;
let staff: Record<StaffRole, TestStaff>;

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra', sandboxWebhookDelayMs: 0, operatorSecret: OPERATOR_SECRET });
  r = requests(t);
  // 30,000 + 18% GST: one is ₹35,400 (below the limit), two are ₹70,800 (above it).
  pid = await seedProducts(t.db, [{ sku: 'EW1', base: '30000.00', gst: '18', stock: 1000 }]);
  buyer = await createCustomer(t.db, { creditLimit: '5000000' });
  at = await addAddresses(t.db, buyer.id, 'Karnataka');
  staff = await createStaffTeam(t.db);
}, 60_000);
afterAll(() => t.close());

const act = (orderNumber: string, action: string, body: object, as: TestStaff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/${action}`, headers: as.auth, payload: body });
const versionOf = async (orderNumber: string) => (await t.db.select({ v: orders.version }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0].v;
const statusOf = async (orderNumber: string) => (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0].s;

/** A placed and approved order of `qty` units (qty 2 and more: above ₹50,000). */
async function approvedOrder(qty: number): Promise<string> {
  const n = await r.placeCod(buyer, at, [[pid('EW1'), qty]]);
  expect((await act(n, 'approve', { version: await versionOf(n) }, staff.sales)).statusCode).toBe(200);
  return n;
}

const today = () => indiaDay(new Date());
const bill = (over: object = {}) => ({
  courier: 'Blue Dart',
  tracking_number: 'BD123456',
  eway_bill_number: '3410 1234 5678',
  eway_bill_date: today(),
  transporter_name: 'Safe Roadways',
  transporter_id: '27AAPFU0939F1ZV',
  vehicle_number: 'ka-01 ab 1234',
  distance_km: 420,
  ...over,
});
const ship = async (n: string, body: object, as = staff.dispatch) => act(n, 'ship', { version: await versionOf(n), ...body }, as);

describe('shipping an order worth more than ₹50,000', () => {
  it('is refused without its e-way bill: 422 keyed by each missing field, nothing changed', async () => {
    const n = await approvedOrder(2);
    const res = await ship(n, { courier: 'Blue Dart', tracking_number: 'BD1' });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.eway_bill_number).toEqual([EWAY_MESSAGES.numberRequired]);
    expect(errors.eway_bill_date).toEqual([EWAY_MESSAGES.dateRequired]);
    expect(errors.transporter_name).toEqual([EWAY_MESSAGES.transporterRequired]);
    expect(errors.vehicle_number).toEqual([EWAY_MESSAGES.vehicleRequired]);
    expect(errors.distance_km).toEqual([EWAY_MESSAGES.distanceRequired]);
    expect(errors.transporter_id).toBeUndefined();
    expect(await statusOf(n)).toBe('approved');
    expect(await t.db.select().from(ewayBills)).toEqual([]);
  });

  it('checks each field: 12 digits, a real past date not before the order, GSTIN, registration number, 1-4000 km', async () => {
    const n = await approvedOrder(2);
    const res = await ship(n, bill({ eway_bill_number: '12345', eway_bill_date: addDays(today(), 1), transporter_id: '27AAPFU0939F1ZX', vehicle_number: 'K01234', distance_km: 4001, courier: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      courier: ['Courier is required'],
      eway_bill_number: [EWAY_MESSAGES.numberInvalid],
      eway_bill_date: [EWAY_MESSAGES.dateFuture],
      transporter_id: [EWAY_MESSAGES.transporterIdInvalid],
      vehicle_number: [EWAY_MESSAGES.vehicleInvalid],
      distance_km: [EWAY_MESSAGES.distanceInvalid],
    });
    const other = await ship(n, bill({ eway_bill_date: '2026-02-30', distance_km: 0 }));
    expect(other.json().errors).toEqual({ eway_bill_date: [EWAY_MESSAGES.dateInvalid], distance_km: [EWAY_MESSAGES.distanceInvalid] });
    const early = await ship(n, bill({ eway_bill_date: '2020-01-01' }));
    expect(early.json().errors).toEqual({ eway_bill_date: [EWAY_MESSAGES.dateBeforeOrder] });
    expect(await statusOf(n)).toBe('approved');
  });

  it('is refused through the operator tool too (it cannot give a bill)', async () => {
    const n = await approvedOrder(3);
    const res = await t.app.inject({ method: 'POST', url: `/api/operator/orders/${n}/status`, headers: { 'x-operator-secret': OPERATOR_SECRET }, payload: { status: 'shipped' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ eway_bill_number: [EWAY_MESSAGES.numberRequired] });
    expect(await statusOf(n)).toBe('approved');
  });

  it('ships with the bill: stored cleaned, audited with the ship step, shown to the buyer and to staff', async () => {
    const n = await approvedOrder(2);
    const res = await ship(n, bill());
    expect(res.statusCode).toBe(200);
    const expected = {
      number: '341012345678',
      date: today(),
      transporter_name: 'Safe Roadways',
      transporter_id: '27AAPFU0939F1ZV',
      vehicle_number: 'KA01AB1234',
      distance_km: 420,
      valid_days: 3,
      last_valid_day: addDays(today(), 3),
      valid_until: new Date(`${addDays(today(), 4)}T00:00:00+05:30`).toISOString(),
      version: 1,
    };
    expect(res.json().data.order.eway_bill).toEqual(expected);

    const mine = await r.get(`/order-detail/${n}`, buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.order.eway_bill).toEqual(expected);
    expect(mine.json().data.order.shipment).toEqual({ courier: 'Blue Dart', tracking_number: 'BD123456' });

    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, n), eq(auditLog.action, 'order.ship')));
    expect(entry.after).toMatchObject({ status: 'shipped', eway_bill: '341012345678', vehicle_number: 'KA01AB1234', distance_km: 420 });
    expect(entry.actorEmail).toBe(staff.dispatch.email);
  });

  it.each([
    [199, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('%i km: valid %i day(s), until midnight at the end of the last day', async (km, days) => {
    expect(ewayValidityDays(km)).toBe(days);
    const n = await approvedOrder(2);
    const res = await ship(n, bill({ eway_bill_number: `5510${String(km).padStart(8, '0')}`, distance_km: String(km), eway_bill_date: today() }));
    expect(res.statusCode).toBe(200);
    const eway = res.json().data.order.eway_bill;
    expect(eway.valid_days).toBe(days);
    expect(eway.last_valid_day).toBe(addDays(today(), days));
    const [row] = await t.db.select().from(ewayBills).innerJoin(orders, eq(orders.id, ewayBills.orderId)).where(eq(orders.orderNumber, n));
    // 00:00 in India the day after the last day is 18:30 UTC on the last day.
    expect(row.eway_bills.validUntil.toISOString()).toBe(`${addDays(today(), days)}T18:30:00.000Z`);
  });
});

describe('one e-way bill number, one consignment', () => {
  it('refuses a number already on another order, naming it, and ships nothing', async () => {
    const first = await approvedOrder(2);
    expect((await ship(first, bill({ eway_bill_number: '6610 0000 0001' }))).statusCode).toBe(200);
    const second = await approvedOrder(2);
    const res = await ship(second, bill({ eway_bill_number: '661000000001' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ eway_bill_number: [EWAY_MESSAGES.numberTaken(first)] });
    expect(await statusOf(second)).toBe('approved');
    expect(await t.db.select().from(ewayBills).where(eq(ewayBills.ewbNumber, '661000000001'))).toHaveLength(1);
    expect((await ship(second, bill({ eway_bill_number: '6610 0000 0002' }))).statusCode).toBe(200);
  });

  it('two orders shipped with one new number at the same moment: one ships, the other is refused naming it', async () => {
    // Two companies' orders: no customer lock orders the two ship steps, only the unique index does.
    const other = await createCustomer(t.db, { creditLimit: '5000000' });
    const b = await r.placeCod(other, await addAddresses(t.db, other.id, 'Karnataka'), [[pid('EW1'), 2]]);
    expect((await act(b, 'approve', { version: await versionOf(b) }, staff.sales)).statusCode).toBe(200);
    const a = await approvedOrder(2);
    const [va, vb] = [await versionOf(a), await versionOf(b)];
    const results = await Promise.all([
      act(a, 'ship', { version: va, ...bill({ eway_bill_number: '6610 0000 0009' }) }, staff.dispatch),
      act(b, 'ship', { version: vb, ...bill({ eway_bill_number: '6610 0000 0009' }) }, staff.admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const [won, lost] = results[0].statusCode === 200 ? [a, b] : [b, a];
    const refused = results.find((r) => r.statusCode === 422)!;
    expect(refused.json().errors).toEqual({ eway_bill_number: [EWAY_MESSAGES.numberTaken(won)] });
    expect(await statusOf(lost)).toBe('approved');
    expect(await t.db.select().from(ewayBills).where(eq(ewayBills.ewbNumber, '661000000009'))).toHaveLength(1);
  });

  it('is printed on the tax invoice with its date, for staff and for the buyer', async () => {
    const n = await approvedOrder(2);
    const before = pdfTextLines((await t.app.inject({ url: `/api/admin/orders/${n}/invoice`, headers: staff.finance.auth })).rawPayload);
    expect(before.some((l) => l.includes('E-way bill'))).toBe(false);
    expect((await ship(n, bill({ eway_bill_number: '6610 0000 0003', eway_bill_date: today() }))).statusCode).toBe(200);
    const staffCopy = pdfTextLines((await t.app.inject({ url: `/api/admin/orders/${n}/invoice`, headers: staff.finance.auth })).rawPayload);
    const buyerCopy = pdfTextLines((await t.app.inject({ url: `/api/order-invoice/${n}`, headers: buyer.auth })).rawPayload);
    for (const lines of [staffCopy, buyerCopy]) {
      const at = lines.indexOf('E-way bill No.:');
      expect(lines.slice(at, at + 4)).toEqual(['E-way bill No.:', '6610 0000 0003', 'E-way bill date:', formatShortDate(new Date())]);
    }
  });
});

describe('below ₹50,000', () => {
  it('ships without a bill, and a bill given is checked and kept', async () => {
    const plain = await approvedOrder(1);
    const res = await ship(plain, { courier: 'DTDC', tracking_number: 'D1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order.eway_bill).toBeNull();

    const withBill = await approvedOrder(1);
    const half = await ship(withBill, { courier: 'DTDC', tracking_number: 'D2', eway_bill_number: '341012345679' });
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().errors).sort()).toEqual(['distance_km', 'eway_bill_date', 'transporter_name', 'vehicle_number']);
    const full = await ship(withBill, bill({ eway_bill_number: '341012345679', transporter_id: '' }));
    expect(full.statusCode).toBe(200);
    expect(full.json().data.order.eway_bill).toMatchObject({ number: '341012345679', transporter_id: null });
  });
});

describe('correcting the vehicle', () => {
  it('Dispatch changes it with a reason, naming the version seen; a stale version is refused; audited', async () => {
    const n = await approvedOrder(2);
    expect((await ship(n, bill({ eway_bill_number: '341012340000' }))).statusCode).toBe(200);
    const change = (body: object, as = staff.dispatch) => act(n, 'eway-bill/vehicle', body, as);

    expect((await change({ version: 1, vehicle_number: 'KA01AB12', reason: '' })).json().errors).toEqual({
      vehicle_number: [EWAY_MESSAGES.vehicleInvalid],
      reason: [EWAY_MESSAGES.reasonRequired],
    });
    expect((await change({ version: 1, vehicle_number: 'MH12CD5678', reason: 'Breakdown' }, staff.sales)).statusCode).toBe(403);

    const ok = await change({ version: 1, vehicle_number: 'mh 12 cd 5678', reason: 'Breakdown near Pune' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.order.eway_bill).toMatchObject({ vehicle_number: 'MH12CD5678', version: 2, number: '341012340000' });
    const stale = await change({ version: 1, vehicle_number: 'MH12CD9999', reason: 'Again' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ORDER_MESSAGE);

    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, n), eq(auditLog.action, 'order.eway_vehicle')));
    expect(entry.before).toEqual({ eway_bill: '341012340000', vehicle_number: 'KA01AB1234' });
    expect(entry.after).toEqual({ eway_bill: '341012340000', vehicle_number: 'MH12CD5678', reason: 'Breakdown near Pune' });
    const mine = await r.get(`/order-detail/${n}`, buyer);
    expect(mine.json().data.order.eway_bill.vehicle_number).toBe('MH12CD5678');
  });
});
