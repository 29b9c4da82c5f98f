// Quotations of one approved customer (spec 2, 3, 7): the request, the list, the detail, and the
// data of a quotation document (pdf.ts draws it). The request only says which products and how
// many; prices come from the database through lib/gst.ts, like the cart's.
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { quoteFormRules } from '@contracts/fields';
import { indiaDay } from '@contracts/format';
import type {
  Quotation,
  QuotationBillingAddress,
  QuotationShippingAddress,
  QuotationStatusCode,
  QuotationSummary,
  RequestQuotationBody,
} from '@contracts/quotes';
import type { Db, DbOrTx } from '../../db/client';
import { billingAddresses, customRates, customers, orders, products, quotationItems, quotations, shippingAddresses } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { assertSameRequest, requestFingerprint } from '../../lib/idempotency';
import { cartTotals, isSameState, listPricePaise, priceLine, unitPricePaise, type CartTotals, type TaxedLine } from '../../lib/gst';
import { fromPaise, toPaise } from '../../lib/money';
import { FieldErrorsBuilder, checkFields, isUniqueViolation } from '../../lib/fields';
import { QUANTITY_MIN_MESSAGE, defaultShippingState } from '../cart';
import { STATUS_TITLES, effectiveStatus } from './status';

export { QUOTATION_STATUSES, STATUS_TITLES } from './status';

export const QUOTATION_PAGE_SIZE = 10;

export const NOT_AVAILABLE_MESSAGE = 'This product is no longer available.';
export const DUPLICATE_MESSAGE = 'This product is already in the list.';
export const LENGTHS_MESSAGE = 'Give one quantity for each product.';
export const customRateMessage = (name: string) =>
  `${name} already has your price-list rate, so it cannot be quoted. Remove it from the quote list to submit.`;
export const NOT_PRICED_MESSAGE = 'The store has not priced this quotation yet.';
export const NOT_FOUND_MESSAGE = 'Quotation not found';

export interface QuoteLine {
  productId: number;
  quantity: number;
}

/**
 * Parallel id and quantity lists as lines: one quantity per product, each product once, every
 * quantity at least 1. Field keys follow the request (`quantity.2`), so a form can point at the line.
 */
export function toLines(ids: readonly number[], quantities: readonly number[]): QuoteLine[] {
  const errors = new FieldErrorsBuilder();
  if (ids.length !== quantities.length) errors.add('quantity', LENGTHS_MESSAGE);
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (seen.has(id)) errors.add(`product_id.${i}`, DUPLICATE_MESSAGE);
    seen.add(id);
  });
  quantities.forEach((q, i) => {
    if (!Number.isInteger(q) || q < 1) errors.add(`quantity.${i}`, QUANTITY_MIN_MESSAGE);
  });
  errors.throwIfAny();
  return ids.map((productId, i) => ({ productId, quantity: quantities[i] }));
}

/** '3,5' + '1,2' (the PDF form's comma-joined lists) -> lines. */
export function linesFromLists(productIds: string, quantities: string): QuoteLine[] {
  const nums = (s: string) => s.split(',').map((x) => Number(x));
  const ids = nums(productIds);
  const bad = ids.findIndex((id) => !Number.isSafeInteger(id) || id < 1 || id > 2147483647);
  if (bad >= 0) throw invalid({ productId: [NOT_AVAILABLE_MESSAGE] });
  const qtys = nums(quantities);
  if (qtys.some((q) => q > 100000)) throw invalid({ quantity: ['Quantity may not be greater than 100000.'] });
  try {
    return toLines(ids, qtys);
  } catch (err) {
    // The form posts two flat fields: report on them rather than on list positions.
    const e = err as { errors?: Record<string, string[]> };
    if (!e.errors) throw err;
    const out: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(e.errors)) {
      const field = key.startsWith('product_id') ? 'productId' : 'quantity';
      out[field] = [...new Set([...(out[field] ?? []), ...messages])];
    }
    throw invalid(out);
  }
}

/** A product as a quotation shows and prices it for one customer (paise). */
export interface QuotedProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  image: string;
  basePrice: number;
  discountPrice: number | null;
  customRate: number | null;
  /** What this customer pays today: price-list rate, else list price. */
  unitPrice: number;
  listPrice: number;
  gstRate: number;
  isActive: boolean;
}

