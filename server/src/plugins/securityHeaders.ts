// Security headers on every answer (API, media, uploads, the storefront, errors): helmet with the
// store's policy (lib/securityHeaders.ts). Registered first, so nothing is answered without them.
// helmet's middleware is made once: @fastify/helmet made it again for every request (parsing the
// whole policy each time), a measurable share of what a listing page allocated.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { helmetOptions } from '../lib/securityHeaders';

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const setHeaders = helmet(helmetOptions(app.config.publicUrl));
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
    });
  },
  { name: 'security-headers', dependencies: ['services'] },
);
