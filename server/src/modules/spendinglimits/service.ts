// Company users' spending limits: an order whose total is above the placing user's order
// limit, or that would take the user's orders of this India calendar month above their monthly
// limit, is refused (409, keyed `spending_limit`). Every order path calls assertWithinLimits with
// the user's row locked (db/locks.ts step 1b), so parallel orders are summed one after another.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { indiaDay } from '@contracts/format';
import { MONTHLY_LIMIT_STATUSES, SPENDING_LIMIT_FIELD, monthlyLimitMessage, orderLimitMessage } from '@contracts/spendingLimits';
import type { CompanyRole } from '@contracts/companyUserRules';
import type { DbOrTx } from '../../db/client';
import type { UserLimits } from '../../db/locks';
import { customerUsers, orders } from '../../db/schema';
import { conflict } from '../../lib/errors';

/** The first instant of `now`'s calendar month in India (IST has no daylight saving: +05:30 all year). */
export const indiaMonthStart = (now: Date): Date => new Date(`${indiaDay(now).slice(0, 7)}-01T00:00:00+05:30`);

/** What the user's orders of this India month add up to, in paise (cancelled ones left out). */
export async function monthSpentPaise(db: DbOrTx, customerId: number, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(round(${orders.totalAmount} * 100)), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.createdByUserId, userId),
        gte(orders.createdAt, indiaMonthStart(now)),
        inArray(orders.status, [...MONTHLY_LIMIT_STATUSES]),
      ),
    );
  return Number(row?.paise ?? 0);
}

/** The user's limits without a lock: the card payment's check before any money moves (checked again under the lock when it becomes an order). */
export async function userLimits(db: DbOrTx, customerId: number, userId: number): Promise<UserLimits | null> {
  const [row] = await db
    .select({ userId: customerUsers.id, role: customerUsers.role, orderLimitPaise: customerUsers.orderLimitPaise, monthlyLimitPaise: customerUsers.monthlyLimitPaise })
    .from(customerUsers)
    .where(and(eq(customerUsers.id, userId), eq(customerUsers.customerId, customerId)));
  return row ? { ...row, role: row.role as CompanyRole } : null;
}

/**
 * Refuses (409) an order of `totalPaise` above the user's order limit, or one that would take their
 * month above the monthly limit. No limits (or no user: an order made for a user since removed) pass.
 */
export async function assertWithinLimits(db: DbOrTx, customerId: number, limits: UserLimits | null, totalPaise: number, now: Date): Promise<void> {
  if (!limits) return;
  if (limits.orderLimitPaise !== null && totalPaise > limits.orderLimitPaise) {
    const message = orderLimitMessage(totalPaise, limits.orderLimitPaise);
    throw conflict(message, { [SPENDING_LIMIT_FIELD]: [message] });
  }
  if (limits.monthlyLimitPaise === null) return;
  const spent = await monthSpentPaise(db, customerId, limits.userId, now);
  if (spent + totalPaise > limits.monthlyLimitPaise) {
    const message = monthlyLimitMessage(totalPaise, spent, limits.monthlyLimitPaise);
    throw conflict(message, { [SPENDING_LIMIT_FIELD]: [message] });
  }
}
