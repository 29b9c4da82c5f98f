// E-invoices through the sandbox registration portal: the JSON of intra-state, inter-state and
// credit-note documents meets the schema with the right totals, the IRN is the SHA-256 formula,
// the QR on the PDF decodes to the signed payload and verifies with the published key, B2C and
// HSN-less documents are refused with nothing registered, duplicates are refused, and the back
// office retries and cancels (within 24 hours only, Admin/Finance, audited).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { auditLog, creditNotes, customers, eInvoices, eInvoiceSandboxIrns, orderItems, orders, products } from '../src/db/schema';
import { B2C_REFUSAL } from '../src/modules/gst';
import { schemaErrors } from '../src/modules/gst/einvoice/schema';
import { DUPLICATE_IRN, PortalRefused } from '../src/modules/gst/einvoice/types';
import { verifyJwt } from '../src/modules/gst/einvoice/signing';
import { setOrderStatus } from '../src/modules/orders/status';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, drainJobs, type TestApp } from './helper';
import { addAddresses, requests, seedProducts, type Addresses } from './shop';
import { createStaffTeam, type TestStaff } from './staffFactory';
import type { StaffRole } from '@contracts/staff';

let t: TestApp;
let r: ReturnType<typeof requests>;
let pid: (sku: string) => number;
let mh: TestCustomer;
let mhAt: Addresses;
let ka: TestCustomer;
let kaAt: Addresses;
let team: Record<StaffRole, TestStaff>;
let publicKey: string;

const SELLER_GSTIN = '27AABCI4567K1Z8';

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra', storeName: 'Test Wholesale', storeGstin: SELLER_GSTIN, storeAddress: '14, Lamington Road, Mumbai, Maharashtra 400007, India' });
  r = requests(t);
  pid = await seedProducts(t.db, [
    { sku: 'LAP-01', base: '49999.00', discount: '45999.50', gst: '18', stock: 500 },
    { sku: 'CBL-02', base: '750.00', gst: '12', stock: 500 },
    { sku: 'NOHSN', base: '100.00', gst: '18', stock: 500 },
  ]);
  await t.db.update(products).set({ productName: 'Acme Book 14 Laptop', hsnCode: '847130' }).where(eq(products.id, pid('LAP-01')));
  await t.db.update(products).set({ productName: 'HDMI Cable 2m', hsnCode: '85444299' }).where(eq(products.id, pid('CBL-02')));
  await t.db.update(products).set({ productName: 'Loose screws', hsnCode: null }).where(eq(products.id, pid('NOHSN')));
  mh = await createCustomer(t.db, { creditLimit: '10000000' });
  mhAt = await addAddresses(t.db, mh.id, 'Maharashtra');
  ka = await createCustomer(t.db, { creditLimit: '10000000' });
  await t.db.update(customers).set({ gstno: '29AAPFU0939F1ZW' }).where(eq(customers.id, ka.id));
  kaAt = await addAddresses(t.db, ka.id, 'Karnataka');
  team = await createStaffTeam(t.db);
  const key = await t.app.inject({ url: '/api/einvoice/public-key.pem' });
  expect(key.statusCode).toBe(200);
  publicKey = key.body;
}, 60_000);
afterAll(() => t.close());

async function placeAndApprove(who: TestCustomer, at: Addresses, lines: [string, number][]): Promise<string> {
  const orderNumber = await r.placeCod(who, at, lines.map(([sku, qty]) => [pid(sku), qty]));
  await setOrderStatus(t.app.services, orderNumber, 'approved');
  // The invoice's registration is a job queued with the approval: run it.
  await drainJobs(t);
  return orderNumber;
}

async function cancelAndDrain(orderNumber: string): Promise<void> {
  await setOrderStatus(t.app.services, orderNumber, 'canceled');
  await drainJobs(t);
}

/** The registration job of a document, as the queue keeps it. */
async function jobOf(docNumber: string): Promise<{ state: string; retry_count: number; output: unknown }> {
  const res = (await t.db.execute(
    sql`SELECT state, retry_count, output FROM pgboss.job WHERE name = 'einvoice-register' AND data->>'docNumber' = ${docNumber}`,
  )) as unknown as { rows: { state: string; retry_count: number; output: unknown }[] };
  expect(res.rows).toHaveLength(1);
  return res.rows[0];
}

const orderRow = async (n: string) => (await t.db.select().from(orders).where(eq(orders.orderNumber, n)))[0];
const rowOf = async (docNumber: string) => (await t.db.select().from(eInvoices).where(eq(eInvoices.docNumber, docNumber)))[0];

