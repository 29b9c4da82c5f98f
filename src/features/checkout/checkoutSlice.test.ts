import { sessionEnded, signedOut } from '@/shared/api/baseApi';
import {
  attemptFailed,
  attemptStarted,
  checkoutOpened,
  checkoutSlice,
  initialCheckoutState,
  newAttemptKey,
  orderPlaced,
  paymentAuthorized,
  paymentOrderCreated,
  paymentRefunded,
  selectCanRetryAfterPayment,
  type CheckoutState,
  type PaidAttempt,
} from './checkoutSlice';

const reduce = checkoutSlice.reducer;
const run = (...actions: Parameters<typeof reduce>[1][]) => actions.reduce<CheckoutState>((s, a) => reduce(s, a), initialCheckoutState);

describe('checkout slice', () => {
  it('places a cash order straight away: idle -> placing -> done', () => {
    const placing = run(attemptStarted('cash_on_delivery'));
    expect(placing.phase).toBe('placing');
    expect(placing.method).toBe('cash_on_delivery');
    const done = reduce(placing, orderPlaced({ orderNumber: 'ITW-1' }));
    expect(done).toMatchObject({ phase: 'done', orderNumber: 'ITW-1', error: null });
  });

  it('walks a card payment through creating-payment -> awaiting-popup -> placing -> done', () => {
    const creating = run(attemptStarted('razorpay'));
    expect(creating.phase).toBe('creating-payment');
    const popup = reduce(creating, paymentOrderCreated());
    expect(popup.phase).toBe('awaiting-popup');
    const placing = reduce(popup, paymentAuthorized());
    expect(placing.phase).toBe('placing');
    expect(reduce(placing, orderPlaced({ orderNumber: 'ITW-2' })).phase).toBe('done');
  });

  it('draws a key for an attempt and keeps it across retries of that attempt', () => {
    const first = run(attemptStarted('cash_on_delivery'));
    expect(first.attemptKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const failed = reduce(first, attemptFailed('Failed to process order'));
    expect(failed).toMatchObject({ phase: 'failed', error: 'Failed to process order', attemptKey: first.attemptKey });
    const retry = reduce(failed, attemptStarted('razorpay'));
    expect(retry.attemptKey).toBe(first.attemptKey);
    expect(retry.error).toBeNull();
  });

  it('forgets the key after an order, so the next checkout is a new attempt', () => {
    const done = run(attemptStarted('cash_on_delivery'), orderPlaced({ orderNumber: 'ITW-3' }));
    expect(done.attemptKey).toBeNull();
    const next = reduce(reduce(done, checkoutOpened()), attemptStarted('cash_on_delivery'));
    expect(next.attemptKey).not.toBeNull();
    expect(next.attemptKey).not.toBe(run(attemptStarted('cash_on_delivery')).attemptKey);
  });

  it('ignores a second Place Order while one is running (double click)', () => {
    const placing = run(attemptStarted('razorpay'), paymentOrderCreated());
    expect(reduce(placing, attemptStarted('cash_on_delivery'))).toBe(placing);
  });

  it('takes a payment made after a reported failure (the provider lets the customer try again)', () => {
    const failed = run(attemptStarted('razorpay'), paymentOrderCreated(), attemptFailed('Payment failed. No order created.'));
    expect(reduce(failed, paymentAuthorized())).toMatchObject({ phase: 'placing', error: null });
    // but a cash attempt never waits for a payment
    const cash = run(attemptStarted('cash_on_delivery'), attemptFailed('Failed to process order'));
    expect(reduce(cash, paymentAuthorized()).phase).toBe('failed');
  });

  it('does not let a late failure undo a placed order', () => {
    const done = run(attemptStarted('razorpay'), paymentOrderCreated(), paymentAuthorized(), orderPlaced({ orderNumber: 'ITW-4' }));
    expect(reduce(done, attemptFailed('Payment cancelled.'))).toBe(done);
  });

  it('opening the checkout clears a finished step but not a running one', () => {
    const failed = run(attemptStarted('cash_on_delivery'), attemptFailed('Failed to process order'));
    const reopened = reduce(failed, checkoutOpened());
    expect(reopened).toMatchObject({ phase: 'idle', error: null, attemptKey: failed.attemptKey });
    const running = run(attemptStarted('razorpay'));
    expect(reduce(running, checkoutOpened())).toBe(running);
  });

  it('keeps a signed payment until its order is stored, so a failed order-store can be retried without paying again', () => {
    const paid: PaidAttempt = { orderData: { billing_address_id: 'b-address-000000000001', shipping_address_id: 's-address-000000000002' }, card: { razorpay_payment_id: 'pay_1', rpo_id: 'pO5aaaaaaaaaaaaaaaaaaa' } };
    const can = (s: CheckoutState) => selectCanRetryAfterPayment({ checkout: s });
    const failed = run(attemptStarted('razorpay'), paymentOrderCreated(), paymentAuthorized(paid), attemptFailed('Order creation failed after payment'));
    expect(failed.paid).toEqual(paid);
    expect(can(failed)).toBe(true);
    // The retry stores the same payment: it is kept while placing, and dropped with the order.
    const retrying = reduce(failed, paymentAuthorized());
    expect(retrying).toMatchObject({ phase: 'placing', paid });
    expect(can(retrying)).toBe(false);
    expect(reduce(retrying, orderPlaced({ orderNumber: 'ITW-5' })).paid).toBeNull();
    // Refunded by the server: nothing is left to retry.
    const refunded = reduce(retrying, paymentRefunded('Your payment was refunded.'));
    expect(refunded).toMatchObject({ phase: 'failed', error: 'Your payment was refunded.', paid: null });
    expect(can(refunded)).toBe(false);
    // A new attempt starts without the old payment.
    expect(reduce(failed, attemptStarted('razorpay')).paid).toBeNull();
  });

  it('forgets everything on logout or time-out', () => {
    const s = run(attemptStarted('cash_on_delivery'));
    expect(reduce(s, signedOut())).toEqual(initialCheckoutState);
    expect(reduce(s, sessionEnded())).toEqual(initialCheckoutState);
  });

  it('makes keys the server accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, newAttemptKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
