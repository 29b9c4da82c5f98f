// Approval endpoints (/api/approvals): the company's approval rule and its requests
// (approve, reject with a reason, withdraw one's own, pay an approved card request).
import type { ApprovalDecisionResponse, ApprovalPaymentResponse, ApprovalRuleRequest, ApprovalRuleResponse, ApprovalsResponse } from '@contracts/approvals';
import type { OrderStoreRequest, OrderStoreResponse } from '@contracts/checkout';
import { baseApi } from '@/shared/api/baseApi';

const RULE = { type: 'Approvals', id: 'RULE' } as const;
const LIST = { type: 'Approvals', id: 'LIST' } as const;

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
    getApprovals: build.query<ApprovalsResponse['data'], void>({
      query: () => '/approvals',
      transformResponse: (r: ApprovalsResponse) => r.data,
      providesTags: [LIST],
    }),
    /** Approving places an order: the order list, credit and stock read again too. */
    approveRequest: build.mutation<ApprovalDecisionResponse, string>({
      query: (id) => ({ url: `/approvals/${encodeURIComponent(id)}/approve`, method: 'POST', body: {} }),
      invalidatesTags: [LIST, 'Orders', 'Credit', 'Wallet', 'Products'],
    }),
    rejectRequest: build.mutation<ApprovalDecisionResponse, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/approvals/${encodeURIComponent(id)}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: [LIST],
    }),
    withdrawRequest: build.mutation<ApprovalDecisionResponse, string>({
      query: (id) => ({ url: `/approvals/${encodeURIComponent(id)}/withdraw`, method: 'POST', body: {} }),
      invalidatesTags: [LIST],
    }),
    /** Starts the card payment of an approved card request: the provider order, priced by the server. */
    payRequest: build.mutation<ApprovalPaymentResponse, string>({
      query: (id) => ({ url: `/approvals/${encodeURIComponent(id)}/pay`, method: 'POST', body: {} }),
    }),
    /** The popup's signed answer: order-store places the request's order (or refunds the payment). */
    placePaidRequest: build.mutation<OrderStoreResponse, OrderStoreRequest>({
      query: (body) => ({ url: '/order-store', method: 'POST', body }),
      invalidatesTags: [LIST, 'Orders', 'Products'],
    }),
  }),
});

export const {
  useGetApprovalRuleQuery,
  useSetApprovalRuleMutation,
  useGetApprovalsQuery,
  useApproveRequestMutation,
  useRejectRequestMutation,
  useWithdrawRequestMutation,
  usePayRequestMutation,
  usePlacePaidRequestMutation,
} = approvalsApi;
