// The order's status rules that reading, cancelling and the store's status changes share: the way
// an order moves forward, which orders can still be cancelled, and the check of a status given to us.
import type { OrderStatus } from '@contracts/checkout';
import { ORDER_STATUSES, isOneOf } from '@contracts/statuses';
import { invalid } from '../../lib/errors';

/** The way an order moves forward; 'canceled' leaves it from the first two only. */
export const FLOW: readonly OrderStatus[] = ['pending', 'approved', 'shipped', 'delivered'];
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'approved'];

export function checkStatus(value: unknown, field = 'status'): OrderStatus {
  if (!isOneOf(ORDER_STATUSES, value)) throw invalid({ [field]: [`Status must be one of ${ORDER_STATUSES.join(', ')}.`] });
  return value;
}
