// The wire of the buyer's credit ledger: dues with their ageing, and the statement
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
  state: Type.Union([Type.Literal('open'), Type.Literal('paid'), Type.Literal('canceled')], {
    description: "'canceled': the order was cancelled and what was outstanding came back to the available credit.",
  }),
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

/* ---------- the back office (Finance, Admin): the account's credit card and its forms ---------- */

export const CreditSummary = CreditSummaryResponse.properties.data;
export type CreditSummary = Static<typeof CreditSummary>;

export const AdminCreditResponse = Type.Object({ status: Type.Boolean(), credit: CreditSummary });
export type AdminCreditResponse = Static<typeof AdminCreditResponse>;

/** A change's answer: what was done, and the account's credit as it is now. */
export const AdminCreditChangeResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), credit: CreditSummary });
export type AdminCreditChangeResponse = Static<typeof AdminCreditChangeResponse>;

export const AdminCreditPaymentRequest = Type.Object(
  {
    method: Type.Optional(Type.String({ description: 'neft, rtgs, cheque, upi or tds (section 194Q).' })),
    reference: Type.Optional(Type.String({ description: 'UTR, cheque number or TDS certificate number: one payment per method and reference.' })),
    received_on: Type.Optional(Type.String({ description: 'YYYY-MM-DD (India), not in the future.' })),
    amount: Type.Optional(Type.String({ description: 'Rupees, allocated to the oldest dues first (when dues is absent or empty).' })),
    dues: Type.Optional(Type.Array(Type.Object({ id: Type.String(), amount: Type.Optional(Type.String()) }), { maxItems: 200, description: 'Named dues and the rupees for each.' })),
    note: Type.Optional(Type.String()),
  },
  { description: 'An offline payment or TDS, recorded against the dues.' },
);
export type AdminCreditPaymentRequest = Static<typeof AdminCreditPaymentRequest>;

export const AdminCreditTermsRequest = Type.Object({
  payment_terms_days: Type.Optional(Type.String({ description: 'Whole days from 0 to 365; dates the dues of invoices issued from now on.' })),
  note: Type.Optional(Type.String()),
});
export type AdminCreditTermsRequest = Static<typeof AdminCreditTermsRequest>;

/* ---------- the buyer pays dues online (POST /credit/pay, /credit/pay/verify) ---------- */

export const CreditPayRequest = Type.Object({
  dues: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200, description: 'Public ids of the dues to settle, each in full.' })),
  amount: Type.Optional(Type.String({ description: 'Rupees, settled oldest due first (when no dues are named).' })),
});
export type CreditPayRequest = Static<typeof CreditPayRequest>;

export const CreditPayResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    /** The provider's order id (order_...), the popup's order_id. */
    rpo_number: Type.String(),
    /** Paise, computed by the server from the dues. */
    rpo_amount: Type.Integer(),
    rpo_id: PublicId,
    currency: Type.Literal('INR'),
    key: Type.String(),
    script_url: Type.String(),
    customer_name: Type.String(),
    customer_email: Type.String(),
    customer_phone: Type.String(),
    /** What the payment will settle, oldest first. */
    settles: Type.Array(Type.Object({ order_number: Type.String(), amount: Money })),
  }),
});
export type CreditPayResponse = Static<typeof CreditPayResponse>;

export const CreditPayVerifyRequest = Type.Object({
  razorpay_order_id: Type.Optional(Type.String({ maxLength: 64 })),
  razorpay_payment_id: Type.Optional(Type.String({ maxLength: 64 })),
  razorpay_signature: Type.Optional(Type.String({ maxLength: 256 })),
});
export type CreditPayVerifyRequest = Static<typeof CreditPayVerifyRequest>;

export const CreditPayVerifyResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), data: CreditSummary });
export type CreditPayVerifyResponse = Static<typeof CreditPayVerifyResponse>;
