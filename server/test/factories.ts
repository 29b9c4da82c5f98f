// Test data built straight in the database (not through the API under test).
import type { CompanyRole } from '@contracts/companyUserRules';
import { customerUsers, customers, sessions } from '../src/db/schema';
import { addCompanyAdmin } from '../src/db/companyUsers';
import { hashPassword, newToken } from '../src/lib/crypto';
import type { Db } from '../src/db/client';

let seq = 0;

export interface TestCustomer {
  /** The company. */
  id: number;
  /** The company user the token belongs to (the company's admin for createCustomer). */
  userId: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** A company account (approved unless told otherwise) with a live session token. */
export async function createCustomer(
  db: Db,
  opts: { status?: 'pending' | 'approved' | 'rejected'; creditLimit?: string; email?: string; password?: string } = {},
): Promise<TestCustomer> {
  seq += 1;
  const email = opts.email ?? `buyer${seq}-${Date.now()}@example.com`;
  const password = opts.password ?? 'Secret@123';
  const [row] = await db
    .insert(customers)
    .values({
      email,
      firstName: 'Test',
      lastName: `Buyer ${seq}`,
      primaryContactName: `Test Buyer ${seq}`,
      companyName: `Test Company ${seq}`,
      typeOfCompany: 'Private Limited',
      noOfEmployee: '1-100',
      gstno: '27AAPFU0939F1ZV',
      panNumber: 'AAPFU0939F',
      phone: '9876543210',
      creditLimit: opts.creditLimit ?? '100000',
      // No dues yet: the limit is all available (the credit ledger's invariant).
      creditLine: opts.creditLimit ?? '100000',
      status: opts.status ?? 'approved',
    })
    .returning({ id: customers.id, name: customers.primaryContactName });
  const userId = await addCompanyAdmin(db, { customerId: row.id, email, passwordHash: await hashPassword(password), name: row.name });
  return signIn(db, row.id, userId, email, password);
}

async function signIn(db: Db, customerId: number, userId: number, email: string, password: string): Promise<TestCustomer> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({ customerId, userId, tokenHash: hash });
  return { id: customerId, userId, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** Another user of the company (active, with a live session), in the given role. */
export async function createCompanyUser(
  db: Db,
  company: { id: number },
  opts: { role?: CompanyRole; status?: 'active' | 'disabled'; orderLimitPaise?: number | null; monthlyLimitPaise?: number | null; email?: string } = {},
): Promise<TestCustomer> {
  seq += 1;
  const email = opts.email ?? `user${seq}-${Date.now()}@example.com`;
  const password = 'Secret@123';
  const [row] = await db
    .insert(customerUsers)
    .values({
      customerId: company.id,
      email,
      passwordHash: await hashPassword(password),
      name: `Team Member ${seq}`,
      role: opts.role ?? 'buyer',
      status: opts.status ?? 'active',
      orderLimitPaise: opts.orderLimitPaise ?? null,
      monthlyLimitPaise: opts.monthlyLimitPaise ?? null,
    })
    .returning({ id: customerUsers.id });
  return signIn(db, company.id, row.id, email, password);
}

/** A complete contact inquiry (POST /contact-us). */
export const contactInquiry = {
  first_name: 'Ravi',
  last_name: 'Shetty',
  company_name: 'Shetty Infotech',
  employee_designation: 'Purchase Manager',
  description: 'Need 40 business laptops for a new branch.',
  email: 'ravi@shettyinfotech.example',
  phone: '9845012345',
};
