// Sign-in, registration and sign-out of company accounts, and the throttles they share with the
// password reset (passwordReset.ts).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { customerUsers, customers, sessions } from '../../db/schema';
import { hashPassword, newToken, verifyPassword } from '../../lib/crypto';
import { HttpError, forbidden, invalid } from '../../lib/errors';
import { FailureBackoff, KEEP, SlidingWindowLimiter, minutesText, type LimitStore } from '../../lib/rateLimit';
import type { LoginRequest, RegisterRequest } from '@contracts/auth';
import type { Customer } from '@contracts/account';
import { PASSWORD_MAX, loginRules, registrationRules } from '@contracts/fields';
import { gstinProblems } from '@contracts/gstin';
import { FieldErrorsBuilder, checkFields, isUniqueViolation, validateForm } from '../../lib/fields';
import { EMAIL_TAKEN, serializeCustomer } from '../../lib/customers';
import { addCompanyAdmin } from '../../db/companyUsers';
import { gstState } from '../../lib/gstStates';
import type { Services } from '../../services';
import { queueMail } from '../jobs';
import { addFirstAddresses } from '../addresses';


export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const USER_DISABLED = 'Your user has been disabled by your company\'s admin. Please contact them to sign in again.';
export const REJECTED_ACCOUNT =
  'Your company registration was not approved, so this account cannot sign in. Please contact the store.';

/** A refused request that also tells the client when to come back (Retry-After). */
export class TooManyAttempts extends HttpError {
  constructor(
    readonly retryAfterMs: number,
    what = 'sign-in attempts',
  ) {
    super(429, `Too many ${what}. Please try again in ${minutesText(retryAfterMs)}.`);
  }
}

export interface AuthLimiters {
  /**
   * Failed sign-ins per (account email, client address) pair, with a growing wait. Not per account:
   * a lock on the account would let anyone shut its owner out by guessing wrong on purpose.
   */
  loginPair: FailureBackoff;
  /** Failed sign-ins per client address, across all emails. */
  loginIp: SlidingWindowLimiter;
  /** Reset mails per account: over the limit we quietly stop mailing (the answer stays the same). */
  resetMailAccount: SlidingWindowLimiter;
  /** Reset requests per client address. */
  resetIp: SlidingWindowLimiter;
}

export const MINUTE = 60_000;

export function createAuthLimiters(store: LimitStore): AuthLimiters {
  return {
    // 5 free failures, then 30 s, 1 min, 2 min, ... up to 15 min between guesses; forgotten after 15 min.
    loginPair: new FailureBackoff(store, 'login-pair', { free: 5, baseMs: 30_000, maxMs: 15 * MINUTE, forgetMs: 15 * MINUTE }),
    loginIp: new SlidingWindowLimiter(store, 'login-ip', { limit: 20, windowMs: 15 * MINUTE }),
    resetMailAccount: new SlidingWindowLimiter(store, 'reset-mail', { limit: 3, windowMs: 60 * MINUTE }),
    resetIp: new SlidingWindowLimiter(store, 'reset-ip', { limit: 20, windowMs: 15 * MINUTE }),
  };
}


export interface SignedIn {
  token: string;
  customer: Customer;
}

/** Lower-cased, trimmed and bounded, so a limiter key cannot be made arbitrarily large. */
export const emailKey = (email: string): string => email.trim().toLowerCase().slice(0, 191);
/** The sign-in throttle's key: one account from one client address. */
const pairKey = (email: string, ip: string): string => `${emailKey(email)}\n${ip}`;

