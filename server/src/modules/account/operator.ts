// What the store's operator does to customer accounts (list, approve or reject, set the credit
// limit). Called by the operator API (account/operatorRoutes.ts) and the command-line tool's
// direct mode (cli/accounts.ts): one implementation.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, sessions, walletTransactions } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { validateForm } from '../../lib/fields';
import { paiseToNumeric, toPaise } from '../../lib/money';
import { formatPaise } from '@contracts/format';
import { CREDIT_LIMIT_CHANGE_PREFIX } from '@contracts/walletLabels';
import type { CustomerStatus } from '@contracts/account';
import type { OperatorCustomer } from '@contracts/operator';
import type { Services } from '../../services';
import { sendAccountApprovedMail } from './approvalMail';

/** 'Credit limit changed: ₹50,000.00 → ₹20,000.50' (the storefront shows it as a limit change, not money). */
export const creditChangeDescription = (fromPaise: number, toPaise: number) =>
  `${CREDIT_LIMIT_CHANGE_PREFIX}: ${formatPaise(fromPaise)} → ${formatPaise(toPaise)}`;
/** NUMERIC(12,2) holds up to 9,999,999,999.99. */
const MAX_CREDIT_PAISE = 999_999_999_999;

export interface StatusChange {
  customer: OperatorCustomer;
  /** False when the account already had that status. */
  changed: boolean;
}

export interface CreditChange {
  customer: OperatorCustomer;
  previous: number;
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

/** Approves or rejects an account; a newly approved customer gets a mail after the change commits. */
export async function setCustomerStatus(ctx: Services, emailInput: unknown, status: 'approved' | 'rejected'): Promise<StatusChange> {
  const email = requireEmail(emailInput);
  const change = await ctx.db.transaction(async (tx): Promise<StatusChange> => {
    const [row] = await tx.select().from(customers).where(byEmail(email)).limit(1).for('update');
    if (!row) throw notFound(`No customer with the email ${email}.`);
    if (row.status === status) return { customer: toOperatorCustomer(row), changed: false };
    const [updated] = await tx
      .update(customers)
      .set({ status, updatedAt: new Date() })
      .where(eq(customers.id, row.id))
      .returning();
    // A rejected account is signed out everywhere, not only refused at the next sign-in.
    if (status === 'rejected') {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.customerId, row.id), isNull(sessions.revokedAt)));
    }
    return { customer: toOperatorCustomer(updated), changed: true };
  });
  if (change.changed && status === 'approved') {
    const { customer } = change;
    await sendAccountApprovedMail(ctx, { to: customer.email, name: customer.primary_contact_name, creditPaise: Math.round(customer.credit_limit * 100) });
  }
  return change;
}

/** "50000", "50000.5", 50000 -> paise; anything else is refused with a field error. */
export function parseAmount(amount: unknown): number {
  const raw = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  if (!raw) throw invalid({ amount: ['Amount is required'] });
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
    throw invalid({ amount: ['Amount must be a number of rupees of 0 or more, with at most 2 decimals.'] });
  }
  const paise = toPaise(raw);
  if (paise > MAX_CREDIT_PAISE) throw invalid({ amount: ['Amount is too large.'] });
  return paise;
}

/** Sets the available credit and records the difference as a wallet transaction. */
export async function setCreditLimit(db: Db, emailInput: unknown, amount: unknown): Promise<CreditChange> {
  const email = requireEmail(emailInput);
  const paise = parseAmount(amount);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(customers).where(byEmail(email)).limit(1).for('update');
    if (!row) throw notFound(`No customer with the email ${email}.`);
    const previousPaise = toPaise(row.creditLimit);
    const diff = paise - previousPaise;
    const [updated] = await tx
      .update(customers)
      .set({ creditLimit: paiseToNumeric(paise), updatedAt: new Date() })
      .where(eq(customers.id, row.id))
      .returning();
    if (diff !== 0) {
      await tx.insert(walletTransactions).values({
        customerId: row.id,
        description: creditChangeDescription(previousPaise, paise),
        type: diff > 0 ? 'c' : 'd',
        amount: paiseToNumeric(Math.abs(diff)),
      });
    }
    return { customer: toOperatorCustomer(updated), previous: previousPaise / 100 };
  });
}
