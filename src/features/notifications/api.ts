// Notification endpoints of the panel (/api/notifications): the signed-in user's own list, marking
// one or all read. Injected when the panel's chunk loads; the answers carry the new unread count,
// written into the header's cached count as is.
import type { NotificationListResponse, NotificationReadResponse } from '@contracts/notifications';
import type { StatusMessage } from '@contracts/common';
import { baseApi } from '@/shared/api/baseApi';
import { COUNT_TAG as COUNT, notificationCountApi } from './countApi';

const LIST = { type: 'Notifications', id: 'LIST' } as const;

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationListResponse, number>({
      query: (page) => `/notifications?page=${page}`,
      providesTags: [LIST],
    }),
    markNotificationRead: build.mutation<NotificationReadResponse, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'POST', body: {} }),
      // The answer holds the read row and the new count: patch them in rather than read everything again.
      async onQueryStarted(_id, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled;
        dispatch(notificationCountApi.util.upsertQueryData('getUnreadCount', undefined, data.unread));
        for (const { originalArgs } of notificationsApi.util.selectInvalidatedBy(getState(), [LIST])) {
          dispatch(
            notificationsApi.util.updateQueryData('getNotifications', originalArgs as number, (draft) => {
              draft.unread = data.unread;
              const row = draft.notifications.data.find((n) => n.id === data.data.id);
              if (row) row.read_at = data.data.read_at;
            }),
          );
        }
      },
    }),
    markAllNotificationsRead: build.mutation<StatusMessage, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST', body: {} }),
      invalidatesTags: [COUNT, LIST],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
