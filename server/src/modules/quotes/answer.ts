// The operator's answers to a quotation: quoted unit prices by SKU, a status change along the flow
// (quotes/status.ts), a message in the thread (operator API and command-line tool). The back
// office's answers are quotes/staffAnswer.ts. The buyer's mail is queued in the answer's transaction.
import { and, count, eq, sql } from 'drizzle-orm';
import type { OperatorQuotationDetail } from '@contracts/operator';
import type { QuotationStatusCode } from '@contracts/quotes';
import type { Db } from '../../db/client';
import { quotationItems, quotations } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { paiseToNumeric } from '../../lib/money';
import { parseAmount } from '../../lib/money';
import { mailAnswer, quotationMailPeople, type AnswerContext } from './answerMail';
import { checkStatus, loadForOperator as load, normNumber, operatorDetail as detail } from './operator';
import { STATUS_TITLES } from './service';
import { assertTransition, effectiveStatus } from './status';
import { noticeQuotationAnswered } from './notices';
import { postMessage, type ThreadMessage } from './thread';
import { nextVersion } from './version';

export type { AnswerContext } from './answerMail';

const DAY_MS = 86_400_000;
const validUntilFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

export interface PricingResult {
  quotation: OperatorQuotationDetail;
  /** Every line has a quoted price now (status quoted). */
  complete: boolean;
  mailed: boolean;
}

export interface QuotationStatusChange {
  quotation: OperatorQuotationDetail;
  changed: boolean;
  mailed: boolean;
}

/** Only an unanswered or quoted (not yet accepted) quotation can be (re)priced. */
const PRICEABLE: QuotationStatusCode[] = ['pending', 'quoted'];

