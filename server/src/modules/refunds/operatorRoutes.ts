// The operator API's refund calls: list refunds, send a failed one again or ask about a pending one.
// Registered inside the guarded operator context (plugins/operatorAuth.ts).
import type { FastifyInstance } from 'fastify';
import { OperatorRefundListResponse, OperatorRefundParams, OperatorRefundResponse, OperatorRefundsQuery } from '@contracts/operatorOrders';
import { typed } from '../../lib/routes';
import { operatorDoc } from '../../plugins/operatorAuth';
import { retryRefund } from './provider';
import { listRefunds, operatorRefund } from './views';

export default async function refundOperatorRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.services;
  const { tags, description } = operatorDoc;

  api.get(
    '/operator/refunds',
    {
      schema: {
        tags,
        description: `${description} Refunds, newest first (?state=pending|processed|failed).`,
        querystring: OperatorRefundsQuery,
        response: { 200: OperatorRefundListResponse },
      },
    },
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
}
