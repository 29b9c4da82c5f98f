// The product CSV import and export in the back office: a job started, its file streamed, kept and
// queued, run by the job queue ('catalog-import'), a dry run that changes nothing, row errors by line
// and field, files that are not the format, all or nothing, the progress, the audit entry, another
// server process's next listing, and imports whose run dies: tried again once, then failed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, type Db } from '../src/db/client';
import { auditLog, brands, categories, customRates, importJobs, products } from '../src/db/schema';
import { ABANDONED_AFTER_MS, IMPORT_PART_BYTES, importQueueJobId } from '../src/modules/catalog/importJobs';
import { createCustomer } from './factories';
import { CsvStreamReader, parseCsv } from '../src/lib/csv';
import { buildTestApp, drainJobs, type TestApp } from './helper';
import { createStaffTeam, type TestStaff } from './staffFactory';
import type { StaffRole } from '@contracts/staff';

const HEADER = 'sku,product_name,model_number,category,sub_category,brand,base_price,discount_price,gst_rate,stock_quantity';
const csv = (...rows: string[]) => `${[HEADER, ...rows].join('\r\n')}\r\n`;
const MOUSE = 'IMP-MOU-1,Logitech M90 Import Mouse,M90,accessories,mice,Logitech,399,,18,250';
const KEYBOARD = 'IMP-KEY-1,"Logitech K120 Keyboard, USB",K120,accessories,,Logitech,699,649,18,40';

let t: TestApp;
let team: Record<StaffRole, TestStaff>;

async function taxonomy(db: Db) {
  const [accessories] = await db.insert(categories).values({ slug: 'accessories', title: 'Accessories' }).returning();
  await db.insert(categories).values({ slug: 'mice', title: 'Mice', parentId: accessories.id });
  await db.insert(brands).values({ slug: 'logitech', brandName: 'Logitech' });
}

beforeAll(async () => {
  t = await buildTestApp();
  team = await createStaffTeam(t.db);
  await taxonomy(t.db);
});
afterAll(async () => t.close());

/** Starts a job and sends it the file, as the page does, without running the queue; answers the upload's reply and the job id. */
async function send(body: string | Buffer, dryRun: boolean, who: TestStaff = team.catalogue) {
  const start = await t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: who.auth, payload: { dry_run: dryRun } });
  expect(start.statusCode).toBe(200);
  const id = start.json().job.id as number;
  expect(start.json().job).toMatchObject({ status: 'waiting', progress: 0, dry_run: dryRun });
  const res = await t.app.inject({ method: 'PUT', url: `/api/admin/imports/${id}/file`, headers: { ...who.auth, 'content-type': 'text/csv' }, payload: body });
  return { res, id };
}
const poll = async (id: number) => (await t.app.inject({ url: `/api/admin/imports/${id}`, headers: team.catalogue.auth })).json().job;
/** The queue's state of an import's job ('created', 'retry', 'active', 'completed', 'failed'), or null when none was sent. */
async function queueState(id: number): Promise<string | null> {
  const res = (await t.db.execute(sql`select state from pgboss.job where name = 'catalog-import' and id = ${importQueueJobId(id)}::uuid`)) as unknown as { rows: { state: string }[] };
  return res.rows[0]?.state ?? null;
}
/** A retry waits about 30 s: due now. */
const retryNow = (id: number) => t.db.execute(sql`update pgboss.job set start_after = now() where name = 'catalog-import' and id = ${importQueueJobId(id)}::uuid`);
/** The kept upload of a file (a small one has one part). */
const keptFile = (id: number, part = 1) => `imports/import-${id}-${String(part).padStart(3, '0')}.csv`;

/** ... then lets the queue run it, as a server process would, and answers the job as the page then polls it. */
async function upload(body: string | Buffer, dryRun: boolean, who: TestStaff = team.catalogue) {
  const { res, id } = await send(body, dryRun, who);
  await drainJobs(t);
  const job = (await t.app.inject({ url: `/api/admin/imports/${id}`, headers: who.auth })).json().job;
  return { res, id, job };
}

const count = async () => (await t.db.select({ id: products.id }).from(products)).length;

