// The Inbox's call, injected into the back office's one API: the role's cards. Answers elsewhere
// invalidate 'Inbox', so coming back to /admin shows the new counts.
import type { AdminInboxResponse } from '@contracts/adminInbox';
import { adminApi } from '../api';

export const inboxApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query<AdminInboxResponse, void>({
      query: () => '/inbox',
      providesTags: ['Inbox'],
    }),
  }),
});

export const { useInboxQuery } = inboxApi;
