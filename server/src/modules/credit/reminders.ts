// Due-date reminders: the user who placed the order is mailed 3 days before a due falls due and 1 day after
// it did, once per due and kind. credit_reminders records each one sent (its primary key claims
// it) and the mail is queued in the same transaction, so the 'due-reminders' job (hourly, run by
// the job queue) or a direct call may run as often as it likes, on as many processes as there are.
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { formatPaise, indiaDay } from '@contracts/format';
import { creditDues, creditReminders, orders } from '../../db/schema';
import { mailPeople } from '../../db/companyUsers';
import { toPaise } from '../../lib/money';
import type { Services } from '../../services';
import { queueMail } from '../jobs';
import { dueDateOf } from './ledger';

export const REMIND_DAYS_BEFORE = 3;
export const REMIND_DAYS_AFTER = 1;
/** A reminder the job missed (a server down for days) is still sent this long after its day, not later. */
const CATCH_UP_DAYS = 7;

type Kind = 'before' | 'after';

function message(ctx: Pick<Services, 'config'>, kind: Kind, r: { to: string; cc: string[]; name: string; orderNumber: string; invoiceNumber: string | null; dueDate: string; left: number }) {
  const page = `${ctx.config.publicUrl}/my-account/credit`;
  const what = `order ${r.orderNumber}${r.invoiceNumber ? ` (invoice ${r.invoiceNumber})` : ''}`;
  const lead =
    kind === 'before'
      ? `${formatPaise(r.left)} for ${what} falls due on ${r.dueDate}.`
      : `${formatPaise(r.left)} for ${what} was due on ${r.dueDate} and is now overdue. Until it is paid, new orders cannot be placed on cash on delivery.`;
  const text = `Hello ${r.name},\n\n${lead}\n\nPay online or see your dues: ${page}\n`;
  const html = `<p>Hello ${r.name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)},</p><p>${lead}</p><p><a href="${page}">Pay online or see your dues</a></p>`;
  return { to: r.to, cc: r.cc, subject: kind === 'before' ? `Payment due on ${r.dueDate}: ${r.orderNumber}` : `Payment overdue: ${r.orderNumber}`, text, html };
}

/** Queues the mail of every reminder due now that was not sent yet; answers how many. */
export async function sendDueReminders(ctx: Services, now: Date): Promise<number> {
  const today = indiaDay(now);
  const windows: [Kind, string, string][] = [
    // Due within the next 3 days (today's run reaches the one due in 3 days; a late run catches up).
    ['before', today, dueDateOf(now, REMIND_DAYS_BEFORE)],
    // Due 1 day ago or more (not the ones from long before the job ran).
    ['after', dueDateOf(now, -(REMIND_DAYS_AFTER + CATCH_UP_DAYS)), dueDateOf(now, -REMIND_DAYS_AFTER)],
  ];
  let sent = 0;
  for (const [kind, from, to] of windows) {
    const rows = await ctx.db
      .select({ id: creditDues.id, customerId: creditDues.customerId, placedBy: orders.createdByUserId, orderNumber: creditDues.orderNumber, invoiceNumber: creditDues.invoiceNumber, dueDate: creditDues.dueDate, amount: creditDues.amount, paid: creditDues.paid })
      .from(creditDues)
      .innerJoin(orders, eq(orders.id, creditDues.orderId))
      .where(and(eq(creditDues.state, 'open'), isNotNull(creditDues.dueDate), gte(creditDues.dueDate, from), lte(creditDues.dueDate, to)));
    for (const r of rows) {
      const queued = await ctx.db.transaction(async (tx) => {
        // The claim: only the run whose insert wins mails it, and the mail is queued with the claim,
        // so a reminder recorded as sent is mailed and one that rolls back can be sent again.
        const [claimed] = await tx.insert(creditReminders).values({ dueId: r.id, kind, dueDate: r.dueDate as string }).onConflictDoNothing().returning({ dueId: creditReminders.dueId });
        if (!claimed) return false;
        // The user who placed the order (their Admins copied as they chose), as every mail about an order.
        const people = await mailPeople(tx, r.customerId, r.placedBy, 'dues_reminders');
        await queueMail(ctx, tx, `credit reminder (${kind})`, { due: r.id }, message(ctx, kind, { ...r, ...people, dueDate: r.dueDate as string, left: toPaise(r.amount) - toPaise(r.paid) }));
        return true;
      });
      if (queued) sent += 1;
    }
  }
  return sent;
}

/** One run of the 'due-reminders' job: a pass at the store's clock; its output says how many were queued. */
export async function dueRemindersJob(ctx: Services): Promise<{ queued: number }> {
  const queued = await sendDueReminders(ctx, ctx.clock.now());
  if (queued > 0) ctx.log.info({ queued }, 'credit due reminders queued');
  return { queued };
}
