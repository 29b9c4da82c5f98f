// The purchase register as files for the buyer's accountant: CSV in GSTR-2B's column order
// (amounts as plain numbers with two decimals, dates DD-MM-YYYY as the GST portal writes them, a
// totals row), and a landscape A4 PDF of the same rows (pdfkit; 'Rs.' as the other documents).
import PDFDocument from 'pdfkit';
import { REGISTER_COLUMNS, type PurchaseRegister, type PurchaseRegisterRow } from '@contracts/purchaseRegister';
import { formatDateTime, formatPaiseDigits } from '@contracts/format';
import { csvField } from '../../lib/csv';
import { BRAND, INK, MUTED, RULE, pdfText, ratePercent, type RenderOptions, type Seller } from '../../lib/pdf';
import { rupeesText } from './purchaseRegister';

/** '2026-11-26' -> '26-11-2026' (GSTR-2B's date form). */
const portalDate = (day: string) => day.split('-').reverse().join('-');

/** An amount written as a number (csvField would guard '-12.00' as a formula start; a number is not one). */
const amount = (paise: number) => rupeesText(paise);

function rowValues(r: PurchaseRegisterRow): string[] {
  return [
    csvField(r.supplier_gstin),
    csvField(r.supplier_name),
    csvField(r.buyer_gstin ?? ''),
    csvField(r.document_type),
    csvField(r.document_number),
    portalDate(r.document_date),
    amount(r.document_value_paise),
    csvField(r.place_of_supply),
    r.reverse_charge,
    ratePercent(r.rate),
    amount(r.taxable_paise),
    amount(r.igst_paise),
    amount(r.cgst_paise),
    amount(r.sgst_paise),
    amount(r.cess_paise),
  ];
}

export function registerCsv(reg: PurchaseRegister): string {
  const line = (values: string[]) => `${values.join(',')}\r\n`;
  const t = reg.totals;
  const total = ['Total', '', '', `${t.invoices} invoices, ${t.credit_notes} credit notes`, '', '', amount(t.document_value_paise), '', '', '', amount(t.taxable_paise), amount(t.igst_paise), amount(t.cgst_paise), amount(t.sgst_paise), amount(t.cess_paise)];
  return line(REGISTER_COLUMNS.map((c) => csvField(c))) + reg.rows.map((r) => line(rowValues(r))).join('') + line(total.map((v, i) => (i >= 6 && v ? v : csvField(v))));
}

/* ---------- PDF: landscape A4 ---------- */

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 32;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 18;
const BAND = '#eef2f8';

/** Widths (points) of the 15 columns, adding up to the page's width. */
const WIDTHS = [76, 66, 76, 42, 74, 46, 58, 60, 30, 28, 52, 48, 48, 48, 25.89];
const RIGHT = new Set([6, 9, 10, 11, 12, 13, 14]);
const HEADS = ['Supplier GSTIN', 'Supplier name', 'Buyer GSTIN', 'Doc type', 'Doc number', 'Doc date', 'Doc value', 'Place of supply', 'RCM', 'Rate %', 'Taxable value', 'IGST', 'CGST', 'SGST', 'Cess'];

const money = (paise: number) => formatPaiseDigits(paise);

export function renderRegisterPdf(reg: PurchaseRegister, seller: Seller, now: Date, opts: RenderOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    compress: opts.compress ?? true,
    bufferPages: true,
    info: { Title: `Purchase register ${reg.label}`, Author: seller.name, Subject: `Purchase register of ${reg.buyer.name}`, CreationDate: now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const x: number[] = [];
  WIDTHS.reduce((at, w) => (x.push(at), at + w), MARGIN);
  const PAD = 3;
  let y = MARGIN;

  doc.rect(MARGIN, y, 5, 40).fill(BRAND);
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(16).text('Purchase register', MARGIN + 12, y);
  doc.fillColor(INK).font('Helvetica').fontSize(9).text(pdfText(`${reg.buyer.name}${reg.buyer.gstin ? ` · GSTIN ${reg.buyer.gstin}` : ''}`), MARGIN + 12, doc.y + 2);
  doc.fillColor(MUTED).text(pdfText(`Documents from ${seller.name} (GSTIN ${seller.gstin}) · for reconciliation with GSTR-2B`), MARGIN + 12, doc.y + 1);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(12).text(pdfText(reg.label), MARGIN, y, { width: WIDTH, align: 'right' });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(`${reg.from} to ${reg.to} (India time)`, MARGIN, doc.y + 2, { width: WIDTH, align: 'right' });
  y = Math.max(doc.y, y + 40) + 10;

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(7.5);
    const h = Math.max(...HEADS.map((t, i) => doc.heightOfString(t, { width: WIDTHS[i] - 2 * PAD }))) + 2 * PAD;
    doc.rect(MARGIN, y, WIDTH, h).fill(BAND);
    doc.fillColor(INK);
    HEADS.forEach((t, i) => doc.text(t, x[i] + PAD, y + PAD, { width: WIDTHS[i] - 2 * PAD, align: RIGHT.has(i) ? 'right' : 'left' }));
    y += h;
  };
  const line = (cells: string[], bold = false, shade = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    const h = Math.max(...cells.map((t, i) => doc.heightOfString(t, { width: WIDTHS[i] - 2 * PAD }))) + 2 * PAD;
    if (y + h > BOTTOM) {
      doc.addPage();
      y = MARGIN;
      header();
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    }
    if (shade) doc.rect(MARGIN, y, WIDTH, h).fill('#f8fafc');
    doc.fillColor(INK);
    cells.forEach((t, i) => doc.text(t, x[i] + PAD, y + PAD, { width: WIDTHS[i] - 2 * PAD, align: RIGHT.has(i) ? 'right' : 'left' }));
    y += h;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
  };

  header();
  if (reg.rows.length === 0) line(['No invoices or credit notes in this period.', ...HEADS.slice(1).map(() => '')]);
  reg.rows.forEach((r, i) =>
    line(
      [
        r.supplier_gstin,
        r.supplier_name,
        r.buyer_gstin ?? '—',
        r.document_type,
        r.document_number,
        portalDate(r.document_date),
        money(r.document_value_paise),
        r.place_of_supply,
        r.reverse_charge,
        ratePercent(r.rate),
        money(r.taxable_paise),
        money(r.igst_paise),
        money(r.cgst_paise),
        money(r.sgst_paise),
        money(r.cess_paise),
      ].map(pdfText),
      false,
      i % 2 === 1,
    ),
  );
  const t = reg.totals;
  line(['Total (Rs.)', '', '', '', `${t.invoices} inv., ${t.credit_notes} CN`, '', money(t.document_value_paise), '', '', '', money(t.taxable_paise), money(t.igst_paise), money(t.cgst_paise), money(t.sgst_paise), money(t.cess_paise)], true, true);

  y += 8;
  if (y + 24 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('Amounts in rupees. One row per document and GST rate, as GSTR-2B lists them; credit notes are negative. Document value is the whole document, counted once in the total.', MARGIN, y, { width: WIDTH });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would open a page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(pdfText(`Generated ${formatDateTime(now)} · page ${i + 1} of ${range.count}`), MARGIN, PAGE.height - MARGIN - 8, { width: WIDTH, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
