// Staff members for the back-office tests, made in the database with a live session token: one,
// or one of every role.
import { STAFF_ROLES, type StaffRole } from '@contracts/staff';
import type { Db } from '../src/db/client';
import { staff, staffSessions } from '../src/db/schema';
import { hashPassword, newToken } from '../src/lib/crypto';

let seq = 0;

export interface TestStaff {
  id: number;
  email: string;
  name: string;
  password: string;
  role: StaffRole;
  token: string;
  auth: { authorization: string };
}

export async function createStaffMember(db: Db, role: StaffRole, opts: { email?: string; password?: string } = {}): Promise<TestStaff> {
  seq += 1;
  const email = opts.email ?? `${role}${seq}-${Date.now()}@staff.example`;
  const password = opts.password ?? 'Staff@12345';
  const name = `Test ${role} ${seq}`;
  const [row] = await db
    .insert(staff)
    .values({ email, name, role, passwordHash: await hashPassword(password) })
    .returning({ id: staff.id });
  const { token, hash } = newToken();
  await db.insert(staffSessions).values({ staffId: row.id, tokenHash: hash });
  return { id: row.id, email, name, password, role, token, auth: { authorization: `Bearer ${token}` } };
}

/** One signed-in member of each role (admin, sales, finance, dispatch, catalogue). */
export async function createStaffTeam(db: Db): Promise<Record<StaffRole, TestStaff>> {
  const team = {} as Record<StaffRole, TestStaff>;
  for (const role of STAFF_ROLES) team[role] = await createStaffMember(db, role);
  return team;
}
