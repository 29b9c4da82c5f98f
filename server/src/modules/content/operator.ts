// The visitor forms the store received, for the operator: contact inquiries and item requests,
// newest first. Called by the operator API (content/operatorRoutes.ts) and the command-line tool.
import { desc } from 'drizzle-orm';
import type { OperatorInquiry, OperatorItemRequest } from '@contracts/operator';
import type { Db } from '../../db/client';
import { inquiries, itemRequests } from '../../db/schema';

/** How many of the newest inquiries or item requests the operator sees by default. */
export const RECENT_LIMIT = 50;

/** An inquiry as the operator and the back office read it. */
export const inquiryOut = (r: typeof inquiries.$inferSelect): OperatorInquiry => ({
  id: r.id,
  reference: r.reference,
  first_name: r.firstName,
  last_name: r.lastName,
  company_name: r.companyName,
  employee_designation: r.employeeDesignation,
  email: r.email,
  phone: r.phone,
  description: r.description,
  created_at: r.createdAt.toISOString(),
});

/** The newest contact inquiries first. */
export async function listInquiries(db: Db, limit = RECENT_LIMIT): Promise<OperatorInquiry[]> {
  const rows = await db.select().from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(limit);
  return rows.map(inquiryOut);
}

/** An item request as the operator and the back office read it. */
export const itemRequestOut = (r: typeof itemRequests.$inferSelect): OperatorItemRequest => ({
  id: r.id,
  reference: r.reference,
  name: r.name,
  email: r.email,
  phone: r.phone,
  products: Array.isArray(r.products) ? (r.products as OperatorItemRequest['products']) : [],
  other_details: r.otherDetails,
  created_at: r.createdAt.toISOString(),
});

/** The newest item requests first. */
export async function listItemRequests(db: Db, limit = RECENT_LIMIT): Promise<OperatorItemRequest[]> {
  const rows = await db.select().from(itemRequests).orderBy(desc(itemRequests.createdAt), desc(itemRequests.id)).limit(limit);
  return rows.map(itemRequestOut);
}
