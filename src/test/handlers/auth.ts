// Sign-in, registration, logout and password-reset calls (spec 7, "Account"), as the server answers them.
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '../fixtures';

export const authHandlers = [
  http.post('*/api/customer-login', () =>
    HttpResponse.json({ status: true, token: 'token-from-login', customer: approvedCustomer, message: 'Login successful' }),
  ),
  http.post('*/api/customer-register', () =>
    HttpResponse.json({
      status: true,
      token: 'token-from-register',
      customer: { ...approvedCustomer, id: 99, status: 'pending' },
      message: 'Congratulations! Register Successfully',
    }),
  ),
  http.post('*/api/customer-logout', () => HttpResponse.json({ status: true, message: 'Logout successful!' })),
  http.post('*/api/forget-password', () => HttpResponse.json({ status: true, message: 'Reset link sent to your email.' })),
  http.post('*/api/submit-reset-password-form', () => HttpResponse.json({ status: true, message: 'Password reset successful!' })),
  http.get('*/api/reset-password-token/:token', () => HttpResponse.json({ status: true, message: 'This reset link can be used.' })),
];
