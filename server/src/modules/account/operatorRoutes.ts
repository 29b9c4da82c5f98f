// The operator API's customer calls: list accounts, approve or reject one, set its credit limit.
// Registered inside the guarded operator context (plugins/operatorAuth.ts).
import type { FastifyInstance } from 'fastify';
import {
  OperatorCreditRequest,
  OperatorCreditResponse,
  OperatorCustomersQuery,
  OperatorCustomersResponse,
  OperatorEmailRequest,
  OperatorStatusResponse,
} from '@contracts/operator';
import { typed } from '../../lib/routes';
import { operatorDoc } from '../../plugins/operatorAuth';
import { listCustomers, setCreditLimit, setCustomerStatus } from './operator';

export default async function accountOperatorRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/operator/customers',
    { schema: { ...operatorDoc, querystring: OperatorCustomersQuery, response: { 200: OperatorCustomersResponse } } },
    async (req) => ({ status: true, customers: await listCustomers(app.db, req.query.status) }),
  );

  const statusChange = { ...operatorDoc, body: OperatorEmailRequest, response: { 200: OperatorStatusResponse } };

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
    { schema: { ...operatorDoc, body: OperatorCreditRequest, response: { 200: OperatorCreditResponse } } },
    async (req) => {
      const { email, amount } = req.body;
      const { customer, previous, limit } = await setCreditLimit(app.db, email, amount);
      return { status: true, message: 'Credit limit set', previous, limit, customer };
    },
  );
}
