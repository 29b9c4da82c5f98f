// Staff sign-in, sessions and sign-out: a table and tokens of their own (staff are not customers),
// the customers' throttle (database-backed, so every server process counts the same guesses).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffMember, StaffSignInRequest } from '@contracts/staff';
import { staffSignInRules } from '@contracts/staffRules';
import { PASSWORD_MAX } from '@contracts/fields';
import type { Db, DbOrTx } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto';
import { HttpError } from '../../lib/errors';
import { validateForm } from '../../lib/fields';
import { FailureBackoff, KEEP, SlidingWindowLimiter, minutesText, type LimitStore } from '../../lib/rateLimit';
import { serializeStaff, type StaffRow } from './serialize';

/**
 * 15 minutes of inactivity end a staff session (customers get 30): a back-office session can
 * approve accounts, set credit and (next) refund money, so a desk left open should lock soon; a
 * quarter of an hour still outlasts a phone call with a buyer. Sessions also end 12 hours after
 * sign-in whatever the activity, so a stolen token is not good for ever.
 */
export const STAFF_IDLE_TIMEOUT_SECONDS = 15 * 60;
export const STAFF_SESSION_MAX_SECONDS = 12 * 60 * 60;
/** Touch the session at most this often (a write per request would be waste). */
const TOUCH_AFTER_MS = 60_000;

export const INVALID_STAFF_CREDENTIALS = 'Invalid email or password.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SESSION_TIMED_OUT = 'Your session has timed out. Please sign in again.';

const MINUTE = 60_000;

export class TooManyStaffAttempts extends HttpError {
  constructor(readonly retryAfterMs: number) {
    super(429, `Too many sign-in attempts. Please try again in ${minutesText(retryAfterMs)}.`);
  }
}

export interface StaffLimiters {
  /** Failed sign-ins per (email, client address): 5 free, then a growing wait (as customers). */
  pair: FailureBackoff;
  /** Failed sign-ins per client address across all emails. */
  ip: SlidingWindowLimiter;
}

export function createStaffLimiters(store: LimitStore): StaffLimiters {
  return {
    pair: new FailureBackoff(store, 'staff-login-pair', { free: 5, baseMs: 30_000, maxMs: 15 * MINUTE, forgetMs: 15 * MINUTE }),
    ip: new SlidingWindowLimiter(store, 'staff-login-ip', { limit: 20, windowMs: 15 * MINUTE }),
  };
}

const emailKey = (email: string) => email.trim().toLowerCase().slice(0, 191);

export async function findStaffByEmail(db: DbOrTx, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = ${emailKey(email)}`).limit(1);
  return row ?? null;
}

let dummyHash: Promise<string> | undefined;
/** Checking an unknown email costs what a real check costs, so timing tells nothing. */
const timingDummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export interface StaffSignedIn {
  token: string;
  staff: StaffMember;
}

export async function staffSignIn(
  ctx: { db: Db; limitStore: LimitStore; limiters: StaffLimiters },
  input: StaffSignInRequest,
  ip: string,
): Promise<StaffSignedIn> {
  const v = validateForm(input, staffSignInRules);
  const email = v.email as string;
  const password = v.password as string;
  const { pair, ip: byIpLimiter } = ctx.limiters;
  const keys = [byIpLimiter.key(ip), pair.key(`${emailKey(email)}\n${ip}`)];
  // Counted before the slow password check, in one locked step, so parallel guesses count too.
  const refusal = await ctx.limitStore.update(keys, ([byIp, byPair], now) => {
    const retryAfterMs = Math.max(byIpLimiter.verdict(byIp, now).retryAfterMs, pair.verdict(byPair, now).retryAfterMs);
    if (retryAfterMs > 0) return { next: [KEEP, KEEP], result: retryAfterMs };
    return { next: [byIpLimiter.counted(byIp, now), pair.failed(byPair, now)], result: 0 };
  });
  if (refusal > 0) throw new TooManyStaffAttempts(refusal);

  const row = await findStaffByEmail(ctx.db, email);
  const ok = row
    ? await verifyPassword(password.slice(0, PASSWORD_MAX), row.passwordHash)
    : (await verifyPassword(password.slice(0, PASSWORD_MAX), await timingDummy()), false);
  // A deactivated member is refused like a wrong password: the answer confirms nothing.
  if (!row || !ok || !row.active) throw new HttpError(401, INVALID_STAFF_CREDENTIALS);
  await ctx.limitStore.update(keys, ([byIp], now) => ({ next: [byIpLimiter.released(byIp, now), undefined], result: undefined }));

  const { token, hash } = newToken();
  const signedIn = await ctx.db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({ staffId: row.id, tokenHash: hash });
    const [updated] = await tx.update(staff).set({ lastSignInAt: new Date() }).where(eq(staff.id, row.id)).returning();
    return updated;
  });
  return { token, staff: serializeStaff(signedIn) };
}

export async function staffSignOut(db: Db, sessionId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends the session of a token, if it is open (a browser signing in again over its old cookie). */
export async function endStaffSessionOfToken(db: Db, token: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt)));
}

/** Ends every open session of a member (deactivation, role change). */
export async function endStaffSessions(db: DbOrTx, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

export interface SessionStaff {
  id: number;
  sessionId: number;
  email: string;
  name: string;
  role: StaffMember['role'];
}

/**
 * The staff member behind a bearer token, or an HttpError 401 saying why not (unknown, revoked,
 * idle past the time-out, older than the longest session, or deactivated).
 */
export async function staffForToken(db: Db, token: string, nowMs = Date.now()): Promise<SessionStaff> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      active: staff.active,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt)))
    .limit(1);
  if (!row || !row.active) throw new HttpError(401, SESSION_ENDED);
  const idleMs = nowMs - row.lastSeenAt.getTime();
  if (idleMs > STAFF_IDLE_TIMEOUT_SECONDS * 1000 || nowMs - row.createdAt.getTime() > STAFF_SESSION_MAX_SECONDS * 1000) {
    await db.update(staffSessions).set({ revokedAt: new Date(nowMs) }).where(eq(staffSessions.id, row.sessionId));
    throw new HttpError(401, SESSION_TIMED_OUT);
  }
  if (idleMs > TOUCH_AFTER_MS) {
    await db.update(staffSessions).set({ lastSeenAt: new Date(nowMs) }).where(eq(staffSessions.id, row.sessionId));
  }
  return { id: row.id, sessionId: row.sessionId, email: row.email, name: row.name, role: row.role as SessionStaff['role'] };
}
