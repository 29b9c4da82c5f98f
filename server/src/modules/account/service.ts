// The signed-in customer's own account: profile, password, credit.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, passwordResets, sessions } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { HttpError, invalid, notFound } from '../../lib/errors';
import { num } from '../../lib/money';
import { SlidingWindowLimiter, minutesText, type Clock } from '../../lib/rateLimit';
import type { ChangePasswordRequest, Customer } from '@contracts/account';
import { PASSWORD_MAX, changePasswordRules, profileRules } from '@contracts/fields';
import { FieldErrorsBuilder, checkFields, isUniqueViolation, validateForm, type FormInput } from '../../lib/fields';
import { EMAIL_TAKEN, serializeCustomer } from '../../lib/customers';
import { AVATAR_MAX_BYTES, removeAvatar, saveAvatar, sniffImage } from './avatar';

export const IMAGE_TOO_LARGE = 'The image may not be greater than 2 MB.';
export const IMAGE_NOT_ALLOWED = 'The image must be a PNG, JPEG, WebP or GIF file.';

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

export async function updateProfile(
  db: Db,
  dataDir: string,
  customerId: number,
  input: FormInput,
  image?: UploadedImage | null,
): Promise<Customer> {
  const errors = new FieldErrorsBuilder();
  const v = checkFields(input, profileRules, errors);
  const upload = image && image.data.length > 0 ? image : null;
  const kind = upload ? sniffImage(upload.data) : null;
  if (upload && upload.data.length > AVATAR_MAX_BYTES) errors.add('image', IMAGE_TOO_LARGE);
  else if (upload && !kind) errors.add('image', IMAGE_NOT_ALLOWED);
  errors.throwIfAny();

  const email = v.email as string;
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email}`, ne(customers.id, customerId)))
    .limit(1);
  if (taken) throw invalid({ email: [EMAIL_TAKEN] });

  const before = await customerRow(db, customerId);
  const stored = upload && kind ? await saveAvatar(dataDir, upload.data, kind) : null;
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
    if (stored) await removeAvatar(dataDir, stored);
    if (isUniqueViolation(err, 'customers_email_unique')) throw invalid({ email: [EMAIL_TAKEN] });
    throw err;
  }
  if (stored) await removeAvatar(dataDir, before.image);
  return serializeCustomer(row);
}

/** Wrong current passwords per customer: a stolen session must not become a password oracle. */
export function createPasswordChangeLimiter(now?: Clock): SlidingWindowLimiter {
  return new SlidingWindowLimiter({ limit: 5, windowMs: 15 * 60_000, now });
}

export async function changePassword(
  db: Db,
  limiter: SlidingWindowLimiter,
  who: { id: number; sessionId: number },
  input: ChangePasswordRequest,
): Promise<void> {
  const v = validateForm(input, changePasswordRules);

  const key = String(who.id);
  const state = limiter.check(key);
  if (state.blocked) {
    throw new HttpError(429, `Too many password attempts. Please try again in ${minutesText(state.retryAfterMs)}.`);
  }
  // Counted up front so parallel guesses count too; a success clears it below.
  limiter.hit(key);
  const row = await customerRow(db, who.id);
  if (!(await verifyPassword((v.current_password as string).slice(0, PASSWORD_MAX), row.passwordHash))) {
    throw invalid({ current_password: ['Current password is incorrect.'] });
  }
  limiter.reset(key);

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
