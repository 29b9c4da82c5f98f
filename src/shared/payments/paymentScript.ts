// The card provider's browser contract (Razorpay Standard Checkout; the offline sandbox serves a
// script with the same one) and its loader: fetched once, on the first card payment only. Shared,
// as an order's checkout, an approved request's payment and the credit dues all open it.
import { STORE_NAME } from '@/shared/config';

export interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface PaymentFailure {
  error: { code?: string; description?: string; reason?: string; metadata?: Record<string, unknown> };
}

export interface PaymentOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: PaymentSuccess) => void;
  modal?: { ondismiss?: () => void };
  theme?: { color?: string };
  /** Which methods Razorpay Checkout shows (its `config.display` option). */
  config?: { display: { hide: { method: string; flows?: string[] }[]; preferences?: { show_default_blocks?: boolean } } };
}

/**
 * UPI Collect (typing a UPI ID to get a collect request) was retired by NPCI on 28 Feb 2026:
 * the checkout hides that flow; UPI by app (intent) or QR code stays.
 */
export const NO_UPI_COLLECT: NonNullable<PaymentOptions['config']> = {
  display: { hide: [{ method: 'upi', flows: ['collect'] }], preferences: { show_default_blocks: true } },
};

export interface PaymentPopup {
  open(): void;
  on(event: 'payment.failed', callback: (response: PaymentFailure) => void): void;
}

export type PaymentPopupConstructor = new (options: PaymentOptions) => PaymentPopup;

declare global {
  interface Window {
    Razorpay?: PaymentPopupConstructor;
  }
}

const loads = new Map<string, Promise<PaymentPopupConstructor>>();

/**
 * Loads the provider script from `url` once and resolves with its `Razorpay` constructor. A
 * failed load is forgotten, so the next attempt tries again.
 */
export function loadPaymentScript(url: string): Promise<PaymentPopupConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loads.get(url);
  if (pending) return pending;
  const load = new Promise<PaymentPopupConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('The payment script did not load.')));
    script.onerror = () => {
      script.remove();
      reject(new Error('The payment script did not load.'));
    };
    document.head.appendChild(script);
  });
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}

/** A provider order as the server answers it (create-razorpay-order, an approved request's pay, dues). */
export interface ProviderOrder {
  key: string;
  /** Paise. */
  rpo_amount: number;
  currency: string;
  rpo_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
}

/**
 * Loads the provider script once and opens its popup for a provider order the server made, with the
 * store's name, colour and methods. `onPaid` gets the signed answer; `onFailed` runs on a reported
 * failure (the popup stays open for another try); `onDismiss` when the buyer closes it;
 * `beforeOpen` just before it shows. Rejects when the script cannot be loaded.
 */
export async function openPaymentPopup(
  scriptUrl: string,
  order: ProviderOrder,
  p: { description: string; onPaid: (answer: PaymentSuccess) => void; onFailed: () => void; onDismiss: () => void; beforeOpen?: () => void },
): Promise<void> {
  const Razorpay = await loadPaymentScript(scriptUrl);
  const popup = new Razorpay({
    key: order.key,
    amount: order.rpo_amount,
    currency: order.currency,
    order_id: order.rpo_number,
    name: STORE_NAME,
    description: p.description,
    prefill: { name: order.customer_name, email: order.customer_email, contact: order.customer_phone },
    handler: p.onPaid,
    modal: { ondismiss: p.onDismiss },
    theme: { color: '#0b3d91' },
    config: NO_UPI_COLLECT,
  });
  popup.on('payment.failed', p.onFailed);
  p.beforeOpen?.();
  popup.open();
}
