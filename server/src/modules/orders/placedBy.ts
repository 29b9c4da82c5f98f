// Which company user placed an order: the order's "Placed by", the order list's user
// filter and the company's users the filter offers. Ids on the wire are the users' public ids.
import { and, asc, eq } from 'drizzle-orm';
import { PLACED_BY_UNKNOWN, type OrderPlacedBy } from '@contracts/checkout';
import type { DbOrTx } from '../../db/client';
import { customerUsers } from '../../db/schema';
import { invalid } from '../../lib/errors';

const placedByColumns = { id: customerUsers.publicId, name: customerUsers.name, email: customerUsers.email };

/** The user who placed an order (null: none recorded, or removed since). */
export async function placedByOf(db: DbOrTx, userId: number | null): Promise<OrderPlacedBy | null> {
  if (userId === null) return null;
  const [row] = await db.select(placedByColumns).from(customerUsers).where(eq(customerUsers.id, userId));
  return row ?? null;
}

/** The company's users, by name: whoever may have placed its orders (a disabled user's orders stay theirs). */
export function companyPlacers(db: DbOrTx, customerId: number): Promise<OrderPlacedBy[]> {
  return db.select(placedByColumns).from(customerUsers).where(eq(customerUsers.customerId, customerId)).orderBy(asc(customerUsers.name), asc(customerUsers.id));
}

/** The serial id of the company's user with this public id; another company's (or none) is a 422 on `placed_by`. */
export async function placerId(db: DbOrTx, customerId: number, publicId: string): Promise<number> {
  const [row] = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.publicId, publicId)));
  if (!row) throw invalid({ placed_by: [PLACED_BY_UNKNOWN] }, PLACED_BY_UNKNOWN);
  return row.id;
}
