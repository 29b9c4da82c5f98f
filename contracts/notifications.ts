// The wire of a company user's notifications (the storefront's bell): each user's own list, newest
// first, paged, with the unread count; marking one or all read. Routes under /api/notifications,
// every company role, each user their own rows only (another user's id answers 404).
import { Type, type Static } from 'typebox';
import { Nullable, OneOf, Paged, PageQuery, PublicId, Timestamp } from './common';

/** What a notification tells of; the storefront may pick an icon or wording by it. */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_approved',
  'order_shipped',
  'order_delivered',
  'order_canceled',
  'approval_waiting',
  'approval_approved',
  'approval_rejected',
  'quotation_answered',
  'due_soon',
  'overdue',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notifications on one page of the list. */
export const NOTIFICATIONS_PER_PAGE = 20;

export const Notification = Type.Object({
  id: PublicId,
  kind: OneOf(NOTIFICATION_KINDS),
  title: Type.String(),
  body: Type.String(),
  link: Type.String({ description: 'The storefront path it is about (an order, quotation, the approvals or the credit page).' }),
  created_at: Timestamp,
  read_at: Nullable(Timestamp),
});
export type Notification = Static<typeof Notification>;

export const NotificationListQuery = PageQuery;

export const NotificationListResponse = Type.Object({
  status: Type.Boolean(),
  unread: Type.Integer({ description: "The user's unread notifications, on every page." }),
  notifications: Paged(Notification),
});
export type NotificationListResponse = Static<typeof NotificationListResponse>;

export const UnreadCountResponse = Type.Object({ status: Type.Boolean(), unread: Type.Integer() });
export type UnreadCountResponse = Static<typeof UnreadCountResponse>;

export const NotificationParams = Type.Object({ id: PublicId });

export const NotificationReadResponse = Type.Object({ status: Type.Boolean(), unread: Type.Integer(), data: Notification });
export type NotificationReadResponse = Static<typeof NotificationReadResponse>;

export const NOTIFICATION_MESSAGES = {
  notFound: 'No such notification.',
} as const;
