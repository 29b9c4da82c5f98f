// Signatures and ids shared by both payment providers.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/crypto';
import { HttpError } from '../../lib/errors';

export const hmacHex = (secret: string, data: string | Buffer): string => createHmac('sha256', secret).update(data).digest('hex');

/** The signature a provider gives the browser for a successful payment. */
export const paymentSignature = (secret: string, orderId: string, paymentId: string): string =>
  hmacHex(secret, `${orderId}|${paymentId}`);

/** Constant-time check of a hex HMAC; a missing or odd-shaped signature simply fails. */
export function signatureMatches(expectedHex: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 256) return false;
  return safeEqual(expectedHex, given.toLowerCase());
}

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-shaped id ('order_' + 14 characters), random enough not to be guessed. */
export function providerId(prefix: 'order' | 'pay' | 'rfnd', length = 14): string {
  const bytes = randomBytes(length);
  let out = '';
  // 62 does not divide 256: the bias (under 1%) does not matter for ids that are never secrets.
  for (const b of bytes) out += ALPHANUM[b % ALPHANUM.length];
  return `${prefix}_${out}`;
}

/** The provider was unreachable or refused: the customer may try again; nothing was stored. */
export const providerUnavailable = (detail?: string) =>
  new HttpError(502, `The payment provider could not be reached. Please try again.${detail ? ` (${detail})` : ''}`);
