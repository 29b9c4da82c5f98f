// The second half of a visitor's Add to cart: back on the page after signing in (SignInPage hands
// the product over in the history state), the product goes into their cart with the quantity they
// chose and the usual message; when the server refuses (account not approved, a role that cannot
// buy, stock), its reason is shown and the page stays as it was. The shell loads it (a chunk of
// its own) only when a page is opened with a product handed over.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectIsAuthenticated } from '@/features/auth';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { pendingAddOf, type BackState } from '@/shared/lib/returnTo';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { useAddToCartMutation } from '../api';

export const addRefusedMessage = (name: string, reason: string) => `${name} was not added to your cart. ${reason}`;

export default function PendingAddToCart() {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [addToCart] = useAddToCartMutation();
  // One add per history entry, even if the effect runs again before the state is cleared.
  const handled = useRef<string | null>(null);
  const raw = (location.state as BackState | null)?.pendingAdd;

  useEffect(() => {
    const pending = pendingAddOf(raw);
    if (!pending || !signedIn || handled.current === location.key) return;
    handled.current = location.key;
    // Forgotten before adding: a reload or Back to this entry must not add it again.
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
    addToCart({ product_id: pending.product_id, quantity: pending.quantity })
      .unwrap()
      .then(
        (answer) => notify.success(answer.message || 'Product added to cart successfully'),
        (err: unknown) => notify.error(addRefusedMessage(pending.product_name, readFailure(err, 'Failed to add product to cart.').message)),
      );
  }, [raw, signedIn, location.key, location.pathname, location.search, location.hash, navigate, addToCart]);

  return null;
}
