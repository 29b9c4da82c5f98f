// The home page's quick view of a real product (spec 2's quick-view modal, no longer a static
// sample): image, category and brand, rating, price for approved customers, stock, its own
// quantity (1 to 10, and no more than the stock) and the page's buy button.
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contracts/catalog';
import { selectIsApproved, selectIsAuthenticated } from '@/features/auth';
import { mediaUrl } from '@/shared/lib/media';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { PriceBlock } from '@/shared/ui/PriceBlock';
import { Stars } from '@/shared/ui/Stars';
import { useDialogFocus } from '@/shared/ui/useDialogFocus';
import { stockText } from './ProductCard';

/** Spec 9: the quick view's quantity goes up to 10. */
export const QUICK_VIEW_MAX_QTY = 10;

interface Props {
  product: Product;
  onClose: () => void;
  /** Add to cart with the chosen quantity (from the page; shown to approved customers). */
  buyButton?: (product: Product, quantity: number) => ReactNode;
}

export function ProductQuickView({ product, onClose, buyButton }: Props) {
  const approved = useAppSelector(selectIsApproved);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [qty, setQty] = useState(1);
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose, { initialFocus: 'dialog' });
  const maxQty = Math.max(1, Math.min(QUICK_VIEW_MAX_QTY, product.stock_quantity));
  const rating = Number(product.average_rating) || 0;
  const href = `/product/${product.product_slug}`;
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        className="modal modal--wide quick-view"
        role="dialog"
        aria-modal="true"
        aria-labelledby="qv-title"
        tabIndex={-1}
        ref={ref}
        onClick={(e) => e.stopPropagation()}
      >
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <div className="quick-view__layout">
          <div className="quick-view__media">
            <img src={mediaUrl(product.primary_image)} alt={product.product_name} width={260} height={260} />
          </div>
          <div>
            <p className="card__meta">
              {product.sub_category?.title ?? product.category?.title}
              {product.brands ? ` · ${product.brands.brand_name}` : null}
            </p>
            <h2 id="qv-title" className="modal__title">
              {product.product_name}
            </h2>
            {rating >= 3 ? <Stars rating={rating} /> : null}
            <p className="quick-view__short">{product.short_description}</p>
            {approved ? (
              <PriceBlock visible {...product} />
            ) : signedIn ? null : (
              <p>
                <Link to="/signin">Sign in to see prices</Link>
              </p>
            )}
            <p className={`stock ${product.stock_quantity > 0 ? 'stock--in' : 'stock--out'}`}>{stockText(product.stock_quantity)}</p>
            {approved && product.stock_quantity > 0 ? (
              <div className="quick-view__buy">
                <label className="qty">
                  <span>Quantity</span>
                  <button type="button" aria-label="Decrease quantity" onClick={() => setQty((q) => Math.max(1, q - 1))} disabled={qty <= 1}>
                    −
                  </button>
                  <input
                    type="number"
                    min={1}
                    max={maxQty}
                    value={qty}
                    aria-label="Quantity"
                    onChange={(e) => setQty(Math.min(maxQty, Math.max(1, Number(e.target.value) || 1)))}
                  />
                  <button type="button" aria-label="Increase quantity" onClick={() => setQty((q) => Math.min(maxQty, q + 1))} disabled={qty >= maxQty}>
                    +
                  </button>
                </label>
                {buyButton?.(product, qty)}
              </div>
            ) : null}
            {signedIn && !approved ? buyButton?.(product, 1) : null}
            <p>
              <Link to={href} onClick={onClose}>
                View full details
              </Link>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
