// The operator API's quotation calls: list, read, price, change status, answer in the thread.
// Registered inside the guarded operator context (plugins/operatorAuth.ts).
import type { FastifyInstance } from 'fastify';
import {
  OperatorPriceRequest,
  OperatorPricingResponse,
  OperatorQuotationParams,
  OperatorQuotationReplyRequest,
  OperatorQuotationReplyResponse,
  OperatorQuotationResponse,
  OperatorQuotationStatusRequest,
  OperatorQuotationStatusResponse,
  OperatorQuotationsQuery,
  OperatorQuotationsResponse,
} from '@contracts/operator';
import { typed } from '../../lib/routes';
import { operatorDoc } from '../../plugins/operatorAuth';
import { priceQuotation, replyToQuotation, setQuotationStatus, type AnswerContext } from './answer';
import { listQuotationsForOperator, quotationForOperator } from './operator';

export default async function quoteOperatorRoutes(app: FastifyInstance) {
  const api = typed(app);
  const answer: AnswerContext = {
    // Read on use: the store's settings may change while the server runs (plugins/storeSettings.ts).
    get storeState() {
      return app.config.storeState;
    },
    publicUrl: app.config.publicUrl,
    get storeName() {
      return app.config.storeName;
    },
    validityDays: app.config.quotationValidityDays,
    mail: app.services,
  };

  api.get(
    '/operator/quotations',
    { schema: { ...operatorDoc, querystring: OperatorQuotationsQuery, response: { 200: OperatorQuotationsResponse } } },
    async (req) => ({ status: true, quotations: await listQuotationsForOperator(app.db, req.query.status) }),
  );

  api.get(
    '/operator/quotations/:number',
    { schema: { ...operatorDoc, params: OperatorQuotationParams, response: { 200: OperatorQuotationResponse } } },
    async (req) => ({ status: true, quotation: await quotationForOperator(app.db, req.params.number, app.config.storeState) }),
  );

  api.post(
    '/operator/quotations/:number/price',
    { schema: { ...operatorDoc, params: OperatorQuotationParams, body: OperatorPriceRequest, response: { 200: OperatorPricingResponse } } },
    async (req) => ({ status: true, ...(await priceQuotation(app.db, req.params.number, req.body.prices, answer)) }),
  );

  api.post(
    '/operator/quotations/:number/status',
    {
      schema: {
        ...operatorDoc,
        params: OperatorQuotationParams,
        body: OperatorQuotationStatusRequest,
        response: { 200: OperatorQuotationStatusResponse },
      },
    },
    async (req) => ({ status: true, ...(await setQuotationStatus(app.db, req.params.number, req.body.status, answer)) }),
  );

  api.post(
    '/operator/quotations/:number/messages',
    {
      schema: {
        ...operatorDoc,
        summary: "The store's answer in a quotation's thread, mailed to the buyer",
        params: OperatorQuotationParams,
        body: OperatorQuotationReplyRequest,
        response: { 200: OperatorQuotationReplyResponse },
      },
    },
    async (req) => ({ status: true, ...(await replyToQuotation(app.db, req.params.number, req.body.message, answer)) }),
  );
}
