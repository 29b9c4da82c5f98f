// The back office's Inbox (GET /api/admin/inbox): what waits for the signed-in staff member's
// role, one card per kind of work with its count, the oldest few items and the filtered list.
import { Type, type Static } from 'typebox';
import { Nullable, OneOf, Timestamp } from './common';

export const INBOX_CARDS = [
  'accounts_pending',
  'quotations_pending',
  'quotation_messages_unread',
  'orders_pending',
  'orders_to_ship',
  'refunds_failed',
  'jobs_failed',
  'low_stock',
  'inquiries_unanswered',
  'item_requests_unanswered',
] as const;
export type InboxCardKey = (typeof INBOX_CARDS)[number];

export const InboxItem = Type.Object({
  label: Type.String({ description: 'The reference or name staff know it by (ORD-…, QT-…, a company, a SKU).' }),
  text: Type.String({ description: 'Who or what: a company, a customer, a product.' }),
  extra: Nullable(Type.String({ description: 'An amount or a stock count, formatted.' })),
  at: Nullable(Timestamp),
  link: Nullable(Type.String({ description: 'The back-office page that opens it (null where the back office has none).' })),
});
export type InboxItem = Static<typeof InboxItem>;

export const InboxCard = Type.Object({
  key: OneOf(INBOX_CARDS),
  title: Type.String(),
  description: Type.String({ description: 'What is counted, in words (a threshold, an age).' }),
  count: Type.Integer({ minimum: 0 }),
  link: Nullable(Type.String({ description: 'The filtered list holding every counted item.' })),
  items: Type.Array(InboxItem, { description: 'The oldest few (they have waited longest).' }),
});
export type InboxCard = Static<typeof InboxCard>;

export const AdminInboxResponse = Type.Object({ status: Type.Boolean(), cards: Type.Array(InboxCard) });
export type AdminInboxResponse = { status: boolean; cards: InboxCard[] };
