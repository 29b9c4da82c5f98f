// GET /api/admin/inbox: the signed-in staff member's Inbox; every role may call it and gets only
// its own cards (inbox/service.ts decides which).
import type { FastifyInstance } from 'fastify';
import { AdminInboxResponse } from '@contracts/adminInbox';
import { STAFF_ROLES } from '@contracts/staffRules';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { inboxFor } from './service';

export default async function inboxAdminRoutes(app: FastifyInstance) {
  typed(app).get(
    '/admin/inbox',
    {
      config: { staffRoles: STAFF_ROLES },
      schema: { tags: ['Back office'], summary: 'What waits for the signed-in staff member’s role: counts and the oldest few of each', response: { 200: AdminInboxResponse } },
    },
    async (req) => ({ status: true, cards: await inboxFor(app.db, requireStaff(req).role) }),
  );
}
