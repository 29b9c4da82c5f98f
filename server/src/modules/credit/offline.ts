// What Finance and Admin do to a company's credit in the back office: record money received
// offline (NEFT, RTGS, cheque, UPI) or TDS under section 194Q against its dues, and set its
// payment terms. Each is one transaction under the customer's row lock (db/locks.ts), written
// through the ledger and audited (before/after) in that same transaction.
import { and, eq } from 'drizzle-orm';
import type { AdminCreditPaymentRequest, AdminCreditTermsRequest } from '@contracts/credit';
import { CREDIT_METHOD_LABELS, MAX_TERMS_DAYS, creditAllocationRules, creditPaymentRules, creditTermsRules, type CreditPaymentMethod } from '@contracts/creditRules';
import { formatPaise, indiaDay } from '@contracts/format';
import type { Db, Tx } from '../../db/client';
import { lockCustomer } from '../../db/locks';
import { creditPayments } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { FieldErrorsBuilder, checkFields, validateForm } from '../../lib/fields';
import { toPaise } from '../../lib/money';
import { recordAudit, type Actor } from '../staff';
import { changeTerms, creditState, recordPayment, type Allocation, type CreditState } from './ledger';

const ACCOUNT_NOT_FOUND = 'Account not found';

const validDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

interface CheckedPayment {
  method: CreditPaymentMethod;
  reference: string;
  receivedOn: string;
  allocation: Allocation;
  note: string | null;
}

/** The form, checked field by field (every message at once, keyed as the form names its fields). */
function checkPayment(body: AdminCreditPaymentRequest, now: Date): CheckedPayment {
  const errors = new FieldErrorsBuilder();
  const v = checkFields(body as Record<string, unknown>, creditPaymentRules, errors);
  if (v.received_on && !errors.has('received_on')) {
    if (!validDay(v.received_on)) errors.add('received_on', 'Enter a valid date.');
    else if (v.received_on > indiaDay(now)) errors.add('received_on', 'The date cannot be in the future.');
  }
  const named = (body.dues ?? []).map((d, i) => {
    const a = checkFields(d as Record<string, unknown>, creditAllocationRules, errors, `dues.${i}.`);
    return { id: typeof d.id === 'string' ? d.id : '', amountPaise: a.amount ? toPaise(a.amount) : 0 };
  });
  if (named.length === 0 && !v.amount && !errors.has('amount')) errors.add('amount', 'Enter the amount, or choose the invoices it settles.');
  errors.throwIfAny();
  return {
    method: v.method as CreditPaymentMethod,
    reference: v.reference as string,
    receivedOn: v.received_on as string,
    allocation: named.length > 0 ? { dues: named } : { amountPaise: toPaise(v.amount as string) },
    note: v.note,
  };
}

const audited = (s: CreditState) => ({ credit_limit: s.limit / 100, available: s.available / 100, outstanding: s.outstanding / 100 });

async function lockAccount(tx: Tx, customerId: number): Promise<void> {
  if (!(await lockCustomer(tx, customerId))) throw notFound(ACCOUNT_NOT_FOUND);
}

export interface OfflinePaymentResult {
  /** False when this payment (same method and reference, same amount) was already recorded. */
  created: boolean;
  message: string;
}

/**
 * Records an offline payment or TDS. The method and reference identify it: the same form sent
 * again answers what was recorded and changes nothing; the same reference with another amount is
 * refused on `reference`, so a UTR or certificate is never counted twice.
 */
export async function recordOfflinePayment(db: Db, actor: Actor, customerId: number, body: AdminCreditPaymentRequest, now: Date): Promise<OfflinePaymentResult> {
  const p = checkPayment(body, now);
  const label = CREDIT_METHOD_LABELS[p.method];
  return db.transaction(async (tx) => {
    await lockAccount(tx, customerId);
    const [seen] = await tx
      .select({ amount: creditPayments.amount, receivedOn: creditPayments.receivedOn })
      .from(creditPayments)
      .where(and(eq(creditPayments.customerId, customerId), eq(creditPayments.method, p.method), eq(creditPayments.reference, p.reference)));
    if (seen) {
      const asked = 'amountPaise' in p.allocation ? p.allocation.amountPaise : p.allocation.dues.reduce((n, d) => n + d.amountPaise, 0);
      if (asked === toPaise(seen.amount)) return { created: false, message: `This ${label} ${p.reference} of ${formatPaise(asked)} was already recorded; nothing changed` };
      throw invalid({ reference: [`A ${label} with the reference ${p.reference} was already recorded (${formatPaise(toPaise(seen.amount))} received ${seen.receivedOn}).`] });
    }
    const before = await creditState(tx, customerId);
    const paid = await recordPayment(tx, customerId, { method: p.method, reference: p.reference, receivedOn: p.receivedOn, allocation: p.allocation, actor: actor.email });
    const after = await creditState(tx, customerId);
    await recordAudit(tx, actor, {
      action: 'customer.credit_payment',
      entityType: 'customer',
      entityId: customerId,
      before: audited(before),
      after: {
        ...audited(after),
        method: p.method,
        reference: p.reference,
        received_on: p.receivedOn,
        amount: paid.amountPaise / 100,
        settled: paid.settled.map((s) => ({ order_number: s.orderNumber, amount: s.amountPaise / 100 })),
        note: p.note,
      },
    });
    const orders = paid.settled.map((s) => s.orderNumber).join(', ');
    return { created: true, message: `${label} ${p.reference} of ${formatPaise(paid.amountPaise)} recorded against ${orders}` };
  });
}

/** Sets the company's payment terms (days after the invoice), audited with the note. */
export async function setPaymentTerms(db: Db, actor: Actor, customerId: number, body: AdminCreditTermsRequest): Promise<string> {
  const v = validateForm(body as Record<string, unknown>, creditTermsRules);
  const days = Number(v.payment_terms_days);
  if (days > MAX_TERMS_DAYS) throw invalid({ payment_terms_days: [creditTermsRules.payment_terms_days.patternMessage] });
  return db.transaction(async (tx) => {
    await lockAccount(tx, customerId);
    const { before, after } = await changeTerms(tx, customerId, days, actor.email);
    if (before === after) return `The payment terms were already ${days} days`;
    await recordAudit(tx, actor, {
      action: 'customer.credit_terms',
      entityType: 'customer',
      entityId: customerId,
      before: { payment_terms_days: before },
      after: { payment_terms_days: after, note: v.note },
    });
    return `Payment terms changed from ${before} to ${after} days`;
  });
}
