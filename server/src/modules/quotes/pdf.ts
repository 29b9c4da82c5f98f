// Draws a quotation document as an A4 PDF (pdfkit): the store's letterhead and GSTIN, the buyer,
// date and validity, the lines, the GST split, totals and the amount in words. The standard PDF
// fonts (Helvetica) carry no rupee sign, so amounts read 'Rs.'; embedding a font for one glyph
// would add hundreds of kilobytes to every file.
import PDFDocument from 'pdfkit';
import type { QuotationBillingAddress, QuotationShippingAddress } from '@contracts/quotes';
import { rupeesInWords } from '../../lib/words';
import type { QuotationDocument } from './service';

export interface Seller {
  name: string;
  gstin: string;
  address: string;
  state: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 24; // room for the page footer
const BRAND = '#0b3d91';
const INK = '#1f2937';
const MUTED = '#5b6472';
const RULE = '#d5dbe5';
const BAND = '#eef2f8';

const number2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 12345650 paise -> '1,23,456.50' (Indian grouping). */
export const amount = (paise: number) => number2.format(paise / 100);
const rs = (paise: number) => `Rs. ${amount(paise)}`;
const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });

/**
 * Text the standard fonts can draw (WinAnsi): the rupee sign becomes 'Rs.', anything else outside
 * Latin-1 and the usual typographic marks becomes '?', instead of silently vanishing.
 */
export function pdfText(value: string): string {
  return value
    .replace(/₹\s?/g, 'Rs. ')
    .replace(/[\t\r\f\v]/g, ' ')
    .replace(/[^\n\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122]/g, '?');
}

function shippingLines(a: QuotationShippingAddress | null): string[] {
  if (!a) return ['No default shipping address'];
  return addressLines([a.s_address_line1, a.s_address_line2], a.s_city, a.s_state, a.s_pincode, a.s_country, a.s_phone);
}

function billingLines(a: QuotationBillingAddress | null): string[] {
  if (!a) return ['No default billing address'];
  return addressLines([a.b_address_line1, a.b_address_line2], a.b_city, a.b_state, a.b_pincode, a.b_country, a.b_phone);
}

