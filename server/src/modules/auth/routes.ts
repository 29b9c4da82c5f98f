// Sign-in, registration, sign-out and password reset (spec 7, "Account").
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createMailer } from '../../lib/mail';
import { HttpError } from '../../lib/errors';
import { requireCustomer } from '../../plugins/auth';
import { bearer, forgetPasswordBody, treatMissingBodyAsEmpty, loginBody, registerBody, resetPasswordBody } from './schemas';
import {
  RESET_LINK_SENT,
  TooManyAttempts,
  createAuthLimiters,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  type AuthContext,
} from './service';

type Body = Record<string, unknown> | undefined;

/**
 * The storefront's sign-in page reads `error` as well as `message` (spec 3, login response):
 * refusals other than field errors carry both. A 429 also says when to retry.
 */
function sendRefusal(reply: FastifyReply, err: unknown) {
  if (!(err instanceof HttpError) || err.statusCode === 422) throw err;
  if (err instanceof TooManyAttempts) reply.header('retry-after', Math.ceil(err.retryAfterMs / 1000));
  return reply.status(err.statusCode).send({ status: false, error: err.message, message: err.message });
}

export default async function authRoutes(app: FastifyInstance) {
  // Per app instance: each test app starts with clean counters.
  const ctx: AuthContext = {
    db: app.db,
    config: app.config,
    limiters: createAuthLimiters(),
    mailer: createMailer(app.config),
    log: app.log,
  };

  treatMissingBodyAsEmpty(app);

  app.post('/customer-login', { schema: { tags: ['Account'], body: loginBody } }, async (req, reply) => {
    try {
      const { token, customer } = await login(ctx, req.body as Body, req.ip);
      return { status: true, token, customer, message: 'Login successful' };
    } catch (err) {
      return sendRefusal(reply, err);
    }
  });

  app.post('/customer-register', { schema: { tags: ['Account'], body: registerBody } }, async (req) => {
    const { token, customer } = await register(ctx, req.body as Body);
    return { status: true, token, customer, message: 'Congratulations! Register Successfully' };
  });

  app.post('/customer-logout', { schema: { tags: ['Account'], security: bearer } }, async (req) => {
    const customer = requireCustomer(req);
    await logout(app.db, customer.sessionId);
    return { status: true, message: 'Logout successful!' };
  });

  app.post('/forget-password', { schema: { tags: ['Account'], body: forgetPasswordBody } }, async (req, reply) => {
    try {
      await requestPasswordReset(ctx, req.body as Body, req.ip);
    } catch (err) {
      return sendRefusal(reply, err);
    }
    return { status: true, message: RESET_LINK_SENT };
  });

  app.post('/submit-reset-password-form', { schema: { tags: ['Account'], body: resetPasswordBody } }, async (req) => {
    await resetPassword(ctx, req.body as Body);
    return { status: true, message: 'Password reset successful!' };
  });
}
