import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { initialAuthState } from '../authSlice';
import SignInPage from './SignInPage';

const home = [{ path: '/', element: <h1>Home page</h1> }];

function renderSignIn(preloadedState = {}) {
  return renderWithProviders(<SignInPage />, { route: '/signin', path: '/signin', routes: home, preloadedState });
}

async function fillIn(user: ReturnType<typeof renderSignIn>['user'], email = 'demo@example.com', password = 'secret-pass') {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
}

describe('SignInPage', () => {
  it('asks for both fields with the spec messages', async () => {
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('links to the password reset and registration pages', () => {
    renderSignIn();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: /Register your company/ })).toHaveAttribute('href', '/signup');
  });

  it("reads 'Signing in...' while the call runs", async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post('*/api/customer-login', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ status: false, error: 'Invalid email or password.', message: 'Invalid email or password.' }, { status: 401 });
      }),
    );
    const { user } = renderSignIn();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the server field errors, arrays joined by comma', async () => {
    server.use(
      http.post('*/api/customer-login', () =>
        HttpResponse.json(
          { status: false, message: 'The given data was invalid.', errors: { email: ['The email is not registered.', 'The email looks wrong.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderSignIn();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The email is not registered., The email looks wrong.')).toBeInTheDocument();
  });

  it('shows the rate-limit message of the server', async () => {
    server.use(
      http.post('*/api/customer-login', () =>
        HttpResponse.json({ status: false, message: 'Too many sign-in attempts. Please try again in 15 minutes.' }, { status: 429 }),
      ),
    );
    const { user } = renderSignIn();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 15 minutes.');
  });

  it("falls back to 'Login failed. Please try again.' and, without an answer, 'An error occurred. Please try again.'", async () => {
    server.use(http.post('*/api/customer-login', () => HttpResponse.json({ status: false }, { status: 500 })));
    const { user } = renderSignIn();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');

    server.use(http.post('*/api/customer-login', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.'));
  });

  it('stores the credentials and goes to / after 3 seconds', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/customer-login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: true, token: 'tok-123', customer: approvedCustomer, message: 'Login successful' });
      }),
    );
    const { user, store, router } = renderSignIn();
    await fillIn(user, ' demo@example.com ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(store.getState().auth.token).toBe('tok-123'));
    expect(sent).toEqual({ email: 'demo@example.com', password: 'secret-pass' });
    expect(store.getState().auth.customer).toEqual(approvedCustomer);
    expect(router.state.location.pathname).toBe('/signin');
    expect(await screen.findByRole('heading', { name: 'Home page' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says why when the session has just ended', () => {
    renderSignIn({ auth: { ...initialAuthState, sessionExpired: true } });
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });
});
