// GST credit notes (CGST Act s.34): when an invoiced order is cancelled or some of its lines are
// refunded, the store issues a credit note that reverses the taxable value and tax of what is
// credited, in its own series (CN/26-27/00001, consecutive per financial year), referencing the
// invoice it corrects. What it prints is stored with it, so it never changes afterwards.
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditNotes, orderItems, orders } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { gstState } from '../../lib/gstStates';
import { toPaise } from '../../lib/money';
import { addressOf, chargedIntraState, freeProductLine, INVOICE_UNIT } from './invoice';
import type { InvoiceLine } from './invoiceLine';
import { nextCreditNoteNumber } from './invoiceNumbers';
import { SELLER_NOW } from '../settings';
import { eInvoicesOf } from './einvoice/service';
import { eInvoiceFacts, type EInvoiceFacts } from './eInvoicePanel';

type OrderRow = typeof orders.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

/** A credited line as stored: the invoice line's particulars for the quantity credited. */
export interface CreditNoteLine extends InvoiceLine {
  /** order_items.id, or null for the free product. */
  itemId: number | null;
}

/** Which lines to credit: every line not credited yet (a cancel), or chosen quantities (a return). */
export type CreditSelection = 'rest' | { itemId: number; quantity: number }[];

export const creditNoteNotFound = 'Credit note not found';

/** 'CN-26-27-00001' (as in file names and links) -> 'CN/26-27/00001'; the slashed form is kept. */
export const creditNoteNumberOf = (param: string): string => param.trim().toUpperCase().replace(/^CN-(\d{2}-\d{2})-(\d+)$/, 'CN/$1/$2');

/** Quantities already credited per order line (the free product under key 0). */
async function creditedSoFar(tx: Tx | Db, orderId: number): Promise<Map<number, number>> {
  const notes = await tx.select({ lines: creditNotes.lines }).from(creditNotes).where(eq(creditNotes.orderId, orderId));
  const done = new Map<number, number>();
  for (const n of notes) {
    for (const l of n.lines as CreditNoteLine[]) done.set(l.itemId ?? 0, (done.get(l.itemId ?? 0) ?? 0) + l.quantity);
  }
  return done;
}

/** `part` of `whole` paise for `q` of `n` units: the last unit credited takes the remainder, so the lines add up to the invoice. */
const share = (whole: number, q: number, n: number, creditedBefore: number) =>
  Math.round((whole * (creditedBefore + q)) / n) - Math.round((whole * creditedBefore) / n);

/**
 * The lines a credit note would carry for the selection, with their taxable value and tax in
 * proportion to the invoiced line. Refuses lines that are not the order's or more than is left.
 */
export async function creditLines(tx: Tx | Db, order: OrderRow, selection: CreditSelection, storeState: string): Promise<CreditNoteLine[]> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const done = await creditedSoFar(tx, order.id);
  const intra = chargedIntraState(order, storeState);
  const wanted = new Map<number, number>();
  if (selection === 'rest') {
    for (const i of items) wanted.set(i.id, i.productQty - (done.get(i.id) ?? 0));
  } else {
    const errors: Record<string, string[]> = {};
    selection.forEach((s, idx) => {
      const item = items.find((i) => i.id === s.itemId);
      if (!item) errors[`lines.${idx}.item_id`] = [`Order ${order.orderNumber} has no line ${s.itemId}.`];
      else if (!Number.isInteger(s.quantity) || s.quantity < 1) errors[`lines.${idx}.quantity`] = ['The quantity must be a whole number of at least 1.'];
      else {
        const left = item.productQty - (done.get(item.id) ?? 0) - (wanted.get(item.id) ?? 0);
        if (s.quantity > left) errors[`lines.${idx}.quantity`] = [`Only ${left} of ${item.productName} can still be credited.`];
        else wanted.set(item.id, (wanted.get(item.id) ?? 0) + s.quantity);
      }
    });
    if (Object.keys(errors).length > 0) throw invalid(errors, Object.values(errors)[0][0]);
  }
  const lines: CreditNoteLine[] = [];
  for (const i of items) {
    const q = wanted.get(i.id) ?? 0;
    if (q <= 0) continue;
    const before = done.get(i.id) ?? 0;
    const taxable = share(toPaise(i.lineTotal), q, i.productQty, before);
    const tax = share(toPaise(i.taxAmount), q, i.productQty, before);
    // The invoice's split (an odd paisa to CGST).
    const cgst = intra ? Math.ceil(tax / 2) : 0;
    lines.push({
      itemId: i.id,
      description: i.productName,
      hsn: i.hsnCode,
      quantity: q,
      unit: INVOICE_UNIT,
      unitPrice: toPaise(i.unitPrice),
      taxableValue: taxable,
      gstRate: Number(i.gstRate),
      cgst,
      sgst: intra ? tax - cgst : 0,
      igst: intra ? 0 : tax,
      free: false,
    });
  }
  // A cancel takes back the free product too (no value, but the goods are on the invoice).
  if (selection === 'rest' && order.freeProductId !== null && !done.has(0)) {
    lines.push({ itemId: null, ...freeProductLine(order) });
  }
  return lines;
}

