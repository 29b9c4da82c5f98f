// The quotation screen for Sales: the buyer's unread message is flagged, the reply box sends the
// answer (a blank one is refused by the field and nothing is sent), and the server's price warnings
// show next to the line as prices are typed.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminQuotationDetail } from '@contracts/adminQuotes';
import { server } from '@/test/server';
import { signedInStore, staffMember } from '../testSupport';
import QuotationPage from './QuotationPage';

const BUYER_MESSAGE = { id: 'msg-1', author: 'buyer' as const, body: 'Can you do better on the switch?', created_at: '2026-11-28T09:00:00.000Z', unread: true, read_at: null, read_by: null };

const DETAIL: AdminQuotationDetail = {
  id: 7,
  quotation_number: 'QT-2026-0007',
  version: 2,
  status: 'quoted',
  status_title: 'Quoted',
  customer: { id: 3, company_name: 'Orbit Systems', email: 'meera@orbit.example', name: 'Meera Nair', phone: '9876543210', gstin: '29AABCO1234K1Z5' },
  contact: { name: 'Meera Nair', email: 'meera@orbit.example', phone: null },
  description: null,
  created_at: '2026-11-27T09:00:00.000Z',
  quoted_at: '2026-11-27T12:00:00.000Z',
  valid_until: '2099-12-31T18:29:59.999Z',
  default_valid_until: '2099-12-31',
  rejection_reason: null,
  order_number: null,
  shipping_state: 'Karnataka',
  same_state: false,
  lines: [
    { item_id: 11, product_id: 1, sku: 'RTR-1', product_name: 'Acme Router', quantity: 4, list_price: 5000, custom_rate: null, quoted_price: 4800, gst_rate: 18, line_total: 19200 },
    { item_id: 12, product_id: 2, sku: 'SW-24', product_name: 'Acme Switch', quantity: 2, list_price: 12000, custom_rate: 10000, quoted_price: 9800, gst_rate: 18, line_total: 19600 },
  ],
  totals: { sub_total: 38800, cgst_amount: 0, sgst_amount: 0, igst_amount: 6984, grand_total: 45784 },
  answerable: true,
  messages: [BUYER_MESSAGE],
  unread_count: 1,
  history: [],
};

function renderPage() {
  const user = userEvent.setup();
  render(
    <Provider store={signedInStore(staffMember({ role: 'sales', name: 'Sam Sales' }))}>
      <MemoryRouter initialEntries={['/admin/quotations/QT-2026-0007']}>
        <Routes>
          <Route path="/admin/quotations/:ref" element={<QuotationPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { user };
}

afterEach(() => sessionStorage.clear());

it("flags the buyer's unread message and sends Sales's reply, refusing a blank one without a call", async () => {
  const replies: unknown[] = [];
  server.use(
    http.get('*/api/admin/quotations/QT-2026-0007', () => HttpResponse.json({ status: true, quotation: DETAIL })),
    http.post('*/api/admin/quotations/QT-2026-0007/price-check', () => HttpResponse.json({ status: true, warnings: [], thresholds: { quote_warn_above_pct: 25, quote_warn_below_pct: 10 } })),
    http.post('*/api/admin/quotations/QT-2026-0007/messages', async ({ request }) => {
      const body = (await request.json()) as { message: string };
      replies.push(body);
      const read = { ...BUYER_MESSAGE, unread: false, read_at: '2026-11-28T10:00:00.000Z', read_by: 'Sam Sales' };
      const mine = { id: 'msg-2', author: 'store' as const, body: body.message, created_at: '2026-11-28T10:00:00.000Z', unread: false, read_at: null, read_by: null };
      return HttpResponse.json({ status: true, message: 'Your reply was sent to the buyer. The prices and their validity are unchanged.', quotation: { ...DETAIL, messages: [read, mine], unread_count: 0 } });
    }),
  );
  const { user } = renderPage();
  const thread = (await screen.findByRole('heading', { name: /Messages/ })).closest('section')!;
  expect(within(thread).getByRole('heading', { name: 'Messages 1 new from the buyer' })).toBeInTheDocument();
  const message = within(thread).getByText('Can you do better on the switch?').closest('li')!;
  expect(within(message).getByText('New')).toBeInTheDocument();

  await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
  expect(await within(thread).findByText('Please write your message.')).toBeInTheDocument();
  expect(replies).toHaveLength(0);

  await user.type(within(thread).getByLabelText('Reply to the buyer'), 'Yes: 9,500 for ten units.');
  await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
  expect(await within(thread).findByRole('status')).toHaveTextContent('The prices and their validity are unchanged.');
  expect(replies).toEqual([{ message: 'Yes: 9,500 for ten units.' }]);
  expect(within(thread).getByText('Yes: 9,500 for ten units.')).toBeInTheDocument();
  expect(within(thread).queryByText('New')).not.toBeInTheDocument();
  expect(within(thread).getByLabelText('Reply to the buyer')).toHaveValue('');
});

it("shows the server's warning next to the line whose typed price looks wrong", async () => {
  const checked: unknown[] = [];
  server.use(
    http.get('*/api/admin/quotations/QT-2026-0007', () => HttpResponse.json({ status: true, quotation: { ...DETAIL, messages: [], unread_count: 0 } })),
    http.post('*/api/admin/quotations/QT-2026-0007/price-check', async ({ request }) => {
      const body = (await request.json()) as { lines: { item_id: number; unit_price: string }[] };
      checked.push(body);
      const router = body.lines.find((l) => l.item_id === 11);
      const warnings = router?.unit_price === '7000' ? [{ item_id: 11, kind: 'above_list', message: '₹7,000.00 is 40 % above the list price ₹5,000.00 (Settings warn above 25 %). Check it before sending.' }] : [];
      return HttpResponse.json({ status: true, warnings, thresholds: { quote_warn_above_pct: 25, quote_warn_below_pct: 10 } });
    }),
  );
  const { user } = renderPage();
  const input = await screen.findByLabelText('Quoted unit price of Acme Router');
  await waitFor(() => expect(checked.length).toBeGreaterThan(0));
  expect(screen.queryByText(/above the list price/)).not.toBeInTheDocument();

  await user.clear(input);
  await user.type(input, '7000');
  const row = input.closest('tr')!;
  expect(await within(row).findByText(/40 % above the list price ₹5,000.00/)).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription(/40 % above the list price/);
  // The other line carries no warning, and sending stays possible.
  expect(within(screen.getByLabelText('Quoted unit price of Acme Switch').closest('tr')!).queryByText(/Check:/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send new prices' })).toBeEnabled();
});
