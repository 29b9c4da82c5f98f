// The staff sign-in form: the contracts' messages before any call, the server's refusal and
// throttle shown in the form, and a success that asks for a cookie session and keeps no token.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { server } from '@/test/server';
import { makeAdminStore } from '../store';
import { SignInForm } from './SignInForm';

const STAFF = {
  id: 1,
  email: 'admin@example.com',
  name: 'Asha Admin',
  role: 'admin',
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  last_sign_in_at: null,
};

function renderForm() {
  const store = makeAdminStore();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SignInForm />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, email: string, password: string) => {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

afterEach(() => localStorage.clear());

it('says which fields are missing without calling the server', async () => {
  let called = false;
  server.use(http.post('*/api/admin/signin', () => ((called = true), HttpResponse.json({}))));
  const { user } = renderForm();
  await fill(user, '', '');
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(called).toBe(false);
});

it("shows the server's refusal and its throttle message in the form", async () => {
  let answer: Response = HttpResponse.json({ status: false, message: 'Invalid email or password.' }, { status: 401 });
  server.use(http.post('*/api/admin/signin', () => answer));
  const { user, store } = renderForm();
  await fill(user, 'admin@example.com', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  answer = HttpResponse.json({ status: false, message: 'Too many sign-in attempts. Please try again in 1 minute.' }, { status: 429 });
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 1 minute.'));
  expect(store.getState().session.staff).toBeNull();
});

it("signs in with a cookie session: the member and the CSRF token in memory, nothing secret in the browser's storage", async () => {
  let sent: unknown;
  server.use(
    http.post('*/api/admin/signin', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ status: true, csrf_token: 'csrf-of-the-session', staff: STAFF, timeout: 900, message: 'Signed in' });
    }),
  );
  const { user, store } = renderForm();
  await fill(user, 'admin@example.com', 'Admin@12345');
  await waitFor(() => expect(store.getState().session.staff?.email).toBe('admin@example.com'));
  expect(sent).toEqual({ email: 'admin@example.com', password: 'Admin@12345', session: 'cookie' });
  expect(store.getState().session.csrfToken).toBe('csrf-of-the-session');
  const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
  expect(stored).not.toContain('csrf-of-the-session');
  // The other tabs hear of the sign-in (and ask the server themselves).
  expect(localStorage.getItem('adminSessionEvent')).toContain('signedIn');
});
