// One INR formatter and one effective-price rule for every screen (spec section 6).

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123456.5 -> '₹1,23,456.50' */
export const formatINR = (amount: number | string | null | undefined): string =>
  inr.format(Number(amount ?? 0) || 0);

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
