// E-invoices through a NIC-protocol portal (EINVOICE_PROVIDER=nic) on the store's real path: an
// approval issues the invoice and the store signs in to a local mock portal (nicMockPortal.ts, which
// does the protocol's cryptography with its own keys), registers the encrypted JSON and keeps and
// prints what the portal answered; the token is reused, renewed before expiry and once after an
// Invalid Token answer; a validation refusal and a lost answer (timeout, then 2150 and get-by-
// document on Retry) land in the failed state with the portal's words; cancel goes to the portal.
// The configuration is checked at start. The mock is not NIC: see docs/gst-and-money.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { loadConfig, type AppConfig } from '../src/config';
import { eInvoices, eInvoiceSandboxIrns, orders, products } from '../src/db/schema';
import { nicPortal } from '../src/modules/gst/einvoice/nic';
import { schemaErrors } from '../src/modules/gst/einvoice/schema';
import { PortalRefused, PortalUnavailable } from '../src/modules/gst/einvoice/types';
import { verifyJwt } from '../src/modules/gst/einvoice/signing';
import { setOrderStatus } from '../src/modules/orders/status';
import { checkEInvoiceGstin } from '../src/plugins/storeSettings';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, drainJobs, type TestApp } from './helper';
import { MOCK_INVALID_HSN, startMockPortal, type MockPortal } from './nicMockPortal';
import { addAddresses, requests, seedProducts, type Addresses } from './shop';
import { createStaffTeam, type TestStaff } from './staffFactory';
import type { StaffRole } from '@contracts/staff';

const SELLER_GSTIN = '27AABCI4567K1Z8';
const CREDS = { clientId: 'AAACI27CLIENT', clientSecret: 'not-a-real-secret-9f2c', username: 'itwholesale_api', password: 'S3cret!pass', gstin: SELLER_GSTIN };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-nic-'));

let mock: MockPortal;
let t: TestApp;
let r: ReturnType<typeof requests>;
let pid: (sku: string) => number;
let buyer: TestCustomer;
let buyerAt: Addresses;
let team: Record<StaffRole, TestStaff>;

function nicEnv(portal: MockPortal, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    EINVOICE_PROVIDER: 'nic',
    EINVOICE_API_URL: `${portal.url}/`,
    EINVOICE_CLIENT_ID: CREDS.clientId,
    EINVOICE_CLIENT_SECRET: CREDS.clientSecret,
    EINVOICE_USERNAME: CREDS.username,
    EINVOICE_PASSWORD: CREDS.password,
    EINVOICE_GSTIN: CREDS.gstin,
    EINVOICE_PUBLIC_KEY: portal.encryptionPublicKey,
    EINVOICE_TIMEOUT_MS: '1500',
    ...extra,
  };
}

