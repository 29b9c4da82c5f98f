// One effective-price rule for every screen (spec section 6); amounts print with formatRupees
// from contracts/format.ts, the formatter the server's mails and PDFs use too.

export interface Priced {
  base_price?: number | null;
  discount_price?: number | null;
  custom_rates?: { custom_rate: number | null } | null;
}

/** List price: the discount price when present, otherwise the base price (spec 5, price filter). */
export function listPrice(p: Priced): number | null {
  if (p.discount_price !== null && p.discount_price !== undefined) return Number(p.discount_price);
  if (p.base_price !== null && p.base_price !== undefined) return Number(p.base_price);
  return null;
}

/** The price a customer pays: custom price-list rate > discount price > base price. */
export function effectivePrice(p: Priced): number | null {
  const rate = p.custom_rates?.custom_rate;
  if (rate !== null && rate !== undefined) return Number(rate);
  return listPrice(p);
}