/** The products by id, priced with the customer's price-list rates. */
export async function productsFor(db: DbOrTx, customerId: number, ids: readonly number[]): Promise<Map<number, QuotedProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.productName,
      slug: products.productSlug,
      image: products.primaryImage,
      basePrice: products.basePrice,
      discountPrice: products.discountPrice,
      gstRate: products.gstRate,
      isActive: products.isActive,
      customRate: customRates.customRate,
    })
    .from(products)
    .leftJoin(customRates, and(eq(customRates.productId, products.id), eq(customRates.customerId, customerId)))
    .where(inArray(products.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        sku: r.sku,
        name: r.name,
        slug: r.slug,
        image: r.image,
        basePrice: toPaise(r.basePrice),
        discountPrice: r.discountPrice === null ? null : toPaise(r.discountPrice),
        customRate: r.customRate === null ? null : toPaise(r.customRate),
        unitPrice: unitPricePaise(r),
        listPrice: listPricePaise(r),
        gstRate: Number(r.gstRate),
        isActive: r.isActive,
      },
    ]),
  );
}

/** The lines' products, every one of them active; 422 on the field and position of any that is not. */
async function requireProducts(db: DbOrTx, customerId: number, lines: QuoteLine[], field: string, positional: boolean) {
  const found = await productsFor(
    db,
    customerId,
    lines.map((l) => l.productId),
  );
  const errors = new FieldErrorsBuilder();
  lines.forEach((l, i) => {
    const p = found.get(l.productId);
    if (!p || !p.isActive) errors.add(positional ? `${field}.${i}` : field, NOT_AVAILABLE_MESSAGE);
  });
  errors.throwIfAny();
  return found;
}

/* ---------- addresses ---------- */

export async function defaultAddresses(
  db: DbOrTx,
  customerId: number,
): Promise<{ shipping: QuotationShippingAddress | null; billing: QuotationBillingAddress | null }> {
  const [[s], [b]] = await Promise.all([
    db
      .select()
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.customerId, customerId), eq(shippingAddresses.isDefault, 'y')))
      .limit(1),
    db
      .select()
      .from(billingAddresses)
      .where(and(eq(billingAddresses.customerId, customerId), eq(billingAddresses.isDefault, 'y')))
      .limit(1),
  ]);
  return {
    shipping: s
      ? {
          s_address_line1: s.sAddressLine1,
          s_address_line2: s.sAddressLine2,
          s_city: s.sCity,
          s_state: s.sState,
          s_country: s.sCountry,
          s_pincode: s.sPincode,
          s_phone: s.sPhone,
        }
      : null,
    billing: b
      ? {
          b_address_line1: b.bAddressLine1,
          b_address_line2: b.bAddressLine2,
          b_city: b.bCity,
          b_state: b.bState,
          b_country: b.bCountry,
          b_pincode: b.bPincode,
          b_phone: b.bPhone,
        }
      : null,
  };
}

/* ---------- request ---------- */

// No 0/O or 1/I: the number is read out over the phone.
const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** QT-YYYYMMDD-XXXXXX: the date in India, then six random characters (the count of quotations stays private). */
export function newQuotationNumber(now = new Date()): string {
  const date = indiaDay(now).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `QT-${date}-${tail}`;
}

export interface RequestedQuotation {
  id: number;
  /** The id the customer sees (never the serial id). */
  public_id: string;
  quotation_number: string;
  /** False when the idempotency key had already made this quotation. */
  created: boolean;
}

async function byIdempotencyKey(db: DbOrTx, customerId: number, key: string) {
  const [row] = await db
    .select({ id: quotations.id, public_id: quotations.publicId, quotation_number: quotations.quotationNumber, fingerprint: quotations.idempotencyFingerprint })
    .from(quotations)
    .where(and(eq(quotations.customerId, customerId), eq(quotations.idempotencyKey, key)));
  return row ?? null;
}

/** The quotation a key made, if the request is the one it was made with (else 422, nothing done). */
async function quotationOfKey(db: DbOrTx, customerId: number, key: string | undefined, fingerprint: string): Promise<RequestedQuotation | null> {
  if (key === undefined) return null;
  const row = await byIdempotencyKey(db, customerId, key);
  if (!row) return null;
  assertSameRequest(row.fingerprint, fingerprint);
  return { id: row.id, public_id: row.public_id, quotation_number: row.quotation_number, created: false };
}

