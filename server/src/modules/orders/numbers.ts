// Order numbers: readable on the phone and in mails (ORD-20250614-7KQ2XM), not guessable in sequence.
import { randomBytes } from 'node:crypto';
import { indiaDay } from '@contracts/format';

// Crockford's base 32 (no I, L, O, U): read aloud or typed without mix-ups; 32 symbols, so a
// byte maps to one without bias.
const SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** ORD-YYYYMMDD-XXXXXX: the store's (Indian) date, then 30 random bits. */
export function newOrderNumber(now = new Date()): string {
  const bytes = randomBytes(6);
  let tail = '';
  for (const b of bytes) tail += SYMBOLS[b % SYMBOLS.length];
  return `ORD-${indiaDay(now).replace(/-/g, '')}-${tail}`;
}

export const ORDER_NUMBER_RE = /^ORD-\d{8}-[A-Z0-9]{6}$/;
