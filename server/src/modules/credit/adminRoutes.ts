// The back office's view of a company's credit (/api/admin/accounts/:id/credit...), Finance and
// Admin only: limit, available, outstanding, overdue, terms and dues, and the forms that record
// offline payments and TDS and set the payment terms. Thin: the rules live in offline.ts.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ACCOUNT_ROLES, AdminAccountParams } from '@contracts/adminAccounts';
import { AdminCreditChangeResponse, AdminCreditPaymentRequest, AdminCreditResponse, AdminCreditTermsRequest } from '@contracts/credit';
import { customers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { recordOfflinePayment, setPaymentTerms } from './offline';
import { creditSummary } from './read';

const tags = ['Back office: accounts'];
const config = { staffRoles: ACCOUNT_ROLES.credit };

export default async function creditAdminRoutes(app: FastifyInstance) {
  const api = typed(app);
  treatMissingBodyAsEmpty(app);
  const now = () => app.services.clock.now();
  const credit = async (id: number) => {
    const [row] = await app.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
    if (!row) throw notFound('Account not found');
    return creditSummary(app.db, id, now());
  };

  api.get(
    '/admin/accounts/:id/credit',
    { config, schema: { tags, params: AdminAccountParams, response: { 200: AdminCreditResponse } } },
    async (req) => ({ status: true, credit: await credit(req.params.id) }),
  );

  api.post(
    '/admin/accounts/:id/credit/payments',
    { config, schema: { tags, params: AdminAccountParams, body: AdminCreditPaymentRequest, response: { 200: AdminCreditChangeResponse } } },
    async (req) => {
      const { message } = await recordOfflinePayment(app.db, requireStaff(req), req.params.id, req.body, now());
      return { status: true, message, credit: await credit(req.params.id) };
    },
  );

  api.post(
    '/admin/accounts/:id/credit/terms',
    { config, schema: { tags, params: AdminAccountParams, body: AdminCreditTermsRequest, response: { 200: AdminCreditChangeResponse } } },
    async (req) => {
      const message = await setPaymentTerms(app.db, requireStaff(req), req.params.id, req.body);
      return { status: true, message, credit: await credit(req.params.id) };
    },
  );
}
