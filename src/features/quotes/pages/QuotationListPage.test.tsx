import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { makeQuotationSummary, quotationPublicId } from '@/test/handlers/quotes';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import QuotationListPage from './QuotationListPage';

const renderList = (route = '/quotationlist') =>
  renderWithProviders(<QuotationListPage />, { route, path: '/quotationlist', preloadedState: signedInAs(approvedCustomer) });

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('QuotationListPage', () => {
  it('shows the columns of spec 2 and pages through the server’s pages', async () => {
    const { user } = renderList();
    expect(await screen.findByText('QT-20250115-A00012')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Quotation Number', 'Customer Name', 'Description', 'Status', 'View']);
    expect(bodyRows()).toHaveLength(10);
    const first = within(bodyRows()[0]);
    expect(first.getByText('Asha Verma')).toBeInTheDocument();
    expect(first.getByText('Laptops for branch 12')).toBeInTheDocument();
    expect(first.getByText('Pending')).toHaveClass('status', 'status--waiting');
    expect(first.getByRole('link', { name: 'View quotation QT-20250115-A00012' })).toHaveAttribute('href', `/quotation-details/${quotationPublicId(12)}`);
    expect(screen.getByText('Showing 10 of 12 quotations')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 2 of 12 quotations')).toBeInTheDocument();
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['QT-20250115-A00002', 'QT-20250115-A00001']);
  });

  it('follows the server to its last page when asked for one past it', async () => {
    const { router } = renderList('/quotationlist?page=5');
    expect(await screen.findByText('Showing 2 of 12 quotations')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('reads a missing customer name as N/A, a missing status as Pending, and colours answers', async () => {
    server.use(
      http.get('*/api/quotation-list', () =>
        HttpResponse.json({
          status: true,
          data: {
            data: [
              makeQuotationSummary(2, { customer: null, status: { status: 'quoted', status_title: 'Quoted' } }),
              makeQuotationSummary(1, { quotation_description: null, status: { status: 'rejected', status_title: '' } }),
            ],
            current_page: 1,
            last_page: 1,
            per_page: 10,
            total: 2,
          },
        }),
      ),
    );
    renderList();
    await screen.findByText('QT-20250115-A00002');
    const [quoted, rejected] = bodyRows().map((r) => within(r));
    expect(quoted.getByText('N/A')).toBeInTheDocument();
    // Quoted (an answer to read) is told apart from accepted (green) and from waiting (amber).
    expect(quoted.getByText('Quoted')).toHaveClass('status', 'status--progress');
    expect(rejected.getByText('Pending')).toHaveClass('status--negative');
    expect(screen.queryByRole('navigation', { name: 'Quotation pages' })).not.toBeInTheDocument();
  });

  it('says No quotations found. when there are none, or when the list fails (logged only)', async () => {
    server.use(http.get('*/api/quotation-list', () => HttpResponse.json({ status: true, data: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } })));
    const { unmount } = renderList();
    expect(await screen.findByText('No quotations found.')).toBeInTheDocument();
    unmount();

    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/quotation-list', () => HttpResponse.json({ status: false }, { status: 500 })));
    renderList();
    expect(await screen.findByText('No quotations found.')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load quotations', expect.anything()));
    log.mockRestore();
  });
});
