// Staff management (Admin only): list, create with a role, change a role, deactivate. Every
// change is audited in its own transaction; the store always keeps one active Admin.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { StaffCreateRequest, StaffMember, StaffRole, StaffRoleRequest } from '@contracts/staff';
import { staffCreateRules, staffRoleRules } from '@contracts/staffRules';
import type { Db, Tx } from '../../db/client';
import { staff } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isUniqueViolation, validateForm } from '../../lib/fields';
import { recordAudit, type Actor } from './audit';
import { endStaffSessions } from './auth';
import { serializeStaff, type StaffRow } from './serialize';

export const STAFF_EMAIL_TAKEN = 'A staff member with this email already exists.';
export const LAST_ADMIN = 'The store needs at least one active Admin: make another Admin first.';
export const NOT_YOURSELF = 'You cannot change your own role or deactivate yourself; ask another Admin.';

/** What the audit log keeps of a member (no password hash). */
const audited = (row: StaffRow) => ({ email: row.email, name: row.name, role: row.role, active: row.active });

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
  return rows.map(serializeStaff);
}

export async function staffMember(db: Db, id: number): Promise<StaffMember> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  if (!row) throw notFound('No such staff member.');
  return serializeStaff(row);
}

export async function createStaff(db: Db, actor: Actor, input: StaffCreateRequest): Promise<StaffMember> {
  const v = validateForm(input, staffCreateRules);
  const passwordHash = await hashPassword(v.password as string);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({ email: v.email as string, name: v.name as string, role: v.role as StaffRole, passwordHash })
        .returning();
      await recordAudit(tx, actor, { action: 'staff.create', entityType: 'staff', entityId: row.id, before: null, after: audited(row) });
      return serializeStaff(row);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'staff_email_unique')) throw invalid({ email: [STAFF_EMAIL_TAKEN] });
    throw err;
  }
}

/**
 * The member's row and every active Admin's, locked in id order (one order for every staff
 * write), so two Admins demoting each other at once cannot leave the store without one.
 */
async function lockForChange(tx: Tx, id: number): Promise<{ row: StaffRow; otherActiveAdmins: number }> {
  const rows = await tx
    .select()
    .from(staff)
    .where(sql`${staff.id} = ${id} or (${staff.role} = 'admin' and ${staff.active})`)
    .orderBy(asc(staff.id))
    .for('update');
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound('No such staff member.');
  return { row, otherActiveAdmins: rows.filter((r) => r.id !== id && r.role === 'admin' && r.active).length };
}

export async function changeStaffRole(db: Db, actor: Actor, id: number, input: StaffRoleRequest): Promise<StaffMember> {
  const role = validateForm(input, staffRoleRules).role as StaffRole;
  if (actor.id === id) throw conflict(NOT_YOURSELF);
  return db.transaction(async (tx) => {
    const { row, otherActiveAdmins } = await lockForChange(tx, id);
    if (row.role === role) return serializeStaff(row);
    if (row.role === 'admin' && row.active && otherActiveAdmins === 0) throw conflict(LAST_ADMIN);
    const [updated] = await tx.update(staff).set({ role }).where(eq(staff.id, id)).returning();
    // Open sessions carry the old role's screens: end them so the member signs in to the new ones.
    await endStaffSessions(tx, id);
    await recordAudit(tx, actor, { action: 'staff.role', entityType: 'staff', entityId: id, before: audited(row), after: audited(updated) });
    return serializeStaff(updated);
  });
}

export async function deactivateStaff(db: Db, actor: Actor, id: number): Promise<StaffMember> {
  if (actor.id === id) throw conflict(NOT_YOURSELF);
  return db.transaction(async (tx) => {
    const { row, otherActiveAdmins } = await lockForChange(tx, id);
    if (!row.active) return serializeStaff(row);
    if (row.role === 'admin' && otherActiveAdmins === 0) throw conflict(LAST_ADMIN);
    const [updated] = await tx.update(staff).set({ active: false }).where(and(eq(staff.id, id), ne(staff.active, false))).returning();
    await endStaffSessions(tx, id);
    await recordAudit(tx, actor, { action: 'staff.deactivate', entityType: 'staff', entityId: id, before: audited(row), after: audited(updated) });
    return serializeStaff(updated);
  });
}
