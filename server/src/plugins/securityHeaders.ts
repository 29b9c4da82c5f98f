// Security headers on every answer (API, media, uploads, the storefront, errors): helmet with the
// store's policy (lib/securityHeaders.ts). Registered first, so nothing is answered without them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { helmetOptions } from '../lib/securityHeaders';

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, helmetOptions(app.config.publicUrl));
  },
  { name: 'security-headers', dependencies: ['services'] },
);
