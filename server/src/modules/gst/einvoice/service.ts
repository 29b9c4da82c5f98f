// Registering issued documents with the invoice registration portal and keeping the answer
// (e_invoices), outside any order transaction: the transaction that issues an invoice or credit
// note queues its 'einvoice-register' job (gst/eInvoices.ts), so a slow or refusing portal never
// holds an order's locks and never undoes a sale, and a crash after the commit loses nothing. One
// row per document claims it (a racing second caller sees the row and leaves), a refusal or an
// unreachable portal is kept with its reason for the back office (the job retries the portal's own
// trouble by itself; a refusal of the document waits for staff's Retry), and cancelling follows
// the portal's 24-hour rule, audited.
import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import { EINVOICE_REMARK_MAX, EINVOICE_TEXT } from '@contracts/adminOrderRules';
import type { Db } from '../../../db/client';
import { eInvoices } from '../../../db/schema';
import { conflict, HttpError, invalid, notFound } from '../../../lib/errors';
import type { Services } from '../../../services';
import { recordAudit, type Actor } from '../../staff';
import { buildEInvoice, EInvoiceRefused, type EInvoiceDocType, type EInvoiceSource } from './document';
import { CANCEL_REASONS, PortalRefused, PortalUnavailable, type CancelReasonCode } from './types';
import { CANCEL_WINDOW_MS } from './sandbox';

export type EInvoiceRow = typeof eInvoices.$inferSelect;

export interface DocumentRef {
  orderId: number;
  creditNoteId: number | null;
  docType: EInvoiceDocType;
  docNumber: string;
}

/** A claim left 'pending' this long is taken to have died with its process: Retry may take it over. */
export const STALE_PENDING_MS = 2 * 60 * 1000;

export const EINVOICE_MESSAGES = {
  disabled: 'E-invoicing is switched off on this store (EINVOICE_ENABLED).',
  notFound: 'No such e-invoice on this order.',
  notCancellable: (state: string) => `Only a registered e-invoice can be cancelled; this one is ${state}.`,
  tooLate: EINVOICE_TEXT.creditNoteNeeded,
  notRetryable: (state: string) => `Only a failed registration can be retried; this one is ${state}.`,
  creditNoteFirst: (notes: string[]) =>
    `Credit note ${notes.join(', ')} is registered against this invoice: cancel its e-invoice first (within its own 24 hours), then the invoice's.`,
} as const;

/**
 * The reason staff read on a failed row. The portal's own trouble (unreachable, a timeout, its "try
 * later" codes) says Retry will do; a refusal of the document names the portal's code and message,
 * to be corrected first.
 */
const portalFailure = (err: unknown): string => {
  if (err instanceof EInvoiceRefused) return err.message;
  if (err instanceof PortalRefused) return `Refused by the portal (${err.code}): ${err.message}${err.retryable ? ' Retry later.' : ''}`;
  if (err instanceof PortalUnavailable) return `${err.message} Retry later.`;
  return `The portal could not be reached: ${err instanceof Error ? err.message : String(err)}`;
};

