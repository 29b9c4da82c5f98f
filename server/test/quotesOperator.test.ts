// The operator's quotation commands: the operator API, the shared service functions and
// `npm run store -- quotations | quotation | quote-price | quote-status | quote-reply` in both modes.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { main, type CliIo } from '../src/cli';
import { openDatabase, type Db } from '../src/db/client';
import { addresses, brands, categories, products, quotationItems, quotations } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { createServices } from '../src/services';
import { writeServerFile } from '../src/lib/serverFile';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { outbox, sentMails } from './outbox';

jest.setTimeout(120_000);

const SECRET = 'operator-secret-for-quotation-tests';

let t: TestApp;
let buyer: TestCustomer;

/** Two products and a customer shipping to Karnataka (IGST); returns product ids by SKU. */
async function seedShop(db: Db, prefix: string): Promise<Map<string, number>> {
  const [category] = await db.insert(categories).values({ slug: `${prefix}-cat`, title: 'Networking' }).returning();
  const [brand] = await db.insert(brands).values({ slug: `${prefix}-brand`, brandName: 'Acme' }).returning();
  const rows = await db
    .insert(products)
    .values(
      [
        { sku: `${prefix}-RTR`, name: 'Acme Router AX3000', base: '6000.00', discount: '5499.00' },
        { sku: `${prefix}-SW`, name: 'Acme 24-port Switch', base: '12000.00', discount: null },
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
    .returning({ id: products.id, sku: products.sku });
  return new Map(rows.map((r) => [r.sku, r.id]));
}

/** A pending quotation straight in the database: 10 routers and 2 switches. */
async function makeQuotation(db: Db, customerId: number, ids: Map<string, number>, number: string, contactEmail: string | null = 'buyer@example.com') {
  const [q] = await db
    .insert(quotations)
    .values({
      quotationNumber: number,
      customerId,
      contactName: 'Ravi Rao',
      contactEmail,
      contactPhone: '9876543210',
      quotationDescription: 'Branch office',
      shippingAddress: { s_address_line1: '80 Feet Road', s_address_line2: null, s_city: 'Bengaluru', s_state: 'Karnataka', s_country: 'India', s_pincode: '560034', s_phone: '9876543210' },
    })
    .returning();
  const [rtr, sw] = [...ids.values()];
  await db.insert(quotationItems).values([
    { quotationId: q.id, productId: rtr, productQty: 10 },
    { quotationId: q.id, productId: sw, productQty: 2 },
  ]);
  return q;
}

/** Every mail the test app sent so far, oldest first, once its queue has sent what is ready. */
const mails = async () => (await outbox(t)).map((m) => m.text);

/**
 * The mails the tool queued in DATA_DIR's database, sent as a server of that store would send them
 * (its queue, its mailer: the outbox folder), read back as text.
 */
async function sentByTheStore(dataDir: string, env: Record<string, string>): Promise<string[]> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const config = loadConfig({ ...env, JOB_POLL_MS: '0' });
    const services = createServices(config, database.db);
    await services.jobs.drain();
    return sentMails(config).map((m) => m.text);
  } finally {
    await database.close();
  }
}

