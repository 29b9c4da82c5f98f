// The back office's quotation calls (/api/admin/quotations...): the list, one quotation, and the
// store's answers (send prices, reject, reply in the thread, check prices against the Settings'
// warnings). Every staff role reads; Sales and Admin answer, and their opening a quotation marks
// the buyer's messages read (contracts/adminQuoteRules.ts). Thin: the rules are in quotes/operator.ts,
// quotes/staffAnswer.ts, quotes/thread.ts and quotes/priceWarnings.ts.
import type { FastifyInstance } from 'fastify';
import {
  AdminQuotationChangedResponse,
  AdminQuotationListResponse,
  AdminQuotationParams,
  AdminQuotationPriceCheckRequest,
  AdminQuotationPriceCheckResponse,
  AdminQuotationRejectRequest,
  AdminQuotationReplyRequest,
  AdminQuotationResponse,
  AdminQuotationSendRequest,
  AdminQuotationsQuery,
  QUOTATION_ANSWER_ROLES,
  QUOTATION_READ_ROLES,
  ADMIN_QUOTE_MESSAGES as M,
} from '@contracts/adminQuotes';
import { Failure } from '@contracts/common';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { quoteWarnThresholds } from '../settings';
import { rejectQuotationByStore, sendQuotation, type StaffAnswerContext } from './staffAnswer';
import { listQuotationsForStaff, loadForStaff, staffDetail } from './operator';
import { priceWarnings, typedPrices } from './priceWarnings';
import { markBuyerMessagesRead, postMessage } from './thread';

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
    async (req) => {
      const viewer = requireStaff(req);
      const quotation = await staffDetail(app.db, await loadForStaff(app.db, req.params.ref, ctx.storeState), ctx.validityDays);
      // The answer still flags what was unread, so the one opening it sees what is new; from now on
      // the messages are read. Only the roles who answer the buyer clear it: Finance or Dispatch
      // looking in does not mean the buyer was heard.
      if (quotation.unread_count > 0 && QUOTATION_ANSWER_ROLES.includes(viewer.role)) await markBuyerMessagesRead(app.db, quotation.id, viewer.id);
      return { status: true, quotation };
    },
  );

  api.post(
    '/admin/quotations/:ref/price-check',
    {
      config: answer,
      schema: {
        tags,
        summary: "The warnings of typed prices (far above list price, far below the buyer's price), by the thresholds in Settings; changes nothing",
        params: AdminQuotationParams,
        body: AdminQuotationPriceCheckRequest,
        response: { 200: AdminQuotationPriceCheckResponse, ...failures },
      },
    },
    async (req) => {
      const q = await loadForStaff(app.db, req.params.ref, ctx.storeState);
      const thresholds = await quoteWarnThresholds(app.db);
      return { status: true, warnings: priceWarnings(q, typedPrices(q, req.body.lines), thresholds), thresholds };
    },
  );

  api.post(
    '/admin/quotations/:ref/messages',
    {
      config: answer,
      schema: {
        tags,
        summary: "Answer the buyer in the quotation's thread (mailed to them); the buyer's messages become read. Prices, status and validity stay as they are",
        params: AdminQuotationParams,
        body: AdminQuotationReplyRequest,
        response: { 200: AdminQuotationChangedResponse, ...failures },
      },
    },
    async (req) => {
      const staff = requireStaff(req);
      const q = await loadForStaff(app.db, req.params.ref, ctx.storeState);
      await postMessage(app.db, q, 'store', req.body.message, { mail: ctx, publicUrl: ctx.publicUrl, storeName: ctx.storeName, staff });
      const quotation = await staffDetail(app.db, await loadForStaff(app.db, String(q.row.id), ctx.storeState), ctx.validityDays);
      return { status: true, message: M.replySent, quotation };
    },
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
