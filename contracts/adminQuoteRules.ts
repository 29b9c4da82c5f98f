// The back office's quotation rules as plain data: who may answer, what may be answered, and the
// messages of the send and reject forms. The server's routes and service and the admin screens
// (navigation, Yup schemas) read them; no imports beyond plain data, so the browser loads it as it is.
import { amountTooLarge, MAX_AMOUNT_PAISE, rupeeRule, type Rules } from './fields';
import type { StaffRole } from './staffRules';
import type { QuotationStatusCode } from './statuses';

/**
 * Every staff member may read quotations (Finance looks at what is coming for credit, Dispatch at
 * what may ship); only Sales and Admin answer them.
 */
export const QUOTATION_READ_ROLES: readonly StaffRole[] = ['admin', 'sales', 'finance', 'dispatch', 'catalogue'];
export const QUOTATION_ANSWER_ROLES: readonly StaffRole[] = ['admin', 'sales'];

/**
 * The statuses the store may (re)send prices in or decline from: an unanswered request, or an offer
 * the buyer has not taken up yet. Accepted, ordered, rejected and expired ones are settled.
 */
export const STORE_ANSWERABLE: readonly QuotationStatusCode[] = ['pending', 'quoted'];

export const ADMIN_QUOTATION_PAGE_SIZE = 25;
/** The furthest a validity date may be set ahead, in days. */
export const QUOTATION_MAX_VALIDITY_DAYS = 365;
export const QUOTATION_NOTE_MAX = 2000;
export const QUOTATION_REJECT_REASON_MAX = 1000;

export const STALE_QUOTATION_MESSAGE = 'This quotation was changed by someone else; reload to see the change.';

export const ADMIN_QUOTE_MESSAGES = {
  priceRequired: 'Enter a unit price for this line.',
  priceFormat: 'Price must be a number of rupees above 0, such as 1499, 1,499 or 1,23,499.50.',
  priceTooLarge: amountTooLarge('Price', MAX_AMOUNT_PAISE),
  everyLine: 'Price every line of the quotation before sending it.',
  unknownLine: 'This quotation has no such line.',
  twice: 'This line is priced twice.',
  validUntilRequired: 'Valid until is required.',
  validUntilFormat: 'Valid until must be a date (YYYY-MM-DD).',
  validUntilPast: 'Valid until must be today or a later day.',
  validUntilFar: `Valid until may be at most ${QUOTATION_MAX_VALIDITY_DAYS} days ahead.`,
  noteMax: `The note may not be greater than ${QUOTATION_NOTE_MAX} characters.`,
  reasonRequired: 'Please give the reason for rejecting.',
  reasonMax: `The reason may not be greater than ${QUOTATION_REJECT_REASON_MAX} characters.`,
  warnAbove: (price: string, off: number, list: string, limit: number) =>
    `${price} is ${off} % above the list price ${list} (Settings warn above ${limit} %). Check it before sending.`,
  warnBelow: (price: string, off: number, what: string, reference: string, limit: number) =>
    `${price} is ${off} % below ${what} ${reference} (Settings warn below ${limit} %). Check it before sending.`,
  replySent: 'Your reply was sent to the buyer. The prices and their validity are unchanged.',
} as const;

/** One line's unit price as typed: rupees, grouped or plain, up to 2 decimals, above 0. */
export const quotePriceRules = {
  unit_price: rupeeRule({ label: 'Price', required: 'Enter a unit price for this line.', invalid: 'Price must be a number of rupees above 0, such as 1499, 1,499 or 1,23,499.50.', aboveZero: true }),
} satisfies Rules;
