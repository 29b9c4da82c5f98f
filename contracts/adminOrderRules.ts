// The back office's order rules as plain data (the browser bundle loads them): who may do which
// action from which status, the ship and cancel forms' rules, and the stale-version message.
import { textField, type Rules } from './fields';
import type { StaffRole } from './staffRules';
import type { OrderStatusCode, PaymentMethodCode } from './statuses';

export const ADMIN_ORDER_ACTIONS = ['approve', 'ship', 'deliver', 'cancel'] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

/** Who may take each action: Sales approves and cancels, Dispatch ships and delivers. */
export const ORDER_ACTION_ROLES: Record<AdminOrderAction, readonly StaffRole[]> = {
  approve: ['admin', 'sales'],
  ship: ['admin', 'dispatch'],
  deliver: ['admin', 'dispatch'],
  cancel: ['admin', 'sales'],
};

/** The status each action starts from: one step at a time in the back office. */
export const ORDER_ACTION_FROM: Record<AdminOrderAction, readonly OrderStatusCode[]> = {
  approve: ['pending'],
  ship: ['approved'],
  deliver: ['shipped'],
  cancel: ['pending', 'approved'],
};

/** Who sees orders at all (Catalogue does not). */
export const ORDER_VIEW_ROLES: readonly StaffRole[] = ['admin', 'sales', 'finance', 'dispatch'];
/** Who may send a failed card refund again (or ask the provider again about a pending one). */
export const REFUND_RETRY_ROLES: readonly StaffRole[] = ['admin', 'finance'];
/** Who sees the payment's and refunds' state and the credit notes (Dispatch does not). */
export const ORDER_MONEY_ROLES: readonly StaffRole[] = ['admin', 'sales', 'finance'];

/** What the role may do to an order in this status, in the order the screen shows the buttons. */
export function orderActionsFor(role: StaffRole, status: OrderStatusCode): AdminOrderAction[] {
  return ADMIN_ORDER_ACTIONS.filter((a) => ORDER_ACTION_ROLES[a].includes(role) && ORDER_ACTION_FROM[a].includes(status));
}

export const STALE_ORDER_MESSAGE = 'This order was changed by someone else; reload to see the change.';
export const VERSION_REQUIRED_MESSAGE = 'Reload the order: the change must name the version you saw.';

/**
 * How the back office writes statuses and states: in sentence case, one word or phrase each ("Pending",
 * "Refund pending"), with the store's spelling "Cancelled". Every screen reads its words from here.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatusCode, string> = {
  pending: 'Pending',
  approved: 'Approved',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Cancelled',
};

/** A payment's state (card: the provider order's; cash on delivery: the credit's). */
export const PAYMENT_STATE_LABELS: Record<string, string> = {
  created: 'Not paid',
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  on_credit: 'On credit',
  credit_returned: 'Credit returned',
};

/** A card refund's state. */
export const REFUND_STATE_LABELS: Record<string, string> = { pending: 'Pending', processed: 'Processed', failed: 'Failed' };

/** A state code as the back office writes it: its label, or the code in sentence case ("on_hold" → "On hold"). */
export function stateWords(labels: Record<string, string>, code: string): string {
  if (labels[code]) return labels[code];
  const words = code.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodCode, string> = {
  cash_on_delivery: 'Cash on delivery (credit)',
  razorpay: 'Card / UPI',
};

export const orderShipRules = {
  courier: textField('Courier', 100, 'Courier is required'),
  tracking_number: {
    ...textField('Tracking number', 100, 'Tracking number is required'),
    pattern: /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/,
    patternMessage: 'Tracking number may contain letters, digits, spaces, dots, slashes and dashes.',
  },
} satisfies Rules;

export const orderCancelRules = {
  reason: { ...textField('Reason', 500, 'A reason is required to cancel the order'), min: 3, minMessage: 'Reason must be at least 3 characters.' },
} satisfies Rules;

/* ---------- e-invoices of an order's GST documents (adminEInvoices.ts is the wire) ---------- */

export const EINVOICE_STATES = ['not_registered', 'pending', 'registered', 'failed', 'cancelled'] as const;

/** Who may retry or cancel an e-invoice (the money side of an order). */
export const EINVOICE_ACTION_ROLES: readonly StaffRole[] = ['admin', 'finance'];

/** The portal's cancellation reasons, by their code. */
export const EINVOICE_CANCEL_REASONS = [
  { code: '1', label: 'Duplicate' },
  { code: '2', label: 'Data entry mistake' },
  { code: '3', label: 'Order cancelled' },
  { code: '4', label: 'Other' },
] as const;

export const EINVOICE_REMARK_MAX = 100;
export const EINVOICE_TEXT = {
  reasonRequired: 'Choose the reason for cancelling.',
  remarkRequired: 'Say in a few words why the e-invoice is cancelled.',
  remarkTooLong: `The remark may be at most ${EINVOICE_REMARK_MAX} characters.`,
  creditNoteNeeded: 'The 24 hours for cancelling are over: a credit note is needed.',
} as const;
