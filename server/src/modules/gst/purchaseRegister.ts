// The buyer's purchase register for their accountant: every tax invoice and credit note the store
// issued to the company in a month or a financial-year quarter (India time), one row per document
// and GST rate (as GSTR-2B lists them), credit notes negative, with the supplier's GSTIN as the
// document was issued. Read from the documents as stored, the same lines the PDFs print.
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { registerPeriod, REGISTER_PERIOD_MESSAGE, type PurchaseRegister, type PurchaseRegisterRow, type RegisterPeriod } from '@contracts/purchaseRegister';
import { indiaDay } from '@contracts/format';
import { addDays } from '@contracts/ewayBillRules';
import type { Db } from '../../db/client';
import { creditNotes, customers, orders } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { gstState } from '../../lib/gstStates';
import type { Seller } from '../../lib/pdf';
import { documentSeller } from '../settings';
import type { CreditNoteLine } from './creditNotes';
import { invoiceDocument } from './invoice';
import type { InvoiceLine } from './invoiceLine';

/** The instant an India-time day starts (India keeps no daylight saving). */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

export function periodOf(key: string): RegisterPeriod {
  const period = registerPeriod(key);
  if (!period) throw invalid({ period: [REGISTER_PERIOD_MESSAGE] });
  return period;
}

/** 'Karnataka' -> '29-Karnataka', the form GST returns write the place of supply in. */
function placeOfSupply(state: string | null): string {
  const s = gstState(state);
  return s ? `${s.code}-${s.name}` : (state ?? '');
}

/** One row per GST rate of a document's lines (free lines carry no value and make no row). */
function rateRows(lines: Pick<InvoiceLine, 'gstRate' | 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'free'>[], sign: 1 | -1) {
  // -1 * 0 is -0, which prints as '-0.00'.
  const signed = (paise: number) => (paise === 0 ? 0 : sign * paise);
  const byRate = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const l of lines) {
    if (l.free) continue;
    const r = byRate.get(l.gstRate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    r.taxable += l.taxableValue;
    r.cgst += l.cgst;
    r.sgst += l.sgst;
    r.igst += l.igst;
    byRate.set(l.gstRate, r);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, r]) => ({ rate, taxable_paise: signed(r.taxable), igst_paise: signed(r.igst), cgst_paise: signed(r.cgst), sgst_paise: signed(r.sgst), cess_paise: 0 }));
}

interface Dated {
  row: PurchaseRegisterRow;
  at: Date;
}

export async function purchaseRegister(db: Db, customerId: number, key: string, storeState: string): Promise<PurchaseRegister & { seller: Seller }> {
  const period = periodOf(key);
  const from = istStart(period.from);
  const until = istStart(addDays(period.to, 1));
  const [buyer] = await db.select({ name: customers.companyName, gstin: customers.gstno }).from(customers).where(eq(customers.id, customerId));

  const invoiced = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.invoiceNumber), gte(orders.invoiceDate, from), lt(orders.invoiceDate, until)))
    .orderBy(asc(orders.invoiceDate), asc(orders.id));
  const notes = await db
    .select({ note: creditNotes, sState: orders.sState, buyerGstin: orders.customerGst })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(eq(orders.customerId, customerId), gte(creditNotes.noteDate, from), lt(creditNotes.noteDate, until)))
    .orderBy(asc(creditNotes.noteDate), asc(creditNotes.id));

  const dated: Dated[] = [];
  let lastSeller: Seller | null = null;
  // One invoice at a time, through the invoice's own reading, so the register adds up exactly as the PDFs print.
  for (const { orderNumber } of invoiced) {
    const doc = await invoiceDocument(db, customerId, orderNumber, storeState);
    const seller = await documentSeller(db, doc.seller);
    lastSeller = seller;
    for (const r of rateRows(doc.lines, 1)) {
      dated.push({
        at: doc.date,
        row: {
          supplier_gstin: seller.gstin,
          supplier_name: seller.name,
          buyer_gstin: doc.recipient.gstin,
          document_type: 'Invoice',
          document_number: doc.number,
          document_date: indiaDay(doc.date),
          document_value_paise: doc.totals.grandTotal,
          place_of_supply: doc.placeOfSupply.code ? `${doc.placeOfSupply.code}-${doc.placeOfSupply.state}` : doc.placeOfSupply.state,
          reverse_charge: 'N',
          ...r,
        },
      });
    }
  }
  for (const { note, sState, buyerGstin } of notes) {
    const seller = await documentSeller(db, note.seller);
    lastSeller ??= seller;
    for (const r of rateRows(note.lines as CreditNoteLine[], -1)) {
      dated.push({
        at: note.noteDate,
        row: {
          supplier_gstin: seller.gstin,
          supplier_name: seller.name,
          buyer_gstin: buyerGstin,
          document_type: 'Credit note',
          document_number: note.noteNumber,
          document_date: indiaDay(note.noteDate),
          document_value_paise: -note.totalPaise,
          place_of_supply: placeOfSupply(sState),
          reverse_charge: 'N',
          ...r,
        },
      });
    }
  }
  // By date, invoices before credit notes of the same instant, then by number.
  dated.sort((a, b) => a.at.getTime() - b.at.getTime() || a.row.document_type.localeCompare(b.row.document_type) || a.row.document_number.localeCompare(b.row.document_number));
  const rows = dated.map((d) => d.row);

  const seen = new Set<string>();
  const totals = { invoices: 0, credit_notes: 0, document_value_paise: 0, taxable_paise: 0, igst_paise: 0, cgst_paise: 0, sgst_paise: 0, cess_paise: 0 };
  for (const r of rows) {
    const doc = `${r.document_type}|${r.document_number}`;
    if (!seen.has(doc)) {
      seen.add(doc);
      totals.document_value_paise += r.document_value_paise;
      if (r.document_type === 'Invoice') totals.invoices += 1;
      else totals.credit_notes += 1;
    }
    totals.taxable_paise += r.taxable_paise;
    totals.igst_paise += r.igst_paise;
    totals.cgst_paise += r.cgst_paise;
    totals.sgst_paise += r.sgst_paise;
    totals.cess_paise += r.cess_paise;
  }
  return {
    period: period.key,
    label: period.label,
    from: period.from,
    to: period.to,
    buyer: { name: buyer?.name ?? '', gstin: buyer?.gstin ?? null },
    rows,
    totals,
    seller: lastSeller ?? (await documentSeller(db, null)),
  };
}

/** Paise as rupees with two decimals, exactly ('-123456' -> '-1234.56'): spreadsheets read it as a number. */
export function rupeesText(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The file name a download is saved under: 'purchase-register-2026-11.csv'. */
export const registerFileName = (period: string, ext: 'csv' | 'pdf') => `purchase-register-${period}.${ext}`;
