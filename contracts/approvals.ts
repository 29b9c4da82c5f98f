// The wire of a company's approval rule and approval requests, /api/approvals: the rule
// "a Buyer's order above ₹X needs an approval" (set by the Admin), the requests it made, and the
// Approver's or Admin's decision. Rules and messages are in approvalRules.ts.
import { Type, type Static } from 'typebox';
import { APPROVAL_STATUSES } from './approvalRules';
import { CreatePaymentOrderResponse, PaymentMethod } from './checkout';
import { Money, Nullable, OneOf, PublicId, Timestamp } from './common';

export const ApprovalRule = Type.Object({
  /** Orders above this total (rupees) by a Buyer wait for approval; null: no rule. */
  threshold: Nullable(Money),
  /** Whether the signed-in user (the Admin) may change it. */
  can_set_rule: Type.Boolean(),
});
export type ApprovalRule = Static<typeof ApprovalRule>;

export const ApprovalRequestLine = Type.Object({
  product_id: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
  unit_price: Money,
  line_total: Money,
});
export type ApprovalRequestLine = Static<typeof ApprovalRequestLine>;

export const ApprovalRequest = Type.Object({
  id: PublicId,
  status: OneOf(APPROVAL_STATUSES),
  /** The requesting user's name, or null once removed. */
  requested_by: Nullable(Type.String()),
  /** Whether the signed-in user made it (they cannot approve it). */
  mine: Type.Boolean(),
  lines: Type.Array(ApprovalRequestLine),
  sub_total: Money,
  tax: Money,
  grand_total: Money,
  ship_to: Type.String(),
  purchase_order_number: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Timestamp),
  /** The order approving it placed (cash on delivery), or paying it placed (card). */
  order_number: Nullable(Type.String()),
  /** How it is paid: cash on delivery (approving places it) or card (paid after approval, status awaiting_payment). */
  payment_method: PaymentMethod,
  /** Whether the signed-in user may pay it now: awaiting payment, and they sent it or are the company Admin. */
  can_pay: Type.Boolean(),
  created_at: Timestamp,
});
export type ApprovalRequest = Static<typeof ApprovalRequest>;

export const ApprovalsResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    /** Admin or Approver: may approve and reject (others' requests). */
    can_decide: Type.Boolean(),
    requests: Type.Array(ApprovalRequest),
  }),
});
export type ApprovalsResponse = Static<typeof ApprovalsResponse>;

export const ApprovalRuleRequest = Type.Object({
  // Rupees, checked by the service (approvalRules' messages); a number, or null / '' for no rule.
  threshold: Type.Union([Type.Number(), Type.String({ maxLength: 32 }), Type.Null()]),
});
export type ApprovalRuleRequest = Static<typeof ApprovalRuleRequest>;

export const ApprovalRuleResponse = Type.Object({ status: Type.Boolean(), message: Type.Optional(Type.String()), data: ApprovalRule });
export type ApprovalRuleResponse = Static<typeof ApprovalRuleResponse>;

export const ApprovalParams = Type.Object({ id: PublicId });
export type ApprovalParams = Static<typeof ApprovalParams>;

export const RejectApprovalRequest = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 2000 })) });
export type RejectApprovalRequest = Static<typeof RejectApprovalRequest>;

export const ApprovalDecisionResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), data: ApprovalRequest });
export type ApprovalDecisionResponse = Static<typeof ApprovalDecisionResponse>;

/**
 * POST /approvals/:id/pay: the provider order for an approved card request, priced from the request
 * at today's prices (as create-razorpay-order answers for a cart), plus the provider's script for the popup.
 */
export const ApprovalPaymentResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ ...CreatePaymentOrderResponse.properties.data.properties, payment_script_url: Type.String() }),
  order_data: CreatePaymentOrderResponse.properties.order_data,
});
export type ApprovalPaymentResponse = Static<typeof ApprovalPaymentResponse>;
