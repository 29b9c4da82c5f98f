// The totals block of every page that sums money (cart, checkout, order details, quotation details):
// subtotal, the GST split, the grand total. Its styles come with it, so it looks the same on the
// first page opened in a tab.
import { formatRupees } from '@contracts/format';
import './Totals.css';

export interface TotalsProps {
  /** Rupees, as the server sent them. */
  subTotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  grandTotal: number;
  /** The subtotal's label, where the page says what it counts ("Subtotal (3 items)"). */
  subtotalLabel?: string;
  grandLabel?: string;
  /** Only the taxes that apply: CGST and SGST within the store's state, IGST across states. Left out, all three. */
  sameState?: boolean;
  className?: string;
  label?: string;
}

export function Totals({ subTotal, cgst, sgst, igst, grandTotal, subtotalLabel = 'Subtotal', grandLabel = 'Grand total', sameState, className, label }: TotalsProps) {
  const rows: [string, number][] = [[subtotalLabel, subTotal]];
  if (sameState !== false) rows.push(['CGST', cgst], ['SGST', sgst]);
  if (sameState !== true) rows.push(['IGST', igst]);
  return (
    <dl className={className ? `totals ${className}` : 'totals'} aria-label={label}>
      {rows.map(([name, amount]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{formatRupees(amount)}</dd>
        </div>
      ))}
      <div className="totals__grand">
        <dt>{grandLabel}</dt>
        <dd>{formatRupees(grandTotal)}</dd>
      </div>
    </dl>
  );
}
