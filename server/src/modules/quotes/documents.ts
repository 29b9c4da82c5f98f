// The data behind a quotation's PDF: the draft of a request, and the store's answer (pdf.ts draws it).
import { eq } from 'drizzle-orm';
import type { QuotationBillingAddress, QuotationShippingAddress } from '@contracts/quotes';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { cartTotals, isSameState, priceLine, type CartTotals, type TaxedLine } from '../../lib/gst';
import { defaultShippingState } from '../cart';
import { NOT_FOUND_MESSAGE, NOT_PRICED_MESSAGE, defaultAddresses, requireProducts, type QuoteLine } from './service';
import { loadQuotation, statusOf } from './view';

/* ---------- the document behind a PDF ---------- */

export interface DocumentLine extends TaxedLine {
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
  gstRate: number;
}

export interface QuotationDocument {
  /** Null for a quote list that has not been submitted yet. */
  number: string | null;
  statusTitle: string | null;
  issuedAt: Date;
  validUntil: Date;
  /** Whose prices: the store's answer, or today's prices for this customer. */
  priceBasis: 'quoted' | 'current';
  buyer: {
    company: string;
    gstin: string;
    contactName: string;
    email: string;
    phone: string;
    billing: QuotationBillingAddress | null;
    shipping: QuotationShippingAddress | null;
  };
  description: string | null;
  sameState: boolean;
  lines: DocumentLine[];
  totals: CartTotals;
}

const DAY_MS = 86_400_000;

/** The quote list as a document, at the customer's prices today (custom rate, else list price). */
export async function draftDocument(
  db: Db,
  customerId: number,
  lines: QuoteLine[],
  opts: { storeState: string; validityDays: number; now?: Date },
): Promise<QuotationDocument> {
  const found = await requireProducts(db, customerId, lines, 'productId', false);
  const [[who], addresses, shipState] = await Promise.all([
    db
      .select({ company: customers.companyName, gstin: customers.gstno, name: customers.primaryContactName, email: customers.email, phone: customers.phone })
      .from(customers)
      .where(eq(customers.id, customerId)),
    defaultAddresses(db, customerId),
    defaultShippingState(db, customerId),
  ]);
  const sameState = isSameState(shipState, opts.storeState);
  const docLines = lines.map((l): DocumentLine => {
    const p = found.get(l.productId)!;
    return {
      sku: p.sku,
      name: p.name,
      quantity: l.quantity,
      unitPrice: p.unitPrice,
      gstRate: p.gstRate,
      ...priceLine(p.unitPrice, l.quantity, p.gstRate, sameState),
    };
  });
  const now = opts.now ?? new Date();
  return {
    number: null,
    statusTitle: null,
    issuedAt: now,
    validUntil: new Date(now.getTime() + opts.validityDays * DAY_MS),
    priceBasis: 'current',
    buyer: {
      company: who.company,
      gstin: who.gstin,
      contactName: who.name,
      email: who.email,
      phone: who.phone,
      billing: addresses.billing,
      shipping: addresses.shipping,
    },
    description: null,
    sameState,
    lines: docLines,
    totals: cartTotals(docLines),
  };
}

/** The store's answer to a quotation as a document; 409 while it is not priced. */
export async function answerDocument(
  db: Db,
  customerId: number,
  id: number,
  opts: { storeState: string; validityDays: number; now?: Date },
): Promise<QuotationDocument> {
  const q = await loadQuotation(db, { id }, opts.storeState, customerId);
  if (!q) throw notFound(NOT_FOUND_MESSAGE);
  if (!q.isPriced || !q.quoted) throw conflict(NOT_PRICED_MESSAGE);
  // Valid from the day the store answered.
  const answeredAt = q.row.quotedAt ?? q.row.createdAt;
  const docLines = q.lines.map(
    (l, i): DocumentLine => ({
      sku: l.product.sku,
      name: l.product.name,
      quantity: l.quantity,
      unitPrice: l.quotedPrice!,
      gstRate: l.product.gstRate,
      ...q.quoted!.lines[i],
    }),
  );
  return {
    number: q.row.quotationNumber,
    statusTitle: statusOf(q.row).status_title,
    issuedAt: answeredAt,
    validUntil: q.row.validUntil ?? new Date(answeredAt.getTime() + opts.validityDays * DAY_MS),
    priceBasis: 'quoted',
    buyer: {
      company: q.company,
      gstin: q.gstin,
      contactName: q.row.contactName ?? q.accountName,
      email: q.row.contactEmail ?? q.accountEmail,
      phone: q.row.contactPhone ?? q.accountPhone,
      billing: (q.row.billingAddress as QuotationBillingAddress | null) ?? null,
      shipping: (q.row.shippingAddress as QuotationShippingAddress | null) ?? null,
    },
    description: q.row.quotationDescription,
    sameState: q.sameState,
    lines: docLines,
    totals: q.quoted.totals,
  };
}
