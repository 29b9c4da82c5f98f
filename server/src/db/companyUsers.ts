// The company's first user: every way a company comes to exist (registration, the seed, tests)
// makes its admin here, so no company is left without someone who can sign in for it.
import type { DbOrTx } from './client';
import { eq } from 'drizzle-orm';
import type { MailChoice } from '@contracts/companyUserRules';
import { customerUsers, customers } from './schema';

export interface NewCompanyAdmin {
  customerId: number;
  email: string;
  passwordHash: string;
  name: string;
}

/**
 * Adds the company's admin user (active); returns its serial id. The registrant's phone is the
 * company's phone at first: their own mobile from then on (their profile), the company's on Account Setting.
 */
export async function addCompanyAdmin(db: DbOrTx, admin: NewCompanyAdmin): Promise<number> {
  const [company] = await db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, admin.customerId));
  const [row] = await db
    .insert(customerUsers)
    .values({ customerId: admin.customerId, email: admin.email, passwordHash: admin.passwordHash, name: admin.name, phone: company?.phone ?? null, role: 'admin', status: 'active' })
    .returning({ id: customerUsers.id });
  return row.id;
}

/** Who a mail about a company user's order, approval request or quotation goes to. */
export interface MailPeople {
  /**
   * The user who placed the order or asked (the company's main address when no user is known);
   * a copied Admin instead when that user chose not to receive this kind of mail, and '' when
   * nobody wants it (the mailer sends nothing then).
   */
  to: string;
  name: string;
  /** The company's active Admins who chose to be copied (and to receive this kind), other than `to`. */
  cc: string[];
}

type UserRow = typeof customerUsers.$inferSelect;

/** Each optional kind of mail and the user's own choice to receive it (the profile's notification choices). */
const WANTS: Record<MailChoice, (u: UserRow) => boolean> = {
  order_updates: (u) => u.mailOrderUpdates,
  approval_requests: (u) => u.mailApprovalRequests,
  quotation_answers: (u) => u.mailQuotationAnswers,
  dues_reminders: (u) => u.mailDuesReminders,
};

/** Whether a user receives this kind of mail (their own choice on their profile). */
export const wantsMail = (u: UserRow, kind: MailChoice): boolean => WANTS[kind](u);

/**
 * The mail goes to the person who acted, not the company's main address: in a company of several
 * buyers the main address is one person, who neither placed the order nor can act on it. Admins
 * who keep `copy_company_mails` on are copied, so whoever runs the account still hears of it. Each
 * person's choice of which kinds of mail they receive is honoured, the Admins' copies included.
 */
export async function mailPeople(db: DbOrTx, customerId: number, userId: number | null, kind: MailChoice): Promise<MailPeople> {
  const people = await db.select().from(customerUsers).where(eq(customerUsers.customerId, customerId));
  const actor = userId === null ? undefined : people.find((p) => p.id === userId);
  let to: { email: string; name: string; wants: boolean };
  if (actor) to = { email: actor.email, name: actor.name, wants: wantsMail(actor, kind) };
  else {
    const [company] = await db.select({ email: customers.email, name: customers.primaryContactName }).from(customers).where(eq(customers.id, customerId));
    // The company's main address is its first Admin's sign-in: that user's choice speaks for it.
    const owner = company ? people.find((p) => same(p.email, company.email)) : undefined;
    to = { email: company?.email ?? '', name: company?.name ?? '', wants: owner ? wantsMail(owner, kind) : true };
  }
  const cc = people.filter((p) => p.role === 'admin' && p.status === 'active' && p.copyCompanyMails && wantsMail(p, kind) && !same(p.email, to.email)).map((p) => p.email);
  if (to.wants) return { to: to.email, name: to.name, cc };
  // The person it is about said no: the copied Admins still hear of it, one of them in To.
  const [first = '', ...rest] = cc;
  return { to: first, name: to.name, cc: rest };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
