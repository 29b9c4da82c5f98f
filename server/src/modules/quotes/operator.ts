// The store's view of quotations: the operator's queue (newest first, by status) and one quotation
// with its lines, prices, totals and thread; the back office's paged, filtered list and its detail
// with the line grid and history. Read by the operator API (quotes/operatorRoutes.ts), the
// command-line tool's direct mode, the back office (quotes/adminRoutes.ts) and quotes/answer.ts.
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_QUOTATION_PAGE_SIZE, STORE_ANSWERABLE, type AdminQuotationDetail, type AdminQuotationSummary, type AdminQuotationsQuery } from '@contracts/adminQuotes';
import type { PagedOf } from '@contracts/common';
import { indiaDay } from '@contracts/format';
import type { OperatorQuotation, OperatorQuotationDetail } from '@contracts/operator';
import type { QuotationShippingAddress, QuotationStatusCode } from '@contracts/quotes';
import type { Db, DbOrTx } from '../../db/client';
import { customers, quotationItems, quotationMessages, quotations } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { fromPaise } from '../../lib/money';
import { QUOTATION_STATUSES, STATUS_TITLES } from './service';
import { loadQuotation, type StoredQuotation } from './view';
import { effectiveStatus } from './status';
import { listMessages, listStaffMessages, type ThreadMessage } from './thread';
import { historyOf } from '../staff';

export function checkStatus(status: unknown): QuotationStatusCode {
  if (typeof status !== 'string' || !(QUOTATION_STATUSES as string[]).includes(status.trim().toLowerCase())) {
    throw invalid({ status: [`Status must be one of ${QUOTATION_STATUSES.join(', ')}.`] });
  }
  return status.trim().toLowerCase() as QuotationStatusCode;
}

export const normNumber = (n: unknown) => (typeof n === 'string' ? n.trim().toUpperCase() : '');

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
      unread: sql<number>`(select count(*) from (${unreadOf(quotations.id)}) u)`.mapWith(Number),
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

export async function loadForOperator(db: DbOrTx, number: string, storeState: string): Promise<StoredQuotation> {
  if (!number) throw invalid({ number: ['Quotation number is required'] });
  const q = await loadQuotation(db, { number }, storeState);
  if (!q) throw notFound(`No quotation with the number ${number}.`);
  return q;
}

export async function operatorDetail(db: DbOrTx, q: StoredQuotation): Promise<OperatorQuotationDetail> {
  return toDetail(q, await listMessages(db, q.row.id));
}

export async function quotationForOperator(db: Db, numberInput: unknown, storeState: string): Promise<OperatorQuotationDetail> {
  return operatorDetail(db, await loadForOperator(db, normNumber(numberInput), storeState));
}

/* ---------- the back office ---------- */

/** `%`, `_` and `\` typed into a search box are text, not patterns. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An India-time calendar day's first instant. */
const istDayStart = (day: string, addDays = 0) => sql`((${day}::date + ${addDays}::int)::timestamp at time zone 'Asia/Kolkata')`;

/**
 * The stored rows whose status, as of `now`, is `status`: a quoted or accepted quotation past its
 * validity date reads as expired (quotes/status.ts), so the filter says the same in SQL and paging
 * counts what the page shows.
 */
function effectiveStatusIs(status: QuotationStatusCode, now: Date): SQL {
  const lapsed = sql`${quotations.validUntil} <= ${now}`;
  const holds = or(isNull(quotations.validUntil), sql`${quotations.validUntil} > ${now}`) as SQL;
  if (status === 'expired') return or(eq(quotations.status, 'expired'), and(inArray(quotations.status, ['quoted', 'accepted']), lapsed)) as SQL;
  if (status === 'quoted' || status === 'accepted') return and(eq(quotations.status, status), holds) as SQL;
  return eq(quotations.status, status);
}

/** The quotation's buyer messages no Sales or Admin member has read (the Inbox's card asks the same). */
export const unreadOf = (quotationId: SQL | typeof quotations.id) =>
  sql`select 1 from ${quotationMessages} where ${quotationMessages.quotationId} = ${quotationId} and ${quotationMessages.author} = 'buyer' and ${quotationMessages.readAt} is null`;

