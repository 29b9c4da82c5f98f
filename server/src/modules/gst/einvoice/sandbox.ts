// The offline sandbox invoice registration portal: plays the government portal's part on this
// server, as the payment sandbox plays Razorpay's. It validates the JSON against the schema and
// checks its arithmetic, answers the IRN the real portal computes, refuses an IRN it already issued,
// signs the invoice and its QR payload (JWT, RS256) with a key pair made on first use and kept in
// the database (so every server process signs with one key), and cancels within 24 hours only.
import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eInvoiceSandboxIrns, eInvoiceSandboxKeys } from '../../../db/schema';
import { isUniqueViolation } from '../../../lib/fields';
import { DUPLICATE_IRN, PortalRefused, type EInvoicePortal, type Registration } from './types';
import { schemaErrors } from './schema';
import { computeIrn, financialYearOf, signJwt } from './signing';

/** The issuer the sandbox writes into its JWTs (the real portal writes 'NIC'). */
export const SANDBOX_ISSUER = 'NIC Sandbox';
/** The real portal allows cancelling an IRN for 24 hours after its acknowledgement. */
export const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The sandbox's own error codes for what it refuses (the real portal's codes where we know them). */
export const SANDBOX_CODES = { schema: '5002', arithmetic: '2172', notFound: '2140', cancelled: '9999', tooLate: '2270', busy: '1005' } as const;

/** The sandbox's "try later" (SANDBOX_EINVOICE_TRY_LATER), as the real portal answers when it is busy. */
export const SANDBOX_BUSY = 'The portal is busy: try again later (sandbox: SANDBOX_EINVOICE_TRY_LATER).';

type Json = Record<string, unknown>;
type Item = { SlNo: string; HsnCd: string; Qty?: number; UnitPrice: number; TotAmt: number; Discount?: number; AssAmt: number; GstRt: number; IgstAmt?: number; CgstAmt?: number; SgstAmt?: number; TotItemVal: number };

/** 'YYYY-MM-DD HH:mm:ss' in India time, as the portal writes AckDt and IrnDt. */
export function portalDateTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 19).replace('T', ' ');
}

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance + 1e-9;

/** The arithmetic the portal checks (rupee tolerance on rounding, as it allows). */
function arithmeticProblems(doc: Json): string[] {
  const items = doc.ItemList as Item[];
  const val = doc.ValDtls as Record<string, number | undefined>;
  const problems: string[] = [];
  const sum = (f: (i: Item) => number) => items.reduce((s, i) => s + f(i), 0);
  for (const i of items) {
    const tax = (i.IgstAmt ?? 0) + (i.CgstAmt ?? 0) + (i.SgstAmt ?? 0);
    if (i.Qty !== undefined && !near(i.TotAmt, i.UnitPrice * i.Qty, 1)) problems.push(`Item ${i.SlNo}: TotAmt is not UnitPrice x Qty`);
    if (!near(i.AssAmt, i.TotAmt - (i.Discount ?? 0), 0.01)) problems.push(`Item ${i.SlNo}: AssAmt is not TotAmt - Discount`);
    if (!near(tax, (i.AssAmt * i.GstRt) / 100, 1)) problems.push(`Item ${i.SlNo}: the tax is not GstRt of AssAmt`);
    if (!near(i.TotItemVal, i.AssAmt + tax, 0.01)) problems.push(`Item ${i.SlNo}: TotItemVal is not AssAmt plus tax`);
  }
  if (!near(val.AssVal ?? 0, sum((i) => i.AssAmt), 1)) problems.push('ValDtls.AssVal is not the sum of the items');
  if (!near(val.IgstVal ?? 0, sum((i) => i.IgstAmt ?? 0), 1)) problems.push('ValDtls.IgstVal is not the sum of the items');
  if (!near(val.CgstVal ?? 0, sum((i) => i.CgstAmt ?? 0), 1)) problems.push('ValDtls.CgstVal is not the sum of the items');
  if (!near(val.SgstVal ?? 0, sum((i) => i.SgstAmt ?? 0), 1)) problems.push('ValDtls.SgstVal is not the sum of the items');
  const total = (val.AssVal ?? 0) + (val.IgstVal ?? 0) + (val.CgstVal ?? 0) + (val.SgstVal ?? 0) + (val.OthChrg ?? 0) - (val.Discount ?? 0) + (val.RndOffAmt ?? 0);
  if (!near(val.TotInvVal ?? 0, total, 1)) problems.push('ValDtls.TotInvVal is not the sum of the values');
  return problems;
}

export interface SandboxPortalOptions {
  /** How many registrations of each document are answered "try later" first (read at each call). */
  tryLater?: () => number;
}

