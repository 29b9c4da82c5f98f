// The payment step of the checkout (spec 4): idle -> (creating-payment -> awaiting-popup ->)
// placing -> done or failed, and the idempotency key of the current checkout attempt.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentMethod } from '@contracts/checkout';
import { sessionEnded, signedOut } from '@/shared/api/baseApi';

export type PaymentPhase = 'idle' | 'creating-payment' | 'awaiting-popup' | 'placing' | 'done' | 'failed';

export interface CheckoutState {
  phase: PaymentPhase;
  method: PaymentMethod | null;
  /**
   * One per checkout attempt, sent with /order-store: a double click, a retry after a lost answer
   * or a replayed card callback then makes one order. Kept until an order is made.
   */
  attemptKey: string | null;
  /** The order made by the last attempt. */
  orderNumber: string | null;
  error: string | null;
}

export const initialCheckoutState: CheckoutState = { phase: 'idle', method: null, attemptKey: null, orderNumber: null, error: null };

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
    },
    /** Place Order pressed. The key is drawn here (prepare) so the reducer stays pure. */
    attemptStarted: {
      reducer(state, action: PayloadAction<{ method: PaymentMethod; key: string }>) {
        if (BUSY.includes(state.phase)) return;
        state.method = action.payload.method;
        state.phase = action.payload.method === 'razorpay' ? 'creating-payment' : 'placing';
        state.attemptKey ??= action.payload.key;
        state.orderNumber = null;
        state.error = null;
      },
      prepare: (method: PaymentMethod) => ({ payload: { method, key: newAttemptKey() } }),
    },
    /** The provider order exists and the popup is open. */
    paymentOrderCreated(state) {
      if (state.phase === 'creating-payment') state.phase = 'awaiting-popup';
    },
    /**
     * The popup handed over a signed payment. Accepted after a reported failure too: Razorpay's
     * popup stays open after a failed try and lets the customer pay again.
     */
    paymentAuthorized(state) {
      if (state.phase === 'awaiting-popup' || (state.phase === 'failed' && state.method === 'razorpay')) {
        state.phase = 'placing';
        state.error = null;
      }
    },
    orderPlaced(state, action: PayloadAction<{ orderNumber: string }>) {
      state.phase = 'done';
      state.orderNumber = action.payload.orderNumber;
      state.error = null;
      // The next checkout is a new attempt.
      state.attemptKey = null;
    },
    attemptFailed(state, action: PayloadAction<string>) {
      if (state.phase === 'done') return;
      state.phase = 'failed';
      state.error = action.payload;
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
  },
});

export const { checkoutOpened, attemptStarted, paymentOrderCreated, paymentAuthorized, orderPlaced, attemptFailed } = checkoutSlice.actions;
export const { selectPaymentPhase, selectAttemptKey, selectCheckoutError, selectIsPaying } = checkoutSlice.selectors;
