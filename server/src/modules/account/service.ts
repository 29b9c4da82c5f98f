// The signed-in customer's own account: profile, password, credit.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customerUsers, customers, passwordResets, sessions } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { HttpError, invalid, notFound } from '../../lib/errors';
import { num } from '../../lib/money';
import { SlidingWindowLimiter, minutesText, type LimitStore } from '../../lib/rateLimit';
import type { ChangePasswordRequest, Customer } from '@contracts/account';
import { PASSWORD_MAX, changePasswordRules, profileRules } from '@contracts/fields';
import { FieldErrorsBuilder, checkFields, isUniqueViolation, text, validateForm, type FormInput } from '../../lib/fields';
import { EMAIL_TAKEN, serializeCustomer } from '../../lib/customers';
import type { Services } from '../../services';
import { queueMail } from '../jobs';
import { decodeImage, encodeImage, ImageRefused } from '../../lib/decodeImage';
import { AVATAR_LARGEST, AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, removeAvatar, saveAvatar } from './avatar';
import { recordAudit } from '../staff';

export const IMAGE_TOO_LARGE = 'The image may not be greater than 2 MB.';
export const IMAGE_NOT_ALLOWED = 'The image must be a PNG, JPEG, WebP or GIF file.';
export const IMAGE_TOO_MANY_PIXELS = 'The image may not be larger than 16 megapixels (4000 x 4000).';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

async function customerRow(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw notFound('Customer not found');
  return row;
}

/** The signed-in user with their company; the profile shows the company with the user's own email and name. */
async function userRow(db: Db, who: SignedInUser) {
  const [row] = await db.select().from(customerUsers).where(and(eq(customerUsers.id, who.userId), eq(customerUsers.customerId, who.id))).limit(1);
  if (!row) throw notFound('Customer not found');
  return row;
}

/** Who is asking: the company (`id`), the user and their session. */
export interface SignedInUser {
  id: number;
  userId: number;
  sessionId: number;
}

const asUser = (company: typeof customers.$inferSelect, user: { email: string; name: string }): Customer =>
  serializeCustomer({ ...company, email: user.email, primaryContactName: user.name });

export async function getProfile(db: Db, who: SignedInUser): Promise<Customer> {
  return asUser(await customerRow(db, who.id), await userRow(db, who));
}

export interface UploadedImage {
  data: Buffer;
  filename?: string;
}

