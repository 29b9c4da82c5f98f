import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import { initialAuthState } from '../authSlice';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

type PreloadedState = NonNullable<Parameters<typeof renderWithProviders>[1]>['preloadedState'];

const withToasts = (page: React.ReactElement) => (
  <>
    {page}
    <Toasts />
  </>
);

describe('ForgotPasswordPage', () => {
  const renderPage = () => renderWithProviders(withToasts(<ForgotPasswordPage />), { route: '/forgot-password', path: '/forgot-password' });

  it('requires a valid email', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('sends the email and the reset page address as form data, stores resetEmail and confirms', async () => {
    let sent: URLSearchParams | undefined;
    server.use(
      http.post('*/api/forget-password', async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return HttpResponse.json({ status: true, message: 'Reset link sent to your email.' });
      }),
    );
    const { user, store } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findAllByText('Reset link sent to your email.')).not.toHaveLength(0);
    expect(sent?.get('email')).toBe('demo@example.com');
    expect(sent?.get('base_url')).toBe(`${window.location.origin}/reset-password`);
    expect(store.getState().auth.resetEmail).toBe('demo@example.com');
  });

  it("shows the server's message, or 'An error occurred. Please try again.'", async () => {
    server.use(http.post('*/api/forget-password', () => HttpResponse.json({ status: false, message: 'Mail is not available right now.' }, { status: 503 })));
    const { user, store } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail is not available right now.');
    expect(store.getState().auth.resetEmail).toBeNull();

    server.use(http.post('*/api/forget-password', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.'));
  });
});

describe('ResetPasswordPage', () => {
  const withEmail: PreloadedState = { auth: { ...initialAuthState, resetEmail: 'demo@example.com' } };
  const routes = [
    { path: '/forgot-password', element: withToasts(<h1>Forgot password page</h1>) },
    { path: '/signin', element: <h1>Sign in page</h1> },
  ];
  const renderPage = (preloadedState = withEmail) =>
    renderWithProviders(withToasts(<ResetPasswordPage />), { route: '/reset-password/tok-abc', path: '/reset-password/:token', routes, preloadedState });

  it('works without a stored email (a link opened in another browser): the server takes the account from the token', async () => {
    let sent: URLSearchParams | undefined;
    server.use(
      http.post('*/api/submit-reset-password-form', async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return HttpResponse.json({ status: true, message: 'Password reset successful!' });
      }),
    );
    const { user } = renderPage({ auth: initialAuthState });
    expect(screen.getByText('Choose a new password for your account.')).toBeInTheDocument();
    expect(screen.queryByText('No email found for reset.')).toBeNull();
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' }, { timeout: 2000 })).toBeInTheDocument();
    expect(Object.fromEntries(sent!)).toEqual({ token: 'tok-abc', password: 'new-secret-1', password_confirmation: 'new-secret-1' });
  });

  it('requires both passwords and that they match', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the password')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('sends the stored email with the token, then goes to /signin after 1 second', async () => {
    let sent: URLSearchParams | undefined;
    server.use(
      http.post('*/api/submit-reset-password-form', async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return HttpResponse.json({ status: true, message: 'Password reset successful!' });
      }),
    );
    const { user, router } = renderPage();
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText(/Password reset successful!/)).not.toHaveLength(0);
    expect(Object.fromEntries(sent!)).toEqual({
      email: 'demo@example.com',
      token: 'tok-abc',
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    });
    expect(router.state.location.pathname).toBe('/reset-password/tok-abc');
    expect(await screen.findByRole('heading', { name: 'Sign in page' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it("shows the server's message for a used or expired link", async () => {
    server.use(
      http.post('*/api/submit-reset-password-form', () =>
        HttpResponse.json({ status: false, message: 'This password reset link is invalid or has expired.' }, { status: 400 }),
      ),
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('says a used or expired link is dead as soon as the page opens, and offers a new one instead of the form', async () => {
    server.use(
      http.get('*/api/reset-password-token/:token', () =>
        HttpResponse.json({ status: false, message: 'This password reset link is invalid or has expired.' }, { status: 404 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
  });

  it('keeps the form when the link check cannot be answered', async () => {
    server.use(http.get('*/api/reset-password-token/:token', () => HttpResponse.error()));
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(/^New Password/)).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^New Password/)).toBeInTheDocument();
  });
});
