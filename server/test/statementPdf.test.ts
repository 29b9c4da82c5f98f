// The statement of account's PDF prints its entries as written: the rupee sign and the arrows of a
// credit-limit or payment-terms change, in an embedded font (the standard Helvetica has neither, and
// drew them as '?' or 'Rs.'). Read back with poppler's pdftotext and pdffonts, as a PDF viewer would.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { statementPdf } from '../src/modules/credit/statementFiles';

const seller = { name: 'IT Wholesale Pvt Ltd', gstin: '27AABCI4567K1Z8', address: '14, Lamington Road, Mumbai 400007', state: 'Maharashtra' };
const party = { company: 'Rohan Traders', gstin: '27AAKFP4821L1ZV', contact: 'Rohan Kulkarni' };
const statement = {
  from: '2026-11-01',
  to: '2026-11-28',
  opening: 0,
  entries: [
    { at: '2026-11-02T05:30:00.000Z', description: 'Credit limit changed: ₹1,00,000.00 → ₹2,50,000.00', reference: null, debit: 0, credit: 0, balance: 0 },
    { at: '2026-11-03T05:30:00.000Z', description: 'Payment terms changed: 30 → 45 days', reference: null, debit: 0, credit: 0, balance: 0 },
    { at: '2026-11-04T05:30:00.000Z', description: 'Order placed on credit', reference: 'ORD-20261104-ABC123', debit: 12345.5, credit: 0, balance: 12345.5 },
  ],
  closing: 12345.5,
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-pdf-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function renderToFile(): Promise<string> {
  const file = path.join(dir, 'statement.pdf');
  fs.writeFileSync(file, await statementPdf(statement, party, seller, new Date('2026-11-28T06:00:00Z')));
  return file;
}

it('prints the rupee sign and the arrows of the entries as written, not as ? or Rs.', async () => {
  // One line of text per cell line; a description wrapped onto two lines reads as one with a space.
  const text = execFileSync('pdftotext', [await renderToFile(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Credit limit changed: ₹1,00,000.00 → ₹2,50,000.00');
  expect(text).toContain('Payment terms changed: 30 → 45 days');
  expect(text).toContain('Balance (₹)');
  expect(text).toContain('₹12,345.50');
  expect(text).not.toMatch(/Rs\.|\?/);
});

it('draws them in a font embedded in the file (a reader without the font shows the same glyphs)', async () => {
  const fonts = execFileSync('pdffonts', [await renderToFile()], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  expect(fonts.length).toBeGreaterThan(0);
  // Every font is embedded (the "emb" column), and none is one of the standard fonts without a rupee sign.
  for (const line of fonts) {
    expect(line).toMatch(/DejaVuSans/);
    expect(line).toMatch(/\byes\s+yes\s+yes\b/);
  }
});
