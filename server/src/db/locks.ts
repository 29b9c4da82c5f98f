// The one lock order of every write that touches customers, products, carts and free products.
//
//   1. the customer row (SELECT ... FOR UPDATE): cart add/update/delete, quick order, reorder,
//      free product add/remove, order-store (credit), cancel (credit), the operator's credit,
//      an order's review (its rating row's foreign key would otherwise take it after the product),
//      every write of the credit ledger (modules/credit: dues, payments, entries; an order's status
//      change too, as invoicing dates its due). The ledger's rows are written only under this
//      lock, so their own locks never wait;
//   1b. the placing user's row (customer_users) where an order is placed (order-store, quotation
//      accept): their order and monthly limits are read and their month's orders summed under it,
//      so parallel orders of one user cannot together pass the monthly limit, and a change of the
//      user's limits (which takes the same row) waits for the order or the order for it;
//   1c. an approval request's row (approving it: the customer, the requesting user, the request,
//      then steps 3 and 4 as order-store, or for a quotation's request its quotation row and then
//      its products, as quotation accept takes them; rejecting or withdrawing takes the request row alone);
//   2. that customer's order or provider-order row (order-store, cancel, the payment webhook);
//   3. product rows in id order (stock: add/update-cart, quick order, reorder, order-store,
//      cancel, the operator's stock change);
//   4. the acting user's cart rows, then their free-product row (each company user has a cart of
//      their own: rows keyed by customer and user; another user's rows are never locked).
//   (shopping lists: the customer row, then the list row; 'add all to cart' then steps 3 and 4.)
//
// Why the customer comes first even where only a cart row is written: inserting a cart row makes
// PostgreSQL take a KEY SHARE lock on the customer through the carts.customer_id foreign key. A
// cart add that locked the product first and then met that foreign key waited for a checkout that
// held the customer and waited for the product: a deadlock, one request answering 500. Taking the
// customer first makes every writer of one customer queue at the first step, holding nothing.
// The same insert takes KEY SHARE on the user's row (carts.user_id): it waits only for a write
// that holds that row FOR UPDATE. Order-store takes it at 1b, after the customer, so it is already
// queued at step 1; a Team change locks the company's users without ever taking the customer row
// afterwards, so a cart write waits for it and it never waits for the cart write. Two users of one
// company still queue at step 1, as the company's credit and stock are shared.
// A deadlock or serialization failure that still happens is retried (db/retry.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CompanyRole } from '@contracts/companyUserRules';
import type { Tx } from './client';
import { customerUsers, customers, products } from './schema';

/** Step 1: the customer's row, locked until the transaction ends; false when there is no such customer. */
export async function lockCustomer(tx: Tx, customerId: number): Promise<boolean> {
  const rows = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  return rows.length > 0;
}

/** A company user's spending limits in paise (null: none), as read under their row lock. */
export interface UserLimits {
  userId: number;
  /** Their role: a Buyer's order above the company's approval threshold waits for approval (modules/approvals). */
  role: CompanyRole;
  orderLimitPaise: number | null;
  monthlyLimitPaise: number | null;
}

/** Step 1b: the company user's row (theirs must be the locked customer's), locked; null when there is no such user. */
export async function lockUser(tx: Tx, customerId: number, userId: number): Promise<UserLimits | null> {
  const [row] = await tx
    .select({ userId: customerUsers.id, role: customerUsers.role, orderLimitPaise: customerUsers.orderLimitPaise, monthlyLimitPaise: customerUsers.monthlyLimitPaise })
    .from(customerUsers)
    // Matched on the company too, so another company's user row is never locked (out of its order).
    .where(and(eq(customerUsers.id, userId), eq(customerUsers.customerId, customerId)))
    .for('update');
  return row ? { ...row, role: row.role as CompanyRole } : null;
}

/** Step 3: product rows in id order (LockRows runs above the sort, so the locks follow it). */
export async function lockProducts(tx: Tx, productIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('update');
}
