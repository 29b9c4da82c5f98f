// Notification calls (/api/notifications) for component tests: one user's notifications held in
// memory, the requests recorded. The default set (no notifications) answers the header's bell.
import { http, HttpResponse } from 'msw';
import type { Notification } from '@contracts/notifications';

export function notificationHandlers(initial: Partial<Notification>[] = []) {
  const rows: Notification[] = initial.map((n, i) => ({
    id: `note-${i + 1}-00000000000000`,
    kind: 'order_placed',
    title: `Notification ${i + 1}`,
    body: '',
    link: '/myorder',
    created_at: '2026-11-26T07:00:00Z',
    read_at: null,
    ...n,
  }));
  const requests: string[] = [];
  const unread = () => rows.filter((n) => n.read_at === null).length;
  const handlers = [
    http.get('*/api/notifications/unread-count', () => {
      requests.push('GET /notifications/unread-count');
      return HttpResponse.json({ status: true, unread: unread() });
    }),
    http.get('*/api/notifications', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      requests.push(`GET /notifications?page=${page}`);
      const data = rows.slice((page - 1) * 20, page * 20);
      return HttpResponse.json({
        status: true,
        unread: unread(),
        notifications: { data, current_page: page, last_page: Math.max(1, Math.ceil(rows.length / 20)), per_page: 20, total: rows.length },
      });
    }),
    http.post('*/api/notifications/read-all', () => {
      requests.push('POST /notifications/read-all');
      const n = unread();
      for (const r of rows) r.read_at ??= '2026-11-26T08:00:00Z';
      return HttpResponse.json({ status: true, message: `${n} marked as read.` });
    }),
    http.post('*/api/notifications/:id/read', ({ params }) => {
      requests.push(`POST /notifications/${String(params.id)}/read`);
      const row = rows.find((n) => n.id === params.id);
      if (!row) return HttpResponse.json({ status: false, message: 'No such notification.' }, { status: 404 });
      row.read_at ??= '2026-11-26T08:00:00Z';
      return HttpResponse.json({ status: true, unread: unread(), data: row });
    }),
  ];
  return { handlers, requests, rows };
}

export const notificationDefaultHandlers = notificationHandlers().handlers;
