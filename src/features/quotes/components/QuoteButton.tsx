// 'Add to Quote List', or 'View Quote List' once the product is in it (spec 2, 4, 8), for
// signed-in customers; visitors cannot keep a quote list (spec 1).
import { Link } from 'react-router-dom';
import { selectIsAuthenticated } from '@/features/auth';
import { listPrice, type Priced } from '@/shared/lib/money';
import { notify } from '@/shared/lib/notify';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { addToQuoteList, selectIsInQuoteList } from '../quotesSlice';

interface Props {
  product: Priced & { id: number; product_name: string };
  /** The product page's chosen quantity; 1 from lists. */
  quantity?: number;
  className?: string;
}

export const ADDED_MESSAGE = 'Successfully added to quote list';
export const ALREADY_MESSAGE = 'Product is already in the quote list';

// Names start with the product, so they neither shadow nor match the cart button's 'Add …' / 'View …'.
export function QuoteButton({ product, quantity = 1, className = '' }: Props) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const listed = useAppSelector((s) => selectIsInQuoteList(s, product.id));
  if (!signedIn) return null;

  if (listed) {
    return (
      <Link to="/quote-request" className={`btn btn--ghost quote-btn ${className}`} aria-label={`${product.product_name}: View Quote List`}>
        View Quote List
      </Link>
    );
  }

  const onAdd = () => {
    const rate = product.custom_rates?.custom_rate;
    const result = dispatch(
      addToQuoteList({
        id: product.id,
        name: product.product_name,
        quantity,
        price: listPrice(product),
        customRate: rate === null || rate === undefined ? null : Number(rate),
      }),
    );
    if (result === 'already') notify.info(ALREADY_MESSAGE);
    else notify.success(ADDED_MESSAGE);
  };

  return (
    <button type="button" className={`btn btn--ghost quote-btn ${className}`} onClick={onAdd} aria-label={`${product.product_name}: Add to Quote List`}>
      Add to Quote List
    </button>
  );
}
