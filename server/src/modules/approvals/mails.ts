// The approval mails: the company's Approvers and Admins when a request waits for them,
// the buyer when it is rejected (with the reason) or when their card request is approved (a link to pay).
// Each is queued in the transaction of the decision it tells of (jobs/mail.ts): a decision that rolls
// back mails nothing; a failed mail is retried by the queue and never undoes it.
import { and, eq, inArray } from 'drizzle-orm';
import { formatPaise } from '@contracts/format';
import { APPROVING_ROLES } from '@contracts/approvalRules';
import type { DbOrTx } from '../../db/client';
import { customerUsers } from '../../db/schema';
import type { Services } from '../../services';
import { queueMail } from '../jobs';

const page = (ctx: Services) => `${ctx.config.publicUrl}/my-account/approvals`;

export interface ApprovalRequestedMail {
  customerId: number;
  requesterId: number;
  requester: string;
  totalPaise: number;
  lines: { name: string; quantity: number }[];
  quotationNumber?: string;
}

/**
 * Tells every active Approver and Admin of the company who wants these mails that a request waits
 * (the requester is not told about their own): read and queued in the transaction `tx` that saves it.
 */
export async function queueApprovalRequestedMail(ctx: Services, tx: DbOrTx, m: ApprovalRequestedMail): Promise<void> {
  const approvers = await tx
    .select({ email: customerUsers.email, name: customerUsers.name, id: customerUsers.id, wants: customerUsers.mailApprovalRequests })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, m.customerId), eq(customerUsers.status, 'active'), inArray(customerUsers.role, [...APPROVING_ROLES])));
  // Those who turned these mails off on their profile still find the request on their Approvals page.
  const to = approvers.filter((a) => a.id !== m.requesterId && a.wants);
  if (to.length === 0) return;
  const items = m.lines.map((l) => `${l.quantity} x ${l.name}`).join('\n');
  await queueMail(
    ctx,
    tx,
    'approval request mail',
    { customerId: m.customerId },
    to.map((a) => ({
      to: a.email,
      subject: `Order of ${formatPaise(m.totalPaise)} waits for your approval`,
      text:
        `Hello ${a.name},\n\n${m.requester} sent an order of ${formatPaise(m.totalPaise)} for approval` +
        `${m.quotationNumber ? ` (quotation ${m.quotationNumber}, at its quoted prices)` : ''}:\n\n${items}\n\nApprove or reject it: ${page(ctx)}\n`,
    })),
  );
}

export interface ApprovalRejectedMail {
  to: string;
  name: string;
  cc?: string[];
  totalPaise: number;
  reason: string;
  by?: string;
}

/** Tells the buyer their request was rejected (`by` an approver; without one it could not be placed), and why: queued in the rejection's transaction. */
export async function queueApprovalRejectedMail(ctx: Services, tx: DbOrTx, m: ApprovalRejectedMail): Promise<void> {
  const what = m.by ? `${m.by} rejected your order of ${formatPaise(m.totalPaise)}.` : `Your order of ${formatPaise(m.totalPaise)} could not be approved.`;
  await queueMail(ctx, tx, 'approval rejected mail', { to: m.to }, {
    to: m.to,
    cc: m.cc,
    subject: `Your order of ${formatPaise(m.totalPaise)} was not approved`,
    text: `Hello ${m.name},\n\n${what}\nReason: ${m.reason}\n\nNo order was placed. See the request and its products: ${page(ctx)}\n`,
  });
}

/** Tells the buyer their card request was approved and waits for their payment (the order is placed when paid): queued in the approval's transaction. */
export async function queueApprovalPayMail(ctx: Services, tx: DbOrTx, m: { to: string; name: string; cc?: string[]; totalPaise: number; by: string }): Promise<void> {
  await queueMail(ctx, tx, 'approval pay mail', { to: m.to }, {
    to: m.to,
    cc: m.cc,
    subject: `Your order of ${formatPaise(m.totalPaise)} was approved: pay to place it`,
    text:
      `Hello ${m.name},\n\n${m.by} approved your order of ${formatPaise(m.totalPaise)}.\n` +
      `It is placed when you pay for it by card (at today's prices, never more than approved): ${page(ctx)}\n`,
  });
}
