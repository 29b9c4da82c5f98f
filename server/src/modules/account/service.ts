// The signed-in customer's own account: profile, password, credit.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, passwordResets, sessions } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { HttpError, invalid, notFound } from '../../lib/errors';
import { num } from '../../lib/money';
import { SlidingWindowLimiter, minutesText, type LimitStore } from '../../lib/rateLimit';
import type { ChangePasswordRequest, Customer } from '@contracts/account';
import { PASSWORD_MAX, changePasswordRules, profileRules } from '@contracts/fields';
import { FieldErrorsBuilder, checkFields, isUniqueViolation, text, validateForm, type FormInput } from '../../lib/fields';
import { EMAIL_TAKEN, serializeCustomer } from '../../lib/customers';
import { sendAfterCommit, type Services } from '../../services';
import { AVATAR_MAX_BYTES, removeAvatar, saveAvatar, sniffImage } from './avatar';

export const IMAGE_TOO_LARGE = 'The image may not be greater than 2 MB.';
export const IMAGE_NOT_ALLOWED = 'The image must be a PNG, JPEG, WebP or GIF file.';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

async function customerRow(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw notFound('Customer not found');
  return row;
}

export async function getProfile(db: Db, customerId: number): Promise<Customer> {
  return serializeCustomer(await customerRow(db, customerId));
}

export interface UploadedImage {
  data: Buffer;
  filename?: string;
}

/** Changing the sign-in email takes the current password, guarded by the password change's limiter. */
export async function updateProfile(
  ctx: Services,
  passwordLimiter: SlidingWindowLimiter,
  customerId: number,
  input: FormInput,
  image?: UploadedImage | null,
): Promise<Customer> {
  const { db } = ctx;
  const { fileStore } = ctx;
  const errors = new FieldErrorsBuilder();
  const v = checkFields(input, profileRules, errors);
  const upload = image && image.data.length > 0 ? image : null;
  const kind = upload ? sniffImage(upload.data) : null;
  if (upload && upload.data.length > AVATAR_MAX_BYTES) errors.add('image', IMAGE_TOO_LARGE);
  else if (upload && !kind) errors.add('image', IMAGE_NOT_ALLOWED);
  const before = await customerRow(db, customerId);
  const email = v.email as string;
  // The sign-in email is the key to the account: changing it takes the current password, so a
  // borrowed or stolen session cannot move the account to another mailbox.
  const emailChanges = v.email !== null && !errors.has('email') && email !== before.email.toLowerCase();
  const currentPassword = text(input?.current_password, true);
  if (emailChanges && !currentPassword) errors.add('current_password', CURRENT_PASSWORD_REQUIRED);
  errors.throwIfAny();
  if (emailChanges) await checkCurrentPassword(passwordLimiter, before, currentPassword);

  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email}`, ne(customers.id, customerId)))
    .limit(1);
  if (taken) throw invalid({ email: [EMAIL_TAKEN] });

  const stored = upload && kind ? await saveAvatar(fileStore, upload.data, kind) : null;
  let row;
  try {
    [row] = await db
      .update(customers)
      .set({
        companyName: v.company_name as string,
        email,
        phone: v.phone as string,
        ...(stored ? { image: stored } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId))
      .returning();
  } catch (err) {
    if (stored) await removeAvatar(fileStore, stored);
    if (isUniqueViolation(err, 'customers_email_unique')) throw invalid({ email: [EMAIL_TAKEN] });
    throw err;
  }
  if (stored) await removeAvatar(fileStore, before.image);
  if (emailChanges) await noticeEmailChanged(ctx, before, email);
  return serializeCustomer(row);
}

/**
 * Checks the customer's current password, counting wrong ones (a stolen session must not become
 * a password oracle): 429 after 5 wrong ones in 15 minutes, 422 on the field otherwise.
 */
async function checkCurrentPassword(
  limiter: SlidingWindowLimiter,
  row: { id: number; passwordHash: string },
  password: string,
  field = 'current_password',
  wrong = CURRENT_PASSWORD_WRONG,
): Promise<void> {
  const key = String(row.id);
  // Counted up front so parallel guesses count too; a success clears it.
  const state = await limiter.take(key);
  if (state.blocked) {
    throw new HttpError(429, `Too many password attempts. Please try again in ${minutesText(state.retryAfterMs)}.`);
  }
  if (!(await verifyPassword(password.slice(0, PASSWORD_MAX), row.passwordHash))) throw invalid({ [field]: [wrong] });
  await limiter.reset(key);
}

/** Tells the old address that the account now signs in with another one. */
async function noticeEmailChanged(ctx: Services, before: { id: number; email: string; primaryContactName: string; companyName: string }, email: string) {
  await sendAfterCommit(ctx, 'email change notice', { customerId: before.id }, {
    to: before.email,
    subject: 'The sign-in email of your account was changed',
    text:
      `Hello ${before.primaryContactName},\n\n` +
      `The sign-in email of the ${before.companyName} account at our store was changed from ${before.email} to ${email}.\n` +
      'From now on, sign in and receive mail from the store at the new address.\n\n' +
      'If you did not make this change, contact the store at once: someone may be using your account.\n',
  });
}

/** Wrong current passwords per customer: a stolen session must not become a password oracle. */
export function createPasswordChangeLimiter(store: LimitStore): SlidingWindowLimiter {
  return new SlidingWindowLimiter(store, 'current-password', { limit: 5, windowMs: 15 * 60_000 });
}

export async function changePassword(
  db: Db,
  limiter: SlidingWindowLimiter,
  who: { id: number; sessionId: number },
  input: ChangePasswordRequest,
): Promise<void> {
  const v = validateForm(input, changePasswordRules);

  const row = await customerRow(db, who.id);
  await checkCurrentPassword(limiter, row, v.current_password as string, 'current_password', 'Current password is incorrect.');

  const passwordHash = await hashPassword(v.new_password as string);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, who.id));
    // Whoever else holds a session (another browser, a thief) is signed out; this one stays.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.customerId, who.id), ne(sessions.id, who.sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.customerId, who.id), isNull(passwordResets.usedAt)));
  });
}

export async function creditLimit(db: Db, customerId: number): Promise<number> {
  const row = await customerRow(db, customerId);
  return num(row.creditLimit) ?? 0;
}