function addressLines(
  street: (string | null)[],
  city: string | null,
  state: string | null,
  pincode: string | null,
  country: string | null,
  phone: string | null,
): string[] {
  const place = [city, [state, pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [...street, place, country, phone ? `Phone: ${phone}` : null].filter((l): l is string => Boolean(l && l.trim()));
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { title: '#', width: 22, align: 'left' },
  { title: 'SKU', width: 88, align: 'left' },
  { title: 'Product', width: 185, align: 'left' },
  { title: 'Qty', width: 38, align: 'right' },
  { title: 'Unit price (Rs.)', width: 67, align: 'right' },
  { title: 'GST %', width: 40, align: 'right' },
  { title: 'Amount (Rs.)', width: 75, align: 'right' },
];

export interface RenderOptions {
  /** Deflate the page streams (the default); tests switch it off to read the text. */
  compress?: boolean;
}

/** The document as PDF bytes. */
export function renderQuotationPdf(q: QuotationDocument, seller: Seller, opts: RenderOptions = {}): Promise<Buffer> {
  const title = q.number ? `Quotation ${q.number}` : 'Quotation (draft)';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: opts.compress ?? true,
    bufferPages: true,
    info: { Title: title, Author: seller.name, Subject: `Quotation for ${q.buyer.company}`, CreationDate: q.issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const t = (s: string) => pdfText(s);

  /* ---------- letterhead ---------- */
  const top = MARGIN;
  doc.rect(MARGIN, top, 6, 62).fill(BRAND);
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(18).text(t(seller.name), MARGIN + 14, top, { width: 300 });
  doc.fillColor(MUTED).font('Helvetica').fontSize(8.5).text(t(seller.address), MARGIN + 14, doc.y + 2, { width: 270 });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(8.5).text(`GSTIN: ${t(seller.gstin)}`, MARGIN + 14, doc.y + 3);
  const leftBottom = doc.y;

  const rightX = MARGIN + WIDTH - 200;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text('QUOTATION', rightX, top, { width: 200, align: 'right' });
  const meta: [string, string][] = [
    ['Quotation No.', q.number ?? 'Draft (not submitted)'],
    ['Date', day.format(q.issuedAt)],
    ['Valid until', day.format(q.validUntil)],
  ];
  if (q.statusTitle) meta.push(['Status', q.statusTitle]);
  let my = top + 28;
  for (const [label, value] of meta) {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(`${label}:`, rightX, my, { width: 90, align: 'right' });
    doc.font('Helvetica-Bold').fillColor(INK).text(t(value), rightX + 95, my, { width: 105, align: 'right' });
    my += 12;
  }
  let y = Math.max(leftBottom, my) + 10;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(1).strokeColor(BRAND).stroke();
  y += 12;

  /* ---------- buyer ---------- */
  const colW = (WIDTH - 20) / 2;
  const block = (x: number, heading: string, lines: { text: string; bold?: boolean }[]) => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width: colW, characterSpacing: 0.5 });
    let by = doc.y + 3;
    for (const line of lines) {
      doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(line.bold ? 10 : 8.5).fillColor(INK).text(t(line.text), x, by, { width: colW });
      by = doc.y + 1;
    }
    return by;
  };
  const placeOfSupply = q.buyer.shipping?.s_state ?? null;
  const leftEnd = block(MARGIN, 'Quotation for', [
    { text: q.buyer.company, bold: true },
    { text: `GSTIN: ${q.buyer.gstin}` },
    { text: `Attn: ${q.buyer.contactName}` },
    { text: `${q.buyer.email}  |  ${q.buyer.phone}` },
    ...billingLines(q.buyer.billing).map((text) => ({ text })),
  ]);
  const rightEnd = block(MARGIN + colW + 20, 'Ship to', [
    ...shippingLines(q.buyer.shipping).map((text) => ({ text })),
    { text: `Place of supply: ${placeOfSupply ?? seller.state}` },
    { text: q.sameState ? `Intra-state supply (${seller.state}): CGST + SGST` : 'Inter-state supply: IGST' },
  ]);
  y = Math.max(leftEnd, rightEnd) + 10;

  if (q.description) {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text('REQUIREMENT', MARGIN, y, { characterSpacing: 0.5 });
    doc.font('Helvetica').fontSize(8.5).fillColor(INK).text(t(q.description), MARGIN, doc.y + 2, { width: WIDTH });
    y = doc.y + 10;
  }

  /* ---------- lines ---------- */
  const cellX: number[] = [];
  COLUMNS.reduce((x, c) => (cellX.push(x), x + c.width), MARGIN);
  const PAD = 4;

  const headerRow = () => {
    doc.rect(MARGIN, y, WIDTH, 18).fill(BAND);
    doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
    COLUMNS.forEach((c, i) => doc.text(c.title, cellX[i] + PAD, y + 5, { width: c.width - 2 * PAD, align: c.align, lineBreak: false }));
    y += 18;
  };
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  headerRow();

  q.lines.forEach((line, i) => {
    const cells = [
      String(i + 1),
      t(line.sku),
      t(line.name),
      String(line.quantity),
      amount(line.unitPrice),
      `${Number.isInteger(line.gstRate) ? line.gstRate : line.gstRate.toFixed(2)}`,
      amount(line.lineTotal),
    ];
    doc.font('Helvetica').fontSize(8.5);
    const height = Math.max(...cells.map((text, k) => doc.heightOfString(text, { width: COLUMNS[k].width - 2 * PAD }))) + 2 * PAD + 2;
    if (y + height > BOTTOM) {
      newPage();
      headerRow();
    }
    if (i % 2 === 1) doc.rect(MARGIN, y, WIDTH, height).fill('#f8fafc');
    doc.fillColor(INK).font('Helvetica').fontSize(8.5);
    cells.forEach((text, k) => doc.text(text, cellX[k] + PAD, y + PAD + 1, { width: COLUMNS[k].width - 2 * PAD, align: COLUMNS[k].align }));
    y += height;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
  });

  /* ---------- totals ---------- */
  const rows: [string, number][] = [['Taxable value', q.totals.sub_total]];
  if (q.sameState) rows.push(['CGST', q.totals.cgst_amount], ['SGST', q.totals.sgst_amount]);
  else rows.push(['IGST', q.totals.igst_amount]);
  const totalsHeight = rows.length * 15 + 28 + 60;
  if (y + totalsHeight > BOTTOM) newPage();
  y += 10;
  const tx = MARGIN + WIDTH - 230;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, tx, y, { width: 120 });
    doc.fillColor(INK).text(rs(value), tx + 120, y, { width: 110, align: 'right' });
    y += 15;
  }
  doc.rect(tx, y, 230, 22).fill(BRAND);
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#ffffff').text('Grand total', tx + 8, y + 6, { width: 110 });
  doc.text(rs(q.totals.grand_total), tx + 112, y + 6, { width: 110, align: 'right' });
  y += 32;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(INK).text('Amount in words: ', MARGIN, y, { continued: true });
  doc.font('Helvetica').text(rupeesInWords(q.totals.grand_total), { width: WIDTH });
  y = doc.y + 14;

  /* ---------- terms ---------- */
  const days = Math.round((q.validUntil.getTime() - q.issuedAt.getTime()) / 86_400_000);
  const terms = [
    q.priceBasis === 'quoted'
      ? `Prices quoted by ${seller.name} in answer to quotation request ${q.number ?? ''}.`
      : 'Indicative prices for your account on the date above: your price-list rate where you have one, otherwise our list price. Submit your quote list to receive the store\'s quotation.',
    `All amounts are in Indian rupees (INR). Valid for ${days} days, until ${day.format(q.validUntil)}; subject to stock at the time of order.`,
    `GST is charged as CGST + SGST for delivery within ${seller.state} and as IGST for delivery to other states.`,
    'This is a computer-generated document and needs no signature.',
  ];
  doc.font('Helvetica').fontSize(8);
  const termsHeight = 12 + terms.reduce((h, term) => h + doc.heightOfString(`• ${t(term)}`, { width: WIDTH }) + 2, 0);
  if (y + termsHeight > BOTTOM) newPage();
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text('TERMS', MARGIN, y, { characterSpacing: 0.5 });
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  for (const term of terms) doc.text(`• ${t(term)}`, MARGIN, doc.y + 2, { width: WIDTH });

  /* ---------- footer on every page ---------- */
  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p += 1) {
    doc.switchToPage(p);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const fy = A4.height - MARGIN - 10;
    doc.moveTo(MARGIN, fy - 6).lineTo(MARGIN + WIDTH, fy - 6).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text(t(`${seller.name} · GSTIN ${seller.gstin} · ${title}`), MARGIN, fy, { width: WIDTH - 80, lineBreak: false });
    doc.text(`Page ${p - range.start + 1} of ${range.count}`, MARGIN + WIDTH - 80, fy, { width: 80, align: 'right', lineBreak: false });
  }

  doc.end();
  return done;
}
