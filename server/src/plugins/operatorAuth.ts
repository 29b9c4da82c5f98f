// The operator API's guard: one encapsulated context under /api/operator that only the secret the
// running server wrote into DATA_DIR/server.json (readable by the operator's account alone) opens.
// Each area's operator routes (account, orders, refunds, content, quotes, catalogue) register in it.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { safeEqual, sha256 } from '../lib/crypto';
import { notFound, unauthorized } from '../lib/errors';

export const OPERATOR_HEADER = 'x-operator-secret';
/** Every operator route's path starts with this (below the API's /api). */
export const OPERATOR_PREFIX = '/operator';

/** The API document's note on every operator route. */
export const operatorDoc = {
  tags: ['Operator'],
  description: 'Operator only: send the secret from DATA_DIR/server.json in the x-operator-secret header.',
};

function operatorGuard(secret: string | undefined) {
  return async (req: FastifyRequest) => {
    // No secret configured (tests, or a server built without main.ts): the API does not exist.
    if (!secret) throw notFound();
    const given = req.headers[OPERATOR_HEADER];
    // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
    if (typeof given !== 'string' || !safeEqual(sha256(given), sha256(secret))) {
      throw unauthorized('Operator secret required.');
    }
  };
}

/**
 * The guarded context holding the areas' operator routes. Not wrapped in fastify-plugin on
 * purpose: the hook stays inside this context, so it guards exactly these routes. (No test on
 * req.url: it is the raw, still percent-encoded URL.) A route registered here outside
 * /operator/ fails at start-up, so the guarded prefix and the guard always go together.
 */
export function operatorApi(areas: FastifyPluginAsync[]): FastifyPluginAsync {
  return async function operatorAuth(app: FastifyInstance) {
    app.addHook('onRequest', operatorGuard(app.config.operatorSecret));
    app.addHook('onRoute', (route) => {
      if (!route.url.slice(route.prefix.length).startsWith(`${OPERATOR_PREFIX}/`)) {
        throw new Error(`Operator route ${route.method} ${route.url} is not under ${route.prefix}${OPERATOR_PREFIX}/`);
      }
    });
    for (const area of areas) await app.register(area);
  };
}
