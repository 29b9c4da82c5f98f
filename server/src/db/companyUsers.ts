// The company's first user: every way a company comes to exist (registration, the seed, tests)
// makes its admin here, so no company is left without someone who can sign in for it.
import type { DbOrTx } from './client';
import { customerUsers } from './schema';

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