/** The JSON the portal registered, from its signed invoice (verified with the published key). */
function registeredJson(signedInvoice: string): Record<string, unknown> {
  const claims = verifyJwt(signedInvoice, publicKey);
  return JSON.parse(claims.data as string) as Record<string, unknown>;
}
const withoutAck = (json: Record<string, unknown>) => {
  const { Irn: _i, AckNo: _a, AckDt: _d, ...doc } = json;
  return doc;
};
const paise = (rupees: unknown) => Math.round((rupees as number) * 100);
const irnOf = (gstin: string, fy: string, type: string, no: string) => createHash('sha256').update(`${gstin}${fy}${type}${no}`).digest('hex');

describe('registration when a tax invoice is issued', () => {
  it('registers an intra-state invoice: schema-valid JSON, CGST + SGST totals of the order, IRN by the formula', async () => {
    const n = await placeAndApprove(mh, mhAt, [['LAP-01', 2], ['CBL-02', 3]]);
    const o = await orderRow(n);
    const row = await rowOf(o.invoiceNumber as string);
    expect(row).toMatchObject({ state: 'registered', docType: 'INV', error: null, attempts: 1 });
    expect(row.irn).toBe(irnOf(SELLER_GSTIN, '2026-27', 'INV', o.invoiceNumber as string));
    expect(row.ackNo).toMatch(/^\d{15}$/);

    const json = registeredJson(row.signedInvoice as string);
    expect(json.Irn).toBe(row.irn);
    const doc = withoutAck(json);
    expect(schemaErrors(doc)).toEqual([]);
    expect(doc.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', EcmGstin: null, IgstOnIntra: 'N' });
    expect(doc.DocDtls).toEqual({ Typ: 'INV', No: o.invoiceNumber, Dt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) });
    expect(doc.SellerDtls).toMatchObject({ Gstin: SELLER_GSTIN, Pin: 400007, Stcd: '27', Loc: 'Mumbai' });
    expect(doc.BuyerDtls).toMatchObject({ Gstin: '27AAPFU0939F1ZV', Pos: '27', Pin: 411001, Stcd: '27' });
    const items = doc.ItemList as Record<string, unknown>[];
    expect(items.map((i) => [i.HsnCd, i.Qty, i.Unit, i.GstRt])).toEqual([
      ['847130', 2, 'NOS', 18],
      ['85444299', 3, 'NOS', 12],
    ]);
    const val = doc.ValDtls as Record<string, number>;
    expect(paise(val.AssVal)).toBe(Math.round(Number(o.subTotal) * 100));
    expect(paise(val.CgstVal)).toBe(Math.round(Number(o.cgst) * 100));
    expect(paise(val.SgstVal)).toBe(Math.round(Number(o.sgst) * 100));
    expect(val.IgstVal).toBe(0);
    expect(paise(val.TotInvVal)).toBe(Math.round(Number(o.totalAmount) * 100));
    expect(items.reduce((s, i) => s + paise(i.TotItemVal), 0)).toBe(paise(val.TotInvVal));
    // 2 x 45,999.50 at 18 %: 91,999.00 + 8,279.91 CGST + 8,279.91 SGST (rupees with 2 decimals).
    expect(items[0]).toMatchObject({ UnitPrice: 45999.5, TotAmt: 91999, AssAmt: 91999, CgstAmt: 8279.91, SgstAmt: 8279.91, IgstAmt: 0, TotItemVal: 108558.82 });
  });

  it('registers an inter-state invoice with IGST and the shipping state as the place of supply', async () => {
    const n = await placeAndApprove(ka, kaAt, [['CBL-02', 4]]);
    const o = await orderRow(n);
    const row = await rowOf(o.invoiceNumber as string);
    expect(row.state).toBe('registered');
    const doc = withoutAck(registeredJson(row.signedInvoice as string));
    expect(schemaErrors(doc)).toEqual([]);
    expect(doc.BuyerDtls).toMatchObject({ Gstin: '29AAPFU0939F1ZW', Pos: '29', Stcd: '29' });
    const val = doc.ValDtls as Record<string, number>;
    expect(val).toMatchObject({ AssVal: 3000, IgstVal: 360, CgstVal: 0, SgstVal: 0, TotInvVal: 3360 });
  });

  it('refuses a buyer without a GSTIN (B2C) and a line without a 6/8-digit HSN, registering nothing', async () => {
    const registeredBefore = (await t.db.select().from(eInvoiceSandboxIrns)).length;
    const b2c = await createCustomer(t.db, { creditLimit: '1000000' });
    await t.db.update(customers).set({ gstno: '' }).where(eq(customers.id, b2c.id));
    const b2cAt = await addAddresses(t.db, b2c.id, 'Maharashtra');
    const o1 = await orderRow(await placeAndApprove(b2c, b2cAt, [['CBL-02', 1]]));
    expect(await rowOf(o1.invoiceNumber as string)).toMatchObject({ state: 'failed', error: B2C_REFUSAL, irn: null });

    const o2 = await orderRow(await placeAndApprove(mh, mhAt, [['NOHSN', 1]]));
    const failed = await rowOf(o2.invoiceNumber as string);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/Line 1 \(Loose screws\) has no 6- or 8-digit HSN code/);
    expect((await t.db.select().from(eInvoiceSandboxIrns)).length).toBe(registeredBefore);
  });

  it('the portal refuses a second registration of one IRN, answering the one it holds', async () => {
    const o = await orderRow(await placeAndApprove(mh, mhAt, [['CBL-02', 2]]));
    const row = await rowOf(o.invoiceNumber as string);
    const again = withoutAck(registeredJson(row.signedInvoice as string));
    const err = await t.app.services.einvoicePortal.registerInvoice(again).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PortalRefused);
    expect((err as PortalRefused).code).toBe(DUPLICATE_IRN);
    expect((err as PortalRefused).existing?.ackNo).toBe(row.ackNo);
  });
});

