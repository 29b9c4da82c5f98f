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

/** Where order numbers come from; a test replaces `draw` to force a clash. */
export const orderNumbers = { draw: newOrderNumber };

/** Draws before giving up: with 30 random bits a day, even two clashes in a row are beyond belief. */
const DRAWS = 5;

/**
 * Runs `insert` with fresh numbers until one is not taken. `insert` inserts with ON CONFLICT (order
 * number) DO NOTHING and returns undefined on a clash: the transaction is not aborted by the
 * clash, so nothing else it did is lost.
 */
export async function withFreshOrderNumber<R>(insert: (orderNumber: string) => Promise<R | undefined>): Promise<R> {
  for (let i = 0; i < DRAWS; i += 1) {
    const row = await insert(orderNumbers.draw());
    if (row !== undefined) return row;
  }
  throw new Error(`No free order number after ${DRAWS} draws.`);
}

export const ORDER_NUMBER_RE = /^ORD-\d{8}-[A-Z0-9]{6}$/;
