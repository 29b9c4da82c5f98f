// Deciding an approval request without placing it: an Approver or Admin rejects it with a
// reason (the buyer is mailed), or its buyer withdraws it. Approving places its order
// (checkout/approvedOrder.ts). Each takes the request row alone (db/locks.ts step 1c).
import { and, eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES } from '@contracts/approvalRules';
import { approvalRequests, customerUsers } from '../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { mailPeople } from '../../db/companyUsers';
import type { Services } from '../../services';
import { queueApprovalRejectedMail } from './mails';
import { noticeApprovalRejected } from './notices';
const REASON_MAX = 1000;

/** Rejects the company's pending request with a reason; the buyer is mailed it. */
export async function rejectRequest(ctx: Services, customerId: number, deciderUserId: number, publicId: string, reasonInput: string | undefined): Promise<number> {
  const reason = (reasonInput ?? '').trim();
  if (reason === '') throw invalid({ reason: [APPROVAL_MESSAGES.reasonRequired] }, APPROVAL_MESSAGES.reasonRequired);
  if (reason.length > REASON_MAX) throw invalid({ reason: [`The reason can be at most ${REASON_MAX} characters.`] });
  const row = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.publicId, publicId)))
      .for('update');
    if (!found) throw notFound(APPROVAL_MESSAGES.notFound);
    if (found.status !== 'pending') throw conflict(APPROVAL_MESSAGES.notPending);
    await tx
      .update(approvalRequests)
      .set({ status: 'rejected', reason, decidedByUserId: deciderUserId, decidedAt: ctx.clock.now() })
      .where(eq(approvalRequests.id, found.id));
    await noticeApprovalRejected(tx, { customerId, requesterId: found.requestedByUserId, deciderId: deciderUserId, totalPaise: found.grandTotalPaise, reason });
    // The buyer's mail is queued with the rejection: it goes exactly when the rejection commits.
    if (found.requestedByUserId !== null && found.requestedByUserId !== deciderUserId) {
      const [decider] = await tx.select({ name: customerUsers.name }).from(customerUsers).where(eq(customerUsers.id, deciderUserId));
      const buyer = await mailPeople(tx, customerId, found.requestedByUserId, 'order_updates');
      await queueApprovalRejectedMail(ctx, tx, { ...buyer, totalPaise: found.grandTotalPaise, reason, by: decider?.name ?? 'An approver' });
    }
    return found;
  });
  return row.id;
}

/** The buyer takes back their own pending (or approved, not yet paid) request: nothing was reserved or paid, so nothing is released. */
export async function withdrawRequest(ctx: Services, customerId: number, userId: number, publicId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.publicId, publicId)))
      .for('update');
    if (!found) throw notFound(APPROVAL_MESSAGES.notFound);
    if (found.requestedByUserId !== userId) throw forbidden('Only the buyer who sent a request can withdraw it.');
    if (found.status !== 'pending' && found.status !== 'awaiting_payment') throw conflict(APPROVAL_MESSAGES.notWithdrawable);
    await tx.update(approvalRequests).set({ status: 'withdrawn', decidedByUserId: userId, decidedAt: ctx.clock.now() }).where(eq(approvalRequests.id, found.id));
    return found.id;
  });
}