/** Takes the document for this attempt: a new row, or (retry) a failed or abandoned one. Null: someone else has it or it is done. */
async function claim(db: Db, ref: DocumentRef, retry: boolean, now: Date): Promise<EInvoiceRow | null> {
  const [made] = await db
    .insert(eInvoices)
    .values({ ...ref, state: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  if (!retry) return null;
  const [taken] = await db
    .update(eInvoices)
    .set({ state: 'pending', updatedAt: now })
    .where(
      and(
        eq(eInvoices.docType, ref.docType),
        eq(eInvoices.docNumber, ref.docNumber),
        or(eq(eInvoices.state, 'failed'), and(eq(eInvoices.state, 'pending'), lt(eInvoices.updatedAt, new Date(now.getTime() - STALE_PENDING_MS)))),
      ),
    )
    .returning();
  return taken ?? null;
}

/** How an attempt ended when the portal did not register the document. */
export interface RegistrationFailure {
  /** What staff read on the row. */
  reason: string;
  /** The portal's own trouble (unreachable, its "try later"): the same request may pass later. */
  retryable: boolean;
}

const isRetryable = (err: unknown): boolean => {
  if (err instanceof EInvoiceRefused) return false;
  if (err instanceof PortalRefused) return err.retryable;
  // PortalUnavailable, or anything unexpected on the way (a network error): try again.
  return true;
};

/**
 * Registers a committed document with the portal and records the answer. Never throws for the
 * portal's or the document's sake (the answer is on the row, and in `failure`); answers null when
 * e-invoicing is off or another caller already has the document.
 */
export async function attemptRegistration(
  ctx: Pick<Services, 'db' | 'config' | 'einvoicePortal' | 'log' | 'clock'>,
  ref: DocumentRef,
  load: () => Promise<EInvoiceSource>,
  opts: { retry?: boolean } = {},
): Promise<{ row: EInvoiceRow; failure: RegistrationFailure | null } | null> {
  if (!ctx.config.einvoiceEnabled) return null;
  const now = ctx.clock.now();
  const row = await claim(ctx.db, ref, opts.retry ?? false, now);
  if (!row) return null;
  const finish = async (values: Partial<EInvoiceRow>) => {
    const [after] = await ctx.db
      .update(eInvoices)
      .set({ ...values, attempts: row.attempts + 1, updatedAt: ctx.clock.now() })
      .where(eq(eInvoices.id, row.id))
      .returning();
    return after;
  };
  try {
    const json = buildEInvoice(await load());
    let registration;
    try {
      registration = await ctx.einvoicePortal.registerInvoice(json, now);
    } catch (err) {
      // Registered before (a retry after a lost answer): the portal's record is ours.
      if (err instanceof PortalRefused && err.existing) registration = err.existing;
      else throw err;
    }
    ctx.log.info({ doc: ref.docNumber, irn: registration.irn }, 'e-invoice registered');
    return { row: await finish({ state: 'registered', error: null, ...registration }), failure: null };
  } catch (err) {
    const reason = portalFailure(err);
    ctx.log.warn({ doc: ref.docNumber, reason }, 'e-invoice not registered');
    return { row: await finish({ state: 'failed', error: reason }), failure: { reason, retryable: isRetryable(err) } };
  }
}

/** attemptRegistration's row only (the back office's Retry shows the row, whatever the outcome). */
export async function registerDocument(
  ctx: Pick<Services, 'db' | 'config' | 'einvoicePortal' | 'log' | 'clock'>,
  ref: DocumentRef,
  load: () => Promise<EInvoiceSource>,
  opts: { retry?: boolean } = {},
): Promise<EInvoiceRow | null> {
  return (await attemptRegistration(ctx, ref, load, opts))?.row ?? null;
}

/** The document's row, if any attempt has claimed it. */
export async function eInvoiceOf(db: Db, ref: Pick<DocumentRef, 'docType' | 'docNumber'>): Promise<EInvoiceRow | undefined> {
  const [row] = await db.select().from(eInvoices).where(and(eq(eInvoices.docType, ref.docType), eq(eInvoices.docNumber, ref.docNumber)));
  return row;
}

/** The e-invoice rows of one order, oldest first. */
export async function eInvoicesOfOrder(db: Db, orderId: number): Promise<EInvoiceRow[]> {
  return db.select().from(eInvoices).where(eq(eInvoices.orderId, orderId)).orderBy(asc(eInvoices.id));
}

/** The registered (or cancelled) e-invoices of these documents, by document number, for printing. */
export async function eInvoicesOf(db: Db, docType: EInvoiceDocType, numbers: string[]): Promise<Map<string, EInvoiceRow>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.docType, docType), inArray(eInvoices.docNumber, numbers)));
  return new Map(rows.map((r) => [r.docNumber, r]));
}

/** Until when the portal lets the e-invoice be cancelled; null when it is not registered. */
export const cancellableUntil = (row: Pick<EInvoiceRow, 'state' | 'ackDate'>): Date | null =>
  row.state === 'registered' && row.ackDate ? new Date(row.ackDate.getTime() + CANCEL_WINDOW_MS) : null;

