// Quotation API (spec 7): request (idempotent), list, detail, the PDF and its download link.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  addresses,
  brands,
  categories,
  customRates,
  files,
  products,
  quotationItems,
  quotations,
} from '../src/db/schema';
import { numberInWords, rupeesInWords } from '../src/lib/words';
import { FILE_EXPIRED_MESSAGE, fileKey } from '../src/modules/quotes/files';
import { newQuotationNumber } from '../src/modules/quotes/service';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { pdfText } from './pdfText';

// Password hashing, PDF drawing and a dozen requests per test: more than Jest's 5 s on a busy machine.
jest.setTimeout(60_000);

let t: TestApp;
let alice: TestCustomer; // ships within the store's state; price-list rate on RATED
let bob: TestCustomer; // ships to Karnataka (IGST)
let carol: TestCustomer; // no addresses
let pending: TestCustomer;
const idOf = new Map<string, number>();
const pid = (sku: string) => idOf.get(sku)!;

async function seed() {
  const [category] = await t.db.insert(categories).values({ slug: 'laptops', title: 'Laptops' }).returning();
  const [brand] = await t.db.insert(brands).values({ slug: 'acme', brandName: 'Acme' }).returning();
  const fixture = [
    { sku: 'LAP-01', name: 'Acme Book 14 Laptop i5 16GB 512GB', base: '50000.00', discount: '45999.50', gst: '18' },
    { sku: 'CBL-02', name: 'Acme Cat6 Patch Cable 3 m', base: '250.00', discount: null, gst: '28' },
    { sku: 'RATED', name: 'Acme Rated Router', base: '500.00', discount: '450.00', gst: '18' },
    { sku: 'HIDDEN', name: 'Acme Retired Switch', base: '10.00', discount: null, gst: '18', active: false },
  ];
  const rows = await t.db
    .insert(products)
    .values(
      fixture.map((f) => ({
        sku: f.sku,
        modelNumber: `M-${f.sku}`,
        productName: f.name,
        productSlug: f.sku.toLowerCase(),
        categoryId: category.id,
        brandId: brand.id,
        primaryImage: `img/${f.sku.toLowerCase()}.svg`,
        basePrice: f.base,
        discountPrice: f.discount,
        gstRate: f.gst,
        stockQuantity: 10,
        isActive: f.active ?? true,
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  for (const r of rows) idOf.set(r.sku, r.id);

  alice = await createCustomer(t.db);
  bob = await createCustomer(t.db);
  carol = await createCustomer(t.db);
  pending = await createCustomer(t.db, { status: 'pending' });
  await t.db.insert(customRates).values({ customerId: alice.id, productId: pid('RATED'), customRate: '400.33' });
  const ship = { kind: 'shipping' as const, line1: '14 Dalal Street', city: 'Mumbai', country: 'India', pincode: '400001', phone: '9876543210' };
  await t.db.insert(addresses).values([
    { ...ship, customerId: alice.id, state: 'Maharashtra', isDefault: 'y' },
    { ...ship, customerId: bob.id, city: 'Bengaluru', state: 'Karnataka', pincode: '560034', isDefault: 'y' },
  ]);
  await t.db.insert(addresses).values({
    customerId: alice.id,
    kind: 'billing',
    line1: 'Ballard House',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    pincode: '400001',
    isDefault: 'y',
  });
}

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra', storeName: 'Test Wholesale', storeGstin: '27AABCI4567K1Z8' });
  await seed();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const get = (url: string, who?: TestCustomer) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: who?.auth });
const post = (url: string, payload: Json, who?: TestCustomer) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: who?.auth, payload });
const postForm = (url: string, fields: Record<string, string>, who?: TestCustomer) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...who?.auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${(keySeq += 1)}-abcdef`;
const form = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' };
const request = (who: TestCustomer, lines: [string, number][], extra: Json = {}) =>
  post(
    '/request-quotation',
    {
      product_id: lines.map(([sku]) => pid(sku)),
      quantity: lines.map(([, q]) => q),
      quotation_description: 'For our Pune branch',
      ...form,
      idempotency_key: newKey(),
      ...extra,
    },
    who,
  );
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('amounts in words (Indian numbering)', () => {
  it('reads thousands, lakhs and crores', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(115)).toBe('One Hundred Fifteen');
    expect(numberInWords(100000)).toBe('One Lakh');
    expect(numberInWords(1234567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven');
    expect(numberInWords(10_00_00_000)).toBe('Ten Crore');
    expect(numberInWords(1234_56_78_901)).toBe('One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred One');
    expect(rupeesInWords(10999121)).toBe('Rupees One Lakh Nine Thousand Nine Hundred Ninety One and Twenty One Paise Only');
    expect(rupeesInWords(500)).toBe('Rupees Five Only');
  });
});

describe('POST /request-quotation', () => {
  it('is for approved customers only', async () => {
    expect((await post('/request-quotation', {})).statusCode).toBe(401);
    const res = await request(pending, [['LAP-01', 1]]);
    expect(res.statusCode).toBe(403);
  });

  it('stores a pending quotation with a readable number, the quantities and the default addresses', async () => {
    const res = await request(alice, [
      ['LAP-01', 2],
      ['CBL-02', 3],
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: true, message: 'Quotation submitted successfully', data: { id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), quotation_number: expect.stringMatching(/^QT-\d{8}-[2-9A-HJ-NP-Z]{6}$/) } });
    const [row] = await t.db.select().from(quotations).where(eq(quotations.publicId, body.data.id));
    expect(row).toMatchObject({
      customerId: alice.id,
      status: 'pending',
      quotationDescription: 'For our Pune branch',
      contactName: 'Asha Verma',
      contactEmail: 'asha@example.com',
      contactPhone: '9876543210',
      shippingAddress: expect.objectContaining({ s_address_line1: '14 Dalal Street', s_state: 'Maharashtra' }),
      billingAddress: expect.objectContaining({ b_address_line1: 'Ballard House' }),
    });
    const items = await t.db.select().from(quotationItems).where(eq(quotationItems.quotationId, row.id));
    expect(items.map((i) => [i.productId, i.productQty, i.quotedPrice])).toEqual([
      [pid('LAP-01'), 2, null],
      [pid('CBL-02'), 3, null],
    ]);
  });

  it('makes one quotation from a double submit, sequential or concurrent', async () => {
    const key = newKey();
    const payload = { product_id: [pid('CBL-02')], quantity: [5], ...form, idempotency_key: key };
    const [a, b] = await Promise.all([post('/request-quotation', payload, bob), post('/request-quotation', payload, bob)]);
    const c = await post('/request-quotation', payload, bob);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().data.id, b.json().data.id, c.json().data.id]).size).toBe(1);
    const rows = await t.db.select().from(quotations).where(eq(quotations.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    // The key is per customer: another customer's same key is another quotation.
    const other = await post('/request-quotation', payload, carol);
    expect(other.json().data.id).not.toBe(a.json().data.id);
  });

  it('refuses bad input with field errors', async () => {
    const bad = async (extra: Json, field: string, message?: string) => {
      const res = await request(alice, [['LAP-01', 1]], extra);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toBeDefined();
      if (message) expect(res.json().errors[field]).toContain(message);
    };
    await bad({ quantity: [0] }, 'quantity.0', 'Quantity must be at least 1');
    await bad({ product_id: [pid('LAP-01'), pid('CBL-02')], quantity: [1] }, 'quantity', 'Give one quantity for each product.');
    await bad({ product_id: [pid('LAP-01'), pid('LAP-01')], quantity: [1, 2] }, 'product_id.1', 'This product is already in the list.');
    await bad({ product_id: [pid('LAP-01'), pid('HIDDEN')], quantity: [1, 1] }, 'product_id.1', 'This product is no longer available.');
    await bad({ product_id: [999999], quantity: [1] }, 'product_id.0', 'This product is no longer available.');
    await bad({ name: '  ' }, 'name', 'Name is required');
    await bad({ email: 'not-an-email' }, 'email', 'Enter a valid email address');
    await bad({ phone: '12ab' }, 'phone', 'Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).');
    await bad({ idempotency_key: 'short' }, 'idempotency_key');
    await bad({ product_id: [], quantity: [] }, 'product_id');
    // Spec 4: a line with the customer's price-list rate is not quoted.
    await bad({ product_id: [pid('RATED')], quantity: [1] }, 'product_id.0', 'Acme Rated Router already has your price-list rate, so it cannot be quoted. Remove it from the quote list to submit.');
    // Bob has no price-list rate on it: he may.
    expect((await request(bob, [['RATED', 1]])).statusCode).toBe(200);
  });

  it('numbers quotations by the date in India', () => {
    expect(newQuotationNumber(new Date('2025-03-31T20:00:00Z'))).toMatch(/^QT-20250401-/);
  });
});

describe('GET /quotation-list and /quotation-view/{id}', () => {
  it('pages the customer’s own quotations, newest first, 10 a page', async () => {
    const dave = await createCustomer(t.db);
    const numbers: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await request(dave, [['CBL-02', i + 1]], { quotation_description: `Request ${i + 1}`, name: i === 0 ? 'Dave' : 'Dave Kumar' });
      numbers.push(res.json().data.quotation_number);
    }
    const first = await get('/quotation-list', dave);
    expect(first.statusCode).toBe(200);
    const p1 = first.json().data;
    expect(p1).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(p1.data).toHaveLength(10);
    expect(p1.data[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      quotation_number: numbers[11],
      quotation_description: 'Request 12',
      customer: { primary_contact_name: 'Dave Kumar', company_name: expect.stringMatching(/^Test Company/) },
      status: { status: 'pending', status_title: 'Pending' },
      item_count: 1,
      created_at: expect.stringMatching(/^\d{4}-/),
      valid_until: null,
    });
    const p2 = (await get('/quotation-list?page=2', dave)).json().data;
    expect(p2.data.map((q: { quotation_number: string }) => q.quotation_number)).toEqual([numbers[1], numbers[0]]);
    // Past the last page: the last page.
    expect((await get('/quotation-list?page=99', dave)).json().data.current_page).toBe(2);
    expect((await get('/quotation-list?page=0', dave)).statusCode).toBe(422);
    // Nobody else's quotations.
    const none = await createCustomer(t.db);
    expect((await get('/quotation-list', none)).json().data).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
    expect((await get('/quotation-list')).statusCode).toBe(401);
    expect((await get('/quotation-list', pending)).statusCode).toBe(403);
  });

  it('shows one quotation to its customer and answers 404 to anyone else', async () => {
    const created = (await request(alice, [['LAP-01', 2], ['CBL-02', 1]])).json().data;
    const res = await get(`/quotation-view/${created.id}`, alice);
    expect(res.statusCode).toBe(200);
    const q = res.json().data.quotation;
    expect(q).toMatchObject({
      id: created.id,
      quotation_number: created.quotation_number,
      quotation_description: 'For our Pune branch',
      customer: { primary_contact_name: 'Asha Verma' },
      status: { status: 'pending', status_title: 'Pending' },
      shipping_address: { s_address_line1: '14 Dalal Street', s_city: 'Mumbai', s_state: 'Maharashtra', s_pincode: '400001' },
      billing_address: { b_address_line1: 'Ballard House', b_state: 'Maharashtra' },
      is_priced: false,
      quoted_totals: null,
    });
    expect(q.quotation_items).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        product_qty: 2,
        quoted_price: null,
        // The customer's price today by the one rule (the discount price here), as the draft PDF draws it.
        unit_price: 45999.5,
        product: {
          id: pid('LAP-01'),
          sku: 'LAP-01',
          product_name: 'Acme Book 14 Laptop i5 16GB 512GB',
          product_slug: 'lap-01',
          primary_image: 'img/lap-01.svg',
          base_price: 50000,
          discount_price: 45999.5,
          custom_rates: null,
          gst_rate: 18,
        },
      },
      expect.objectContaining({ product_qty: 1, unit_price: 250, product: expect.objectContaining({ sku: 'CBL-02', base_price: 250 }) }),
    ]);
    expect((await get(`/quotation-view/${created.id}`, bob)).statusCode).toBe(404);
    expect((await get(`/quotation-view/${created.id}`, bob)).json().message).toBe('Quotation not found');
    expect((await get('/quotation-view/2147483647', alice)).statusCode).toBe(404);
    expect((await get('/quotation-view/abc', alice)).statusCode).toBe(404);
    expect((await get(`/quotation-view/${created.id}`)).statusCode).toBe(401);
  });
});

describe('POST /quotation-pdf and the file link', () => {
  const pdfFor = (who: TestCustomer, lines: [string, number][]) =>
    postForm('/quotation-pdf', { productId: lines.map(([s]) => pid(s)).join(','), quantity: lines.map(([, q]) => q).join(',') }, who);

  it('draws the quote list at the customer’s prices with CGST + SGST within the state', async () => {
    const res = await pdfFor(alice, [
      ['LAP-01', 2],
      ['CBL-02', 3],
      ['RATED', 1],
    ]);
    expect(res.statusCode).toBe(200);
    const { fileUrl, expires_at } = res.json();
    expect(fileUrl).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{43}\.pdf$/);
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan((t.config.quotationFileMinutes - 1) * 60_000);

    // Opened in a new window: no token at all.
    const file = await t.app.inject({ url: fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="quotation-draft-\d{8}\.pdf"$/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = flat(pdfText(file.rawPayload));
    for (const expected of [
      'Test Wholesale',
      'GSTIN: 27AABCI4567K1Z8',
      'QUOTATION',
      'Draft (not submitted)',
      'Test Company',
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply: Maharashtra',
      // Lines: SKU, name, quantity, unit price (custom rate on RATED, else list price), amount.
      'LAP-01',
      'Acme Book 14 Laptop i5 16GB 512GB',
      '45,999.50',
      '91,999.00',
      'CBL-02',
      '750.00',
      'RATED',
      '400.33',
      // Totals: 93,149.33 + 8,420.94 CGST + 8,420.94 SGST.
      'Taxable value',
      'Rs. 93,149.33',
      'CGST',
      'SGST',
      'Rs. 8,420.94',
      'Grand total',
      'Rs. 1,09,991.21',
      'Rupees One Lakh Nine Thousand Nine Hundred Ninety One and Twenty One Paise Only',
      'Valid for 15 days',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST Rs.');
    expect(text).not.toContain('₹');

    // Stored owner-only, under DATA_DIR/files (the folder file store, the tests' default).
    const name = fileUrl.split('/').pop()!;
    expect(fs.statSync(path.join(t.config.dataDir, fileKey(name))).mode & 0o777).toBe(0o600);
    // The owner with a token: yes; another customer's token: as if it did not exist.
    expect((await t.app.inject({ url: fileUrl, headers: alice.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: fileUrl, headers: bob.auth })).statusCode).toBe(404);
    // Guessing: no.
    expect((await t.app.inject({ url: `/api/files/${'a'.repeat(43)}.pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/files/..%2F..%2Fdb%2FPG_VERSION' })).statusCode).toBe(404);

    // Expired: gone.
    await t.db.update(files).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(files.fileName, name));
    const expired = await t.app.inject({ url: fileUrl });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(FILE_EXPIRED_MESSAGE);
  });

  it('charges IGST for delivery to another state', async () => {
    const res = await pdfFor(bob, [['LAP-01', 1]]);
    const file = await t.app.inject({ url: res.json().fileUrl });
    const text = flat(pdfText(file.rawPayload));
    // 45,999.50 + 18% IGST 8,279.91 = 54,279.41
    expect(text).toContain('Place of supply: Karnataka');
    expect(text).toContain('IGST');
    expect(text).toContain('Rs. 8,279.91');
    expect(text).toContain('Rs. 54,279.41');
    expect(text).not.toContain('CGST Rs.');
  });

  it('refuses bad lists, unknown products, visitors and pending accounts', async () => {
    expect((await postForm('/quotation-pdf', { productId: '1,2', quantity: '1' }, alice)).json().errors.quantity).toEqual(['Give one quantity for each product.']);
    expect((await postForm('/quotation-pdf', { productId: `${pid('LAP-01')}`, quantity: '0' }, alice)).json().errors.quantity).toEqual([
      'Quantity must be at least 1',
    ]);
    expect((await postForm('/quotation-pdf', { productId: 'x,1', quantity: '1,1' }, alice)).statusCode).toBe(422);
    expect((await postForm('/quotation-pdf', { productId: '999999', quantity: '1' }, alice)).json().errors.productId).toEqual([
      'This product is no longer available.',
    ]);
    expect((await postForm('/quotation-pdf', { productId: `${pid('LAP-01')}`, quantity: '1' })).statusCode).toBe(401);
    expect((await postForm('/quotation-pdf', { productId: `${pid('LAP-01')}`, quantity: '1' }, pending)).statusCode).toBe(403);
  });

  it('draws the store’s answer once the quotation is priced', async () => {
    const created = (await request(bob, [['LAP-01', 2], ['CBL-02', 10]])).json().data;
    const early = await post(`/quotation-pdf/${created.id}`, {}, bob);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The store has not priced this quotation yet.');
    expect((await post(`/quotation-pdf/${created.id}`, {}, alice)).statusCode).toBe(404);

    const [{ serial }] = await t.db.select({ serial: quotations.id }).from(quotations).where(eq(quotations.publicId, created.id));
    const items = await t.db.select().from(quotationItems).where(eq(quotationItems.quotationId, serial));
    for (const item of items) {
      await t.db.update(quotationItems).set({ quotedPrice: item.productId === pid('LAP-01') ? '44000.00' : '199.00' }).where(eq(quotationItems.id, item.id));
    }
    await t.db.update(quotations).set({ status: 'quoted', quotedAt: new Date() }).where(eq(quotations.publicId, created.id));

    const view = (await get(`/quotation-view/${created.id}`, bob)).json().data.quotation;
    expect(view.is_priced).toBe(true);
    expect(view.status).toEqual({ status: 'quoted', status_title: 'Quoted' });
    expect(view.quotation_items.map((i: { quoted_price: number }) => i.quoted_price)).toEqual([44000, 199]);
    // 88,000 + 1,990 = 89,990; IGST 15,840 + 557.20 = 16,397.20; total 1,06,387.20
    expect(view.quoted_totals).toEqual({ sub_total: 89990, cgst_amount: 0, sgst_amount: 0, igst_amount: 16397.2, grand_total: 106387.2 });

    const res = await post(`/quotation-pdf/${created.id}`, {}, bob);
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ url: res.json().fileUrl });
    expect(file.headers['content-disposition']).toBe(`inline; filename="${created.quotation_number}.pdf"`);
    const text = flat(pdfText(file.rawPayload));
    expect(text).toContain(created.quotation_number);
    expect(text).toContain('Quoted');
    expect(text).toContain('44,000.00');
    expect(text).toContain('88,000.00');
    expect(text).toContain('Rs. 1,06,387.20');
    expect(text).toContain('Rupees One Lakh Six Thousand Three Hundred Eighty Seven and Twenty Paise Only');
    expect(text).toContain(`Prices quoted by Test Wholesale in answer to quotation request ${created.quotation_number}.`);
  });
});
