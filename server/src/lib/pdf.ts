// The store's A4 business documents (quotations, tax invoices) drawn with pdfkit: one letterhead,
// one line table with page breaks, one totals block with the amount in words, one footer. The
// standard PDF fonts (Helvetica) carry no rupee sign or arrows, so those documents say 'Rs.'; a
// document whose text carries them (the statement of account: 'Credit limit changed: ₹1 → ₹2')
// asks for the embedded DejaVu Sans instead (server/assets/fonts; pdfkit embeds only the glyphs used).
import PDFDocument from 'pdfkit';
import { formatPaiseDigits } from '@contracts/format';
import { fromRoot } from './paths';
import { rupeesInWords } from './words';

/** The seller on every document: from the store's configuration (STORE_NAME, STORE_GSTIN, ...). */
export interface Seller {
  name: string;
  gstin: string;
  address: string;
  state: string;
}

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const WIDTH = A4.width - 2 * MARGIN;
export const BOTTOM = A4.height - MARGIN - 24; // room for the page footer
const SIGNATURE_WIDTH = 200;
/** 'For <seller>', room to sign, the line and 'Authorised signatory'. */
const SIGNATURE_HEIGHT = 60;
export const BRAND = '#0b3d91';
export const INK = '#1f2937';
export const MUTED = '#5b6472';
export const RULE = '#d5dbe5';
const BAND = '#eef2f8';

/** 12345650 paise -> 'Rs. 1,23,456.50' (the standard fonts carry no rupee sign). */
const rs = (paise: number) => `Rs. ${formatPaiseDigits(paise)}`;
/** 18 -> '18', 12.5 -> '12.50'. */
export const ratePercent = (rate: number) => (Number.isInteger(rate) ? String(rate) : rate.toFixed(2));

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

export interface RenderOptions {
  /** Deflate the page streams (the default); tests switch it off to read the text. */
  compress?: boolean;
  /**
   * 'unicode': draw with the embedded DejaVu Sans, which prints the rupee sign, arrows and text in
   * any Latin, Greek or Cyrillic script as written; 'standard' (the default): Helvetica, with
   * pdfText's substitutions.
   */
  fonts?: 'standard' | 'unicode';
}

const UNICODE_FONTS = { regular: fromRoot('server/assets/fonts/DejaVuSans.ttf'), bold: fromRoot('server/assets/fonts/DejaVuSans-Bold.ttf') };

type Doc = InstanceType<typeof PDFDocument>;

/**
 * One document being drawn: `y` is where the next block starts. Blocks move it down and start a
 * new page when they would run into the footer.
 */
export class BusinessPdf {
  readonly doc: Doc;
  y = MARGIN;
  private readonly done: Promise<Buffer>;
  private readonly regular: string;
  private readonly bold: string;
  private readonly unicode: boolean;

