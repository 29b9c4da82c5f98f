// Reading a company user's own notifications and marking them read. Every query is filtered by the
// signed-in user's id: another user's notification (of this company or another) answers 404 like a
// missing one.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { PagedOf } from '@contracts/common';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PER_PAGE, type Notification, type NotificationKind } from '@contracts/notifications';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { recordDueNotifications } from './dues';

export interface Reader {
  customerId: number;
  userId: number;
}

type Row = typeof notifications.$inferSelect;

const toWire = (r: Row): Notification => ({
  id: r.publicId,
  kind: r.kind as NotificationKind,
  title: r.title,
  body: r.body,
  link: r.link,
  created_at: r.createdAt.toISOString(),
  read_at: r.readAt ? r.readAt.toISOString() : null,
});

async function unreadOf(db: DbOrTx, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return n;
}

/** The unread count the header shows (dues that have come within reach included). */
export async function unreadCount(db: DbOrTx, who: Reader, now: Date): Promise<number> {
  await recordDueNotifications(db, who, now);
  return unreadOf(db, who.userId);
}

/** Newest first; a page past the end answers the last page. */
export async function listNotifications(db: DbOrTx, who: Reader, now: Date, page = 1): Promise<{ unread: number; notifications: PagedOf<Notification> }> {
  await recordDueNotifications(db, who, now);
  const mine = eq(notifications.userId, who.userId);
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(mine);
  const lastPage = Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PER_PAGE)
    .offset((current - 1) * NOTIFICATIONS_PER_PAGE);
  return {
    unread: await unreadOf(db, who.userId),
    notifications: { data: rows.map(toWire), current_page: current, last_page: lastPage, per_page: NOTIFICATIONS_PER_PAGE, total },
  };
}

/** Marks one of the user's own notifications read (once: a second call keeps the first time). */
export async function markRead(db: DbOrTx, who: Reader, publicId: string, now: Date): Promise<{ unread: number; data: Notification }> {
  const mine = and(eq(notifications.userId, who.userId), eq(notifications.publicId, publicId));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine);
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return { unread: await unreadOf(db, who.userId), data: toWire(row) };
}

/** Marks every one of the user's notifications read; answers how many were unread. */
export async function markAllRead(db: DbOrTx, who: Reader, now: Date): Promise<number> {
  // Dues come within reach when read: record them first, so "all" is all the user could be shown.
  await recordDueNotifications(db, who, now);
  const done = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, who.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return done.length;
}
