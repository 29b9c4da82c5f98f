// The buyer's credit ledger (issue 27 part 2): GET /credit (dues, ageing) and GET /credit/statement
// (JSON, CSV or PDF for a period). Approved customers, their own company only.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { CreditSummaryResponse, StatementQuery } from '@contracts/credit';
import { customers } from '../../db/schema';
import { requireApproved } from '../../plugins/auth';
import { costLimit } from '../../lib/costLimit';
import { bearer } from '../../lib/routes';
import { documentSeller } from '../settings';
import { creditSummary, statement } from './read';
import { statementCsv, statementFileName, statementPdf } from './statementFiles';

const tags = ['Credit'];

export default async function creditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/credit', { schema: { tags, security: bearer, response: { 200: CreditSummaryResponse } } }, async (req) => {
    const who = requireApproved(req);
    return { status: true, data: await creditSummary(app.db, who.id, app.services.clock.now()) };
  });

  api.get(
    '/credit/statement',
    { preHandler: costLimit('documents'), schema: { tags, security: bearer, querystring: StatementQuery, summary: 'Statement of account for India dates from..to: JSON, or format=csv|pdf' } },
    async (req, reply) => {
      const who = requireApproved(req);
      const s = await statement(app.db, who.id, req.query.from, req.query.to);
      const format = req.query.format ?? 'json';
      if (format === 'json') return { status: true, data: s };
      reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      if (format === 'csv') {
        return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${statementFileName(s, 'csv')}"`).send(statementCsv(s));
      }
      const [c] = await app.db.select({ company: customers.companyName, gstin: customers.gstno, contact: customers.primaryContactName }).from(customers).where(eq(customers.id, who.id));
      const bytes = await statementPdf(s, c, await documentSeller(app.db, null), app.services.clock.now());
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${statementFileName(s, 'pdf')}"`).send(bytes);
    },
  );
}