describe('registration as a job', () => {
  it('a portal answering "try later" is tried again by the queue until it registers, with no one pressing Retry', async () => {
    t.config.sandboxEInvoiceTryLater = 2;
    try {
      const n = await placeAndApprove(mh, mhAt, [['CBL-02', 2]]);
      const o = await orderRow(n);
      const doc = o.invoiceNumber as string;
      expect(await rowOf(doc)).toMatchObject({ state: 'failed', attempts: 1, error: expect.stringMatching(/try again later.*Retry later\.$/) });
      expect(await jobOf(doc)).toMatchObject({ state: 'retry' });
      // The retry waits its back-off; bring it forward, as time would.
      const due = () => t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'einvoice-register'`);
      await due();
      await drainJobs(t);
      expect(await rowOf(doc)).toMatchObject({ state: 'failed', attempts: 2 });
      await due();
      await drainJobs(t);
      expect(await rowOf(doc)).toMatchObject({ state: 'registered', attempts: 3, error: null, irn: irnOf(SELLER_GSTIN, '2026-27', 'INV', doc) });
      expect(await jobOf(doc)).toMatchObject({ state: 'completed' });
      const panel = await t.app.inject({ url: `/api/admin/orders/${n}/einvoices`, headers: team.finance.auth });
      expect(panel.json().einvoices[0]).toMatchObject({ document_number: doc, state: 'registered', error: null });
    } finally {
      t.config.sandboxEInvoiceTryLater = 0;
    }
  });

  it('a refusal of the document fails its job at once, and the order’s e-invoice panel shows why', async () => {
    const n = await placeAndApprove(mh, mhAt, [['NOHSN', 1]]);
    const doc = (await orderRow(n)).invoiceNumber as string;
    const job = await jobOf(doc);
    expect(job).toMatchObject({ state: 'failed', retry_count: 0 });
    expect(JSON.stringify(job.output)).toMatch(/no 6- or 8-digit HSN code/);
    await t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'einvoice-register'`);
    await drainJobs(t);
    const panel = await t.app.inject({ url: `/api/admin/orders/${n}/einvoices`, headers: team.finance.auth });
    expect(panel.json().einvoices).toEqual([expect.objectContaining({ document_number: doc, state: 'failed', attempts: 1, error: expect.stringMatching(/no 6- or 8-digit HSN code/) })]);
  });
});

describe('credit notes', () => {
  it('registers the credit note of a cancelled invoiced order, referring to its invoice', async () => {
    const n = await placeAndApprove(ka, kaAt, [['LAP-01', 1], ['CBL-02', 2]]);
    await cancelAndDrain(n);
    const o = await orderRow(n);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, o.id));
    const row = await rowOf(note.noteNumber);
    expect(row).toMatchObject({ state: 'registered', docType: 'CRN', creditNoteId: note.id });
    expect(row.irn).toBe(irnOf(SELLER_GSTIN, '2026-27', 'CRN', note.noteNumber));
    const doc = withoutAck(registeredJson(row.signedInvoice as string));
    expect(schemaErrors(doc)).toEqual([]);
    expect(doc.DocDtls).toMatchObject({ Typ: 'CRN', No: note.noteNumber });
    expect(doc.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: o.invoiceNumber, InvDt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) }] });
    expect(paise((doc.ValDtls as Record<string, number>).TotInvVal)).toBe(note.totalPaise);
    expect(paise((doc.ValDtls as Record<string, number>).IgstVal)).toBe(note.igstPaise);
  });
});

