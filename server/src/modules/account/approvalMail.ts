// The mails a customer gets when the store decides on the account. Approved: prices are open now,
// and the credit for cash on delivery is what the store set (₹0 until it sets one, which the mail
// says). Rejected: the store's reason, and whom to contact. Queued in the decision's transaction
// and sent by the job queue: a mail that fails is retried and never undoes the decision.
import { formatPaise } from '@contracts/format';
import type { Tx } from '../../db/client';
import type { Services } from '../../services';
import { queueMail } from '../jobs';

export interface AccountApprovedMail {
  customerId: number;
  to: string;
  name: string;
  creditPaise: number;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function accountApprovedMessage(ctx: Pick<Services, 'config'>, m: AccountApprovedMail) {
  const login = `${ctx.config.publicUrl}/signin`;
  const contact = `${ctx.config.publicUrl}/contact-us`;
  const credit =
    m.creditPaise > 0
      ? `Your credit limit is ${formatPaise(m.creditPaise)}: you can order on cash on delivery up to that amount, or pay online.`
      : `Your credit limit is ${formatPaise(0)}, so cash on delivery is not available yet: pay online, or contact us to request credit.`;
  const text = `Hello ${m.name},\n\nYour account has been approved. Sign in to see prices and place orders: ${login}\n\n${credit}\nContact us: ${contact}\n`;
  const html =
    `<p>Hello ${escapeHtml(m.name)},</p><p>Your account has been approved. <a href="${escapeHtml(login)}">Sign in</a> to see prices and place orders.</p>` +
    `<p>${escapeHtml(credit)}</p><p><a href="${escapeHtml(contact)}">Contact us</a></p>`;
  return { to: m.to, subject: 'Your account has been approved', text, html };
}

export async function queueAccountApprovedMail(ctx: Services, tx: Tx, m: AccountApprovedMail): Promise<void> {
  await queueMail(ctx, tx, 'account approval mail', { customerId: m.customerId }, accountApprovedMessage(ctx, m));
}

export interface AccountRejectedMail {
  customerId: number;
  to: string;
  name: string;
  /** The store's reason, quoted as staff wrote it; null when none was given (the operator tool). */
  reason: string | null;
}

export function accountRejectedMessage(ctx: Pick<Services, 'config'>, m: AccountRejectedMail) {
  const contact = `${ctx.config.publicUrl}/contact-us`;
  const intro = 'We are sorry: we could not approve your account application, so the account cannot sign in.';
  const why = m.reason ? `Reason: ${m.reason}` : null;
  const next = 'If something has changed or you think this is a mistake, contact us and we will look at it again.';
  const text = [`Hello ${m.name},`, intro, why, `${next} ${contact}`].filter(Boolean).join('\n\n') + '\n';
  const html =
    `<p>Hello ${escapeHtml(m.name)},</p><p>${escapeHtml(intro)}</p>` +
    (why ? `<p><strong>Reason:</strong> ${escapeHtml(m.reason ?? '')}</p>` : '') +
    `<p>${escapeHtml(next)} <a href="${escapeHtml(contact)}">Contact us</a></p>`;
  return { to: m.to, subject: 'Your account application was not approved', text, html };
}

export async function queueAccountRejectedMail(ctx: Services, tx: Tx, m: AccountRejectedMail): Promise<void> {
  await queueMail(ctx, tx, 'account rejection mail', { customerId: m.customerId }, accountRejectedMessage(ctx, m));
}
