// The back office's answers to a quotation: send every line's price with a validity date and a
// note, or reject with a reason, each naming the version the staff member saw (a stale one is
// refused with 409 and nothing changes; quotes/adminRoutes.ts). The buyer's mail is queued with the answer.
import { eq } from 'drizzle-orm';
import {
  ADMIN_QUOTE_MESSAGES as M,
  QUOTATION_MAX_VALIDITY_DAYS,
  QUOTATION_NOTE_MAX,
  QUOTATION_REJECT_REASON_MAX,
  STORE_ANSWERABLE,
  quotePriceRules,
  type AdminQuotationDetail,
  type AdminQuotePriceWarning,
  type AdminQuotationRejectRequest,
  type AdminQuotationSendRequest,
} from '@contracts/adminQuotes';
import { cleanValue, ruleError } from '@contracts/fields';
import { indiaDay } from '@contracts/format';
import type { QuotationStatusCode } from '@contracts/quotes';
import type { Db, Tx } from '../../db/client';
import { quotationItems, quotationMessages, quotations } from '../../db/schema';
import { conflict, invalid, type FieldErrors } from '../../lib/errors';
import { fromPaise, paiseToNumeric, toPaise } from '../../lib/money';
import type { Services } from '../../services';
import { queueMail } from '../jobs';
import { quoteWarnThresholds } from '../settings';
import { recordAudit, type Actor } from '../staff';
import { answerMessage, quotationMailPeople, type AnswerContext } from './answerMail';
import { loadForStaff, staffDetail } from './operator';
import { STATUS_TITLES } from './service';
import { effectiveStatus } from './status';
import { noticeQuotationAnswered } from './notices';
import { priceWarnings } from './priceWarnings';
import { assertVersion, nextVersion } from './version';
import type { StoredQuotation } from './view';

const DAY_MS = 86_400_000;

/** The back office's answers are mailed through the job queue. */
export interface StaffAnswerContext extends AnswerContext, Pick<Services, 'jobs' | 'config' | 'db'> {}

export interface StaffAnswer {
  quotation: AdminQuotationDetail;
  message: string;
  /** Sending prices: the warnings of the prices sent (quotes/priceWarnings.ts). */
  warnings?: AdminQuotePriceWarning[];
}

/** A quoted quotation's prices, for the audit's before/after (rupees by SKU). */
const pricesOf = (q: StoredQuotation) => Object.fromEntries(q.lines.map((l) => [l.product.sku, l.quotedPrice === null ? null : fromPaise(l.quotedPrice)]));

const snapshot = (q: StoredQuotation) => ({
  status: effectiveStatus(q.row),
  version: q.row.version,
  valid_until: q.row.validUntil?.toISOString() ?? null,
  prices: pricesOf(q),
});

/** 409 unless the store may still answer it (pending or quoted): never back from accepted, ordered, rejected or expired. */
function assertAnswerable(number: string, row: { status: QuotationStatusCode; validUntil: Date | null }, what: string): void {
  const status = effectiveStatus(row);
  if (STORE_ANSWERABLE.includes(status)) return;
  const problem = `Quotation ${number} is ${STATUS_TITLES[status].toLowerCase()}: the store can no longer ${what} it.`;
  throw conflict(problem, { status: [problem] });
}

