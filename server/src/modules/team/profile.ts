// Each company user's own profile (/company-users/me/...): their name and mobile and which
// optional mails they receive (the password change is account/service.ts's, on the user's own row). Every role has one; a user only ever reaches their own
// row (the session names it). Changes are written with their audit entry, the user as the actor.
import { eq } from 'drizzle-orm';
import type { MailChoicesRequest, MyProfile } from '@contracts/companyUsers';
import { userProfileRules, type CompanyRole } from '@contracts/companyUserRules';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { customerUsers, customers } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { validateForm, type FormInput } from '../../lib/fields';
import type { AuthCustomer } from '../../plugins/auth';
import { recordAudit } from '../staff';
import { companyActor } from './service';

type UserRow = typeof customerUsers.$inferSelect;

export const ONLY_ADMINS_COPIED = "Only your company's Admins are copied on the company's mails.";

/** The company's primary login: the user whose sign-in is the company's main address (the registrant). */
async function isPrimary(db: DbOrTx, u: UserRow): Promise<boolean> {
  const [company] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, u.customerId));
  return !!company && company.email.toLowerCase() === u.email.toLowerCase();
}

const choicesOf = (u: UserRow) => ({
  order_updates: u.mailOrderUpdates,
  approval_requests: u.mailApprovalRequests,
  quotation_answers: u.mailQuotationAnswers,
  dues_reminders: u.mailDuesReminders,
});

/** What the audit log keeps of a profile change (no password, ever). */
const auditShape = (u: UserRow) => ({ user_id: u.publicId, email: u.email, name: u.name, phone: u.phone, mail_choices: choicesOf(u), copy_company_mails: u.copyCompanyMails });

async function own(db: DbOrTx, who: Pick<AuthCustomer, 'id' | 'userId'>, lock = false): Promise<UserRow> {
  const q = db.select().from(customerUsers).where(eq(customerUsers.id, who.userId));
  const [u] = lock ? await q.for('update') : await q;
  if (!u || u.customerId !== who.id) throw notFound('No such user in your company.');
  return u;
}

async function serialize(db: DbOrTx, u: UserRow): Promise<MyProfile> {
  return {
    id: u.publicId,
    email: u.email,
    name: u.name,
    phone: u.phone,
    role: u.role as CompanyRole,
    is_primary: await isPrimary(db, u),
    mail_choices: choicesOf(u),
    copy_company_mails: u.role === 'admin' && u.copyCompanyMails,
  };
}

async function audit(tx: Tx, who: AuthCustomer, action: string, before: UserRow, after: UserRow) {
  await recordAudit(tx, companyActor(who), { action: `company_user.${action}`, entityType: 'customer', entityId: who.id, before: auditShape(before), after: auditShape(after) });
}

export async function readMyProfile(db: DbOrTx, who: AuthCustomer): Promise<MyProfile> {
  return serialize(db, await own(db, who));
}

/**
 * Name and mobile. The name is one record for the spec's profile too (GET /customer-profile shows
 * the user's name); for the primary login the company's contact name follows it, as the store's
 * mails to the company's main address greet that person.
 */
export async function updateMyProfile(db: Db, who: AuthCustomer, input: FormInput): Promise<MyProfile> {
  const v = validateForm(input, userProfileRules);
  const after = await db.transaction(async (tx) => {
    const before = await own(tx, who, true);
    const name = v.name as string;
    const phone = (v.phone as string | null) || null;
    if (name === before.name && phone === before.phone) return before;
    const [row] = await tx.update(customerUsers).set({ name, phone, updatedAt: new Date() }).where(eq(customerUsers.id, before.id)).returning();
    if (await isPrimary(tx, before)) await tx.update(customers).set({ primaryContactName: name, updatedAt: new Date() }).where(eq(customers.id, before.customerId));
    await audit(tx, who, 'profile', before, row);
    return row;
  });
  return serialize(db, after);
}

/** Which optional mails the user receives; an Admin also chooses whether they are copied on their users' mails. */
export async function setMyMailChoices(db: Db, who: AuthCustomer, input: MailChoicesRequest): Promise<MyProfile> {
  if (input.copy_company_mails !== undefined && who.role !== 'admin') throw forbidden(ONLY_ADMINS_COPIED);
  const c = input.mail_choices;
  const after = await db.transaction(async (tx) => {
    const before = await own(tx, who, true);
    const [row] = await tx
      .update(customerUsers)
      .set({
        mailOrderUpdates: c.order_updates,
        mailApprovalRequests: c.approval_requests,
        mailQuotationAnswers: c.quotation_answers,
        mailDuesReminders: c.dues_reminders,
        ...(input.copy_company_mails !== undefined ? { copyCompanyMails: input.copy_company_mails } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customerUsers.id, before.id))
      .returning();
    await audit(tx, who, 'mails', before, row);
    return row;
  });
  return serialize(db, after);
}
