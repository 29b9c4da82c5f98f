// The API's OpenAPI document, built from the routes' schemas, and its browsable page at /api/docs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { swaggerCsp } from '../lib/securityHeaders';

export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'IT Wholesale Store API', version: '1.0.0', description: 'Storefront API (spec section 7).' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: swaggerCsp });
  },
  { name: 'openapi' },
);
