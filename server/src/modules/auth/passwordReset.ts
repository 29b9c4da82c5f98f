// Password reset: the mailed link (only ever to our own origin) and setting a new password with it.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@contracts/auth';
import { forgotPasswordRules, resetPasswordRules } from '@contracts/fields';
import { customerUsers, passwordResets, sessions } from '../../db/schema';
import { hashPassword, newToken, sha256 } from '../../lib/crypto';
import { badRequest, notFound } from '../../lib/errors';
import { text, validateForm } from '../../lib/fields';
import type { Services } from '../../services';
import { queueMail } from '../jobs';
import { MINUTE, TooManyAttempts, emailKey, findUserByEmail, type AuthLimiters } from './service';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
export const RESET_LINK_SENT = 'Reset link sent to your email.';

/**
 * Where the reset link points. The storefront sends the address of its reset page; we only
 * follow it to our own origin (or a developer's localhost), never to a host a caller picks.
 */
export function resetLink(publicUrl: string, token: string, baseUrl?: string | null): string {
  const fallback = `${publicUrl}/reset-password/${token}`;
  if (!baseUrl) return fallback;
  let url: URL;
  let publicOrigin: string;
  try {
    url = new URL(baseUrl);
    publicOrigin = new URL(publicUrl).origin;
  } catch {
    return fallback;
  }
  const local = url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  const allowed = (url.protocol === 'http:' || url.protocol === 'https:') && (url.origin === publicOrigin || local);
  if (!allowed || url.username || url.password) return fallback;
  const pathname = url.pathname.replace(/\/+$/, '');
  const page = pathname.endsWith('/reset-password') ? pathname : '/reset-password';
  return `${url.origin}${page}/${token}`;
}

export async function requestPasswordReset(ctx: Services, limiters: AuthLimiters, input: ForgotPasswordRequest, ip: string): Promise<void> {
  const email = validateForm(input, forgotPasswordRules).email as string;

  const byIp = await limiters.resetIp.take(ip);
  if (byIp.blocked) throw new TooManyAttempts(byIp.retryAfterMs, 'reset requests');

  const found = await findUserByEmail(ctx.db, email);
  // A disabled user gets no link (their admin enables them); an invited one uses the invitation.
  if (!found || found.user.status !== 'active') return;
  const row = { id: found.customer.id, email: found.user.email, primaryContactName: found.user.name, companyName: found.customer.companyName };
  if ((await limiters.resetMailAccount.take(emailKey(email))).blocked) {
    ctx.log.warn({ customerId: row.id }, 'password reset mail withheld: too many requests');
    return;
  }

  const { token, hash } = newToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + ctx.config.passwordResetMinutes * MINUTE);
  const link = resetLink(ctx.config.publicUrl, token, text(input?.base_url) || null);
  const minutes = ctx.config.passwordResetMinutes;
  // The mail is queued with the link's row, not sent here: waiting on an SMTP server would make
  // registered emails answer slower than unknown ones. Its logged fields are ids: the link is the key.
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ customerId: row.id, userId: found.user.id, kind: 'reset', tokenHash: hash, expiresAt });
    await queueMail(ctx, tx, 'password reset mail', { customerId: row.id, userId: found.user.id }, resetMessage(row, link, minutes));
  });
}

/** The reset mail: the link and how long it works. */
function resetMessage(row: { email: string; primaryContactName: string; companyName: string }, link: string, minutes: number) {
  return {
    to: row.email,
    subject: 'Reset your password',
    text:
      `Hello ${row.primaryContactName},\n\n` +
      `Someone asked to reset the password of the ${row.companyName} account at our store.\n` +
      `To choose a new password, open this link within ${minutes} minutes:\n\n${link}\n\n` +
      `The link works once. If you did not ask for it, ignore this mail; your password stays as it is.\n`,
    html:
      `<p>Hello ${escapeHtml(row.primaryContactName)},</p>` +
      `<p>Someone asked to reset the password of the ${escapeHtml(row.companyName)} account at our store.</p>` +
      `<p>To choose a new password, open this link within ${minutes} minutes:</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>The link works once. If you did not ask for it, ignore this mail; your password stays as it is.</p>`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The link's reset row, when it can still be used: not used, not expired, its user active. */
async function usableReset(ctx: Services, token: string, now: Date) {
  const [found] = await ctx.db
    .select({ id: passwordResets.id, userId: passwordResets.userId, email: customerUsers.email })
    .from(passwordResets)
    .innerJoin(customerUsers, and(eq(customerUsers.id, passwordResets.userId), eq(customerUsers.status, 'active')))
    .where(
      and(eq(passwordResets.tokenHash, sha256(token)), eq(passwordResets.kind, 'reset'), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .limit(1);
  return found;
}

/**
 * Whether a reset link can still be used, asked when its page opens so that a used or expired link
 * says so before a new password is typed. Reads only: the token stays usable.
 */
export async function checkResetToken(ctx: Services, token: string): Promise<void> {
  if (!token || !(await usableReset(ctx, token, new Date()))) throw notFound(RESET_LINK_INVALID);
}

export async function resetPassword(ctx: Services, limiters: AuthLimiters, input: ResetPasswordRequest): Promise<void> {
  const v = validateForm(input, resetPasswordRules);
  const token = text(input?.token);
  if (!token) throw badRequest(RESET_LINK_INVALID);

  const now = new Date();
  const found = await usableReset(ctx, token, now);
  // The email is optional (the token names the account); one that is sent must be the token's.
  const claimedEmail = typeof v.email === 'string' && v.email !== '' ? v.email : null;
  if (!found || (claimedEmail !== null && emailKey(found.email) !== emailKey(claimedEmail))) throw badRequest(RESET_LINK_INVALID);

  const passwordHash = await hashPassword(v.password as string);
  await ctx.db.transaction(async (tx) => {
    // Claiming the token with a conditional update makes a second, simultaneous use fail.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, found.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) throw badRequest(RESET_LINK_INVALID);
    await tx.update(customerUsers).set({ passwordHash, updatedAt: now }).where(eq(customerUsers.id, found.userId));
    // Other outstanding links of the user die with this one, and so does every session of theirs
    // (not their colleagues': the password is the user's own).
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, found.userId), isNull(passwordResets.usedAt), ne(passwordResets.id, found.id)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, found.userId), isNull(sessions.revokedAt)));
  });
  // A new password: the account's own addresses may try again at once.
  await limiters.loginPair.resetPrefix(`${emailKey(found.email)}\n`);
}
