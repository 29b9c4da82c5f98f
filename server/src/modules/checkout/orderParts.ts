// The pieces an order is built from, shared by placing a cart's order and ordering a quotation:
// the customer's addresses, the address snapshot, the item rows, the stock taken, and the check
// that a cart's lines can be sold now.
import { eq, sql } from 'drizzle-orm';
import type { OrderData } from '@contracts/checkout';
import type { DbOrTx, Tx } from '../../db/client';
import { customers, products } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { type CartTotals } from '../../lib/gst';
import { paiseToNumeric } from '../../lib/money';
import { ownAddress, type AddressRow } from '../addresses';
import { type PricedCart, type PricedLine } from '../cart';
import { EMPTY_CART_MESSAGE, NO_BILLING_MESSAGE, NO_SHIPPING_MESSAGE } from './messages';

/** A line as an order sells it: the priced cart line or a quotation's quoted line. */
interface SoldLine {
  productId: number;
  name: string;
  unitPrice: number;
  gstRate: number | string;
  quantity: number;
  lineTotal: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The order's item rows: each line's price, GST and HSN code as sold. */
export function orderItemRows(orderId: number, lines: readonly SoldLine[], hsnOf: (productId: number) => string | null) {
  return lines.map((l) => ({
    orderId,
    productId: l.productId,
    productName: l.name,
    unitPrice: paiseToNumeric(l.unitPrice),
    gstRate: String(l.gstRate),
    productQty: l.quantity,
    lineTotal: paiseToNumeric(l.lineTotal),
    taxAmount: paiseToNumeric(l.cgst + l.sgst + l.igst),
    hsnCode: hsnOf(l.productId),
  }));
}

/** Units per product over an order's lines (one product may stand on several lines). */
export function quantitiesByProduct(lines: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const take = new Map<number, number>();
  for (const l of lines) take.set(l.productId, (take.get(l.productId) ?? 0) + l.quantity);
  return take;
}

/** Takes an order's stock, product by product in id order (the lock order, db/locks.ts). */
export async function takeStock(tx: Tx, quantities: ReadonlyMap<number, number>): Promise<void> {
  for (const [productId, qty] of [...quantities].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${qty}` })
      .where(eq(products.id, productId));
  }
}

/**
 * What an order copies when it is placed, so it reads the same however the buyer's profile, address
 * book or the catalogue change later: the buyer, both addresses and the totals. Shared by the
 * cart's checkout and a quotation's order (quotes/order.ts).
 */
export function orderSnapshot(customer: typeof customers.$inferSelect, billing: AddressRow, shipping: AddressRow, t: CartTotals) {
  return {
    customerName: customer.primaryContactName,
    customerPhone: customer.phone,
    customerEmail: customer.email,
    customerGst: customer.gstno,
    customerCompany: customer.companyName,
    sAddressLine1: shipping.line1,
    sAddressLine2: shipping.line2,
    sCity: shipping.city,
    sState: shipping.state,
    sCountry: shipping.country,
    sPincode: shipping.pincode,
    sContact: shipping.phone,
    bAddressLine1: billing.line1,
    bAddressLine2: billing.line2,
    bCity: billing.city,
    bState: billing.state,
    bCountry: billing.country,
    bPincode: billing.pincode,
    bContact: billing.phone,
    subTotal: paiseToNumeric(t.sub_total),
    cgst: paiseToNumeric(t.cgst_amount),
    sgst: paiseToNumeric(t.sgst_amount),
    igst: paiseToNumeric(t.igst_amount),
    totalAmount: paiseToNumeric(t.grand_total),
  };
}

/** Both addresses (public ids), which must be the customer's own; a serial id or someone else's reads as "none chosen". (Ordering a quotation uses it too.) */
export async function chosenAddresses(db: DbOrTx, customerId: number, data: OrderData) {
  const [billing, shipping] = await Promise.all([
    ownAddress(db, customerId, 'billing', data.billing_address_id),
    ownAddress(db, customerId, 'shipping', data.shipping_address_id),
  ]);
  const errors: Record<string, string[]> = {};
  if (!shipping) errors.shipping_address_id = [NO_SHIPPING_MESSAGE];
  if (!billing) errors.billing_address_id = [NO_BILLING_MESSAGE];
  if (!billing || !shipping) throw invalid(errors, (errors.shipping_address_id ?? errors.billing_address_id)[0]);
  return { billing, shipping };
}

/** The order data as stored and echoed: trimmed notes, empty ones left out. */
export function normalizeOrderData(data: OrderData): OrderData {
  const out: OrderData = { billing_address_id: data.billing_address_id, shipping_address_id: data.shipping_address_id };
  const instructions = data.delivery_instructions?.trim();
  const po = data.purchase_order_number?.trim();
  if (instructions) out.delivery_instructions = instructions;
  if (po) out.purchase_order_number = po;
  return out;
}

/* ---------- the cart's lines must be orderable ---------- */

function lineProblem(l: PricedLine): string | null {
  if (!l.isActive) return `${l.name} is no longer sold. Remove it from your cart.`;
  if (l.stock <= 0) return `${l.name} is out of stock. Remove it from your cart.`;
  if (l.quantity > l.stock) return `Only ${l.stock} units of ${l.name} are in stock. Lower the quantity in your cart.`;
  return null;
}

/** Refuses an empty cart or one with a line that cannot be sold now (409: the cart, not the request, is wrong). */
export function assertOrderable(cart: PricedCart): void {
  if (cart.lines.length === 0) throw conflict(EMPTY_CART_MESSAGE, { cart: [EMPTY_CART_MESSAGE] });
  const problems = cart.lines.map(lineProblem).filter((p): p is string => p !== null);
  if (problems.length > 0) throw conflict(problems[0], { cart: problems });
}