describe('the QR on the PDF', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-qr-'));

  /**
   * Renders the top right of page 1 (where the e-invoice panel's QR sits, below the letterhead) at
   * 300 dpi with pdftoppm and reads the QR code in it (the whole page would take jsQR many seconds).
   */
  function qrOnPage(pdf: Buffer, name: string): string | null {
    const file = path.join(tmp, `${name}.pdf`);
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '300', '-f', '1', '-l', '1', '-x', '1600', '-y', '300', '-W', '880', '-H', '1200', '-singlefile', file, path.join(tmp, name)]);
    const png = PNG.sync.read(fs.readFileSync(path.join(tmp, `${name}.png`)));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  }

  it('prints the IRN and a QR that decodes to the signed payload, whose JWT verifies with the public key', async () => {
    const n = await placeAndApprove(mh, mhAt, [['LAP-01', 1]]);
    const o = await orderRow(n);
    const row = await rowOf(o.invoiceNumber as string);
    const res = await t.app.inject({ url: `/api/order-invoice/${n}`, headers: mh.auth });
    expect(res.statusCode).toBe(200);
    const decoded = qrOnPage(res.rawPayload, 'invoice');
    expect(decoded).toBe(row.signedQrCode);
    const data = JSON.parse(verifyJwt(decoded as string, publicKey).data as string) as Record<string, unknown>;
    expect(data).toMatchObject({ SellerGstin: SELLER_GSTIN, BuyerGstin: '27AAPFU0939F1ZV', DocNo: o.invoiceNumber, DocTyp: 'INV', Irn: row.irn, ItemCnt: 1, MainHsnCode: '847130' });
    // A QR signed by another key does not verify.
    const tampered = (decoded as string).replace(/\.[^.]+$/, '.AAAA');
    expect(() => verifyJwt(tampered, publicKey)).toThrow(/does not verify/);
  });

  it('prints the QR on the credit note too', async () => {
    const n = await placeAndApprove(mh, mhAt, [['CBL-02', 1]]);
    await cancelAndDrain(n);
    const o = await orderRow(n);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, o.id));
    const row = await rowOf(note.noteNumber);
    const res = await t.app.inject({ url: `/api/order-credit-note/${note.noteNumber.replace(/\//g, '-')}`, headers: mh.auth });
    expect(res.statusCode).toBe(200);
    expect(qrOnPage(res.rawPayload, 'credit-note')).toBe(row.signedQrCode);
  });
});

