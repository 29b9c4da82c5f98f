// The company admin's Team: the company's users, invitations by mail, roles, spending
// limits, disabling and enabling. Every change is written with its audit entry (the company user as
// the actor, the company as the record) in one transaction that first locks the company's users,
// so two admins acting at once cannot leave the company without an active admin.
import { and, desc, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { AdminCompanyUser, CompanyUser, InviteRequest, UpdateCompanyUserRequest } from '@contracts/companyUsers';
import { COMPANY_ROLE_LABELS, INVITATION_HOURS, LIMIT_MAX_RUPEES, TEAM_MESSAGES, inviteRules, teamUserRules, type CompanyRole } from '@contracts/companyUserRules';
import type { DbOrTx, Tx } from '../../db/client';
import { customerUsers, customers, passwordResets, sessions } from '../../db/schema';
import { newToken } from '../../lib/crypto';
import { conflict, invalid, notFound } from '../../lib/errors';
import { FieldErrorsBuilder, checkFields, isUniqueViolation, type FormInput } from '../../lib/fields';
import type { Services } from '../../services';
import { queueMail } from '../jobs';
import type { AuthCustomer } from '../../plugins/auth';
import { recordAudit, type Actor } from '../staff';
import { emailTaken } from '../auth';

const HOUR = 3_600_000;
/** The back office's words for an unknown account (as account/operator.ts has them). */
const ACCOUNT_NOT_FOUND = 'Account not found';
type UserRow = typeof customerUsers.$inferSelect;

/** The company user as the audit log's actor: no staff id, their own sign-in email. */
export const companyActor = (who: Pick<AuthCustomer, 'email'>): Actor => ({ id: null, email: who.email });

/** What the audit log keeps of a user, before and after a change (limits in rupees, as the forms show them). */
export const auditShape = (u: UserRow) => ({
  user_id: u.publicId,
  email: u.email,
  name: u.name,
  role: u.role,
  status: u.status,
  order_limit: u.orderLimitPaise === null ? null : u.orderLimitPaise / 100,
  monthly_limit: u.monthlyLimitPaise === null ? null : u.monthlyLimitPaise / 100,
});

async function audit(tx: Tx, who: AuthCustomer, action: string, before: UserRow | null, after: UserRow | null) {
  await recordAudit(tx, companyActor(who), {
    action: `company_user.${action}`,
    entityType: 'customer',
    entityId: who.id,
    before: before ? auditShape(before) : null,
    after: after ? auditShape(after) : null,
  });
}

/* ---------- reading ---------- */

const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

/** The company's users, oldest first, with their last sign-in and open invitation. */
export async function listUsers(db: DbOrTx, who: Pick<AuthCustomer, 'id' | 'userId'>): Promise<CompanyUser[]> {
  const rows = await db.select().from(customerUsers).where(eq(customerUsers.customerId, who.id)).orderBy(customerUsers.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const signIns = await db
    .select({ userId: sessions.userId, at: max(sessions.createdAt) })
    .from(sessions)
    .where(inArray(sessions.userId, ids))
    .groupBy(sessions.userId);
  const invites = await db
    .select({ userId: passwordResets.userId, at: max(passwordResets.expiresAt) })
    .from(passwordResets)
    .where(and(inArray(passwordResets.userId, ids), eq(passwordResets.kind, 'invite'), isNull(passwordResets.usedAt)))
    .groupBy(passwordResets.userId);
  const lastSignIn = new Map(signIns.map((s) => [s.userId, s.at]));
  const inviteEnds = new Map(invites.map((s) => [s.userId, s.at]));
  return rows.map((u) => serializeUser(u, who, lastSignIn.get(u.id) ?? null, inviteEnds.get(u.id) ?? null));
}

function serializeUser(u: UserRow, who: Pick<AuthCustomer, 'userId'>, lastSignIn: Date | null, inviteEnds: Date | null): CompanyUser {
  return {
    id: u.publicId,
    email: u.email,
    name: u.name,
    role: u.role as CompanyRole,
    status: u.status as CompanyUser['status'],
    order_limit: rupees(u.orderLimitPaise),
    monthly_limit: rupees(u.monthlyLimitPaise),
    created_at: u.createdAt.toISOString(),
    last_sign_in_at: lastSignIn ? new Date(lastSignIn).toISOString() : null,
    invitation_expires_at: u.status === 'invited' && inviteEnds ? new Date(inviteEnds).toISOString() : null,
    is_you: u.id === who.userId,
  };
}

async function readOne(db: DbOrTx, who: AuthCustomer, id: number): Promise<CompanyUser> {
  const all = await listUsers(db, who);
  const row = await db.select({ publicId: customerUsers.publicId }).from(customerUsers).where(eq(customerUsers.id, id));
  return all.find((u) => u.id === row[0]?.publicId) as CompanyUser;
}

/** A company's users as the back office shows them (no ids: staff read, the company's admin changes); 404 for no such account. */
export async function companyUsersForStaff(db: DbOrTx, customerId: number): Promise<AdminCompanyUser[]> {
  const [company] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!company) throw notFound(ACCOUNT_NOT_FOUND);
  const users = await listUsers(db, { id: customerId, userId: 0 });
  return users.map((u) => ({
    email: u.email,
    name: u.name,
    role: u.role,
    status: u.status,
    order_limit: u.order_limit,
    monthly_limit: u.monthly_limit,
    created_at: u.created_at,
    last_sign_in_at: u.last_sign_in_at,
  }));
}

/* ---------- checks ---------- */

/** A limit as typed in rupees ('' or null: none) in paise; the rule has checked its form. */
function limitPaise(value: string | null): number | null {
  if (value === null) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Reads the limits of a form: present ones in paise, absent ones `undefined` (left as they are). */
function readLimits(input: Record<string, unknown>, v: { order_limit: string | null; monthly_limit: string | null }, errors: FieldErrorsBuilder) {
  const out: { order?: number | null; monthly?: number | null } = {};
  for (const [key, field] of [['order', 'order_limit'], ['monthly', 'monthly_limit']] as const) {
    if (!(field in input) || errors.has(field)) continue;
    const paise = limitPaise(v[field]);
    if (paise !== null && paise > LIMIT_MAX_RUPEES * 100) errors.add(field, TEAM_MESSAGES.limitMax);
    else out[key] = paise;
  }
  return out;
}

function checkLimitPair(order: number | null, monthly: number | null, errors: FieldErrorsBuilder) {
  if (order !== null && monthly !== null && monthly < order) errors.add('monthly_limit', TEAM_MESSAGES.monthlyBelowOrder);
}

const asForm = (input: FormInput): Record<string, unknown> => (input && typeof input === 'object' && !Array.isArray(input) ? input : {});

/**
 * Locks the company's users (in id order, the one order every Team change takes) and returns them
 * with the one the call is about; another company's user, or none, is a 404.
 */
async function lockCompanyUsers(tx: Tx, who: AuthCustomer, publicId: string) {
  const all = await tx.select().from(customerUsers).where(eq(customerUsers.customerId, who.id)).orderBy(customerUsers.id).for('update');
  const target = all.find((u) => u.publicId === publicId);
  if (!target) throw notFound(TEAM_MESSAGES.notFound);
  return { all, target };
}

/** Whether the change would leave the company with no active admin. */
function leavesNoAdmin(all: UserRow[], target: UserRow, next: Pick<UserRow, 'role' | 'status'>): boolean {
  const activeAdmins = (u: Pick<UserRow, 'role' | 'status'>) => u.role === 'admin' && u.status === 'active';
  const after = all.map((u) => (u.id === target.id ? { ...u, ...next } : u));
  return all.some(activeAdmins) && !after.some(activeAdmins);
}

/* ---------- invitations ---------- */

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/accept-invite/${token}`;
}

async function companyName(db: DbOrTx, customerId: number): Promise<string> {
  const [row] = await db.select({ name: customers.companyName }).from(customers).where(eq(customers.id, customerId));
  return row?.name ?? '';
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A new single-use link for the invited user (older open links of theirs stop working), its mail
 * queued in the same transaction: the link exists exactly when the mail does.
 */
async function newInvitation(ctx: Services, tx: Tx, user: UserRow, inviter: AuthCustomer): Promise<void> {
  const now = ctx.clock.now();
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, user.id), eq(passwordResets.kind, 'invite'), isNull(passwordResets.usedAt)));
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * HOUR);
  await tx.insert(passwordResets).values({ customerId: user.customerId, userId: user.id, kind: 'invite', tokenHash: hash, expiresAt });
  const company = await companyName(tx, user.customerId);
  const link = invitationLink(ctx.config.publicUrl, token);
  const role = COMPANY_ROLE_LABELS[user.role as CompanyRole];
  const lines = [
    `Hello ${user.name},`,
    `${inviter.primaryContactName} (${inviter.email}) invited you to buy for ${company} at our store, as ${role}.`,
    `To choose your password and sign in, open this link within ${INVITATION_HOURS} hours:`,
  ];
  const tail = 'The link works once. If you did not expect this invitation, ignore this mail.';
  // Logged by ids only: the link signs the invited user in.
  await queueMail(ctx, tx, 'invitation mail', { customerId: user.customerId, userId: user.id }, {
    to: user.email,
    subject: `You are invited to ${company}'s account`,
    text: `${lines.join('\n\n')}\n\n${link}\n\n${tail}\n`,
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(tail)}</p>`,
  });
}

export async function inviteUser(ctx: Services, who: AuthCustomer, input: InviteRequest): Promise<CompanyUser> {
  const form = asForm(input);
  const errors = new FieldErrorsBuilder();
  const v = checkFields(form, inviteRules, errors);
  const limits = readLimits(form, v, errors);
  checkLimitPair(limits.order ?? null, limits.monthly ?? null, errors);
  errors.throwIfAny();
  const email = v.email as string;
  if (await emailTaken(ctx.db, email)) throw invalid({ email: [TEAM_MESSAGES.emailTaken] });

  try {
    const id = await ctx.db.transaction(async (tx) => {
      // The company's users are locked like every Team change takes them, so the order is one.
      await tx.select({ id: customerUsers.id }).from(customerUsers).where(eq(customerUsers.customerId, who.id)).orderBy(customerUsers.id).for('update');
      const [user] = await tx
        .insert(customerUsers)
        .values({
          customerId: who.id,
          email,
          name: v.name as string,
          role: v.role as CompanyRole,
          status: 'invited',
          passwordHash: null,
          orderLimitPaise: limits.order ?? null,
          monthlyLimitPaise: limits.monthly ?? null,
        })
        .returning();
      await newInvitation(ctx, tx, user, who);
      await audit(tx, who, 'invite', null, user);
      return user.id;
    });
    return readOne(ctx.db, who, id);
  } catch (err) {
    // Two invitations of one email at the same moment: the unique index decides.
    if (isUniqueViolation(err, 'customer_users_email_unique')) throw invalid({ email: [TEAM_MESSAGES.emailTaken] });
    throw err;
  }
}

export async function resendInvitation(ctx: Services, who: AuthCustomer, publicId: string): Promise<CompanyUser> {
  const id = await ctx.db.transaction(async (tx) => {
    const { target } = await lockCompanyUsers(tx, who, publicId);
    if (target.status !== 'invited') throw conflict(TEAM_MESSAGES.notInvited);
    await newInvitation(ctx, tx, target, who);
    await audit(tx, who, 'invite_resend', target, target);
    return target.id;
  });
  return readOne(ctx.db, who, id);
}

/** Withdraws an open invitation: the invited user (who never signed in) is removed, its link with it. */
export async function revokeInvitation(ctx: Services, who: AuthCustomer, publicId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { target } = await lockCompanyUsers(tx, who, publicId);
    if (target.status !== 'invited') throw conflict(TEAM_MESSAGES.notInvited);
    await tx.delete(customerUsers).where(eq(customerUsers.id, target.id));
    await audit(tx, who, 'invite_revoke', target, null);
  });
}

/* ---------- changes ---------- */

/** Role and limits: an absent field stays, an empty one clears a limit. */
export async function updateUser(ctx: Services, who: AuthCustomer, publicId: string, input: UpdateCompanyUserRequest): Promise<CompanyUser> {
  const form = asForm(input);
  const errors = new FieldErrorsBuilder();
  const v = checkFields(form, teamUserRules, errors);
  const limits = readLimits(form, v, errors);
  errors.throwIfAny();
  const id = await ctx.db.transaction(async (tx) => {
    const { all, target } = await lockCompanyUsers(tx, who, publicId);
    const role = 'role' in form && v.role ? (v.role as CompanyRole) : (target.role as CompanyRole);
    const order = limits.order !== undefined ? limits.order : target.orderLimitPaise;
    const monthly = limits.monthly !== undefined ? limits.monthly : target.monthlyLimitPaise;
    const pair = new FieldErrorsBuilder();
    checkLimitPair(order, monthly, pair);
    pair.throwIfAny();
    if (leavesNoAdmin(all, target, { role, status: target.status })) throw invalid({ role: [TEAM_MESSAGES.lastAdmin] });
    if (role === target.role && order === target.orderLimitPaise && monthly === target.monthlyLimitPaise) return target.id;
    const [after] = await tx
      .update(customerUsers)
      .set({ role, orderLimitPaise: order, monthlyLimitPaise: monthly, updatedAt: new Date() })
      .where(eq(customerUsers.id, target.id))
      .returning();
    await audit(tx, who, 'update', target, after);
    return target.id;
  });
  return readOne(ctx.db, who, id);
}

/** Disables an active user: their sessions end in the same transaction, their open links die. */
export async function disableUser(ctx: Services, who: AuthCustomer, publicId: string): Promise<CompanyUser> {
  const id = await ctx.db.transaction(async (tx) => {
    const { all, target } = await lockCompanyUsers(tx, who, publicId);
    if (target.status !== 'active') throw conflict(TEAM_MESSAGES.notActive);
    if (leavesNoAdmin(all, target, { role: target.role, status: 'disabled' })) throw conflict(TEAM_MESSAGES.lastAdmin);
    const [after] = await tx.update(customerUsers).set({ status: 'disabled', updatedAt: new Date() }).where(eq(customerUsers.id, target.id)).returning();
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, target.id), isNull(passwordResets.usedAt)));
    await audit(tx, who, 'disable', target, after);
    return target.id;
  });
  return readOne(ctx.db, who, id);
}

export async function enableUser(ctx: Services, who: AuthCustomer, publicId: string): Promise<CompanyUser> {
  const id = await ctx.db.transaction(async (tx) => {
    const { target } = await lockCompanyUsers(tx, who, publicId);
    if (target.status !== 'disabled') throw conflict(TEAM_MESSAGES.notDisabled);
    const [after] = await tx.update(customerUsers).set({ status: 'active', updatedAt: new Date() }).where(eq(customerUsers.id, target.id)).returning();
    await audit(tx, who, 'enable', target, after);
    return target.id;
  });
  return readOne(ctx.db, who, id);
}

/** The signed-in user's own row (role and limits), for every role. */
export async function myUser(db: DbOrTx, who: AuthCustomer) {
  const [u] = await db.select().from(customerUsers).where(eq(customerUsers.id, who.userId));
  if (!u) throw notFound(TEAM_MESSAGES.notFound);
  return {
    id: u.publicId,
    email: u.email,
    name: u.name,
    role: u.role as CompanyRole,
    order_limit: rupees(u.orderLimitPaise),
    monthly_limit: rupees(u.monthlyLimitPaise),
    copy_company_mails: u.copyCompanyMails,
  };
}

/** The signed-in Admin's own choice to be copied on their users' order, approval and quotation mails (db/companyUsers.ts mailPeople reads it). */
export async function setMailCopies(db: DbOrTx, who: AuthCustomer, copy: boolean) {
  await db.update(customerUsers).set({ copyCompanyMails: copy, updatedAt: new Date() }).where(eq(customerUsers.id, who.userId));
  return myUser(db, who);
}

/* ---------- accepting an invitation ---------- */

/** The invitation behind a link; a used, expired or unknown one is refused with its own message (400). */
export async function findInvitation(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ resetId: passwordResets.id, usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt, user: customerUsers, companyName: customers.companyName })
    .from(passwordResets)
    .innerJoin(customerUsers, eq(customerUsers.id, passwordResets.userId))
    .innerJoin(customers, eq(customers.id, passwordResets.customerId))
    .where(and(eq(passwordResets.tokenHash, tokenHash), eq(passwordResets.kind, 'invite')))
    .orderBy(desc(passwordResets.id))
    .limit(1);
  return { row: row ?? null, state: !row ? 'invalid' : row.usedAt || row.user.status !== 'invited' ? 'used' : row.expiresAt <= now ? 'expired' : 'open' } as const;
}

/** Claims an open invitation link in the transaction (a second, simultaneous use finds it claimed). */
export async function claimInvitation(tx: Tx, resetId: number, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ id: passwordResets.id });
  return claimed.length > 0;
}