function capture(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

let ids: Map<string, number>;
beforeAll(async () => {
  t = await buildTestApp({ operatorSecret: SECRET, storeState: 'Maharashtra', publicUrl: 'http://store.example' });
  ids = await seedShop(t.db, 'OPQ');
  buyer = await createCustomer(t.db);
  await t.db.insert(addresses).values({
    customerId: buyer.id,
    kind: 'shipping',
    line1: '80 Feet Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode: '560034',
    phone: '9876543210',
    isDefault: 'y',
  });
});
afterAll(() => t.close());

const op = (method: 'GET' | 'POST', route: string, payload?: object, secret: string | null = SECRET) =>
  t.app.inject({ method, url: `/api/operator/${route}`, headers: secret === null ? {} : { 'x-operator-secret': secret }, payload });

describe('operator API: quotations', () => {
  it('needs the secret', async () => {
    expect((await op('GET', 'quotations', undefined, null)).statusCode).toBe(401);
    expect((await op('POST', 'quotations/QT-X/price', { prices: { a: 1 } }, 'wrong')).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/operator/quotations', headers: buyer.auth });
    expect(res.statusCode).toBe(401);
  });

  it('lists, shows, prices line by line, and mails the customer once every line has a price', async () => {
    const q = await makeQuotation(t.db, buyer.id, ids, 'QT-20250101-AAAAAA');
    const list = await op('GET', 'quotations?status=pending');
    expect(list.statusCode).toBe(200);
    expect(list.json().quotations).toContainEqual(
      expect.objectContaining({ quotation_number: 'QT-20250101-AAAAAA', status: 'pending', status_title: 'Pending', customer_email: buyer.email, item_count: 2, priced_count: 0 }),
    );
    expect((await op('GET', 'quotations?status=quoted')).json().quotations).toEqual([]);
    expect((await op('GET', 'quotations?status=bogus')).statusCode).toBe(422);

    const one = await op('GET', 'quotations/qt-20250101-aaaaaa');
    expect(one.statusCode).toBe(200);
    expect(one.json().quotation).toMatchObject({
      quotation_number: 'QT-20250101-AAAAAA',
      shipping_state: 'Karnataka',
      lines: [
        { sku: 'OPQ-RTR', quantity: 10, list_price: 5499, custom_rate: null, current_price: 5499, quoted_price: null, gst_rate: 18 },
        { sku: 'OPQ-SW', quantity: 2, list_price: 12000, quoted_price: null },
      ],
      totals: null,
    });
    expect((await op('GET', 'quotations/QT-NOPE')).statusCode).toBe(404);

    const partial = await op('POST', 'quotations/QT-20250101-AAAAAA/price', { prices: { 'opq-rtr': '5000' } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ complete: false, mailed: false, quotation: { status: 'pending', priced_count: 1 } });
    expect(await mails()).toHaveLength(0);

    const done = await op('POST', 'quotations/QT-20250101-AAAAAA/price', { prices: { 'OPQ-SW': 11250.5 } });
    expect(done.json()).toMatchObject({
      complete: true,
      mailed: true,
      // 50,000 + 22,501 = 72,501; IGST 18% = 13,050.18
      quotation: { status: 'quoted', status_title: 'Quoted', totals: { sub_total: 72501, igst: 13050.18, cgst: 0, grand_total: 85551.18 } },
    });
    const [row] = await t.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row.status).toBe('quoted');
    expect(row.quotedAt).not.toBeNull();
    const [mail] = await mails();
    expect(mail).toContain('To: buyer@example.com');
    expect(mail).toContain('Subject: Your quotation QT-20250101-AAAAAA has been priced');
    expect(mail).toContain('OPQ-SW');
    expect(mail).toContain('11,250.50');
    expect(mail).toContain('Grand total with GST: ');
    expect(mail).toContain('85,551.18');
    expect(mail).toContain(`http://store.example/quotation-details/${q.publicId}`);

    // The customer sees the answer.
    const view = (await t.app.inject({ url: `/api/quotation-view/${q.publicId}`, headers: buyer.auth })).json().data.quotation;
    expect(view).toMatchObject({ is_priced: true, status: { status_title: 'Quoted' }, quoted_totals: { grand_total: 85551.18 } });
  });

  it('refuses unknown SKUs, bad prices, closed quotations and quoting before pricing', async () => {
    await makeQuotation(t.db, buyer.id, ids, 'QT-20250101-BBBBBB', null);
    const unknown = await op('POST', 'quotations/QT-20250101-BBBBBB/price', { prices: { 'NOT-HERE': '1' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'NOT-HERE': ['Quotation QT-20250101-BBBBBB has no line with this SKU.'] });
    const bad = await op('POST', 'quotations/QT-20250101-BBBBBB/price', { prices: { 'OPQ-RTR': '-4' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['OPQ-RTR'][0]).toMatch(/^Price must be a number of rupees/);
    expect((await op('POST', 'quotations/QT-20250101-BBBBBB/price', { prices: {} })).statusCode).toBe(422);

    const early = await op('POST', 'quotations/QT-20250101-BBBBBB/status', { status: 'quoted' });
    expect(early.statusCode).toBe(409);
    expect((await op('POST', 'quotations/QT-20250101-BBBBBB/status', { status: 'lost' })).statusCode).toBe(422);

    // The flow: an unanswered quotation cannot be rejected (only an answer can).
    const unanswered = await op('POST', 'quotations/QT-20250101-BBBBBB/status', { status: 'rejected' });
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json().message).toBe('Quotation QT-20250101-BBBBBB has not been priced by the store yet, so it cannot be rejected.');
    expect((await op('POST', 'quotations/QT-20250101-BBBBBB/price', { prices: { 'OPQ-RTR': '5000', 'OPQ-SW': '11000' } })).statusCode).toBe(200);

    const before = (await mails()).length;
    const rejected = await op('POST', 'quotations/QT-20250101-BBBBBB/status', { status: 'Rejected' });
    expect(rejected.json()).toMatchObject({ changed: true, mailed: true, quotation: { status: 'rejected', status_title: 'Rejected' } });
    const latest = await mails();
    expect(latest).toHaveLength(before + 1);
    // Without a contact email on the quotation, the account's email is used.
    expect(latest.some((m) => m.includes(`To: ${buyer.email}`) && m.includes('is now Rejected'))).toBe(true);
    expect((await op('POST', 'quotations/QT-20250101-BBBBBB/status', { status: 'rejected' })).json()).toMatchObject({ changed: false, mailed: false });
    const closed = await op('POST', 'quotations/QT-20250101-BBBBBB/price', { prices: { 'OPQ-RTR': '1' } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Quotation QT-20250101-BBBBBB is rejected: it can no longer be priced.');
  });
});

describe('npm run store: quotation commands', () => {
  it('checks its usage', async () => {
    const env = { DATA_DIR: '/nonexistent' };
    for (const [argv, usage] of [
      [['quotation'], 'Usage: npm run store -- quotation <number>'],
      [['quote-price', 'QT-1'], 'Usage: npm run store -- quote-price <number> <sku>=<unit price> ...'],
      [['quote-status', 'QT-1'], 'Usage: npm run store -- quote-status <number> <status>'],
      [['quote-reply', 'QT-1'], 'Usage: npm run store -- quote-reply <number> <text>'],
      [['quotations', '--state', 'x'], 'Usage: npm run store -- quotations [--status <status>]'],
    ] as const) {
      const io = capture();
      expect(await main([...argv], env, io)).toBe(2);
      expect(io.stderr[0]).toBe(usage);
    }
    const help = capture();
    await main(['help'], env, help);
    expect(help.stdout.join('\n')).toMatch(/quote-price <number> <sku>=<unit price>/);
  });

  it('works on the database directly while the store is stopped', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-cli-q-'));
    try {
      const template = process.env.STORE_TEST_TEMPLATE;
      const database = await openDatabase({
        dataDir: path.join(dataDir, 'db'),
        loadDataDir: template && !process.env.DATABASE_URL ? new Blob([fs.readFileSync(template)]) : undefined,
      });
      await database.migrate();
      const shop = await seedShop(database.db, 'CLI');
      const c = await createCustomer(database.db);
      await makeQuotation(database.db, c.id, shop, 'QT-20250202-CCCCCC');
      await database.close();
      const env = { DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.example' };

      const list = capture();
      expect(await main(['quotations', '--status', 'pending'], env, list)).toBe(0);
      expect(list.stdout[0]).toBe('1 quotation (pending):');
      expect(list.stdout.join('\n')).toMatch(/QT-20250202-CCCCCC\s+Pending\s+/);

      const show = capture();
      expect(await main(['quotation', 'QT-20250202-CCCCCC'], env, show)).toBe(0);
      expect(show.stdout.join('\n')).toMatch(/CLI-RTR\s+Acme Router AX3000\s+10\s+₹5,499\.00\s+-\s+-\s+18/);

      const partial = capture();
      expect(await main(['quote-price', 'QT-20250202-CCCCCC', 'CLI-RTR=5100'], env, partial)).toBe(0);
      expect(partial.stdout.at(-1)).toBe('Still to price: CLI-SW. The quotation stays Pending until every line has a price.');

      const bad = capture();
      expect(await main(['quote-price', 'QT-20250202-CCCCCC', 'CLI-SW'], env, bad)).toBe(1);
      expect(bad.stderr[0]).toBe('Error: Not a <sku>=<unit price> pair: CLI-SW');
      const unknown = capture();
      expect(await main(['quote-price', 'QT-20250202-CCCCCC', 'NOPE=5'], env, unknown)).toBe(1);
      expect(unknown.stderr.join('\n')).toContain('NOPE: Quotation QT-20250202-CCCCCC has no line with this SKU.');

      const done = capture();
      expect(await main(['quote-price', 'QT-20250202-CCCCCC', 'CLI-SW=11000.50'], env, done)).toBe(0);
      expect(done.stdout.join('\n')).toContain('Every line is priced: QT-20250202-CCCCCC is now Quoted. The customer was mailed at buyer@example.com.');
      // Direct mode queues the mail in the store's database; the server sends it when it runs the queue.
      expect(await sentByTheStore(dataDir, env)).toEqual([expect.stringContaining('http://shop.example/quotation-details/')]);

      const status = capture();
      expect(await main(['quote-status', 'QT-20250202-CCCCCC', 'accepted'], env, status)).toBe(0);
      expect(status.stdout[0]).toBe('QT-20250202-CCCCCC is now Accepted. The customer was mailed.');
      // No way back, not even for the operator.
      const back = capture();
      expect(await main(['quote-status', 'QT-20250202-CCCCCC', 'pending'], env, back)).toBe(1);
      expect(back.stderr[0]).toBe('Error: Quotation QT-20250202-CCCCCC is accepted: it cannot go back to pending.');

      const reply = capture();
      expect(await main(['quote-reply', 'QT-20250202-CCCCCC', 'Delivery', 'in 3 days.'], env, reply)).toBe(0);
      expect(reply.stdout[0]).toBe("Answer added to QT-20250202-CCCCCC's thread. The customer was mailed at buyer@example.com.");
      const thread = capture();
      expect(await main(['quotation', 'QT-20250202-CCCCCC'], env, thread)).toBe(0);
      expect(thread.stdout.join('\n')).toMatch(/Messages:\n.+ Store:\n {4}Delivery in 3 days\./);
      const missing = capture();
      expect(await main(['quotation', 'QT-NONE'], env, missing)).toBe(1);
      expect(missing.stderr[0]).toBe('Error: No quotation with the number QT-NONE.');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('goes through the operator API while the store runs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-live-q-'));
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      writeServerFile(dir, { url: `http://127.0.0.1:${port}`, secret: SECRET, pid: process.pid });
      await makeQuotation(t.db, buyer.id, ids, 'QT-20250303-DDDDDD');
      // DATA_DIR holds no database: only the API can answer.
      const show = capture();
      expect(await main(['quotation', 'QT-20250303-DDDDDD'], { DATA_DIR: dir }, show)).toBe(0);
      expect(show.stdout[0]).toMatch(/^QT-20250303-DDDDDD {2}Pending/);
      const price = capture();
      expect(await main(['quote-price', 'QT-20250303-DDDDDD', 'OPQ-RTR=5000', 'OPQ-SW=11000'], { DATA_DIR: dir }, price)).toBe(0);
      expect(price.stdout.join('\n')).toContain('is now Quoted. The customer was mailed');
      const [row] = await t.db.select().from(quotations).where(eq(quotations.quotationNumber, 'QT-20250303-DDDDDD'));
      expect(row.status).toBe('quoted');
      const list = capture();
      expect(await main(['quotations'], { DATA_DIR: dir }, list)).toBe(0);
      expect(list.stdout.join('\n')).toMatch(/QT-20250303-DDDDDD\s+Quoted/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
