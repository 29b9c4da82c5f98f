// The back office's figures (/api/admin/figures...): the page's figures for a period and each figure
// as a CSV download; Admin and Finance only. Thin: the queries are in figures/service.ts.
import type { FastifyInstance } from 'fastify';
import { FIGURES_ROLES, FigureCsvResponse, FigureParams, FiguresQuery, FiguresResponse, SALES_BASIS } from '@contracts/adminFigures';
import { typed } from '../../lib/routes';
import { figureCsv, figureFileName } from './csv';
import { resolvePeriod } from './period';
import { storeFigures } from './service';
import { sendDownload } from '../../lib/download';

const tags = ['Back office: figures'];

export default async function figuresAdminRoutes(app: FastifyInstance) {
  const api = typed(app);
  const config = { staffRoles: FIGURES_ROLES };

  api.get(
    '/admin/figures',
    {
      config,
      schema: {
        tags,
        summary: 'Sales with GST per day, week or month (India time), orders by status, top products and customers, credit in use',
        description: SALES_BASIS,
        querystring: FiguresQuery,
        response: { 200: FiguresResponse },
      },
    },
    async (req) => ({ status: true, figures: await storeFigures(app.db, resolvePeriod(req.query)) }),
  );

  api.get(
    '/admin/figures/csv/:figure',
    {
      config,
      schema: { tags, summary: 'One figure as a CSV download (INR with 2 decimals, ISO dates)', params: FigureParams, querystring: FiguresQuery, response: { 200: FigureCsvResponse } },
    },
    async (req, reply) => {
      const period = resolvePeriod(req.query);
      const text = await figureCsv(app.db, req.params.figure, period);
      return sendDownload(reply, 'csv', figureFileName(req.params.figure, period), text);
    },
  );
}
