// The price rules of spec section 6, in one place for every screen.
import { listPrice, type Priced } from '@/shared/lib/money';
import { formatRupees } from '@contracts/format';
import { ExclGst } from './PriceTag';

interface Props extends Priced {
  /** Visitors and accounts awaiting approval never see prices (the server sends none). */
  visible: boolean;
}

export function PriceBlock({ visible, ...p }: Props) {
  if (!visible) return null;
  const rate = p.custom_rates?.custom_rate;
  const list = listPrice(p);
  if (rate !== null && rate !== undefined) {
    return (
      <div className="price price--custom">
        <span className="price__now">Price: {formatRupees(rate)}</span>
        {list !== null ? <del className="price__was">{formatRupees(list)}</del> : null}
        <ExclGst />
        <span className="price__note">(This Price Only for you By Price List)</span>
      </div>
    );
  }
  if (list === null) return null;
  const base = p.base_price === null || p.base_price === undefined ? null : Number(p.base_price);
  return (
    <div className="price">
      <span className="price__now">{formatRupees(list)}</span>
      {base !== null && list < base ? <del className="price__was">{formatRupees(base)}</del> : null}
      <ExclGst />
    </div>
  );
}
