// The back office's tabs in step: a tab opening asks the server who is signed in, a sign-out or a
// sign-in in another tab reaches this one at once, changes carry the CSRF token, and the idle
// watch does not end a session another tab keeps busy.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server } from '@/test/server';
import { adminApi } from './api';
import { AdminLayout } from './layout/AdminLayout';
import { IdleWatch } from './layout/IdleWatch';
import { endedElsewhere, uncheckedSession } from './session';
import { checkSession, syncWithOtherTabs } from './sessionSync';
import { makeAdminStore } from './store';
import { ACTIVITY_KEY, EVENT_KEY } from './tabs';
import { TEST_CSRF_TOKEN, signedInStore, staffMember } from './testSupport';

const ANNA = staffMember({ email: 'anna@example.com', name: 'Anna Sales', role: 'sales' });

afterEach(() => localStorage.clear());

/** What another tab of the browser writes, as the browser reports it to this one. */
const fromOtherTab = (key: string, newValue: string) => act(() => void window.dispatchEvent(new StorageEvent('storage', { key, newValue })));

it('a tab opening is signed in when the server says the browser is, with the CSRF token it gives', async () => {
  server.use(http.get('*/api/admin/session', () => HttpResponse.json({ status: true, staff: ANNA, timeout: 900, csrf_token: 'csrf-1' })));
  const store = makeAdminStore(uncheckedSession());
  expect(store.getState().session.checked).toBe(false);
  await checkSession(store);
  expect(store.getState().session).toMatchObject({ checked: true, staff: { email: 'anna@example.com' }, csrfToken: 'csrf-1' });
  expect(Number(localStorage.getItem(ACTIVITY_KEY))).toBeGreaterThan(0);
});

it('a tab opening after the session ended shows sign-in and says why; with no session before, it says nothing', async () => {
  server.use(http.get('*/api/admin/session', () => HttpResponse.json({ status: false, message: 'Your session has timed out.' }, { status: 401 })));
  localStorage.setItem(ACTIVITY_KEY, String(Date.now() - 16 * 60_000));
  const ended = makeAdminStore(uncheckedSession());
  await checkSession(ended);
  expect(ended.getState().session).toMatchObject({ checked: true, staff: null, expired: true });
  const fresh = makeAdminStore(uncheckedSession());
  await checkSession(fresh);
  expect(fresh.getState().session).toMatchObject({ checked: true, staff: null, expired: false });
});

it('a sign-out in another tab signs this one out at once; a sign-in there signs it in', async () => {
  const store = signedInStore(ANNA);
  const stop = syncWithOtherTabs(store);
  try {
    fromOtherTab(EVENT_KEY, JSON.stringify({ news: 'signedOut', at: Date.now() }));
    expect(store.getState().session).toMatchObject({ staff: null, expired: false });

    server.use(http.get('*/api/admin/session', () => HttpResponse.json({ status: true, staff: ANNA, timeout: 900, csrf_token: 'csrf-2' })));
    fromOtherTab(EVENT_KEY, JSON.stringify({ news: 'signedIn', at: Date.now() }));
    await waitFor(() => expect(store.getState().session.staff?.email).toBe('anna@example.com'));
    expect(store.getState().session.csrfToken).toBe('csrf-2');
  } finally {
    stop();
  }
});

it('another tab\'s answered call moves this tab\'s idle clock', () => {
  const store = signedInStore(ANNA);
  const stop = syncWithOtherTabs(store);
  try {
    const later = Date.now() + 5_000;
    fromOtherTab(ACTIVITY_KEY, String(later));
    expect(store.getState().session.lastActiveAt).toBe(later);
  } finally {
    stop();
  }
});

it('sends the CSRF token with a change', async () => {
  let header: string | null = null;
  server.use(
    http.post('*/api/admin/signout', ({ request }) => {
      header = request.headers.get('x-csrf-token');
      return HttpResponse.json({ status: true, message: 'Signed out' });
    }),
  );
  const store = signedInStore(ANNA);
  await store.dispatch(adminApi.endpoints.signOut.initiate());
  expect(header).toBe(TEST_CSRF_TOKEN);
});

it('the idle watch keeps a tab signed in while another tab is busy, and ends it when none is', () => {
  const idleSince = Date.now() - 16 * 60_000;
  const busy = makeAdminStore({ staff: ANNA, csrfToken: 'c', timeout: 900, lastActiveAt: idleSince, expired: false, checked: true, signedOutHere: false });
  localStorage.setItem(ACTIVITY_KEY, String(Date.now() - 1_000));
  render(
    <Provider store={busy}>
      <IdleWatch />
    </Provider>,
  );
  expect(busy.getState().session.staff?.email).toBe('anna@example.com');
  expect(busy.getState().session.lastActiveAt).toBeGreaterThan(idleSince);

  localStorage.clear();
  const idle = makeAdminStore({ staff: ANNA, csrfToken: 'c', timeout: 900, lastActiveAt: idleSince, expired: false, checked: true, signedOutHere: false });
  render(
    <Provider store={idle}>
      <IdleWatch />
    </Provider>,
  );
  expect(idle.getState().session).toMatchObject({ staff: null, expired: true });
  // The other tabs are told the session ended.
  expect(localStorage.getItem(EVENT_KEY)).toContain('ended');
});

describe('the address a tab returns to after the next sign-in', () => {
  const SignInSpy = () => {
    const from = (useLocation().state as { from?: string } | null)?.from;
    return <p>Sign-in page, then {from ?? 'the Inbox'}</p>;
  };
  const renderAt = (store: ReturnType<typeof signedInStore>) =>
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/admin/audit']}>
          <Routes>
            <Route path="/admin/signin" element={<SignInSpy />} />
            <Route path="/admin" element={<AdminLayout />}>
              <Route path="audit" element={<p>Audit log</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>,
    );

  it('after Sign out in this tab, whoever signs in next starts at the Inbox, not on the last member’s page', async () => {
    server.use(http.post('*/api/admin/signout', () => HttpResponse.json({ status: true, message: 'Signed out.' })));
    renderAt(signedInStore(staffMember({ role: 'admin' })));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in page, then the Inbox')).toBeInTheDocument();
  });

  it('a tab whose session ended elsewhere goes back to its page after the next sign-in', async () => {
    const store = signedInStore(staffMember({ role: 'admin' }));
    renderAt(store);
    act(() => void store.dispatch(endedElsewhere({ expired: false })));
    expect(await screen.findByText('Sign-in page, then /admin/audit')).toBeInTheDocument();
  });
});