/** The back office's list: newest first, by status, customer text and request day, 25 a page. */
export async function listQuotationsForStaff(db: Db, query: AdminQuotationsQuery, now = new Date()): Promise<PagedOf<AdminQuotationSummary>> {
  if (query.from && query.to && query.from > query.to) throw invalid({ to: ['The last day cannot be before the first day.'] });
  const where: SQL[] = [];
  if (query.status) where.push(effectiveStatusIs(query.status, now));
  const text = query.q?.trim();
  if (text) {
    const pattern = likeText(text);
    where.push(
      or(
        ilike(quotations.quotationNumber, pattern),
        ilike(customers.companyName, pattern),
        ilike(customers.email, pattern),
        ilike(customers.primaryContactName, pattern),
        ilike(quotations.contactName, pattern),
        ilike(quotations.contactEmail, pattern),
      ) as SQL,
    );
  }
  if (query.from) where.push(gte(quotations.createdAt, istDayStart(query.from)));
  if (query.to) where.push(lt(quotations.createdAt, istDayStart(query.to, 1)));
  if (query.unread) where.push(sql`exists (${unreadOf(quotations.id)})`);
  const condition = where.length ? and(...where) : undefined;

  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(quotations)
    .innerJoin(customers, eq(customers.id, quotations.customerId))
    .where(condition);
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_QUOTATION_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, lastPage);
  const rows = await db
    .select({
      id: quotations.id,
      number: quotations.quotationNumber,
      status: quotations.status,
      email: customers.email,
      company: customers.companyName,
      contact: sql<string>`coalesce(${quotations.contactName}, ${customers.primaryContactName})`,
      createdAt: quotations.createdAt,
      validUntil: quotations.validUntil,
      items: sql<number>`(select count(*) from ${quotationItems} where ${quotationItems.quotationId} = ${quotations.id})`.mapWith(Number),
      priced: sql<number>`(select count(*) from ${quotationItems} where ${quotationItems.quotationId} = ${quotations.id} and ${quotationItems.quotedPrice} is not null)`.mapWith(Number),
      unread: sql<number>`(select count(*) from (${unreadOf(quotations.id)}) u)`.mapWith(Number),
    })
    .from(quotations)
    .innerJoin(customers, eq(customers.id, quotations.customerId))
    .where(condition)
    .orderBy(desc(quotations.id))
    .limit(ADMIN_QUOTATION_PAGE_SIZE)
    .offset((page - 1) * ADMIN_QUOTATION_PAGE_SIZE);
  return {
    data: rows.map((r) => {
      const status = effectiveStatus(r, now);
      return {
        id: r.id,
        quotation_number: r.number,
        status,
        status_title: STATUS_TITLES[status],
        company_name: r.company,
        customer_email: r.email,
        contact_name: r.contact,
        item_count: r.items,
        priced_count: r.priced,
        unread_count: r.unread,
        created_at: r.createdAt.toISOString(),
        valid_until: r.validUntil?.toISOString() ?? null,
      };
    }),
    current_page: page,
    last_page: lastPage,
    per_page: ADMIN_QUOTATION_PAGE_SIZE,
    total,
  };
}

/** A quotation named by its number (QT-...) or its numeric id, as the back office's links do. */
export async function loadForStaff(db: DbOrTx, ref: string, storeState: string): Promise<StoredQuotation> {
  const text = ref.trim();
  const q = /^\d{1,9}$/.test(text) ? await loadQuotation(db, { id: Number(text) }, storeState) : await loadQuotation(db, { number: normNumber(text) }, storeState);
  if (!q) throw notFound(`No quotation ${text}.`);
  return q;
}

const DAY_MS = 86_400_000;

/** One quotation as the back office shows it: line grid, totals by the storefront's rule, thread, history. */
export async function staffDetail(db: DbOrTx, q: StoredQuotation, validityDays: number, now = new Date()): Promise<AdminQuotationDetail> {
  const r = q.row;
  const status = effectiveStatus(r, now);
  const [messages, history] = await Promise.all([
    listStaffMessages(db, r.id),
    historyOf(db, 'quotation', r.id),
  ]);
  const money = (p: number | null) => (p === null ? null : fromPaise(p));
  return {
    id: r.id,
    quotation_number: r.quotationNumber,
    version: r.version,
    status,
    status_title: STATUS_TITLES[status],
    customer: { id: r.customerId, company_name: q.company, email: q.accountEmail, name: q.accountName, phone: q.accountPhone, gstin: q.gstin },
    contact: { name: r.contactName, email: r.contactEmail, phone: r.contactPhone },
    description: r.quotationDescription,
    created_at: r.createdAt.toISOString(),
    quoted_at: r.quotedAt?.toISOString() ?? null,
    valid_until: r.validUntil?.toISOString() ?? null,
    default_valid_until: indiaDay(new Date(now.getTime() + validityDays * DAY_MS)),
    rejection_reason: r.rejectionReason,
    order_number: q.order?.orderNumber ?? null,
    shipping_state: (r.shippingAddress as QuotationShippingAddress | null)?.s_state ?? null,
    same_state: q.sameState,
    lines: q.lines.map((l) => ({
      item_id: l.id,
      product_id: l.product.id,
      sku: l.product.sku,
      product_name: l.product.name,
      quantity: l.quantity,
      list_price: fromPaise(l.product.listPrice),
      custom_rate: money(l.product.customRate),
      quoted_price: money(l.quotedPrice),
      gst_rate: l.product.gstRate,
      line_total: l.quotedPrice === null ? null : fromPaise(l.quotedPrice * l.quantity),
    })),
    totals: q.quoted
      ? {
          sub_total: fromPaise(q.quoted.totals.sub_total),
          cgst_amount: fromPaise(q.quoted.totals.cgst_amount),
          sgst_amount: fromPaise(q.quoted.totals.sgst_amount),
          igst_amount: fromPaise(q.quoted.totals.igst_amount),
          grand_total: fromPaise(q.quoted.totals.grand_total),
        }
      : null,
    answerable: STORE_ANSWERABLE.includes(status),
    messages,
    unread_count: messages.filter((m) => m.unread).length,
    history,
  };
}
