// The operator's order actions as the operator answers them: a status change (cancel included)
// with its one-line message, a refund with the credit returned in rupees. The API route
// (orders/operatorRoutes.ts) and the command-line tool's direct mode both return these.
import type { OperatorOrderRefundBody, OperatorOrderRefundResponse, OperatorOrderStatusResponse } from '@contracts/operatorOrders';
import type { Services } from '../../services';
import { CLI_ACTOR } from '../staff';
import { refundOrder } from './partialRefund';
import { setOrderStatus, type OrderStatusChange } from './status';

export function statusMessage(c: OrderStatusChange): string {
  if (!c.changed) return `Order ${c.order_number} was already ${c.status}.`;
  return `Order ${c.order_number}: ${c.previous} -> ${c.status}.`;
}

/** Moves an order forward (approved, shipped, delivered) or cancels it (orders/status.ts). */
export async function changeOrderStatus(ctx: Services, orderNumber: string, status: unknown): Promise<OperatorOrderStatusResponse> {
  // Audited as the command-line tool's change (its API mode and direct mode alike).
  const change = await setOrderStatus(ctx, orderNumber, status, undefined, { actor: CLI_ACTOR });
  return {
    status: true,
    message: statusMessage(change),
    order_number: change.order_number,
    previous: change.previous,
    order_status: change.status,
    changed: change.changed,
  };
}

/** Refunds returned lines or, before the invoice, an amount (orders/partialRefund.ts). */
export async function refundOrderPart(ctx: Services, orderNumber: string, body: OperatorOrderRefundBody): Promise<OperatorOrderRefundResponse> {
  const result = await refundOrder(ctx, orderNumber, body);
  return { status: true, ...result, credit_returned: result.credit_returned / 100 };
}