/** "SKU=1250.50" pairs -> paise per SKU; field errors keyed by the SKU. */
function parsePrices(prices: unknown): Map<string, number> {
  if (!prices || typeof prices !== 'object' || Array.isArray(prices) || Object.keys(prices).length === 0) {
    throw invalid({ prices: ['Give at least one price as <sku>=<unit price>.'] });
  }
  const out = new Map<string, number>();
  const errors: Record<string, string[]> = {};
  for (const [sku, value] of Object.entries(prices as Record<string, unknown>)) {
    try {
      out.set(sku.trim().toUpperCase(), parseAmount(value));
    } catch (err) {
      errors[sku] = ((err as { errors?: Record<string, string[]> }).errors?.amount ?? ['Invalid price.']).map((m) => m.replace(/^Amount/, 'Price'));
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

/**
 * Sets quoted unit prices (rupees, before GST) by SKU. When every line is priced the quotation
 * becomes 'quoted' and the customer is mailed.
 */
export async function priceQuotation(db: Db, numberInput: unknown, prices: unknown, ctx: AnswerContext): Promise<PricingResult> {
  const number = normNumber(numberInput);
  const wanted = parsePrices(prices);
  const current = await load(db, number, ctx.storeState);
  const status = effectiveStatus(current.row);
  if (!PRICEABLE.includes(status)) {
    throw conflict(`Quotation ${number} is ${STATUS_TITLES[status].toLowerCase()}: it can no longer be priced.`);
  }
  const bySku = new Map(current.lines.map((l) => [l.product.sku.toUpperCase(), l]));
  const unknown = [...wanted.keys()].filter((sku) => !bySku.has(sku));
  if (unknown.length) {
    throw invalid(Object.fromEntries(unknown.map((sku) => [sku, [`Quotation ${number} has no line with this SKU.`]])));
  }
  return db.transaction(async (tx): Promise<PricingResult> => {
    // The buyer may be accepting at this moment: the row lock orders the two, and the status is
    // read again under it.
    const [locked] = await tx.select({ status: quotations.status, validUntil: quotations.validUntil }).from(quotations).where(eq(quotations.id, current.row.id)).for('update');
    const now = effectiveStatus(locked);
    if (!PRICEABLE.includes(now)) throw conflict(`Quotation ${number} is ${STATUS_TITLES[now].toLowerCase()}: it can no longer be priced.`);
    for (const [sku, paise] of wanted) {
      await tx.update(quotationItems).set({ quotedPrice: paiseToNumeric(paise) }).where(eq(quotationItems.id, bySku.get(sku)!.id));
    }
    const [{ open }] = await tx
      .select({ open: count() })
      .from(quotationItems)
      .where(and(eq(quotationItems.quotationId, current.row.id), sql`${quotationItems.quotedPrice} is null`));
    // A new answer: its prices hold for the validity period from today. Partly priced, it is
    // still a change (the version tells a back-office screen showing the old prices).
    const quotedAt = new Date();
    await tx
      .update(quotations)
      .set(open === 0 ? { status: 'quoted', quotedAt, validUntil: validUntilFrom(quotedAt, ctx.validityDays), version: nextVersion } : { version: nextVersion })
      .where(eq(quotations.id, current.row.id));
    const quotation = await detail(tx, await load(tx, number, ctx.storeState));
    if (open > 0) return { quotation, complete: false, mailed: false };
    await noticeQuotationAnswered(tx, current.row, 'quoted');
    const mailed = await mailAnswer(ctx, tx, quotation, current.row.publicId, await quotationMailPeople(tx, current.row));
    return { quotation, complete: true, mailed };
  });
}

export const ORDERED_ONLY_BY_ORDER = 'A quotation becomes ordered when the buyer places its order, not by a status change.';

/**
 * A status change along the flow only (quotes/status.ts): e.g. quoted -> accepted on the buyer's
 * word by phone, quoted -> rejected, quoted or accepted -> expired to withdraw an offer. 'quoted'
 * needs every line priced; 'ordered' comes only from placing the order. Mails the customer.
 */
export async function setQuotationStatus(db: Db, numberInput: unknown, statusInput: unknown, ctx: AnswerContext): Promise<QuotationStatusChange> {
  const number = normNumber(numberInput);
  const status = checkStatus(statusInput);
  const current = await load(db, number, ctx.storeState);
  if (effectiveStatus(current.row) === status) return { quotation: await detail(db, current), changed: false, mailed: false };
  if (status === 'ordered') throw conflict(ORDERED_ONLY_BY_ORDER, { status: [ORDERED_ONLY_BY_ORDER] });
  return db.transaction(async (tx): Promise<QuotationStatusChange> => {
    const [locked] = await tx.select().from(quotations).where(eq(quotations.id, current.row.id)).for('update');
    assertTransition(number, effectiveStatus(locked), status, locked.validUntil);
    if (status === 'quoted' && !current.isPriced) {
      throw conflict(`Price every line of ${number} first (quote-price ${number} <sku>=<unit price> ...).`);
    }
    const now = new Date();
    await tx
      .update(quotations)
      .set({
        status,
        ...(status === 'quoted' ? { quotedAt: now, validUntil: validUntilFrom(now, ctx.validityDays) } : {}),
        ...(status === 'accepted' || status === 'rejected' ? { decidedAt: now } : {}),
        version: nextVersion,
      })
      .where(eq(quotations.id, current.row.id));
    await noticeQuotationAnswered(tx, locked, status);
    const quotation = await detail(tx, await load(tx, number, ctx.storeState));
    const mailed = await mailAnswer(ctx, tx, quotation, current.row.publicId, await quotationMailPeople(tx, current.row));
    return { quotation, changed: true, mailed };
  });
}

export interface ReplyResult {
  quotation: OperatorQuotationDetail;
  message: ThreadMessage;
  mailed: boolean;
}

/** The store's answer in the quotation's thread, mailed to the buyer. */
export async function replyToQuotation(db: Db, numberInput: unknown, text: unknown, ctx: AnswerContext): Promise<ReplyResult> {
  const number = normNumber(numberInput);
  const current = await load(db, number, ctx.storeState);
  const posted = await postMessage(db, current, 'store', text, {
    mail: ctx.mail,
    publicUrl: ctx.publicUrl,
    storeName: ctx.storeName,
  });
  return { quotation: await detail(db, await load(db, number, ctx.storeState)), message: posted.message, mailed: posted.mailed };
}

/* ---------- the back office ---------- */
