// The back office's quotation calls (/api/admin/quotations...): the list, one quotation, and the
// store's answers (send prices, reject). Every staff role reads; Sales and Admin answer
// (contracts/adminQuoteRules.ts). Thin: the rules are in quotes/operator.ts and quotes/staffAnswer.ts.
import type { FastifyInstance } from 'fastify';
import {
  AdminQuotationChangedResponse,
  AdminQuotationListResponse,
  AdminQuotationParams,
  AdminQuotationRejectRequest,
  AdminQuotationResponse,
  AdminQuotationSendRequest,
  AdminQuotationsQuery,
  QUOTATION_ANSWER_ROLES,
  QUOTATION_READ_ROLES,
} from '@contracts/adminQuotes';
import { Failure } from '@contracts/common';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { rejectQuotationByStore, sendQuotation, type StaffAnswerContext } from './staffAnswer';
import { listQuotationsForStaff, loadForStaff, staffDetail } from './operator';

const tags = ['Back office'];
const read = { staffRoles: QUOTATION_READ_ROLES };
const answer = { staffRoles: QUOTATION_ANSWER_ROLES };
const failures = { '4xx': Failure };

export default async function quoteAdminRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx: StaffAnswerContext = {
    // Read on use: the store's settings may change while the server runs (plugins/storeSettings.ts).
    get storeState() {
      return app.config.storeState;
    },
    publicUrl: app.config.publicUrl,
    get storeName() {
      return app.config.storeName;
    },
    validityDays: app.config.quotationValidityDays,
    jobs: app.services.jobs,
    config: app.config,
    db: app.db,
  };

  api.get(
    '/admin/quotations',
    { config: read, schema: { tags, summary: 'Quotations, newest first', querystring: AdminQuotationsQuery, response: { 200: AdminQuotationListResponse, ...failures } } },
    async (req) => ({ status: true, quotations: await listQuotationsForStaff(app.db, req.query) }),
  );

  api.get(
    '/admin/quotations/:ref',
    { config: read, schema: { tags, summary: 'One quotation with its lines, totals, thread and history', params: AdminQuotationParams, response: { 200: AdminQuotationResponse, ...failures } } },
    async (req) => ({
      status: true,
      quotation: await staffDetail(app.db, await loadForStaff(app.db, req.params.ref, ctx.storeState), ctx.validityDays),
    }),
  );

  api.post(
    '/admin/quotations/:ref/send',
    {
      config: answer,
      schema: {
        tags,
        summary: "Send the store's prices (every line), validity and note to the customer",
        params: AdminQuotationParams,
        body: AdminQuotationSendRequest,
        response: { 200: AdminQuotationChangedResponse, ...failures },
      },
    },
    async (req) => ({ status: true, ...(await sendQuotation(app.db, ctx, requireStaff(req), req.params.ref, req.body)) }),
  );

  api.post(
    '/admin/quotations/:ref/reject',
    {
      config: answer,
      schema: {
        tags,
        summary: 'Reject a pending or quoted quotation, with the reason the customer sees',
        params: AdminQuotationParams,
        body: AdminQuotationRejectRequest,
        response: { 200: AdminQuotationChangedResponse, ...failures },
      },
    },
    async (req) => ({ status: true, ...(await rejectQuotationByStore(app.db, ctx, requireStaff(req), req.params.ref, req.body)) }),
  );
}
