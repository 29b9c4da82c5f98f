// The Quotations screens' calls, injected into the back office's one API (src/admin/api.ts): the
// list, one quotation, the store's answers and replies, and the price check. An answer's response is
// the quotation as it now stands, so it is written into the detail's cache instead of being fetched
// again. Opening a quotation may mark the buyer's messages read, so it refreshes the Inbox's counts.
import type {
  AdminQuotationChangedResponse,
  AdminQuotationListResponse,
  AdminQuotationPriceCheckRequest,
  AdminQuotationPriceCheckResponse,
  AdminQuotationRejectRequest,
  AdminQuotationReplyRequest,
  AdminQuotationResponse,
  AdminQuotationSendRequest,
  AdminQuotationsQuery,
} from '@contracts/adminQuotes';
import { adminApi, cleanParams } from '../api';

export const quotationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminQuotations: build.query<AdminQuotationListResponse, AdminQuotationsQuery>({
      query: (q) => ({ url: '/quotations', params: cleanParams(q) }),
      providesTags: [{ type: 'Quotations', id: 'LIST' }],
    }),
    adminQuotation: build.query<AdminQuotationResponse, string>({
      query: (ref) => `/quotations/${encodeURIComponent(ref)}`,
      providesTags: (_r, _e, ref) => [{ type: 'Quotations', id: ref }],
      async onQueryStarted(_ref, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // The server marked what this member just read: the Inbox and the list count it no longer.
        if (data && data.quotation.unread_count > 0) dispatch(adminApi.util.invalidateTags(['Inbox', { type: 'Quotations', id: 'LIST' }]));
      },
    }),
    checkQuotationPrices: build.mutation<AdminQuotationPriceCheckResponse, { ref: string; body: AdminQuotationPriceCheckRequest }>({
      query: ({ ref, body }) => ({ url: `/quotations/${encodeURIComponent(ref)}/price-check`, method: 'POST', body }),
    }),
    replyToQuotation: build.mutation<AdminQuotationChangedResponse, { ref: string; body: AdminQuotationReplyRequest }>({
      query: ({ ref, body }) => ({ url: `/quotations/${encodeURIComponent(ref)}/messages`, method: 'POST', body }),
      invalidatesTags: ['Inbox', { type: 'Quotations', id: 'LIST' }],
      async onQueryStarted({ ref }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(quotationsApi.util.upsertQueryData('adminQuotation', ref, { status: true, quotation: data.quotation }));
      },
    }),
    sendQuotation: build.mutation<AdminQuotationChangedResponse, { ref: string; body: AdminQuotationSendRequest }>({
      query: ({ ref, body }) => ({ url: `/quotations/${encodeURIComponent(ref)}/send`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Quotations', id: 'LIST' }],
      async onQueryStarted({ ref }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(quotationsApi.util.upsertQueryData('adminQuotation', ref, { status: true, quotation: data.quotation }));
      },
    }),
    rejectQuotation: build.mutation<AdminQuotationChangedResponse, { ref: string; body: AdminQuotationRejectRequest }>({
      query: ({ ref, body }) => ({ url: `/quotations/${encodeURIComponent(ref)}/reject`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Quotations', id: 'LIST' }],
      async onQueryStarted({ ref }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(quotationsApi.util.upsertQueryData('adminQuotation', ref, { status: true, quotation: data.quotation }));
      },
    }),
  }),
});

export const {
  useAdminQuotationsQuery,
  useAdminQuotationQuery,
  useSendQuotationMutation,
  useRejectQuotationMutation,
  useCheckQuotationPricesMutation,
  useReplyToQuotationMutation,
} = quotationsApi;
