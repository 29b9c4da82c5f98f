// The e-invoice panel of a tax invoice or credit note PDF: the IRN, acknowledgement number and date
// and the portal's signed QR code (its JWT, encoded with the `qrcode` package and drawn as vector
// squares, so it stays sharp at any print or render resolution), as an e-invoice must print them;
// a cancelled e-invoice is printed as cancelled, without the QR.
import QRCode from 'qrcode';
import { formatShortDate } from '@contracts/format';
import type { BusinessPdf } from '../../lib/pdf';
import type { EInvoiceRow } from './einvoice/service';

/** What a document prints of its e-invoice (registered or cancelled; nothing otherwise). */
export interface EInvoiceFacts {
  state: 'registered' | 'cancelled';
  irn: string;
  ackNo: string;
  ackDate: Date;
  signedQrCode: string;
  cancelledAt: Date | null;
}

export function eInvoiceFacts(row: EInvoiceRow | undefined): EInvoiceFacts | null {
  if (!row || (row.state !== 'registered' && row.state !== 'cancelled')) return null;
  if (!row.irn || !row.ackNo || !row.ackDate || !row.signedQrCode) return null;
  return { state: row.state, irn: row.irn, ackNo: row.ackNo, ackDate: row.ackDate, signedQrCode: row.signedQrCode, cancelledAt: row.cancelledAt };
}

/** The QR's size on the page in points (about 4 cm: a phone reads the long JWT from a printout). */
export const QR_POINTS = 118;

export function drawEInvoicePanel(pdf: BusinessPdf, facts: EInvoiceFacts | null): void {
  if (!facts) return;
  const ackAt = `${formatShortDate(facts.ackDate)} ${facts.ackDate.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false })}`;
  const lines: [string, string][] = [
    ['IRN', facts.irn],
    ['Ack No.', facts.ackNo],
    ['Ack date', ackAt],
  ];
  if (facts.state === 'cancelled') {
    lines.push(['Status', `E-invoice cancelled${facts.cancelledAt ? ` on ${formatShortDate(facts.cancelledAt)}` : ''}: this document is void`]);
    pdf.panel('E-invoice (cancelled)', lines);
    return;
  }
  lines.push(['Verify', 'Scan the QR code: a JWT signed by the invoice registration portal.']);
  // Error correction M, as the portal's own QR images have; a 4-module white quiet zone around it.
  const qr = QRCode.create(facts.signedQrCode, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const cell = QR_POINTS / (n + 2 * quiet);
  pdf.panel('E-invoice', lines, {
    size: QR_POINTS,
    draw: (doc, x, y) => {
      doc.rect(x, y, QR_POINTS, QR_POINTS).fill('#ffffff');
      // One rectangle per horizontal run of dark modules (fewer path operations than one per module).
      for (let row = 0; row < n; row += 1) {
        for (let col = 0; col < n; ) {
          if (!qr.modules.get(row, col)) {
            col += 1;
            continue;
          }
          let end = col;
          while (end < n && qr.modules.get(row, end)) end += 1;
          doc.rect(x + (quiet + col) * cell, y + (quiet + row) * cell, (end - col) * cell, cell);
          col = end;
        }
      }
      doc.fill('#000000');
    },
  });
}
