// The order's status rules that reading, cancelling and the store's status changes share: the way
// an order moves forward, which orders can still be cancelled, and the check of a status given to us.
import type { OrderStatus } from '@contracts/checkout';
import { ORDER_STATUSES, isOneOf } from '@contracts/statuses';
import { invalid } from '../../lib/errors';

/** The way an order moves forward, one step at a time; 'canceled' leaves it from the first two only. */
export const FLOW: readonly OrderStatus[] = ['pending', 'approved', 'shipped', 'delivered'];
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'approved'];

export function checkStatus(value: unknown, field = 'status'): OrderStatus {
  if (!isOneOf(ORDER_STATUSES, value)) throw invalid({ [field]: [`Status must be one of ${ORDER_STATUSES.join(', ')}.`] });
  return value;
}

/** The word for the step that brings an order to each status (the back office's action names). */
const STEP_VERB: Partial<Record<OrderStatus, string>> = { approved: 'approve', shipped: 'ship', delivered: 'deliver' };

/**
 * Why an order at `current` cannot move forward to `target`, or null when `target` is its next step.
 * The back office offers only the next step (contracts/adminOrderRules.ts); the operator tool and
 * the CLI are held to the same walk, so no order ships without being approved and invoiced first.
 */
export function skippedStep(orderNumber: string, current: OrderStatus, target: OrderStatus): string | null {
  const at = FLOW.indexOf(current);
  if (at < 0 || FLOW.indexOf(target) <= at + 1) return null;
  return `Order ${orderNumber} is ${current}: ${STEP_VERB[FLOW[at + 1]]} it first; it moves one step at a time.`;
}
