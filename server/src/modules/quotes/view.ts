// A customer's quotations as the list and the detail show them, and a stored quotation loaded whole.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Quotation, QuotationBillingAddress, QuotationShippingAddress, QuotationStatusCode, QuotationSummary } from '@contracts/quotes';
import type { Db, DbOrTx } from '../../db/client';
import { approvalRequests, customers, orders, quotationItems, quotations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { cartTotals, isSameState, priceLine, type CartTotals, type TaxedLine } from '../../lib/gst';
import { fromPaise, toPaise } from '../../lib/money';
import { STATUS_TITLES, effectiveStatus } from './status';
import { NOT_FOUND_MESSAGE, QUOTATION_PAGE_SIZE, productsFor, type QuotedProduct } from './service';

/* ---------- list and detail ---------- */

/**
 * The serial id of the customer's quotation named by its public id. Another customer's id, a
 * serial id and an unknown one all answer the same 404.
 */
export async function quotationIdOf(db: DbOrTx, customerId: number, publicId: string): Promise<number> {
  const [row] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(and(eq(quotations.publicId, publicId), eq(quotations.customerId, customerId)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row.id;
}

export interface QuotationPage {
  data: QuotationSummary[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** The status as the buyer sees it now (a quoted one past its validity date reads as expired). */
export const statusOf = (row: { status: QuotationStatusCode; validUntil: Date | null }, now = new Date()): { status: QuotationStatusCode; status_title: string } => {
  const status = effectiveStatus(row, now);
  return { status, status_title: STATUS_TITLES[status] };
};

function customerOf(contactName: string | null, accountName: string | null, company: string | null) {
  const name = contactName?.trim() || accountName?.trim() || '';
  return name ? { primary_contact_name: name, company_name: company ?? '' } : null;
}

/** Newest first, 10 a page; a page past the last answers the last (like the address books). */
export async function listQuotations(db: Db, customerId: number, page: number): Promise<QuotationPage> {
  const [{ total }] = await db.select({ total: count() }).from(quotations).where(eq(quotations.customerId, customerId));
  const lastPage = Math.max(1, Math.ceil(total / QUOTATION_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), lastPage);
  const itemCount = db
    .select({ quotationId: quotationItems.quotationId, n: count().as('n') })
    .from(quotationItems)
    .groupBy(quotationItems.quotationId)
    .as('item_count');
  const rows = await db
    .select({
      publicId: quotations.publicId,
      number: quotations.quotationNumber,
      description: quotations.quotationDescription,
      contactName: quotations.contactName,
      accountName: customers.primaryContactName,
      company: customers.companyName,
      status: quotations.status,
      validUntil: quotations.validUntil,
      createdAt: quotations.createdAt,
      items: sql<number>`coalesce(${itemCount.n}, 0)`.mapWith(Number),
    })
    .from(quotations)
    .innerJoin(customers, eq(customers.id, quotations.customerId))
    .leftJoin(itemCount, eq(itemCount.quotationId, quotations.id))
    .where(eq(quotations.customerId, customerId))
    .orderBy(desc(quotations.id))
    .limit(QUOTATION_PAGE_SIZE)
    .offset((current - 1) * QUOTATION_PAGE_SIZE);
  return {
    data: rows.map((r) => ({
      id: r.publicId,
      quotation_number: r.number,
      quotation_description: r.description,
      customer: customerOf(r.contactName, r.accountName, r.company),
      status: statusOf(r),
      item_count: r.items,
      created_at: r.createdAt.toISOString(),
      valid_until: r.validUntil?.toISOString() ?? null,
    })),
    current_page: current,
    last_page: lastPage,
    per_page: QUOTATION_PAGE_SIZE,
    total,
  };
}

/** A stored quotation with its lines, priced for its customer; null when it is not theirs. */
export interface StoredQuotation {
  row: typeof quotations.$inferSelect;
  company: string;
  gstin: string;
  accountName: string;
  accountEmail: string;
  accountPhone: string;
  /** id: the serial id (the store prices lines by it); publicId: the line's id in the customer's calls. */
  lines: { id: number; publicId: string; quantity: number; quotedPrice: number | null; product: QuotedProduct }[];
  sameState: boolean;
  /** Every line priced by the store. */
  isPriced: boolean;
  /** The answer's taxed lines and totals (paise), when priced. */
  quoted: { lines: TaxedLine[]; totals: CartTotals } | null;
  /** The order placed from it, once ordered. */
  order: { id: number; publicId: string; orderNumber: string } | null;
  /** A Buyer's accept waits for the company's approver. */
  awaitingApproval: boolean;
}

export async function loadQuotation(
  db: DbOrTx,
  where: { id: number } | { number: string },
  storeState: string,
  customerId?: number,
): Promise<StoredQuotation | null> {
  const match = 'id' in where ? eq(quotations.id, where.id) : eq(quotations.quotationNumber, where.number);
  const [head] = await db
    .select({
      row: quotations,
      company: customers.companyName,
      gstin: customers.gstno,
      accountName: customers.primaryContactName,
      accountEmail: customers.email,
      accountPhone: customers.phone,
    })
    .from(quotations)
    .innerJoin(customers, eq(customers.id, quotations.customerId))
    .where(customerId === undefined ? match : and(match, eq(quotations.customerId, customerId)));
  if (!head) return null;
  const [items, [order], waiting] = await Promise.all([
    db.select().from(quotationItems).where(eq(quotationItems.quotationId, head.row.id)).orderBy(asc(quotationItems.id)),
    db.select({ id: orders.id, publicId: orders.publicId, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.quotationId, head.row.id)),
    db
      .select({ id: approvalRequests.id })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.quotationId, head.row.id), eq(approvalRequests.status, 'pending')))
      .limit(1),
  ]);
  const found = await productsFor(
    db,
    head.row.customerId,
    items.map((i) => i.productId),
  );
  const lines = items.map((i) => ({
    id: i.id,
    publicId: i.publicId,
    quantity: i.productQty,
    quotedPrice: i.quotedPrice === null ? null : toPaise(i.quotedPrice),
    product: found.get(i.productId)!,
  }));
  const shipping = head.row.shippingAddress as QuotationShippingAddress | null;
  const sameState = isSameState(shipping?.s_state, storeState);
  const isPriced = lines.length > 0 && lines.every((l) => l.quotedPrice !== null);
  const quoted = isPriced
    ? (() => {
        const taxed = lines.map((l) => priceLine(l.quotedPrice!, l.quantity, l.product.gstRate, sameState));
        return { lines: taxed, totals: cartTotals(taxed) };
      })()
    : null;
  return { ...head, lines, sameState, isPriced, quoted, order: order ?? null, awaitingApproval: waiting.length > 0 };
}

export function quotationToWire(q: StoredQuotation, now = new Date()): Quotation {
  const r = q.row;
  const status = statusOf(r, now);
  const money = (p: number | null) => (p === null ? null : fromPaise(p));
  return {
    id: r.publicId,
    quotation_number: r.quotationNumber,
    quotation_description: r.quotationDescription,
    customer: customerOf(r.contactName, q.accountName, q.company),
    contact: { name: r.contactName, email: r.contactEmail, phone: r.contactPhone },
    status,
    created_at: r.createdAt.toISOString(),
    shipping_address: (r.shippingAddress as QuotationShippingAddress | null) ?? null,
    billing_address: (r.billingAddress as QuotationBillingAddress | null) ?? null,
    quotation_items: q.lines.map((l) => ({
      id: l.publicId,
      product_qty: l.quantity,
      quoted_price: money(l.quotedPrice),
      unit_price: fromPaise(l.product.unitPrice),
      product: {
        id: l.product.id,
        sku: l.product.sku,
        product_name: l.product.name,
        product_slug: l.product.slug,
        primary_image: l.product.image,
        base_price: fromPaise(l.product.basePrice),
        discount_price: money(l.product.discountPrice),
        custom_rates: l.product.customRate === null ? null : { custom_rate: fromPaise(l.product.customRate) },
        gst_rate: l.product.gstRate,
      },
    })),
    is_priced: q.isPriced,
    quoted_totals: q.quoted
      ? {
          sub_total: fromPaise(q.quoted.totals.sub_total),
          cgst_amount: fromPaise(q.quoted.totals.cgst_amount),
          sgst_amount: fromPaise(q.quoted.totals.sgst_amount),
          igst_amount: fromPaise(q.quoted.totals.igst_amount),
          grand_total: fromPaise(q.quoted.totals.grand_total),
        }
      : null,
    valid_until: r.validUntil?.toISOString() ?? null,
    can_order: (status.status === 'quoted' || status.status === 'accepted') && q.isPriced && !q.awaitingApproval,
    can_reject: status.status === 'quoted',
    // An expired quotation's request can no longer be approved into an order, so it no longer waits.
    awaiting_approval: q.awaitingApproval && (status.status === 'quoted' || status.status === 'accepted'),
    rejection_reason: r.rejectionReason,
    order: q.order ? { id: q.order.publicId, order_number: q.order.orderNumber } : null,
  };
}

/** The customer's quotation; someone else's id answers exactly like a missing one. */
export async function viewQuotation(db: Db, customerId: number, id: number, storeState: string): Promise<Quotation> {
  const q = await loadQuotation(db, { id }, storeState, customerId);
  if (!q) throw notFound(NOT_FOUND_MESSAGE);
  return quotationToWire(q);
}
