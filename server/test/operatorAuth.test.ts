// The operator API's guard plugin: routes an area registers in it answer only to the secret, and a
// route registered in it outside /operator/ stops the server from starting.
import { describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/config';
import { OPERATOR_HEADER, operatorApi } from '../src/plugins/operatorAuth';

function appWith(route: string, operatorSecret?: string): FastifyInstance {
  const app = Fastify();
  app.decorate('config', { operatorSecret } as AppConfig);
  const area = async (a: FastifyInstance) => {
    a.get(route, async () => ({ ok: true }));
  };
  // The same encapsulation as buildApp: the API under /api, the guard inside it.
  app.register(async (api) => api.register(operatorApi([area])), { prefix: '/api' });
  // A sibling outside the guard stays open.
  app.get('/api/open', async () => ({ ok: true }));
  return app;
}

describe('operatorApi (plugins/operatorAuth.ts)', () => {
  it('guards the routes an area registers in it, and nothing outside it', async () => {
    const app = appWith('/operator/things', 's3cret');
    try {
      expect((await app.inject({ url: '/api/operator/things' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/operator/things', headers: { [OPERATOR_HEADER]: 'wrong' } })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/operator/things', headers: { [OPERATOR_HEADER]: 's3cret' } })).json()).toEqual({ ok: true });
      expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 404 when the server has no secret', async () => {
    const app = appWith('/operator/things');
    try {
      expect((await app.inject({ url: '/api/operator/things', headers: { [OPERATOR_HEADER]: '' } })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with an operator route outside /operator/', async () => {
    const app = appWith('/customers');
    await expect(app.ready()).rejects.toThrow('Operator route GET /api/customers is not under /api/operator/');
    await app.close().catch(() => undefined);
  });
});
