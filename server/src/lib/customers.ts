// The customer as every module sends it (contracts/account.ts `Customer`) and the rules that more
// than one module applies to customers.
import type { Customer, CustomerStatus } from '@contracts/account';
import { num } from './money';

/** The columns of a customers row that the wire shape is built from (the row itself fits). */
export interface CustomerFields {
  /** The customer's id on the wire; the serial id never leaves the server in a customer's call. */
  publicId: string;
  primaryContactName: string;
  companyName: string;
  creditLimit: string;
  email: string;
  phone: string;
  image: string | null;
  status: string;
}

export const EMAIL_TAKEN = 'The email has already been taken.';

export function serializeCustomer(
  row: CustomerFields,
): Customer {
  return {
    id: row.publicId,
    primary_contact_name: row.primaryContactName,
    company_name: row.companyName,
    credit_limit: num(row.creditLimit) ?? 0,
    email: row.email,
    phone: row.phone,
    image: row.image ?? null,
    status: row.status as CustomerStatus,
  };
}
