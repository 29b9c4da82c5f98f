// A staff row as the back office's wire shows it (never the password hash).
import type { StaffMember } from '@contracts/staff';
import type { staff } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

export const serializeStaff = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffMember['role'],
  active: row.active,
  created_at: row.createdAt.toISOString(),
  last_sign_in_at: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
});
