// Sign-in, registration, sign-out and password reset (spec 7, "Account").
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AuthStatusResponse,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ResetTokenParams,
  SignedInResponse,
} from '@contracts/auth';
import { Failure } from '@contracts/common';
import { HttpError } from '../../lib/errors';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireCustomer } from '../../plugins/auth';
import { RESET_LINK_SENT, checkResetToken, requestPasswordReset, resetPassword } from './passwordReset';
import { TooManyAttempts, createAuthLimiters, login, logout, register } from './service';

/**
 * The storefront's sign-in page reads `error` as well as `message` (spec 3, login response):
 * refusals other than field errors carry both. A 429 also says when to retry.
 */
function sendRefusal(reply: FastifyReply, err: unknown) {
  if (!(err instanceof HttpError) || err.statusCode === 422) throw err;
  if (err instanceof TooManyAttempts) reply.header('retry-after', Math.ceil(err.retryAfterMs / 1000));
  return reply.status(err.statusCode).send({ status: false, error: err.message, message: err.message });
}

const tags = ['Account'];
/** Refusals of sign-in and reset requests: 401, 403, 429 with `error` and `message`. */
const refusals = { '4xx': Failure };

export default async function authRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.services;
  const limiters = createAuthLimiters(ctx.limitStore);

  treatMissingBodyAsEmpty(app);

  api.post(
    '/customer-login',
    { schema: { tags, body: LoginRequest, response: { 200: SignedInResponse, ...refusals } } },
    async (req, reply) => {
      try {
        const { token, customer } = await login(ctx, limiters, req.body, req.ip);
        return { status: true, token, customer, message: 'Login successful' };
      } catch (err) {
        return sendRefusal(reply, err);
      }
    },
  );

  api.post('/customer-register', { schema: { tags, body: RegisterRequest, response: { 200: SignedInResponse } } }, async (req) => {
    const { token, customer } = await register(ctx, req.body);
    return { status: true, token, customer, message: 'Congratulations! Register Successfully' };
  });

  api.post('/customer-logout', { schema: { tags, security: bearer, response: { 200: AuthStatusResponse } } }, async (req) => {
    const customer = requireCustomer(req);
    await logout(app.db, customer.sessionId);
    return { status: true, message: 'Logout successful!' };
  });

  api.post(
    '/forget-password',
    { schema: { tags, body: ForgotPasswordRequest, response: { 200: AuthStatusResponse, ...refusals } } },
    async (req, reply) => {
      try {
        await requestPasswordReset(ctx, limiters, req.body, req.ip);
      } catch (err) {
        return sendRefusal(reply, err);
      }
      return { status: true, message: RESET_LINK_SENT };
    },
  );

  // Asked by the reset page when it opens; a used or expired link answers 404 with the message the
  // reset itself would give. It reads only, so opening the page never spends the link.
  api.get(
    '/reset-password-token/:token',
    {
      schema: {
        tags,
        summary: 'Whether a password reset link can still be used (does not use it)',
        params: ResetTokenParams,
        response: { 200: AuthStatusResponse, '4xx': Failure },
      },
    },
    async (req) => {
      await checkResetToken(ctx, req.params.token);
      return { status: true, message: 'This reset link can be used.' };
    },
  );

  api.post(
    '/submit-reset-password-form',
    { schema: { tags, body: ResetPasswordRequest, response: { 200: AuthStatusResponse } } },
    async (req) => {
      await resetPassword(ctx, limiters, req.body);
      return { status: true, message: 'Password reset successful!' };
    },
  );
}
