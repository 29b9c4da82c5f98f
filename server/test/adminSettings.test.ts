// The store's settings (Admin): seeded from the configuration at first start, validated (GSTIN
// shape, check character, state code against the state), saved with the version seen and audited;
// new documents and the GST split take the new values on the next request (also when another
// process changed the row), while an invoice already issued keeps the seller it was issued with.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { gstinCheckChar } from '@contracts/gstin';
import { auditLog, storeSettings } from '../src/db/schema';
import { setOrderStatus } from '../src/modules/orders/status';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { pdfText } from './pdfText';
import { addAddresses, requests, seedProducts, setCart, type Addresses } from './shop';
import { createStaffTeam, type TestStaff } from './staffFactory';

let t: TestApp;
let r: ReturnType<typeof requests>;
let staff: Record<'admin' | 'sales' | 'finance' | 'dispatch' | 'catalogue', TestStaff>;
let pid: (sku: string) => number;
let buyer: TestCustomer;
let at: Addresses;

const OLD = { name: 'Old Name Traders', gstin: '27AABCI4567K1Z8', address: '14, Lamington Road, Mumbai, Maharashtra 400007, India', state: 'Maharashtra' };
const withCheck = (first14: string) => first14 + gstinCheckChar(first14);
const KA_GSTIN = withCheck('29AABCI4567K1Z');
const NEW = { name: 'New Name Wholesale', gstin: KA_GSTIN, address: '5, MG Road, Bengaluru, Karnataka 560001, India', state: 'Karnataka' };

const settings = () => t.app.inject({ url: '/api/admin/settings', headers: staff.admin.auth });
const save = (body: object, who: TestStaff = staff.admin) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: who.auth, payload: body });
const flat = (s: string) => s.replace(/\s+/g, ' ');
const invoiceText = async (orderNumber: string) => {
  const res = await t.app.inject({ url: `/api/order-invoice/${orderNumber}`, headers: buyer.auth });
  expect(res.statusCode).toBe(200);
  return flat(pdfText(res.rawPayload));
};

beforeAll(async () => {
  t = await buildTestApp({ storeName: OLD.name, storeGstin: OLD.gstin, storeAddress: OLD.address, storeState: OLD.state });
  r = requests(t);
  staff = await createStaffTeam(t.db);
  pid = await seedProducts(t.db, [{ sku: 'SET-CBL', base: '1000.00', gst: '18', stock: 100 }]);
  buyer = await createCustomer(t.db, { creditLimit: '1000000' });
  at = await addAddresses(t.db, buyer.id, 'Karnataka');
}, 60_000);
afterAll(() => t.close());

