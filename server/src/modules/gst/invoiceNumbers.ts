// GST document numbers: tax invoices and credit notes, each series consecutive with no gaps within
// each Indian financial year (1 April - 31 March, by the date in India), at most 16 characters
// as Rule 46(b) and the e-invoice schema require: INV/26-27/00001, CN/26-27/00001.
import { sql } from 'drizzle-orm';
import { indiaDay } from '@contracts/format';
import type { DbOrTx } from '../../db/client';
import { creditNoteCounters, invoiceCounters } from '../../db/schema';

/** The financial year a moment falls in, as invoices print it: 31 Mar 2027 -> '2026-27', 1 Apr 2027 -> '2027-28'. */
export function financialYear(at: Date): string {
  const [year, month] = indiaDay(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** '2026-27' -> '26-27': the year as document numbers print it. */
export const shortFinancialYear = (fy: string): string => fy.slice(2);

/** At most 16 characters (Rule 46(b)): a series may not outgrow it. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

function formatDocumentNumber(prefix: 'INV' | 'CN', fy: string, n: number): string {
  const number = `${prefix}/${shortFinancialYear(fy)}/${String(n).padStart(5, '0')}`;
  // INV/ leaves room for 999,999 documents a year, CN/ for 9,999,999; past that the law's
  // limit would be broken, so the approval fails rather than print an unlawful number.
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new Error(`${prefix} series of ${fy} is exhausted (${number})`);
  return number;
}

/** 'INV/26-27/00042'. */
export const formatInvoiceNumber = (fy: string, n: number): string => formatDocumentNumber('INV', fy, n);
/** 'CN/26-27/00042'. */
export const formatCreditNoteNumber = (fy: string, n: number): string => formatDocumentNumber('CN', fy, n);

export const INVOICE_NUMBER_RE = /^INV\/\d{2}-\d{2}\/\d{5,6}$/;
export const CREDIT_NOTE_NUMBER_RE = /^CN\/\d{2}-\d{2}\/\d{5,7}$/;

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

/** Takes the next credit note number of the financial year `at` falls in, like nextInvoiceNumber. */
export async function nextCreditNoteNumber(tx: DbOrTx, at: Date): Promise<string> {
  const fy = financialYear(at);
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear: fy, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.financialYear, set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` } })
    .returning({ n: creditNoteCounters.lastNumber });
  return formatCreditNoteNumber(fy, row.n);
}
