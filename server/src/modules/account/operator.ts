// What the store's staff do to customer accounts (list, approve or reject, set the credit limit).
// Called by the operator API (account/operatorRoutes.ts), the command-line tool's direct mode
// (cli/accounts.ts) and the back office (account/adminRoutes.ts): one implementation, each change
// audited in its own transaction with whoever made it (the tool as CLI_ACTOR).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, sessions, walletTransactions } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { validateForm, type FormInput } from '../../lib/fields';
import { accountCreditRules, accountRejectRules } from '@contracts/accountRules';
import { paiseToNumeric, parseAmount, toPaise } from '../../lib/money';
import { formatPaise } from '@contracts/format';
import { CREDIT_LIMIT_CHANGE_PREFIX } from '@contracts/walletLabels';
import type { CustomerStatus } from '@contracts/account';
import type { OperatorCustomer } from '@contracts/operator';
import type { Services } from '../../services';
import type { Tx } from '../../db/client';
import { CLI_ACTOR, recordAudit, type Actor } from '../staff';
import { changeLimit } from '../credit';
import { queueAccountApprovedMail, queueAccountRejectedMail } from './approvalMail';

/** 'Credit limit changed: ₹50,000.00 → ₹20,000.50' (the storefront shows it as a limit change, not money). */
export const creditChangeDescription = (fromPaise: number, toPaise: number) =>
  `${CREDIT_LIMIT_CHANGE_PREFIX}: ${formatPaise(fromPaise)} → ${formatPaise(toPaise)}`;
export interface StatusChange {
  customer: OperatorCustomer;
  /** False when the account already had that status. */
  changed: boolean;
}

export interface CreditChange {
  customer: OperatorCustomer;
  /** The credit limit before and after, in rupees (customer.credit_limit is the available credit). */
  previous: number;
  limit: number;
}

const STATUSES: readonly CustomerStatus[] = ['pending', 'approved', 'rejected'];

function toOperatorCustomer(row: typeof customers.$inferSelect): OperatorCustomer {
  return {
    id: row.id,
    email: row.email,
    company_name: row.companyName,
    primary_contact_name: row.primaryContactName,
    phone: row.phone,
    gstno: row.gstno,
    status: row.status as CustomerStatus,
    credit_limit: toPaise(row.creditLimit) / 100,
    created_at: row.createdAt.toISOString(),
  };
}

