// Dues falling due, as notifications. A due falls due with the passing of time, not with a change:
// there is no transaction to write "due in 7 days" or "overdue" in. Writing them when the due is
// dated (at invoicing) would tell the buyer weeks early and could never say "overdue" later, nor
// notice a payment made since. So they are derived when the user's notifications are read, from
// the ledger's open dues: each open due within 7 days of its date (or past it) is written once per
// user and kind (the partial unique index on user, due and kind makes a second reader a no-op), so
// it then keeps its place in the list and its read mark like any other notification.
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { formatPaise, indiaDay } from '@contracts/format';
import type { DbOrTx } from '../../db/client';
import { creditDues, notifications } from '../../db/schema';
import { toPaise } from '../../lib/money';
import { links } from './write';

/** A due shows this many days before its date (and from its date on, as overdue). */
export const DUE_SOON_DAYS = 7;

/** India's calendar date `days` after `at`'s, as YYYY-MM-DD (the form of credit_dues.due_date). */
function indiaDayPlus(at: Date, days: number): string {
  const day = new Date(`${indiaDay(at)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Writes the due notifications this user has not had yet. Every company role sees the credit page,
 * so every user of the company is told. One indexed read when there is nothing new.
 */
export async function recordDueNotifications(db: DbOrTx, who: { customerId: number; userId: number }, now: Date): Promise<void> {
  const today = indiaDay(now);
  const kind = sql<'due_soon' | 'overdue'>`case when ${creditDues.dueDate} < ${today} then 'overdue' else 'due_soon' end`;
  const fresh = await db
    .select({ id: creditDues.id, dueDate: creditDues.dueDate, amount: creditDues.amount, paid: creditDues.paid, orderNumber: creditDues.orderNumber, kind })
    .from(creditDues)
    .leftJoin(notifications, and(eq(notifications.userId, who.userId), eq(notifications.dueId, creditDues.id), eq(notifications.kind, kind)))
    .where(
      and(
        eq(creditDues.customerId, who.customerId),
        eq(creditDues.state, 'open'),
        isNotNull(creditDues.dueDate),
        lte(creditDues.dueDate, indiaDayPlus(now, DUE_SOON_DAYS)),
        isNull(notifications.id),
      ),
    );
  if (fresh.length === 0) return;
  await db
    .insert(notifications)
    .values(
      fresh.map((d) => {
        const left = formatPaise(toPaise(d.amount) - toPaise(d.paid));
        return {
          userId: who.userId,
          dueId: d.id,
          kind: d.kind,
          title: d.kind === 'overdue' ? `Payment of ${left} is overdue` : `Payment of ${left} is due on ${d.dueDate}`,
          body:
            d.kind === 'overdue'
              ? `Order ${d.orderNumber} was due on ${d.dueDate}. Until it is paid, new orders cannot be placed on cash on delivery.`
              : `For order ${d.orderNumber}.`,
          link: links.credit,
        };
      }),
    )
    .onConflictDoNothing();
}
