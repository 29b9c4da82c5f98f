// One checkout attempt (spec 4), all of it: idle -> (creating-payment -> awaiting-popup ->)
// placing -> done or failed, its idempotency key, and a card payment still waiting for its order.
// placeOrder.ts drives it; the page only reads it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckoutShippingAddress, OrderData, OrderStoreRequest, PaymentMethod } from '@contracts/checkout';
import { sessionEnded, signedOut } from '@/shared/api/baseApi';

export type PaymentPhase = 'idle' | 'creating-payment' | 'awaiting-popup' | 'placing' | 'done' | 'failed';

export type CardFields = Pick<OrderStoreRequest, 'razorpay_order_id' | 'razorpay_payment_id' | 'razorpay_signature' | 'rpo_id' | 'payment_details'>;

/** What the thank-you page shows of an order this tab just placed, known before /order-store answers its number. */
export interface OrderSummary {
  /** Rupees: the checkout's grand total, or for a card what the provider charged. */
  total: number;
  method: PaymentMethod;
  shipping: CheckoutShippingAddress;
}

/** An order the last attempt made, so the thank-you page needs no second request. */
export interface OrderReceipt extends OrderSummary {
  orderNumber: string;
}

/** A card payment the provider confirmed, with the order it pays for (as the server priced it). */
export interface PaidAttempt {
  orderData: OrderData;
  card: CardFields;
  summary?: OrderSummary;
}

export interface CheckoutState {
  phase: PaymentPhase;
  method: PaymentMethod | null;
  /**
   * One per checkout attempt, sent with /order-store: a double click, a retry after a lost answer
   * or a replayed card callback then makes one order. Kept until an order is made.
   */
  attemptKey: string | null;
  /**
   * The signed payment of this attempt until its order is stored: a failed order-store after a
   * payment is retried with it, without paying again. Dropped once the order is made or refunded.
   */
  paid: PaidAttempt | null;
  /** The order made by the last attempt. */
  orderNumber: string | null;
  /** Its total, payment and shipping address (not kept across reloads: the page then loads the order). */
  receipt: OrderReceipt | null;
  error: string | null;
}

export const initialCheckoutState: CheckoutState = {
  phase: 'idle',
  method: null,
  attemptKey: null,
  paid: null,
  orderNumber: null,
  receipt: null,
  error: null,
};

/** 122 random bits (a v4 UUID), or 128 from getRandomValues where randomUUID is missing (plain http). */
export function newAttemptKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const BUSY: readonly PaymentPhase[] = ['creating-payment', 'awaiting-popup', 'placing'];

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** The checkout page opened: a finished or failed step is forgotten, an unfinished attempt's key is not. */
    checkoutOpened(state) {
      if (BUSY.includes(state.phase)) return;
      state.phase = 'idle';
      state.error = null;
      state.orderNumber = null;
      state.receipt = null;
    },
    /** Place Order pressed. The key is drawn here (prepare) so the reducer stays pure. */
    attemptStarted: {
      reducer(state, action: PayloadAction<{ method: PaymentMethod; key: string }>) {
        if (BUSY.includes(state.phase)) return;
        state.method = action.payload.method;
        state.phase = action.payload.method === 'razorpay' ? 'creating-payment' : 'placing';
        state.attemptKey ??= action.payload.key;
        state.paid = null;
        state.orderNumber = null;
        state.receipt = null;
        state.error = null;
      },
      prepare: (method: PaymentMethod) => ({ payload: { method, key: newAttemptKey() } }),
    },
    /** The provider order exists and the popup is open. */
    paymentOrderCreated(state) {
      if (state.phase === 'creating-payment') state.phase = 'awaiting-popup';
    },
    /**
     * The popup handed over a signed payment (kept until its order is stored), or the customer
     * retries storing the one already kept (no payload). Accepted after a reported failure too:
     * Razorpay's popup stays open after a failed try and lets the customer pay again.
     */
    paymentAuthorized(state, action: PayloadAction<PaidAttempt | undefined>) {
      if (state.phase === 'awaiting-popup' || (state.phase === 'failed' && state.method === 'razorpay')) {
        state.phase = 'placing';
        state.error = null;
        if (action.payload) state.paid = action.payload;
      }
    },
    orderPlaced(state, action: PayloadAction<{ orderNumber: string; summary?: OrderSummary }>) {
      const { orderNumber, summary } = action.payload;
      state.phase = 'done';
      state.orderNumber = orderNumber;
      state.receipt = summary ? { ...summary, orderNumber } : null;
      state.error = null;
      state.paid = null;
      // The next checkout is a new attempt.
      state.attemptKey = null;
    },
    /** The order was not placed but sent for the company's approval: the attempt is over, with no order. */
    sentForApproval(state) {
      state.phase = 'done';
      state.orderNumber = null;
      state.receipt = null;
      state.error = null;
      state.paid = null;
      state.attemptKey = null;
    },
    attemptFailed(state, action: PayloadAction<string>) {
      if (state.phase === 'done') return;
      state.phase = 'failed';
      state.error = action.payload;
    },
    /** The order could not be made after paying and the server refunded the payment: nothing left to retry. */
    paymentRefunded(state, action: PayloadAction<string>) {
      if (state.phase === 'done') return;
      state.phase = 'failed';
      state.error = action.payload;
      state.paid = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialCheckoutState).addCase(sessionEnded, () => initialCheckoutState);
  },
  selectors: {
    selectPaymentPhase: (s) => s.phase,
    selectAttemptKey: (s) => s.attemptKey,
    selectCheckoutError: (s) => s.error,
    selectIsPaying: (s) => BUSY.includes(s.phase),
    selectPaidAttempt: (s) => s.paid,
    selectReceipt: (s) => s.receipt,
    /** A payment is kept and its order failed: the page offers to store it again. */
    selectCanRetryAfterPayment: (s) => s.phase === 'failed' && s.paid !== null,
  },
});

export const { checkoutOpened, attemptStarted, paymentOrderCreated, paymentAuthorized, orderPlaced, sentForApproval, attemptFailed, paymentRefunded } =
  checkoutSlice.actions;
export const { selectPaymentPhase, selectAttemptKey, selectCheckoutError, selectIsPaying, selectPaidAttempt, selectCanRetryAfterPayment, selectReceipt } =
  checkoutSlice.selectors;
