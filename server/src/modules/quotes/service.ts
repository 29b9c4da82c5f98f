// Quotations of one approved customer (spec 2, 3, 7): the lines and products of a request, the
// default addresses, and the request itself. The list and detail are view.ts, the data of a
// quotation document documents.ts. The request only says which products and how many; prices come
// from the database through lib/gst.ts, like the cart's.
import { and, eq, inArray } from 'drizzle-orm';
import { quoteFormRules } from '@contracts/fields';
import { indiaDay } from '@contracts/format';
import type { QuotationBillingAddress, QuotationShippingAddress, RequestQuotationBody } from '@contracts/quotes';
import type { Db, DbOrTx } from '../../db/client';
import { customRates, customers, products, quotationItems, quotations } from '../../db/schema';
import { randomCode } from '../../lib/codes';
import { conflict, invalid } from '../../lib/errors';
import { assertSameRequest, requestFingerprint } from '../../lib/idempotency';
import { listPricePaise, unitPricePaise } from '../../lib/gst';
import { toPaise } from '../../lib/money';
import { FieldErrorsBuilder, checkFields, isUniqueViolation } from '../../lib/fields';
import { addressFields, defaultAddress } from '../addresses';
import { QUANTITY_MIN_MESSAGE } from '../cart';

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
export async function requireProducts(db: DbOrTx, customerId: number, lines: QuoteLine[], field: string, positional: boolean) {
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

/** The customer's default addresses as a quotation records them (the addresses area decides which is the default). */
export async function defaultAddresses(
  db: DbOrTx,
  customerId: number,
): Promise<{ shipping: QuotationShippingAddress | null; billing: QuotationBillingAddress | null }> {
  const [s, b] = await Promise.all([defaultAddress(db, customerId, 'shipping'), defaultAddress(db, customerId, 'billing')]);
  return { shipping: s && addressFields('shipping', s), billing: b && addressFields('billing', b) };
}

/* ---------- request ---------- */

/** QT-YYYYMMDD-XXXXXX: the date in India, then six random characters (the count of quotations stays private). */
export function newQuotationNumber(now = new Date()): string {
  const date = indiaDay(now).replace(/-/g, '');
  return `QT-${date}-${randomCode(6)}`;
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
  customer: { id: number; userId: number; primaryContactName: string; email: string },
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
            createdByUserId: customer.userId,
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
