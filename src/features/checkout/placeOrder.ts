// Place Order (spec 4) as thunks: cash on delivery stores the order at once; a card payment opens
// a provider order and its popup first, and stores the order with the signed payment it returns.
// Every step is written to checkoutSlice, so one attempt's state lives in one place.
import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { APPROVAL_REQUIRED_FIELD } from '@contracts/approvalRules';
import type { CheckoutShippingAddress, OrderData, PaymentMethod } from '@contracts/checkout';
import { PAYMENT_REFUNDED_FIELD } from '@contracts/fields';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import type { AppState } from '@/shared/lib/storeHooks';
import { checkoutApi } from './api';
import {
  attemptFailed,
  attemptStarted,
  orderPlaced,
  paymentAuthorized,
  sentForApproval,
  paymentOrderCreated,
  paymentRefunded,
  selectAttemptKey,
  selectIsPaying,
  selectPaidAttempt,
  selectPaymentPhase,
  type CardFields,
  type OrderSummary,
} from './checkoutSlice';
import { openPaymentPopup, type PaymentSuccess } from '@/shared/payments/paymentScript';

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

export interface PlaceOrderArg {
  method: PaymentMethod;
  orderData: OrderData;
  /** Rupees, as the checkout showed them (the server prices the provider order itself). */
  grandTotal: number;
  /** The address the order ships to, for the thank-you page. */
  shipping: CheckoutShippingAddress;
  paymentScriptUrl: string;
}

/**
 * The page to open when the attempt ended well: the order's thank-you page, or the approvals page
 * when the company's rule sent the order for approval; null when it ended without either (already said).
 */
type Outcome = string | null;

export const APPROVALS_PAGE = '/my-account/approvals';

interface ThunkApi {
  state: AppState;
}

/** The addresses chosen for this order (public ids), or null while one is missing. */
export interface ChosenAddressIds {
  billing: string | null | undefined;
  shipping: string | null | undefined;
}

/** What the order-store is asked for, or null while an address is missing. */
export function orderDataOf(chosen: ChosenAddressIds, extras: OrderExtras): OrderData | null {
  if (!chosen.billing || !chosen.shipping) return null;
  const data: OrderData = { billing_address_id: chosen.billing, shipping_address_id: chosen.shipping };
  const instructions = extras.delivery_instructions.trim();
  const po = extras.purchase_order_number.trim();
  if (instructions) data.delivery_instructions = instructions;
  if (po) data.purchase_order_number = po;
  return data;
}

type Dispatch = ThunkDispatch<AppState, unknown, UnknownAction>;

function fail(dispatch: Dispatch, message: string): null {
  dispatch(attemptFailed(message));
  notify.error(message);
  return null;
}

/** Stores the order of the running attempt under its key (or sends it for approval); the page to open; throws what the server answered. */
async function store(
  dispatch: Dispatch,
  getState: () => AppState,
  method: PaymentMethod,
  orderData: OrderData,
  card: CardFields = {},
  summary?: OrderSummary,
): Promise<string> {
  const key = selectAttemptKey(getState());
  if (!key) throw new Error('No checkout attempt is running.');
  const res = await dispatch(
    checkoutApi.endpoints.placeOrder.initiate({ ...orderData, ...card, payment_method: method, idempotency_key: key }, { track: false }),
  ).unwrap();
  if ('approval_request_id' in res.data) {
    dispatch(sentForApproval());
    notify.success(res.message);
    return APPROVALS_PAGE;
  }
  dispatch(orderPlaced({ orderNumber: res.data.order_number, summary }));
  return `/order-success/${encodeURIComponent(res.data.order_number)}`;
}

/** Stores the order paid for by the payment the attempt keeps (the popup's, or a retry of it). */
async function storePaid(dispatch: Dispatch, getState: () => AppState): Promise<Outcome> {
  const paid = selectPaidAttempt(getState());
  if (!paid) return null;
  try {
    return await store(dispatch, getState, 'razorpay', paid.orderData, paid.card, paid.summary);
  } catch (err) {
    // The order could not be made and the server refunded the payment: say so; nothing to retry.
    const refunded = readFailure(err, CHECKOUT_MESSAGES.afterPayment).fields[PAYMENT_REFUNDED_FIELD];
    if (refunded) {
      dispatch(paymentRefunded(refunded));
      notify.error(refunded);
      return null;
    }
    return fail(dispatch, CHECKOUT_MESSAGES.afterPayment);
  }
}

