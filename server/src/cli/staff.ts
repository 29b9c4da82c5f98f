// `npm run store -- staff-add <email> <role> <name>`: makes a staff member from the command line,
// above all a real store's first Admin (the web back office needs one to sign in). The password
// comes from STAFF_PASSWORD, not the command line, so it stays out of shell history and `ps`.
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '@contracts/staff';
import type { Db } from '../db/client';
import { HttpError } from '../lib/errors';
import { CLI_ACTOR } from '../modules/staff/audit';
import { createStaff } from '../modules/staff/service';

export const STAFF_ADD_USAGE = `staff-add <email> <role> <name...>   add a back-office staff member (role: ${STAFF_ROLES.join(', ')}); password from STAFF_PASSWORD`;

export interface StaffCliIo {
  out(line: string): void;
}

/** Runs `staff-add`; a refused input (taken email, weak password) is thrown as a readable Error. */
export async function staffAdd(db: Db, args: string[], env: NodeJS.ProcessEnv, io: StaffCliIo): Promise<void> {
  const [email, role, ...nameParts] = args;
  if (!email || !role || nameParts.length === 0) throw new Error(`Usage: npm run store -- ${STAFF_ADD_USAGE}`);
  try {
    // The same service (and the same audit log, as the tool) as the back office's Staff screen.
    const member = await createStaff(db, CLI_ACTOR, { email, role, name: nameParts.join(' '), password: env.STAFF_PASSWORD ?? '' });
    io.out(`Added ${member.name} <${member.email}> as ${STAFF_ROLE_LABELS[member.role]}: sign in at /admin/signin.`);
  } catch (err) {
    if (err instanceof HttpError && err.errors) {
      const lines = Object.entries(err.errors).map(([field, messages]) => `${field === 'password' ? 'STAFF_PASSWORD' : field}: ${messages[0]}`);
      throw new Error(lines.join('\n'), { cause: err });
    }
    throw err;
  }
}