describe('the store settings', () => {
  it('start from the configuration, for Admin only', async () => {
    const res = await settings();
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ ...OLD, version: 1, history: [] });
    for (const role of ['sales', 'finance', 'dispatch', 'catalogue'] as const) {
      expect((await t.app.inject({ url: '/api/admin/settings', headers: staff[role].auth })).statusCode).toBe(403);
      expect((await save({ ...NEW, version: 1 }, staff[role])).statusCode).toBe(403);
    }
  });

  it('refuse a bad GSTIN, a wrong check character and a GSTIN of another state, field by field', async () => {
    const shape = await save({ ...NEW, gstin: '29AABC', version: 1 });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors.gstin[0]).toMatch(/^A GSTIN is 15 characters/);
    const lastChar = KA_GSTIN[14] === 'A' ? 'B' : 'A';
    const check = await save({ ...NEW, gstin: KA_GSTIN.slice(0, 14) + lastChar, version: 1 });
    expect(check.json().errors).toEqual({ gstin: ['The GSTIN’s last character is not its check character: please check the number.'] });
    const state = await save({ ...NEW, gstin: OLD.gstin, version: 1 });
    expect(state.json().errors).toEqual({ gstin: ['The GSTIN starts with 27 (Maharashtra), but the store’s state is Karnataka (29).'] });
    const blank = await save({ name: ' ', address: '', gstin: '', state: 'Atlantis', version: 1 });
    expect(Object.keys(blank.json().errors).sort()).toEqual(['address', 'gstin', 'name', 'state']);
    expect((await settings()).json().settings).toMatchObject({ ...OLD, version: 1 });
  });

  it('save with the version seen, audited before/after; a stale version changes nothing', async () => {
    // An invoice issued under the old settings.
    const before = await r.placeCod(buyer, at, [[pid('SET-CBL'), 1]]);
    await setOrderStatus(t.app.services, before, 'approved');
    await setCart(t.db, buyer.id, [[pid('SET-CBL'), 1]]);
    const cartBefore = await r.checkout(buyer);
    expect(cartBefore.igst_amount).toBeGreaterThan(0);

    const res = await save({ ...NEW, gstin: KA_GSTIN.toLowerCase(), state: 'karnataka', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ ...NEW, version: 2 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'store_settings'));
    expect(entry).toMatchObject({ action: 'settings.update', actorId: staff.admin.id, before: OLD, after: NEW });
    expect(res.json().settings.history).toHaveLength(1);

    const stale = await save({ ...OLD, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The settings were changed by someone else; reload to see the change.');
    expect((await settings()).json().settings).toMatchObject({ ...NEW, version: 2 });

    // The GST split: the Karnataka buyer is now in the store's state.
    await setCart(t.db, buyer.id, [[pid('SET-CBL'), 1]]);
    const cartAfter = await r.checkout(buyer);
    expect(cartAfter.igst_amount).toBe(0);
    expect(cartAfter.cgst_amount).toBeGreaterThan(0);

    // A new invoice carries the new seller; the old one keeps the seller it was issued with.
    const after = await r.placeCod(buyer, at, [[pid('SET-CBL'), 1]]);
    await setOrderStatus(t.app.services, after, 'approved');
    const oldText = await invoiceText(before);
    expect(oldText).toContain(OLD.name);
    expect(oldText).toContain(OLD.gstin);
    expect(oldText).not.toContain(NEW.name);
    const newText = await invoiceText(after);
    expect(newText).toContain(NEW.name);
    expect(newText).toContain(KA_GSTIN);
    expect(newText).toContain('Intra-state supply (Karnataka)');

    // A quotation PDF made now carries the new name.
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/quotation-pdf',
      headers: { ...buyer.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `productId=${pid('SET-CBL')}&quantity=2`,
    });
    expect(pdf.statusCode).toBe(200);
    const file = await t.app.inject({ url: pdf.json().fileUrl });
    expect(flat(pdfText(file.rawPayload))).toContain(NEW.name);
  });

  it('are read again on the next request when another server process changed them', async () => {
    // What another process's save leaves in the shared database.
    await t.db
      .update(storeSettings)
      .set({ name: 'Third Name Ltd', version: sql`${storeSettings.version} + 1` })
      .where(eq(storeSettings.id, 1));
    const later = await r.placeCod(buyer, at, [[pid('SET-CBL'), 1]]);
    await setOrderStatus(t.app.services, later, 'approved');
    expect(await invoiceText(later)).toContain('Third Name Ltd');
    expect((await settings()).json().settings).toMatchObject({ name: 'Third Name Ltd', version: 3 });
  });

  it('hold the quotation price warnings’ thresholds: defaults, checked field by field, saved with the version and audited', async () => {
    const s = (await settings()).json().settings;
    expect(s).toMatchObject({ quote_warn_above_pct: 25, quote_warn_below_pct: 10 });
    const seller = { name: s.name, address: s.address, gstin: s.gstin, state: s.state, version: s.version };
    const bad = await save({ ...seller, quote_warn_above_pct: '-5', quote_warn_below_pct: '120' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ quote_warn_above_pct: ['Enter a whole number of per cent from 0 to 1000.'], quote_warn_below_pct: ['Enter a whole number of per cent from 0 to 100.'] });
    expect((await save({ ...seller, quote_warn_above_pct: '12.5' })).json().errors).toEqual({ quote_warn_above_pct: ['Enter a whole number of per cent from 0 to 1000.'] });
    expect((await settings()).json().settings).toMatchObject({ version: s.version, quote_warn_above_pct: 25 });

    const res = await save({ ...seller, quote_warn_above_pct: ' 40 ', quote_warn_below_pct: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ quote_warn_above_pct: 40, quote_warn_below_pct: 0, version: s.version + 1 });
    expect(res.json().settings.history[0]).toMatchObject({
      action: 'settings.update',
      before: expect.objectContaining({ quote_warn_above_pct: 25, quote_warn_below_pct: 10 }),
      after: expect.objectContaining({ quote_warn_above_pct: 40, quote_warn_below_pct: 0 }),
    });
    // Left out: unchanged (an older client that only knows the seller's fields).
    const seller2 = { ...seller, version: s.version + 1 };
    expect((await save({ ...seller2, name: `${s.name} Ltd` })).json().settings).toMatchObject({ quote_warn_above_pct: 40, quote_warn_below_pct: 0 });
  });
});
