// The back office's view of a company's users: GET /api/admin/accounts/:id/users, read by
// every staff role that reads accounts. Staff do not change them: the company's admin does, and those
// changes are in the account's history (the audit log).
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ROLES, AdminAccountParams } from '@contracts/adminAccounts';
import { AdminCompanyUsersResponse } from '@contracts/companyUsers';
import { typed } from '../../lib/routes';
import { companyUsersForStaff } from './service';

export default async function teamAdminRoutes(app: FastifyInstance) {
  typed(app).get(
    '/admin/accounts/:id/users',
    {
      config: { staffRoles: ACCOUNT_ROLES.read },
      schema: { tags: ['Back office: accounts'], summary: "The company's users, roles, status and limits", params: AdminAccountParams, response: { 200: AdminCompanyUsersResponse } },
    },
    async (req) => ({ status: true, users: await companyUsersForStaff(app.db, req.params.id) }),
  );
}
