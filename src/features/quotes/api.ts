// Quotation endpoints (spec 7): request-quotation, quotation-pdf, quotation-list, quotation-view;
// and the buyer's answer to a quoted one: quotation-accept, quotation-reject and the
// message thread (quotation-messages).
import type {
  Quotation,
  QuotationAcceptBody,
  QuotationAcceptResponse,
  QuotationMessage,
  QuotationMessagesResponse,
  QuotationRejectResponse,
  QuotationListResponse,
  QuotationPdfResponse,
  QuotationViewResponse,
  RequestQuotationBody,
  RequestQuotationResponse,
} from '@contracts/quotes';
import { baseApi } from '@/shared/api/baseApi';

export const quotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestQuotation: build.mutation<RequestQuotationResponse, RequestQuotationBody>({
      query: (body) => ({ url: '/request-quotation', method: 'POST', body }),
      invalidatesTags: [{ type: 'Quotations', id: 'LIST' }],
    }),
    /** The quote list as a PDF (form encoded, comma-joined lists: spec 7). */
    quotationPdf: build.mutation<QuotationPdfResponse, { productIds: number[]; quantities: number[] }>({
      query: ({ productIds, quantities }) => ({
        url: '/quotation-pdf',
        method: 'POST',
        body: new URLSearchParams({ productId: productIds.join(','), quantity: quantities.join(',') }),
      }),
    }),
    /** The store's answer to a stored quotation as a PDF. */
    answerPdf: build.mutation<QuotationPdfResponse, string>({
      query: (id) => ({ url: `/quotation-pdf/${encodeURIComponent(id)}`, method: 'POST' }),
    }),
    getQuotations: build.query<QuotationListResponse['data'], number>({
      query: (page) => `/quotation-list?page=${page}`,
      transformResponse: (res: QuotationListResponse) => res.data,
      providesTags: (res) => [{ type: 'Quotations', id: 'LIST' }, ...(res?.data ?? []).map((q) => ({ type: 'Quotations' as const, id: q.id }))],
    }),
    getQuotation: build.query<Quotation, string>({
      query: (id) => `/quotation-view/${encodeURIComponent(id)}`,
      transformResponse: (res: QuotationViewResponse) => res.data.quotation,
      providesTags: (_res, _err, id) => [{ type: 'Quotations', id }],
    }),
    /** Accept and order at the quoted prices: the answer holds the quotation as it is now (ordered). */
    acceptQuotation: build.mutation<QuotationAcceptResponse['data'], { id: string; body: QuotationAcceptBody }>({
      query: ({ id, body }) => ({ url: `/quotation-accept/${encodeURIComponent(id)}`, method: 'POST', body }),
      transformResponse: (res: QuotationAcceptResponse) => res.data,
      // Stock, credit and the order list changed too.
      invalidatesTags: [{ type: 'Quotations', id: 'LIST' }, { type: 'Orders', id: 'LIST' }, 'Credit', 'Wallet', 'Products'],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(quotesApi.util.upsertQueryData('getQuotation', id, data.quotation));
      },
    }),
    rejectQuotation: build.mutation<Quotation, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/quotation-reject/${encodeURIComponent(id)}`, method: 'POST', body: reason ? { reason } : {} }),
      transformResponse: (res: QuotationRejectResponse) => res.data.quotation,
      invalidatesTags: [{ type: 'Quotations', id: 'LIST' }],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(quotesApi.util.upsertQueryData('getQuotation', id, data));
      },
    }),
    getQuotationMessages: build.query<QuotationMessage[], string>({
      query: (id) => `/quotation-messages/${encodeURIComponent(id)}`,
      transformResponse: (res: QuotationMessagesResponse) => res.data.messages,
    }),
    /** Asks the store; the answer is the whole thread, written straight into the cache. */
    postQuotationMessage: build.mutation<QuotationMessage[], { id: string; message: string }>({
      query: ({ id, message }) => ({ url: `/quotation-messages/${encodeURIComponent(id)}`, method: 'POST', body: { message } }),
      transformResponse: (res: QuotationMessagesResponse) => res.data.messages,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(quotesApi.util.upsertQueryData('getQuotationMessages', id, data));
      },
    }),
  }),
});

export const {
  useRequestQuotationMutation,
  useQuotationPdfMutation,
  useAnswerPdfMutation,
  useGetQuotationsQuery,
  useGetQuotationQuery,
  useAcceptQuotationMutation,
  useRejectQuotationMutation,
  useGetQuotationMessagesQuery,
  usePostQuotationMessageMutation,
} = quotesApi;
