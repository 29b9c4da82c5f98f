// The operator API's catalogue calls: import/export, price lists, stock. Registered inside operatorRoutes, so its
// secret guard applies. CSV files travel as text/csv bodies; only these routes take large bodies.
import type { FastifyInstance } from 'fastify';
import {
  OperatorExportResponse,
  OperatorImportQuery,
  OperatorImportResponse,
  OperatorLowStockQuery,
  OperatorLowStockResponse,
  OperatorPriceListQuery,
  OperatorPriceListResponse,
  OperatorPriceListShowResponse,
  OperatorStockRequest,
  OperatorStockResponse,
} from '@contracts/operatorProducts';
import { invalid } from '../../lib/errors';
import { typed } from '../../lib/routes';
import { costLimit } from '../../lib/costLimit';
import { importPriceList, priceListOf } from './priceLists';
import { lowStock, setStock } from './stock';
import { exportProducts } from './export';
import { importProducts } from './import';

/** 100,000 products with full descriptions are ~150 MB of CSV; the whole file is one transaction. */
export const IMPORT_BODY_LIMIT = 512 * 1024 * 1024;
/** How many products an export holds (rows are not lines: descriptions may hold line breaks). */
export const PRODUCT_COUNT_HEADER = 'x-product-count';
const PRICE_LIST_BODY_LIMIT = 64 * 1024 * 1024;

export default async function operatorProductRoutes(app: FastifyInstance) {
  const api = typed(app);
  const tags = ['Operator'];
  const description = 'Operator only: send the secret from DATA_DIR/server.json in the x-operator-secret header.';
  // This context only: the rest of the API keeps its 1 MB JSON bodies. The limit here is the
  // largest route's; each route sets its own.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) => done(null, body));
  const csvBody = (body: unknown): string => {
    if (typeof body !== 'string') throw invalid({ file: ['Send the CSV file as a text/csv body.'] });
    return body;
  };

  api.post(
    '/operator/products/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      preHandler: costLimit('productImport'),
      schema: { tags, description: `${description} Body: the product CSV (text/csv).`, querystring: OperatorImportQuery, response: { 200: OperatorImportResponse } },
    },
    async (req) => {
      const { dry_run: dryRun, partial, create_brands: createBrands } = req.query;
      return { status: true, report: await importProducts(app.db, csvBody(req.body), { dryRun, partial, createBrands }) };
    },
  );

  api.get(
    '/operator/products/export',
    {
      preHandler: costLimit('productExport'),
      schema: { tags, description: `${description} The catalogue as CSV in the import format.`, response: { 200: OperatorExportResponse } } },
    async (_req, reply) => {
      const chunks: string[] = [];
      const n = await exportProducts(app.db, (chunk) => {
        chunks.push(chunk);
      });
      return reply.type('text/csv; charset=utf-8').header(PRODUCT_COUNT_HEADER, String(n)).send(chunks.join(''));
    },
  );

  api.post(
    '/operator/price-list',
    {
      bodyLimit: PRICE_LIST_BODY_LIMIT,
      schema: { tags, description: `${description} Body: the price-list CSV (text/csv: email, sku, rate).`, response: { 200: OperatorPriceListResponse } },
    },
    async (req) => ({ status: true, report: await importPriceList(app.db, csvBody(req.body)) }),
  );

  api.get(
    '/operator/price-list',
    { schema: { tags, description, querystring: OperatorPriceListQuery, response: { 200: OperatorPriceListShowResponse } } },
    async (req) => ({ status: true, price_list: await priceListOf(app.db, req.query.email) }),
  );

  api.post(
    '/operator/products/stock',
    { schema: { tags, description, body: OperatorStockRequest, response: { 200: OperatorStockResponse } } },
    async (req) => ({ status: true, change: await setStock(app.db, req.body.sku, req.body.quantity) }),
  );

  api.get(
    '/operator/products/low-stock',
    { schema: { tags, description, querystring: OperatorLowStockQuery, response: { 200: OperatorLowStockResponse } } },
    async (req) => ({ status: true, report: await lowStock(app.db, req.query.below) }),
  );
}
