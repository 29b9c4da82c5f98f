// The quotation details page's decision and thread: accept & order with the chosen
// addresses (one idempotency key per attempt), reject with a reason, ask the store a question.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { approvedCustomer } from '@/test/fixtures';
import { addressId } from '@/test/handlers/account';
import { makeQuotation, storeAnswer } from '@/test/handlers/quotes';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import QuotationDetailsPage from './QuotationDetailsPage';

jest.setTimeout(20000);

const quoted = makeQuotation(5, {
  status: { status: 'quoted', status_title: 'Quoted' },
  is_priced: true,
  quoted_totals: { sub_total: 354000, cgst_amount: 31860, sgst_amount: 31860, igst_amount: 0, grand_total: 417720 },
  valid_until: '2025-01-30T10:00:00.000Z',
  can_order: true,
  can_reject: true,
});

function renderQuoted(q = quoted) {
  server.use(http.get(`*/api/quotation-view/${q.id}`, () => HttpResponse.json({ status: true, data: { quotation: q } })));
  return renderWithProviders(
    <Routes>
      <Route path="/quotation-details/:quotationId" element={<QuotationDetailsPage />} />
      <Route path="/order-success/:orderNumber" element={<p>Order success page</p>} />
    </Routes>,
    { route: `/quotation-details/${q.id}`, preloadedState: signedInAs(approvedCustomer) },
  );
}

describe('Quotation decision and thread', () => {
  it('shows the validity, accepts and orders with the default addresses and cash on delivery, then goes to the order', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`*/api/quotation-accept/${quoted.id}`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ status: true, message: 'ok', data: { order_id: 'Or000000000000000000009', order_number: 'ORD-20250116-Q00009', quotation: { ...quoted, status: { status: 'ordered', status_title: 'Ordered' } } } });
      }),
    );
    const { user } = renderQuoted();
    expect(await screen.findByText('These prices hold until 30 Jan 2025.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Accept and order' });
    // The default addresses are chosen once the books load.
    await waitFor(() => expect(within(form).getByLabelText('Ship to')).toHaveValue(addressId('s', 1)));
    await user.type(within(form).getByLabelText('Your PO number (optional)'), 'PO-42');
    await user.click(within(form).getByRole('button', { name: 'Accept & order' }));
    // The order call and the page change take a few renders: a busy CI machine needs longer than the default second.
    expect(await screen.findByText('Order success page', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ shipping_address_id: addressId('s', 1), billing_address_id: addressId('b', 1), payment_method: 'cash_on_delivery', purchase_order_number: 'PO-42' });
    expect(bodies[0].idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('above the company approval threshold: says it was sent for approval, stays on the page and no longer offers to order', async () => {
    server.use(
      http.post(`*/api/quotation-accept/${quoted.id}`, () =>
        HttpResponse.json({
          status: true,
          message: "Sent for approval. Your company's approvers have been told; the order is placed when one of them approves it.",
          data: {
            approval_request_id: 'Ap000000000000000000001',
            approval_status: 'pending',
            quotation: { ...quoted, status: { status: 'accepted', status_title: 'Accepted' }, can_order: false, can_reject: false, awaiting_approval: true },
          },
        }),
      ),
    );
    const { user } = renderQuoted();
    const form = await screen.findByRole('form', { name: 'Accept and order' });
    await waitFor(() => expect(within(form).getByLabelText('Ship to')).toHaveValue(addressId('s', 1)));
    await user.click(within(form).getByRole('button', { name: 'Accept & order' }));
    const decision = await screen.findByRole('region', { name: 'Your decision' });
    expect(await within(decision).findByText(/Sent for approval: your company's approvers have been told/)).toHaveTextContent('placed at the quoted prices');
    expect(within(decision).getByRole('link', { name: 'Approvals' })).toHaveAttribute('href', '/my-account/approvals');
    expect(screen.queryByRole('form', { name: 'Accept and order' })).not.toBeInTheDocument();
    expect(screen.queryByText('Order success page')).not.toBeInTheDocument();
  });

  it("shows the server's refusal (an expired quotation) in the form and stays", async () => {
    server.use(
      http.post(`*/api/quotation-accept/${quoted.id}`, () =>
        HttpResponse.json({ status: false, message: 'Quotation QT-20250115-A00005 expired on 30 Jan 2025: its prices no longer hold.' }, { status: 409 }),
      ),
    );
    const { user } = renderQuoted();
    const form = await screen.findByRole('form', { name: 'Accept and order' });
    await waitFor(() => expect(within(form).getByLabelText('Bill to')).toHaveValue(addressId('b', 1)));
    await user.click(within(form).getByRole('button', { name: 'Accept & order' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('expired on 30 Jan 2025');
  });

  it('rejects with a reason and then shows it instead of the forms', async () => {
    const { user } = renderQuoted();
    await user.click(await screen.findByRole('button', { name: 'Reject quotation' }));
    const form = screen.getByRole('form', { name: 'Reject quotation' });
    await user.type(within(form).getByLabelText('Why are you rejecting it? (optional)'), 'Too expensive');
    await user.click(within(form).getByRole('button', { name: 'Reject quotation' }));
    expect(await screen.findByText('You rejected this quotation: “Too expensive”')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Accept and order' })).not.toBeInTheDocument();
  });

  it('shows an expired quotation without the forms', async () => {
    renderQuoted({ ...quoted, status: { status: 'expired', status_title: 'Expired' }, can_order: false, can_reject: false });
    expect(await screen.findByText(/This quotation expired on 30 Jan 2025/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept & order' })).not.toBeInTheDocument();
  });

  it("lists the thread, refuses a blank question with the rule's message, and adds the question it sends", async () => {
    server.use(http.get(`*/api/quotation-messages/${quoted.id}`, () => HttpResponse.json({ status: true, data: { messages: [storeAnswer] } })));
    const { user } = renderQuoted();
    const thread = await screen.findByRole('region', { name: 'Questions about this quotation' });
    expect(await within(thread).findByText('Delivery in 3 days from Pune.')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Send message' }));
    expect(await within(thread).findByText('Please write your message.')).toBeInTheDocument();
    await user.type(within(thread).getByLabelText('Your message'), 'Can you add a 3-year warranty?');
    await user.click(within(thread).getByRole('button', { name: 'Send message' }));
    expect(await within(thread).findByText('Can you add a 3-year warranty?')).toBeInTheDocument();
    expect(within(thread).getByLabelText('Your message')).toHaveValue('');
  });
});
