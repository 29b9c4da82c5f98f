// The back office's quotations (/api/admin/quotations...): the filtered list, the detail's line grid
// and totals, sending prices and rejecting with the status flow and the version enforced, the audit
// and the mail; on PostgreSQL, two staff members sending one quotation at once: one wins, one 409.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { ADMIN_QUOTE_MESSAGES, STALE_QUOTATION_MESSAGE } from '@contracts/adminQuotes';
import { indiaDay } from '@contracts/format';
import { auditLog, brands, categories, customRates, products, quotationItems, quotations } from '../src/db/schema';
import { setQuotationStatus } from '../src/modules/quotes/answer';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { outbox } from './outbox';
import { createStaffMember, type TestStaff } from './staffFactory';

jest.setTimeout(120_000);

let t: TestApp;
let buyer: TestCustomer;
let sales: TestStaff;
let finance: TestStaff;
let rtr: number;
let sw: number;
let seq = 0;

const inDays = (n: number) => indiaDay(new Date(Date.now() + n * 86_400_000));

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createCustomer(t.db, { email: 'ravi@acme-traders.example' });
  sales = await createStaffMember(t.db, 'sales');
  finance = await createStaffMember(t.db, 'finance');
  const [category] = await t.db.insert(categories).values({ slug: 'aq-cat', title: 'Networking' }).returning();
  const [brand] = await t.db.insert(brands).values({ slug: 'aq-brand', brandName: 'Acme' }).returning();
  const rows = await t.db
    .insert(products)
    .values(
      [
        { sku: 'AQ-RTR', name: 'Acme Router AX3000', base: '6000.00', discount: '5499.00' },
        { sku: 'AQ-SW', name: 'Acme 24-port Switch', base: '12000.00', discount: null },
      ].map((p) => ({
        sku: p.sku,
        modelNumber: `M-${p.sku}`,
        productName: p.name,
        productSlug: p.sku.toLowerCase(),
        categoryId: category.id,
        brandId: brand.id,
        primaryImage: 'img/x.svg',
        basePrice: p.base,
        discountPrice: p.discount,
        gstRate: '18',
        stockQuantity: 50,
      })),
    )
    .returning({ id: products.id });
  [rtr, sw] = rows.map((r) => r.id);
  // The account's price list has its own rate for the switch.
  await t.db.insert(customRates).values({ customerId: buyer.id, productId: sw, customRate: '11000.00' });
});
afterAll(async () => t.close());

/** A pending quotation straight in the database: 10 routers and 2 switches, shipping to `state`. */
async function makeQuotation(state = 'Karnataka') {
  seq += 1;
  const [q] = await t.db
    .insert(quotations)
    .values({
      quotationNumber: `QT-AQ-${seq}`,
      customerId: buyer.id,
      contactName: 'Ravi Rao',
      contactEmail: 'ravi@acme-traders.example',
      quotationDescription: 'Branch office',
      shippingAddress: { s_address_line1: '80 Feet Road', s_address_line2: null, s_city: 'Bengaluru', s_state: state, s_country: 'India', s_pincode: '560034', s_phone: '9876543210' },
    })
    .returning();
  const items = await t.db
    .insert(quotationItems)
    .values([
      { quotationId: q.id, productId: rtr, productQty: 10 },
      { quotationId: q.id, productId: sw, productQty: 2 },
    ])
    .returning({ id: quotationItems.id });
  return { id: q.id, number: q.quotationNumber, publicId: q.publicId, items: items.map((i) => i.id) };
}

const get = (url: string, who: TestStaff = sales) => t.app.inject({ url, headers: who.auth });
const post = (url: string, payload: object, who: TestStaff = sales) => t.app.inject({ method: 'POST', url, payload, headers: who.auth });
const priced = (items: number[], v = 1, extra: object = {}) => ({
  version: v,
  lines: [
    { item_id: items[0], unit_price: '5200.50' },
    { item_id: items[1], unit_price: 10500 },
  ],
  valid_until: inDays(10),
  ...extra,
});

/** Every mail sent so far, oldest first, once the queue has sent what is ready. */
const mails = async () => (await outbox(t)).map((m) => m.text);

