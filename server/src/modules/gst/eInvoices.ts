// An order's e-invoices: what an issued tax invoice or credit note is as an e-invoice source (from
// the order and the document as stored), the 'einvoice-register' job queued in the transaction
// that issues it and the job's handler, and the back office's view, Retry and Cancel per document
// of an order. The portal, the JSON and the rows are in einvoice/.
import { asc, eq } from 'drizzle-orm';
import type { AdminEInvoice } from '@contracts/adminEInvoices';
import type { Db, DbOrTx } from '../../db/client';
import { creditNotes, orders } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { Services } from '../../services';
import { attemptRegistration, auditRetry, cancelEInvoice, cancellableUntil, eInvoiceOf, eInvoicesOfOrder, EINVOICE_MESSAGES, registerDocument, STALE_PENDING_MS, type DocumentRef, type EInvoiceRow } from './einvoice/service';
import { jobIdFor, PermanentJobError, type RunningJob } from '../jobs';
import type { EInvoiceSource } from './einvoice/document';
import { documentSeller } from '../settings';
import { creditNoteDocument, type CreditNoteDocument } from './creditNotes';
import { invoiceDocument, type InvoiceDocument } from './invoice';
import type { Actor } from '../staff';

type OrderRow = typeof orders.$inferSelect;
type Ctx = Pick<Services, 'db' | 'config' | 'einvoicePortal' | 'log' | 'clock'>;

async function sourceOf(db: Db, o: OrderRow, doc: InvoiceDocument | CreditNoteDocument, type: 'INV' | 'CRN'): Promise<EInvoiceSource> {
  return {
    type,
    number: doc.number,
    date: doc.date,
    seller: await documentSeller(db, doc.seller),
    buyer: {
      gstin: o.customerGst,
      legalName: o.customerCompany ?? o.customerName,
      line1: o.bAddressLine1,
      line2: o.bAddressLine2,
      city: o.bCity,
      pincode: o.bPincode,
      shipState: o.sState,
    },
    lines: doc.lines,
    totals: doc.totals,
    preceding: 'invoiceNumber' in doc ? { number: doc.invoiceNumber, date: doc.invoiceDate } : undefined,
  };
}

const invoiceRef = (o: OrderRow): DocumentRef => ({ orderId: o.id, creditNoteId: null, docType: 'INV', docNumber: o.invoiceNumber as string });

async function registerInvoice(ctx: Ctx, o: OrderRow, retry = false) {
  return registerDocument(
    ctx,
    invoiceRef(o),
    async () => sourceOf(ctx.db, o, await invoiceDocument(ctx.db, o.customerId, o.orderNumber, ctx.config.storeState), 'INV'),
    { retry },
  );
}

async function registerCreditNote(ctx: Ctx, o: OrderRow, note: { id: number; noteNumber: string }, retry = false) {
  return registerDocument(
    ctx,
    { orderId: o.id, creditNoteId: note.id, docType: 'CRN', docNumber: note.noteNumber },
    async () => sourceOf(ctx.db, o, await creditNoteDocument(ctx.db, o.customerId, note.noteNumber), 'CRN'),
    { retry },
  );
}

/**
 * Queues the registration of a document in the transaction that issues it (`tx`): the job exists
 * exactly when the document does. One job per document (its id is the document's), however often
 * this is called.
 */
async function queueRegistration(ctx: Pick<Services, 'config' | 'jobs'>, tx: DbOrTx, ref: DocumentRef): Promise<void> {
  if (!ctx.config.einvoiceEnabled) return;
  await ctx.jobs.send(tx, 'einvoice-register', ref, { id: jobIdFor(`einvoice:${ref.docType}:${ref.docNumber}`) });
}

/** In the transaction that issues the order's tax invoice: its e-invoice's registration. */
export const queueInvoiceRegistration = (ctx: Pick<Services, 'config' | 'jobs'>, tx: DbOrTx, order: { id: number }, invoiceNumber: string) =>
  queueRegistration(ctx, tx, { orderId: order.id, creditNoteId: null, docType: 'INV', docNumber: invoiceNumber });

/** In the transaction that issues a credit note (a cancel, a refund): its e-invoice's registration. */
export const queueCreditNoteRegistration = (ctx: Pick<Services, 'config' | 'jobs'>, tx: DbOrTx, note: { orderId: number; id: number; noteNumber: string }) =>
  queueRegistration(ctx, tx, { orderId: note.orderId, creditNoteId: note.id, docType: 'CRN', docNumber: note.noteNumber });

/**
 * The 'einvoice-register' job: registers the document. The portal's own trouble (unreachable, "try
 * later") throws, and the queue tries again later; a refusal of the document fails the job at once
 * (the row says why, for staff to correct and Retry). The first try takes a new row only; a later
 * one also takes the row its earlier try left failed or abandoned.
 */
