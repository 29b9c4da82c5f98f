// Account endpoints (spec 7, "Account"): profile, password, wallet and credit. The address books are features/addresses.
import type { ChangePasswordRequest, Customer, ProfileResponse, ProfileUpdateResponse } from '@contracts/account';
import type { WalletHistoryResponse } from '@contracts/checkout';
import type { CreditPayRequest, CreditPayResponse, CreditPayVerifyRequest, CreditPayVerifyResponse, CreditSummaryResponse, StatementResponse } from '@contracts/credit';
import { fileNameFromDisposition } from '@/shared/lib/download';
import { customerUpdated, selectCustomer } from '@/features/auth';
import type { AppState } from '@/shared/lib/storeHooks';
import type { StatusMessage } from '@contracts/common';
import type { MailChoicesRequest, MyPasswordRequest, MyProfile, MyProfileRequest, MyProfileResponse } from '@contracts/companyUsers';
import { baseApi } from '@/shared/api/baseApi';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Customer, void>({
      query: () => '/customer-profile',
      transformResponse: (res: ProfileResponse) => res.customer,
      providesTags: [{ type: 'Profile', id: 'CURRENT' }],
      // Every fresh profile (account pages, ProfileSync on load and focus) updates the signed-in
      // customer, so an approval made while signed in shows without signing out and in again.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        let customer: Customer;
        try {
          ({ data: customer } = await queryFulfilled);
        } catch {
          return; // a 401 ends the session in baseQuery; other failures keep what is known
        }
        const before = selectCustomer(getState() as unknown as AppState);
        // Signed out, or someone else signed in, while the request was out. A customer stored before
        // ids became public ids (userDetails with a numeric id) is the same sign-in: any sign-in since
        // stored a public id, so the fresh profile replaces it.
        if (!before || (typeof before.id === 'string' && before.id !== customer.id)) return;
        dispatch(customerUpdated(customer));
        // Prices, the cart and credit depend on approval: what was cached under the old status is stale.
        if (before.status !== customer.status) dispatch(baseApi.util.invalidateTags(['Products', 'Cart', 'FreeProducts', 'Credit', 'Checkout']));
      },
    }),
    /** multipart FormData: company_name, email, phone and optionally image. */
    updateProfile: build.mutation<ProfileUpdateResponse, FormData>({
      query: (body) => ({ url: '/customer-profile-update', method: 'POST', body }),
      // The answer holds the updated customer: it replaces the cached profile, no refetch needed.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status && data.customer) dispatch(accountApi.util.updateQueryData('getProfile', undefined, () => data.customer));
        } catch {
          // The form shows the failure.
        }
      },
    }),
    changePassword: build.mutation<StatusMessage, ChangePasswordRequest>({
      query: (body) => ({ url: '/customer-changepassword', method: 'POST', body }),
    }),

    /** Every transaction, newest first, and the available credit; the page pages them itself (spec 2). */
    getWalletHistory: build.query<WalletHistoryResponse['data'], void>({
      query: () => '/customer-wallet-history',
      transformResponse: (res: WalletHistoryResponse) => res.data,
      providesTags: [{ type: 'Wallet', id: 'LIST' }, { type: 'Credit', id: 'CURRENT' }],
    }),

    /** The credit ledger: limit, available, dues and their ageing. */
    getCredit: build.query<CreditSummaryResponse['data'], void>({
      query: () => '/credit',
      transformResponse: (res: CreditSummaryResponse) => res.data,
      providesTags: [{ type: 'Credit', id: 'CURRENT' }],
    }),
    getStatement: build.query<StatementResponse['data'], { from: string; to: string }>({
      query: ({ from, to }) => `/credit/statement?from=${from}&to=${to}`,
      transformResponse: (res: StatementResponse) => res.data,
      providesTags: [{ type: 'Credit', id: 'CURRENT' }],
    }),
    /** Starts an online payment of dues: the server prices it and makes the provider order. */
    payDues: build.mutation<CreditPayResponse['data'], CreditPayRequest>({
      query: (body) => ({ url: '/credit/pay', method: 'POST', body }),
      transformResponse: (res: CreditPayResponse) => res.data,
    }),
    /** The popup's signed answer: the dues are settled; the answer is the ledger as it is now. */
    verifyDuesPayment: build.mutation<CreditPayVerifyResponse, CreditPayVerifyRequest>({
      query: (body) => ({ url: '/credit/pay/verify', method: 'POST', body }),
      // The header's available credit, the wallet and the statement all moved.
      invalidatesTags: [{ type: 'Credit', id: 'CURRENT' }, { type: 'Wallet', id: 'LIST' }],
    }),
    /** The statement as a file (PDF or CSV), fetched with the token; nothing cached but an object URL. */
    downloadStatement: build.mutation<{ url: string; fileName: string }, { from: string; to: string; format: 'pdf' | 'csv' }>({
      query: ({ from, to, format }) => ({
        url: `/credit/statement?from=${from}&to=${to}&format=${format}`,
        responseHandler: async (response) =>
          response.ok
            ? { url: URL.createObjectURL(await response.blob()), fileName: fileNameFromDisposition(response.headers.get('content-disposition'), `statement.${format}`) }
            : response.json(),
      }),
    }),
    /** The signed-in user's own profile: name, mobile, mail choices (every role has one). */
    getMyProfile: build.query<MyProfile, void>({
      query: () => '/company-users/me/profile',
      transformResponse: (res: MyProfileResponse) => res.data,
      providesTags: [{ type: 'Team', id: 'MY_PROFILE' }],
    }),
    updateMyProfile: build.mutation<MyProfileResponse, Required<MyProfileRequest>>({
      query: (body) => ({ url: '/company-users/me/profile', method: 'PUT', body }),
      // The answer is the new profile; the side menu's name comes from the spec's profile, the Team page's from the users list.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(accountApi.util.upsertQueryData('getMyProfile', undefined, data.data));
      },
      invalidatesTags: (res) => (res ? [{ type: 'Profile', id: 'CURRENT' }, { type: 'Team', id: 'ME' }, { type: 'Team', id: 'LIST' }] : []),
    }),
    changeMyPassword: build.mutation<StatusMessage, Required<MyPasswordRequest>>({
      query: (body) => ({ url: '/company-users/me/password', method: 'PUT', body }),
    }),
    setMyMailChoices: build.mutation<MyProfileResponse, MailChoicesRequest>({
      query: (body) => ({ url: '/company-users/me/mail-choices', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(accountApi.util.upsertQueryData('getMyProfile', undefined, data.data));
      },
      invalidatesTags: (res) => (res ? [{ type: 'Team', id: 'ME' }] : []),
    }),
  }),
});

export const {
  useGetMyProfileQuery,
  useUpdateMyProfileMutation,
  useChangeMyPasswordMutation,
  useSetMyMailChoicesMutation,
  usePayDuesMutation,
  useVerifyDuesPaymentMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetWalletHistoryQuery,
  useGetCreditQuery,
  useGetStatementQuery,
  useDownloadStatementMutation,
} = accountApi;