  constructor(
    private readonly seller: Seller,
    private readonly title: string,
    info: { subject: string; createdAt: Date },
    opts: RenderOptions = {},
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      compress: opts.compress ?? true,
      bufferPages: true,
      info: { Title: title, Author: seller.name, Subject: info.subject, CreationDate: info.createdAt },
    });
    this.unicode = opts.fonts === 'unicode';
    if (this.unicode) {
      this.doc.registerFont('Body', UNICODE_FONTS.regular);
      this.doc.registerFont('Body-Bold', UNICODE_FONTS.bold);
    }
    this.regular = this.unicode ? 'Body' : 'Helvetica';
    this.bold = this.unicode ? 'Body-Bold' : 'Helvetica-Bold';
    const chunks: Buffer[] = [];
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Text as this document's font can draw it: as written in the embedded font, else through pdfText. */
  text(value: string): string {
    return this.unicode ? value.replace(/[\t\r\f\v]/g, ' ') : pdfText(value);
  }

  /** 12345650 paise -> '₹1,23,456.50' in the embedded font, 'Rs. 1,23,456.50' in Helvetica. */
  money(paise: number): string {
    return this.unicode ? `₹${formatPaiseDigits(paise)}` : rs(paise);
  }

  newPage() {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y + height > BOTTOM) this.newPage();
  }

  /** The seller's name, address and GSTIN on the left; the document's name and facts on the right. */
  letterhead(heading: string, meta: [label: string, value: string][]) {
    const { doc, seller } = this;
    const top = MARGIN;
    doc.rect(MARGIN, top, 6, 62).fill(BRAND);
    doc.fillColor(BRAND).font(this.bold).fontSize(18).text(this.text(seller.name), MARGIN + 14, top, { width: 300 });
    doc.fillColor(MUTED).font(this.regular).fontSize(8.5).text(this.text(seller.address), MARGIN + 14, doc.y + 2, { width: 270 });
    doc.fillColor(INK).font(this.bold).fontSize(8.5).text(`GSTIN: ${this.text(seller.gstin)}`, MARGIN + 14, doc.y + 3);
    const leftBottom = doc.y;

    const rightX = MARGIN + WIDTH - 200;
    doc.fillColor(INK).font(this.bold).fontSize(20).text(heading, rightX, top, { width: 200, align: 'right' });
    let my = top + 28;
    for (const [label, value] of meta) {
      doc.font(this.regular).fontSize(8.5).fillColor(MUTED).text(`${label}:`, rightX, my, { width: 90, align: 'right' });
      doc.font(this.bold).fillColor(INK).text(this.text(value), rightX + 95, my, { width: 105, align: 'right' });
      my += 12;
    }
    this.y = Math.max(leftBottom, my) + 10;
    doc.moveTo(MARGIN, this.y).lineTo(MARGIN + WIDTH, this.y).lineWidth(1).strokeColor(BRAND).stroke();
    this.y += 12;
  }

  /** Two side-by-side blocks (e.g. bill to / ship to): a small heading, then lines, the bold ones larger. */
  parties(blocks: { heading: string; lines: { text: string; bold?: boolean }[] }[]) {
    const { doc } = this;
    const gap = 20;
    const colW = (WIDTH - gap * (blocks.length - 1)) / blocks.length;
    const ends = blocks.map((b, i) => {
      const x = MARGIN + i * (colW + gap);
      doc.font(this.bold).fontSize(8).fillColor(MUTED).text(b.heading.toUpperCase(), x, this.y, { width: colW, characterSpacing: 0.5 });
      let by = doc.y + 3;
      for (const line of b.lines) {
        doc
          .font(line.bold ? this.bold : this.regular)
          .fontSize(line.bold ? 10 : 8.5)
          .fillColor(INK)
          .text(this.text(line.text), x, by, { width: colW });
        by = doc.y + 1;
      }
      return by;
    });
    this.y = Math.max(...ends) + 10;
  }

  /** A headed paragraph across the page. */
  paragraph(heading: string, text: string) {
    const { doc } = this;
    doc.font(this.bold).fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), MARGIN, this.y, { characterSpacing: 0.5 });
    doc.font(this.regular).fontSize(8.5).fillColor(INK).text(this.text(text), MARGIN, doc.y + 2, { width: WIDTH });
    this.y = doc.y + 10;
  }

  /** The line table; the header row repeats on every page it runs onto. Column widths add up to WIDTH. */
  table(columns: TableColumn[], rows: string[][], fontSize = 8.5) {
    const { doc } = this;
    const cellX: number[] = [];
    columns.reduce((x, c) => (cellX.push(x), x + c.width), MARGIN);
    const PAD = 4;
    const headerRow = () => {
      doc.font(this.bold).fontSize(fontSize - 0.5);
      const height = Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.width - 2 * PAD }))) + 2 * PAD + 2;
      doc.rect(MARGIN, this.y, WIDTH, height).fill(BAND);
      doc.fillColor(INK);
      columns.forEach((c, i) => doc.text(c.title, cellX[i] + PAD, this.y + PAD + 1, { width: c.width - 2 * PAD, align: c.align }));
      this.y += height;
    };
    headerRow();
    rows.forEach((raw, i) => {
      const cells = raw.map((cell) => this.text(cell));
      doc.font(this.regular).fontSize(fontSize);
      const height = Math.max(...cells.map((text, k) => doc.heightOfString(text, { width: columns[k].width - 2 * PAD }))) + 2 * PAD + 2;
      if (this.y + height > BOTTOM) {
        this.newPage();
        headerRow();
      }
      if (i % 2 === 1) doc.rect(MARGIN, this.y, WIDTH, height).fill('#f8fafc');
      doc.fillColor(INK).font(this.regular).fontSize(fontSize);
      cells.forEach((text, k) => doc.text(text, cellX[k] + PAD, this.y + PAD + 1, { width: columns[k].width - 2 * PAD, align: columns[k].align }));
      this.y += height;
      doc.moveTo(MARGIN, this.y).lineTo(MARGIN + WIDTH, this.y).lineWidth(0.5).strokeColor(RULE).stroke();
    });
  }

  /** Right-aligned totals, the grand total in a band, then the grand total in words. */
  totals(rows: [label: string, paise: number][], grandTotal: number, grandLabel = 'Grand total') {
    const { doc } = this;
    this.ensure(rows.length * 15 + 28 + 60);
    this.y += 10;
    const tx = MARGIN + WIDTH - 230;
    for (const [label, value] of rows) {
      doc.font(this.regular).fontSize(9).fillColor(MUTED).text(label, tx, this.y, { width: 120 });
      doc.fillColor(INK).text(this.money(value), tx + 120, this.y, { width: 110, align: 'right' });
      // A label that wraps (the wider embedded font) takes its lines' height, not one line's.
      this.y += Math.max(15, doc.font(this.regular).fontSize(9).heightOfString(label, { width: 120 }) + 4);
    }
    doc.rect(tx, this.y, 230, 22).fill(BRAND);
    doc.font(this.bold).fontSize(10.5).fillColor('#ffffff').text(grandLabel, tx + 8, this.y + 6, { width: 110 });
    doc.text(this.money(grandTotal), tx + 112, this.y + 6, { width: 110, align: 'right' });
    this.y += 32;
    doc.font(this.bold).fontSize(8.5).fillColor(INK).text('Amount in words: ', MARGIN, this.y, { continued: true });
    doc.font(this.regular).text(rupeesInWords(grandTotal), { width: WIDTH });
    this.y = doc.y + 14;
  }

  /**
   * A banded panel: a heading and label/value lines on the left and, when given, a square figure
   * drawn at the right (a QR code), e.g. the e-invoice's IRN, acknowledgement and signed QR.
   */
  panel(heading: string, lines: [label: string, value: string][], image?: { size: number; draw: (doc: Doc, x: number, y: number) => void }) {
    const { doc } = this;
    const pad = 8;
    const imageSize = image?.size ?? 0;
    const textW = WIDTH - 2 * pad - (image ? imageSize + pad : 0);
    doc.font(this.regular).fontSize(8);
    const textH = 14 + lines.reduce((h, [label, value]) => h + doc.heightOfString(this.text(`${label}: ${value}`), { width: textW }) + 2, 0);
    const height = Math.max(textH, imageSize) + 2 * pad;
    this.ensure(height + 10);
    const top = this.y;
    doc.rect(MARGIN, top, WIDTH, height).fill(BAND);
    doc.font(this.bold).fontSize(8).fillColor(BRAND).text(heading.toUpperCase(), MARGIN + pad, top + pad, { width: textW, characterSpacing: 0.5 });
    let ly = doc.y + 4;
    for (const [label, value] of lines) {
      doc.font(this.bold).fontSize(8).fillColor(INK).text(`${label}: `, MARGIN + pad, ly, { width: textW, continued: true });
      doc.font(this.regular).text(this.text(value));
      ly = doc.y + 2;
    }
    if (image) image.draw(doc, MARGIN + WIDTH - pad - imageSize, top + pad);
    this.y = top + height + 12;
  }

  /** A headed list of bullet points (terms, declarations), kept on one page. */
  notes(heading: string, items: string[]) {
    const { doc } = this;
    doc.font(this.regular).fontSize(8);
    this.ensure(12 + items.reduce((h, item) => h + doc.heightOfString(`• ${this.text(item)}`, { width: WIDTH }) + 2, 0));
    doc.font(this.bold).fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), MARGIN, this.y, { characterSpacing: 0.5 });
    doc.font(this.regular).fontSize(8).fillColor(MUTED);
    for (const item of items) doc.text(`• ${this.text(item)}`, MARGIN, doc.y + 2, { width: WIDTH });
    this.y = doc.y + 10;
  }

  /**
   * A headed list of notes on the left with the signature block beside it, so a signed document
   * (a credit note) takes no more height than an unsigned one (the invoice) and fits its page.
   */
  notesWithSignature(heading: string, items: string[]) {
    const { doc } = this;
    const width = WIDTH - SIGNATURE_WIDTH - 20;
    doc.font(this.regular).fontSize(8);
    const notesHeight = 12 + items.reduce((h, item) => h + doc.heightOfString(`• ${this.text(item)}`, { width }) + 2, 0);
    this.ensure(Math.max(notesHeight, SIGNATURE_HEIGHT));
    const top = this.y;
    doc.font(this.bold).fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), MARGIN, top, { characterSpacing: 0.5 });
    doc.font(this.regular).fontSize(8).fillColor(MUTED);
    for (const item of items) doc.text(`• ${this.text(item)}`, MARGIN, doc.y + 2, { width });
    const notesEnd = doc.y;
    const signatureEnd = this.drawSignature(top);
    this.y = Math.max(notesEnd, signatureEnd) + 10;
  }

  /** The supplier's signature block at the right from `top` ('For <seller>', room to sign, 'Authorised signatory'); answers where it ends. */
  private drawSignature(top: number): number {
    const { doc, seller } = this;
    const x = MARGIN + WIDTH - SIGNATURE_WIDTH;
    doc.font(this.bold).fontSize(8.5).fillColor(INK).text(this.text(`For ${seller.name}`), x, top, { width: SIGNATURE_WIDTH, align: 'right' });
    const line = doc.y + 34;
    doc.moveTo(x + 40, line).lineTo(x + SIGNATURE_WIDTH, line).lineWidth(0.5).strokeColor(MUTED).stroke();
    doc.font(this.regular).fontSize(8).fillColor(MUTED).text('Authorised signatory', x, line + 4, { width: SIGNATURE_WIDTH, align: 'right' });
    return doc.y;
  }

  /** Draws the footer on every page, closes the document and answers its bytes. */
  end(): Promise<Buffer> {
    const { doc, seller } = this;
    const range = doc.bufferedPageRange();
    for (let p = range.start; p < range.start + range.count; p += 1) {
      doc.switchToPage(p);
      // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
      doc.page.margins.bottom = 0;
      const fy = A4.height - MARGIN - 10;
      doc.moveTo(MARGIN, fy - 6).lineTo(MARGIN + WIDTH, fy - 6).lineWidth(0.5).strokeColor(RULE).stroke();
      doc.font(this.regular).fontSize(7.5).fillColor(MUTED);
      doc.text(this.text(`${seller.name} · GSTIN ${seller.gstin} · ${this.title}`), MARGIN, fy, { width: WIDTH - 80, lineBreak: false });
      doc.text(`Page ${p - range.start + 1} of ${range.count}`, MARGIN + WIDTH - 80, fy, { width: 80, align: 'right', lineBreak: false });
    }
    doc.end();
    return this.done;
  }
}

export interface TableColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}
