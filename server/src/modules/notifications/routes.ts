// A company user's notifications (the storefront's bell), /api/notifications: every role, each
// user their own only; another user's notification answers 404 like a missing one.
import type { FastifyInstance } from 'fastify';
import { StatusMessage } from '@contracts/common';
import { ALL_COMPANY_ROLES } from '@contracts/companyUserRules';
import { NotificationListQuery, NotificationListResponse, NotificationParams, NotificationReadResponse, UnreadCountResponse } from '@contracts/notifications';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireCustomer, type AuthCustomer } from '../../plugins/auth';
import { listNotifications, markAllRead, markRead, unreadCount } from './service';

const base = { tags: ['Notifications'], security: bearer };
const config = { customerRoles: ALL_COMPANY_ROLES };
const reader = (who: AuthCustomer) => ({ customerId: who.id, userId: who.userId });

export default async function notificationRoutes(app: FastifyInstance) {
  const api = typed(app);
  treatMissingBodyAsEmpty(app);
  const now = () => app.services.clock.now();

  api.get(
    '/notifications',
    { config, schema: { ...base, summary: 'Your notifications, newest first, with your unread count', querystring: NotificationListQuery, response: { 200: NotificationListResponse } } },
    async (req) => ({ status: true, ...(await listNotifications(app.db, reader(requireCustomer(req)), now(), req.query.page)) }),
  );

  api.get(
    '/notifications/unread-count',
    { config, schema: { ...base, summary: 'How many of your notifications are unread', response: { 200: UnreadCountResponse } } },
    async (req) => ({ status: true, unread: await unreadCount(app.db, reader(requireCustomer(req)), now()) }),
  );

  api.post(
    '/notifications/read-all',
    { config, schema: { ...base, summary: 'Mark all your notifications read', response: { 200: StatusMessage } } },
    async (req) => {
      const n = await markAllRead(app.db, reader(requireCustomer(req)), now());
      return { status: true, message: n === 0 ? 'No unread notifications.' : `${n} marked as read.` };
    },
  );

  api.post(
    '/notifications/:id/read',
    { config, schema: { ...base, summary: 'Mark one of your notifications read', params: NotificationParams, response: { 200: NotificationReadResponse } } },
    async (req) => ({ status: true, ...(await markRead(app.db, reader(requireCustomer(req)), req.params.id, now())) }),
  );
}
