// Accepting a company admin's invitation: the mailed link shows who is invited to which
// company, and once the person sets their name and password the user is active and signed in.
// Like a password reset link, it works once and only for INVITATION_HOURS.
import { eq } from 'drizzle-orm';
import type { AcceptInvitationRequest } from '@contracts/companyUsers';
import { TEAM_MESSAGES, acceptInvitationRules, type CompanyRole } from '@contracts/companyUserRules';
import { customerUsers, customers } from '../../db/schema';
import { hashPassword, sha256 } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import { validateForm } from '../../lib/fields';
import type { Services } from '../../services';
import { createSession, serializeForUser, type SignedIn } from '../auth';
import { recordAudit } from '../staff';
import { auditShape, claimInvitation, findInvitation } from './service';

const refusal = { invalid: TEAM_MESSAGES.inviteInvalid, used: TEAM_MESSAGES.inviteUsed, expired: TEAM_MESSAGES.inviteExpired } as const;

/** Who is invited to which company, for the acceptance page; a link that no longer works is a 400 with its reason. */
export async function readInvitation(ctx: Services, token: string) {
  const { row, state } = await findInvitation(ctx.db, sha256(token), ctx.clock.now());
  if (state !== 'open') throw badRequest(refusal[state]);
  return { email: row.user.email, name: row.user.name, company_name: row.companyName, role: row.user.role as CompanyRole, expires_at: row.expiresAt.toISOString() };
}

export async function acceptInvitation(ctx: Services, token: string, input: AcceptInvitationRequest): Promise<SignedIn> {
  const v = validateForm(input, acceptInvitationRules);
  const now = ctx.clock.now();
  const { row, state } = await findInvitation(ctx.db, sha256(token), now);
  if (state !== 'open') throw badRequest(refusal[state]);
  const passwordHash = await hashPassword(v.password as string);
  return ctx.db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, row.resetId, now))) throw badRequest(TEAM_MESSAGES.inviteUsed);
    const [after] = await tx
      .update(customerUsers)
      .set({ name: v.name as string, passwordHash, status: 'active', updatedAt: now })
      .where(eq(customerUsers.id, row.user.id))
      .returning();
    // The person's own acceptance, in the company's history like the admin's changes.
    await recordAudit(tx, { id: null, email: after.email }, {
      action: 'company_user.accept',
      entityType: 'customer',
      entityId: after.customerId,
      before: auditShape(row.user),
      after: auditShape(after),
    });
    const [company] = await tx.select().from(customers).where(eq(customers.id, after.customerId));
    const sessionToken = await createSession(tx, after.customerId, after.id);
    return { token: sessionToken, customer: serializeForUser(company, after) };
  });
}
