// The customer's order mails: confirmation when an order is placed, notice when the store approves,
// ships or delivers it, when it is cancelled or refunded. (The refund of a payment that could not
// become an order has no order: refunds/mails.ts sends it.)
// Each is queued in the transaction of the change it tells of (jobs/mail.ts): a change that rolls
// back mails nothing, one that commits is mailed once; a mail that fails is retried by the queue
// and never undoes an order.
import type { CartTotals } from '../../lib/gst';
import { formatPaise } from '@contracts/format';
import type { DbOrTx } from '../../db/client';
import type { MailMessage } from '../../lib/mail';
import type { Services } from '../../services';
import { queueMail } from '../jobs';

export interface PlacedOrderMail {
  to: string;
  name: string;
  /** The company's Admins copied on it (db/companyUsers.ts mailPeople). */
  cc?: string[];
  orderNumber: string;
  paymentMethod: 'cash_on_delivery' | 'razorpay';
  lines: { name: string; quantity: number; unitPaise: number; linePaise: number }[];
  freeProduct: string | null;
  totals: CartTotals;
  sameState: boolean;
  shipTo: string;
}

export interface CancelledOrderMail {
  to: string;
  name: string;
  /** The company's Admins copied on it (db/companyUsers.ts mailPeople). */
  cc?: string[];
  orderNumber: string;
  totalPaise: number;
  paymentMethod: 'cash_on_delivery' | 'razorpay';
  /** Who cancelled: the customer in the store, or the store's operator. */
  by: 'customer' | 'store';
  /** The store's reason, when it gave one. */
  reason?: string | null;
}