export const linesTotal = (lines: CreditNoteLine[]) => lines.reduce((s, l) => s + l.taxableValue + l.cgst + l.sgst + l.igst, 0);

/**
 * Issues the credit note inside the caller's transaction (which holds the order's row lock), so
 * a rollback gives its number back. Null when the order has no invoice or nothing is left to credit.
 */
export async function issueCreditNote(
  tx: Tx,
  order: OrderRow,
  input: { lines: CreditNoteLine[]; reason: string; refundId?: number | null; storeState: string; now?: Date },
): Promise<CreditNoteRow | null> {
  if (order.invoiceNumber === null || order.invoiceDate === null) return null;
  if (input.lines.length === 0) return null;
  const now = input.now ?? new Date();
  const sum = (k: 'taxableValue' | 'cgst' | 'sgst' | 'igst') => input.lines.reduce((s, l) => s + l[k], 0);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      noteNumber: await nextCreditNoteNumber(tx, now),
      noteDate: now,
      orderId: order.id,
      refundId: input.refundId ?? null,
      invoiceNumber: order.invoiceNumber,
      invoiceDate: order.invoiceDate,
      reason: input.reason,
      intraState: chargedIntraState(order, input.storeState),
      lines: input.lines,
      taxablePaise: sum('taxableValue'),
      cgstPaise: sum('cgst'),
      sgstPaise: sum('sgst'),
      igstPaise: sum('igst'),
      totalPaise: linesTotal(input.lines),
      // The seller as the note is issued (the store's settings now), kept whatever they become.
      seller: SELLER_NOW,
    })
    .returning();
  return note;
}

/* ---------- what the buyer sees and downloads ---------- */

export interface CreditNoteSummary {
  note_number: string;
  note_date: string;
  invoice_number: string;
  reason: string;
  total: number;
}

export async function creditNotesOf(db: Db | Tx, orderId: number): Promise<CreditNoteSummary[]> {
  const rows = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
  return rows.map((n) => ({
    note_number: n.noteNumber,
    note_date: n.noteDate.toISOString(),
    invoice_number: n.invoiceNumber,
    reason: n.reason,
    total: n.totalPaise / 100,
  }));
}

export interface CreditNoteDocument {
  number: string;
  date: Date;
  reason: string;
  invoiceNumber: string;
  invoiceDate: Date;
  orderNumber: string;
  recipient: { name: string; contactName: string; gstin: string | null; billing: string[]; shipping: string[] };
  placeOfSupply: { state: string; code: string | null };
  intraState: boolean;
  lines: CreditNoteLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; grandTotal: number };
  /** The seller as issued (credit_notes.seller). */
  seller: unknown;
  /** Its e-invoice when registered (or cancelled): printed with the QR. */
  eInvoice: EInvoiceFacts | null;
}

/** The customer's credit note by number; another customer's answers like an unknown one. */
export async function creditNoteDocument(db: Db, customerId: number, noteNumber: string): Promise<CreditNoteDocument> {
  const [row] = await db
    .select({ note: creditNotes, order: orders })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(eq(creditNotes.noteNumber, noteNumber), eq(orders.customerId, customerId)));
  if (!row) throw notFound(creditNoteNotFound);
  const { note: n, order: o } = row;
  const state = gstState(o.sState);
  const registered = await eInvoicesOf(db, 'CRN', [n.noteNumber]);
  return {
    number: n.noteNumber,
    date: n.noteDate,
    reason: n.reason,
    invoiceNumber: n.invoiceNumber,
    invoiceDate: n.invoiceDate,
    orderNumber: o.orderNumber,
    recipient: {
      name: o.customerCompany ?? o.customerName,
      contactName: o.customerName,
      gstin: o.customerGst,
      billing: addressOf(o, 'b'),
      shipping: addressOf(o, 's'),
    },
    placeOfSupply: { state: state?.name ?? o.sState ?? '', code: state?.code ?? null },
    intraState: n.intraState,
    lines: n.lines as CreditNoteLine[],
    totals: { taxable: n.taxablePaise, cgst: n.cgstPaise, sgst: n.sgstPaise, igst: n.igstPaise, grandTotal: n.totalPaise },
    seller: n.seller,
    eInvoice: eInvoiceFacts(registered.get(n.noteNumber)),
  };
}
