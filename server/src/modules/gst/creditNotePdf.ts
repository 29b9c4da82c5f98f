// Draws a GST credit note (CGST Act s.34, Rule 53) as an A4 PDF on the store's letterhead: supplier
// and recipient with GSTINs and addresses, place of supply, the note's own number and date, the
// invoice it corrects (number and date), the reason, per line the HSN code, quantity, taxable value,
// rate and CGST/SGST or IGST credited, the totals in figures and words, and the signature line.
import { formatPaiseDigits, formatShortDate } from '@contracts/format';
import { drawEInvoicePanel } from './eInvoicePanel';
import { BusinessPdf, ratePercent, type RenderOptions, type Seller } from '../../lib/pdf';
import type { CreditNoteDocument } from './creditNotes';
import { INTER, INTRA } from './invoicePdf';

export function renderCreditNotePdf(note: CreditNoteDocument, seller: Seller, opts: RenderOptions = {}): Promise<Buffer> {
  const title = `Credit Note ${note.number}`;
  const pdf = new BusinessPdf(seller, title, { subject: `Credit note against tax invoice ${note.invoiceNumber}`, createdAt: note.date }, opts);
  const pos = note.placeOfSupply.code ? `${note.placeOfSupply.state} (${note.placeOfSupply.code})` : note.placeOfSupply.state;

  pdf.letterhead('Credit Note', [
    ['Credit note No.', note.number],
    ['Credit note date', formatShortDate(note.date)],
    ['Against invoice', note.invoiceNumber],
    ['Invoice date', formatShortDate(note.invoiceDate)],
    ['Order No.', note.orderNumber],
    ['Reverse charge', 'No'],
  ]);
  drawEInvoicePanel(pdf, note.eInvoice);

  pdf.parties([
    {
      heading: 'Recipient',
      lines: [
        { text: note.recipient.name, bold: true },
        { text: `GSTIN: ${note.recipient.gstin ?? 'Unregistered'}` },
        { text: `Attn: ${note.recipient.contactName}` },
        ...note.recipient.billing.map((text) => ({ text })),
      ],
    },
    {
      heading: 'Supplied to',
      lines: [
        ...note.recipient.shipping.map((text) => ({ text })),
        { text: `Place of supply: ${pos}` },
        { text: note.intraState ? `Intra-state supply (${seller.state}): CGST + SGST` : 'Inter-state supply: IGST' },
      ],
    },
    // Beside the parties rather than under them: the height it saved keeps a typical note on one page.
    { heading: 'Reason for the credit', lines: [{ text: `${note.reason}.` }] },
  ]);

  const rows = note.lines.map((l, i) => {
    const common = [String(i + 1), l.description, l.hsn ?? '-', String(l.quantity), l.unit, formatPaiseDigits(l.unitPrice), formatPaiseDigits(l.taxableValue), ratePercent(l.gstRate)];
    return note.intraState ? [...common, formatPaiseDigits(l.cgst), formatPaiseDigits(l.sgst)] : [...common, formatPaiseDigits(l.igst)];
  });
  pdf.table(note.intraState ? INTRA : INTER, rows, 8);

  const totals: [string, number][] = [['Taxable value credited', note.totals.taxable]];
  if (note.intraState) totals.push(['CGST credited', note.totals.cgst], ['SGST credited', note.totals.sgst]);
  else totals.push(['IGST credited', note.totals.igst]);
  pdf.totals(totals, note.totals.grandTotal, 'Total credited');

  // The declaration and the signature side by side: a typical note then fits one page, as its invoice does.
  pdf.notesWithSignature('Declaration', [
    `This note reduces the taxable value and tax of tax invoice ${note.invoiceNumber} dated ${formatShortDate(note.invoiceDate)} by the amounts above.`,
    'All amounts are in Indian rupees (INR), line by line from the original tax invoice.',
    'Tax is not payable on reverse charge basis.',
    'The recipient is to reduce its input tax credit by the tax shown on this note.',
  ]);
  return pdf.end();
}
