// The wire of the operator's catalogue calls: product import/export, price lists, stock.
// Not part of the storefront; `npm run store` is the only caller.
import { Type, type Static } from 'typebox';

/** ?dry_run=true&partial=true&create_brands=true on POST /operator/products/import (body: the CSV as text/csv). */
export const OperatorImportQuery = Type.Object({
  dry_run: Type.Optional(Type.Boolean()),
  partial: Type.Optional(Type.Boolean()),
  create_brands: Type.Optional(Type.Boolean()),
});
export type OperatorImportQuery = Static<typeof OperatorImportQuery>;

export const ImportRowError = Type.Object({
  line: Type.Integer({ description: 'The file line the row starts on (1 is the header).' }),
  sku: Type.String(),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

export const ImportReport = Type.Object({
  dry_run: Type.Boolean(),
  partial: Type.Boolean(),
  /** Whether the changes were written (false for a dry run). */
  committed: Type.Boolean(),
  rows: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Rows with errors; with --partial they are skipped and the others imported. */
  error_count: Type.Integer(),
  /** The first errors (at most 500), in file order. */
  errors: Type.Array(ImportRowError),
  brands_created: Type.Array(Type.String()),
  /** Rows whose long_description had unsafe markup removed (scripts, event handlers, javascript: links). */
  cleaned_count: Type.Integer(),
  /** The first of them (at most 500), each saying what was removed. */
  cleaned: Type.Array(ImportRowError),
  ms: Type.Integer({ description: 'How long the import took on the server.' }),
});
export type ImportReport = Static<typeof ImportReport>;
export const OperatorImportResponse = Type.Object({ status: Type.Boolean(), report: ImportReport });
export type OperatorImportResponse = Static<typeof OperatorImportResponse>;

/** GET /operator/products/export: the catalogue in the import format. */
export const OperatorExportResponse = Type.String({ description: 'CSV (text/csv), the import format.' });

/* ---------- price lists ---------- */

export const PriceListReport = Type.Object({
  rows: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  removed: Type.Integer(),
});
export type PriceListReport = Static<typeof PriceListReport>;
export const OperatorPriceListResponse = Type.Object({ status: Type.Boolean(), report: PriceListReport });
export type OperatorPriceListResponse = Static<typeof OperatorPriceListResponse>;

export const OperatorPriceListQuery = Type.Object({ email: Type.String({ minLength: 1, maxLength: 191 }) });
export const PriceListLine = Type.Object({
  sku: Type.String(),
  product_name: Type.String(),
  list_price: Type.Number({ description: 'The product price (discount price when there is one), rupees.' }),
  custom_rate: Type.Number({ description: "The customer's rate, rupees." }),
  is_active: Type.Boolean(),
});
export type PriceListLine = Static<typeof PriceListLine>;
export const CustomerPriceList = Type.Object({ email: Type.String(), company_name: Type.String(), lines: Type.Array(PriceListLine) });
export type CustomerPriceList = Static<typeof CustomerPriceList>;
export const OperatorPriceListShowResponse = Type.Object({ status: Type.Boolean(), price_list: CustomerPriceList });
export type OperatorPriceListShowResponse = Static<typeof OperatorPriceListShowResponse>;

/* ---------- stock ---------- */

export const OperatorStockRequest = Type.Object({
  sku: Type.String({ minLength: 1, maxLength: 64 }),
  quantity: Type.Union([Type.String(), Type.Integer()], { description: 'A whole number of 0 or more.' }),
});
export const StockChange = Type.Object({
  sku: Type.String(),
  product_name: Type.String(),
  previous: Type.Integer(),
  stock: Type.Integer(),
});
export type StockChange = Static<typeof StockChange>;
export const OperatorStockResponse = Type.Object({ status: Type.Boolean(), change: StockChange });
export type OperatorStockResponse = Static<typeof OperatorStockResponse>;

export const OperatorLowStockQuery = Type.Object({ below: Type.Optional(Type.String({ maxLength: 12 })) });
export const LowStockLine = Type.Object({ sku: Type.String(), product_name: Type.String(), stock: Type.Integer() });
export type LowStockLine = Static<typeof LowStockLine>;
export const LowStockReport = Type.Object({
  below: Type.Integer(),
  /** Every matching product; `products` holds the lowest ones (at most 500). */
  total: Type.Integer(),
  products: Type.Array(LowStockLine),
});
export type LowStockReport = Static<typeof LowStockReport>;
export const OperatorLowStockResponse = Type.Object({ status: Type.Boolean(), report: LowStockReport });
export type OperatorLowStockResponse = Static<typeof OperatorLowStockResponse>;
