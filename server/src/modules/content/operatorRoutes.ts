// The operator API's visitor-form calls: the newest contact inquiries and item requests.
// Registered inside the guarded operator context (plugins/operatorAuth.ts).
import type { FastifyInstance } from 'fastify';
import { OperatorInquiriesResponse, OperatorItemRequestsResponse } from '@contracts/operator';
import { typed } from '../../lib/routes';
import { operatorDoc } from '../../plugins/operatorAuth';
import { listInquiries, listItemRequests } from './operator';

export default async function contentOperatorRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/operator/inquiries',
    { schema: { ...operatorDoc, summary: 'The newest contact inquiries', response: { 200: OperatorInquiriesResponse } } },
    async () => ({ status: true, inquiries: await listInquiries(app.db) }),
  );

  api.get(
    '/operator/item-requests',
    { schema: { ...operatorDoc, summary: 'The newest item requests', response: { 200: OperatorItemRequestsResponse } } },
    async () => ({ status: true, item_requests: await listItemRequests(app.db) }),
  );
}
