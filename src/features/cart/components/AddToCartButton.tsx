// The Add / View button of cards, the product page and related items (spec 2, 4, 5, 8).
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/shared/lib/notify';
import { ApprovalHint, VIEWER_HINT, selectIsApproved, selectIsAuthenticated, useMayBuy } from '@/features/auth';
import { readFailure } from '@/shared/api/failure';
import { REDIRECT_DELAY } from '@/shared/config';
import { useAppSelector } from '@/shared/lib/storeHooks';
import type { ReturnState } from '@/shared/lib/returnTo';
import { useAddToCartMutation } from '../api';
import { useCartProductIds } from '../hooks';

interface Props {
  product: { id: number; stock_quantity: number; is_in_cart?: boolean; product_name: string };
  quantity?: number;
  /** 'card': Add / View; 'detail': Add to Cart / Go to Cart. */
  variant?: 'card' | 'detail';
}

export function AddToCartButton({ product, quantity = 1, variant = 'card' }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const approved = useAppSelector(selectIsApproved);
  const inCartIds = useCartProductIds();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const inCart = inCartIds ? inCartIds.has(product.id) : Boolean(product.is_in_cart);
  const outOfStock = product.stock_quantity <= 0;
  const mayBuy = useMayBuy();

  // The server refuses the cart to an account that is not approved: say why instead of offering a button that fails.
  if (signedIn && !approved) return <ApprovalHint />;
  // A Viewer reads prices but does not buy: no button that the server would refuse.
  if (signedIn && !mayBuy) return <p className="approval-hint">{VIEWER_HINT}</p>;

  if (signedIn && inCart) {
    return (
      <Link to="/cart" className="btn btn--secondary" aria-label={`View ${product.product_name} in cart`}>
        {variant === 'detail' ? 'Go to Cart' : 'View'}
      </Link>
    );
  }

  const onAdd = async () => {
    if (!signedIn) {
      notify.error('You must be logged in to add to cart.');
      // Back to this page after signing in, where the product is added (PendingAddToCart).
      const state: ReturnState = {
        from: `${location.pathname}${location.search}`,
        add: { product_id: product.id, quantity, product_name: product.product_name },
      };
      setTimeout(() => navigate('/signin', { state }), REDIRECT_DELAY.addToCartSignedOut);
      return;
    }
    if (outOfStock) return;
    try {
      const answer = await addToCart({ product_id: product.id, quantity }).unwrap();
      // The server's words: when the stock allowed fewer than asked, they say how many went in.
      notify.success(answer.message || 'Product added to cart successfully');
    } catch (err) {
      notify.error(readFailure(err, 'Failed to add product to cart.').message);
    }
  };

  return (
    <button
      type="button"
      className="btn btn--primary"
      disabled={outOfStock || isLoading}
      onClick={onAdd}
      aria-label={`Add ${product.product_name} to cart`}
    >
      {variant === 'detail' ? 'Add to Cart' : 'Add'}
    </button>
  );
}