describe('the back office: state, Retry, Cancel', () => {
  const api = (who: TestStaff, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/admin/orders/${url}`, headers: who.auth, payload });

  it('shows each document with its state and lets Finance retry a failed registration once it can succeed', async () => {
    const n = await placeAndApprove(mh, mhAt, [['NOHSN', 2]]);
    const o = await orderRow(n);
    const seen = await api(team.dispatch, 'GET', `${n}/einvoices`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().einvoices).toEqual([expect.objectContaining({ document_number: o.invoiceNumber, state: 'failed', error: expect.stringMatching(/HSN/), can_cancel: false })]);

    expect((await api(team.sales, 'POST', `${n}/einvoices/retry`, { document: o.invoiceNumber })).statusCode).toBe(403);
    // Still no HSN: the retry fails again, with the reason.
    const again = await api(team.finance, 'POST', `${n}/einvoices/retry`, { document: o.invoiceNumber });
    expect(again.statusCode).toBe(200);
    expect(again.json().einvoices[0]).toMatchObject({ state: 'failed', attempts: 2 });
    // The line's HSN corrected on the order: the retry registers it.
    await t.db.update(orderItems).set({ hsnCode: '731815' }).where(eq(orderItems.orderId, o.id));
    const fixed = await api(team.finance, 'POST', `${n}/einvoices/retry`, { document: o.invoiceNumber });
    expect(fixed.json().einvoices[0]).toMatchObject({ state: 'registered', error: null, attempts: 3, can_cancel: true });
    const registeredAgain = await api(team.finance, 'POST', `${n}/einvoices/retry`, { document: o.invoiceNumber });
    expect(registeredAgain.statusCode).toBe(409);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, n), eq(auditLog.action, 'einvoice.retry')));
    expect(audits).toHaveLength(2);
  });

  it('cancels within 24 hours with a reason and remark (audited); the PDF then prints it cancelled', async () => {
    const n = await placeAndApprove(mh, mhAt, [['CBL-02', 1]]);
    const o = await orderRow(n);
    const bad = await api(team.admin, 'POST', `${n}/einvoices/cancel`, { document: o.invoiceNumber, reason: '9', remark: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reason', 'remark']);
    expect((await api(team.sales, 'POST', `${n}/einvoices/cancel`, { document: o.invoiceNumber, reason: '2', remark: 'Wrong buyer' })).statusCode).toBe(403);

    const ok = await api(team.finance, 'POST', `${n}/einvoices/cancel`, { document: o.invoiceNumber, reason: '2', remark: 'Wrong billing address' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().einvoices[0]).toMatchObject({ state: 'cancelled', can_cancel: false, cancel_remark: 'Wrong billing address' });
    const row = await rowOf(o.invoiceNumber as string);
    const [portal] = await t.db.select().from(eInvoiceSandboxIrns).where(eq(eInvoiceSandboxIrns.irn, row.irn as string));
    expect(portal.cancelledAt).not.toBeNull();
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, n), eq(auditLog.action, 'einvoice.cancel')));
    expect(audit.after).toMatchObject({ state: 'cancelled', reason: 'Data entry mistake', remark: 'Wrong billing address' });
    expect((await api(team.finance, 'POST', `${n}/einvoices/cancel`, { document: o.invoiceNumber, reason: '2', remark: 'Again' })).statusCode).toBe(409);
  });

  it("refuses to cancel an invoice's e-invoice while a registered credit note refers to it; once the note's is cancelled, it may", async () => {
    const n = await placeAndApprove(ka, kaAt, [['CBL-02', 2]]);
    await cancelAndDrain(n);
    const o = await orderRow(n);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, o.id));
    expect((await rowOf(note.noteNumber)).state).toBe('registered');
    const listed = (await api(team.finance, 'GET', `${n}/einvoices`)).json().einvoices;
    expect(listed[0]).toMatchObject({ document_number: o.invoiceNumber, state: 'registered', can_cancel: false, cancel_blocked_by: expect.stringContaining(note.noteNumber) });
    expect(listed[1]).toMatchObject({ document_number: note.noteNumber, can_cancel: true, cancel_blocked_by: null });

    const refused = await api(team.finance, 'POST', `${n}/einvoices/cancel`, { document: o.invoiceNumber, reason: '3', remark: 'Order cancelled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Credit note ${note.noteNumber} is registered against this invoice`);
    expect((await rowOf(o.invoiceNumber as string)).state).toBe('registered');
    const invoiceIrn = (await rowOf(o.invoiceNumber as string)).irn as string;
    const [atPortal] = await t.db.select().from(eInvoiceSandboxIrns).where(eq(eInvoiceSandboxIrns.irn, invoiceIrn));
    expect(atPortal.cancelledAt).toBeNull();

    const noteCancelled = await api(team.finance, 'POST', `${n}/einvoices/cancel`, { document: note.noteNumber, reason: '2', remark: 'Issued in error' });
    expect(noteCancelled.statusCode).toBe(200);
    const invoiceCancelled = await api(team.finance, 'POST', `${n}/einvoices/cancel`, { document: o.invoiceNumber, reason: '3', remark: 'Order cancelled' });
    expect(invoiceCancelled.statusCode).toBe(200);
    expect((await rowOf(o.invoiceNumber as string)).state).toBe('cancelled');
  });

  it('refuses to cancel after 24 hours: a credit note is needed, and the portal is not asked', async () => {
    const n = await placeAndApprove(mh, mhAt, [['CBL-02', 1]]);
    const o = await orderRow(n);
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000 - 60_000);
    const row = await rowOf(o.invoiceNumber as string);
    await t.db.update(eInvoices).set({ ackDate: dayAgo }).where(eq(eInvoices.id, row.id));
    await t.db.update(eInvoiceSandboxIrns).set({ ackDate: dayAgo }).where(eq(eInvoiceSandboxIrns.irn, row.irn as string));
    const listed = await api(team.admin, 'GET', `${n}/einvoices`);
    expect(listed.json().einvoices[0]).toMatchObject({ state: 'registered', can_cancel: false });
    const res = await api(team.admin, 'POST', `${n}/einvoices/cancel`, { document: o.invoiceNumber, reason: '3', remark: 'Order cancelled' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/24 hours .* credit note is needed/);
    expect((await rowOf(o.invoiceNumber as string)).state).toBe('registered');
    // The portal itself refuses too (it is the authority on the window).
    await expect(t.app.services.einvoicePortal.cancel(row.irn as string, { code: '3', remark: 'Order cancelled' })).rejects.toThrow(/within 24 hours/);
  });
});
