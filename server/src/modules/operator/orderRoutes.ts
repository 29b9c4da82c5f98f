// The operator API's order calls; registered inside operatorRoutes, so its secret guard applies.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  OperatorOrderRefundBody,
  OperatorOrderRefundResponse,
  OperatorRefundListResponse,
  OperatorRefundParams,
  OperatorRefundResponse,
  OperatorRefundsQuery,
  OperatorOrderListResponse,
  OperatorOrderParams,
  OperatorOrderResponse,
  OperatorOrdersQuery,
  OperatorOrderStatusBody,
  OperatorOrderStatusResponse,
} from '@contracts/operatorOrders';
import { operatorListOrders, operatorOrder, refundOrder, setOrderStatus, type OrderStatusChange } from '../orders/service';
import { listRefunds, operatorRefund, retryRefund } from '../refunds/service';

export function statusMessage(c: OrderStatusChange): string {
  if (!c.changed) return `Order ${c.order_number} was already ${c.status}.`;
  return `Order ${c.order_number}: ${c.previous} -> ${c.status}.`;
}

export default async function operatorOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.services;
  const tags = ['Operator'];
  const description = 'Operator only: send the secret from DATA_DIR/server.json in the x-operator-secret header.';

  api.get(
    '/operator/orders',
    { schema: { tags, description, querystring: OperatorOrdersQuery, response: { 200: OperatorOrderListResponse } } },
    async (req) => ({ status: true, ...(await operatorListOrders(app.db, req.query.status)) }),
  );

  api.get(
    '/operator/orders/:orderNumber',
    { schema: { tags, description, params: OperatorOrderParams, response: { 200: OperatorOrderResponse } } },
    async (req) => ({ status: true, ...(await operatorOrder(app.db, req.params.orderNumber)) }),
  );

  api.post(
    '/operator/orders/:orderNumber/status',
    {
      schema: {
        tags,
        description: `${description} Moves an order forward (approved, shipped, delivered) or cancels it (stock and credit back, card refunded).`,
        params: OperatorOrderParams,
        body: OperatorOrderStatusBody,
        response: { 200: OperatorOrderStatusResponse },
      },
    },
    async (req) => {
      const change = await setOrderStatus(ctx, req.params.orderNumber, req.body.status);
      return {
        status: true,
        message: statusMessage(change),
        order_number: change.order_number,
        previous: change.previous,
        order_status: change.status,
        changed: change.changed,
      };
    },
  );

  api.get(
    '/operator/refunds',
    { schema: { tags, description: `${description} Refunds, newest first (?state=pending|processed|failed).`, querystring: OperatorRefundsQuery, response: { 200: OperatorRefundListResponse } } },
    async (req) => ({ status: true, refunds: await listRefunds(app.db, req.query.state) }),
  );

  api.post(
    '/operator/refunds/:id/retry',
    {
      schema: {
        tags,
        description: `${description} Sends a failed refund again as a new attempt, or asks the provider again about a pending one (same key: one refund).`,
        params: OperatorRefundParams,
        response: { 200: OperatorRefundResponse },
      },
    },
    async (req) => {
      await retryRefund(ctx, req.params.id);
      return { status: true, refund: await operatorRefund(app.db, req.params.id) };
    },
  );

  api.post(
    '/operator/orders/:orderNumber/refund',
    {
      schema: {
        tags,
        description: `${description} Refunds returned lines (credit note if invoiced) or, before the invoice, an amount; never more than is left of the payment.`,
        params: OperatorOrderParams,
        body: OperatorOrderRefundBody,
        response: { 200: OperatorOrderRefundResponse },
      },
    },
    async (req) => {
      const result = await refundOrder(ctx, req.params.orderNumber, req.body);
      return { status: true, ...result, credit_returned: result.credit_returned / 100 };
    },
  );
}
