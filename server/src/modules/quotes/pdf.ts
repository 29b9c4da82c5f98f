// Draws a quotation document as an A4 PDF on the store's letterhead (server/src/lib/pdf.ts): the
// buyer, date and validity, the lines, the GST split, totals and the amount in words.
import type { QuotationBillingAddress, QuotationShippingAddress } from '@contracts/quotes';
import { addressLines, addressParts, formatPaiseDigits, formatShortDate } from '@contracts/format';
import { BusinessPdf, ratePercent, type RenderOptions, type Seller, type TableColumn } from '../../lib/pdf';
import type { QuotationDocument } from './documents';

export type { Seller } from '../../lib/pdf';

function shippingLines(a: QuotationShippingAddress | null): string[] {
  if (!a) return ['No default shipping address'];
  return addressLines(addressParts(a, 's'));
}

function billingLines(a: QuotationBillingAddress | null): string[] {
  if (!a) return ['No default billing address'];
  return addressLines(addressParts(a, 'b'));
}

const COLUMNS: TableColumn[] = [
  { title: '#', width: 22, align: 'left' },
  { title: 'SKU', width: 88, align: 'left' },
  { title: 'Product', width: 185, align: 'left' },
  { title: 'Qty', width: 38, align: 'right' },
  { title: 'Unit price (Rs.)', width: 67, align: 'right' },
  { title: 'GST %', width: 40, align: 'right' },
  { title: 'Amount (Rs.)', width: 75, align: 'right' },
];

/** The document as PDF bytes. */
export function renderQuotationPdf(q: QuotationDocument, seller: Seller, opts: RenderOptions = {}): Promise<Buffer> {
  const title = q.number ? `Quotation ${q.number}` : 'Quotation (draft)';
  const pdf = new BusinessPdf(seller, title, { subject: `Quotation for ${q.buyer.company}`, createdAt: q.issuedAt }, opts);

  const meta: [string, string][] = [
    ['Quotation No.', q.number ?? 'Draft (not submitted)'],
    ['Date', formatShortDate(q.issuedAt)],
    ['Valid until', formatShortDate(q.validUntil)],
  ];
  if (q.statusTitle) meta.push(['Status', q.statusTitle]);
  pdf.letterhead('QUOTATION', meta);

  const placeOfSupply = q.buyer.shipping?.s_state ?? null;
  pdf.parties([
    {
      heading: 'Quotation for',
      lines: [
        { text: q.buyer.company, bold: true },
        { text: `GSTIN: ${q.buyer.gstin}` },
        { text: `Attn: ${q.buyer.contactName}` },
        { text: `${q.buyer.email}  |  ${q.buyer.phone}` },
        ...billingLines(q.buyer.billing).map((text) => ({ text })),
      ],
    },
    {
      heading: 'Ship to',
      lines: [
        ...shippingLines(q.buyer.shipping).map((text) => ({ text })),
        { text: `Place of supply: ${placeOfSupply ?? seller.state}` },
        { text: q.sameState ? `Intra-state supply (${seller.state}): CGST + SGST` : 'Inter-state supply: IGST' },
      ],
    },
  ]);
  if (q.description) pdf.paragraph('Requirement', q.description);

  pdf.table(
    COLUMNS,
    q.lines.map((line, i) => [
      String(i + 1),
      line.sku,
      line.name,
      String(line.quantity),
      formatPaiseDigits(line.unitPrice),
      ratePercent(line.gstRate),
      formatPaiseDigits(line.lineTotal),
    ]),
  );

  const rows: [string, number][] = [['Taxable value', q.totals.sub_total]];
  if (q.sameState) rows.push(['CGST', q.totals.cgst_amount], ['SGST', q.totals.sgst_amount]);
  else rows.push(['IGST', q.totals.igst_amount]);
  pdf.totals(rows, q.totals.grand_total);

  const days = Math.round((q.validUntil.getTime() - q.issuedAt.getTime()) / 86_400_000);
  pdf.notes('Terms', [
    q.priceBasis === 'quoted'
      ? `Prices quoted by ${seller.name} in answer to quotation request ${q.number ?? ''}.`
      : 'Indicative prices for your account on the date above: your price-list rate where you have one, otherwise our list price. Submit your quote list to receive the store\'s quotation.',
    `All amounts are in Indian rupees (INR). Valid for ${days} days, until ${formatShortDate(q.validUntil)}; subject to stock at the time of order.`,
    `GST is charged as CGST + SGST for delivery within ${seller.state} and as IGST for delivery to other states.`,
    'This is a computer-generated document and needs no signature.',
  ]);
  return pdf.end();
}
