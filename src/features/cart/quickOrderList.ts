// Quick order: reads a pasted list or a CSV file into rows of SKU and quantity, in the
// browser. Nothing is judged here: every row, good or bad, goes to the server, which says what is
// wrong with each; only blank lines and a header line are left out.
import type { QuickOrderRowInput } from '@contracts/quickOrder';

/** What the sample CSV holds (and the page's placeholder shows): products of the demo seed. */
export const SAMPLE_CSV = 'sku,quantity\nITW-LAP-00001,2\nITW-MON-00003,5\nITW-ACC-00006,10\n';

const HEADER = /^\s*"?\s*sku\s*"?\s*([,;\t]|$)/i;

/** One cell without the quotes a spreadsheet puts around it (a doubled quote is a quote). */
function cell(raw: string | undefined): string {
  const s = (raw ?? '').trim();
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) return s.slice(1, -1).replace(/""/g, '"').trim();
  return s;
}

/**
 * Lines of `SKU, quantity`, separated by a comma, a semicolon or a tab (what Excel writes in
 * locales whose decimal mark is a comma). Cells after the second (a description column) are
 * ignored. `line` is the line number in the text, for the messages.
 */
export function parseQuickOrder(text: string): QuickOrderRowInput[] {
  const rows: QuickOrderRowInput[] = [];
  let seenContent = false;
  // A byte-order mark from a spreadsheet export would stick to the first SKU.
  text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const first = !seenContent;
    seenContent = true;
    if (first && HEADER.test(raw)) return;
    const [sku, quantity] = raw.split(/[,;\t]/);
    rows.push({ line: i + 1, sku: cell(sku), quantity: cell(quantity) });
  });
  return rows;
}
