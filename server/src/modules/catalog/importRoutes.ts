// The back office's product CSV import and export (/api/admin/imports, /api/admin/products/export),
// Catalogue and Admin only, an account's price-list import, and the 'catalog-import' job that runs
// them. The file travels as a text/csv body that this context hands on as a stream (kept as it
// arrives, then queued: catalog/importJobs.ts); the rest of the API keeps its 1 MB JSON bodies.
import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AdminExportResponse,
  AdminImportErrorsQuery,
  AdminImportErrorsResponse,
  AdminImportJobResponse,
  AdminImportParams,
  AdminAccountImportParams,
  AdminImportStart,
  IMPORT_MAX_BYTES,
} from '@contracts/adminImports';
import { CATALOGUE_ROLES } from '@contracts/catalogueRules';
import { ACCOUNT_ROLES } from '@contracts/accountRules';
import { invalid } from '../../lib/errors';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { exportProducts } from './export';
import { importJob, importJobErrors, receiveImportFile, runQueuedImport, startImportJob, type ImportJobData, type Upload } from './importJobs';
import { accountPriceListCsv, requireAccount } from './priceLists';
import { sendDownload } from '../../lib/download';

const tags = ['Back office: catalogue import'];
const write = { staffRoles: CATALOGUE_ROLES.write };
const rates = { staffRoles: ACCOUNT_ROLES.rates };

/** The request's CSV body as a stream, and its declared size for the progress bar. */
export function csvUpload(req: FastifyRequest): Upload {
  const body = req.body as Readable | undefined;
  if (!body || typeof (body as Readable).pipe !== 'function') throw invalid({ file: ['Send the CSV file as a text/csv body.'] }, 'Send the CSV file as a text/csv body.');
  const size = Number(req.headers['content-length']);
  return { body, size: Number.isFinite(size) && size > 0 ? size : null };
}

/** This context's text/csv bodies stay streams (each route reads and limits its own). */
export function streamCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(['text/csv', 'application/csv'], { bodyLimit: IMPORT_MAX_BYTES }, (_req, payload, done) => done(null, payload));
}

export default async function catalogueImportRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.services;
  streamCsvBodies(app);
  app.services.jobs.handle<ImportJobData>('catalog-import', (job) => runQueuedImport(ctx, job));

  api.post('/admin/imports', { config: write, schema: { tags, body: AdminImportStart, response: { 200: AdminImportJobResponse } } }, async (req) => ({
    status: true,
    job: await startImportJob(ctx, requireStaff(req), 'products', req.body.dry_run),
  }));

  api.put(
    '/admin/imports/:id/file',
    {
      config: write,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        description: 'Body: the product CSV (text/csv), kept as it streams in; a file too large or not text is refused here (422). Answers the job queued; poll GET /admin/imports/{id} for the progress and the outcome.',
        params: AdminImportParams,
        response: { 200: AdminImportJobResponse },
      },
    },
    async (req) => ({ status: true, job: await receiveImportFile(ctx, req.params.id, 'products', null, csvUpload(req)) }),
  );

  api.get('/admin/imports/:id', { config: write, schema: { tags, params: AdminImportParams, response: { 200: AdminImportJobResponse } } }, async (req) => ({
    status: true,
    job: await importJob(ctx, req.params.id),
  }));

  api.get(
    '/admin/imports/:id/errors',
    { config: write, schema: { tags, params: AdminImportParams, querystring: AdminImportErrorsQuery, response: { 200: AdminImportErrorsResponse } } },
    async (req) => ({ status: true, errors: await importJobErrors(ctx, req.params.id, req.query.page ?? 1) }),
  );

  api.get(
    '/admin/products/export',
    {
      config: write,
      schema: {
        tags,
        description: 'The whole catalogue (inactive products too) as CSV in the import format, streamed.',
        response: { 200: AdminExportResponse },
      },
    },
    async (_req, reply) => {
      const out = new PassThrough();
      const day = new Date().toISOString().slice(0, 10);
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="products-${day}.csv"`);
      // Written as read, 5,000 products at a time, waiting while the browser is slower than the database.
      void exportProducts(app.db, async (chunk) => {
        if (out.destroyed) throw new Error('The download was closed.');
        if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve).once('close', resolve));
      }).then(
        () => out.end(),
        (err: Error) => out.destroy(err),
      );
      // The schema describes the bytes; the body is their stream.
      return reply.send(out as unknown as string);
    },
  );

  /* ---------- one account's price list (Sales, Catalogue, Admin, as the account page's rates) ---------- */

  const accountTags = ['Back office: accounts'];
  api.get(
    '/admin/accounts/:id/price-list.csv',
    { config: { staffRoles: ACCOUNT_ROLES.read }, schema: { tags: accountTags, description: 'The account\'s price list as CSV (sku, product_name, list_price, rate, discount_percent); it imports back unchanged.', params: AdminImportParams, response: { 200: AdminExportResponse } } },
    async (req, reply) => {
      const body = await accountPriceListCsv(app.db, req.params.id);
      return sendDownload(reply, 'csv', `price-list-${req.params.id}.csv`, body);
    },
  );

  api.post(
    '/admin/accounts/:id/price-list/imports',
    { config: rates, schema: { tags: accountTags, params: AdminImportParams, body: AdminImportStart, response: { 200: AdminImportJobResponse } } },
    async (req) => {
      await requireAccount(app.db, req.params.id);
      return { status: true, job: await startImportJob(ctx, requireStaff(req), 'price_list', req.body.dry_run, req.params.id) };
    },
  );

  api.put(
    '/admin/accounts/:id/price-list/imports/:job/file',
    {
      config: rates,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: { tags: accountTags, description: 'Body: the price-list CSV (text/csv: sku, rate; an empty rate removes the SKU\'s rate). Answers the job queued; poll it for the outcome.', params: AdminAccountImportParams, response: { 200: AdminImportJobResponse } },
    },
    async (req) => ({ status: true, job: await receiveImportFile(ctx, req.params.job, 'price_list', req.params.id, csvUpload(req)) }),
  );

  api.get(
    '/admin/accounts/:id/price-list/imports/:job',
    { config: rates, schema: { tags: accountTags, params: AdminAccountImportParams, response: { 200: AdminImportJobResponse } } },
    async (req) => ({ status: true, job: await importJob(ctx, req.params.job, req.params.id) }),
  );

  api.get(
    '/admin/accounts/:id/price-list/imports/:job/errors',
    { config: rates, schema: { tags: accountTags, params: AdminAccountImportParams, querystring: AdminImportErrorsQuery, response: { 200: AdminImportErrorsResponse } } },
    async (req) => ({ status: true, errors: await importJobErrors(ctx, req.params.job, req.query.page ?? 1, req.params.id) }),
  );
}
