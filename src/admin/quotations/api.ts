// The Quotations screens' calls, injected into the back office's one API (src/admin/api.ts): the
// list, one quotation, and the store's answers. An answer's response is the quotation as it now
// stands, so it is written into the detail's cache instead of being fetched again.
import type {
  AdminQuotationChangedResponse,
  AdminQuotationListResponse,
  AdminQuotationRejectRequest,
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

export const { useAdminQuotationsQuery, useAdminQuotationQuery, useSendQuotationMutation, useRejectQuotationMutation } = quotationsApi;
