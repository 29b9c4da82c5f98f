// Every status list once: the database's check constraints (server/src/db/schema.ts), the wire
// schemas (contracts/*) and the code that branches on them read these tuples, so a new status is
// added in one place. Plain data, no imports: drizzle-kit and the browser load it as it is.

/** A customer account: 'pending' until the store approves it; only 'approved' sees prices. */
export const CUSTOMER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CustomerStatusCode = (typeof CUSTOMER_STATUSES)[number];

/** An order: pending -> approved -> shipped -> delivered, or canceled while pending or approved. */
export const ORDER_STATUSES = ['pending', 'approved', 'shipped', 'delivered', 'canceled'] as const;
export type OrderStatusCode = (typeof ORDER_STATUSES)[number];

/** How an order is paid. */
export const PAYMENT_METHODS = ['cash_on_delivery', 'razorpay'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

/**
 * A quotation: pending -> quoted (the store prices every line) -> accepted or rejected (the buyer);
 * accepted -> ordered; quoted or accepted -> expired past valid_until.
 */
export const QUOTATION_STATUSES = ['pending', 'quoted', 'accepted', 'rejected', 'ordered', 'expired'] as const;
export type QuotationStatusCode = (typeof QUOTATION_STATUSES)[number];

/** A wallet (credit) transaction: 'c' credit raises the available credit, 'd' debit lowers it. */
export const WALLET_TRANSACTION_TYPES = ['c', 'd'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** Whether `value` is one of `list`, narrowing it (a status read from a form, a file or a command line). */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
