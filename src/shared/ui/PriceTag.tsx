// The quiet "excl. GST" beside a price the tax is added to later (product cards, the product page,
// quick view, comparison, cart lines, quick order): one wording and one look on every screen,
// since only the cart's and checkout's totals show GST, on lines of their own.
import { formatRupees } from '@contracts/format';

/** The note alone, after a price printed elsewhere. */
export function ExclGst() {
  return <span className="price__tax">excl. GST</span>;
}

/** An amount before GST, with its note. */
export function PriceTag({ amount, className }: { amount: number; className?: string }) {
  return (
    <>
      <span className={className}>{formatRupees(amount)}</span> <ExclGst />
    </>
  );
}
