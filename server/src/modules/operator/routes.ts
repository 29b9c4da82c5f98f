// The operator API behind `npm run store`: only the secret that the running server wrote into
// DATA_DIR/server.json (readable by the operator's account alone) opens it.
import type { FastifyInstance } from 'fastify';
import {
  OperatorCreditRequest,
  OperatorCreditResponse,
  OperatorCustomersQuery,
  OperatorCustomersResponse,
  OperatorEmailRequest,
  OperatorStatusResponse,
} from '@contracts/operator';
import { safeEqual, sha256 } from '../../lib/crypto';
import { notFound, unauthorized } from '../../lib/errors';
import { typed } from '../../lib/routes';
import { listCustomers, setCreditLimit, setCustomerStatus } from './service';

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
    const { customer, changed } = await setCustomerStatus(app.db, email, 'approved');
    return { status: true, changed, message: changed ? 'Customer approved' : 'Customer was already approved', customer };
  });

  api.post('/operator/customers/reject', { schema: statusChange }, async (req) => {
    const { email } = req.body;
    const { customer, changed } = await setCustomerStatus(app.db, email, 'rejected');
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
}
