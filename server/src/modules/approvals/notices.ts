// The notifications of a decided approval request, for the user who asked (never the approver who
// decided their own): written in the transaction of the decision, like the request's own.
import { eq } from 'drizzle-orm';
import { formatPaise } from '@contracts/format';
import type { Tx } from '../../db/client';
import { customerUsers } from '../../db/schema';
import { links, notifyUser } from '../notifications';

interface Decided {
  customerId: number;
  requesterId: number | null;
  /** Null: the request could not be placed (its quotation expired while it waited). */
  deciderId: number | null;
  totalPaise: number;
}

async function nameOf(tx: Tx, userId: number | null): Promise<string> {
  if (userId === null) return 'An approver';
  const [u] = await tx.select({ name: customerUsers.name }).from(customerUsers).where(eq(customerUsers.id, userId));
  return u?.name ?? 'An approver';
}

/** Approved: the order placed (its number), or for a card request (null) waiting for the buyer's payment. */
export async function noticeApprovalApproved(tx: Tx, d: Decided & { orderNumber: string | null }): Promise<void> {
  if (d.requesterId === null || d.requesterId === d.deciderId) return;
  const by = await nameOf(tx, d.deciderId);
  await notifyUser(tx, d.customerId, d.requesterId, {
    kind: 'approval_approved',
    title: `${by} approved your order of ${formatPaise(d.totalPaise)}`,
    body: d.orderNumber ? `Order ${d.orderNumber} is placed.` : 'Pay for it by card to place it.',
    link: d.orderNumber ? links.order(d.orderNumber) : links.approvals,
  });
}

/** Rejected by an approver, or ended because it could no longer be placed, with the reason. */
export async function noticeApprovalRejected(tx: Tx, d: Decided & { reason: string }): Promise<void> {
  if (d.requesterId === null || d.requesterId === d.deciderId) return;
  const title = d.deciderId === null ? `Your order of ${formatPaise(d.totalPaise)} could not be approved` : `${await nameOf(tx, d.deciderId)} rejected your order of ${formatPaise(d.totalPaise)}`;
  await notifyUser(tx, d.customerId, d.requesterId, { kind: 'approval_rejected', title, body: d.reason, link: links.approvals });
}
