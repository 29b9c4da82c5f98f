// The customer as every module sends it (contracts/account.ts `Customer`) and the rules that more
// than one module applies to customers.
import type { Customer, CustomerStatus } from '@contracts/account';
import type { customers } from '../db/schema';
import { num } from './money';

export type CustomerRow = typeof customers.$inferSelect;

export const EMAIL_TAKEN = 'The email has already been taken.';

export function serializeCustomer(
  row: Pick<CustomerRow, 'id' | 'primaryContactName' | 'companyName' | 'creditLimit' | 'email' | 'phone' | 'image' | 'status'>,
): Customer {
  return {
    id: row.id,
    primary_contact_name: row.primaryContactName,
    company_name: row.companyName,
    credit_limit: num(row.creditLimit) ?? 0,
    email: row.email,
    phone: row.phone,
    image: row.image ?? null,
    status: row.status as CustomerStatus,
  };
}
