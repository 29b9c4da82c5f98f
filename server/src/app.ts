// buildApp(config): the whole API server as a Fastify instance, without listening (tests inject).
// It only composes: services and request-wide rules are plugins of their own (plugins/), the
// areas' routes live in modules/.
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { CostLimits } from './lib/costLimit';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/errors';
import formLimits from './plugins/formLimits';
import staffGuard from './plugins/staffGuard';
import customerGuard from './plugins/customerGuard';
import httpCache from './plugins/httpCache';
import inputGuards from './plugins/inputGuards';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/securityHeaders';
import servicesPlugin from './plugins/services';
import storeSettingsPlugin from './plugins/storeSettings';
import { apiModules } from './modules';
import mediaRoutes from './modules/media/routes';
import uploadRoutes from './modules/media/uploads';
import siteRoutes from './modules/site/routes';
import storefront from './modules/site/storefront';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | object;
}

const KB = 1024;

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });

  // Configuration, database, mailer, payment provider, clock: decorated once, for every route.
  await app.register(servicesPlugin, { config, database });
  // The store's name, address, GSTIN and state from the settings row, fresh on every API request.
  await app.register(storeSettingsPlugin);

  await app.register(formLimits);
  // Costly work (documents, exports, imports, quick order) is limited per actor: lib/costLimit.ts.
  app.decorate('costLimits', new CostLimits(app.limitStore, config.costLimits));

  // First, so every answer carries the headers: API, media, uploads, the storefront, errors.
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  // Bounded in every dimension: busboy's defaults allow any number of 1 MB fields.
  await app.register(multipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 200, fieldSize: 64 * KB, parts: 210, headerPairs: 100 },
  });
  await app.register(openapi);
  await app.register(errorHandler);
  await app.register(inputGuards);

  await app.register(authPlugin);
  await app.register(staffGuard);
  await app.register(customerGuard);
  await app.register(httpCache);
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
      // Unknown API paths stay API requests (the bearer check runs), not the storefront's catch-all.
      api.get('/*', { schema: { hide: true } }, (_req, reply) => reply.callNotFound());
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes);

  // Uploaded files (profile images), from the file store (DATA_DIR or the database).
  await app.register(uploadRoutes);

  await app.register(siteRoutes);
  await app.register(storefront);

  return app;
}
