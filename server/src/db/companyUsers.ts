// The company's first user: every way a company comes to exist (registration, the seed, tests)
// makes its admin here, so no company is left without someone who can sign in for it.
import type { DbOrTx } from './client';
import { eq } from 'drizzle-orm';
import { customerUsers, customers } from './schema';

export interface NewCompanyAdmin {
  customerId: number;
  email: string;
  passwordHash: string;
  name: string;
}

/** Adds the company's admin user (active); returns its serial id. */
export async function addCompanyAdmin(db: DbOrTx, admin: NewCompanyAdmin): Promise<number> {
  const [row] = await db
    .insert(customerUsers)
    .values({ customerId: admin.customerId, email: admin.email, passwordHash: admin.passwordHash, name: admin.name, role: 'admin', status: 'active' })
    .returning({ id: customerUsers.id });
  return row.id;
}

/** Who a mail about a company user's order, approval request or quotation goes to. */
export interface MailPeople {
  /** The user who placed the order or asked (the company's main address when no user is known). */
  to: string;
  name: string;
  /** The company's active Admins who chose to be copied, other than `to`. */
  cc: string[];
}

/**
 * The mail goes to the person who acted, not the company's main address: in a company of several
 * buyers the main address is one person, who neither placed the order nor can act on it. Admins
 * who keep `copy_company_mails` on are copied, so whoever runs the account still hears of it.
 */
export async function mailPeople(db: DbOrTx, customerId: number, userId: number | null): Promise<MailPeople> {
  const people = await db
    .select({ id: customerUsers.id, email: customerUsers.email, name: customerUsers.name, role: customerUsers.role, status: customerUsers.status, copy: customerUsers.copyCompanyMails })
    .from(customerUsers)
    .where(eq(customerUsers.customerId, customerId));
  const actor = userId === null ? undefined : people.find((p) => p.id === userId);
  let to: { email: string; name: string };
  if (actor) to = actor;
  else {
    const [company] = await db.select({ email: customers.email, name: customers.primaryContactName }).from(customers).where(eq(customers.id, customerId));
    to = company ?? { email: '', name: '' };
  }
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const cc = people.filter((p) => p.role === 'admin' && p.status === 'active' && p.copy && !same(p.email, to.email)).map((p) => p.email);
  return { to: to.email, name: to.name, cc };
}
