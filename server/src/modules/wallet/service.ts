// The customer's wallet: their available credit and every change to it, newest first (the page
// pages them in the browser, spec 2).
import { desc, eq } from 'drizzle-orm';
import type { WalletHistoryResponse } from '@contracts/checkout';
import type { Db } from '../../db/client';
import { customers, walletTransactions } from '../../db/schema';
import { fromPaise, toPaise } from '../../lib/money';

export async function walletHistory(db: Db, customerId: number): Promise<WalletHistoryResponse['data']> {
  const [rows, [customer]] = await Promise.all([
    db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customerId))
      .orderBy(desc(walletTransactions.datetime), desc(walletTransactions.id)),
    db.select({ credit: customers.creditLimit }).from(customers).where(eq(customers.id, customerId)),
  ]);
  return {
    transactions: rows.map((r) => ({
      id: r.publicId,
      datetime: r.datetime.toISOString(),
      order_number: r.orderNumber,
      description: r.description,
      type: r.type as 'c' | 'd',
      amount: fromPaise(toPaise(r.amount)),
    })),
    credit_limit: fromPaise(toPaise(customer?.credit ?? '0')),
  };
}
