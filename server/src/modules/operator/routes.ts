// The operator API behind `npm run store`: only the secret that the running server wrote into
// DATA_DIR/server.json (readable by the operator's account alone) opens it.
import type { FastifyInstance } from 'fastify';
import {
  OperatorCreditRequest,
  OperatorCreditResponse,
  OperatorCustomersQuery,
  OperatorCustomersResponse,
  OperatorEmailRequest,
  OperatorInquiriesResponse,
  OperatorItemRequestsResponse,
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
  OperatorStatusResponse,
} from '@contracts/operator';
import { safeEqual, sha256 } from '../../lib/crypto';
import { notFound, unauthorized } from '../../lib/errors';
import { typed } from '../../lib/routes';
import { listCustomers, listInquiries, listItemRequests, setCreditLimit, setCustomerStatus } from './service';
import operatorOrderRoutes from './orderRoutes';
import operatorProductRoutes from './productRoutes';
import { listQuotationsForOperator, priceQuotation, quotationForOperator, replyToQuotation, setQuotationStatus, type AnswerContext } from './quotations';

export const OPERATOR_HEADER = 'x-operator-secret';

export default async function operatorRoutes(app: FastifyInstance) {
  const api = typed(app);
  const secret = app.config.operatorSecret;
  const tags = ['Operator'];
  const description = 'Operator only: send the secret from DATA_DIR/server.json in the x-operator-secret header.';

  // This plugin is registered in its own encapsulated context, so the hook guards exactly the
  // operator routes. (No test on req.url: it is the raw, still percent-encoded URL.)
  app.addHook('onRequest', async (req) => {
    // No secret configured (tests, or a server built without main.ts): the API does not exist.
    if (!secret) throw notFound();
    const given = req.headers[OPERATOR_HEADER];
    // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
    if (typeof given !== 'string' || !safeEqual(sha256(given), sha256(secret))) {
      throw unauthorized('Operator secret required.');
    }
  });

  api.get(
    '/operator/customers',
    { schema: { tags, description, querystring: OperatorCustomersQuery, response: { 200: OperatorCustomersResponse } } },
    async (req) => ({ status: true, customers: await listCustomers(app.db, req.query.status) }),
  );

  const statusChange = { tags, description, body: OperatorEmailRequest, response: { 200: OperatorStatusResponse } };

  api.post('/operator/customers/approve', { schema: statusChange }, async (req) => {
    const { email } = req.body;
    const { customer, changed } = await setCustomerStatus(app.services, email, 'approved');
    return { status: true, changed, message: changed ? 'Customer approved' : 'Customer was already approved', customer };
  });

  api.post('/operator/customers/reject', { schema: statusChange }, async (req) => {
    const { email } = req.body;
    const { customer, changed } = await setCustomerStatus(app.services, email, 'rejected');
    return { status: true, changed, message: changed ? 'Customer rejected' : 'Customer was already rejected', customer };
  });

  api.post(
    '/operator/customers/credit',
    { schema: { tags, description, body: OperatorCreditRequest, response: { 200: OperatorCreditResponse } } },
    async (req) => {
      const { email, amount } = req.body;
      const { customer, previous } = await setCreditLimit(app.db, email, amount);
      return { status: true, message: 'Credit limit set', previous, customer };
    },
  );

  // Orders (issue 9): a child context, so the secret guard above covers it too.
  await app.register(operatorOrderRoutes);
  // Catalogue import/export, price lists and stock (issue 13): a child context too.
  await app.register(operatorProductRoutes);
  api.get(
    '/operator/inquiries',
    { schema: { tags, description, summary: 'The newest contact inquiries', response: { 200: OperatorInquiriesResponse } } },
    async () => ({ status: true, inquiries: await listInquiries(app.db) }),
  );

  api.get(
    '/operator/item-requests',
    { schema: { tags, description, summary: 'The newest item requests', response: { 200: OperatorItemRequestsResponse } } },
    async () => ({ status: true, item_requests: await listItemRequests(app.db) }),
  );

  /* ---------- quotations ---------- */
  const answer: AnswerContext = {
    storeState: app.config.storeState,
    publicUrl: app.config.publicUrl,
    storeName: app.config.storeName,
    validityDays: app.config.quotationValidityDays,
    mailer: app.mailer,
  };

  api.get(
    '/operator/quotations',
    { schema: { tags, description, querystring: OperatorQuotationsQuery, response: { 200: OperatorQuotationsResponse } } },
    async (req) => ({ status: true, quotations: await listQuotationsForOperator(app.db, req.query.status) }),
  );

  api.get(
    '/operator/quotations/:number',
    { schema: { tags, description, params: OperatorQuotationParams, response: { 200: OperatorQuotationResponse } } },
    async (req) => ({ status: true, quotation: await quotationForOperator(app.db, req.params.number, app.config.storeState) }),
  );

  api.post(
    '/operator/quotations/:number/price',
    {
      schema: { tags, description, params: OperatorQuotationParams, body: OperatorPriceRequest, response: { 200: OperatorPricingResponse } },
    },
    async (req) => ({ status: true, ...(await priceQuotation(app.db, req.params.number, req.body.prices, answer)) }),
  );

  api.post(
    '/operator/quotations/:number/status',
    {
      schema: {
        tags,
        description,
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
        tags,
        description,
        summary: "The store's answer in a quotation's thread, mailed to the buyer",
        params: OperatorQuotationParams,
        body: OperatorQuotationReplyRequest,
        response: { 200: OperatorQuotationReplyResponse },
      },
    },
    async (req) => ({ status: true, ...(await replyToQuotation(app.db, req.params.number, req.body.message, answer)) }),
  );
}
