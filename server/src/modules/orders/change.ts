// How a change to an order is asked for, and what every change shares: the version a staff member
// saw (a stale one is refused with 409 and nothing changes), the bump of that version, and the
// order's state as the audit log records it before and after.
import { sql } from 'drizzle-orm';
import { STALE_ORDER_MESSAGE } from '@contracts/adminOrderRules';
import { orders } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { Actor } from '../staff';
import type { EwayBillInput } from '../gst';

type OrderRow = typeof orders.$inferSelect;

/**
 * How a change was asked for. The back office names its staff member and the version they saw; the
 * command-line tool names itself. Each change with an actor is audited in its own transaction.
 */
export interface OrderChangeOptions {
  actor?: Actor;
  version?: number;
  /** Shipping: the courier and its tracking number. */
  shipment?: { courier: string; trackingNumber: string };
  /** Shipping: the e-way bill the consignment travels under (gst/ewayBill.ts checkEwayBill). */
  ewayBill?: EwayBillInput;
  /** Cancelling: why (kept on the order, told to the customer). */
  reason?: string;
}

/** Every change to an order bumps its version. */
export const nextVersion = sql`${orders.version} + 1`;

export function checkVersion(order: OrderRow, opts: OrderChangeOptions): void {
  if (opts.version !== undefined && opts.version !== order.version) throw conflict(STALE_ORDER_MESSAGE);
}

export const auditState = (o: Pick<OrderRow, 'status' | 'version' | 'shippingCourier' | 'trackingNumber' | 'cancelReason'>) => ({
  status: o.status,
  version: o.version,
  ...(o.shippingCourier ? { courier: o.shippingCourier, tracking_number: o.trackingNumber } : {}),
  ...(o.cancelReason ? { cancel_reason: o.cancelReason } : {}),
});
