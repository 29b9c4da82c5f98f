// What the store's operator does with quotations: list them, read one, price its lines, change
// its status along the flow (quotes/status.ts), answer the buyer's questions; the customer is
// mailed when the store answers. Shared by the operator API (server
// running) and the command-line tool's direct mode (server stopped), like service.ts.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OperatorQuotation, OperatorQuotationDetail } from '@contracts/operator';
import type { QuotationShippingAddress, QuotationStatusCode } from '@contracts/quotes';
import type { Db } from '../../db/client';
import { customers, quotationItems, quotations } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { fromPaise, paiseToNumeric } from '../../lib/money';
import { QUOTATION_STATUSES, STATUS_TITLES, loadQuotation, type StoredQuotation } from '../quotes/service';
import { assertTransition, effectiveStatus } from '../quotes/status';
import { listMessages, postMessage, type ThreadMessage } from '../quotes/thread';
import { parseAmount } from './service';

export type { OperatorQuotation, OperatorQuotationDetail, OperatorQuotationLine } from '@contracts/operator';

/** Where mails go and what they link to; without a mailer nothing is sent (tests of the rules). */
export interface AnswerContext {
  storeState: string;
  publicUrl: string;
  storeName: string;
  /** How long a quoted price holds from the day the store prices it (QUOTATION_VALIDITY_DAYS). */
  validityDays: number;
  mailer?: Mailer;
}

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

function checkStatus(status: unknown): QuotationStatusCode {
  if (typeof status !== 'string' || !(QUOTATION_STATUSES as string[]).includes(status.trim().toLowerCase())) {
    throw invalid({ status: [`Status must be one of ${QUOTATION_STATUSES.join(', ')}.`] });
  }
  return status.trim().toLowerCase() as QuotationStatusCode;
}

const normNumber = (n: unknown) => (typeof n === 'string' ? n.trim().toUpperCase() : '');

/** Quotations, newest first, optionally in one status (at most 500: the queue, not the archive). */
export async function listQuotationsForOperator(db: Db, status?: string | null): Promise<OperatorQuotation[]> {
  const wanted = status ? checkStatus(status) : null;
  // Expiry is read from the clock, so 'quoted', 'accepted' and 'expired' are told apart after the read.
  const stored: QuotationStatusCode[] | null =
    wanted === null ? null : wanted === 'expired' || wanted === 'quoted' || wanted === 'accepted' ? ['quoted', 'accepted', 'expired'] : [wanted];
  const now = new Date();
  const rows = await db
    .select({
      id: quotations.id,
      number: quotations.quotationNumber,
      status: quotations.status,
      email: customers.email,
      company: customers.companyName,
      contact: sql<string>`coalesce(${quotations.contactName}, ${customers.primaryContactName})`,
      description: quotations.quotationDescription,
      createdAt: quotations.createdAt,
      quotedAt: quotations.quotedAt,
      validUntil: quotations.validUntil,
      items: sql<number>`(select count(*) from ${quotationItems} where ${quotationItems.quotationId} = ${quotations.id})`.mapWith(Number),
      priced: sql<number>`(select count(*) from ${quotationItems} where ${quotationItems.quotationId} = ${quotations.id} and ${quotationItems.quotedPrice} is not null)`.mapWith(Number),
    })
    .from(quotations)
    .innerJoin(customers, eq(customers.id, quotations.customerId))
    .where(stored ? inArray(quotations.status, stored) : undefined)
    .orderBy(desc(quotations.id))
    .limit(500);
  return rows
    .map((r) => ({ ...r, status: effectiveStatus(r, now) }))
    .filter((r) => wanted === null || r.status === wanted)
    .map((r) => ({
    id: r.id,
    quotation_number: r.number,
    status: r.status,
    status_title: STATUS_TITLES[r.status],
    customer_email: r.email,
    company_name: r.company,
    contact_name: r.contact,
    description: r.description,
    item_count: r.items,
    priced_count: r.priced,
    created_at: r.createdAt.toISOString(),
    quoted_at: r.quotedAt?.toISOString() ?? null,
  }));
}

