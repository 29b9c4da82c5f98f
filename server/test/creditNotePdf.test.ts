// The credit note PDF fits a typical note on one A4 page, as the tax invoice does: a note of a few
// returned lines with its e-invoice panel, reason, totals, declaration and signature.
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { renderCreditNotePdf } from '../src/modules/gst/creditNotePdf';
import type { CreditNoteDocument } from '../src/modules/gst/creditNotes';
import { renderInvoicePdf } from '../src/modules/gst/invoicePdf';
import type { InvoiceDocument } from '../src/modules/gst/invoice';

const seller = { name: 'IT Wholesale Pvt Ltd', gstin: '27AABCI4567K1Z8', address: '14, Lamington Road, Grant Road East, Mumbai, Maharashtra 400007', state: 'Maharashtra' };
const line = (n: number) => ({
  itemId: n,
  description: `Dell Latitude 5440 14" Business Laptop, Core i5-1345U, 16 GB, 512 GB SSD (${n})`,
  hsn: '84713010',
  quantity: 2,
  unit: 'NOS',
  unitPrice: 6_250_000,
  taxableValue: 12_500_000,
  gstRate: 18,
  cgst: 1_125_000,
  sgst: 1_125_000,
  igst: 0,
  free: false,
});
const recipient = {
  name: 'Acme Infotech Pvt Ltd',
  contactName: 'Ravi Kumar',
  gstin: '27AAPFU0939F1ZV',
  billing: ['12 MG Road, Camp', 'Pune, Maharashtra 411001', 'India', 'Phone: 9876543210'],
  shipping: ['Plot 7, MIDC Andheri East', 'Mumbai, Maharashtra 400093', 'India', 'Phone: 9820012346'],
};
const eInvoice = {
  state: 'registered' as const,
  irn: 'a'.repeat(64),
  ackNo: '112410000123456',
  ackDate: new Date('2026-11-20T06:30:00Z'),
  signedQrCode: `eyJhbGciOiJSUzI1NiJ9.${'x'.repeat(600)}.sig`,
  cancelledAt: null,
};
const lines = [1, 2, 3, 4].map(line);
const totals = { taxable: 50_000_000, cgst: 4_500_000, sgst: 4_500_000, igst: 0, grandTotal: 59_000_000 };

const note: CreditNoteDocument = {
  number: 'CN/26-27/00012',
  date: new Date('2026-11-25T06:30:00Z'),
  reason: 'Goods returned by the customer: two units arrived with damaged screens',
  invoiceNumber: 'INV/26-27/00345',
  invoiceDate: new Date('2026-11-20T06:30:00Z'),
  orderNumber: 'ORD-2026-000345',
  recipient,
  placeOfSupply: { state: 'Maharashtra', code: '27' },
  intraState: true,
  lines,
  totals,
  seller,
  eInvoice,
};
const invoice: InvoiceDocument = {
  number: 'INV/26-27/00345',
  date: new Date('2026-11-20T06:30:00Z'),
  orderNumber: 'ORD-2026-000345',
  orderDate: new Date('2026-11-19T06:30:00Z'),
  purchaseOrderNumber: 'PO-7781',
  recipient,
  placeOfSupply: { state: 'Maharashtra', code: '27' },
  intraState: true,
  lines,
  totals,
  seller,
  eInvoice,
  ewayBill: { number: '341012345678', date: '2026-11-20' },
};

/** pdfkit writes every page as its own object: count them. */
const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('credit note PDF', () => {
  it('fits a typical note on one page, as the invoice of the same lines does', async () => {
    const [notePdf, invoicePdf] = await Promise.all([renderCreditNotePdf(note, seller), renderInvoicePdf(invoice, seller)]);
    if (process.env.PDF_OUT) {
      fs.writeFileSync(`${process.env.PDF_OUT}/credit-note.pdf`, notePdf);
      fs.writeFileSync(`${process.env.PDF_OUT}/invoice.pdf`, invoicePdf);
    }
    expect(pages(invoicePdf)).toBe(1);
    expect(pages(notePdf)).toBe(1);
  });
});