export const isCancelReason = (code: string): code is CancelReasonCode => Object.hasOwn(CANCEL_REASONS, code);

/**
 * Cancels a registered e-invoice of the order within 24 hours of its acknowledgement (the portal's
 * rule, checked here first so nothing is sent after it), with the portal's reason code and a
 * remark; the change is audited on the order. The portal refuses a second cancel, so a race between
 * two staff members cancels once.
 */
export async function cancelEInvoice(
  ctx: Pick<Services, 'db' | 'einvoicePortal' | 'clock'>,
  actor: Actor,
  order: { id: number; orderNumber: string },
  id: number,
  input: { reason: string; remark: string },
): Promise<EInvoiceRow> {
  const remark = input.remark.trim().replace(/\s+/g, ' ');
  const errors: Record<string, string[]> = {};
  if (!isCancelReason(input.reason)) errors.reason = [EINVOICE_TEXT.reasonRequired];
  if (remark.length < 3) errors.remark = [EINVOICE_TEXT.remarkRequired];
  else if (remark.length > EINVOICE_REMARK_MAX) errors.remark = [EINVOICE_TEXT.remarkTooLong];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const reason = input.reason as CancelReasonCode;

  const [row] = await ctx.db.select().from(eInvoices).where(and(eq(eInvoices.id, id), eq(eInvoices.orderId, order.id)));
  if (!row) throw notFound(EINVOICE_MESSAGES.notFound);
  if (row.state !== 'registered' || !row.irn) throw conflict(EINVOICE_MESSAGES.notCancellable(row.state));
  // A registered credit note refers to the invoice's number: cancelling the invoice under it would
  // leave a credit note for an invoice that no longer exists in the buyer's GSTR-2B. One still
  // being registered counts too (it will refer to it in a moment).
  if (row.docType === 'INV') {
    const notes = await ctx.db
      .select({ number: eInvoices.docNumber })
      .from(eInvoices)
      .where(and(eq(eInvoices.orderId, order.id), eq(eInvoices.docType, 'CRN'), inArray(eInvoices.state, ['registered', 'pending'])))
      .orderBy(asc(eInvoices.id));
    if (notes.length > 0) throw conflict(EINVOICE_MESSAGES.creditNoteFirst(notes.map((n) => n.number)));
  }
  const now = ctx.clock.now();
  const until = cancellableUntil(row);
  if (!until || now > until) throw conflict(EINVOICE_MESSAGES.tooLate);

  try {
    await ctx.einvoicePortal.cancel(row.irn, { code: reason, remark }, now);
  } catch (err) {
    if (err instanceof PortalRefused) throw conflict(`The portal refused the cancellation (${err.code}): ${err.message}`);
    if (err instanceof PortalUnavailable) throw new HttpError(503, `${err.message} Nothing was cancelled; try again.`);
    throw err;
  }
  return ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(eInvoices)
      .set({ state: 'cancelled', cancelledAt: now, cancelReason: reason, cancelRemark: remark, updatedAt: now })
      .where(and(eq(eInvoices.id, row.id), eq(eInvoices.state, 'registered')))
      .returning();
    if (!after) throw conflict(EINVOICE_MESSAGES.notCancellable('cancelled'));
    await recordAudit(tx, actor, {
      action: 'einvoice.cancel',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { document: row.docNumber, irn: row.irn, state: row.state },
      after: { document: row.docNumber, irn: row.irn, state: 'cancelled', reason: CANCEL_REASONS[reason], remark },
    });
    return after;
  });
}

/** Audits a Retry from the back office (the attempt itself runs outside any transaction). */
export async function auditRetry(db: Db, actor: Actor, orderNumber: string, row: EInvoiceRow): Promise<void> {
  await db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'einvoice.retry',
      entityType: 'order',
      entityId: orderNumber,
      before: { document: row.docNumber },
      after: { document: row.docNumber, state: row.state, irn: row.irn, error: row.error },
    }),
  );
}
