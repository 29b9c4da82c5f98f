// Draws an order's GST tax invoice as an A4 PDF on the store's letterhead (server/src/lib/pdf.ts),
// with the particulars a tax invoice must carry: supplier and recipient with GSTINs, a consecutive
// number and date, place of supply with its state code, per line the HSN code, quantity, unit,
// taxable value, rate and CGST/SGST or IGST, the totals and the amount in words.
import { formatPaiseDigits, formatShortDate } from '@contracts/format';
import { drawEInvoicePanel } from './eInvoicePanel';
import { BusinessPdf, ratePercent, type RenderOptions, type Seller, type TableColumn } from '../../lib/pdf';
import type { InvoiceDocument } from './invoice';

// HSN is wide enough for eight digits on one line at the table's 8 pt (35.6 pt of digits + padding).
export const INTRA: TableColumn[] = [
  { title: '#', width: 18, align: 'left' },
  { title: 'Description', width: 131, align: 'left' },
  { title: 'HSN', width: 46, align: 'left' },
  { title: 'Qty', width: 28, align: 'right' },
  { title: 'Unit', width: 28, align: 'left' },
  { title: 'Rate (Rs.)', width: 56, align: 'right' },
  { title: 'Taxable value (Rs.)', width: 62, align: 'right' },
  { title: 'GST %', width: 38, align: 'right' },
  { title: 'CGST (Rs.)', width: 54, align: 'right' },
  { title: 'SGST (Rs.)', width: 54, align: 'right' },
];

export const INTER: TableColumn[] = [
  { title: '#', width: 18, align: 'left' },
  { title: 'Description', width: 169, align: 'left' },
  { title: 'HSN', width: 46, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Unit', width: 30, align: 'left' },
  { title: 'Rate (Rs.)', width: 58, align: 'right' },
  { title: 'Taxable value (Rs.)', width: 64, align: 'right' },
  { title: 'GST %', width: 38, align: 'right' },
  { title: 'IGST (Rs.)', width: 62, align: 'right' },
];

export function renderInvoicePdf(inv: InvoiceDocument, seller: Seller, opts: RenderOptions = {}): Promise<Buffer> {
  const title = `Tax Invoice ${inv.number}`;
  const pdf = new BusinessPdf(seller, title, { subject: `Tax invoice for order ${inv.orderNumber}`, createdAt: inv.date }, opts);
  const pos = inv.placeOfSupply.code ? `${inv.placeOfSupply.state} (${inv.placeOfSupply.code})` : inv.placeOfSupply.state;

  const meta: [string, string][] = [
    ['Invoice No.', inv.number],
    ['Invoice date', formatShortDate(inv.date)],
    ['Order No.', inv.orderNumber],
    ['Order date', formatShortDate(inv.orderDate)],
  ];
  if (inv.purchaseOrderNumber) meta.push(['Your PO No.', inv.purchaseOrderNumber]);
  // Printed as the portal writes it (three groups of four digits), with its date.
  if (inv.ewayBill) {
    meta.push(['E-way bill No.', inv.ewayBill.number.replace(/(\d{4})(?=\d)/g, '$1 ')]);
    meta.push(['E-way bill date', formatShortDate(new Date(`${inv.ewayBill.date}T00:00:00+05:30`))]);
  }
  meta.push(['Reverse charge', 'No']);
  pdf.letterhead('Tax Invoice', meta);
  drawEInvoicePanel(pdf, inv.eInvoice);

  pdf.parties([
    {
      heading: 'Bill to (recipient)',
      lines: [
        { text: inv.recipient.name, bold: true },
        { text: `GSTIN: ${inv.recipient.gstin ?? 'Unregistered'}` },
        { text: `Attn: ${inv.recipient.contactName}` },
        ...inv.recipient.billing.map((text) => ({ text })),
      ],
    },
    {
      heading: 'Ship to',
      lines: [
        ...inv.recipient.shipping.map((text) => ({ text })),
        { text: `Place of supply: ${pos}` },
        { text: inv.intraState ? `Intra-state supply (${seller.state}): CGST + SGST` : 'Inter-state supply: IGST' },
      ],
    },
  ]);

  const rows = inv.lines.map((l, i) => {
    const common = [
      String(i + 1),
      l.description,
      l.hsn ?? '-',
      String(l.quantity),
      l.unit,
      formatPaiseDigits(l.unitPrice),
      formatPaiseDigits(l.taxableValue),
      ratePercent(l.gstRate),
    ];
    return inv.intraState ? [...common, formatPaiseDigits(l.cgst), formatPaiseDigits(l.sgst)] : [...common, formatPaiseDigits(l.igst)];
  });
  pdf.table(inv.intraState ? INTRA : INTER, rows, 8);

  const totals: [string, number][] = [['Taxable value', inv.totals.taxable]];
  if (inv.intraState) totals.push(['CGST', inv.totals.cgst], ['SGST', inv.totals.sgst]);
  else totals.push(['IGST', inv.totals.igst]);
  pdf.totals(totals, inv.totals.grandTotal);

  const notes = [
    'All amounts are in Indian rupees (INR), from the order as placed.',
    'Tax is not payable on reverse charge basis.',
    'This is a computer-generated invoice and needs no signature.',
  ];
  if (inv.lines.some((l) => l.free)) notes.splice(1, 0, 'The free product was supplied with the order at no charge.');
  pdf.notes('Declaration', notes);
  return pdf.end();
}
