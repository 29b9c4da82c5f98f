// How a credit-limit change reads in the wallet history, shared by the server (which writes it)
// and the storefront (which shows it). Plain data and pure functions only: the browser loads it.
//
// The store changing the credit limit is recorded in the wallet as a 'c' (raised) or 'd'
// (lowered) row for the difference, with no order number: the spec's wallet history keeps its
// shape. It is not money paid or returned, so the storefront shows it as a limit change; its
// description is the prefix, a colon, then 'old → new'. Older rows said the legacy description.
export const CREDIT_LIMIT_CHANGE_PREFIX = 'Credit limit changed';
export const LEGACY_CREDIT_LIMIT_DESCRIPTION = 'Credit limit set by the store';

export const isCreditLimitChange = (t: { order_number: string | null; description: string }): boolean =>
  t.order_number === null && (t.description.startsWith(`${CREDIT_LIMIT_CHANGE_PREFIX}:`) || t.description === LEGACY_CREDIT_LIMIT_DESCRIPTION);

// One figure, three names: the header's "Wallet", the wallet page's "Current Limit" (the spec's
// words) and the credit page's "Available" are all the company's available credit. Each says so.
export const AVAILABLE_CREDIT_HELP =
  'Your available credit: what you can still order on credit now, your credit limit less unpaid orders. Wallet (in the header), Current Limit (Wallet History) and Available (Credit and Dues) are this same figure.';
