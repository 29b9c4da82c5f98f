// The checkout page's handle on placeOrder.ts: starts an attempt (or the retry after a payment)
// and opens the thank-you page when it made an order, the approvals page when the order was sent
// for approval. The attempt's state is checkoutSlice's.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CheckoutData, PaymentMethod } from '@contracts/checkout';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { selectCanRetryAfterPayment } from './checkoutSlice';
import { orderDataOf, placeOrder, retryAfterPayment, type OrderExtras } from './placeOrder';

/**
 * `checkout` is priced for the shipping address chosen for this order (its default_shipping_address
 * is that address); `billingId` is the billing address chosen for it.
 */
export function usePlaceOrder(checkout: CheckoutData | undefined, billingId: string | null | undefined) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const canRetry = useAppSelector(selectCanRetryAfterPayment);

  const placed = useCallback(
    (page: string | null | undefined) => {
      if (page) navigate(page);
    },
    [navigate],
  );

  const place = useCallback(
    async (method: PaymentMethod, extras: OrderExtras) => {
      const shipping = checkout?.default_shipping_address;
      const orderData = orderDataOf({ billing: billingId, shipping: shipping?.id }, extras);
      if (!checkout || !orderData || !shipping) return;
      const result = await dispatch(
        placeOrder({ method, orderData, grandTotal: checkout.grand_total, shipping, paymentScriptUrl: checkout.payment_script_url }),
      );
      placed(placeOrder.fulfilled.match(result) ? result.payload : null);
    },
    [checkout, billingId, dispatch, placed],
  );

  const retry = useCallback(() => {
    void dispatch(retryAfterPayment()).then((result) => placed(retryAfterPayment.fulfilled.match(result) ? result.payload : null));
  }, [dispatch, placed]);

  return { placeOrder: place, retryAfterPayment: canRetry ? retry : null };
}
