// The figures as CSV files, one per figure: amounts in INR with 2 decimals (no symbol, no grouping,
// so spreadsheets read them as numbers), days as ISO dates (YYYY-MM-DD).
import type { FigureFile } from '@contracts/adminFigures';
import type { Db } from '../../db/client';
import { csvField } from '../../lib/csv';
import type { ResolvedPeriod } from './period';
import { creditFigures, ordersByStatus, salesFigures, topCustomers, topProducts } from './service';

/** An amount as a number with 2 decimals, written as it is (csvField would guard '-1.00' as a formula start; a number is not one). */
class Inr {
  constructor(readonly text: string) {}
}
const inr = (rupees: number) => new Inr(rupees.toFixed(2));
/** A CSV row (CRLF): text and counts through csvField, amounts as numbers. */
const csvRow = (values: (string | number | Inr)[]) => `${values.map((v) => (v instanceof Inr ? v.text : csvField(v))).join(',')}\r\n`;

/** The CSV text of one figure (only its own query runs). */
export async function figureCsv(db: Db, figure: FigureFile, p: ResolvedPeriod): Promise<string> {
  switch (figure) {
    case 'sales':
      return (
        csvRow(['period_start', 'invoices', 'credit_notes', 'taxable_value_inr', 'cgst_inr', 'sgst_inr', 'igst_inr', 'total_inr', 'credited_inr']) +
        (await salesFigures(db, p)).buckets.map((b) => csvRow([b.start, b.invoices, b.credit_notes, inr(b.taxable), inr(b.cgst), inr(b.sgst), inr(b.igst), inr(b.total), inr(b.credited)])).join('')
      );
    case 'orders-by-status':
      return csvRow(['status', 'orders', 'total_inr']) + (await ordersByStatus(db, p)).map((s) => csvRow([s.status, s.orders, inr(s.total)])).join('');
    case 'top-products':
      return csvRow(['rank', 'sku', 'product', 'quantity', 'value_inr']) + (await topProducts(db, p)).map((p, i) => csvRow([i + 1, p.sku, p.name, p.quantity, inr(p.value)])).join('');
    case 'top-customers':
      return csvRow(['rank', 'company', 'contact', 'invoices', 'sales_inr']) + (await topCustomers(db, p)).map((c, i) => csvRow([i + 1, c.company, c.name, c.invoices, inr(c.value)])).join('');
    case 'credit': {
      const c = await creditFigures(db);
      return (
        csvRow(['accounts_with_credit', 'accounts_using_credit', 'limit_inr', 'in_use_inr', 'available_inr']) +
        csvRow([c.customers, c.customers_using, inr(c.limit), inr(c.in_use), inr(c.available)])
      );
    }
  }
}

/** The download's file name: the figure and its period. */
export const figureFileName = (figure: FigureFile, p: ResolvedPeriod) =>
  figure === 'credit' ? 'figures-credit.csv' : `figures-${figure}-${p.from}-to-${p.to}${figure === 'sales' ? `-by-${p.group}` : ''}.csv`;
