// The operator API behind `npm run store`: only the secret that the running server wrote into
// DATA_DIR/server.json (readable by the operator's account alone) opens it.
import type { FastifyInstance } from 'fastify';
import { safeEqual, sha256 } from '../../lib/crypto';
import { notFound, unauthorized } from '../../lib/errors';
import { listCustomers, setCreditLimit, setCustomerStatus } from './service';
import operatorOrderRoutes from './orderRoutes';

export const OPERATOR_HEADER = 'x-operator-secret';

const emailBody = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', minLength: 1 } },
} as const;

const creditBody = {
  type: 'object',
  required: ['email', 'amount'],
  properties: { email: { type: 'string', minLength: 1 }, amount: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
} as const;

export default async function operatorRoutes(app: FastifyInstance) {
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

  app.get(
    '/operator/customers',
    {
      schema: {
        tags,
        description,
        querystring: { type: 'object', properties: { status: { type: 'string', enum: ['pending', 'approved', 'rejected'] } } },
      },
    },
    async (req) => {
      const { status } = req.query as { status?: string };
      return { status: true, customers: await listCustomers(app.db, status) };
    },
  );

  app.post('/operator/customers/approve', { schema: { tags, description, body: emailBody } }, async (req) => {
    const { email } = req.body as { email: string };
    const { customer, changed } = await setCustomerStatus(app.db, email, 'approved');
    return { status: true, changed, message: changed ? 'Customer approved' : 'Customer was already approved', customer };
  });

  app.post('/operator/customers/reject', { schema: { tags, description, body: emailBody } }, async (req) => {
    const { email } = req.body as { email: string };
    const { customer, changed } = await setCustomerStatus(app.db, email, 'rejected');
    return { status: true, changed, message: changed ? 'Customer rejected' : 'Customer was already rejected', customer };
  });

  app.post('/operator/customers/credit', { schema: { tags, description, body: creditBody } }, async (req) => {
    const { email, amount } = req.body as { email: string; amount: unknown };
    const { customer, previous } = await setCreditLimit(app.db, email, amount);
    return { status: true, message: 'Credit limit set', previous, customer };
  });

  // Orders (issue 9): a child context, so the secret guard above covers it too.
  await app.register(operatorOrderRoutes);
}
