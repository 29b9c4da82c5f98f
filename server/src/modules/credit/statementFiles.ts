// The statement of account as files: an A4 PDF on the store's letterhead (lib/pdf.ts, like the
// invoices) and a CSV, both with the opening balance, every entry with its running balance, and
// the closing balance. The PDF is drawn in the embedded Unicode font: the entries' own words carry
// the rupee sign and arrows ('Credit limit changed: ₹1,00,000.00 → ₹2,00,000.00'), printed as written.
import { formatPaiseDigits, formatShortDate } from '@contracts/format';
import type { StatementResponse } from '@contracts/credit';
import { csvRow } from '../../lib/csv';
import { BusinessPdf, type RenderOptions, type Seller, type TableColumn } from '../../lib/pdf';

type Statement = StatementResponse['data'];
export interface StatementParty {
  company: string;
  gstin: string;
  contact: string;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const amount = (rupees: number) => (rupees === 0 ? '' : formatPaiseDigits(paise(rupees)));
const day = (iso: string) => formatShortDate(`${iso}T00:00:00+05:30`);

export const statementFileName = (s: Statement, ext: 'pdf' | 'csv') => `statement-${s.from}-to-${s.to}.${ext}`;

export function statementCsv(s: Statement): string {
  const rupees = (r: number) => r.toFixed(2);
  let out = csvRow(['date', 'description', 'reference', 'debit_inr', 'credit_inr', 'balance_inr']);
  out += csvRow([s.from, 'Opening balance', '', '', '', rupees(s.opening)]);
  for (const e of s.entries) out += csvRow([e.at.slice(0, 10), e.description, e.reference ?? '', rupees(e.debit), rupees(e.credit), rupees(e.balance)]);
  out += csvRow([s.to, 'Closing balance', '', '', '', rupees(s.closing)]);
  return out;
}

const COLUMNS: TableColumn[] = [
  { title: 'Date', width: 62, align: 'left' },
  { title: 'Description', width: 190, align: 'left' },
  { title: 'Reference', width: 75, align: 'left' },
  { title: 'Debit (₹)', width: 58, align: 'right' },
  { title: 'Credit (₹)', width: 58, align: 'right' },
  { title: 'Balance (₹)', width: 72, align: 'right' },
];

export function statementPdf(s: Statement, party: StatementParty, seller: Seller, now: Date, opts: RenderOptions = {}): Promise<Buffer> {
  const title = `Statement of account ${s.from} to ${s.to}`;
  const pdf = new BusinessPdf(seller, title, { subject: `Statement of account of ${party.company}`, createdAt: now }, { ...opts, fonts: 'unicode' });
  pdf.letterhead('Statement', [
    ['From', day(s.from)],
    ['To', day(s.to)],
    ['Issued', formatShortDate(now)],
  ]);
  pdf.parties([
    { heading: 'Account', lines: [{ text: party.company, bold: true }, { text: `GSTIN: ${party.gstin}` }, { text: `Attn: ${party.contact}` }] },
    { heading: 'Balance', lines: [{ text: `Opening: ₹${formatPaiseDigits(paise(s.opening))}` }, { text: `Closing: ₹${formatPaiseDigits(paise(s.closing))}`, bold: true }] },
  ]);
  const rows = [
    [day(s.from), 'Opening balance', '', '', '', formatPaiseDigits(paise(s.opening))],
    ...s.entries.map((e) => [formatShortDate(e.at), e.description, e.reference ?? '', amount(e.debit), amount(e.credit), formatPaiseDigits(paise(e.balance))]),
    [day(s.to), 'Closing balance', '', '', '', formatPaiseDigits(paise(s.closing))],
  ];
  pdf.table(COLUMNS, rows, 8);
  const debits = s.entries.reduce((n, e) => n + paise(e.debit), 0);
  const credits = s.entries.reduce((n, e) => n + paise(e.credit), 0);
  pdf.totals([['Opening balance', paise(s.opening)], ['Orders (debits)', debits], ['Credits, payments and TDS', credits]], paise(s.closing), 'Closing balance');
  pdf.notes('Notes', [
    'The balance is what the account owes for cash-on-delivery orders: orders add to it; cancellations, credit notes, payments and TDS (section 194Q) reduce it.',
    'All amounts are in Indian rupees (INR). Dates are in India time.',
  ]);
  return pdf.end();
}
