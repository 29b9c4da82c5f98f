// The rules of the credit forms, written once: staff's offline payment, TDS and payment terms
// (back office, Finance and Admin) and the buyer's online payment of dues. The server validates
// with them and the screens build their Yup schemas from them. Plain data: the browser loads it.
import { rupeeRule, textField, type Rules } from './fields';

/** How staff record money received offline; TDS under section 194Q is recorded like a payment. */
export const OFFLINE_METHODS = ['neft', 'rtgs', 'cheque', 'upi'] as const;
export const CREDIT_PAYMENT_METHODS = [...OFFLINE_METHODS, 'tds'] as const;
export type CreditPaymentMethod = (typeof CREDIT_PAYMENT_METHODS)[number];
export const CREDIT_METHOD_LABELS: Record<CreditPaymentMethod | 'online', string> = {
  neft: 'NEFT',
  rtgs: 'RTGS',
  cheque: 'Cheque',
  upi: 'UPI',
  tds: 'TDS u/s 194Q',
  online: 'Online',
};

const AMOUNT_INVALID = 'Amount must be a number of rupees above 0, such as 25000, 25,000 or 1,25,000.50.';
/** A payment's amount in rupees (grouped or plain), above zero; the server converts it to paise. */
const amount = (required?: string) => rupeeRule({ label: 'Amount', required, invalid: AMOUNT_INVALID, aboveZero: true });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const CREDIT_REFERENCE_MAX = 100;
export const CREDIT_NOTE_MAX = 500;
/** The longest payment terms staff may give (a year). */
export const MAX_TERMS_DAYS = 365;

/** An offline payment or TDS: `amount` allocated oldest first unless `dues` names what it settles. */
export const creditPaymentRules = {
  method: { required: 'Choose how the money was received.', oneOf: CREDIT_PAYMENT_METHODS, oneOfMessage: 'Choose NEFT, RTGS, cheque, UPI or TDS.' },
  reference: {
    required: 'Enter the reference (UTR, cheque number or TDS certificate number).',
    max: CREDIT_REFERENCE_MAX,
    maxMessage: `The reference may not be greater than ${CREDIT_REFERENCE_MAX} characters.`,
    pattern: /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/,
    patternMessage: 'The reference may hold letters, digits, / - _ and . only.',
    upperCase: true,
  },
  received_on: { required: 'Enter the date the money was received.', pattern: DAY, patternMessage: 'Enter the date as YYYY-MM-DD.' },
  amount: amount(),
  note: textField('Note', CREDIT_NOTE_MAX),
} satisfies Rules;

/** One named due's part of a payment. */
export const creditAllocationRules = {
  amount: amount('Enter the amount for this invoice.'),
} satisfies Rules;

/** The buyer's online payment of dues by amount (instead of choosing the invoices). */
export const duesPaymentRules = {
  amount: amount(),
} satisfies Rules;

export const creditTermsRules = {
  payment_terms_days: {
    required: 'Payment terms are required',
    pattern: /^\d{1,3}$/,
    patternMessage: `Payment terms must be a whole number of days from 0 to ${MAX_TERMS_DAYS}.`,
  },
  note: textField('Note', CREDIT_NOTE_MAX, 'Add a note saying why the terms change.'),
} satisfies Rules;

/** The reference's label for a method (the TDS certificate is the buyer's Form 16A number). */
export const referenceLabel = (method: string): string =>
  method === 'tds' ? 'TDS certificate number' : method === 'cheque' ? 'Cheque number' : method === 'upi' ? 'UPI transaction reference' : 'UTR number';
