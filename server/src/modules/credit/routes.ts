// The buyer's credit ledger: GET /credit (dues, ageing) and GET /credit/statement
// (JSON, CSV or PDF for a period), POST /credit/pay and /credit/pay/verify (paying dues online).
// Approved customers, their own company only; paying is for the roles that buy.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { BUYING_ROLES } from '@contracts/companyUserRules';
import { CreditPayRequest, CreditPayResponse, CreditPayVerifyRequest, CreditPayVerifyResponse, CreditSummaryResponse, StatementQuery, StatementResponse } from '@contracts/credit';
import { customers } from '../../db/schema';
import { requireApproved } from '../../plugins/auth';
import { costLimit } from '../../lib/costLimit';
import { bearer } from '../../lib/routes';
import { documentSeller } from '../settings';
import { invalid } from '../../lib/errors';
import { PAY_VERIFICATION_FAILED, settleOnlinePayment, startDuesPayment } from './online';
import { creditSummary, statement } from './read';
import { dueRemindersJob } from './reminders';
import { statementCsv, statementFileName, statementPdf } from './statementFiles';
import { sendDownload } from '../../lib/download';

const tags = ['Credit'];

export default async function creditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // The due-date reminders are the queue's hourly 'due-reminders' job (jobs/queues.ts): pg-boss runs
  // each hour's once across every process, and each reminder is mailed once however often it runs.
  app.services.jobs.handle('due-reminders', () => dueRemindersJob(app.services));
  api.get('/credit', { schema: { tags, security: bearer, response: { 200: CreditSummaryResponse } } }, async (req) => {
    const who = requireApproved(req);
    return { status: true, data: await creditSummary(app.db, who.id, app.services.clock.now()) };
  });

  api.get(
    '/credit/statement',
    { preHandler: costLimit('documents'), schema: { tags, security: bearer, querystring: StatementQuery, summary: 'Statement of account for India dates from..to: JSON, or format=csv|pdf', response: { 200: StatementResponse } } },
    async (req, reply) => {
      const who = requireApproved(req);
      const s = await statement(app.db, who.id, req.query.from, req.query.to);
      const format = req.query.format ?? 'json';
      if (format === 'json') return { status: true, data: s };
      if (format === 'csv') return sendDownload(reply, 'csv', statementFileName(s, 'csv'), statementCsv(s));
      const [c] = await app.db.select({ company: customers.companyName, gstin: customers.gstno, contact: customers.primaryContactName }).from(customers).where(eq(customers.id, who.id));
      const bytes = await statementPdf(s, c, await documentSeller(app.db, null), app.services.clock.now());
      return sendDownload(reply, 'pdf', statementFileName(s, 'pdf'), bytes);
    },
  );

  // Paying dues is spending the company's money: the roles that buy, as for orders.
  const pay = { customerRoles: BUYING_ROLES };
  api.post(
    '/credit/pay',
    { config: pay, schema: { tags, security: bearer, body: CreditPayRequest, response: { 200: CreditPayResponse }, summary: 'Starts an online payment of the dues named (each in full) or an amount oldest first; the server prices it' } },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, data: await startDuesPayment(app.services, who.id, req.body, who.userId) };
    },
  );

  api.post(
    '/credit/pay/verify',
    { config: pay, schema: { tags, security: bearer, body: CreditPayVerifyRequest, response: { 200: CreditPayVerifyResponse }, summary: "The popup's signed answer: settles the dues once" } },
    async (req) => {
      const who = requireApproved(req);
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = req.body;
      if (!orderId || !paymentId || !signature || !app.services.provider.verifyPayment(orderId, paymentId, signature)) {
        throw invalid({ razorpay_signature: [PAY_VERIFICATION_FAILED] }, PAY_VERIFICATION_FAILED);
      }
      const done = await settleOnlinePayment(app.services, orderId, paymentId, who.id);
      return { status: true, message: done.message, data: await creditSummary(app.db, who.id, app.services.clock.now()) };
    },
  );
}
