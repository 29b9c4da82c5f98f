// A quotation's version: every change bumps it (the store's answer, the buyer's decision, the
// order), and a back-office write names the version its staff member saw, so of two people
// answering one quotation at once the second is told rather than silently overwriting the first.
import { sql } from 'drizzle-orm';
import { STALE_QUOTATION_MESSAGE } from '@contracts/adminQuotes';
import { quotations } from '../../db/schema';
import { conflict } from '../../lib/errors';

/** `version = version + 1`, for the `set` of every update of a quotation. */
export const nextVersion = sql<number>`${quotations.version} + 1`;

/** 409 when the quotation (read under its row lock) has changed since the staff member's read. */
export function assertVersion(locked: { version: number }, seen: number): void {
  if (locked.version !== seen) throw conflict(STALE_QUOTATION_MESSAGE, { version: [STALE_QUOTATION_MESSAGE] });
}
