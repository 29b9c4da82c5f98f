// The GST tax invoice of an order: what it prints, read from the order as stored (amounts, names,
// HSN codes and addresses copied at checkout, the number and date issued at approval), never from
// today's catalogue or prices.
import { and, asc, eq } from 'drizzle-orm';
import { addressLines, type AddressParts } from '@contracts/format';
import type { Db } from '../../db/client';
import { ewayBills, orderItems, orders } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { isSameState } from '../../lib/gst';
import { gstState } from '../../lib/gstStates';
import { toPaise } from '../../lib/money';
import { ORDER_NOT_FOUND } from '../../lib/orderMessages';
import { eInvoicesOf } from './einvoice/service';
import { eInvoiceFacts, type EInvoiceFacts } from './eInvoicePanel';
import type { InvoiceLine } from './invoiceLine';

/** Goods are counted in pieces ('Nos'), the unit quantity code GST invoices use for them. */
export const INVOICE_UNIT = 'Nos';

export const invoiceNotYetMessage = (orderNumber: string) =>
  `The tax invoice for order ${orderNumber} is issued once the store approves the order.`;
export const invoiceCancelledMessage = (orderNumber: string) =>
  `Order ${orderNumber} was cancelled before it was approved, so it has no tax invoice.`;


export interface InvoiceDocument {
  number: string;
  date: Date;
  orderNumber: string;
  orderDate: Date;
  purchaseOrderNumber: string | null;
  recipient: { name: string; contactName: string; gstin: string | null; billing: string[]; shipping: string[] };
  placeOfSupply: { state: string; code: string | null };
  /** Same state as the seller: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; grandTotal: number };
  /** The seller as the invoice was issued (orders.seller). */
  seller: unknown;
  /** Its e-invoice when registered (or cancelled): printed with the QR. */
  eInvoice: EInvoiceFacts | null;
  /** The e-way bill the goods moved under, once the order shipped with one (rule 138: number and date). */
  ewayBill: { number: string; date: string } | null;
}

type OrderRow = typeof orders.$inferSelect;

/** The free product's line, free of charge, as the invoice and its credit notes print it. */
export function freeProductLine(o: Pick<OrderRow, 'freeProductName' | 'freeProductHsnCode'>): InvoiceLine {
  return {
    description: `${o.freeProductName ?? 'Free product'} (free of charge)`,
    hsn: o.freeProductHsnCode,
    quantity: 1,
    unit: INVOICE_UNIT,
    unitPrice: 0,
    taxableValue: 0,
    gstRate: 0,
    cgst: 0,
    sgst: 0,
    igst: 0,
    free: true,
  };
}

/** The order's copy of an address as the documents print it (contracts/format.ts), without the phone. */
export function addressOf(o: OrderRow, side: 's' | 'b'): string[] {
  const parts: AddressParts =
    side === 's'
      ? { line1: o.sAddressLine1, line2: o.sAddressLine2, city: o.sCity, state: o.sState, pincode: o.sPincode, country: o.sCountry }
      : { line1: o.bAddressLine1, line2: o.bAddressLine2, city: o.bCity, state: o.bState, pincode: o.bPincode, country: o.bCountry };
  return addressLines(parts, { withPhone: false });
}

/**
 * Which tax the order was charged, from its stored amounts (the store's state may have been
 * configured differently since); a zero-rated order falls back to comparing the states.
 */
export function chargedIntraState(o: OrderRow, storeState: string): boolean {
  if (toPaise(o.igst) > 0) return false;
  if (toPaise(o.cgst) + toPaise(o.sgst) > 0) return true;
  return isSameState(o.sState, storeState);
}

/** The invoice of the customer's order; someone else's order answers like an unknown one. */
export async function invoiceDocument(db: Db, customerId: number, orderNumber: string, storeState: string): Promise<InvoiceDocument> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)))
    .limit(1);
  if (!o) throw notFound(ORDER_NOT_FOUND);
  // A cancelled order keeps the invoice it was issued when approved; one cancelled before has none.
  if (o.invoiceNumber === null || o.invoiceDate === null) {
    throw conflict(o.status === 'canceled' ? invoiceCancelledMessage(o.orderNumber) : invoiceNotYetMessage(o.orderNumber));
  }
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id));
  const intraState = chargedIntraState(o, storeState);

  const lines: InvoiceLine[] = items.map((i) => {
    const tax = toPaise(i.taxAmount);
    // The split checkout made (lib/gst splitGst): an odd paisa goes to CGST.
    const cgst = intraState ? Math.ceil(tax / 2) : 0;
    return {
      description: i.productName,
      hsn: i.hsnCode,
      quantity: i.productQty,
      unit: INVOICE_UNIT,
      unitPrice: toPaise(i.unitPrice),
      taxableValue: toPaise(i.lineTotal),
      gstRate: Number(i.gstRate),
      cgst,
      sgst: intraState ? tax - cgst : 0,
      igst: intraState ? 0 : tax,
      free: false,
    };
  });
  if (o.freeProductId !== null) lines.push(freeProductLine(o));

  const state = gstState(o.sState);
  const [registered, [eway]] = await Promise.all([
    eInvoicesOf(db, 'INV', [o.invoiceNumber]),
    db.select({ number: ewayBills.ewbNumber, date: ewayBills.ewbDate }).from(ewayBills).where(eq(ewayBills.orderId, o.id)),
  ]);
  return {
    number: o.invoiceNumber,
    date: o.invoiceDate,
    orderNumber: o.orderNumber,
    orderDate: o.orderDate,
    purchaseOrderNumber: o.purchaseOrderNumber,
    recipient: {
      name: o.customerCompany ?? o.customerName,
      contactName: o.customerName,
      gstin: o.customerGst,
      billing: addressOf(o, 'b'),
      shipping: addressOf(o, 's'),
    },
    placeOfSupply: { state: state?.name ?? o.sState ?? '', code: state?.code ?? null },
    intraState,
    lines,
    totals: {
      taxable: toPaise(o.subTotal),
      cgst: toPaise(o.cgst),
      sgst: toPaise(o.sgst),
      igst: toPaise(o.igst),
      grandTotal: toPaise(o.totalAmount),
    },
    seller: o.seller,
    eInvoice: eInvoiceFacts(registered.get(o.invoiceNumber)),
    ewayBill: eway ?? null,
  };
}

/** The file name a browser saves the invoice under: 'INV/26-27/00001' -> 'INV-26-27-00001.pdf'. */
export const invoiceFileName = (number: string) => `${number.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
