// Place Order (spec 4): cash on delivery places the order at once; a card payment opens a
// provider order and its popup first, and places the order with the signed payment it returns.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CheckoutData, OrderData, OrderStoreRequest, PaymentMethod } from '@contracts/checkout';
import { PAYMENT_REFUNDED_FIELD } from '@contracts/fields';
import { readFailure } from '@/shared/api/failure';
import { STORE_NAME } from '@/shared/config';
import { notify } from '@/shared/lib/notify';
import { useAppDispatch, type AppState } from '@/shared/lib/storeHooks';
import { useCreatePaymentOrderMutation, usePlaceOrderMutation } from './api';
import {
  attemptFailed,
  attemptStarted,
  orderPlaced,
  paymentAuthorized,
  paymentOrderCreated,
  selectAttemptKey,
  selectIsPaying,
  selectPaymentPhase,
} from './checkoutSlice';
import { loadPaymentScript, NO_UPI_COLLECT, type PaymentSuccess } from './paymentScript';

export const CHECKOUT_MESSAGES = {
  failed: 'Failed to process order',
  cancelled: 'Payment cancelled.',
  paymentFailed: 'Payment failed. No order created.',
  afterPayment: 'Order creation failed after payment',
} as const;

export interface OrderExtras {
  delivery_instructions: string;
  purchase_order_number: string;
}

type CardFields = Pick<OrderStoreRequest, 'razorpay_order_id' | 'razorpay_payment_id' | 'razorpay_signature' | 'rpo_id' | 'payment_details'>;

/** A card payment the provider confirmed but whose order could not be stored yet. */
interface PaidAttempt {
  orderData: OrderData;
  card: CardFields;
}

function orderDataOf(checkout: CheckoutData, extras: OrderExtras): OrderData | null {
  const billing = checkout.default_billing_address;
  const shipping = checkout.default_shipping_address;
  if (!billing || !shipping) return null;
  const data: OrderData = { billing_address_id: billing.id, shipping_address_id: shipping.id };
  const instructions = extras.delivery_instructions.trim();
  const po = extras.purchase_order_number.trim();
  if (instructions) data.delivery_instructions = instructions;
  if (po) data.purchase_order_number = po;
  return data;
}

export function usePlaceOrder(checkout: CheckoutData | undefined) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createPaymentOrder] = useCreatePaymentOrderMutation();
  const [storeOrder] = usePlaceOrderMutation();
  // Kept so that a failed order-store after a payment can be retried without paying again.
  const paid = useRef<PaidAttempt | null>(null);
  const [canRetryAfterPayment, setCanRetryAfterPayment] = useState(false);

  const read = useCallback(<T,>(select: (state: AppState) => T): T => dispatch((_d, getState) => select(getState())), [dispatch]);

  const fail = useCallback(
    (message: string) => {
      dispatch(attemptFailed(message));
      notify.error(message);
    },
    [dispatch],
  );

  const store = useCallback(
    async (method: PaymentMethod, orderData: OrderData, card: CardFields = {}) => {
      const key = read(selectAttemptKey);
      if (!key) throw new Error('No checkout attempt is running.');
      const res = await storeOrder({ ...orderData, ...card, payment_method: method, idempotency_key: key }).unwrap();
      paid.current = null;
      setCanRetryAfterPayment(false);
      dispatch(orderPlaced({ orderNumber: res.data.order_number }));
      navigate(`/order-success/${encodeURIComponent(res.data.order_number)}`);
    },
    [dispatch, navigate, read, storeOrder],
  );

  const storePaid = useCallback(
    async (attempt: PaidAttempt) => {
      paid.current = attempt;
      try {
        await store('razorpay', attempt.orderData, attempt.card);
      } catch (err) {
        // The order could not be made and the server refunded the payment: say so; nothing to retry.
        const refunded = readFailure(err, CHECKOUT_MESSAGES.afterPayment).fields[PAYMENT_REFUNDED_FIELD];
        if (refunded) {
          paid.current = null;
          fail(refunded);
          return;
        }
        setCanRetryAfterPayment(true);
        fail(CHECKOUT_MESSAGES.afterPayment);
      }
    },
    [fail, store],
  );

  const placeOrder = useCallback(
    async (method: PaymentMethod, extras: OrderExtras) => {
      // Running, or already placed from this visit (a second click that waited behind the first).
      if (!checkout || read(selectIsPaying) || read(selectPaymentPhase) === 'done') return;
      const orderData = orderDataOf(checkout, extras);
      if (!orderData) return;
      paid.current = null;
      setCanRetryAfterPayment(false);
      dispatch(attemptStarted(method));

      if (method === 'cash_on_delivery') {
        try {
          await store(method, orderData);
        } catch (err) {
          fail(readFailure(err, CHECKOUT_MESSAGES.failed).message);
        }
        return;
      }

      try {
        const payment = await createPaymentOrder({ ...orderData, amount: Math.round(checkout.grand_total * 100) }).unwrap();
        const Razorpay = await loadPaymentScript(checkout.payment_script_url);
        const { data } = payment;
        // The server echoes what it priced; the order is placed with exactly that.
        const priced: OrderData = { ...orderData, ...payment.order_data };
        const popup = new Razorpay({
          key: data.key,
          amount: data.rpo_amount,
          currency: data.currency,
          order_id: data.rpo_number,
          name: STORE_NAME,
          description: 'Order payment',
          prefill: { name: data.customer_name, email: data.customer_email, contact: data.customer_phone },
          handler: (response: PaymentSuccess) => {
            dispatch(paymentAuthorized());
            void storePaid({
              orderData: priced,
              card: {
                razorpay_order_id: response.razorpay_order_id,
                razorpay_payment_id: response.razorpay_payment_id,
                razorpay_signature: response.razorpay_signature,
                rpo_id: data.rpo_id,
                payment_details: { ...response },
              },
            });
          },
          modal: {
            // Closing the popup after a reported failure is not a second message.
            ondismiss: () => {
              if (read(selectPaymentPhase) === 'awaiting-popup') fail(CHECKOUT_MESSAGES.cancelled);
            },
          },
          theme: { color: '#0b3d91' },
          config: NO_UPI_COLLECT,
        });
        popup.on('payment.failed', () => {
          const phase = read(selectPaymentPhase);
          if (phase === 'awaiting-popup') fail(CHECKOUT_MESSAGES.paymentFailed);
        });
        dispatch(paymentOrderCreated());
        popup.open();
      } catch (err) {
        fail(readFailure(err, CHECKOUT_MESSAGES.failed).message);
      }
    },
    [checkout, createPaymentOrder, dispatch, fail, read, store, storePaid],
  );

  /** Tries the order-store again with the same payment and the same attempt key. */
  const retryAfterPayment = useCallback(() => {
    const attempt = paid.current;
    if (!attempt || read(selectIsPaying)) return;
    dispatch(paymentAuthorized());
    void storePaid(attempt);
  }, [dispatch, read, storePaid]);

  return { placeOrder, retryAfterPayment: canRetryAfterPayment ? retryAfterPayment : null };
}
