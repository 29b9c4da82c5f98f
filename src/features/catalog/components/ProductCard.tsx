// A product in the listing (spec 2, "Product card"); its buttons come from the page.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contracts/catalog';
import { selectIsAuthenticated } from '@/features/auth';
import { CARD_SPEC_LIMIT } from '@/shared/config';
import { mediaSrcSet, mediaUrl } from '@/shared/lib/media';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { PriceBlock } from '@/shared/ui/PriceBlock';
import { Marked } from './Marked';

export function stockText(stock: number): string {
  if (stock <= 0) return 'Out of Stock';
  if (stock < 10) return `Only ${stock} left`;
  return 'In Stock';
}

interface ProductCardProps {
  product: Product;
  showPrice: boolean;
  eager?: boolean;
  /** The card's buttons (Compare, Add / View), supplied by the page. */
  actions?: ReactNode;
  /** Below the buttons, full width (Request a quote). */
  footer?: ReactNode;
  /** With a search: the [start, end) ranges of the name that matched, shown marked. */
  highlight?: [number, number][];
}

export function ProductCard({ product, showPrice, eager = false, actions, footer, highlight }: ProductCardProps) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const href = `/product/${product.product_slug}`;
  const rating = Number(product.average_rating) || 0;
  return (
    <article className="card" aria-labelledby={`p${product.id}-name`}>
      {rating >= 3 ? (
        <span className="card__badge" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
          ★ {rating.toFixed(1)}
        </span>
      ) : null}
      <Link to={href} className="card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={mediaUrl(product.primary_image)}
          srcSet={mediaSrcSet(product.primary_image)}
          sizes="240px"
          alt=""
          width={240}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <div className="card__body">
        <p className="card__meta">
          {product.sub_category?.title ?? product.category?.title}
          {product.brands ? <span className="card__brand"> · {product.brands.brand_name}</span> : null}
        </p>
        <h3 className="card__title" id={`p${product.id}-name`}>
          <Link to={href}>
            <Marked text={product.product_name} ranges={highlight} />
          </Link>
        </h3>
        {product.specification.length ? (
          <ul className="card__specs">
            {product.specification.slice(0, CARD_SPEC_LIMIT).map((s) => (
              <li key={s.id}>{s.description}</li>
            ))}
          </ul>
        ) : null}
        {/* One slot for the price or the hint in its place, its height kept (CSS) so a card is as
            tall with or without a price and nothing moves when the price arrives. */}
        <div className="card__price">
          <PriceBlock visible={showPrice} {...product} />
          {/* A visitor is told how to see prices; an account awaiting approval gets the approval hint from the buttons. */}
          {!showPrice && !signedIn ? (
            <p className="card__price-hint">
              <Link to="/signin">Sign in to see prices</Link>
            </p>
          ) : null}
        </div>
        <p className={`stock ${product.stock_quantity > 0 ? 'stock--in' : 'stock--out'}`}>{stockText(product.stock_quantity)}</p>
        {actions ? <div className="card__actions">{actions}</div> : null}
        {footer}
      </div>
    </article>
  );
}
