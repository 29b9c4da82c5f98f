// The operator's view of quotations: the queue (newest first, by status) and one quotation with
// its lines, prices, totals and thread. Read by the operator API (quotes/operatorRoutes.ts), the
// command-line tool's direct mode, and the store's answers (quotes/answer.ts).
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { OperatorQuotation, OperatorQuotationDetail } from '@contracts/operator';
import type { QuotationShippingAddress, QuotationStatusCode } from '@contracts/quotes';
import type { Db } from '../../db/client';
import { customers, quotationItems, quotations } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { fromPaise } from '../../lib/money';
import { QUOTATION_STATUSES, STATUS_TITLES } from './service';
import { loadQuotation, type StoredQuotation } from './view';
import { effectiveStatus } from './status';
import { listMessages, type ThreadMessage } from './thread';

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

export async function loadForOperator(db: Db, number: string, storeState: string): Promise<StoredQuotation> {
  if (!number) throw invalid({ number: ['Quotation number is required'] });
  const q = await loadQuotation(db, { number }, storeState);
  if (!q) throw notFound(`No quotation with the number ${number}.`);
  return q;
}

export async function operatorDetail(db: Db, q: StoredQuotation): Promise<OperatorQuotationDetail> {
  return toDetail(q, await listMessages(db, q.row.id));
}

export async function quotationForOperator(db: Db, numberInput: unknown, storeState: string): Promise<OperatorQuotationDetail> {
  return operatorDetail(db, await loadForOperator(db, normNumber(numberInput), storeState));
}