/**
 * One checkout attempt, from Place Order to an order or to the message that says why not. A card
 * attempt settles when the popup is done: paid and stored, or closed.
 */
export const placeOrder = createAsyncThunk<Outcome, PlaceOrderArg, ThunkApi>(
  'checkout/placeOrder',
  async ({ method, orderData, grandTotal, shipping, paymentScriptUrl }, { dispatch, getState }) => {
    dispatch(attemptStarted(method));
    if (method === 'cash_on_delivery') {
      try {
        return await store(dispatch, getState, method, orderData, {}, { total: grandTotal, method, shipping });
      } catch (err) {
        return fail(dispatch, readFailure(err, CHECKOUT_MESSAGES.failed).message);
      }
    }

    let payment;
    try {
      payment = await dispatch(
        checkoutApi.endpoints.createPaymentOrder.initiate({ ...orderData, amount: Math.round(grandTotal * 100) }, { track: false }),
      ).unwrap();
    } catch (err) {
      // Above the company's approval threshold: not paid now; sent for approval, and paid
      // by card once approved (from the approvals page).
      const reading = readFailure(err, CHECKOUT_MESSAGES.failed);
      if (!reading.fields[APPROVAL_REQUIRED_FIELD]) return fail(dispatch, reading.message);
      try {
        return await store(dispatch, getState, method, orderData, {}, { total: grandTotal, method, shipping });
      } catch (sendErr) {
        return fail(dispatch, readFailure(sendErr, CHECKOUT_MESSAGES.failed).message);
      }
    }
    try {
      const { data } = payment;
      // The server echoes what it priced; the order is placed with exactly that.
      const priced: OrderData = { ...orderData, ...payment.order_data };
      return await new Promise<Outcome>((settle, reject) => {
        openPaymentPopup(paymentScriptUrl, data, {
          description: 'Order payment',
          onPaid: (response: PaymentSuccess) => {
            const card: CardFields = {
              razorpay_order_id: response.razorpay_order_id,
              razorpay_payment_id: response.razorpay_payment_id,
              razorpay_signature: response.razorpay_signature,
              rpo_id: data.rpo_id,
              payment_details: { ...response },
            };
            // What the provider charged is what the order costs.
            const summary: OrderSummary = { total: data.rpo_amount / 100, method, shipping };
            dispatch(paymentAuthorized({ orderData: priced, card, summary }));
            void storePaid(dispatch, getState).then(settle);
          },
          // Closing the popup after a reported failure is not a second message.
          onDismiss: () => {
            if (selectPaymentPhase(getState()) === 'awaiting-popup') fail(dispatch, CHECKOUT_MESSAGES.cancelled);
            settle(null);
          },
          onFailed: () => {
            if (selectPaymentPhase(getState()) === 'awaiting-popup') fail(dispatch, CHECKOUT_MESSAGES.paymentFailed);
          },
          beforeOpen: () => dispatch(paymentOrderCreated()),
        }).catch(reject);
      });
    } catch (err) {
      return fail(dispatch, readFailure(err, CHECKOUT_MESSAGES.failed).message);
    }
  },
  {
    // Running, or already placed from this visit (a second click that waited behind the first).
    condition: (_arg, { getState }) => !selectIsPaying(getState()) && selectPaymentPhase(getState()) !== 'done',
  },
);

/** Tries the order-store again with the payment the attempt keeps and the same attempt key. */
export const retryAfterPayment = createAsyncThunk<Outcome, void, ThunkApi>(
  'checkout/retryAfterPayment',
  async (_arg, { dispatch, getState }) => {
    dispatch(paymentAuthorized());
    return storePaid(dispatch, getState);
  },
  { condition: (_arg, { getState }) => !selectIsPaying(getState()) && selectPaidAttempt(getState()) !== null },
);
