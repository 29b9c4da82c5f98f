// The audit log's search: a day range it cannot search shows no rows (not the last search's) and
// says why by the field; the kind of record is chosen from the kinds the server lists; every entry
// reads as words, not as the codes the log stores.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { server } from '@/test/server';
import { signedInStore } from '../testSupport';
import { AuditPage } from './AuditPage';

// A search is a navigation, which React runs as a transition and so reads the submitted form into a
// FormData; the test environment's FormData (Node's) cannot read a form element. The page never uses it.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const ENTRY = {
  id: 1,
  at: '2026-04-01T10:00:00.000Z',
  actor_id: 1,
  actor_email: 'admin@example.com',
  actor_name: 'Asha Admin',
  action: 'settings.update',
  entity_type: 'store_settings',
  entity_id: '1',
  before: { name: 'Old Traders', version: 3 },
  after: { name: 'New Traders', version: 4 },
};
const page = (data: unknown[]) => ({ status: true, entries: { data, current_page: 1, last_page: 1, per_page: 25, total: data.length } });

function open(at = '/admin/audit') {
  const searched: string[] = [];
  server.use(
    http.get('*/api/admin/audit/entity-types', () => HttpResponse.json({ status: true, entity_types: ['customer', 'staff', 'store_settings'] })),
    http.get('*/api/admin/audit', ({ request }) => {
      searched.push(new URL(request.url).search);
      return HttpResponse.json(page([ENTRY]));
    }),
  );
  render(
    <Provider store={signedInStore()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/admin/audit" element={<AuditPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return searched;
}

it('shows each change in words, never the stored codes', async () => {
  open();
  const row = await screen.findByRole('row', { name: /Settings updated/ });
  expect(row).toHaveTextContent('Settings updated: name');
  expect(row).toHaveTextContent('Store settings 1');
  expect(row).not.toHaveTextContent('settings.update');
  expect(row).not.toHaveTextContent('store_settings');
});

it('clears the rows and says what is wrong by the field when the last day is before the first', async () => {
  const searched = open();
  const user = userEvent.setup();
  await screen.findByRole('row', { name: /Settings updated/ });
  await user.type(screen.getByLabelText('From (day)'), '2026-04-10');
  await user.type(screen.getByLabelText('To (day)'), '2026-04-01');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const to = screen.getByLabelText('To (day)');
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription('The last day cannot be before the first day.');
  expect(screen.queryByRole('row', { name: /Settings updated/ })).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('No changes are shown');
  expect(searched.every((s) => !s.includes('from='))).toBe(true);
});

it('refuses a day it cannot read from the address, by its field', async () => {
  const searched = open('/admin/audit?from=yesterday');
  expect(await screen.findByLabelText('From (day)')).toHaveAccessibleDescription('Enter the first day as a date, for example 2026-04-01.');
  expect(screen.queryByRole('row', { name: /Settings updated/ })).not.toBeInTheDocument();
  expect(searched).toEqual([]);
});

it('offers the kinds of record the server lists, in words, and searches by the chosen one', async () => {
  const searched = open();
  const user = userEvent.setup();
  await waitFor(() => expect(within(screen.getByLabelText('Kind of record')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'Account', 'Staff member', 'Store settings']));
  await user.selectOptions(screen.getByLabelText('Kind of record'), 'Store settings');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(searched.at(-1)).toMatch(/^\?entity_type=store_settings(&|$)/));
});
