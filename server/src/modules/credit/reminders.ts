// Due-date reminders: the user who placed the order is mailed 3 days before a due falls due and 1 day after
// it did, once per due and kind. credit_reminders records each one sent (its primary key claims
// it), so the interval job may run as often as it likes, on as many server processes as there are.
import type { FastifyInstance } from 'fastify';
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { formatPaise, indiaDay } from '@contracts/format';
import { creditDues, creditReminders, orders } from '../../db/schema';
import { mailPeople } from '../../db/companyUsers';
import { toPaise } from '../../lib/money';
import { sendAfterCommit, type Services } from '../../services';
import { dueDateOf } from './ledger';

export const REMIND_DAYS_BEFORE = 3;
export const REMIND_DAYS_AFTER = 1;
/** A reminder the job missed (a server down for days) is still sent this long after its day, not later. */
const CATCH_UP_DAYS = 7;
export const REMINDER_EVERY_MS = 60 * 60 * 1000;

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

/** Mails every reminder due now that was not sent yet; answers how many were sent. */
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
      // The claim: only the process whose insert wins mails it.
      const [claimed] = await ctx.db.insert(creditReminders).values({ dueId: r.id, kind, dueDate: r.dueDate as string }).onConflictDoNothing().returning({ dueId: creditReminders.dueId });
      if (!claimed) continue;
      // The user who placed the order (their Admins copied as they chose), as every mail about an order.
      const people = await mailPeople(ctx.db, r.customerId, r.placedBy, 'dues_reminders');
      await sendAfterCommit(ctx, `credit reminder (${kind})`, { due: r.id }, message(ctx, kind, { ...r, ...people, dueDate: r.dueDate as string, left: toPaise(r.amount) - toPaise(r.paid) }));
      sent += 1;
    }
  }
  return sent;
}

/** Runs the reminders when the server is ready and then every `everyMs` (unref'd; stops on close). */
export function scheduleDueReminders(app: FastifyInstance, everyMs = REMINDER_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => sendDueReminders(app.services, app.services.clock.now()))
      .then(
        (n) => {
          if (n > 0) app.log.info({ sent: n }, 'credit due reminders mailed');
        },
        (err: unknown) => app.log.warn({ err }, 'credit due reminders failed'),
      );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
