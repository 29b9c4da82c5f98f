// /shop, /:category and /:category/:sub (spec 2, "Shop listing"): the catalogue's listing, with
// the compare feature's checkbox and link, the cart feature's Add / View button and the quotes
// feature's Request a quote on each card.
import { Link } from 'react-router-dom';
import { AddToCartButton } from '@/features/cart';
import { ShopListing } from '@/features/catalog';
import { CompareCheckbox, selectComparisonList } from '@/features/compare';
import { QuoteButton } from '@/features/quotes';
import { useAppSelector } from '@/shared/lib/storeHooks';

export default function ShopPage() {
  const compared = useAppSelector(selectComparisonList);
  return (
    <ShopListing
      toolbarActions={
        compared.length ? (
          <Link className="btn btn--ghost" to="/comparison">
            Compare Selected ({compared.length})
          </Link>
        ) : null
      }
      cardActions={(product) => (
        <>
          <CompareCheckbox product={product} />
          <AddToCartButton product={product} />
        </>
      )}
      cardFooter={(product) => <QuoteButton product={product} />}
    />
  );
}
