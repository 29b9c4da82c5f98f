// Batch inserts that stay fast on PGlite: one JSON parameter per statement, expanded by
// jsonb_to_recordset, instead of tens of thousands of bind parameters (measured ~3x faster).
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export type ColumnType = 'int' | 'text' | 'numeric' | 'timestamptz' | 'bool' | 'jsonb';

export interface BulkTable {
  name: string;
  columns: Record<string, ColumnType>;
}

type Row = Record<string, unknown>;

/** The products table's column types as the bulk loaders write them: one list for the seed and the import. */
export const PRODUCT_COLUMN_TYPES = {
  sku: 'text',
  model_number: 'text',
  product_name: 'text',
  product_slug: 'text',
  category_id: 'int',
  sub_category_id: 'int',
  brand_id: 'int',
  primary_image: 'text',
  base_price: 'numeric',
  discount_price: 'numeric',
  gst_rate: 'numeric',
  hsn_code: 'text',
  stock_quantity: 'int',
  average_rating: 'numeric',
  short_description: 'text',
  long_description: 'text',
  warranty_period: 'text',
  warranty_terms: 'text',
  height: 'numeric',
  length: 'numeric',
  width: 'numeric',
  weight: 'numeric',
  is_active: 'bool',
  search_text: 'text',
  created_at: 'timestamptz',
} as const satisfies Record<string, ColumnType>;

export type ProductColumn = keyof typeof PRODUCT_COLUMN_TYPES;

/** The named product columns with their types, for a BulkTable. */
export const productColumns = (names: ProductColumn[]): BulkTable['columns'] => Object.fromEntries(names.map((n) => [n, PRODUCT_COLUMN_TYPES[n]]));


/**
 * Inserts rows in chunks and returns the `returning` columns of every inserted row (in no
 * guaranteed order: callers map them back by a unique key).
 */
export async function bulkInsert<R extends Row = Row>(
  db: Db,
  table: BulkTable,
  rows: Row[],
  opts: { chunk?: number; returning?: string[] } = {},
): Promise<R[]> {
  const chunk = opts.chunk ?? 1000;
  const cols = Object.keys(table.columns);
  const names = cols.map((c) => `"${c}"`).join(', ');
  const recordset = cols.map((c) => `"${c}" ${table.columns[c]}`).join(', ');
  const returning = opts.returning?.length ? ` returning ${opts.returning.map((c) => `"${c}"`).join(', ')}` : '';
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const json = JSON.stringify(rows.slice(start, start + chunk));
    const statement = sql.join([
      sql.raw(`insert into "${table.name}" (${names}) select ${names} from jsonb_to_recordset(`),
      sql`${json}`,
      sql.raw(`::jsonb) as x(${recordset})${returning}`),
    ]);
    const result = (await db.execute(statement)) as unknown as { rows: R[] };
    if (returning) out.push(...result.rows);
  }
  return out;
}
