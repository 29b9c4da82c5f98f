// A company user's spending limits: which orders count toward the monthly limit, and the
// messages an order above a limit is refused with (every order path answers them, keyed `spending_limit`).
import { formatPaise } from './format';
import type { OrderStatusCode } from './statuses';

/** The field a refused order's message is keyed by, on checkout, card payment and quotation accept alike. */
export const SPENDING_LIMIT_FIELD = 'spending_limit';

/**
 * Orders that count toward a user's month: every order placed except a cancelled one. Card orders
 * exist only once paid, so an abandoned or failed card payment is never an order and never counts.
 */
export const MONTHLY_LIMIT_STATUSES: readonly OrderStatusCode[] = ['pending', 'approved', 'shipped', 'delivered'];

export const orderLimitMessage = (totalPaise: number, limitPaise: number) =>
  `The order total of ${formatPaise(totalPaise)} is above your order limit of ${formatPaise(limitPaise)}. ` +
  "Remove some products, or ask your company's admin to raise your limit.";

export const monthlyLimitMessage = (totalPaise: number, spentPaise: number, limitPaise: number) =>
  `This order of ${formatPaise(totalPaise)} would take your orders this month to ${formatPaise(spentPaise + totalPaise)}, ` +
  `above your monthly limit of ${formatPaise(limitPaise)} (${formatPaise(Math.max(0, limitPaise - spentPaise))} left). ` +
  "Remove some products, or ask your company's admin to raise your limit.";