const METHOD = { cash_on_delivery: 'Cash on delivery (debited from your credit)', razorpay: 'Card / UPI (paid online)' } as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Queues mail about an order in the transaction `tx` that changes it (logged by the order's number). */
const queue = (ctx: Services, tx: DbOrTx, kind: string, orderNumber: string, message: MailMessage) => queueMail(ctx, tx, `${kind} mail`, { orderNumber }, message);

export function orderPlacedMessage(ctx: Pick<Services, 'config'>, m: PlacedOrderMail) {
  const link = `${ctx.config.publicUrl}/order-details/${m.orderNumber}`;
  const t = m.totals;
  const taxes = m.sameState
    ? [`CGST: ${formatPaise(t.cgst_amount)}`, `SGST: ${formatPaise(t.sgst_amount)}`]
    : [`IGST: ${formatPaise(t.igst_amount)}`];
  const lines = m.lines.map((l) => `${l.quantity} x ${l.name} @ ${formatPaise(l.unitPaise)} = ${formatPaise(l.linePaise)}`);
  if (m.freeProduct) lines.push(`FREE PRODUCT: ${m.freeProduct}`);
  const summary = [`Sub-total: ${formatPaise(t.sub_total)}`, ...taxes, `Grand total: ${formatPaise(t.grand_total)}`];
  const text =
    `Hello ${m.name},\n\nThank you for your order ${m.orderNumber}.\n\n` +
    `${lines.join('\n')}\n\n${summary.join('\n')}\n\n` +
    `Payment: ${METHOD[m.paymentMethod]}\nShipping to: ${m.shipTo}\n\n` +
    `See the order, or cancel it before it ships: ${link}\n`;
  const html =
    `<p>Hello ${escapeHtml(m.name)},</p><p>Thank you for your order <strong>${escapeHtml(m.orderNumber)}</strong>.</p>` +
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<p>${summary.map(escapeHtml).join('<br>')}</p>` +
    `<p>Payment: ${escapeHtml(METHOD[m.paymentMethod])}<br>Shipping to: ${escapeHtml(m.shipTo)}</p>` +
    `<p><a href="${escapeHtml(link)}">See the order</a>, or cancel it before it ships.</p>`;
  return { to: m.to, cc: m.cc, subject: `Order ${m.orderNumber} placed`, text, html };
}

export function orderCancelledMessage(ctx: Pick<Services, 'config'>, m: CancelledOrderMail) {
  const link = `${ctx.config.publicUrl}/order-details/${m.orderNumber}`;
  const who = m.by === 'customer' ? 'as you asked' : 'by the store';
  const money =
    m.paymentMethod === 'cash_on_delivery'
      ? `${formatPaise(m.totalPaise)} has been credited back to your available credit.`
      : `The card payment of ${formatPaise(m.totalPaise)} is being refunded to the card or account it came from.`;
  const because = m.reason ? `Reason: ${m.reason}\n` : '';
  const text = `Hello ${m.name},\n\nYour order ${m.orderNumber} has been cancelled ${who}.\n${because}${money}\n\n${link}\n`;
  const html =
    `<p>Hello ${escapeHtml(m.name)},</p><p>Your order <strong>${escapeHtml(m.orderNumber)}</strong> has been cancelled ${who}.</p>` +
    (m.reason ? `<p>Reason: ${escapeHtml(m.reason)}</p>` : '') +
    `<p>${escapeHtml(money)}</p><p><a href="${escapeHtml(link)}">See the order</a></p>`;
  return { to: m.to, cc: m.cc, subject: `Order ${m.orderNumber} cancelled`, text, html };
}

export const queueOrderPlacedMail = (ctx: Services, tx: DbOrTx, m: PlacedOrderMail) => queue(ctx, tx, 'order confirmation', m.orderNumber, orderPlacedMessage(ctx, m));
export const queueOrderCancelledMail = (ctx: Services, tx: DbOrTx, m: CancelledOrderMail) =>
  queue(ctx, tx, 'order cancellation', m.orderNumber, orderCancelledMessage(ctx, m));

export interface OrderStatusMail {
  to: string;
  name: string;
  /** The company's Admins copied on it (db/companyUsers.ts mailPeople). */
  cc?: string[];
  orderNumber: string;
  status: 'approved' | 'shipped' | 'delivered';
  /** Set once the order is approved (the tax invoice is issued then). */
  invoiceNumber: string | null;
  /** Shipped: the courier and tracking number the store entered. */
  shipment?: { courier: string; trackingNumber: string } | null;
}

const STATUS_NEWS = {
  approved: { subject: 'approved', says: 'has been approved by the store and is being prepared for dispatch' },
  shipped: { subject: 'shipped', says: 'has been shipped' },
  delivered: { subject: 'delivered', says: 'has been delivered' },
} as const;

export function orderStatusMessage(ctx: Pick<Services, 'config'>, m: OrderStatusMail) {
  const link = `${ctx.config.publicUrl}/order-details/${m.orderNumber}`;
  const news = STATUS_NEWS[m.status];
  const invoice = m.invoiceNumber ? `Tax invoice ${m.invoiceNumber} can be downloaded from the order page.` : '';
  const tracking = m.shipment ? `Courier: ${m.shipment.courier}, tracking number ${m.shipment.trackingNumber}.` : '';
  const text = `Hello ${m.name},\n\nYour order ${m.orderNumber} ${news.says}.\n${tracking ? `${tracking}\n` : ''}${invoice}\n\nSee the order: ${link}\n`;
  const html =
    `<p>Hello ${escapeHtml(m.name)},</p><p>Your order <strong>${escapeHtml(m.orderNumber)}</strong> ${news.says}.</p>` +
    (tracking ? `<p>${escapeHtml(tracking)}</p>` : '') +
    `${invoice ? `<p>${escapeHtml(invoice)}</p>` : ''}<p><a href="${escapeHtml(link)}">See the order</a></p>`;
  return { to: m.to, cc: m.cc, subject: `Order ${m.orderNumber} ${news.subject}`, text, html };
}

export const queueOrderStatusMail = (ctx: Services, tx: DbOrTx, m: OrderStatusMail) => queue(ctx, tx, `order ${m.status}`, m.orderNumber, orderStatusMessage(ctx, m));

export interface RefundMail {
  to: string;
  name: string;
  /** The company's Admins copied on it (db/companyUsers.ts mailPeople). */
  cc?: string[];
  orderNumber: string;
  amountPaise: number;
  reason: string;
  creditNote: string | null;
  /** Cash on delivery: the amount went back to the customer's available credit, not to a card. */
  toCredit: boolean;
}

export function refundMessage(ctx: Pick<Services, 'config'>, m: RefundMail) {
  const link = `${ctx.config.publicUrl}/order-details/${m.orderNumber}`;
  const money = m.toCredit
    ? `${formatPaise(m.amountPaise)} has been credited back to your available credit.`
    : `A refund of ${formatPaise(m.amountPaise)} has been sent to the card or account you paid with; banks take 5-7 working days to show it.`;
  const note = m.creditNote ? `Credit note ${m.creditNote} corrects the tax invoice; you can download it from the order page.` : '';
  const text = `Hello ${m.name},\n\nOrder ${m.orderNumber}: ${m.reason}.\n${money}\n${note}\n\nFollow the refund: ${link}\n`;
  const html =
    `<p>Hello ${escapeHtml(m.name)},</p><p>Order <strong>${escapeHtml(m.orderNumber)}</strong>: ${escapeHtml(m.reason)}.</p>` +
    `<p>${escapeHtml(money)}</p>${note ? `<p>${escapeHtml(note)}</p>` : ''}<p><a href="${escapeHtml(link)}">Follow the refund</a></p>`;
  return { to: m.to, cc: m.cc, subject: `Refund for order ${m.orderNumber}`, text, html };
}

export const queueRefundMail = (ctx: Services, tx: DbOrTx, m: RefundMail) => queue(ctx, tx, 'refund', m.orderNumber, refundMessage(ctx, m));