/** The company user who signs in with this email (any company, any status), with their company. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ user: customerUsers, customer: customers })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(sql`lower(${customerUsers.email}) = ${emailKey(email)}`)
    .limit(1);
  return row ?? null;
}

/** Whether any user or company already has this email (both are unique, case-insensitively). */
export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const key = emailKey(email);
  const [user] = await db.select({ id: customerUsers.id }).from(customerUsers).where(sql`lower(${customerUsers.email}) = ${key}`).limit(1);
  if (user) return true;
  const [company] = await db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${key}`).limit(1);
  return Boolean(company);
}

/** The customer wire shape as the signed-in user sees it: the company, with the user's own email and name. */
export function serializeForUser(customer: typeof customers.$inferSelect, user: { email: string; name: string }): Customer {
  return serializeCustomer({ ...customer, email: user.email, primaryContactName: user.name });
}

/** A new session for the company's user; only the token's hash is stored. */
export async function createSession(db: DbOrTx, customerId: number, userId: number): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({ customerId, userId, tokenHash: hash });
  return token;
}

let dummyHash: Promise<string> | undefined;
/** A real scrypt hash of a random password: checking against it costs what a real check costs. */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/* ---------- sign-in ---------- */

export async function login(ctx: Services, limiters: AuthLimiters, input: LoginRequest, ip: string): Promise<SignedIn> {
  const v = validateForm(input, loginRules);
  // Both are present past the check above.
  const email = v.email as string;
  const password = v.password as string;

  // Unknown emails are throttled exactly like known ones, so the answers tell nothing apart.
  const { loginPair, loginIp } = limiters;
  const keys = [loginIp.key(ip), loginPair.key(pairKey(email, ip))];
  // Checked and counted in one locked step, before the slow password check, so guesses sent in
  // parallel (to any server process) are counted too; a success takes its count back below.
  const refusal = await ctx.limitStore.update(keys, ([byIp, byPair], now) => {
    const retryAfterMs = Math.max(loginIp.verdict(byIp, now).retryAfterMs, loginPair.verdict(byPair, now).retryAfterMs);
    if (retryAfterMs > 0) return { next: [KEEP, KEEP], result: retryAfterMs };
    return { next: [loginIp.counted(byIp, now), loginPair.failed(byPair, now)], result: 0 };
  });
  if (refusal > 0) throw new TooManyAttempts(refusal);

  const found = await findUserByEmail(ctx.db, email);
  // An invited user has no password yet: they sign in through the invitation's link.
  const hash = found?.user.passwordHash ?? null;
  let ok = false;
  if (found && hash) {
    ok = await verifyPassword(password.slice(0, PASSWORD_MAX), hash);
  } else {
    // Same work for an unknown email, so the answer time does not tell which emails exist.
    await verifyPassword(password.slice(0, PASSWORD_MAX), await timingDummy());
  }
  if (!found || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
  await ctx.limitStore.update(keys, ([byIp], now) => ({ next: [loginIp.released(byIp, now), undefined], result: undefined }));
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (found.customer.status === 'rejected') throw forbidden(REJECTED_ACCOUNT);
  if (found.user.status === 'disabled') throw forbidden(USER_DISABLED);

  const token = await createSession(ctx.db, found.customer.id, found.user.id);
  return { token, customer: serializeForUser(found.customer, found.user) };
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/* ---------- registration ---------- */

/**
 * A well-formed GSTIN must also carry the right check character, the PAN given and the billing
 * state's code (contracts/gstin.ts, the registration form's own rule); messages join the others.
 */
function checkGstin(errors: FieldErrorsBuilder, v: { gstno: string | null; pan_number: string | null; b_state: string | null }): void {
  if (!v.gstno || errors.has('gstno')) return;
  const problems = gstinProblems(
    { gstin: v.gstno, pan: errors.has('pan_number') ? '' : (v.pan_number ?? ''), billingState: v.b_state ?? '' },
    (name) => gstState(name)?.code ?? null,
  );
  if (problems.gstno) errors.add('gstno', problems.gstno);
  if (problems.pan_number) errors.add('pan_number', problems.pan_number);
}

export async function register(ctx: Services, input: RegisterRequest): Promise<SignedIn> {
  const errors = new FieldErrorsBuilder();
  const v = checkFields(input, registrationRules, errors);
  checkGstin(errors, v);
  errors.throwIfAny();
  // Every required field is non-null past this point; the checks above guarantee it.
  const req = (value: string | null) => value as string;

  if (await emailTaken(ctx.db, req(v.email))) throw invalid({ email: [EMAIL_TAKEN] });
  const passwordHash = await hashPassword(req(v.password));
  const firstName = req(v.first_name);
  const lastName = req(v.last_name);

  let signedIn: SignedIn;
  try {
    signedIn = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          email: req(v.email),
          firstName,
          lastName,
          primaryContactName: `${firstName} ${lastName}`,
          companyName: req(v.company_name),
          companyDomain: v.company_domain,
          typeOfCompany: req(v.type_of_company),
          noOfEmployee: req(v.no_of_employee),
          gstno: req(v.gstno),
          panNumber: req(v.pan_number),
          tanNumber: v.tan_number,
          msmeNumber: v.msme_number,
          incorporationNumber: v.incorporation_number,
          moaNumber: v.moa_number,
          phone: req(v.phone),
          fax: v.fax,
          status: 'pending',
          creditLimit: '0',
        })
        .returning();
      // The company's first user, its admin, signs in with the registration's email and password.
      const userId = await addCompanyAdmin(tx, { customerId: row.id, email: row.email, passwordHash, name: row.primaryContactName });
      // The registration form has no address phones: the company's phone is the contact.
      await addFirstAddresses(tx, row.id, userId, {
        billing: { line1: req(v.b_address_line1), line2: v.b_address_line2, city: v.b_city, state: v.b_state, country: v.b_country, pincode: v.b_pincode, phone: row.phone },
        shipping: { line1: req(v.s_address_line1), line2: v.s_address_line2, city: req(v.s_city), state: req(v.s_state), country: req(v.s_country), pincode: req(v.s_pincode), phone: row.phone },
      });
      const token = await createSession(tx, row.id, userId);
      await queueRegistrationReceivedMail(ctx, tx, { customerId: row.id, to: row.email, name: row.primaryContactName, company: row.companyName });
      return { token, customer: serializeCustomer(row) };
    });
  } catch (err) {
    // Two registrations with one email at the same moment: the unique index decides.
    if (isUniqueViolation(err, 'customers_email_unique') || isUniqueViolation(err, 'customer_users_email_unique')) throw invalid({ email: [EMAIL_TAKEN] });
    throw err;
  }
  return signedIn;
}

/**
 * The registrant hears at once that the registration arrived and is waiting for the store's review
 * (an account that cannot order yet, with no word from the store, reads as a failed sign-up).
 */
async function queueRegistrationReceivedMail(ctx: Services, tx: Tx, m: { customerId: number; to: string; name: string; company: string }): Promise<void> {
  await queueMail(ctx, tx, 'registration received mail', { customerId: m.customerId }, {
    to: m.to,
    subject: `We received your registration for ${m.company}`,
    text:
      `Hello ${m.name},\n\nWe received your registration for ${m.company}; we will review it and mail you when your account is approved. ` +
      `Until then you can sign in and browse, but prices and ordering open only for approved accounts.\n\n` +
      `${ctx.config.storeName}\n${ctx.config.publicUrl}\n`,
  });
}