/** The quote form's contact fields, the profile's where the request left one out (spec 7 sends none). */
async function withProfileContact(db: Db, customerId: number, body: RequestQuotationBody): Promise<Record<string, unknown>> {
  if (body.name !== undefined && body.email !== undefined && body.phone !== undefined) return body;
  const [p] = await db
    .select({ name: customers.primaryContactName, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return { ...body, name: body.name ?? p?.name, email: body.email ?? p?.email, phone: body.phone ?? p?.phone };
}

/**
 * Stores a quotation request: status pending, the lines' quantities, the default addresses as
 * they are now. The same idempotency key always answers the same quotation, concurrent submits
 * included (the unique index on customer and key decides).
 */
export async function requestQuotation(
  db: Db,
  customer: { id: number; primaryContactName: string; email: string },
  body: RequestQuotationBody,
): Promise<RequestedQuotation> {
  const key = body.idempotency_key;
  const fingerprint = requestFingerprint(body as Record<string, unknown>);
  const existing = await quotationOfKey(db, customer.id, key, fingerprint);
  if (existing) return existing;

  const errors = new FieldErrorsBuilder();
  const form = checkFields(await withProfileContact(db, customer.id, body), quoteFormRules, errors);
  let lines: QuoteLine[] = [];
  try {
    lines = toLines(body.product_id, body.quantity);
  } catch (err) {
    for (const [k, v] of Object.entries((err as { errors?: Record<string, string[]> }).errors ?? {})) v.forEach((m) => errors.add(k, m));
  }
  errors.throwIfAny();

  const found = await requireProducts(db, customer.id, lines, 'product_id', true);
  // Spec 4: a product with a price-list rate is not quoted (its price is already agreed).
  const rated = new FieldErrorsBuilder();
  lines.forEach((l, i) => {
    const p = found.get(l.productId)!;
    if (p.customRate !== null) rated.add(`product_id.${i}`, customRateMessage(p.name));
  });
  rated.throwIfAny();

  const addresses = await defaultAddresses(db, customer.id);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quotations)
          .values({
            quotationNumber: newQuotationNumber(),
            customerId: customer.id,
            quotationDescription: form.quotation_description,
            contactName: form.name,
            contactEmail: form.email,
            contactPhone: form.phone,
            shippingAddress: addresses.shipping,
            billingAddress: addresses.billing,
            idempotencyKey: key ?? null,
            idempotencyFingerprint: key === undefined ? null : fingerprint,
          })
          .onConflictDoNothing({ target: [quotations.customerId, quotations.idempotencyKey] })
          .returning({ id: quotations.id, public_id: quotations.publicId, quotation_number: quotations.quotationNumber });
        if (!row) {
          // A concurrent submit with the same key committed first: answer its quotation.
          const first = await quotationOfKey(tx, customer.id, key, fingerprint);
          if (!first) throw conflict('The quotation is being submitted. Please try again.');
          return first;
        }
        await tx.insert(quotationItems).values(lines.map((l) => ({ quotationId: row.id, productId: l.productId, productQty: l.quantity })));
        return { ...row, created: true };
      });
    } catch (err) {
      // Six random characters a day: a clash is rare; draw again.
      if (attempt < 4 && isUniqueViolation(err, 'quotations_number_unique')) continue;
      throw err;
    }
  }
}

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
  lines: { id: number; quantity: number; quotedPrice: number | null; product: QuotedProduct }[];
  sameState: boolean;
  /** Every line priced by the store. */
  isPriced: boolean;
  /** The answer's taxed lines and totals (paise), when priced. */
  quoted: { lines: TaxedLine[]; totals: CartTotals } | null;
  /** The order placed from it, once ordered. */
  order: { id: number; publicId: string; orderNumber: string } | null;
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
  const [items, [order]] = await Promise.all([
    db.select().from(quotationItems).where(eq(quotationItems.quotationId, head.row.id)).orderBy(asc(quotationItems.id)),
    db.select({ id: orders.id, publicId: orders.publicId, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.quotationId, head.row.id)),
  ]);
  const found = await productsFor(
    db,
    head.row.customerId,
    items.map((i) => i.productId),
  );
  const lines = items.map((i) => ({
    id: i.id,
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
  return { ...head, lines, sameState, isPriced, quoted, order: order ?? null };
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
      id: l.id,
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
    can_order: (status.status === 'quoted' || status.status === 'accepted') && q.isPriced,
    can_reject: status.status === 'quoted',
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
