// Who may do what to customer accounts in the back office, and the rules of its account forms,
// written once: the server's route guards and services and the back office's screens read them.
// Plain data (imports only the field rules), so the browser bundle can load it.
import { MAX_AMOUNT_PAISE, rupeeRule, textField, type Rules } from './fields';
import { STAFF_ROLES, type StaffRole } from './staffRules';

/**
 * Split by role: every role reads accounts (Dispatch needs the addresses and contact, Finance
 * the wallet, Catalogue the rates it edits); Sales and Admin decide registrations; Finance and
 * Admin set credit; the account's price-list rates are a commercial decision of Sales, kept with
 * the Catalogue team that owns prices, and Admin.
 */
export const ACCOUNT_ROLES = {
  read: STAFF_ROLES,
  decide: ['admin', 'sales'],
  credit: ['admin', 'finance'],
  rates: ['admin', 'sales', 'catalogue'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type AccountPermission = keyof typeof ACCOUNT_ROLES;

export const mayOnAccounts = (role: StaffRole, what: AccountPermission): boolean => (ACCOUNT_ROLES[what] as readonly StaffRole[]).includes(role);

export const ACCOUNT_REASON_MAX = 500;
export const ACCOUNT_NOTE_MAX = 500;
/** NUMERIC(12,2) holds up to ₹9,99,99,99,999.99. */
export const MAX_CREDIT_RUPEES = MAX_AMOUNT_PAISE / 100;

export const accountRejectRules = {
  reason: textField('Reason', ACCOUNT_REASON_MAX, 'Give the reason for the rejection: the customer reads it in the mail.'),
} satisfies Rules;

export const accountCreditRules = {
  credit_limit: rupeeRule({
    label: 'Credit limit',
    required: 'Credit limit is required',
    invalid: 'Credit limit must be a number of rupees of 0 or more, such as 600000, 6,00,000 or 6,00,000.50.',
  }),
  note: textField('Note', ACCOUNT_NOTE_MAX, 'Add a note saying why the limit changes.'),
} satisfies Rules;

export const accountRateRules = {
  sku: { required: 'SKU is required', max: 64, maxMessage: 'SKU may not be greater than 64 characters.' },
  rate: rupeeRule({
    label: 'Rate',
    required: 'Rate is required',
    invalid: 'Rate must be a number of rupees above 0 such as 1499, 1,499 or 1,499.50.',
    aboveZero: true,
  }),
} satisfies Rules;

/** How far below the product's price an account's rate is, in percent with one decimal (the price-list grid and CSV). */
export const rateDiscountPercent = (listPrice: number, rate: number): number => (listPrice > 0 ? Math.round((1 - rate / listPrice) * 1000) / 10 : 0);