/** Changing the sign-in email takes the current password, guarded by the password change's limiter. */
export async function updateProfile(
  ctx: Services,
  passwordLimiter: SlidingWindowLimiter,
  who: SignedInUser,
  input: FormInput,
  image?: UploadedImage | null,
): Promise<Customer> {
  const customerId = who.id;
  const { db } = ctx;
  const { fileStore } = ctx;
  const errors = new FieldErrorsBuilder();
  const v = checkFields(input, profileRules, errors);
  const upload = image && image.data.length > 0 ? image : null;
  // Judged by decoding, and kept re-encoded from the picture (at most AVATAR_LARGEST square).
  let picture: Awaited<ReturnType<typeof encodeImage>> | null = null;
  if (upload && upload.data.length > AVATAR_MAX_BYTES) errors.add('image', IMAGE_TOO_LARGE);
  else if (upload) {
    try {
      picture = await encodeImage(await decodeImage(upload.data, { maxPixels: AVATAR_MAX_PIXELS, largest: AVATAR_LARGEST, allowGif: true }));
    } catch (err) {
      if (!(err instanceof ImageRefused)) throw err;
      errors.add('image', err.reason === 'too_many_pixels' ? IMAGE_TOO_MANY_PIXELS : IMAGE_NOT_ALLOWED);
    }
  }
  const company = await customerRow(db, customerId);
  const user = await userRow(db, who);
  // The mail notice and the password check are the user's: the email being changed is their sign-in.
  const before = { ...company, email: user.email, primaryContactName: user.name, passwordHash: user.passwordHash ?? '', userId: user.id };
  const email = v.email as string;
  // The sign-in email is the key to the account: changing it takes the current password, so a
  // borrowed or stolen session cannot move the account to another mailbox.
  const emailChanges = v.email !== null && !errors.has('email') && email !== before.email.toLowerCase();
  const currentPassword = text(input?.current_password, true);
  if (emailChanges && !currentPassword) errors.add('current_password', CURRENT_PASSWORD_REQUIRED);
  errors.throwIfAny();
  if (emailChanges) await checkCurrentPassword(passwordLimiter, before, currentPassword);

  const [taken] = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(and(sql`lower(${customerUsers.email}) = ${email}`, ne(customerUsers.id, user.id)))
    .limit(1);
  const [takenByCompany] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email}`, ne(customers.id, customerId)))
    .limit(1);
  if (taken || takenByCompany) throw invalid({ email: [EMAIL_TAKEN] });

  const stored = picture ? await saveAvatar(fileStore, picture.bytes, { ext: picture.ext, mime: picture.mime }) : null;
  let row;
  try {
    row = await db.transaction(async (tx) => {
      const now = new Date();
      await tx.update(customerUsers).set({ email, updatedAt: now }).where(eq(customerUsers.id, user.id));
      // The profile is the company's (an admin's page): its contact email follows the admin's sign-in
      // email when it was the same one, so a company with one user behaves as before.
      const contactEmail = company.email.toLowerCase() === user.email.toLowerCase() ? email : company.email;
      const [updated] = await tx
        .update(customers)
        .set({
          companyName: v.company_name as string,
          email: contactEmail,
          phone: v.phone as string,
          ...(stored ? { image: stored } : {}),
          updatedAt: now,
        })
        .where(eq(customers.id, customerId))
        .returning();
      if (emailChanges) await noticeEmailChanged(ctx, tx, before, email);
      return updated;
    });
  } catch (err) {
    if (stored) await removeAvatar(fileStore, stored);
    if (isUniqueViolation(err, 'customers_email_unique') || isUniqueViolation(err, 'customer_users_email_unique')) throw invalid({ email: [EMAIL_TAKEN] });
    throw err;
  }
  if (stored) await removeAvatar(fileStore, before.image);
  return asUser(row, { email, name: user.name });
}

/**
 * Checks the customer's current password, counting wrong ones (a stolen session must not become
 * a password oracle): 429 after 5 wrong ones in 15 minutes, 422 on the field otherwise.
 */
async function checkCurrentPassword(
  limiter: SlidingWindowLimiter,
  row: { userId: number; passwordHash: string },
  password: string,
  field = 'current_password',
  wrong = CURRENT_PASSWORD_WRONG,
): Promise<void> {
  // Per user: colleagues' wrong guesses do not lock each other out.
  const key = `user:${row.userId}`;
  // Counted up front so parallel guesses count too; a success clears it.
  const state = await limiter.take(key);
  if (state.blocked) {
    throw new HttpError(429, `Too many password attempts. Please try again in ${minutesText(state.retryAfterMs)}.`);
  }
  if (!(await verifyPassword(password.slice(0, PASSWORD_MAX), row.passwordHash))) throw invalid({ [field]: [wrong] });
  await limiter.reset(key);
}

/** Tells the old address that the account now signs in with another one (queued with the change). */
async function noticeEmailChanged(
  ctx: Services,
  tx: Tx,
  before: { id: number; userId: number; email: string; primaryContactName: string; companyName: string },
  email: string,
) {
  await queueMail(ctx, tx, 'email change notice', { customerId: before.id, userId: before.userId }, {
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
  who: SignedInUser,
  input: ChangePasswordRequest,
): Promise<void> {
  const v = validateForm(input, changePasswordRules);

  const user = await userRow(db, who);
  const row = { userId: user.id, passwordHash: user.passwordHash ?? '' };
  await checkCurrentPassword(limiter, row, v.current_password as string, 'current_password', 'Current password is incorrect.');

  const passwordHash = await hashPassword(v.new_password as string);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(customerUsers).set({ passwordHash, updatedAt: now }).where(eq(customerUsers.id, who.userId));
    // Whoever else holds this user's session (another browser, a thief) is signed out; this one stays.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, who.userId), ne(sessions.id, who.sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, who.userId), eq(passwordResets.kind, 'reset'), isNull(passwordResets.usedAt)));
    // Who changed it and when, never the password itself.
    const trace = { user_id: user.publicId, email: user.email };
    await recordAudit(tx, { id: null, email: user.email }, { action: 'company_user.password', entityType: 'customer', entityId: who.id, before: trace, after: trace });
  });
}

export async function creditLimit(db: Db, customerId: number): Promise<number> {
  const row = await customerRow(db, customerId);
  return num(row.creditLimit) ?? 0;
}