const byEmail = (email: string) => sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`;

function requireEmail(email: unknown): string {
  return validateForm({ email }, { email: { required: 'Email is required' } }).email as string;
}

/** An account as the CLI names it (email) or the back office (id). */
export type AccountRef = { email: string } | { id: number };

export const ACCOUNT_NOT_FOUND = 'Account not found';

/** Step 1 of the lock order (lib/locks.ts): the customer's row, locked until the transaction ends. */
async function lockAccount(tx: Tx, ref: AccountRef) {
  const where = 'id' in ref ? eq(customers.id, ref.id) : byEmail(ref.email);
  const [row] = await tx.select().from(customers).where(where).limit(1).for('update');
  if (!row) throw notFound('id' in ref ? ACCOUNT_NOT_FOUND : `No customer with the email ${ref.email}.`);
  return row;
}

/** What the audit log keeps of an account's status and credit. */
const audited = (row: typeof customers.$inferSelect) => ({
  status: row.status,
  rejection_reason: row.rejectionReason,
  credit_limit: toPaise(row.creditLimit) / 100,
});

/** Accounts in a status (oldest first: the queue order), or every account. */
export async function listCustomers(db: Db, status?: string | null): Promise<OperatorCustomer[]> {
  if (status && !STATUSES.includes(status as CustomerStatus)) {
    throw invalid({ status: [`Status must be one of ${STATUSES.join(', ')}.`] });
  }
  const rows = await db
    .select()
    .from(customers)
    .where(status ? eq(customers.status, status) : undefined)
    .orderBy(asc(customers.createdAt), asc(customers.id));
  return rows.map(toOperatorCustomer);
}

export interface StatusOptions {
  actor?: Actor;
  /** Why the account is rejected (the back office requires it; the tool may leave it out). */
  reason?: string | null;
}

/**
 * Approves or rejects an account. The customer's mail is queued with the change either way:
 * approved (prices open, the credit), or rejected (with the reason when one was given).
 */
export async function changeAccountStatus(
  ctx: Services,
  ref: AccountRef,
  status: 'approved' | 'rejected',
  { actor = CLI_ACTOR, reason = null }: StatusOptions = {},
): Promise<StatusChange> {
  return ctx.db.transaction(async (tx): Promise<StatusChange> => {
    const row = await lockAccount(tx, ref);
    if (row.status === status) return { customer: toOperatorCustomer(row), changed: false };
    const [updated] = await tx
      .update(customers)
      .set({ status, rejectionReason: status === 'rejected' ? reason : null, updatedAt: new Date() })
      .where(eq(customers.id, row.id))
      .returning();
    // A rejected account is signed out everywhere, not only refused at the next sign-in.
    if (status === 'rejected') {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.customerId, row.id), isNull(sessions.revokedAt)));
    }
    await recordAudit(tx, actor, {
      action: status === 'approved' ? 'customer.approve' : 'customer.reject',
      entityType: 'customer',
      entityId: row.id,
      before: audited(row),
      after: audited(updated),
    });
    const customer = toOperatorCustomer(updated);
    const person = { customerId: updated.id, to: customer.email, name: customer.primary_contact_name };
    if (status === 'approved') await queueAccountApprovedMail(ctx, tx, { ...person, creditPaise: Math.round(customer.credit_limit * 100) });
    else await queueAccountRejectedMail(ctx, tx, { ...person, reason });
    return { customer, changed: true };
  });
}

/** The tool's form: the account by email. */
export async function setCustomerStatus(ctx: Services, emailInput: unknown, status: 'approved' | 'rejected', options?: StatusOptions): Promise<StatusChange> {
  return changeAccountStatus(ctx, { email: requireEmail(emailInput) }, status, options);
}

export interface CreditOptions {
  actor?: Actor;
  /** Why the limit changes (the back office requires it); kept in the audit log, not shown to the customer. */
  note?: string | null;
}

/**
 * Sets the company's credit limit through the credit ledger (modules/credit): the available credit
 * moves by the difference, which the wallet records as a limit change; a limit below the
 * outstanding dues is refused. Under the customer's row lock, so concurrent changes queue.
 */
export async function changeCreditLimit(db: Db, ref: AccountRef, paise: number, { actor = CLI_ACTOR, note = null }: CreditOptions = {}): Promise<CreditChange> {
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, ref);
    const { before, after } = await changeLimit(tx, row.id, paise, actor.email);
    const diff = after.limit - before.limit;
    if (diff !== 0) {
      await tx.insert(walletTransactions).values({
        customerId: row.id,
        description: creditChangeDescription(before.limit, after.limit),
        type: diff > 0 ? 'c' : 'd',
        amount: paiseToNumeric(Math.abs(diff)),
      });
    }
    await recordAudit(tx, actor, {
      action: 'customer.credit',
      entityType: 'customer',
      entityId: row.id,
      before: { credit_limit: before.limit / 100, available: before.available / 100 },
      after: { credit_limit: after.limit / 100, available: after.available / 100, note },
    });
    const [updated] = await tx.select().from(customers).where(eq(customers.id, row.id));
    return { customer: toOperatorCustomer(updated), previous: before.limit / 100, limit: after.limit / 100 };
  });
}

/** The tool's form: the account by email, the amount in rupees. */
export async function setCreditLimit(db: Db, emailInput: unknown, amount: unknown): Promise<CreditChange> {
  const email = requireEmail(emailInput);
  return changeCreditLimit(db, { email }, parseAmount(amount));
}

/* ---------- the back office's forms (account/adminRoutes.ts): the account by id, each field checked with contracts/accountRules ---------- */

export const approveAccount = (ctx: Services, actor: Actor, id: number) => changeAccountStatus(ctx, { id }, 'approved', { actor });

/** Rejects with the reason the customer will read (required here: the mail quotes it). */
export async function rejectAccount(ctx: Services, actor: Actor, id: number, input: FormInput): Promise<StatusChange> {
  const { reason } = validateForm(input, accountRejectRules);
  return changeAccountStatus(ctx, { id }, 'rejected', { actor, reason });
}

/** Sets the credit limit (rupees, as the operator tool takes it) with the note that says why. */
export async function setAccountCreditLimit(db: Db, actor: Actor, id: number, input: FormInput): Promise<CreditChange> {
  const v = validateForm(input, accountCreditRules);
  const paise = parseAmount(v.credit_limit, 'credit_limit', 'Credit limit');
  return changeCreditLimit(db, { id }, paise, { actor, note: v.note });
}
