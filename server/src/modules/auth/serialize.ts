// The one wire shape of a customer (spec 3, "Customer (stored details)") plus the approval status.
import type { customers } from '../../db/schema';
import { num } from '../../lib/money';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerStatus = 'pending' | 'approved' | 'rejected';

export interface CustomerJson {
  id: number;
  primary_contact_name: string;
  company_name: string;
  /** Available credit in rupees. */
  credit_limit: number;
  email: string;
  phone: string;
  /** Path under /media/ (e.g. 'uploads/avatars/ab12.png'), or null. */
  image: string | null;
  status: CustomerStatus;
}

export function serializeCustomer(
  row: Pick<CustomerRow, 'id' | 'primaryContactName' | 'companyName' | 'creditLimit' | 'email' | 'phone' | 'image' | 'status'>,
): CustomerJson {
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