describe('the back office reads quotations', () => {
  it('shows the line grid with list price, the account rate and the GST split, to every role', async () => {
    const q = await makeQuotation('Karnataka');
    const res = await get(`/api/admin/quotations/${q.number}`, finance);
    expect(res.statusCode).toBe(200);
    const d = res.json().quotation;
    expect(d).toMatchObject({ quotation_number: q.number, version: 1, status: 'pending', answerable: true, same_state: false, totals: null });
    expect(d.customer).toMatchObject({ id: buyer.id, email: buyer.email });
    expect(d.lines).toEqual([
      expect.objectContaining({ item_id: q.items[0], sku: 'AQ-RTR', quantity: 10, list_price: 5499, custom_rate: null, quoted_price: null }),
      expect.objectContaining({ item_id: q.items[1], sku: 'AQ-SW', quantity: 2, list_price: 12000, custom_rate: 11000, quoted_price: null }),
    ]);
    // By id as well as by number.
    expect((await get(`/api/admin/quotations/${q.id}`)).json().quotation.quotation_number).toBe(q.number);
    expect((await get('/api/admin/quotations/QT-NOPE')).statusCode).toBe(404);
  });

  it('lists by status, customer text and day, paged, with an empty page when nothing matches', async () => {
    const a = await makeQuotation();
    await makeQuotation();
    await post(`/api/admin/quotations/${a.number}/send`, priced(a.items));
    const quoted = (await get('/api/admin/quotations?status=quoted')).json().quotations;
    expect(quoted.data.map((r: { quotation_number: string }) => r.quotation_number)).toContain(a.number);
    expect(quoted.data.every((r: { status: string }) => r.status === 'quoted')).toBe(true);
    const pending = (await get('/api/admin/quotations?status=pending')).json().quotations;
    expect(pending.data.map((r: { quotation_number: string }) => r.quotation_number)).not.toContain(a.number);
    const byEmail = (await get('/api/admin/quotations?q=ACME-TRADERS')).json().quotations;
    expect(byEmail.total).toBeGreaterThanOrEqual(2);
    const today = indiaDay(new Date());
    expect((await get(`/api/admin/quotations?from=${today}&to=${today}`)).json().quotations.total).toBe(byEmail.total);
    const none = (await get('/api/admin/quotations?q=no-such-company')).json().quotations;
    expect(none).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1 });
    const backwards = await get(`/api/admin/quotations?from=${inDays(1)}&to=${today}`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toBeDefined();
  });

  it('lists a quoted quotation past its validity as expired', async () => {
    const q = await makeQuotation();
    await post(`/api/admin/quotations/${q.number}/send`, priced(q.items));
    await t.db.update(quotations).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(quotations.id, q.id));
    const expired = (await get('/api/admin/quotations?status=expired')).json().quotations.data.map((r: { quotation_number: string }) => r.quotation_number);
    expect(expired).toContain(q.number);
    const quoted = (await get('/api/admin/quotations?status=quoted')).json().quotations.data.map((r: { quotation_number: string }) => r.quotation_number);
    expect(quoted).not.toContain(q.number);
  });
});

