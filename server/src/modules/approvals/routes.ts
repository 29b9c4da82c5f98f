// Approval routes, /api/approvals: the company's rule (every user reads it, the Admin
// sets it) and its approval requests (every user reads them; an Approver or Admin approves or
// rejects, the buyer withdraws their own; an approved card request is paid by its buyer or the
// Admin). Approved companies only; another company's request answers 404 like a missing one.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  ApprovalDecisionResponse,
  ApprovalParams,
  ApprovalPaymentResponse,
  ApprovalRuleRequest,
  ApprovalRuleResponse,
  ApprovalsResponse,
  RejectApprovalRequest,
} from '@contracts/approvals';
import { APPROVAL_MESSAGES, APPROVING_ROLES } from '@contracts/approvalRules';
import { ADMIN_ONLY, ALL_COMPANY_ROLES, BUYING_ROLES, type CompanyRole } from '@contracts/companyUserRules';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { fromPaise } from '../../lib/money';
import { requireApproved } from '../../plugins/auth';
import type { Services } from '../../services';
import { rejectRequest, withdrawRequest } from './decide';
import { listRequests } from './requests';
import { approvalThreshold, parseThreshold, setApprovalThreshold } from './rule';

const base = { tags: ['approvals'], security: bearer };

/**
 * Placing an approved request's order and starting its card payment: the checkout area's order
 * steps, handed in where the routes are registered (modules/index.ts) because checkout imports
 * approvals for its rule and requests, and the two areas must not import each other.
 */
export interface ApprovedOrders {
  approveRequest(ctx: Services, customerId: number, approverUserId: number, publicId: string): Promise<{ requestId: number; orderNumber: string | null }>;
  createRequestPayment(ctx: Services, customerId: number, viewer: { userId: number; role: CompanyRole }, publicId: string): Promise<ApprovalPaymentResponse>;
}

export default function approvalRoutes(orders: ApprovedOrders): FastifyPluginAsync {
  return async (app: FastifyInstance) => routesOf(app, orders);
}

async function routesOf(app: FastifyInstance, { approveRequest, createRequestPayment }: ApprovedOrders) {
  const api = typed(app);
  treatMissingBodyAsEmpty(app);
  // Before body validation: a visitor or a pending account is refused as such, whatever it sent.
  app.addHook('preValidation', async (req) => {
    requireApproved(req);
  });

  api.get(
    '/approvals/rule',
    {
      config: { customerRoles: ALL_COMPANY_ROLES },
      schema: { ...base, summary: "The company's approval rule", response: { 200: ApprovalRuleResponse } },
    },
    async (req) => {
      const who = requireApproved(req);
      const paise = await approvalThreshold(app.db, who.id);
      return { status: true, data: { threshold: paise === null ? null : fromPaise(paise), can_set_rule: who.role === 'admin' } };
    },
  );

  api.post(
    '/approvals/rule',
    {
      config: { customerRoles: ADMIN_ONLY },
      schema: {
        ...base,
        summary: "Set the company's approval rule",
        description: "Orders above `threshold` rupees by a Buyer wait for an Approver's or Admin's approval; null or '' removes the rule.",
        body: ApprovalRuleRequest,
        response: { 200: ApprovalRuleResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const paise = parseThreshold(req.body.threshold);
      await setApprovalThreshold(app.db, who.id, paise);
      return {
        status: true,
        message: paise === null ? APPROVAL_MESSAGES.ruleRemoved : APPROVAL_MESSAGES.ruleSaved,
        data: { threshold: paise === null ? null : fromPaise(paise), can_set_rule: true },
      };
    },
  );

  /** One request as the list shows it, after a decision. */
  const decided = async (customerId: number, viewer: { userId: number; role: CompanyRole }, requestId: number, message: string) => {
    const [data] = await listRequests(app.db, customerId, viewer, requestId);
    return { status: true, message, data };
  };

  api.get(
    '/approvals',
    {
      config: { customerRoles: ALL_COMPANY_ROLES },
      schema: { ...base, summary: "The company's approval requests, pending first (the latest 200)", response: { 200: ApprovalsResponse } },
    },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, data: { can_decide: APPROVING_ROLES.includes(who.role), requests: await listRequests(app.db, who.id, who) } };
    },
  );

  api.post(
    '/approvals/:id/approve',
    {
      config: { customerRoles: APPROVING_ROLES },
      schema: {
        ...base,
        summary: 'Approve a request: its order is placed (cash on delivery) on today\'s prices, stock, credit and limits; a card request awaits its payment',
        description:
          'Idempotent: a request already approved answers its order. A card request becomes `awaiting_payment` (its buyer is mailed a link to pay; nothing is placed yet). ' +
          '403 for your own request; 409 when it was rejected or withdrawn, or cannot be placed today.',
        params: ApprovalParams,
        response: { 200: ApprovalDecisionResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const placed = await approveRequest(app.services, who.id, who.userId, req.params.id);
      const message = placed.orderNumber === null ? APPROVAL_MESSAGES.approvedAwaitingPayment : `${APPROVAL_MESSAGES.approved} Order ${placed.orderNumber}.`;
      return decided(who.id, who, placed.requestId, message);
    },
  );

  api.post(
    '/approvals/:id/reject',
    {
      config: { customerRoles: APPROVING_ROLES },
      schema: { ...base, summary: 'Reject a request with a reason (the buyer is mailed it)', params: ApprovalParams, body: RejectApprovalRequest, response: { 200: ApprovalDecisionResponse } },
    },
    async (req) => {
      const who = requireApproved(req);
      const id = await rejectRequest(app.services, who.id, who.userId, req.params.id, req.body.reason);
      return decided(who.id, who, id, APPROVAL_MESSAGES.rejected);
    },
  );

  api.post(
    '/approvals/:id/withdraw',
    {
      config: { customerRoles: BUYING_ROLES },
      schema: { ...base, summary: 'Withdraw your own pending (or approved, not yet paid) request', params: ApprovalParams, response: { 200: ApprovalDecisionResponse } },
    },
    async (req) => {
      const who = requireApproved(req);
      const id = await withdrawRequest(app.services, who.id, who.userId, req.params.id);
      return decided(who.id, who, id, APPROVAL_MESSAGES.withdrawn);
    },
  );

  api.post(
    '/approvals/:id/pay',
    {
      config: { customerRoles: BUYING_ROLES },
      schema: {
        ...base,
        summary: 'Start the card payment of an approved card request (its buyer or the company Admin)',
        description:
          "Creates the provider order priced from the request at today's prices (a lower total is charged; 409 when it has risen above what was approved, " +
          "a line can no longer be ordered or the buyer's limits no longer allow it). Pay it in the popup and send the result to /order-store " +
          '(payment_method razorpay, the razorpay_* fields, rpo_id and the answered order_data): that, or the payment webhook, places the order from the request once. ' +
          '403 for anyone but the buyer who sent it and the Admin; 409 when it is not awaiting payment.',
        params: ApprovalParams,
        response: { 200: ApprovalPaymentResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      return createRequestPayment(app.services, who.id, who, req.params.id);
    },
  );
}