export function sandboxPortal(db: Db, opts: SandboxPortalOptions = {}): EInvoicePortal {
  /** Registrations asked so far per document, for the "try later" switch (this process only). */
  const asked = new Map<string, number>();
  let keys: Promise<{ kid: string; privateKey: string; publicKey: string }> | null = null;

  /** The key pair, made by whichever process asks first (the others read that one). */
  function signingKeys() {
    keys ??= (async () => {
      const [found] = await db.select().from(eInvoiceSandboxKeys).where(eq(eInvoiceSandboxKeys.id, 1));
      if (found) return found;
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
      await db
        .insert(eInvoiceSandboxKeys)
        .values({ id: 1, kid: randomUUID(), privateKey: pair.privateKey, publicKey: pair.publicKey })
        .onConflictDoNothing();
      const [row] = await db.select().from(eInvoiceSandboxKeys).where(eq(eInvoiceSandboxKeys.id, 1));
      return row;
    })().catch((err: unknown) => {
      keys = null;
      throw err;
    });
    return keys;
  }

  async function existing(irn: string): Promise<Registration | undefined> {
    const [row] = await db.select().from(eInvoiceSandboxIrns).where(eq(eInvoiceSandboxIrns.irn, irn));
    return row ? { irn: row.irn, ackNo: String(row.ackNo), ackDate: row.ackDate, signedInvoice: row.signedInvoice, signedQrCode: row.signedQrCode } : undefined;
  }

  const duplicate = (found: Registration) => new PortalRefused(DUPLICATE_IRN, `Duplicate IRN: ${found.irn} was issued with acknowledgement ${found.ackNo}.`, found);

  return {
    name: 'sandbox',

    async registerInvoice(json, now = new Date()) {
      const problems = schemaErrors(json);
      if (problems.length > 0) throw new PortalRefused(SANDBOX_CODES.schema, `The JSON does not meet the e-invoice schema: ${problems.join('; ')}`);
      const arithmetic = arithmeticProblems(json);
      if (arithmetic.length > 0) throw new PortalRefused(SANDBOX_CODES.arithmetic, arithmetic.join('; '));

      const doc = json.DocDtls as { Typ: string; No: string; Dt: string };
      const busyFor = opts.tryLater?.() ?? 0;
      if (busyFor > 0) {
        const key = `${doc.Typ}:${doc.No}`;
        const n = (asked.get(key) ?? 0) + 1;
        asked.set(key, n);
        if (n <= busyFor) throw new PortalRefused(SANDBOX_CODES.busy, SANDBOX_BUSY, undefined, true);
      }
      const seller = json.SellerDtls as { Gstin: string };
      const buyer = json.BuyerDtls as { Gstin: string };
      const items = json.ItemList as Item[];
      const irn = computeIrn(seller.Gstin, financialYearOf(doc.Dt), doc.Typ, doc.No);
      const before = await existing(irn);
      if (before) throw duplicate(before);

      const key = await signingKeys();
      const privateKey = createPrivateKey(key.privateKey);
      // Seconds, as the portal answers; the acknowledgement number comes from the register's serial.
      const ackDate = new Date(Math.floor(now.getTime() / 1000) * 1000);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(eInvoiceSandboxIrns)
            .values({ irn, ackDate, signedInvoice: '', signedQrCode: '' })
            .returning({ ackNo: eInvoiceSandboxIrns.ackNo });
          const ackNo = String(row.ackNo);
          const ackDt = portalDateTime(ackDate);
          const signedInvoice = signJwt({ data: JSON.stringify({ ...json, Irn: irn, AckNo: row.ackNo, AckDt: ackDt }), iss: SANDBOX_ISSUER }, privateKey, key.kid);
          // The QR's payload: what a buyer's phone shows and checks, as the portal's QR carries it.
          const qrData = {
            SellerGstin: seller.Gstin,
            BuyerGstin: buyer.Gstin,
            DocNo: doc.No,
            DocTyp: doc.Typ,
            DocDt: doc.Dt,
            TotInvVal: (json.ValDtls as { TotInvVal: number }).TotInvVal,
            ItemCnt: items.length,
            MainHsnCode: mainHsn(items),
            Irn: irn,
            IrnDt: ackDt,
          };
          const signedQrCode = signJwt({ data: JSON.stringify(qrData), iss: SANDBOX_ISSUER }, privateKey, key.kid);
          await tx.update(eInvoiceSandboxIrns).set({ signedInvoice, signedQrCode }).where(eq(eInvoiceSandboxIrns.irn, irn));
          return { irn, ackNo, ackDate, signedInvoice, signedQrCode };
        });
      } catch (err) {
        // Registered by a racing request in the meantime: the same answer a later duplicate gets.
        if (isUniqueViolation(err)) {
          const found = await existing(irn);
          if (found) throw duplicate(found);
        }
        throw err;
      }
    },

    async cancel(irn, reason, now = new Date()) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(eInvoiceSandboxIrns).where(eq(eInvoiceSandboxIrns.irn, irn)).for('update');
        if (!row) throw new PortalRefused(SANDBOX_CODES.notFound, `No e-invoice with the IRN ${irn}.`);
        if (row.cancelledAt) throw new PortalRefused(SANDBOX_CODES.cancelled, `The IRN ${irn} is already cancelled.`);
        if (now.getTime() - row.ackDate.getTime() > CANCEL_WINDOW_MS) {
          throw new PortalRefused(SANDBOX_CODES.tooLate, 'An e-invoice can be cancelled only within 24 hours of its acknowledgement: issue a credit note instead.');
        }
        if (!reason.remark.trim()) throw new PortalRefused(SANDBOX_CODES.schema, 'A cancellation needs a remark.');
        await tx.update(eInvoiceSandboxIrns).set({ cancelledAt: now }).where(eq(eInvoiceSandboxIrns.irn, irn));
        return { irn, cancelDate: now };
      });
    },

    async publicKeyPem() {
      return (await signingKeys()).publicKey;
    },
  };
}

/** The HSN code of the item with the highest taxable value (the QR's MainHsnCode). */
function mainHsn(items: Item[]): string {
  return items.reduce((best, i) => (i.AssAmt > best.AssAmt ? i : best), items[0]).HsnCd;
}
