import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Customer } from '@contracts/account';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { FOCUS_REFRESH_MS, ProfileSync } from './ProfileSync';

const pending: Customer = { ...approvedCustomer, status: 'pending' };

function serveProfile(customer: Customer) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/customer-profile', () => {
      calls.count += 1;
      return HttpResponse.json({ status: true, customer });
    }),
  );
  return calls;
}

afterEach(() => jest.restoreAllMocks());

describe('ProfileSync', () => {
  it('reloads the stored customer when the store opens, so an approval made meanwhile shows', async () => {
    const calls = serveProfile(approvedCustomer);
    const { store } = renderWithProviders(<ProfileSync />, { preloadedState: signedInAs(pending) });
    await waitFor(() => expect(store.getState().auth.customer?.status).toBe('approved'));
    expect(calls.count).toBe(1);
  });

  it('asks again when the window gets focus, at most once per 30 seconds', async () => {
    const calls = serveProfile(pending);
    const { store } = renderWithProviders(<ProfileSync />, { preloadedState: signedInAs(pending) });
    await waitFor(() => expect(calls.count).toBe(1));

    // A focus right after the load is not worth a request.
    act(() => void window.dispatchEvent(new Event('focus')));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.count).toBe(1);

    // The store approves the account; the shopper comes back to the tab later.
    serveProfile(approvedCustomer);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + FOCUS_REFRESH_MS + 1);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(store.getState().auth.customer?.status).toBe('approved'));
  });

  it('asks nothing for a visitor', async () => {
    const calls = serveProfile(approvedCustomer);
    renderWithProviders(<ProfileSync />);
    act(() => void window.dispatchEvent(new Event('focus')));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.count).toBe(0);
  });

  it('ignores an answer about another customer (a sign-in changed while the request was out)', async () => {
    serveProfile({ ...approvedCustomer, id: 'sOmEoNe-eLsE-pUbLiC-99', company_name: 'Someone Else Ltd' });
    const { store } = renderWithProviders(<ProfileSync />, { preloadedState: signedInAs(pending) });
    await new Promise((r) => setTimeout(r, 100));
    expect(store.getState().auth.customer).toEqual(pending);
  });

  it('replaces a customer stored before ids were public (a numeric id) with the fresh profile', async () => {
    serveProfile(approvedCustomer);
    // userDetails as a sign-in stored it when the customer's id was the serial id.
    const stored = { ...pending, id: 7 } as unknown as Customer;
    const { store } = renderWithProviders(<ProfileSync />, { preloadedState: signedInAs(stored) });
    await waitFor(() => expect(store.getState().auth.customer).toEqual(approvedCustomer));
  });
});
