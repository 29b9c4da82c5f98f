// The card payment provider behind checkout, chosen by configuration: `razorpay` talks to Razorpay
// through its official SDK (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET set); `sandbox` (the default)
// plays the provider offline, so a store without internet access still takes card orders through
// the same browser contract. Both implement PaymentProvider (types.ts).
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider, ProviderName } from './types';

export function providerName(config: Pick<AppConfig, 'razorpayKeyId' | 'razorpayKeySecret'>): ProviderName {
  return config.razorpayKeyId && config.razorpayKeySecret ? 'razorpay' : 'sandbox';
}

export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  if (providerName(config) === 'razorpay') {
    return razorpayProvider({
      keyId: config.razorpayKeyId as string,
      keySecret: config.razorpayKeySecret as string,
      webhookSecret: config.razorpayWebhookSecret,
    });
  }
  return sandboxProvider(db, {
    secret: config.sandboxPaymentSecret,
    webhookSecret: config.razorpayWebhookSecret ?? config.sandboxPaymentSecret,
    refunds: () => config.sandboxRefunds,
    lostAnswers: () => config.sandboxRefundLostAnswers,
  });
}
