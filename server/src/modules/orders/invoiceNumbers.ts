// GST tax invoice numbers: consecutive, with no gaps, within each Indian financial year
// (1 April - 31 March, by the date in India), e.g. INV/2026-27/00001.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceCounters } from '../../db/schema';

const IST_PARTS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: 'numeric' });

/** The financial year a moment falls in, as invoices print it: 31 Mar 2027 -> '2026-27', 1 Apr 2027 -> '2027-28'. */
export function financialYear(at: Date): string {
  const parts = IST_PARTS.formatToParts(at);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'INV/2026-27/00042'; past 99,999 the number simply grows a digit. */
export function formatInvoiceNumber(fy: string, n: number): string {
  return `INV/${fy}/${String(n).padStart(5, '0')}`;
}

export const INVOICE_NUMBER_RE = /^INV\/\d{4}-\d{2}\/\d{5,}$/;

/**
 * Takes the next number of the financial year `at` falls in. Must run inside the transaction
 * that approves the order: the upsert locks the year's counter row until that transaction ends,
 * so parallel approvals queue on it and get consecutive numbers, and a rollback returns the
 * number (no gaps). The first approval of a year creates its row (a racing first approval
 * waits on the insert and then increments it).
 */
export async function nextInvoiceNumber(tx: DbOrTx, at: Date): Promise<string> {
  const fy = financialYear(at);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: fy, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  return formatInvoiceNumber(fy, row.n);
}