describe('the CSV reader for uploads', () => {
  it('gives the same records and line numbers as the whole-file reader, however the file is cut', () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",z\n3,,\n4,5" screen,"q""\r\n""x"\n';
    const whole = parseCsv(text);
    for (const size of [1, 2, 3, 5, 7, 11, text.length]) {
      const reader = new CsvStreamReader();
      for (let i = 0; i < text.length; i += size) reader.push(text.slice(i, i + size));
      expect({ size, records: reader.end() }).toEqual({ size, records: whole });
    }
  });
});

describe('POST /admin/imports + PUT /admin/imports/:id/file', () => {
  it('dry run: reports new, changed and unchanged, and changes nothing', async () => {
    const before = await count();
    const { res, job } = await upload(csv(MOUSE, KEYBOARD), true);
    expect(res.statusCode).toBe(200);
    expect(job).toMatchObject({ status: 'done', progress: 100, dry_run: true, error_count: 0 });
    expect(job.counts).toMatchObject({ rows: 2, created: 2, updated: 0, unchanged: 0 });
    expect(await count()).toBe(before);
  });

  it('import: writes the rows, records who imported what, and another server process lists them at once', async () => {
    // Another process: its own app (caches) on the same database (on PostgreSQL, its own connections).
    const otherDb = process.env.DATABASE_URL ? await openDatabase({ databaseUrl: process.env.DATABASE_URL }) : t.database;
    const other = await buildApp({ config: t.config, database: otherDb });
    try {
      const listed = async () => (await other.inject({ url: '/api/product-list?category=accessories' })).json().data.data.map((p: { sku: string }) => p.sku).sort();
      expect(await listed()).toEqual([]);
      const { res, job, id } = await upload(csv(MOUSE, KEYBOARD), false);
      expect(res.statusCode).toBe(200);
      expect(job).toMatchObject({ status: 'done', progress: 100, dry_run: false, started_by: team.catalogue.name });
      expect(job.counts).toMatchObject({ rows: 2, created: 2, updated: 0, unchanged: 0 });
      expect(await listed()).toEqual(['IMP-KEY-1', 'IMP-MOU-1']);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.import'));
      expect(entry).toMatchObject({ actorEmail: team.catalogue.email, entityType: 'import', entityId: String(id) });
      expect(entry.after).toMatchObject({ rows: 2, created: 2, updated: 0, unchanged: 0 });
      // The same file again: unchanged; a price change: changed.
      const again = await upload(csv(MOUSE, KEYBOARD.replace(',699,649,', ',699,599,')), true);
      expect(again.job.counts).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    } finally {
      await other.close();
      if (otherDb !== t.database) await otherDb.close();
    }
  });

  it('refuses a file with row errors as a whole, listing each error by line and field, paged', async () => {
    const before = await count();
    const bad = Array.from({ length: 60 }, (_, i) => `IMP-BAD-${i},Bad ${i},B${i},accessories,,Logitech,abc,,18,1`);
    const { res, id, job } = await upload(csv('IMP-NEW-1,Fine,F1,accessories,,Logitech,100,,18,1', 'IMP-NEW-2,No brand,F2,accessories,,Nokia,100,,7,1', ...bad), false);
    // The upload was taken; the refusal is the import's outcome.
    expect(res.statusCode).toBe(200);
    expect(job).toMatchObject({ status: 'refused', progress: 100, error_count: 61 });
    expect(job.message).toMatch(/^61 of 62 rows have errors: nothing was imported/);
    expect(await count()).toBe(before);
    const page1 = (await t.app.inject({ url: `/api/admin/imports/${id}/errors`, headers: team.catalogue.auth })).json().errors;
    expect(page1).toMatchObject({ current_page: 1, last_page: 2, per_page: 50, total: 62 });
    expect(page1.data.slice(0, 3)).toEqual([
      { line: 3, sku: 'IMP-NEW-2', field: 'brand', message: "Unknown brand 'Nokia' (add it on the Brands page first)." },
      { line: 3, sku: 'IMP-NEW-2', field: 'gst_rate', message: "gst_rate must be one of 0, 5, 12, 18, 28, not '7'." },
      { line: 4, sku: 'IMP-BAD-0', field: 'base_price', message: expect.stringMatching(/^base_price must be a number of rupees/) },
    ]);
    const page2 = (await t.app.inject({ url: `/api/admin/imports/${id}/errors?page=2`, headers: team.catalogue.auth })).json().errors;
    expect(page2.data).toHaveLength(12);
    expect(page2.data.at(-1)).toMatchObject({ line: 63, sku: 'IMP-BAD-59', field: 'base_price' });
  });

  it('refuses a file that is not a product CSV: binary data at once, a wrong header or a quote never closed once it runs', async () => {
    const before = await count();
    // Not text: refused by the upload itself, never queued.
    const binary = await send(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]), false);
    expect(binary.res.statusCode).toBe(422);
    expect(binary.res.json().message).toMatch(/^The file is not a CSV text file/);
    expect(await poll(binary.id)).toMatchObject({ status: 'failed', message: expect.stringMatching(/^The file is not a CSV text file/) });
    const latin1 = await send(Buffer.from('sku,product_name\r\nX-1,Caf\xe9\r\n', 'latin1'), false);
    expect(latin1.res.statusCode).toBe(422);
    expect(latin1.res.json().message).toMatch(/not UTF-8/);
    expect(await drainJobs(t)).toBe(0);
    // Text that is not the format: a finished import that says why, not a failed job.
    const header = await upload('name,price\r\nMouse,399\r\n', false);
    expect(header.res.statusCode).toBe(200);
    expect(header.job).toMatchObject({ status: 'failed', progress: 100, message: 'The header row is not a product CSV header.' });
    const quote = await upload(csv('IMP-Q-1,"Open quote,M,accessories,,Logitech,1,,18,1'), false);
    expect(quote.res.statusCode).toBe(200);
    expect(quote.job).toMatchObject({ status: 'failed', message: 'The file is not valid CSV.' });
    const quoteErrors = (await t.app.inject({ url: `/api/admin/imports/${quote.id}/errors`, headers: team.catalogue.auth })).json().errors.data;
    expect(quoteErrors).toEqual([{ line: 2, sku: '', field: '', message: expect.stringMatching(/quote/i) }]);
    for (const id of [header.id, quote.id]) expect(await queueState(id)).toBe('completed');
    expect(await count()).toBe(before);
  });

  it('takes one file per job, and a job of another kind or id is not found', async () => {
    const { id } = await upload(csv(MOUSE), true);
    const second = await t.app.inject({ method: 'PUT', url: `/api/admin/imports/${id}/file`, headers: { ...team.catalogue.auth, 'content-type': 'text/csv' }, payload: csv(MOUSE) });
    expect(second.statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/admin/imports/999999', headers: team.admin.auth })).statusCode).toBe(404);
    const noBody = await t.app.inject({ method: 'PUT', url: `/api/admin/imports/999999/file`, headers: team.catalogue.auth, payload: {} });
    expect(noBody.statusCode).toBe(422);
  });

  it('says a job left unfinished by a stopped server failed, once no process has written it for five minutes; a recent one still runs', async () => {
    const started = async () => (await t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: team.catalogue.auth, payload: { dry_run: false } })).json().job.id as number;
    const stale = await started();
    const recent = await started();
    const neverSent = await started();
    const longAgo = new Date(Date.now() - ABANDONED_AFTER_MS - 60_000);
    await t.db.update(importJobs).set({ status: 'reading', progress: 30, updatedAt: longAgo }).where(eq(importJobs.id, stale));
    await t.db.update(importJobs).set({ status: 'reading', progress: 30 }).where(eq(importJobs.id, recent));
    await t.db.update(importJobs).set({ updatedAt: longAgo }).where(eq(importJobs.id, neverSent));

    expect(await poll(stale)).toMatchObject({ status: 'failed', progress: 100, message: expect.stringMatching(/stopped before it finished.*nothing was imported/) });
    expect(await poll(recent)).toMatchObject({ status: 'reading', progress: 30 });
    expect(await poll(neverSent)).toMatchObject({ status: 'failed', message: expect.stringMatching(/never arrived/) });
  });

  it('removes unsafe markup from long descriptions, says which rows and what in the dry run, and stores only what is safe', async () => {
    const header = `${HEADER},long_description`;
    const dirty = '<p>Quiet <b>clicks</b></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">more</a>';
    const file = `${[header, `IMP-SAFE-1,Quiet Mouse,QM1,accessories,mice,Logitech,499,,18,10,"${dirty.replace(/"/g, '""')}"`, 'IMP-SAFE-2,Plain Mouse,PM1,accessories,mice,Logitech,299,,18,10,Just text & numbers'].join('\r\n')}\r\n`;
    const dry = await upload(file, true);
    expect(dry.job.status).toBe('done');
    expect(dry.job.counts.cleaned_count).toBe(1);
    expect(dry.job.counts.cleaned).toEqual([{ line: 2, sku: 'IMP-SAFE-1', message: 'long_description: removed <script>, onerror on <img>, a javascript: link' }]);

    const real = await upload(file, false);
    expect(real.job).toMatchObject({ status: 'done', counts: { created: 2, cleaned_count: 1 } });
    const [stored] = await t.db.select({ id: products.id, html: products.longDescription }).from(products).where(eq(products.sku, 'IMP-SAFE-1'));
    expect(stored.html).toContain('<p>Quiet <b>clicks</b></p>');
    for (const bad of ['<script', 'onerror', 'javascript:']) expect(stored.html).not.toContain(bad);
    const [plain] = await t.db.select({ html: products.longDescription }).from(products).where(eq(products.sku, 'IMP-SAFE-2'));
    expect(plain.html).toBe('Just text & numbers');
  });

  it('is for Catalogue and Admin only', async () => {
    for (const role of ['sales', 'finance', 'dispatch'] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: team[role].auth, payload: { dry_run: true } });
      expect(`${role} ${res.statusCode}`).toBe(`${role} 403`);
    }
    expect((await upload(csv(MOUSE), true, team.admin)).job.status).toBe('done');
  });
});

