// The catalogue commands' two back ends, thin clients of the same catalogue services: the database
// itself, or the running store's operator API (CSV bodies, and calls long enough for a big import).
import type {
  CustomerPriceList,
  ImportReport,
  LowStockReport,
  OperatorImportResponse,
  OperatorLowStockResponse,
  OperatorPriceListResponse,
  OperatorPriceListShowResponse,
  OperatorStockResponse,
  PriceListReport,
  StockChange,
} from '@contracts/operatorProducts';
import type { Db } from '../db/client';
import type { FieldErrors } from '../lib/errors';
import type { ServerFile } from '../lib/serverFile';
import { exportProducts } from '../modules/catalog/export';
import { importProducts, type ImportOptions } from '../modules/catalog/import';
import { PRODUCT_COUNT_HEADER } from '../modules/catalog/operatorRoutes';
import { importPriceList, priceListOf } from '../modules/catalog/priceLists';
import { lowStock, setStock } from '../modules/catalog/stock';
import { OPERATOR_HEADER } from '../plugins/operatorAuth';
import { CliError } from './shared';

export type ImportFlags = Pick<ImportOptions, 'dryRun' | 'partial' | 'createBrands'>;

export interface CatalogOps {
  importProducts(csv: string, flags: ImportFlags, onProgress?: (done: number, total: number) => void): Promise<ImportReport>;
  exportProducts(write: (chunk: string) => void | Promise<void>): Promise<number>;
  importPriceList(csv: string): Promise<PriceListReport>;
  priceList(email: string): Promise<CustomerPriceList>;
  setStock(sku: string, quantity: string): Promise<StockChange>;
  lowStock(below?: string): Promise<LowStockReport>;
}

export function directCatalog(db: Db): CatalogOps {
  return {
    importProducts: (csv, flags, onProgress) => importProducts(db, csv, { ...flags, onProgress }),
    exportProducts: (write) => exportProducts(db, write),
    importPriceList: (csv) => importPriceList(db, csv),
    priceList: (email) => priceListOf(db, email),
    setStock: (sku, quantity) => setStock(db, sku, quantity),
    lowStock: (below) => lowStock(db, below),
  };
}

/** A big import can take a minute on the server; other calls answer at once. */
const LONG_CALL_MS = 10 * 60_000;

export function apiCatalog(server: ServerFile, fetchImpl: typeof fetch): CatalogOps {
  async function call<T>(method: 'GET' | 'POST', route: string, body?: { type: string; text: string }): Promise<T> {
    const res = await fetchImpl(`${server.url}/api/operator/${route}`, {
      method,
      headers: { [OPERATOR_HEADER]: server.secret, ...(body ? { 'content-type': body.type } : {}) },
      body: body?.text,
      signal: AbortSignal.timeout(LONG_CALL_MS),
    });
    const json = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors };
    if (!res.ok) throw new CliError(json.message ?? `The store answered ${res.status}.`, json.errors);
    return json as T;
  }
  const csv = (text: string) => ({ type: 'text/csv; charset=utf-8', text });
  return {
    async importProducts(text, flags) {
      const q = new URLSearchParams();
      if (flags.dryRun) q.set('dry_run', 'true');
      if (flags.partial) q.set('partial', 'true');
      if (flags.createBrands) q.set('create_brands', 'true');
      const query = q.size ? `?${q}` : '';
      return (await call<OperatorImportResponse>('POST', `products/import${query}`, csv(text))).report;
    },
    async exportProducts(write) {
      const res = await fetchImpl(`${server.url}/api/operator/products/export`, {
        headers: { [OPERATOR_HEADER]: server.secret },
        signal: AbortSignal.timeout(LONG_CALL_MS),
      });
      if (!res.ok) {
        const json = (await res.json().catch(() => ({}))) as { message?: string };
        throw new CliError(json.message ?? `The store answered ${res.status}.`);
      }
      await write(await res.text());
      return Number(res.headers.get(PRODUCT_COUNT_HEADER) ?? 0);
    },
    importPriceList: async (text) => (await call<OperatorPriceListResponse>('POST', 'price-list', csv(text))).report,
    priceList: async (email) => (await call<OperatorPriceListShowResponse>('GET', `price-list?email=${encodeURIComponent(email)}`)).price_list,
    setStock: async (sku, quantity) => {
      const res = await call<OperatorStockResponse>('POST', 'products/stock', { type: 'application/json', text: JSON.stringify({ sku, quantity }) });
      return res.change;
    },
    lowStock: async (below) =>
      (await call<OperatorLowStockResponse>('GET', `products/low-stock${below === undefined ? '' : `?below=${encodeURIComponent(below)}`}`)).report,
  };
}
