// The credit ledger's writes: every change of a company's dues, available credit and limit, each
// inside the caller's transaction and under the customer's row lock (step 1 of db/locks.ts), so
// that "credit limit = available credit + outstanding dues" holds after every commit.
//
// Dues, payments and entries of a company are only ever written while its customer row is
// locked, so their own row locks never wait: the customer lock already queued the writers.
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatPaise, indiaDay } from '@contracts/format';
import type { DbOrTx, Tx } from '../../db/client';
import { creditAllocations, creditDues, creditEntries, creditPayments, customers, walletTransactions } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { paiseToNumeric, toPaise } from '../../lib/money';

export type EntryKind = 'order' | 'cancel' | 'refund' | 'payment' | 'tds' | 'limit' | 'terms';
export type PaymentMethod = 'online' | 'neft' | 'rtgs' | 'cheque' | 'upi' | 'tds';

/** The company's credit as it stands (read under its lock): limit, available, outstanding, in paise. */
export interface CreditState {
  limit: number;
  available: number;
  outstanding: number;
  termsDays: number;
}

export async function creditState(tx: Tx, customerId: number): Promise<CreditState> {
  const [row] = await tx
    .select({ line: customers.creditLine, available: customers.creditLimit, terms: customers.paymentTermsDays })
    .from(customers)
    .where(eq(customers.id, customerId));
  const limit = toPaise(row.line);
  const available = toPaise(row.available);
  return { limit, available, outstanding: limit - available, termsDays: row.terms };
}

/** Moves the available credit by `delta` paise (the limit stays); refuses to go below zero. */
async function moveAvailable(tx: Tx, customerId: number, delta: number): Promise<void> {
  const [row] = await tx
    .update(customers)
    .set({ creditLimit: sql`${customers.creditLimit} + ${paiseToNumeric(delta)}::numeric`, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), sql`${customers.creditLimit} + ${paiseToNumeric(delta)}::numeric >= 0`))
    .returning({ id: customers.id });
  if (!row) throw conflict('The available credit is not enough for this.');
}

async function entry(
  tx: Tx,
  customerId: number,
  e: { kind: EntryKind; description: string; reference?: string | null; dueId?: number | null; paymentId?: number | null; debit?: number; credit?: number; actor: string; at?: Date },
): Promise<void> {
  const { limit } = await creditState(tx, customerId);
  await tx.insert(creditEntries).values({
    customerId,
    at: e.at ?? new Date(),
    kind: e.kind,
    description: e.description,
    reference: e.reference ?? null,
    dueId: e.dueId ?? null,
    paymentId: e.paymentId ?? null,
    debit: paiseToNumeric(e.debit ?? 0),
    credit: paiseToNumeric(e.credit ?? 0),
    limitAfter: paiseToNumeric(limit),
    actor: e.actor,
  });
}

/**
 * How many days past its due date a due may stay unpaid before the company's new cash-on-delivery
 * orders are refused: 0, the due date itself already is the invoice date + the company's terms.
 */
export const OVERDUE_GRACE_DAYS = 0;

/** Why the company cannot order on credit now (a due overdue beyond the grace), or null. */
export async function codBlock(db: DbOrTx, customerId: number, now: Date): Promise<string | null> {
  const limit = dueDateOf(now, -OVERDUE_GRACE_DAYS);
  const [late] = await db
    .select({ orderNumber: creditDues.orderNumber, dueDate: creditDues.dueDate, amount: creditDues.amount, paid: creditDues.paid })
    .from(creditDues)
    .where(and(eq(creditDues.customerId, customerId), eq(creditDues.state, 'open'), sql`${creditDues.dueDate} < ${limit}`))
    .orderBy(asc(creditDues.dueDate))
    .limit(1);
  if (!late) return null;
  const left = toPaise(late.amount) - toPaise(late.paid);
  return `Cash on delivery is paused: ${formatPaise(left)} for order ${late.orderNumber} was due on ${late.dueDate}. Pay your overdue dues (My Account → Credit and Dues) or pay this order online.`;
}

/**
 * A cash-on-delivery order placed: its total leaves the available credit and becomes a due (not
 * yet dated: the due date follows the tax invoice). The caller has checked that it fits. Every
 * cash-on-delivery path (cart checkout, quotation order) comes here under the customer's lock, so
 * a company with an overdue due is refused here, whichever path it takes.
 */
export async function debitOrder(
  tx: Tx,
  order: { customerId: number; orderId: number; orderNumber: string; amountPaise: number },
  actor: string,
): Promise<void> {
  const blocked = await codBlock(tx, order.customerId, new Date());
  if (blocked) throw conflict(blocked, { payment_method: [blocked] });
  await moveAvailable(tx, order.customerId, -order.amountPaise);
  const [due] = await tx
    .insert(creditDues)
    .values({ customerId: order.customerId, orderId: order.orderId, orderNumber: order.orderNumber, amount: paiseToNumeric(order.amountPaise) })
    .returning({ id: creditDues.id });
  await entry(tx, order.customerId, {
    kind: 'order',
    description: `Order ${order.orderNumber} (cash on delivery)`,
    reference: order.orderNumber,
    dueId: due.id,
    debit: order.amountPaise,
    actor,
  });
}

