// The credit ledger's transactions: each takes the customer's row first (db/locks.ts) and then
// writes through ledger.ts, so every caller (buyer, staff, webhook) keeps the books balanced.
import type { Db } from '../../db/client';
import { lockCustomer } from '../../db/locks';
import { notFound } from '../../lib/errors';
import { recordPayment, type PaymentInput, type RecordedPayment } from './ledger';

/** Records money received (or TDS) against the company's dues in one transaction. */
export async function settleDues(db: Db, customerId: number, input: PaymentInput): Promise<RecordedPayment> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Account not found');
    return recordPayment(tx, customerId, input);
  });
}