export async function runRegistrationJob(ctx: Ctx, job: RunningJob<DocumentRef>): Promise<object> {
  const ref = job.data;
  if (!ctx.config.einvoiceEnabled) return { skipped: 'e-invoicing is switched off' };
  const [o] = await ctx.db.select().from(orders).where(eq(orders.id, ref.orderId));
  if (!o) throw new PermanentJobError(`No order ${ref.orderId} for ${ref.docNumber}.`);
  const load =
    ref.docType === 'INV'
      ? async () => sourceOf(ctx.db, o, await invoiceDocument(ctx.db, o.customerId, o.orderNumber, ctx.config.storeState), 'INV')
      : async () => sourceOf(ctx.db, o, await creditNoteDocument(ctx.db, o.customerId, ref.docNumber), 'CRN');
  const outcome = await attemptRegistration(ctx, ref, load, { retry: job.retryCount > 0 });
  if (!outcome) {
    const row = await eInvoiceOf(ctx.db, ref);
    // Another attempt (staff's Retry) has it now: its answer decides; look again once it is stale.
    if (row?.state === 'pending') throw new Error(`Another attempt is registering ${ref.docNumber}; tried again after ${STALE_PENDING_MS / 60_000} minutes.`);
    return { document: ref.docNumber, state: row?.state ?? 'not_registered', irn: row?.irn ?? null };
  }
  if (outcome.failure) {
    if (outcome.failure.retryable) throw new Error(outcome.failure.reason);
    throw new PermanentJobError(outcome.failure.reason);
  }
  return { document: ref.docNumber, state: outcome.row.state, irn: outcome.row.irn };
}

/** The e-invoice area's jobs (its routes plugin registers them). */
export function registerEInvoiceJobs(ctx: Ctx & Pick<Services, 'jobs'>): void {
  ctx.jobs.handle<DocumentRef>('einvoice-register', (job) => runRegistrationJob(ctx, job));
}

/* ---------- the back office ---------- */

const view = (doc: { type: 'INV' | 'CRN'; number: string }, row: EInvoiceRow | undefined, now: Date, blockedBy: string | null = null): AdminEInvoice => {
  const until = row ? cancellableUntil(row) : null;
  return {
    document_type: doc.type,
    document_number: doc.number,
    state: row?.state ?? 'not_registered',
    irn: row?.irn ?? null,
    ack_no: row?.ackNo ?? null,
    ack_date: row?.ackDate?.toISOString() ?? null,
    error: row?.error ?? null,
    attempts: row?.attempts ?? 0,
    cancellable_until: until?.toISOString() ?? null,
    can_cancel: until !== null && now <= until && blockedBy === null,
    cancel_blocked_by: row?.state === 'registered' ? blockedBy : null,
    cancelled_at: row?.cancelledAt?.toISOString() ?? null,
    cancel_remark: row?.cancelRemark ?? null,
  };
};

/** Every GST document of the order with its e-invoice's state (a document issued while e-invoicing was off: not registered). */
export async function orderEInvoices(ctx: Pick<Services, 'db' | 'clock'>, o: OrderRow): Promise<AdminEInvoice[]> {
  const [rows, notes] = await Promise.all([
    eInvoicesOfOrder(ctx.db, o.id),
    ctx.db.select({ id: creditNotes.id, noteNumber: creditNotes.noteNumber }).from(creditNotes).where(eq(creditNotes.orderId, o.id)).orderBy(asc(creditNotes.id)),
  ]);
  const now = ctx.clock.now();
  const find = (type: 'INV' | 'CRN', number: string) => rows.find((r) => r.docType === type && r.docNumber === number);
  const docs: AdminEInvoice[] = [];
  // The rule cancelEInvoice enforces, shown before anyone tries.
  const notesOnIt = rows.filter((r) => r.docType === 'CRN' && (r.state === 'registered' || r.state === 'pending')).map((r) => r.docNumber);
  const blockedBy = notesOnIt.length > 0 ? EINVOICE_MESSAGES.creditNoteFirst(notesOnIt) : null;
  if (o.invoiceNumber) docs.push(view({ type: 'INV', number: o.invoiceNumber }, find('INV', o.invoiceNumber), now, blockedBy));
  for (const n of notes) docs.push(view({ type: 'CRN', number: n.noteNumber }, find('CRN', n.noteNumber), now));
  return docs;
}

/** Registers a document of the order again: a failed one, one left pending by a process that died, or one issued while e-invoicing was off. */
export async function retryOrderEInvoice(ctx: Services, actor: Actor, o: OrderRow, documentNumber: string): Promise<AdminEInvoice[]> {
  if (!ctx.config.einvoiceEnabled) throw conflict(EINVOICE_MESSAGES.disabled);
  let row: EInvoiceRow | null;
  if (o.invoiceNumber && documentNumber === o.invoiceNumber) {
    row = await registerInvoice(ctx, o, true);
  } else {
    const [note] = await ctx.db.select({ id: creditNotes.id, noteNumber: creditNotes.noteNumber, orderId: creditNotes.orderId }).from(creditNotes).where(eq(creditNotes.noteNumber, documentNumber));
    if (!note || note.orderId !== o.id) throw notFound(EINVOICE_MESSAGES.notFound);
    row = await registerCreditNote(ctx, o, note, true);
  }
  if (!row) {
    const current = (await orderEInvoices(ctx, o)).find((d) => d.document_number === documentNumber);
    throw conflict(EINVOICE_MESSAGES.notRetryable(current?.state ?? 'unknown'));
  }
  await auditRetry(ctx.db, actor, o.orderNumber, row);
  return orderEInvoices(ctx, o);
}

/** Cancels the order's registered e-invoice of `documentNumber` (24 hours; reason code and remark; audited). */
export async function cancelOrderEInvoice(ctx: Services, actor: Actor, o: OrderRow, input: { document: string; reason: string; remark: string }): Promise<AdminEInvoice[]> {
  const row = (await eInvoicesOfOrder(ctx.db, o.id)).find((r) => r.docNumber === input.document);
  if (!row) throw notFound(EINVOICE_MESSAGES.notFound);
  await cancelEInvoice(ctx, actor, { id: o.id, orderNumber: o.orderNumber }, row.id, input);
  return orderEInvoices(ctx, o);
}
