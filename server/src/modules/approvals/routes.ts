// Approval routes (issue 26), /api/approvals: the company's rule (every user reads it, the Admin
// sets it). Approved companies only; everything is the signed-in user's own company's.
import type { FastifyInstance } from 'fastify';
import { ApprovalRuleRequest, ApprovalRuleResponse } from '@contracts/approvals';
import { APPROVAL_MESSAGES } from '@contracts/approvalRules';
import { ADMIN_ONLY, ALL_COMPANY_ROLES } from '@contracts/companyUserRules';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { fromPaise } from '../../lib/money';
import { requireApproved } from '../../plugins/auth';
import { approvalThreshold, parseThreshold, setApprovalThreshold } from './rule';

const base = { tags: ['approvals'], security: bearer };

export default async function approvalRoutes(app: FastifyInstance) {
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
}