/**
 * A cancellation or a credit note of a cash-on-delivery order: the due is lowered by up to what is
 * still outstanding on it and that much comes back to the available credit. Returns the paise given
 * back (less than asked when part of the due was already paid: that money is the store's to refund,
 * not credit).
 */
export async function creditOrder(
  tx: Tx,
  c: { customerId: number; orderId: number; amountPaise: number; kind: 'cancel' | 'refund'; description: string; reference: string; actor: string },
): Promise<number> {
  const [due] = await tx.select().from(creditDues).where(eq(creditDues.orderId, c.orderId)).for('update');
  if (!due) return 0;
  const outstanding = toPaise(due.amount) - toPaise(due.paid);
  const back = Math.min(c.amountPaise, outstanding);
  if (back <= 0) return 0;
  const amount = toPaise(due.amount) - back;
  await tx
    .update(creditDues)
    .set({ amount: paiseToNumeric(amount), state: amount === toPaise(due.paid) ? 'paid' : 'open', updatedAt: new Date() })
    .where(eq(creditDues.id, due.id));
  await moveAvailable(tx, c.customerId, back);
  await entry(tx, c.customerId, { kind: c.kind, description: c.description, reference: c.reference, dueId: due.id, credit: back, actor: c.actor });
  return back;
}

/** India's calendar date `days` after `at`. */
export function dueDateOf(at: Date, days: number): string {
  const day = new Date(`${indiaDay(at)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The tax invoice was issued: the order's due falls due after the company's payment terms. */
export async function dateDue(tx: Tx, orderId: number, invoice: { invoiceNumber: string; invoiceDate: Date }): Promise<void> {
  const [due] = await tx
    .select({ id: creditDues.id, terms: customers.paymentTermsDays })
    .from(creditDues)
    .innerJoin(customers, eq(customers.id, creditDues.customerId))
    .where(eq(creditDues.orderId, orderId));
  if (!due) return;
  await tx
    .update(creditDues)
    .set({ invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.invoiceDate, dueDate: dueDateOf(invoice.invoiceDate, due.terms), updatedAt: new Date() })
    .where(eq(creditDues.id, due.id));
}

/**
 * Staff set the company's credit limit: the available credit moves by the same difference. A limit
 * below what is outstanding is refused (the available credit cannot be negative).
 */
export async function changeLimit(tx: Tx, customerId: number, limitPaise: number, actor: string, field = 'credit_limit'): Promise<{ before: CreditState; after: CreditState }> {
  const before = await creditState(tx, customerId);
  if (limitPaise < before.outstanding) {
    throw invalid({ [field]: [`The credit limit cannot be below the outstanding dues of ${formatPaise(before.outstanding)}.`] });
  }
  await tx
    .update(customers)
    .set({ creditLine: paiseToNumeric(limitPaise), creditLimit: paiseToNumeric(limitPaise - before.outstanding), updatedAt: new Date() })
    .where(eq(customers.id, customerId));
  if (limitPaise !== before.limit) {
    await entry(tx, customerId, { kind: 'limit', description: `Credit limit changed: ${formatPaise(before.limit)} → ${formatPaise(limitPaise)}`, actor });
  }
  return { before, after: await creditState(tx, customerId) };
}

/**
 * Staff set the company's payment terms: the dues of invoices issued from now on fall due that
 * many days after the invoice (dues already dated keep the date the buyer was given).
 */
export async function changeTerms(tx: Tx, customerId: number, days: number, actor: string): Promise<{ before: number; after: number }> {
  const { termsDays } = await creditState(tx, customerId);
  if (days !== termsDays) {
    await tx.update(customers).set({ paymentTermsDays: days, updatedAt: new Date() }).where(eq(customers.id, customerId));
    await entry(tx, customerId, { kind: 'terms', description: `Payment terms changed: ${termsDays} → ${days} days`, actor });
  }
  return { before: termsDays, after: days };
}

export interface OpenDue {
  id: number;
  publicId: string;
  orderNumber: string;
  outstanding: number;
}

/** The company's open dues, oldest first (by due date, undated last, then by order). */
export async function openDues(tx: DbOrTx, customerId: number, lock = false): Promise<OpenDue[]> {
  const q = tx
    .select({ id: creditDues.id, publicId: creditDues.publicId, orderNumber: creditDues.orderNumber, amount: creditDues.amount, paid: creditDues.paid })
    .from(creditDues)
    .where(and(eq(creditDues.customerId, customerId), eq(creditDues.state, 'open')))
    .orderBy(sql`${creditDues.dueDate} asc nulls last`, asc(creditDues.id));
  const rows = lock ? await q.for('update') : await q;
  return rows.map((r) => ({ id: r.id, publicId: r.publicId, orderNumber: r.orderNumber, outstanding: toPaise(r.amount) - toPaise(r.paid) }));
}

/** How a payment is spread: named dues (public id and paise) or an amount allocated oldest first. */
export type Allocation = { dues: { id: string; amountPaise: number }[] } | { amountPaise: number };

export interface PaymentInput {
  method: PaymentMethod;
  reference: string;
  receivedOn: string;
  allocation: Allocation;
  providerOrderId?: string | null;
  actor: string;
}

export interface RecordedPayment {
  id: number;
  publicId: string;
  amountPaise: number;
  settled: { orderNumber: string; amountPaise: number }[];
}

/**
 * Money received (or TDS withheld) against dues: each allocated due's paid amount rises, a due
 * with nothing left is paid, and the whole amount comes back to the available credit, all in the
 * caller's transaction. More than a due's outstanding, a due that is not the company's or not open,
 * or an amount above all that is outstanding is refused with the field that is wrong.
 */
export async function recordPayment(tx: Tx, customerId: number, p: PaymentInput): Promise<RecordedPayment> {
  const open = await openDues(tx, customerId, true);
  const plan: { due: OpenDue; paise: number }[] = [];
  if ('dues' in p.allocation) {
    const byId = new Map(open.map((d) => [d.publicId, d]));
    const seen = new Set<string>();
    for (const [i, a] of p.allocation.dues.entries()) {
      const due = byId.get(a.id);
      if (!due || seen.has(a.id)) throw invalid({ [`dues.${i}.id`]: ['This invoice has no open due to settle.'] });
      seen.add(a.id);
      if (!Number.isInteger(a.amountPaise) || a.amountPaise <= 0) throw invalid({ [`dues.${i}.amount`]: ['Enter an amount above zero.'] });
      if (a.amountPaise > due.outstanding) {
        throw invalid({ [`dues.${i}.amount`]: [`Order ${due.orderNumber} has ${formatPaise(due.outstanding)} outstanding; enter at most that.`] });
      }
      plan.push({ due, paise: a.amountPaise });
    }
    if (plan.length === 0) throw invalid({ dues: ['Choose at least one invoice to settle.'] });
  } else {
    let left = p.allocation.amountPaise;
    const total = open.reduce((n, d) => n + d.outstanding, 0);
    if (!Number.isInteger(left) || left <= 0) throw invalid({ amount: ['Enter an amount above zero.'] });
    if (left > total) throw invalid({ amount: [`The outstanding dues are ${formatPaise(total)}; enter at most that.`] });
    for (const due of open) {
      if (left === 0) break;
      const paise = Math.min(left, due.outstanding);
      plan.push({ due, paise });
      left -= paise;
    }
  }
  const amountPaise = plan.reduce((n, x) => n + x.paise, 0);
  const [payment] = await tx
    .insert(creditPayments)
    .values({
      customerId,
      method: p.method,
      reference: p.reference,
      receivedOn: p.receivedOn,
      amount: paiseToNumeric(amountPaise),
      providerOrderId: p.providerOrderId ?? null,
      recordedBy: p.actor,
    })
    .returning({ id: creditPayments.id, publicId: creditPayments.publicId });
  await tx.insert(creditAllocations).values(plan.map((x) => ({ paymentId: payment.id, dueId: x.due.id, amount: paiseToNumeric(x.paise) })));
  for (const x of plan) {
    await tx
      .update(creditDues)
      .set({
        paid: sql`${creditDues.paid} + ${paiseToNumeric(x.paise)}::numeric`,
        state: sql`case when ${creditDues.paid} + ${paiseToNumeric(x.paise)}::numeric = ${creditDues.amount} then 'paid' else 'open' end`,
        updatedAt: new Date(),
      })
      .where(eq(creditDues.id, x.due.id));
  }
  await moveAvailable(tx, customerId, amountPaise);
  const tds = p.method === 'tds';
  const orders = plan.map((x) => x.due.orderNumber).join(', ');
  // The wallet (spec 2) lists every change of the available credit: the payment gave some back.
  await tx.insert(walletTransactions).values({
    customerId,
    description: tds ? `TDS u/s 194Q credited, certificate ${p.reference} (${orders})` : `Payment received, ${METHOD_LABELS[p.method]} ${p.reference} (${orders})`,
    type: 'c',
    amount: paiseToNumeric(amountPaise),
  });
  await entry(tx, customerId, {
    kind: tds ? 'tds' : 'payment',
    description: tds ? `TDS u/s 194Q, certificate ${p.reference} (${orders})` : `Payment ${METHOD_LABELS[p.method]} ${p.reference} (${orders})`,
    reference: p.reference,
    paymentId: payment.id,
    credit: amountPaise,
    actor: p.actor,
  });
  return { id: payment.id, publicId: payment.publicId, amountPaise, settled: plan.map((x) => ({ orderNumber: x.due.orderNumber, amountPaise: x.paise })) };
}

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'online',
  neft: 'NEFT',
  rtgs: 'RTGS',
  cheque: 'cheque',
  upi: 'UPI',
  tds: 'TDS',
};