beforeAll(async () => {
  mock = await startMockPortal(CREDS);
  const keyFile = path.join(tmp, 'signing.pem');
  fs.writeFileSync(keyFile, mock.signingPublicKey);
  const env = loadConfig(nicEnv(mock, { EINVOICE_SIGNING_PUBLIC_KEY: keyFile }));
  t = await buildTestApp({
    storeState: 'Maharashtra',
    storeName: 'Test Wholesale',
    storeGstin: SELLER_GSTIN,
    storeAddress: '14, Lamington Road, Mumbai, Maharashtra 400007, India',
    einvoiceProvider: env.einvoiceProvider,
    einvoiceNic: env.einvoiceNic,
  });
  r = requests(t);
  pid = await seedProducts(t.db, [
    { sku: 'LAP-01', base: '49999.00', gst: '18', stock: 500 },
    { sku: 'CBL-02', base: '750.00', gst: '12', stock: 500 },
    { sku: 'ODD-03', base: '100.00', gst: '18', stock: 500 },
  ]);
  await t.db.update(products).set({ productName: 'Acme Book 14 Laptop', hsnCode: '847130' }).where(eq(products.id, pid('LAP-01')));
  await t.db.update(products).set({ productName: 'HDMI Cable 2m', hsnCode: '85444299' }).where(eq(products.id, pid('CBL-02')));
  // A well-formed HSN code the portal's master does not hold: only the portal can refuse it.
  await t.db.update(products).set({ productName: 'Odd adapter', hsnCode: '12345678' }).where(eq(products.id, pid('ODD-03')));
  buyer = await createCustomer(t.db, { creditLimit: '10000000' });
  buyerAt = await addAddresses(t.db, buyer.id, 'Maharashtra');
  team = await createStaffTeam(t.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

async function placeAndApprove(lines: [string, number][]): Promise<string> {
  const orderNumber = await r.placeCod(buyer, buyerAt, lines.map(([sku, qty]) => [pid(sku), qty]));
  await setOrderStatus(t.app.services, orderNumber, 'approved');
  // The invoice's registration is a job queued with the approval.
  await drainJobs(t);
  return orderNumber;
}

const orderRow = async (n: string) => (await t.db.select().from(orders).where(eq(orders.orderNumber, n)))[0];
const rowOf = async (docNumber: string) => (await t.db.select().from(eInvoices).where(eq(eInvoices.docNumber, docNumber)))[0];
const heldFor = (irn: string) => mock.held.get(irn);
const admin = (who: TestStaff, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${url}`, headers: who.auth, payload });

/** The QR on page 1 of a PDF (its top right, where the e-invoice panel puts it), read with pdftoppm and jsQR. */
function qrOnPage(pdf: Buffer, name: string): string | null {
  const file = path.join(tmp, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '300', '-f', '1', '-l', '1', '-x', '1600', '-y', '300', '-W', '880', '-H', '1200', '-singlefile', file, path.join(tmp, name)]);
  const png = PNG.sync.read(fs.readFileSync(path.join(tmp, `${name}.png`)));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('configuration, checked at start', () => {
  it('names a missing variable (never printing a secret), refuses a bad key, URL or provider, and reads the key from a file', () => {
    const env = nicEnv(mock);
    for (const name of ['EINVOICE_API_URL', 'EINVOICE_CLIENT_ID', 'EINVOICE_CLIENT_SECRET', 'EINVOICE_USERNAME', 'EINVOICE_PASSWORD', 'EINVOICE_GSTIN', 'EINVOICE_PUBLIC_KEY']) {
      const error = (() => {
        try {
          loadConfig({ ...env, [name]: '' });
          return null;
        } catch (err) {
          return (err as Error).message;
        }
      })();
      expect(error).toMatch(new RegExp(`^${name} is required with EINVOICE_PROVIDER=nic`));
      expect(error).not.toContain(CREDS.password);
      expect(error).not.toContain(CREDS.clientSecret);
    }
    expect(() => loadConfig({ ...env, EINVOICE_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----' })).toThrow(/EINVOICE_PUBLIC_KEY is not a PEM public key/);
    expect(() => loadConfig({ ...env, EINVOICE_PUBLIC_KEY: path.join(tmp, 'missing.pem') })).toThrow(/EINVOICE_PUBLIC_KEY is neither PEM text nor a readable file/);
    expect(() => loadConfig({ ...env, EINVOICE_API_URL: 'ftp://irp' })).toThrow(/EINVOICE_API_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ ...env, EINVOICE_GSTIN: '27AABCI4567' })).toThrow(/EINVOICE_GSTIN must be a 15-character GSTIN/);
    expect(() => loadConfig({ ...env, EINVOICE_PROVIDER: 'cleartax' })).toThrow(/EINVOICE_PROVIDER must be one of sandbox, nic \(got cleartax\)/);
    expect(loadConfig({ EINVOICE_PROVIDER: undefined }).einvoiceProvider).toBe('sandbox');

    const keyFile = path.join(tmp, 'encryption.pem');
    fs.writeFileSync(keyFile, mock.encryptionPublicKey);
    const fromFile = loadConfig({ ...env, EINVOICE_PUBLIC_KEY: keyFile });
    expect(fromFile.einvoiceNic).toMatchObject({ apiUrl: mock.url, publicKeyPem: mock.encryptionPublicKey, timeoutMs: 1500, gstin: SELLER_GSTIN });
    // A config that reaches a log as JSON shows no secret.
    const logged = JSON.stringify(fromFile);
    expect(logged).toContain(CREDS.username);
    expect(logged).not.toContain(CREDS.password);
    expect(logged).not.toContain(CREDS.clientSecret);
  });

  it('does not start when EINVOICE_GSTIN is not the store’s seller GSTIN', () => {
    const config = { ...loadConfig(nicEnv(mock)), storeGstin: '29AAPFU0939F1ZW' } as AppConfig;
    expect(() => checkEInvoiceGstin(config)).toThrow(/EINVOICE_GSTIN \(27AABCI4567K1Z8\) is not the store's seller GSTIN \(29AAPFU0939F1ZW, in Settings\)/);
    expect(() => checkEInvoiceGstin({ ...config, einvoiceEnabled: false })).not.toThrow();
    expect(() => checkEInvoiceGstin({ ...config, storeGstin: SELLER_GSTIN })).not.toThrow();
  });
});

describe('registering through the portal', () => {
  it('signs in with the encrypted password and app key, sends the JSON under the session key, and keeps and prints what the portal answered', async () => {
    const n = await placeAndApprove([['LAP-01', 1], ['CBL-02', 2]]);
    const o = await orderRow(n);
    const row = await rowOf(o.invoiceNumber as string);
    expect(row).toMatchObject({ state: 'registered', docType: 'INV', error: null, attempts: 1 });

    // One sign-in: the mock decrypted the password (it checked it) and a fresh 32-byte app key.
    expect(mock.hits['/eivital/v1.03/auth']).toBe(1);
    expect(mock.appKeys).toHaveLength(1);
    expect(mock.appKeys[0]).toHaveLength(32);
    expect(mock.lastHeaders).toMatchObject({ client_id: CREDS.clientId, client_secret: CREDS.clientSecret, gstin: SELLER_GSTIN, user_name: CREDS.username });
    // The document the portal decrypted is the schema-valid e-invoice of this invoice.
    const sent = mock.registered.at(-1) as Record<string, unknown>;
    expect(schemaErrors(sent)).toEqual([]);
    expect(sent.DocDtls).toMatchObject({ Typ: 'INV', No: o.invoiceNumber });

    // Stored as the portal answered it: its IRN, acknowledgement and JWTs (signed with its key, not ours).
    const held = heldFor(row.irn as string);
    expect(held).toBeDefined();
    expect(row.ackNo).toBe(String(held?.ackNo));
    expect(row.signedInvoice).toBe(held?.signedInvoice);
    expect(row.signedQrCode).toBe(held?.signedQrCode);
    expect(verifyJwt(row.signedQrCode as string, mock.signingPublicKey).iss).toBe('NIC Mock');
    expect(await t.db.select().from(eInvoiceSandboxIrns)).toEqual([]);

    // The PDF prints the portal's QR.
    const pdf = await t.app.inject({ url: `/api/order-invoice/${n}`, headers: buyer.auth });
    expect(pdf.statusCode).toBe(200);
    expect(qrOnPage(pdf.rawPayload, 'invoice')).toBe(held?.signedQrCode);
    // The signing key the store was given is the one it publishes.
    const key = await t.app.inject({ url: '/api/einvoice/public-key.pem' });
    expect(key.statusCode).toBe(200);
    expect(key.body).toBe(mock.signingPublicKey);
  });

  it('reuses the token, signs in again once when the portal says Invalid Token, and renews a token about to expire', async () => {
    await placeAndApprove([['CBL-02', 1]]);
    expect(mock.hits['/eivital/v1.03/auth']).toBe(1);

    mock.expireTokens();
    const n = await placeAndApprove([['CBL-02', 3]]);
    expect((await rowOf((await orderRow(n)).invoiceNumber as string)).state).toBe('registered');
    expect(mock.hits['/eivital/v1.03/auth']).toBe(2);
    expect(mock.appKeys[1].equals(mock.appKeys[0])).toBe(false);

    // Tokens of 4 minutes: inside the 5-minute margin, so each is renewed before its next use.
    mock.tokenLifetimeMs = 4 * 60_000;
    mock.expireTokens();
    await placeAndApprove([['CBL-02', 4]]);
    await placeAndApprove([['CBL-02', 5]]);
    expect(mock.hits['/eivital/v1.03/auth']).toBe(4);
    mock.tokenLifetimeMs = 60 * 60_000;
  });

  it('records the portal’s validation refusal with its code and message, not as retry-later', async () => {
    const before = mock.held.size;
    const o = await orderRow(await placeAndApprove([['ODD-03', 1]]));
    const row = await rowOf(o.invoiceNumber as string);
    expect(row).toMatchObject({ state: 'failed', irn: null, error: `Refused by the portal (${MOCK_INVALID_HSN}): Invalid HSN code(s): 12345678` });
    expect(mock.held.size).toBe(before);
  });

  it('an answer lost on the way fails as retry-later; Retry meets the duplicate IRN (2150) and adopts the registration fetched by document', async () => {
    mock.loseNextAnswer = true;
    const n = await placeAndApprove([['LAP-01', 2]]);
    const o = await orderRow(n);
    const failed = await rowOf(o.invoiceNumber as string);
    expect(failed.state).toBe('failed');
    expect(failed.error).toBe('The portal could not be reached: no answer within 1500 ms. Retry later.');
    const held = [...mock.held.values()].find((h) => h.docNo === o.invoiceNumber);
    expect(held).toBeDefined();

    const retried = await admin(team.finance, `${n}/einvoices/retry`, { document: o.invoiceNumber });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().einvoices[0]).toMatchObject({ state: 'registered', error: null, attempts: 2 });
    expect(mock.hits['/eicore/v1.03/Invoice/irnbydocdetails']).toBe(1);
    const row = await rowOf(o.invoiceNumber as string);
    expect(row).toMatchObject({ irn: held?.irn, ackNo: String(held?.ackNo), signedQrCode: held?.signedQrCode });
  });

  it('cancels through the portal with the IRN, reason code and remark', async () => {
    const n = await placeAndApprove([['CBL-02', 6]]);
    const o = await orderRow(n);
    const row = await rowOf(o.invoiceNumber as string);
    const res = await admin(team.finance, `${n}/einvoices/cancel`, { document: o.invoiceNumber, reason: '2', remark: 'Wrong billing address' });
    expect(res.statusCode).toBe(200);
    expect(res.json().einvoices[0]).toMatchObject({ state: 'cancelled', cancel_remark: 'Wrong billing address' });
    expect(mock.cancels.at(-1)).toEqual({ Irn: row.irn, CnlRsn: '2', CnlRem: 'Wrong billing address' });
    expect(heldFor(row.irn as string)?.cancelled).toBe(true);
    // The portal is the authority: a cancel it refuses is refused with its code and message.
    const again = await t.app.services.einvoicePortal.cancel(row.irn as string, { code: '2', remark: 'Again' }).catch((e: unknown) => e as Error);
    expect(again).toMatchObject({ code: '9999', message: 'Invoice is already cancelled' });
  });

  it('a refused sign-in is the portal’s refusal with its code; a portal not listening is retry-later', async () => {
    const cfg = t.config.einvoiceNic;
    if (!cfg) throw new Error('the app runs with the nic provider');
    const doc = mock.registered[0];
    const wrong = await nicPortal({ ...cfg, password: 'not-the-password' }).registerInvoice(doc).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(PortalRefused);
    expect(wrong).toMatchObject({ code: '1008', message: 'Invalid login credentials', retryable: false });
    expect((wrong as Error).message).not.toContain('not-the-password');

    const down = await nicPortal({ ...cfg, apiUrl: 'http://127.0.0.1:9' }).registerInvoice(doc).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(PortalUnavailable);
    expect((down as Error).message).toMatch(/^The portal could not be reached: network error \(.+\)\.$/);
  });

  it('a cancel while the portal cannot be reached answers 503 and changes nothing', async () => {
    const n = await placeAndApprove([['CBL-02', 7]]);
    const o = await orderRow(n);
    mock.down = true;
    try {
      const res = await admin(team.admin, `${n}/einvoices/cancel`, { document: o.invoiceNumber, reason: '3', remark: 'Order cancelled' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^The portal could not be reached: network error \(.+\)\. Nothing was cancelled; try again\.$/);
    } finally {
      mock.down = false;
    }
    expect((await rowOf(o.invoiceNumber as string)).state).toBe('registered');
  });
});