describe("the import queue ('catalog-import')", () => {
  const row = (sku: string) => `${sku},Queue Test Mouse ${sku},Q-${sku},accessories,mice,Logitech,499,,18,5`;
  const skus = async () => (await t.db.select({ sku: products.sku }).from(products)).map((p) => p.sku);

  it('answers the upload at once with the import queued and its file kept; the queue runs it, reports it and removes the file', async () => {
    const { res, id } = await send(csv(row('IMP-QUE-1')), false);
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ status: 'queued', progress: 40, message: null });
    expect(await poll(id)).toMatchObject({ status: 'queued', progress: 40 });
    expect(await queueState(id)).toBe('created');
    expect(await t.app.fileStore.get(keptFile(id))).not.toBeNull();
    expect(await skus()).not.toContain('IMP-QUE-1');

    expect(await drainJobs(t)).toBe(1);
    expect(await poll(id)).toMatchObject({ status: 'done', progress: 100, counts: { rows: 1, created: 1, updated: 0, unchanged: 0 }, started_by: team.catalogue.name });
    expect(await skus()).toContain('IMP-QUE-1');
    expect(await queueState(id)).toBe('completed');
    expect(await t.app.fileStore.get(keptFile(id))).toBeNull();
  });

  it('keeps a file larger than one part in parts and reads them back as one, a character cut between two parts included', async () => {
    const head = `${HEADER},long_description\r\nIMP-QUE-BIG,Big Mouse,BM1,accessories,mice,Logitech,499,,18,5,`;
    // The rupee sign (3 bytes) starts one byte before the end of the first part.
    const filler = 'x'.repeat(IMPORT_PART_BYTES - Buffer.byteLength(head) - 1);
    const { res, id } = await send(`${head}${filler}₹ tail\r\n`, false);
    expect(res.json().job.status).toBe('queued');
    expect((await t.app.fileStore.get(keptFile(id, 1)))?.size).toBe(IMPORT_PART_BYTES);
    expect((await t.app.fileStore.get(keptFile(id, 2)))?.bytes.toString('latin1')).toBe('\x82\xb9 tail\r\n');
    await drainJobs(t);
    expect(await poll(id)).toMatchObject({ status: 'done', counts: { rows: 1, created: 1, cleaned_count: 0 } });
    for (const part of [1, 2]) expect(await t.app.fileStore.get(keptFile(id, part))).toBeNull();
    const [big] = await t.db.select({ html: products.longDescription }).from(products).where(eq(products.sku, 'IMP-QUE-BIG'));
    expect(big.html?.length).toBe(filler.length + '₹ tail'.length);
    expect(big.html?.endsWith('x₹ tail')).toBe(true);
    // The later tests export the catalogue: without this one.
    await t.db.delete(products).where(eq(products.sku, 'IMP-QUE-BIG'));
  });

  it('a dry run goes the same way, and changes nothing', async () => {
    const { res, id } = await send(csv(row('IMP-QUE-DRY')), true);
    expect(res.json().job).toMatchObject({ status: 'queued', dry_run: true });
    await drainJobs(t);
    expect(await poll(id)).toMatchObject({ status: 'done', dry_run: true, counts: { created: 1 } });
    expect(await skus()).not.toContain('IMP-QUE-DRY');
  });

  it('a run that dies is queued again with the reason, and the second try imports the file', async () => {
    const { id } = await send(csv(row('IMP-QUE-2')), false);
    const kept = await t.app.fileStore.get(keptFile(id));
    // The first run finds no file (a store that lost it for a while): not the file's fault.
    await t.app.fileStore.delete(keptFile(id));
    await drainJobs(t);
    expect(await poll(id)).toMatchObject({
      status: 'queued',
      message: expect.stringMatching(/^The import stopped \(the uploaded file is no longer in the file store.*\) and nothing was imported: it will be tried again shortly\.$/),
    });
    expect(await queueState(id)).toBe('retry');
    expect(await skus()).not.toContain('IMP-QUE-2');

    await t.app.fileStore.put(keptFile(id), kept!.bytes, { contentType: 'text/csv' });
    await retryNow(id);
    await drainJobs(t);
    expect(await poll(id)).toMatchObject({ status: 'done', message: null, counts: { created: 1 } });
    expect(await queueState(id)).toBe('completed');
    expect(await skus()).toContain('IMP-QUE-2');
  });

  it('a run that dies on its last try fails the import with the reason: never left running', async () => {
    const { id } = await send(csv(row('IMP-QUE-3')), false);
    await t.app.fileStore.delete(keptFile(id));
    await drainJobs(t);
    expect(await poll(id)).toMatchObject({ status: 'queued' });
    await retryNow(id);
    await drainJobs(t);
    expect(await poll(id)).toMatchObject({
      status: 'failed',
      progress: 100,
      message: expect.stringMatching(/^This import failed \(the uploaded file is no longer in the file store.*\): nothing was imported\. Choose the file again\.$/),
    });
    expect(await queueState(id)).toBe('failed');
    expect(await skus()).not.toContain('IMP-QUE-3');
  });

  it('a worker that died mid-run: the import is queued again when the queue takes the job back, and failed when it gives up', async () => {
    const { id } = await send(csv(row('IMP-QUE-4')), false);
    const boss = t.app.services.jobs.boss;
    // A process takes the job and dies while writing; the queue expires a run after its time.
    const dies = async () => {
      const [taken] = await boss.fetch('catalog-import');
      expect(taken.id).toBe(importQueueJobId(id));
      await t.db.update(importJobs).set({ status: 'writing', progress: 70 }).where(eq(importJobs.id, id));
      expect(await poll(id)).toMatchObject({ status: 'writing', progress: 70 });
      await t.db.execute(sql`update pgboss.job set started_on = now() - interval '2 hours' where name = 'catalog-import' and id = ${taken.id}::uuid`);
      await boss.expire();
    };

    await dies();
    expect(await queueState(id)).toBe('retry');
    expect(await poll(id)).toMatchObject({ status: 'queued', progress: 40, message: 'The import stopped (the server stopped while it ran) and nothing was imported: it will be tried again shortly.' });

    await retryNow(id);
    await dies();
    expect(await queueState(id)).toBe('failed');
    expect(await poll(id)).toMatchObject({ status: 'failed', progress: 100, message: 'This import failed (the server stopped while it ran): nothing was imported. Choose the file again.' });
    expect(await t.app.fileStore.get(keptFile(id))).toBeNull();
    expect(await skus()).not.toContain('IMP-QUE-4');
  });
});

