// The forms anyone can post without signing in (registration, contact, item requests, ...): each is
// limited per client address and its body capped, by a hook on every route those paths register.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';
import { SlidingWindowLimiter, minutesText } from '../lib/rateLimit';

const KB = 1024;
export const FORM_TOO_LARGE = 'The form is too large to send.';

/**
 * The forms anyone can post without signing in: each is limited per client address (429 with
 * Retry-After beyond FORM_RATE_LIMIT posts a minute) and its body is capped.
 */
export const PUBLIC_FORMS: Record<string, { what: string; bodyLimit: number }> = {
  '/api/customer-register': { what: 'registrations', bodyLimit: 16 * KB },
  '/api/contact-us': { what: 'inquiries', bodyLimit: 16 * KB },
  // Up to 50 product rows, in a form encoding that may triple non-ASCII text.
  '/api/request-an-item': { what: 'item requests', bodyLimit: 64 * KB },
  '/api/subscribe': { what: 'subscriptions', bodyLimit: 4 * KB },
  '/api/forget-password': { what: 'reset requests', bodyLimit: 4 * KB },
};

export default fp(
  async function formLimits(app: FastifyInstance) {
    // Public forms: a per-address limit before anything is read, and a body cap (see PUBLIC_FORMS).
    const formLimiter = new SlidingWindowLimiter(app.limitStore, 'form', { limit: app.config.formRateLimit, windowMs: 60_000 });
    app.addHook('onRoute', (route) => {
      const form = route.method === 'POST' || (Array.isArray(route.method) && route.method.includes('POST')) ? PUBLIC_FORMS[route.url] : undefined;
      if (!form) return;
      route.bodyLimit = form.bodyLimit;
      const guard = async (req: FastifyRequest, reply: FastifyReply) => {
        const state = await formLimiter.take(`${route.url}\n${req.ip}`);
        if (state.blocked) {
          reply.header('retry-after', Math.max(1, Math.ceil(state.retryAfterMs / 1000)));
          throw new HttpError(429, `Too many ${form.what} from your address. Please try again in ${minutesText(state.retryAfterMs)}.`);
        }
        // The multipart reader streams (no bodyLimit of its own): its size is checked from the header.
        if (/^multipart\//i.test(req.headers['content-type'] ?? '')) {
          const length = Number(req.headers['content-length']);
          if (!Number.isFinite(length)) throw new HttpError(411, 'A form upload needs a Content-Length.');
          if (length > form.bodyLimit) throw new HttpError(413, FORM_TOO_LARGE);
        }
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), guard];
    });
  },
  { name: 'form-limits', dependencies: ['services'] },
);