describe('sending prices', () => {
  it('prices every line, sets the validity, posts the note, audits, mails, and the customer sees it', async () => {
    const q = await makeQuotation('Karnataka');
    const before = (await mails()).length;
    const res = await post(`/api/admin/quotations/${q.number}/send`, priced(q.items, 1, { note: 'Delivery in 5 working days.' }));
    expect(res.statusCode).toBe(200);
    const d = res.json().quotation;
    expect(d).toMatchObject({ status: 'quoted', version: 2 });
    // 10 x 5200.50 + 2 x 10500 = 73005; IGST 18% (Karnataka from Maharashtra) = 13140.90.
    expect(d.totals).toEqual({ sub_total: 73005, cgst_amount: 0, sgst_amount: 0, igst_amount: 13140.9, grand_total: 86145.9 });
    expect(indiaDay(new Date(d.valid_until))).toBe(inDays(10));
    expect(d.messages).toEqual([expect.objectContaining({ author: 'store', body: 'Delivery in 5 working days.' })]);
    expect(d.history).toEqual([expect.objectContaining({ action: 'quotation.send', actor_email: sales.email, actor_name: sales.name })]);
    expect(d.history[0].before).toMatchObject({ status: 'pending', version: 1 });
    expect(d.history[0].after).toMatchObject({ status: 'quoted', version: 2, prices: { 'AQ-RTR': 5200.5, 'AQ-SW': 10500 } });

    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`Your quotation ${q.number} has been priced`);
    expect(sent[0]).toContain('Delivery in 5 working days.');

    // The storefront shows the same prices and totals (one GST rule).
    const view = await t.app.inject({ url: `/api/quotation-view/${q.publicId}`, headers: buyer.auth });
    const seen = view.json().data.quotation;
    expect(seen.status).toMatchObject({ status: 'quoted' });
    expect(seen.quotation_items.map((i: { quoted_price: number }) => i.quoted_price)).toEqual([5200.5, 10500]);
    expect(seen.quoted_totals).toEqual(d.totals);
  });

  it('splits CGST and SGST within the store state', async () => {
    const q = await makeQuotation('Maharashtra');
    const d = (await post(`/api/admin/quotations/${q.number}/send`, priced(q.items))).json().quotation;
    expect(d.totals).toEqual({ sub_total: 73005, cgst_amount: 6570.45, sgst_amount: 6570.45, igst_amount: 0, grand_total: 86145.9 });
  });

  it('answers 422 with field keys for an unpriced line, a zero or bad price and a past validity; nothing changes', async () => {
    const q = await makeQuotation();
    const check = async (payload: object, field: string, message: string) => {
      const res = await post(`/api/admin/quotations/${q.number}/send`, payload);
      expect({ status: res.statusCode, errors: res.json().errors?.[field] }).toEqual({ status: 422, errors: [message] });
    };
    await check({ ...priced(q.items), lines: [{ item_id: q.items[0], unit_price: '100' }] }, 'lines', ADMIN_QUOTE_MESSAGES.everyLine);
    await check({ ...priced(q.items), lines: [{ item_id: q.items[0], unit_price: '0' }, { item_id: q.items[1], unit_price: '1' }] }, 'lines.0.unit_price', ADMIN_QUOTE_MESSAGES.priceFormat);
    await check({ ...priced(q.items), lines: [{ item_id: q.items[0], unit_price: '12.345' }, { item_id: q.items[1], unit_price: '1' }] }, 'lines.0.unit_price', ADMIN_QUOTE_MESSAGES.priceFormat);
    await check({ ...priced(q.items), lines: [{ item_id: q.items[0], unit_price: '' }, { item_id: q.items[1], unit_price: '1' }] }, 'lines.0.unit_price', ADMIN_QUOTE_MESSAGES.priceRequired);
    await check({ ...priced(q.items), lines: [{ item_id: q.items[0], unit_price: '1' }, { item_id: 999999, unit_price: '1' }] }, 'lines.1.item_id', ADMIN_QUOTE_MESSAGES.unknownLine);
    await check(priced(q.items, 1, { valid_until: inDays(-1) }), 'valid_until', ADMIN_QUOTE_MESSAGES.validUntilPast);
    await check(priced(q.items, 1, { valid_until: '2026-02-30' }), 'valid_until', ADMIN_QUOTE_MESSAGES.validUntilFormat);
    await check(priced(q.items, 1, { valid_until: inDays(400) }), 'valid_until', ADMIN_QUOTE_MESSAGES.validUntilFar);
    const d = (await get(`/api/admin/quotations/${q.number}`)).json().quotation;
    expect(d).toMatchObject({ status: 'pending', version: 1, history: [] });
    expect(d.lines.map((l: { quoted_price: number | null }) => l.quoted_price)).toEqual([null, null]);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const q = await makeQuotation();
    expect((await post(`/api/admin/quotations/${q.number}/send`, priced(q.items, 1))).statusCode).toBe(200);
    const stale = await post(`/api/admin/quotations/${q.number}/send`, { ...priced(q.items, 1), lines: [{ item_id: q.items[0], unit_price: '1' }, { item_id: q.items[1], unit_price: '1' }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_QUOTATION_MESSAGE);
    const d = (await get(`/api/admin/quotations/${q.number}`)).json().quotation;
    expect(d.version).toBe(2);
    expect(d.lines.map((l: { quoted_price: number }) => l.quoted_price)).toEqual([5200.5, 10500]);
    // Re-sending a quoted one with the current version is allowed (new prices).
    const again = await post(`/api/admin/quotations/${q.number}/send`, { ...priced(q.items, 2), lines: [{ item_id: q.items[0], unit_price: '5000' }, { item_id: q.items[1], unit_price: '10000' }] });
    expect(again.json().quotation).toMatchObject({ version: 3, totals: expect.objectContaining({ sub_total: 70000 }) });
  });

  it('never sends an accepted, ordered, rejected or expired quotation back (409), and the operator tool bumps the version too', async () => {
    const q = await makeQuotation();
    await post(`/api/admin/quotations/${q.number}/send`, priced(q.items));
    // The buyer accepts by phone: the operator tool's status change (quotes/answer.ts) bumps the version.
    await setQuotationStatus(t.db, q.number, 'accepted', { storeState: 'Maharashtra', publicUrl: 'http://x', storeName: 'Store', validityDays: 15 });
    const stale = await post(`/api/admin/quotations/${q.number}/send`, priced(q.items, 2));
    expect(stale.json().message).toBe(STALE_QUOTATION_MESSAGE);
    const res = await post(`/api/admin/quotations/${q.number}/send`, priced(q.items, 3));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Quotation ${q.number} is accepted: the store can no longer send prices for it.`);
    const rej = await post(`/api/admin/quotations/${q.number}/reject`, { version: 3, reason: 'x' });
    expect(rej.statusCode).toBe(409);
    const [row] = await t.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row).toMatchObject({ status: 'accepted', version: 3 });
  });

  it('lets Sales and Admin answer; Finance reads but gets 403 on send', async () => {
    const q = await makeQuotation();
    const res = await post(`/api/admin/quotations/${q.number}/send`, priced(q.items), finance);
    expect(res.statusCode).toBe(403);
    const admin = await createStaffMember(t.db, 'admin');
    expect((await post(`/api/admin/quotations/${q.number}/send`, priced(q.items), admin)).statusCode).toBe(200);
  });
});

describe('rejecting', () => {
  it('rejects a pending one with the reason the customer then sees; audited and mailed', async () => {
    const q = await makeQuotation();
    const before = (await mails()).length;
    const empty = await post(`/api/admin/quotations/${q.number}/reject`, { version: 1, reason: '  ' });
    expect(empty.json().errors).toEqual({ reason: [ADMIN_QUOTE_MESSAGES.reasonRequired] });
    const res = await post(`/api/admin/quotations/${q.number}/reject`, { version: 1, reason: 'The switch is discontinued.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().quotation).toMatchObject({ status: 'rejected', version: 2, rejection_reason: 'The switch is discontinued.', answerable: false });
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('The switch is discontinued.');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(q.id)));
    expect(entry).toMatchObject({ action: 'quotation.reject', actorEmail: sales.email });
    const seen = (await t.app.inject({ url: `/api/quotation-view/${q.publicId}`, headers: buyer.auth })).json().data.quotation;
    expect(seen).toMatchObject({ status: { status: 'rejected' }, rejection_reason: 'The switch is discontinued.' });
    // Rejected is final: it cannot be sent again.
    expect((await post(`/api/admin/quotations/${q.number}/send`, priced(q.items, 2))).statusCode).toBe(409);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two staff members at once (PostgreSQL)', () => {
  it('two parallel sends of one version: one wins, the other is told 409, nothing half-applied', async () => {
    for (let round = 0; round < 5; round += 1) {
      const q = await makeQuotation();
      const other = { ...priced(q.items), lines: [{ item_id: q.items[0], unit_price: '1.00' }, { item_id: q.items[1], unit_price: '2.00' }] };
      const [a, b] = await Promise.all([post(`/api/admin/quotations/${q.number}/send`, priced(q.items)), post(`/api/admin/quotations/${q.number}/send`, other)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().message).toBe(STALE_QUOTATION_MESSAGE);
      const winner = a.statusCode === 200 ? 'first' : 'second';
      const d = (await get(`/api/admin/quotations/${q.number}`)).json().quotation;
      expect(d.version).toBe(2);
      // Every line carries the winner's price: none of the loser's.
      expect(d.lines.map((l: { quoted_price: number }) => l.quoted_price)).toEqual(winner === 'first' ? [5200.5, 10500] : [1, 2]);
      expect(d.history).toHaveLength(1);
    }
  });
});