function toDetail(q: StoredQuotation, messages: ThreadMessage[]): OperatorQuotationDetail {
  const r = q.row;
  const status = effectiveStatus(r);
  return {
    id: r.id,
    quotation_number: r.quotationNumber,
    status,
    status_title: STATUS_TITLES[status],
    customer_email: q.accountEmail,
    company_name: q.company,
    contact_name: r.contactName ?? q.accountName,
    contact_email: r.contactEmail,
    contact_phone: r.contactPhone,
    description: r.quotationDescription,
    item_count: q.lines.length,
    priced_count: q.lines.filter((l) => l.quotedPrice !== null).length,
    created_at: r.createdAt.toISOString(),
    quoted_at: r.quotedAt?.toISOString() ?? null,
    valid_until: r.validUntil?.toISOString() ?? null,
    rejection_reason: r.rejectionReason,
    order_number: q.order?.orderNumber ?? null,
    messages,
    shipping_state: (r.shippingAddress as QuotationShippingAddress | null)?.s_state ?? null,
    lines: q.lines.map((l) => ({
      sku: l.product.sku,
      product_name: l.product.name,
      quantity: l.quantity,
      current_price: fromPaise(l.product.unitPrice),
      list_price: fromPaise(l.product.listPrice),
      custom_rate: l.product.customRate === null ? null : fromPaise(l.product.customRate),
      quoted_price: l.quotedPrice === null ? null : fromPaise(l.quotedPrice),
      gst_rate: l.product.gstRate,
    })),
    totals: q.quoted
      ? {
          sub_total: fromPaise(q.quoted.totals.sub_total),
          cgst: fromPaise(q.quoted.totals.cgst_amount),
          sgst: fromPaise(q.quoted.totals.sgst_amount),
          igst: fromPaise(q.quoted.totals.igst_amount),
          grand_total: fromPaise(q.quoted.totals.grand_total),
        }
      : null,
  };
}

async function load(db: Db, number: string, storeState: string): Promise<StoredQuotation> {
  if (!number) throw invalid({ number: ['Quotation number is required'] });
  const q = await loadQuotation(db, { number }, storeState);
  if (!q) throw notFound(`No quotation with the number ${number}.`);
  return q;
}

async function detail(db: Db, q: StoredQuotation): Promise<OperatorQuotationDetail> {
  return toDetail(q, await listMessages(db, q.row.id));
}

export async function quotationForOperator(db: Db, numberInput: unknown, storeState: string): Promise<OperatorQuotationDetail> {
  return detail(db, await load(db, normNumber(numberInput), storeState));
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Tells the customer the store has answered (quoted, or another decision), linking the quotation by its public id; never fails the change itself. */
async function mailAnswer(ctx: AnswerContext, q: OperatorQuotationDetail, publicId: string): Promise<boolean> {
  if (!ctx.mailer) return false;
  const link = `${ctx.publicUrl}/quotation-details/${publicId}`;
  const to = q.contact_email ?? q.customer_email;
  const priced = q.status === 'quoted' && q.totals;
  const subject = priced
    ? `Your quotation ${q.quotation_number} has been priced`
    : `Your quotation ${q.quotation_number} is now ${q.status_title}`;
  const lines = priced
    ? [
        'Our prices (per unit, before GST):',
        ...q.lines.map((l) => `  ${l.sku}  ${l.product_name}  x ${l.quantity}  ${inr.format(l.quoted_price ?? 0)}`),
        '',
        `Grand total with GST: ${inr.format(q.totals!.grand_total)}`,
      ]
    : [`The status of your quotation is now: ${q.status_title}.`];
  const text =
    `Hello ${q.contact_name},\n\n` +
    `${ctx.storeName} has answered your quotation request ${q.quotation_number}.\n\n` +
    `${lines.join('\n')}\n\n` +
    `See it, and download the quotation as a PDF, at:\n${link}\n`;
  try {
    await ctx.mailer.send({ to, subject, text });
    return true;
  } catch {
    return false;
  }
}

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
  const complete = await db.transaction(async (tx) => {
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
    if (open === 0) {
      // A new answer: its prices hold for the validity period from today.
      const quotedAt = new Date();
      await tx
        .update(quotations)
        .set({ status: 'quoted', quotedAt, validUntil: validUntilFrom(quotedAt, ctx.validityDays) })
        .where(eq(quotations.id, current.row.id));
    }
    return open === 0;
  });
  const quotation = await detail(db, await load(db, number, ctx.storeState));
  const mailed = complete ? await mailAnswer(ctx, quotation, current.row.publicId) : false;
  return { quotation, complete, mailed };
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
  await db.transaction(async (tx) => {
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
      })
      .where(eq(quotations.id, current.row.id));
  });
  const quotation = await detail(db, await load(db, number, ctx.storeState));
  const mailed = await mailAnswer(ctx, quotation, current.row.publicId);
  return { quotation, changed: true, mailed };
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
    mailer: ctx.mailer,
    publicUrl: ctx.publicUrl,
    storeName: ctx.storeName,
  });
  return { quotation: await detail(db, await load(db, number, ctx.storeState)), message: posted.message, mailed: posted.mailed };
}
