// The mail a customer gets when the store approves the account: prices are open now, and the
// credit for cash on delivery is what the store set (₹0 until it sets one, which the mail says).
// Sent after the approval commits; a mail that fails is logged and never undoes the approval.
import { formatPaise } from '@contracts/format';
import { sendAfterCommit, type Services } from '../../services';

export interface AccountApprovedMail {
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

export async function sendAccountApprovedMail(ctx: Services, m: AccountApprovedMail): Promise<void> {
  await sendAfterCommit(ctx, 'account approval mail', { to: m.to }, accountApprovedMessage(ctx, m));
}
