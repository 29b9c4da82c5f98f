// The demo store's back-office staff, one per role (README: "Demo accounts"). Never for a real store:
// its first Admin is made with `npm run store -- staff-add` (server/src/cli/staff.ts).
import type { StaffRole } from '@contracts/staff';
import type { Db } from '../client';
import { staff } from '../schema';
import { hashPassword } from '../../lib/crypto';

export const DEMO_STAFF: readonly { email: string; password: string; name: string; role: StaffRole }[] = [
  { email: 'admin@example.com', password: 'Admin@12345', name: 'Asha Admin', role: 'admin' },
  { email: 'sales@example.com', password: 'Sales@12345', name: 'Suresh Sales', role: 'sales' },
  { email: 'finance@example.com', password: 'Finance@12345', name: 'Farah Finance', role: 'finance' },
  { email: 'dispatch@example.com', password: 'Dispatch@12345', name: 'Dev Dispatch', role: 'dispatch' },
  { email: 'catalogue@example.com', password: 'Catalogue@12345', name: 'Chitra Catalogue', role: 'catalogue' },
];

/** Adds the demo staff that are missing (an existing member, even changed, is left alone). */
export async function ensureDemoStaff(db: Db): Promise<void> {
  const rows = await Promise.all(
    DEMO_STAFF.map(async ({ email, password, name, role }) => ({ email, name, role, passwordHash: await hashPassword(password) })),
  );
  await db.insert(staff).values(rows).onConflictDoNothing();
}