/** 'YYYY-MM-DD' (India day) -> the last instant of that day in India; field errors otherwise. */
function parseValidUntil(input: unknown, now: Date, errors: FieldErrors): Date | null {
  const text = typeof input === 'string' ? input.trim() : '';
  if (!text) {
    errors.valid_until = [M.validUntilRequired];
    return null;
  }
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T23:59:59.999+05:30`) : null;
  // A date like 2026-02-30 parses to another day: compare back.
  if (!at || Number.isNaN(at.getTime()) || indiaDay(at) !== text) {
    errors.valid_until = [M.validUntilFormat];
    return null;
  }
  if (text < indiaDay(now)) errors.valid_until = [M.validUntilPast];
  else if (text > indiaDay(new Date(now.getTime() + QUOTATION_MAX_VALIDITY_DAYS * DAY_MS))) errors.valid_until = [M.validUntilFar];
  return at;
}

/** Every line's price, keyed by item id; errors keyed `lines.<i>.unit_price` like the grid's fields. */
function parseLinePrices(q: StoredQuotation, lines: AdminQuotationSendRequest['lines'], errors: FieldErrors): Map<number, number> {
  const known = new Set(q.lines.map((l) => l.id));
  const out = new Map<number, number>();
  lines.forEach((line, i) => {
    if (!known.has(line.item_id)) {
      errors[`lines.${i}.item_id`] = [M.unknownLine];
      return;
    }
    if (out.has(line.item_id)) {
      errors[`lines.${i}.item_id`] = [M.twice];
      return;
    }
    // The send form's rule: grouped or plain rupees, above 0, at most 2 decimals, at most the column's maximum.
    const rule = quotePriceRules.unit_price;
    const price = cleanValue(rule, line.unit_price);
    const wrong = ruleError(rule, price);
    if (wrong) errors[`lines.${i}.unit_price`] = [wrong];
    else out.set(line.item_id, toPaise(price));
  });
  if (!errors.lines && Object.keys(errors).every((k) => !k.startsWith('lines.')) && out.size < q.lines.length) errors.lines = [M.everyLine];
  return out;
}

/** The answered quotation as the back office now shows it, its mail to the buyer queued in the answer's transaction. */
async function afterAnswer(ctx: StaffAnswerContext, tx: Tx, id: number, note: string | null): Promise<AdminQuotationDetail> {
  const fresh = await loadForStaff(tx, String(id), ctx.storeState);
  const quotation = await staffDetail(tx, fresh, ctx.validityDays);
  await queueMail(
    ctx,
    tx,
    'quotation answer mail',
    { quotation: quotation.quotation_number, status: quotation.status },
    answerMessage(ctx, {
      number: quotation.quotation_number,
      publicId: fresh.row.publicId,
      ...(await quotationMailPeople(tx, fresh.row).then((p) => ({ to: p.to, cc: p.cc, contactName: p.name }))),
      status: quotation.status,
      statusTitle: quotation.status_title,
      lines: quotation.lines,
      grandTotal: quotation.totals?.grand_total ?? null,
      validUntil: fresh.row.validUntil,
      note,
    }),
  );
  return quotation;
}

/**
 * The back office sends its prices: every line priced (rupees, above 0), a validity day from today,
 * an optional note posted to the buyer's thread. Pending or quoted only (a quoted one is re-sent
 * with new prices); the version must be the one the staff member saw. One transaction: prices,
 * status, note and audit all stand or none does, and so does the buyer's mail.
 */
export async function sendQuotation(db: Db, ctx: StaffAnswerContext, actor: Actor, ref: string, body: AdminQuotationSendRequest): Promise<StaffAnswer> {
  const current = await loadForStaff(db, ref, ctx.storeState);
  // Checked again under the row lock; checked here too so `current` (the audit's before) is what the staff member saw.
  assertVersion(current.row, body.version);
  const now = new Date();
  const errors: FieldErrors = {};
  const prices = parseLinePrices(current, body.lines, errors);
  const validUntil = parseValidUntil(body.valid_until, now, errors);
  const note = body.note?.trim() || null;
  if (note && note.length > QUOTATION_NOTE_MAX) errors.note = [M.noteMax];
  if (Object.keys(errors).length) throw invalid(errors);
  const number = current.row.quotationNumber;

  const quotation = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(quotations).where(eq(quotations.id, current.row.id)).for('update');
    assertVersion(locked, body.version);
    assertAnswerable(number, locked, 'send prices for');
    for (const [itemId, paise] of prices) {
      await tx.update(quotationItems).set({ quotedPrice: paiseToNumeric(paise) }).where(eq(quotationItems.id, itemId));
    }
    if (note) await tx.insert(quotationMessages).values({ quotationId: locked.id, author: 'store', body: note });
    await tx.update(quotations).set({ status: 'quoted', quotedAt: now, validUntil, version: nextVersion }).where(eq(quotations.id, locked.id));
    await noticeQuotationAnswered(tx, locked, 'quoted', note);
    await recordAudit(tx, actor, {
      action: 'quotation.send',
      entityType: 'quotation',
      entityId: locked.id,
      before: snapshot(current),
      after: {
        status: 'quoted',
        version: locked.version + 1,
        valid_until: validUntil!.toISOString(),
        prices: Object.fromEntries(current.lines.map((l) => [l.product.sku, fromPaise(prices.get(l.id)!)])),
        ...(note ? { note } : {}),
      },
    });
    return afterAnswer(ctx, tx, locked.id, note);
  });
  const warnings = priceWarnings(current, prices, await quoteWarnThresholds(db));
  return { quotation, message: `Quotation ${number} sent to the customer`, warnings };
}

/** The store declines a pending or quoted quotation, saying why (shown to the buyer and mailed). */
export async function rejectQuotationByStore(db: Db, ctx: StaffAnswerContext, actor: Actor, ref: string, body: AdminQuotationRejectRequest): Promise<StaffAnswer> {
  const current = await loadForStaff(db, ref, ctx.storeState);
  assertVersion(current.row, body.version);
  const reason = body.reason.trim();
  if (!reason) throw invalid({ reason: [M.reasonRequired] });
  if (reason.length > QUOTATION_REJECT_REASON_MAX) throw invalid({ reason: [M.reasonMax] });
  const number = current.row.quotationNumber;

  const quotation = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(quotations).where(eq(quotations.id, current.row.id)).for('update');
    assertVersion(locked, body.version);
    assertAnswerable(number, locked, 'reject');
    await tx
      .update(quotations)
      .set({ status: 'rejected', decidedAt: new Date(), rejectionReason: reason, version: nextVersion })
      .where(eq(quotations.id, locked.id));
    await noticeQuotationAnswered(tx, locked, 'rejected', reason);
    await recordAudit(tx, actor, {
      action: 'quotation.reject',
      entityType: 'quotation',
      entityId: locked.id,
      before: snapshot(current),
      after: { status: 'rejected', version: locked.version + 1, reason },
    });
    return afterAnswer(ctx, tx, locked.id, reason);
  });
  return { quotation, message: `Quotation ${number} rejected` };
}
