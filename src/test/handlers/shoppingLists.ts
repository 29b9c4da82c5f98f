// Shopping list calls (/api/shopping-lists) for component tests: a company's lists held
// in memory, with the requests recorded so a test can say what the server was asked.
import { http, HttpResponse } from 'msw';
import type { ShoppingListSummary } from '@contracts/shoppingLists';

export function shoppingListHandlers(initial: Pick<ShoppingListSummary, 'id' | 'name' | 'item_count'>[] = []) {
  const lists: ShoppingListSummary[] = initial.map((l) => ({ note: '', version: 1, created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z', ...l }));
  const requests: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'GET' ? null : await request.json();
    requests.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  const handlers = [
    http.get('*/api/shopping-lists', () => HttpResponse.json({ status: true, data: { lists, max_lists: 50 } })),
    http.post('*/api/shopping-lists', async ({ request }) => {
      const body = await record(request);
      const name = String(body.name ?? '').trim();
      if (lists.some((l) => l.name.toLowerCase() === name.toLowerCase())) {
        return HttpResponse.json({ status: false, message: 'The given data was invalid.', errors: { name: ['You already have a list with this name.'] } }, { status: 422 });
      }
      const list = { id: `list-${lists.length + 1}-0000000000000`, name, note: '', version: 1, item_count: 0, created_at: '2026-11-26T07:00:00Z', updated_at: '2026-11-26T07:00:00Z' };
      lists.push(list);
      return HttpResponse.json({ status: true, message: 'Shopping list created.', data: list });
    }),
    http.post('*/api/shopping-lists/:id/items', async ({ request, params }) => {
      await record(request);
      const list = lists.find((l) => l.id === params.id);
      if (!list) return HttpResponse.json({ status: false, message: 'Shopping list not found.' }, { status: 404 });
      return HttpResponse.json({
        status: true,
        message: 'Added to the list.',
        data: { ...list, items: [], totals: { sub_total: 0, cgst_amount: 0, sgst_amount: 0, igst_amount: 0, grand_total: 0 }, max_items: 500 },
      });
    }),
  ];
  return { handlers, requests };
}
