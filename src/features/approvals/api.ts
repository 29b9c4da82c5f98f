// Approval endpoints (issue 26, /api/approvals): the company's approval rule.
import type { ApprovalRuleRequest, ApprovalRuleResponse } from '@contracts/approvals';
import { baseApi } from '@/shared/api/baseApi';

const RULE = { type: 'Approvals', id: 'RULE' } as const;

export const approvalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApprovalRule: build.query<ApprovalRuleResponse['data'], void>({
      query: () => '/approvals/rule',
      transformResponse: (r: ApprovalRuleResponse) => r.data,
      providesTags: [RULE],
    }),
    setApprovalRule: build.mutation<ApprovalRuleResponse, ApprovalRuleRequest>({
      query: (body) => ({ url: '/approvals/rule', method: 'POST', body }),
      invalidatesTags: [RULE],
    }),
  }),
});

export const { useGetApprovalRuleQuery, useSetApprovalRuleMutation } = approvalsApi;
