// The one pricing and GST rule set: which price a customer pays, how a line is taxed and how
// lines add up. Cart, checkout, orders and quotations all price through these functions, in
// integer paise, so every screen and every stored order agree to the paisa.
import { cartTotals, priceLine, splitGst, taxOn, type CartTotals, type GstSplit, type TaxedLine } from '@contracts/gst';
import { toPaise } from './money';

type Money = string | number;

/** The price columns of a product, plus the customer's price-list rate when one exists. */
export interface PriceSource {
  basePrice: Money;
  discountPrice: Money | null;
  customRate?: Money | null;
}

/** List price: the discount price when the product has one, else the base price. */
export function listPricePaise(p: PriceSource): number {
  return toPaise(p.discountPrice ?? p.basePrice);
}

/** What this customer pays per unit: their price-list rate, else the list price. */
export function unitPricePaise(p: PriceSource): number {
  return p.customRate === null || p.customRate === undefined ? listPricePaise(p) : toPaise(p.customRate);
}

// The per-line and total arithmetic lives in contracts/gst.ts (the back office shows it live too).
export { cartTotals, priceLine, splitGst, taxOn, type CartTotals, type GstSplit, type TaxedLine };

const normState = (s: string) => s.trim().toLowerCase();

/**
 * Whether a shipment stays in the seller's state. Without a shipping state (no default address
 * yet) the cart is shown as an intra-state sale; checkout decides with the address it ships to.
 */
export function isSameState(shippingState: string | null | undefined, storeState: string): boolean {
  if (shippingState === null || shippingState === undefined || shippingState.trim() === '') return true;
  return normState(shippingState) === normState(storeState);
}

