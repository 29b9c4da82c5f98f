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

/** A refund's final state the buyer has not heard of yet: a failure, or the success of a retry after one. */
export interface RefundOutcomeMail {
  to: string;
  name: string;
  /** The company's Admins copied on it (db/companyUsers.ts mailPeople). */
  cc?: string[];
  /** The order it refunds; null for a payment that settled no order (its payment id is named instead). */
  orderNumber: string | null;
  paymentId: string | null;
  amountPaise: number;
  outcome: { state: 'failed'; reason: string } | { state: 'processed' };
}

export function refundOutcomeMessage(ctx: Pick<Services, 'config'>, m: RefundOutcomeMail) {
  const of = m.orderNumber ? `for order ${m.orderNumber}` : `of your payment ${m.paymentId ?? ''}`.trim();
  const amount = formatPaise(m.amountPaise);
  const link = m.orderNumber ? `${ctx.config.publicUrl}/order-details/${m.orderNumber}` : null;
  const lines =
    m.outcome.state === 'failed'
      ? [
          `Your refund of ${amount} ${of} could not be completed: ${m.outcome.reason}`,
          'The money has not reached you yet. We will retry the refund or contact you about it; you do not need to do anything.',
        ]
      : [`Your refund of ${amount} ${of} has been completed.`, 'Banks take 5-7 working days to show it in your account.'];
  const subject = m.outcome.state === 'failed' ? `Refund could not be completed${m.orderNumber ? `: order ${m.orderNumber}` : ''}` : `Refund completed${m.orderNumber ? `: order ${m.orderNumber}` : ''}`;
  const text = `Hello ${m.name},\n\n${lines.join('\n')}\n${link ? `\nFollow the refund: ${link}\n` : ''}`;
  const html =
    `<p>Hello ${escapeHtml(m.name)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}` + (link ? `<p><a href="${escapeHtml(link)}">Follow the refund</a></p>` : '');
  return { to: m.to, cc: m.cc, subject, text, html };
}

/** Queued in the transaction that records the refund's final state, logged by the order number (or the payment id). */
export const queueRefundOutcomeMail = (ctx: Pick<Services, 'jobs' | 'config'>, tx: DbOrTx, m: RefundOutcomeMail) =>
  queueMail(ctx, tx, `refund ${m.outcome.state} mail`, { orderNumber: m.orderNumber ?? m.paymentId }, refundOutcomeMessage(ctx, m));

/** The payer of dues whose payment arrived after the dues were settled: it is being refunded. */
export interface DuesRefundMail {
  to: string;
  name: string;
  cc?: string[];
  amountPaise: number;
  paymentId: string;
}

export function duesRefundMessage(m: DuesRefundMail) {
  const amount = formatPaise(m.amountPaise);
  const says = `Your payment of ${amount} (${m.paymentId}) arrived after the dues it was for had already been settled, so nothing was settled with it and it is being refunded in full.`;
  const then = 'The refund reaches the card or account you paid with in 5-7 working days.';
  return {
    to: m.to,
    cc: m.cc,
    subject: 'Your dues payment is being refunded',
    text: `Hello ${m.name},\n\n${says}\n${then}\n`,
    html: `<p>Hello ${escapeHtml(m.name)},</p><p>${escapeHtml(says)}</p><p>${escapeHtml(then)}</p>`,
  };
}

/** Queued in the transaction that writes the refund, logged by the payment id. */
export const queueDuesRefundMail = (ctx: Pick<Services, 'jobs' | 'config'>, tx: DbOrTx, m: DuesRefundMail) => queueMail(ctx, tx, 'dues payment refund mail', { orderNumber: m.paymentId }, duesRefundMessage(m));
