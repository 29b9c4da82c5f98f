// Quotation endpoints (spec 7): request-quotation, quotation-pdf, quotation-list, quotation-view.
import type {
  Quotation,
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
    answerPdf: build.mutation<QuotationPdfResponse, number>({
      query: (id) => ({ url: `/quotation-pdf/${id}`, method: 'POST' }),
    }),
    getQuotations: build.query<QuotationListResponse['data'], number>({
      query: (page) => `/quotation-list?page=${page}`,
      transformResponse: (res: QuotationListResponse) => res.data,
      providesTags: (res) => [{ type: 'Quotations', id: 'LIST' }, ...(res?.data ?? []).map((q) => ({ type: 'Quotations' as const, id: q.id }))],
    }),
    getQuotation: build.query<Quotation, number>({
      query: (id) => `/quotation-view/${id}`,
      transformResponse: (res: QuotationViewResponse) => res.data.quotation,
      providesTags: (_res, _err, id) => [{ type: 'Quotations', id }],
    }),
  }),
});

export const { useRequestQuotationMutation, useQuotationPdfMutation, useAnswerPdfMutation, useGetQuotationsQuery, useGetQuotationQuery } = quotesApi;
