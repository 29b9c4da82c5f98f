// The Inquiries and Item requests screens' calls, injected into the back office's one API
// (src/admin/api.ts): the two lists and "mark answered". An answer changes which tab the row is
// on (and the Inbox's counts), so it refetches the lists rather than patching them.
import type {
  AdminInquiriesResponse,
  AdminInquiryResponse,
  AdminItemRequestResponse,
  AdminItemRequestsResponse,
  AdminVisitorFormQuery,
  AnswerRequest,
} from '@contracts/adminInquiries';
import { adminApi, cleanParams } from '../api';

export const inquiriesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminInquiries: build.query<AdminInquiriesResponse, AdminVisitorFormQuery>({
      query: (q) => ({ url: '/inquiries', params: cleanParams(q) }),
      providesTags: [{ type: 'Inquiries', id: 'LIST' }],
    }),
    answerInquiry: build.mutation<AdminInquiryResponse, { id: number } & AnswerRequest>({
      query: ({ id, note }) => ({ url: `/inquiries/${id}/answer`, method: 'POST', body: { note } }),
      invalidatesTags: [{ type: 'Inquiries', id: 'LIST' }, 'Inbox'],
    }),
    adminItemRequests: build.query<AdminItemRequestsResponse, AdminVisitorFormQuery>({
      query: (q) => ({ url: '/item-requests', params: cleanParams(q) }),
      providesTags: [{ type: 'ItemRequests', id: 'LIST' }],
    }),
    answerItemRequest: build.mutation<AdminItemRequestResponse, { id: number } & AnswerRequest>({
      query: ({ id, note }) => ({ url: `/item-requests/${id}/answer`, method: 'POST', body: { note } }),
      invalidatesTags: [{ type: 'ItemRequests', id: 'LIST' }, 'Inbox'],
    }),
  }),
});

export const { useAdminInquiriesQuery, useAnswerInquiryMutation, useAdminItemRequestsQuery, useAnswerItemRequestMutation } = inquiriesApi;
