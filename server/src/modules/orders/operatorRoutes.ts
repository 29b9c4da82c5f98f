// The operator API's order calls: list and read orders, move one along or cancel it, refund part
// of it. Registered inside the guarded operator context (plugins/operatorAuth.ts).
import type { FastifyInstance } from 'fastify';
import {
  OperatorOrderListResponse,
  OperatorOrderParams,
  OperatorOrderRefundBody,
  OperatorOrderRefundResponse,
  OperatorOrderResponse,
  OperatorOrdersQuery,
  OperatorOrderStatusBody,
  OperatorOrderStatusResponse,
} from '@contracts/operatorOrders';
import { typed } from '../../lib/routes';
import { operatorDoc } from '../../plugins/operatorAuth';
import { changeOrderStatus, refundOrderPart } from './operator';
import { operatorListOrders, operatorOrder } from './read';

export default async function orderOperatorRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.services;
  const { tags, description } = operatorDoc;

  api.get(
    '/operator/orders',
    { schema: { ...operatorDoc, querystring: OperatorOrdersQuery, response: { 200: OperatorOrderListResponse } } },
    async (req) => ({ status: true, ...(await operatorListOrders(app.db, req.query.status)) }),
  );

  api.get(
    '/operator/orders/:orderNumber',
    { schema: { ...operatorDoc, params: OperatorOrderParams, response: { 200: OperatorOrderResponse } } },
    async (req) => ({ status: true, ...(await operatorOrder(app.db, req.params.orderNumber)) }),
  );

  api.post(
    '/operator/orders/:orderNumber/status',
    {
      schema: {
        tags,
        description: `${description} Moves an order forward one step at a time (pending -> approved -> shipped -> delivered; a skipped step is refused with 409) or cancels it (stock and credit back, card refunded).`,
        params: OperatorOrderParams,
        body: OperatorOrderStatusBody,
        response: { 200: OperatorOrderStatusResponse },
      },
    },
    async (req) => changeOrderStatus(ctx, req.params.orderNumber, req.body.status),
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
    async (req) => refundOrderPart(ctx, req.params.orderNumber, req.body),
  );
}
