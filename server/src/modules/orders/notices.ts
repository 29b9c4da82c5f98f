// The notifications about an order, for the user who placed it (notifications/write.ts picks the
// company's Admins when no user is recorded). Each is written in the transaction of its change.
import { formatPaise } from '@contracts/format';
import type { Tx } from '../../db/client';
import { links, notifyUser } from '../notifications';

interface OrderOf {
  customerId: number;
  /** The user who placed it (orders.created_by_user_id). */
  userId: number | null;
  orderNumber: string;
}

/** The order was placed (by checkout, a quotation or a paid approval). */
export async function noticeOrderPlaced(tx: Tx, o: OrderOf & { totalPaise: number; paymentMethod: string }): Promise<void> {
  await notifyUser(tx, o.customerId, o.userId, {
    kind: 'order_placed',
    title: `Order ${o.orderNumber} placed`,
    body: `${formatPaise(o.totalPaise)}, ${o.paymentMethod === 'razorpay' ? 'paid by card' : 'cash on delivery'}.`,
    link: links.order(o.orderNumber),
  });
}

const STATUS_NOTICE = {
  approved: { kind: 'order_approved', title: (n: string) => `Order ${n} approved by the store` },
  shipped: { kind: 'order_shipped', title: (n: string) => `Order ${n} shipped` },
  delivered: { kind: 'order_delivered', title: (n: string) => `Order ${n} delivered` },
  canceled: { kind: 'order_canceled', title: (n: string) => `Order ${n} cancelled` },
} as const;

/** The order moved on (the store approved, shipped or delivered it) or was cancelled, by the store or the company. */
export async function noticeOrderStatus(tx: Tx, o: OrderOf & { status: keyof typeof STATUS_NOTICE; body?: string }): Promise<void> {
  const n = STATUS_NOTICE[o.status];
  await notifyUser(tx, o.customerId, o.userId, { kind: n.kind, title: n.title(o.orderNumber), body: o.body ?? '', link: links.order(o.orderNumber) });
}
