// What the buyer reads of the credit ledger: dues with their ageing, and the statement of account
// for a period (opening balance, entries, closing balance; the balance is the outstanding dues).
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { CreditSummaryResponse, StatementResponse } from '@contracts/credit';
import { indiaDay } from '@contracts/format';
import type { Db } from '../../db/client';
import { creditDues, creditEntries, customers, orders } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { fromPaise, toPaise } from '../../lib/money';

const DAY_MS = 86_400_000;
/** Whole days from India date `a` to India date `b` (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

export async function creditSummary(db: Db, customerId: number, now: Date): Promise<CreditSummaryResponse['data']> {
  const today = indiaDay(now);
  const [[c], rows] = await Promise.all([
    db.select({ line: customers.creditLine, available: customers.creditLimit, terms: customers.paymentTermsDays }).from(customers).where(eq(customers.id, customerId)),
    db
      .select({ d: creditDues, orderStatus: orders.status })
      .from(creditDues)
      .innerJoin(orders, eq(orders.id, creditDues.orderId))
      .where(eq(creditDues.customerId, customerId))
      .orderBy(sql`${creditDues.state} = 'paid'`, sql`${creditDues.dueDate} asc nulls last`, desc(creditDues.id)),
  ]);
  const ageing = { not_due: 0, days_0_30: 0, days_31_60: 0, days_61_90: 0, days_90_plus: 0 };
  let outstanding = 0;
  let overdue = 0;
  let paid = 0;
  const dues = rows.map(({ d, orderStatus }) => {
    const left = toPaise(d.amount) - toPaise(d.paid);
    const late = d.dueDate && left > 0 ? Math.max(0, daysBetween(d.dueDate, today)) : 0;
    outstanding += left;
    paid += toPaise(d.paid);
    if (left > 0) {
      if (late === 0) ageing.not_due += left;
      else {
        overdue += left;
        if (late <= 30) ageing.days_0_30 += left;
        else if (late <= 60) ageing.days_31_60 += left;
        else if (late <= 90) ageing.days_61_90 += left;
        else ageing.days_90_plus += left;
      }
    }
    return {
      id: d.publicId,
      order_number: d.orderNumber,
      invoice_number: d.invoiceNumber,
      invoice_date: d.invoiceDate?.toISOString() ?? null,
      due_date: d.dueDate,
      amount: fromPaise(toPaise(d.amount)),
      paid: fromPaise(toPaise(d.paid)),
      outstanding: fromPaise(left),
      // A cancelled order's due is settled by the credit given back, not by a payment: say so.
      state: orderStatus === 'canceled' ? ('canceled' as const) : (d.state as 'open' | 'paid'),
      days_overdue: late,
    };
  });
  return {
    credit_limit: fromPaise(toPaise(c?.line ?? '0')),
    available: fromPaise(toPaise(c?.available ?? '0')),
    outstanding: fromPaise(outstanding),
    overdue: fromPaise(overdue),
    paid: fromPaise(paid),
    payment_terms_days: c?.terms ?? 30,
    ageing: {
      not_due: fromPaise(ageing.not_due),
      days_0_30: fromPaise(ageing.days_0_30),
      days_31_60: fromPaise(ageing.days_31_60),
      days_61_90: fromPaise(ageing.days_61_90),
      days_90_plus: fromPaise(ageing.days_90_plus),
    },
    dues,
  };
}

/** The start of India date `day` (00:00 IST) as an instant. */
const indiaStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 330 * 60_000);
const MAX_STATEMENT_DAYS = 3660;

export function checkPeriod(from: string, to: string): void {
  const valid = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  if (!valid(from)) throw invalid({ from: ['Enter a valid start date.'] });
  if (!valid(to)) throw invalid({ to: ['Enter a valid end date.'] });
  if (to < from) throw invalid({ to: ['The end date cannot be before the start date.'] });
  if (daysBetween(from, to) > MAX_STATEMENT_DAYS) throw invalid({ to: ['A statement covers at most ten years.'] });
}

/** The statement of account from India date `from` to `to` (both included). */
export async function statement(db: Db, customerId: number, from: string, to: string): Promise<StatementResponse['data']> {
  checkPeriod(from, to);
  const start = indiaStart(from);
  const end = new Date(indiaStart(to).getTime() + DAY_MS);
  const [[before], rows] = await Promise.all([
    db
      .select({ balance: sql<string>`coalesce(sum(${creditEntries.debit} - ${creditEntries.credit}), 0)` })
      .from(creditEntries)
      .where(and(eq(creditEntries.customerId, customerId), lt(creditEntries.at, start))),
    db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.customerId, customerId), gte(creditEntries.at, start), lt(creditEntries.at, end)))
      .orderBy(asc(creditEntries.at), asc(creditEntries.id)),
  ]);
  const opening = toPaise(before?.balance ?? '0');
  let balance = opening;
  const entries = rows.map((e) => {
    const debit = toPaise(e.debit);
    const credit = toPaise(e.credit);
    balance += debit - credit;
    return { at: e.at.toISOString(), description: e.description, reference: e.reference, debit: fromPaise(debit), credit: fromPaise(credit), balance: fromPaise(balance) };
  });
  return { from, to, opening: fromPaise(opening), entries, closing: fromPaise(balance) };
}
