// The Accounts screens' calls (/api/admin/accounts...), injected into the back office's one API.
// Each change answers the account as it is now: it replaces the cached page (no second request),
// and the lists refetch because a status or a limit may move an account between tabs.
import type {
  AdminAccountChangeResponse,
  AdminAccountCreditRequest,
  AdminAccountRateRequest,
  AdminAccountRejectRequest,
  AdminAccountResponse,
  AdminAccountsQuery,
  AdminAccountsResponse,
} from '@contracts/adminAccounts';
import type { AdminCompanyUsersResponse } from '@contracts/companyUsers';
import type { AdminCreditChangeResponse, AdminCreditPaymentRequest, AdminCreditResponse, AdminCreditTermsRequest } from '@contracts/credit';
import { adminApi, cleanParams } from '../api';

type Change<T = object> = T & { id: number };

/** The account's credit card (Finance, Admin) is cached apart from the page: other roles never load it. */
const creditTag = (id: number) => ({ type: 'Accounts' as const, id: `credit-${id}` });

/** Puts a credit change's answer in the credit card's cache; the page (wallet, history) reloads. */
async function keepCredit(
  id: number,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AdminCreditChangeResponse }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(accountsApi.util.upsertQueryData('accountCredit', id, { status: true, credit: data.credit }));
    dispatch(accountsApi.util.invalidateTags([{ type: 'Accounts', id }]));
  } catch {
    // The form shows the failure; the cached card is still right.
  }
}

/** Puts the change's answer in the account page's cache. */
async function keepAnswer(
  id: number,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AdminAccountChangeResponse }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(accountsApi.util.upsertQueryData('account', id, { status: true, account: data.account }));
  } catch {
    // The form shows the failure; the cached page is still right.
  }
}

export const accountsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    accounts: build.query<AdminAccountsResponse, AdminAccountsQuery>({
      query: (params) => ({ url: '/accounts', params: cleanParams(params) }),
      providesTags: [{ type: 'Accounts', id: 'LIST' }],
    }),
    account: build.query<AdminAccountResponse, number>({
      query: (id) => `/accounts/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Accounts', id }],
    }),
    /** The company's users, read only. */
    accountUsers: build.query<AdminCompanyUsersResponse, number>({
      query: (id) => `/accounts/${id}/users`,
      providesTags: (_r, _e, id) => [{ type: 'Accounts', id }],
    }),
    approveAccount: build.mutation<AdminAccountChangeResponse, number>({
      query: (id) => ({ url: `/accounts/${id}/approve`, method: 'POST' }),
      invalidatesTags: [{ type: 'Accounts', id: 'LIST' }],
      onQueryStarted: (id, lifecycle) => keepAnswer(id, lifecycle),
    }),
    rejectAccount: build.mutation<AdminAccountChangeResponse, Change<AdminAccountRejectRequest>>({
      query: ({ id, ...body }) => ({ url: `/accounts/${id}/reject`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Accounts', id: 'LIST' }],
      onQueryStarted: ({ id }, lifecycle) => keepAnswer(id, lifecycle),
    }),
    setCreditLimit: build.mutation<AdminAccountChangeResponse, Change<AdminAccountCreditRequest>>({
      query: ({ id, ...body }) => ({ url: `/accounts/${id}/credit-limit`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Accounts', id: 'LIST' }, creditTag(id)],
      onQueryStarted: ({ id }, lifecycle) => keepAnswer(id, lifecycle),
    }),
    accountCredit: build.query<AdminCreditResponse, number>({
      query: (id) => `/accounts/${id}/credit`,
      providesTags: (_r, _e, id) => [creditTag(id)],
    }),
    recordCreditPayment: build.mutation<AdminCreditChangeResponse, Change<AdminCreditPaymentRequest>>({
      query: ({ id, ...body }) => ({ url: `/accounts/${id}/credit/payments`, method: 'POST', body }),
      onQueryStarted: ({ id }, lifecycle) => keepCredit(id, lifecycle),
    }),
    setPaymentTerms: build.mutation<AdminCreditChangeResponse, Change<AdminCreditTermsRequest>>({
      query: ({ id, ...body }) => ({ url: `/accounts/${id}/credit/terms`, method: 'POST', body }),
      onQueryStarted: ({ id }, lifecycle) => keepCredit(id, lifecycle),
    }),
    setAccountRate: build.mutation<AdminAccountChangeResponse, Change<AdminAccountRateRequest>>({
      query: ({ id, ...body }) => ({ url: `/accounts/${id}/rates`, method: 'PUT', body }),
      onQueryStarted: ({ id }, lifecycle) => keepAnswer(id, lifecycle),
    }),
    removeAccountRate: build.mutation<AdminAccountChangeResponse, Change<{ sku: string }>>({
      query: ({ id, sku }) => ({ url: `/accounts/${id}/rates/${encodeURIComponent(sku)}`, method: 'DELETE' }),
      onQueryStarted: ({ id }, lifecycle) => keepAnswer(id, lifecycle),
    }),
  }),
});

export const {
  useAccountsQuery,
  useAccountQuery,
  useApproveAccountMutation,
  useRejectAccountMutation,
  useAccountUsersQuery,
  useSetCreditLimitMutation,
  useAccountCreditQuery,
  useRecordCreditPaymentMutation,
  useSetPaymentTermsMutation,
  useSetAccountRateMutation,
  useRemoveAccountRateMutation,
} = accountsApi;
