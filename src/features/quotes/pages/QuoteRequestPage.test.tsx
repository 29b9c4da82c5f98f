import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RequestQuotationBody } from '@contracts/quotes';
import { approvedCustomer } from '@/test/fixtures';
import { quotationPublicId } from '@/test/handlers/quotes';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import type { QuoteItem } from '../quotesSlice';
import QuoteRequestPage from './QuoteRequestPage';

const router: QuoteItem = { id: 5, name: 'TP-Link Archer C6 Router', quantity: 2, price: 2499, customRate: null };
const laptop: QuoteItem = { id: 9, name: 'Dell Latitude 5440', quantity: 1, price: 72000, customRate: null };
const rated: QuoteItem = { id: 12, name: 'Logitech MK270 Combo', quantity: 1, price: 1599, customRate: 1400 };

function renderPage(items: QuoteItem[], customer = approvedCustomer) {
  return renderWithProviders(
    <>
      <QuoteRequestPage />
      <Toasts />
    </>,
    {
      route: '/quote-request',
      path: '/quote-request',
      preloadedState: { ...signedInAs(customer), quotes: { items } },
      routes: [{ path: '/quotation-details/:id', element: <h1>Quotation page</h1> }],
    },
  );
}

/** A stand-in for the window the page opens for the PDF. */
function fakeWindow() {
  const win = { document: { title: '', body: { textContent: '' } }, location: { href: '' }, opener: {} as unknown, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  return { win, open };
}

afterEach(() => jest.restoreAllMocks());

describe('QuoteRequestPage', () => {
  it('lists the lines with prices and prefills the form from the customer', () => {
    renderPage([router, laptop]);
    expect(screen.getByRole('heading', { level: 1, name: 'Quote Request List' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['TP-Link Archer C6 Router', 'Dell Latitude 5440']);
    expect(screen.getByText('₹2,499.00')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('changes quantities, never below 1, and removes lines', async () => {
    const { user, store } = renderPage([router, laptop]);
    const qty = screen.getByRole('spinbutton', { name: 'Quantity of TP-Link Archer C6 Router' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of TP-Link Archer C6 Router' }));
    expect(qty).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Dell Latitude 5440' })).toBeDisabled();
    await user.clear(qty);
    await user.type(qty, '0{Enter}');
    expect(qty).toHaveValue(1);
    await user.clear(qty);
    await user.type(qty, '25');
    await user.tab();
    expect(store.getState().quotes.items[0].quantity).toBe(25);
    await user.click(screen.getByRole('button', { name: 'Remove Dell Latitude 5440' }));
    expect(screen.queryByText('Dell Latitude 5440')).not.toBeInTheDocument();
    expect(store.getState().quotes.items.map((i) => i.id)).toEqual([5]);
  });

  it('disables Submit while a line has a price-list rate, and says why', async () => {
    const { user } = renderPage([router, rated]);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/already has your price-list rate/);
    expect(screen.getByText('Price-list rate')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Logitech MK270 Combo' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByText(/already has your price-list rate/)).not.toBeInTheDocument();
  });

  it('opens the generated PDF in a new window', async () => {
    let sent: URLSearchParams | null = null;
    server.use(
      http.post('*/api/quotation-pdf', async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
        sent = new URLSearchParams(await request.text());
        return HttpResponse.json({ status: true, fileUrl: '/api/files/xyz.pdf', expires_at: '2025-01-01T00:00:00Z' });
      }),
    );
    const { win, open } = fakeWindow();
    const { user } = renderPage([router, laptop]);
    await user.click(screen.getByRole('button', { name: 'Download Quotation' }));
    await waitFor(() => expect(win.location.href).toBe('/api/files/xyz.pdf'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    expect(sent!.get('productId')).toBe('5,9');
    expect(sent!.get('quantity')).toBe('2,1');
  });

  it('says so when no file URL comes back, or the PDF fails', async () => {
    server.use(http.post('*/api/quotation-pdf', () => HttpResponse.json({ status: true })));
    const { win } = fakeWindow();
    const { user } = renderPage([router]);
    await user.click(screen.getByRole('button', { name: 'Download Quotation' }));
    expect(await screen.findByText('Error generating quotation. No file URL returned.')).toBeInTheDocument();
    expect(win.close).toHaveBeenCalled();

    server.use(http.post('*/api/quotation-pdf', () => HttpResponse.json({ status: false, message: 'boom' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Download Quotation' }));
    expect(await screen.findByText('Error generating quotation')).toBeInTheDocument();
  });

  it("shows the store's message when the customer is over the PDF limit", async () => {
    const message = 'You have made too many documents in a short time. Please try again in 7 minutes.';
    server.use(http.post('*/api/quotation-pdf', () => HttpResponse.json({ status: false, message }, { status: 429, headers: { 'retry-after': '420' } })));
    const { win } = fakeWindow();
    const { user } = renderPage([router]);
    await user.click(screen.getByRole('button', { name: 'Download Quotation' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(win.close).toHaveBeenCalled();
    expect(screen.queryByText('Error generating quotation')).not.toBeInTheDocument();
  });

  it('submits the lines and the form, then clears both', async () => {
    let body: RequestQuotationBody | null = null;
    server.use(
      http.post('*/api/request-quotation', async ({ request }) => {
        body = (await request.json()) as RequestQuotationBody;
        return HttpResponse.json({ status: true, message: 'Quotation submitted successfully', data: { id: quotationPublicId(13), quotation_number: 'QT-20250116-B00013' } });
      }),
    );
    const { user, store } = renderPage([router, laptop]);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Deliver to Pune');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Quotation submitted successfully')).toBeInTheDocument();
    expect(body).toMatchObject({
      product_id: [5, 9],
      quantity: [2, 1],
      name: 'Asha Verma',
      email: 'demo@example.com',
      phone: '9876543210',
      quotation_description: 'Deliver to Pune',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    });
    expect(store.getState().quotes.items).toEqual([]);
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    expect(screen.getByText('Quotation QT-20250116-B00013 submitted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'view quotation QT-20250116-B00013' })).toHaveAttribute('href', `/quotation-details/${quotationPublicId(13)}`);
  });

  it('retries a failed submit with the same key, and reports failures in the spec’s words', async () => {
    const keys: (string | undefined)[] = [];
    let answer: 'fail' | 'no-message' = 'fail';
    server.use(
      http.post('*/api/request-quotation', async ({ request }) => {
        keys.push(((await request.json()) as RequestQuotationBody).idempotency_key);
        if (answer === 'fail') return HttpResponse.json({ status: false, message: 'Server error' }, { status: 500 });
        return HttpResponse.json({ status: true, message: '', data: { id: quotationPublicId(1), quotation_number: 'QT-1' } });
      }),
    );
    const { user, store } = renderPage([router]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error submitting quotation')).toBeInTheDocument();
    answer = 'no-message';
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error in quotation submission')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(store.getState().quotes.items).toHaveLength(1);
  });

  it('checks the form and shows the server’s field errors', async () => {
    server.use(
      http.post('*/api/request-quotation', () =>
        HttpResponse.json({ status: false, message: 'The given data was invalid.', errors: { email: ['Enter a valid email address'], 'product_id.0': ['This product is no longer available.'] } }, { status: 422 }),
      ),
    );
    const { user } = renderPage([router]);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '98765');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '67890');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This product is no longer available.')).toHaveClass('form-alert');
  });

  it('shows an empty list with a way back to the shop', () => {
    renderPage([]);
    expect(screen.getByRole('heading', { name: 'Your quote list is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('keeps the actions for approved accounts', () => {
    renderPage([router], { ...approvedCustomer, status: 'pending' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download Quotation' })).toBeDisabled();
    expect(screen.queryByText('₹2,499.00')).not.toBeInTheDocument();
  });
});
