// A buyer's message on a priced quotation reaches the back office: the Inbox's card (company and
// the opening words, linking to the quotation) and an unread flag on the quotation, until Sales or
// Admin opens it (Finance looking in leaves it unread); the store's reply from the back office is
// mailed and leaves the prices and their validity alone. The price check and the sent answer warn
// about prices far above the list price or below the buyer's own price, by the Settings' thresholds.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { InboxCard } from '@contracts/adminInbox';
import { indiaDay } from '@contracts/format';
import { auditLog, brands, categories, customers, customRates, products, quotationItems, quotations } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { mailsTo } from './outbox';
import { createStaffTeam, type TestStaff } from './staffFactory';

jest.setTimeout(120_000);

let t: TestApp;
let buyer: TestCustomer;
let staff: Record<'admin' | 'sales' | 'finance' | 'dispatch' | 'catalogue', TestStaff>;
let rtr: number;
let sw: number;
let seq = 0;

const inDays = (n: number) => indiaDay(new Date(Date.now() + n * 86_400_000));
const get = (url: string, who: TestStaff = staff.sales) => t.app.inject({ url, headers: who.auth });
const post = (url: string, payload: object, who: TestStaff = staff.sales) => t.app.inject({ method: 'POST', url, payload, headers: who.auth });

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createCustomer(t.db, { email: 'meera@orbit-systems.example' });
  await t.db.update(customers).set({ companyName: 'Orbit Systems' }).where(eq(customers.id, buyer.id));
  staff = await createStaffTeam(t.db);
  const [category] = await t.db.insert(categories).values({ slug: 'qm-cat', title: 'Networking' }).returning();
  const [brand] = await t.db.insert(brands).values({ slug: 'qm-brand', brandName: 'Acme' }).returning();
  const rows = await t.db
    .insert(products)
    .values(
      [
        { sku: 'QM-RTR', base: '6000.00', discount: '5000.00' },
        { sku: 'QM-SW', base: '12000.00', discount: null },
      ].map((p) => ({
        sku: p.sku,
        modelNumber: `M-${p.sku}`,
        productName: `Product ${p.sku}`,
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
  // The account's price list: the switch at 10,000 (list 12,000).
  await t.db.insert(customRates).values({ customerId: buyer.id, productId: sw, customRate: '10000.00' });
});
afterAll(async () => t.close());

/** A quotation priced by Sales through the back office: 4 routers and 2 switches. */
async function pricedQuotation() {
  seq += 1;
  const [q] = await t.db
    .insert(quotations)
    .values({ quotationNumber: `QT-QM-${seq}`, customerId: buyer.id, contactName: 'Meera Nair', contactEmail: buyer.email })
    .returning();
  const items = await t.db
    .insert(quotationItems)
    .values([
      { quotationId: q.id, productId: rtr, productQty: 4 },
      { quotationId: q.id, productId: sw, productQty: 2 },
    ])
    .returning({ id: quotationItems.id });
  const sent = await post(`/api/admin/quotations/${q.quotationNumber}/send`, {
    version: 1,
    lines: [
      { item_id: items[0].id, unit_price: '4800' },
      { item_id: items[1].id, unit_price: '9800' },
    ],
    valid_until: inDays(7),
  });
  expect(sent.statusCode).toBe(200);
  return { id: q.id, number: q.quotationNumber, publicId: q.publicId, items: items.map((i) => i.id), validUntil: sent.json().quotation.valid_until as string };
}

const buyerWrites = (publicId: string, message: string) => t.app.inject({ method: 'POST', url: `/api/quotation-messages/${publicId}`, headers: buyer.auth, payload: { message } });
const inbox = async (who: TestStaff = staff.sales): Promise<InboxCard[]> => (await get('/api/admin/inbox', who)).json().cards;
const unreadCard = async (who?: TestStaff) => (await inbox(who)).find((c) => c.key === 'quotation_messages_unread');

describe("the buyer's message on a priced quotation", () => {
  it('shows on the Inbox with the company and the first words, and on the quotation as unread, until Sales opens it', async () => {
    const q = await pricedQuotation();
    expect((await unreadCard())?.items.map((i) => i.label) ?? []).not.toContain(q.number);
    const res = await buyerWrites(q.publicId, 'Can you do   better on the switch if we take 10 units instead of two and pay in advance this month?');
    expect(res.statusCode).toBe(200);

    const card = (await unreadCard())!;
    const item = card.items.find((i) => i.label === q.number)!;
    expect(item).toEqual({
      label: q.number,
      text: 'Orbit Systems: “Can you do better on the switch if we take 10 units instead of two and pay in…”',
      extra: null,
      at: expect.any(String),
      link: `/admin/quotations/${q.number}`,
    });
    // The card's list shows the same quotations.
    const listed = (await get(`/api${card.link}`)).json().quotations;
    expect(listed.total).toBe(card.count);
    expect(listed.data.find((r: { quotation_number: string }) => r.quotation_number === q.number)).toMatchObject({ unread_count: 1 });

    // Finance may read the quotation, but that does not clear it: only those who answer the buyer do.
    const byFinance = (await get(`/api/admin/quotations/${q.number}`, staff.finance)).json().quotation;
    expect(byFinance.unread_count).toBe(1);
    expect((await unreadCard(staff.admin))!.items.map((i) => i.label)).toContain(q.number);

    // Sales opens it: the answer still flags the message as new, and from then on it is read.
    const opened = (await get(`/api/admin/quotations/${q.number}`)).json().quotation;
    expect(opened.unread_count).toBe(1);
    expect(opened.messages.filter((m: { author: string }) => m.author === 'buyer')).toEqual([expect.objectContaining({ unread: true, read_at: null })]);
    const again = (await get(`/api/admin/quotations/${q.number}`, staff.finance)).json().quotation;
    expect(again.unread_count).toBe(0);
    expect(again.messages.find((m: { author: string }) => m.author === 'buyer')).toMatchObject({ unread: false, read_by: staff.sales.name });
    expect((await unreadCard())?.items.map((i) => i.label) ?? []).not.toContain(q.number);
    expect((await get('/api/admin/quotations?unread=true')).json().quotations.data.map((r: { quotation_number: string }) => r.quotation_number)).not.toContain(q.number);
  });

  it('is not a card for roles that do not answer quotations', async () => {
    expect(await unreadCard(staff.finance)).toBeUndefined();
    expect(await unreadCard(staff.dispatch)).toBeUndefined();
  });

  it("Sales's reply is mailed, marks the buyer's messages read, and leaves the prices, status, version and validity as they were", async () => {
    const q = await pricedQuotation();
    await buyerWrites(q.publicId, 'Is the price valid for delivery next month?');
    await buyerWrites(q.publicId, 'And can you ship to Pune?');
    const card = (await unreadCard())!;
    expect(card.items.find((i) => i.label === q.number)?.extra).toBe('2 unread');
    const before = (await get(`/api/admin/quotations/${q.number}`, staff.finance)).json().quotation;

    const res = await post(`/api/admin/quotations/${q.number}/messages`, { message: 'Yes to both: the prices hold until the date shown.' });
    expect(res.statusCode).toBe(200);
    const after = res.json().quotation;
    expect(after.valid_until).toBe(q.validUntil);
    expect(after).toMatchObject({ status: 'quoted', version: before.version, valid_until: before.valid_until, quoted_at: before.quoted_at, totals: before.totals, unread_count: 0 });
    expect(after.messages.at(-1)).toMatchObject({ author: 'store', body: 'Yes to both: the prices hold until the date shown.', unread: false });
    expect((await t.db.select({ v: quotations.validUntil }).from(quotations).where(eq(quotations.id, q.id)))[0].v?.toISOString()).toBe(q.validUntil);
    expect((await unreadCard())?.items.map((i) => i.label) ?? []).not.toContain(q.number);
    const mail = (await mailsTo(t, buyer.email)).at(-1)!;
    expect(mail.text).toContain('Yes to both: the prices hold until the date shown.');
    // The buyer sees it in the storefront's thread.
    const thread = (await t.app.inject({ url: `/api/quotation-messages/${q.publicId}`, headers: buyer.auth })).json().data.messages;
    expect(thread.at(-1)).toMatchObject({ author: 'store', body: 'Yes to both: the prices hold until the date shown.' });
    expect(Object.keys(thread.at(-1)).sort()).toEqual(['author', 'body', 'created_at', 'id']);
    // Who answered is on record, with what they wrote.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'quotation.reply')).orderBy(auditLog.id);
    expect(entry).toMatchObject({ actorEmail: staff.sales.email, entityType: 'quotation', entityId: String(q.id), after: { message: 'Yes to both: the prices hold until the date shown.', buyer_messages_read: 2 } });
  });

  it('refuses a blank reply with the field message, and Finance may not reply', async () => {
    const q = await pricedQuotation();
    const blank = await post(`/api/admin/quotations/${q.number}/messages`, { message: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.message).toEqual(['Please write your message.']);
    expect((await post(`/api/admin/quotations/${q.number}/messages`, { message: 'Hello' }, staff.finance)).statusCode).toBe(403);
  });
});

describe('price warnings', () => {
  it('warn on a price far above list or below the buyer’s price, by the Settings’ thresholds, without refusing the send', async () => {
    const q = await pricedQuotation();
    // Defaults: 25 % above list, 10 % below the buyer's price. Router: list 5,000; switch: their rate 10,000.
    const check = await post(`/api/admin/quotations/${q.number}/price-check`, {
      lines: [
        { item_id: q.items[0], unit_price: '6,500' },
        { item_id: q.items[1], unit_price: '8999.99' },
      ],
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().thresholds).toEqual({ quote_warn_above_pct: 25, quote_warn_below_pct: 10 });
    expect(check.json().warnings).toEqual([
      { item_id: q.items[0], kind: 'above_list', message: expect.stringContaining('30 % above the list price ₹5,000.00') },
      { item_id: q.items[1], kind: 'below_price', message: expect.stringContaining('below their price-list rate ₹10,000.00') },
    ]);
    // Just inside both limits: no warning; a line not yet a price is skipped.
    const inside = await post(`/api/admin/quotations/${q.number}/price-check`, {
      lines: [
        { item_id: q.items[0], unit_price: '6250' },
        { item_id: q.items[1], unit_price: '9000' },
      ],
    });
    expect(inside.json().warnings).toEqual([]);
    expect((await post(`/api/admin/quotations/${q.number}/price-check`, { lines: [{ item_id: q.items[0], unit_price: 'abc' }] })).json().warnings).toEqual([]);

    // Admin lowers the threshold: 6,250 (25 % above) now warns.
    const s = (await get('/api/admin/settings', staff.admin)).json().settings;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: staff.admin.auth, payload: { name: s.name, address: s.address, gstin: s.gstin, state: s.state, version: s.version, quote_warn_above_pct: '20' } });
    expect(saved.statusCode).toBe(200);
    const warned = await post(`/api/admin/quotations/${q.number}/price-check`, { lines: [{ item_id: q.items[0], unit_price: '6250' }] });
    expect(warned.json().warnings).toEqual([expect.objectContaining({ item_id: q.items[0], kind: 'above_list' })]);

    // Sending such prices is not refused: the answer carries the warnings.
    const current = (await get(`/api/admin/quotations/${q.number}`)).json().quotation;
    const sent = await post(`/api/admin/quotations/${q.number}/send`, {
      version: current.version,
      lines: [
        { item_id: q.items[0], unit_price: '6250' },
        { item_id: q.items[1], unit_price: '8000' },
      ],
      valid_until: inDays(5),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().warnings.map((w: { kind: string }) => w.kind)).toEqual(['above_list', 'below_price']);
    expect(sent.json().quotation.lines.map((l: { quoted_price: number }) => l.quoted_price)).toEqual([6250, 8000]);
  });

  it('checks prices for Sales and Admin only', async () => {
    const q = await pricedQuotation();
    expect((await post(`/api/admin/quotations/${q.number}/price-check`, { lines: [] }, staff.finance)).statusCode).toBe(403);
    expect((await post(`/api/admin/quotations/${q.number}/price-check`, { lines: [] }, staff.admin)).statusCode).toBe(200);
  });
});
