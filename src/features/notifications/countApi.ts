// The unread count, the one notification call the header makes on every page; the list and the
// marks are injected by the panel's own chunk (api.ts), so the first visit carries only this.
import type { UnreadCountResponse } from '@contracts/notifications';
import { baseApi } from '@/shared/api/baseApi';

export const COUNT_TAG = { type: 'Notifications', id: 'COUNT' } as const;

export const notificationCountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<number, void>({
      query: () => '/notifications/unread-count',
      transformResponse: (r: UnreadCountResponse) => r.unread,
      providesTags: [COUNT_TAG],
    }),
  }),
});

export const { useGetUnreadCountQuery } = notificationCountApi;
