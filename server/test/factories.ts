// Test data built straight in the database (not through the API under test).
import { customers, sessions } from '../src/db/schema';
import { hashPassword, newToken } from '../src/lib/crypto';
import type { Db } from '../src/db/client';

let seq = 0;

export interface TestCustomer {
  id: number;
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
      passwordHash: await hashPassword(password),
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
    .returning({ id: customers.id });
  const { token, hash } = newToken();
  await db.insert(sessions).values({ customerId: row.id, tokenHash: hash });
  return { id: row.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
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
