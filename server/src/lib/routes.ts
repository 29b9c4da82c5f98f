// What every route module shares: the typed route instance, the bearer security note for the API
// document, and the empty-form rule for POSTs without a body.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/** The module's routes typed by their TypeBox schemas (contracts/): bodies, queries and answers. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

/** OpenAPI: the route wants `Authorization: Bearer <token>`. */
export const bearer = [{ bearer: [] }];

/**
 * A POST without a body is answered like an empty form (field messages such as 'Email is
 * required') rather than the validator's "body must be object". Encapsulated: applies to the
 * caller's routes.
 */
export function treatMissingBodyAsEmpty(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' && req.body == null && !req.isMultipart()) req.body = {};
  });
}
