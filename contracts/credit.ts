// The wire of the buyer's credit ledger (issue 27 part 2): dues with their ageing, and the statement
// of account for a period. Amounts are rupees with 2 decimals, computed on the server from paise.
import { Type, type Static } from 'typebox';
import { Money, Nullable, PublicId } from './common';

export const CreditDue = Type.Object({
  id: PublicId,
  order_number: Type.String(),
  invoice_number: Nullable(Type.String()),
  invoice_date: Nullable(Type.String({ description: 'ISO date-time; null until the order is invoiced.' })),
  due_date: Nullable(Type.String({ description: 'YYYY-MM-DD (India); null until invoiced: not yet due.' })),
  amount: Money,
  paid: Money,
  outstanding: Money,
  state: Type.Union([Type.Literal('open'), Type.Literal('paid')]),
  days_overdue: Type.Integer({ description: 'Days past the due date today (0 when not overdue).' }),
});
export type CreditDue = Static<typeof CreditDue>;

export const CreditSummaryResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    credit_limit: Money,
    available: Money,
    outstanding: Money,
    overdue: Money,
    paid: Money,
    payment_terms_days: Type.Integer(),
    /** What is outstanding by days past the due date (not_due: not yet due or not yet invoiced). */
    ageing: Type.Object({ not_due: Money, days_0_30: Money, days_31_60: Money, days_61_90: Money, days_90_plus: Money }),
    dues: Type.Array(CreditDue),
  }),
});
export type CreditSummaryResponse = Static<typeof CreditSummaryResponse>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (India).' });
export const StatementQuery = Type.Object({
  from: Day,
  to: Day,
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('pdf')])),
});
export type StatementQuery = Static<typeof StatementQuery>;

export const StatementEntry = Type.Object({
  at: Type.String(),
  description: Type.String(),
  reference: Nullable(Type.String()),
  debit: Money,
  credit: Money,
  balance: Money,
});
export type StatementEntry = Static<typeof StatementEntry>;

export const StatementResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ from: Type.String(), to: Type.String(), opening: Money, entries: Type.Array(StatementEntry), closing: Money }),
});
export type StatementResponse = Static<typeof StatementResponse>;
