// A company's approval rule and approval requests: who needs an approval, the statuses
// and the messages, written once for the database's check constraint, the server and the storefront.
// Plain data, so the browser bundle can load it.
import { formatPaise } from './format';
import { amountTooLarge, rupeeRule, type Rules } from './fields';
import type { CompanyRole } from './companyUserRules';

/**
 * Pending -> approved (its order placed) | rejected (with a reason) | withdrawn. A card request goes
 * pending -> awaiting_payment (approved, not yet paid) -> approved when its buyer pays (or withdrawn).
 */
export const APPROVAL_STATUSES = ['pending', 'awaiting_payment', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Waiting for approval',
  awaiting_payment: 'Approved — awaiting payment',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Those who approve (and whose own orders never wait): Admin and Approver. */
export const APPROVING_ROLES: readonly CompanyRole[] = ['admin', 'approver'];

/** Whether an order of `totalPaise` by a user of `role` waits for approval under the company's rule. */
export const needsApproval = (role: CompanyRole, thresholdPaise: number | null, totalPaise: number): boolean =>
  thresholdPaise !== null && !APPROVING_ROLES.includes(role) && totalPaise > thresholdPaise;

/** The largest threshold the form takes: ₹10 crore. */
export const APPROVAL_THRESHOLD_MAX_RUPEES = 100_000_000;

export const APPROVAL_MESSAGES = {
  thresholdInvalid: 'Enter an amount in rupees such as 50000, 50,000 or 1,00,000.50, or leave it empty for no rule.',
  thresholdTooLarge: amountTooLarge('The amount', APPROVAL_THRESHOLD_MAX_RUPEES * 100),
  ruleSaved: 'Approval rule saved.',
  ruleRemoved: 'Approval rule removed: orders are placed without approval.',
  sentForApproval: "Sent for approval. Your company's approvers have been told; the order is placed when one of them approves it.",
  reasonRequired: 'Say why the request is rejected (the buyer sees it).',
  ownRequest: 'You cannot approve your own request. Ask another approver.',
  notPending: 'This request has already been decided.',
  notFound: 'Approval request not found.',
  withdrawn: 'Request withdrawn.',
  approved: 'Approved: the order has been placed.',
  approvedAwaitingPayment: 'Approved: the buyer has been mailed a link to pay; the order is placed when it is paid.',
  notAwaitingPayment: 'This request is not waiting for payment.',
  payNotAllowed: 'Only the buyer who sent this request, or the company Admin, can pay for it.',
  notWithdrawable: 'This request has already been decided.',
  rejected: 'Request rejected; the buyer has been told why.',
} as const;

/** The approval rule's form (the server's check and the Approvals page's Yup schema); empty: no rule. */
export const approvalRuleRules = {
  threshold: rupeeRule({ label: 'The amount', invalid: APPROVAL_MESSAGES.thresholdInvalid, maxPaise: APPROVAL_THRESHOLD_MAX_RUPEES * 100 }),
} satisfies Rules;

/**
 * A Buyer's card order above the threshold is not paid at checkout: create-razorpay-order answers 409
 * keyed `approval_required` with this, and the checkout then sends it for approval through order-store.
 */
export const APPROVAL_REQUIRED_FIELD = 'approval_required';
export const cardNeedsApprovalMessage = (totalPaise: number, thresholdPaise: number) =>
  `Orders above ${formatPaise(thresholdPaise)} need an approver's approval, and this one is ${formatPaise(totalPaise)}. ` +
  'Send it for approval: you pay by card once it is approved.';

/** Paying an approved request whose total has risen since it was approved. */
export const payRisenMessage = (nowPaise: number, approvedPaise: number) =>
  `Prices have risen since it was approved: it now comes to ${formatPaise(nowPaise)}, not ${formatPaise(approvedPaise)}. ` +
  'Withdraw it and order again.';
