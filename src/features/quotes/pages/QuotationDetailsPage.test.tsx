import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { makeQuotation, quotationPublicId } from '@/test/handlers/quotes';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import QuotationDetailsPage from './QuotationDetailsPage';

const renderDetails = (id: number | string) =>
  renderWithProviders(<QuotationDetailsPage />, { route: `/quotation-details/${typeof id === 'number' ? quotationPublicId(id) : id}`, path: '/quotation-details/:quotationId', preloadedState: signedInAs(approvedCustomer) });

afterEach(() => jest.restoreAllMocks());

describe('QuotationDetailsPage', () => {
  it('shows the number, both addresses and the lines at the effective price (custom rate > discount price > base price)', async () => {
    renderDetails(3);
    expect(await screen.findByText('QT-20250115-A00003')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Shipping Address' })).getByText('Shop 14, Dalal Street Annexe')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Billing Address' })).getByText('3rd Floor, Ballard House')).toBeInTheDocument();
    const [laptop, router] = screen.getAllByRole('row').slice(1).map((r) => within(r));
    expect(laptop.getByRole('link', { name: 'Dell Latitude 5440 Business Laptop' })).toHaveAttribute('href', '/product/dell-latitude-5440');
    expect(laptop.getByRole('link', { name: 'Dell Latitude 5440 Business Laptop' }).querySelector('img')).toHaveAttribute('src', '/media/img/product/dell-latitude-5440-1.svg');
    expect(laptop.getByText('5')).toBeInTheDocument();
    // The server's unit_price: the discount price, as the quote list and the draft PDF show it, not the base price.
    expect(laptop.getByText('₹72,000.00')).toBeInTheDocument();
    expect(laptop.queryByText('₹80,000.00')).toBeNull();
    expect(router.getByText('₹2,100.00')).toBeInTheDocument(); // the custom rate
    expect(screen.getByText('Pending')).toHaveClass('status');
    expect(screen.queryByRole('button', { name: 'Download Quotation' })).not.toBeInTheDocument();
    expect(screen.getByText(/has not priced this quotation yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('shows the store’s answer and opens its PDF', async () => {
    const priced = makeQuotation(4, {
      status: { status: 'quoted', status_title: 'Quoted' },
      is_priced: true,
      quoted_totals: { sub_total: 354000, cgst_amount: 31860, sgst_amount: 31860, igst_amount: 0, grand_total: 417720 },
    });
    priced.quotation_items[0].quoted_price = 70000;
    priced.quotation_items[1].quoted_price = 2000;
    server.use(http.get(`*/api/quotation-view/${quotationPublicId(4)}`, () => HttpResponse.json({ status: true, data: { quotation: priced } })));
    const win = { document: { title: '', body: { textContent: '' } }, location: { href: '' }, opener: {} as unknown, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);

    const { user } = renderDetails(4);
    expect(await screen.findByText('Quoted')).toHaveClass('status--progress');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Quantity', 'Price', 'Quoted price', 'Amount']);
    expect(screen.getByText('₹70,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹3,50,000.00')).toBeInTheDocument(); // 5 x 70,000
    expect(within(screen.getByLabelText('Quoted totals')).getByText('₹4,17,720.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Quotation' }));
    await waitFor(() => expect(win.location.href).toBe('/api/files/answer.pdf'));
  });

  it.each([
    ['rejected', 'Rejected', false, 'This quotation was rejected; its prices no longer apply.'],
    ['rejected', 'Rejected', true, 'This quotation was rejected; its prices no longer apply.'],
    ['expired', 'Expired', true, 'This quotation has expired; its prices no longer apply.'],
    ['ordered', 'Ordered', true, 'This quotation was ordered at its quoted prices.'],
    ['accepted', 'Accepted', true, 'This quotation has been accepted.'],
    ['pending', 'Pending', false, 'The store has not priced this quotation yet; you will get a mail when it does.'],
  ] as const)('a %s quotation (priced: %s) says what its status means', async (status, title, priced, note) => {
    const q = makeQuotation(5, {
      status: { status, status_title: title },
      is_priced: priced,
      quoted_totals: priced ? { sub_total: 354000, cgst_amount: 31860, sgst_amount: 31860, igst_amount: 0, grand_total: 417720 } : null,
    });
    if (priced) q.quotation_items.forEach((l) => (l.quoted_price = 1000));
    server.use(http.get(`*/api/quotation-view/${quotationPublicId(5)}`, () => HttpResponse.json({ status: true, data: { quotation: q } })));
    renderDetails(5);
    expect(await screen.findByText(note, { exact: false })).toBeInTheDocument();
    if (status !== 'pending') expect(screen.queryByText(/has not priced this quotation yet/)).toBeNull();
  });

  it('says Failed to load quotation details for someone else’s id or a bad one', async () => {
    renderDetails(999);
    expect(await screen.findByText('Failed to load quotation details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('does not ask the server about an id that cannot exist', () => {
    renderDetails('abc!');
    expect(screen.getByText('Failed to load quotation details')).toBeInTheDocument();
  });
});
