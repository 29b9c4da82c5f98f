// The quotation screen's price warnings: a quoted unit price far above the list price, or far below
// what the buyer pays today (their price-list rate, else the list price; the catalogue records no
// cost price), by the per cents Admin sets in Settings. Warnings only: the store may still send.
import { ADMIN_QUOTE_MESSAGES as M, quotePriceRules, type AdminQuotePriceWarning } from '@contracts/adminQuotes';
import { cleanValue, ruleError } from '@contracts/fields';
import { formatPaise } from '@contracts/format';
import type { QuoteWarnThresholds } from '@contracts/settingsRules';
import { toPaise } from '../../lib/money';
import type { StoredQuotation } from './view';

/** How far `price` is from `reference`, in per cent with one decimal (display only: the test above is exact). */
const percentOff = (price: number, reference: number) => Math.round((Math.abs(price - reference) / reference) * 1000) / 10;

/** The warnings of the given prices (paise by line id); lines without a price are skipped. */
export function priceWarnings(q: StoredQuotation, prices: Map<number, number>, limits: QuoteWarnThresholds): AdminQuotePriceWarning[] {
  const out: AdminQuotePriceWarning[] = [];
  for (const line of q.lines) {
    const price = prices.get(line.id);
    if (price === undefined || price <= 0) continue;
    const { listPrice, unitPrice, customRate } = line.product;
    // Integer paise on both sides: "more than N %" is price * 100 > list * (100 + N).
    if (listPrice > 0 && price * 100 > listPrice * (100 + limits.quote_warn_above_pct)) {
      out.push({ item_id: line.id, kind: 'above_list', message: M.warnAbove(formatPaise(price), percentOff(price, listPrice), formatPaise(listPrice), limits.quote_warn_above_pct) });
    }
    if (unitPrice > 0 && price * 100 < unitPrice * (100 - limits.quote_warn_below_pct)) {
      out.push({
        item_id: line.id,
        kind: 'below_price',
        message: M.warnBelow(formatPaise(price), percentOff(price, unitPrice), customRate === null ? 'the list price' : 'their price-list rate', formatPaise(unitPrice), limits.quote_warn_below_pct),
      });
    }
  }
  return out;
}

/** Typed prices by line id, keeping only those that are valid prices of this quotation's lines (a price check skips the rest). */
export function typedPrices(q: StoredQuotation, lines: { item_id: number; unit_price: string | number }[]): Map<number, number> {
  const known = new Set(q.lines.map((l) => l.id));
  const out = new Map<number, number>();
  for (const line of lines) {
    if (!known.has(line.item_id)) continue;
    const price = cleanValue(quotePriceRules.unit_price, line.unit_price);
    if (!ruleError(quotePriceRules.unit_price, price)) out.set(line.item_id, toPaise(price));
  }
  return out;
}
