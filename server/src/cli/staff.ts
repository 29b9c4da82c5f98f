// `npm run store -- staff-add <email> <role> <name>`: makes a staff member from the command line,
// above all a real store's first Admin (the web back office needs one to sign in). The password
// comes from STAFF_PASSWORD, not the command line, so it stays out of shell history and `ps`.
// Like every command, it goes through the running store's operator API or the database directly.
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffCreateRequest, type StaffMember } from '@contracts/staff';
import type { Db } from '../db/client';
import { HttpError } from '../lib/errors';
import { CLI_ACTOR } from '../modules/staff/audit';
import { createStaff } from '../modules/staff/service';
import { CliError, type ApiCall, type Command } from './shared';

export const STAFF_ADD_USAGE = `staff-add <email> <role> <name...>   add a back-office staff member (role: ${STAFF_ROLES.join(', ')}); password from STAFF_PASSWORD`;
export const STAFF_USAGE = `  ${STAFF_ADD_USAGE}`;

export interface StaffOps {
  addStaff(input: StaffCreateRequest): Promise<StaffMember>;
}

export function apiStaff(call: ApiCall): StaffOps {
  return { addStaff: async (input) => (await call<{ staff: StaffMember }>('POST', 'staff', input)).staff };
}

export function directStaff(db: Db): StaffOps {
  // The same service (and the same audit log, as the tool) as the back office's Staff screen.
  return { addStaff: (input) => createStaff(db, CLI_ACTOR, input) };
}

/** A refusal, with the password's field named after the variable the operator sets. */
function asCliError(err: unknown): unknown {
  const errors = err instanceof HttpError || err instanceof CliError ? err.errors : undefined;
  if (!errors) return err;
  const renamed = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field === 'password' ? 'STAFF_PASSWORD' : field, messages]));
  return new CliError((err as Error).message, renamed);
}

/** The command, reading the password from the tool's environment. */
export function staffCommands(env: NodeJS.ProcessEnv): Record<string, Command<StaffOps>> {
  return {
    'staff-add': {
      shape: STAFF_ADD_USAGE.split('   ')[0],
      positionals: [3, 20],
      async run({ positionals: [email, role, ...nameParts] }, op, io) {
        let member: StaffMember;
        try {
          member = await op.addStaff({ email, role, name: nameParts.join(' '), password: env.STAFF_PASSWORD ?? '' } as StaffCreateRequest);
        } catch (err) {
          throw asCliError(err);
        }
        io.out(`Added ${member.name} <${member.email}> as ${STAFF_ROLE_LABELS[member.role]}: sign in at /admin/signin.`);
      },
    },
  };
}