describe('GET /admin/products/export', () => {
  it('streams the catalogue in the import format, which imports back unchanged', async () => {
    const res = await t.app.inject({ url: '/api/admin/products/export', headers: team.catalogue.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    const records = parseCsv(res.body);
    expect(records[0].fields[0]).toBe('sku');
    expect(records.map((r) => r.fields[0])).toEqual(expect.arrayContaining(['IMP-MOU-1', 'IMP-KEY-1']));
    const back = await upload(res.body, true);
    expect(back.job.counts).toMatchObject({ created: 0, updated: 0, unchanged: records.length - 1 });
    expect((await t.app.inject({ url: '/api/admin/products/export', headers: team.sales.auth })).statusCode).toBe(403);
  });
});

describe("one account's price list: CSV download and upload", () => {
  let customerId: number;
  const base = () => `/api/admin/accounts/${customerId}/price-list`;
  async function uploadRates(body: string, dryRun: boolean, who: TestStaff = team.sales) {
    const start = await t.app.inject({ method: 'POST', url: `${base()}/imports`, headers: who.auth, payload: { dry_run: dryRun } });
    expect(start.statusCode).toBe(200);
    const id = start.json().job.id as number;
    const res = await t.app.inject({ method: 'PUT', url: `${base()}/imports/${id}/file`, headers: { ...who.auth, 'content-type': 'text/csv' }, payload: body });
    await drainJobs(t);
    const job = (await t.app.inject({ url: `${base()}/imports/${id}`, headers: who.auth })).json().job;
    return { res, id, job };
  }
  const rates = async () =>
    (await t.db.select({ rate: customRates.customRate, productId: customRates.productId }).from(customRates).where(eq(customRates.customerId, customerId))).map((r) => r.rate).sort();

  beforeAll(async () => {
    customerId = (await createCustomer(t.db)).id;
  });

  it('checks a file without changing anything, then applies it and records it on the account', async () => {
    const dry = await uploadRates('sku,rate\r\nIMP-MOU-1,350\r\nIMP-KEY-1,600.50\r\n', true);
    expect(dry.res.statusCode).toBe(200);
    expect(dry.job).toMatchObject({ kind: 'price_list', status: 'done', progress: 100, counts: { rows: 2, created: 2, updated: 0, unchanged: 0, removed: 0 } });
    expect(await rates()).toEqual([]);
    const done = await uploadRates('sku,rate\r\nIMP-MOU-1,350\r\nIMP-KEY-1,600.50\r\n', false);
    expect(done.job).toMatchObject({ status: 'done', counts: { created: 2 } });
    expect(await rates()).toEqual(['350.00', '600.50']);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'customer.price_list.import'));
    expect(entry).toMatchObject({ actorEmail: team.sales.email, entityType: 'customer', entityId: String(customerId) });
    expect(entry.after).toMatchObject({ rows: 2, created: 2 });
  });

  it('downloads the price list as CSV that uploads back unchanged', async () => {
    const res = await t.app.inject({ url: `${base()}.csv`, headers: team.finance.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body).toBe(
      'sku,product_name,list_price,rate,discount_percent\r\nIMP-KEY-1,"Logitech K120 Keyboard, USB",649.00,600.50,7.5\r\nIMP-MOU-1,Logitech M90 Import Mouse,399.00,350.00,12.3\r\n',
    );
    const back = await uploadRates(res.body, true);
    expect(back.job).toMatchObject({ status: 'done', counts: { rows: 2, created: 0, updated: 0, unchanged: 2, removed: 0 } });
  });

  it('finds a SKU however its case was typed, and takes one product once per file', async () => {
    const sameCase = await uploadRates('sku,rate\r\nimp-mou-1,350\r\nImp-Key-1,600.50\r\n', true);
    expect(sameCase.job).toMatchObject({ status: 'done', counts: { rows: 2, created: 0, updated: 0, unchanged: 2 } });
    const twice = await uploadRates('sku,rate\r\nIMP-MOU-1,340\r\nimp-mou-1,330\r\n', true);
    expect(twice.job).toMatchObject({ status: 'refused', error_count: 1 });
    const errors = (await t.app.inject({ url: `${base()}/imports/${twice.id}/errors`, headers: team.sales.auth })).json().errors.data;
    expect(errors).toEqual([{ line: 3, sku: 'imp-mou-1', field: 'sku', message: 'This SKU is already on line 2.' }]);
    const one = await t.app.inject({ method: 'PUT', url: `/api/admin/accounts/${customerId}/rates`, headers: team.sales.auth, payload: { sku: 'imp-key-1', rate: '600.50' } });
    expect(one.statusCode).toBeLessThan(300);
    expect(await rates()).toEqual(['350.00', '600.50']);
  });

  it('refuses a file with row errors as a whole: each by line and column (a rate above the price, an unknown SKU)', async () => {
    const { res, id, job } = await uploadRates('sku,rate\r\nIMP-MOU-1,300\r\nIMP-KEY-1,700\r\nNOPE-1,10\r\nIMP-MOU-1,abc\r\n,\r\n', false);
    expect(res.statusCode).toBe(200);
    expect(job).toMatchObject({ status: 'refused', error_count: 4 });
    expect(job.message).toMatch(/^4 of 5 rows have errors: no rates were changed/);
    expect(await rates()).toEqual(['350.00', '600.50']);
    const errors = (await t.app.inject({ url: `${base()}/imports/${id}/errors`, headers: team.sales.auth })).json().errors.data;
    expect(errors).toEqual([
      { line: 3, sku: 'IMP-KEY-1', field: 'rate', message: "rate ₹700.00 is above the product's price ₹649.00." },
      { line: 4, sku: 'NOPE-1', field: 'sku', message: 'No product with the SKU NOPE-1.' },
      { line: 5, sku: 'IMP-MOU-1', field: 'rate', message: "rate must be a number of rupees above 0 such as 1499 or 1499.50, not 'abc'." },
      { line: 5, sku: 'IMP-MOU-1', field: 'sku', message: 'This SKU is already on line 2.' },
      { line: 6, sku: '', field: 'sku', message: 'sku is required.' },
    ]);
    const header = await uploadRates('email,sku,rate\r\na@b.c,IMP-MOU-1,1\r\n', false);
    expect(header.job).toMatchObject({ status: 'failed', message: 'The header row is not a price-list header.' });
    const binary = await uploadRates('\u0000\u0001', false);
    expect(binary.res.statusCode).toBe(422);
    expect(await rates()).toEqual(['350.00', '600.50']);
  });

  it('an empty rate removes it; Sales, Catalogue and Admin upload, others are refused; a missing account is not found', async () => {
    const done = await uploadRates('sku,rate\r\nIMP-KEY-1,\r\n', false, team.catalogue);
    expect(done.job.counts).toMatchObject({ removed: 1 });
    expect(await rates()).toEqual(['350.00']);
    for (const role of ['finance', 'dispatch'] as const) {
      const res = await t.app.inject({ method: 'POST', url: `${base()}/imports`, headers: team[role].auth, payload: { dry_run: true } });
      expect(`${role} ${res.statusCode}`).toBe(`${role} 403`);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/accounts/999999/price-list/imports', headers: team.admin.auth, payload: { dry_run: true } })).statusCode).toBe(404);
    // A job of one account is not another account's.
    const { id } = await uploadRates('sku,rate\r\n', true);
    expect((await t.app.inject({ url: `/api/admin/accounts/999999/price-list/imports/${id}`, headers: team.admin.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/imports/${id}`, headers: team.admin.auth })).statusCode).toBe(404);
  });
});
