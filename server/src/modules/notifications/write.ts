// Writing notifications, called by the areas whose changes they tell of, with the transaction of
// that change: a notification exists exactly when its change committed (a rolled-back or retried
// transaction leaves none, and never two). Recipients are chosen here, the way the mails choose them.
import { and, eq, inArray } from 'drizzle-orm';
import { APPROVING_ROLES } from '@contracts/approvalRules';
import type { NotificationKind } from '@contracts/notifications';
import type { DbOrTx } from '../../db/client';
import { customerUsers, notifications } from '../../db/schema';

export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A storefront path, e.g. /order-details/ORD-1. */
  link: string;
}

/** The storefront pages a notification links to. */
export const links = {
  order: (orderNumber: string) => `/order-details/${encodeURIComponent(orderNumber)}`,
  quotation: (publicId: string) => `/quotation-details/${encodeURIComponent(publicId)}`,
  approvals: '/my-account/approvals',
  credit: '/my-account/credit',
} as const;

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

async function insert(tx: DbOrTx, userIds: number[], n: NotificationText): Promise<void> {
  if (userIds.length === 0) return;
  await tx.insert(notifications).values(userIds.map((userId) => ({ userId, kind: n.kind, title: clip(n.title, 200), body: n.body ?? '', link: n.link })));
}

/**
 * Tells the company user who placed the order or asked (`userId`). An order or quotation made
 * before users were recorded has none: its mail goes to the company's main address, so here the
 * company's active Admins are told (someone who runs the account hears of it, as with the mail).
 */
export async function notifyUser(tx: DbOrTx, customerId: number, userId: number | null, n: NotificationText): Promise<void> {
  if (userId !== null) {
    // Only a user of this company: a stale id from elsewhere must never reach another company.
    const [own] = await tx
      .select({ id: customerUsers.id })
      .from(customerUsers)
      .where(and(eq(customerUsers.id, userId), eq(customerUsers.customerId, customerId)));
    if (own) return insert(tx, [own.id], n);
  }
  const admins = await tx
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.role, 'admin'), eq(customerUsers.status, 'active')));
  await insert(
    tx,
    admins.map((a) => a.id),
    n,
  );
}

/** Tells every active user of the company who may approve (Approvers and Admins), except the one who asked. */
export async function notifyApprovers(tx: DbOrTx, customerId: number, exceptUserId: number | null, n: NotificationText): Promise<void> {
  const approvers = await tx
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.status, 'active'), inArray(customerUsers.role, [...APPROVING_ROLES])));
  await insert(
    tx,
    approvers.filter((a) => a.id !== exceptUserId).map((a) => a.id),
    n,
  );
}
