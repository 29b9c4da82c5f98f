// Every signed-in page has its own document title (tabs, history and bookmarks tell them apart),
// not the store's generic one.
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { approvedCustomer } from '@/test/fixtures';
import { quotationPublicId } from '@/test/handlers/quotes';
import { signedInAs } from '@/test/utils';
import { routes } from './routes';
import { makeStore } from './store';

function renderApp(path: string) {
  const store = makeStore(signedInAs(approvedCustomer));
  render(
    <Provider store={store}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Provider>,
  );
}

describe('page titles', () => {
  it.each([
    ['/checkout', 'Checkout · IT Wholesale'],
    ['/order-details/ITW-2025-00005', 'Order ITW-2025-00005 · IT Wholesale'],
    ['/order-success/ITW-2025-00005', 'Order placed · IT Wholesale'],
    ['/myorder', 'My Orders · IT Wholesale'],
    ['/WalletHistory', 'Wallet History · IT Wholesale'],
    ['/quotationlist', 'Quotations · IT Wholesale'],
    [`/quotation-details/${quotationPublicId(3)}`, 'Quotation QT-20250115-A00003 · IT Wholesale'],
    ['/quote-request', 'Quote Request List · IT Wholesale'],
  ])('%s is titled %s', async (route, title) => {
    renderApp(route);
    // The first visit compiles the lazy page chunk: give it time.
    await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    await waitFor(() => expect(document.title).toBe(title), { timeout: 5000 });
  });
});
