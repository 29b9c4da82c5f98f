// The mail to a customer whose card payment could not become an order and was refunded. It lives
// with refunds (not with the order mails) because there is no order, and so refunds never import orders.
import { formatPaise } from '@contracts/format';
import type { DbOrTx } from '../../db/client';
import type { Services } from '../../services';
import { queueMail } from '../jobs';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface UnplacedRefundMail {
  to: string;
  name: string;
  amountPaise: number;
  /** Why no order could be made, as the checkout said it. */
  because: string;
  paymentId: string;
}

export function unplacedRefundMessage(m: UnplacedRefundMail) {
  const text =
    `Hello ${m.name},\n\nYour payment of ${formatPaise(m.amountPaise)} (${m.paymentId}) was refunded because the order could not be placed:\n` +
    `${m.because}\n\nNo order was created. Banks take 5-7 working days to show the refund. Your cart is as you left it.\n`;
  const html =
    `<p>Hello ${escapeHtml(m.name)},</p><p>Your payment of <strong>${escapeHtml(formatPaise(m.amountPaise))}</strong> (${escapeHtml(m.paymentId)}) ` +
    `was refunded because the order could not be placed:</p><p>${escapeHtml(m.because)}</p>` +
    '<p>No order was created. Banks take 5-7 working days to show the refund. Your cart is as you left it.</p>';
  return { to: m.to, subject: 'Your payment was refunded: no order was placed', text, html };
}

/** Queued in the transaction that records the refund, logged by the payment id (the order mails' field). */
export const queueUnplacedRefundMail = (ctx: Services, tx: DbOrTx, m: UnplacedRefundMail) =>
  queueMail(ctx, tx, 'unplaced payment refund mail', { orderNumber: m.paymentId }, unplacedRefundMessage(m));
