// Whose cart: each user of a company keeps their own lines and free product; the company
// (customer) prices them with its rates and ships them to its addresses. Sharing a set of
// products between users is what shopping lists are for.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerUsers } from '../../db/schema';

export interface CartOwner {
  customerId: number;
  userId: number;
}

/** The cart of the signed-in user (the token's user) of their company. */
export const cartOwner = (who: { id: number; userId: number }): CartOwner => ({ customerId: who.id, userId: who.userId });

/**
 * The company's own cart holder where no user acts (an operator placing an order): its oldest
 * active admin, else its oldest active user; null when it has none. The migration that gave each
 * user a cart moved the company's cart to the same user.
 */
export async function companyCartOwner(db: DbOrTx, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.status, 'active')))
    .orderBy(desc(sql`${customerUsers.role} = 'admin'`), asc(customerUsers.createdAt), asc(customerUsers.id))
    .limit(1);
  return row?.id ?? null;
}
