// buildApp(config): the whole API server as a Fastify instance, without listening (tests inject).
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { HttpError, invalid, type FieldErrors } from './lib/errors';
import authPlugin from './plugins/auth';
import { apiModules } from './modules';
import httpCache from './plugins/httpCache';
import mediaRoutes from './modules/media/routes';
import siteRoutes from './modules/site/routes';
import storefront from './modules/site/storefront';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | object;
}

/** Whether a parsed request part holds a NUL character anywhere (PostgreSQL text cannot store one). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 6 || ArrayBuffer.isView(value)) return false;
  return Object.values(value).some((v) => hasNul(v, depth + 1));
}

/** Turns Ajv's validation errors into the field-keyed map the storefront's forms read. */
function fieldErrors(error: FastifyError): FieldErrors {
  const out: FieldErrors = {};
  for (const v of error.validation ?? []) {
    const params = v.params as { missingProperty?: string; additionalProperty?: string };
    const fromPath = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = params.missingProperty
      ? [fromPath, params.missingProperty].filter(Boolean).join('.')
      : fromPath || params.additionalProperty || error.validationContext || 'request';
    const message = params.missingProperty ? `The ${params.missingProperty.replace(/_/g, ' ')} field is required.` : `The ${field.replace(/_/g, ' ')} ${v.message ?? 'is invalid'}.`;
    (out[field] ??= []).push(message);
  }
  return out;
}

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'IT Wholesale Store API', version: '1.0.0', description: 'Storefront API (spec section 7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ status: false, message: error.message, errors: error.errors });
    }
    if (error.validation) {
      return reply.status(422).send({ status: false, message: 'The given data was invalid.', errors: fieldErrors(error) });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ status: false, message: 'Something went wrong. Please try again later.' });
    }
    return reply.status(status).send({ status: false, message: error.message });
  });

  // A NUL byte in any text input is refused here once, rather than failing as a 500 in the database.
  app.addHook('preValidation', async (req) => {
    if (hasNul(req.params) || hasNul(req.query) || hasNul(req.body)) {
      throw invalid({ request: ['The request contains a character that is not allowed (NUL).'] });
    }
  });

  await app.register(authPlugin);
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

  // Uploaded files (profile images) and generated quotation files live under DATA_DIR.
  const uploads = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, { root: uploads, prefix: '/media/uploads/', decorateReply: false, maxAge: '1d' });

  await app.register(siteRoutes);
  await app.register(storefront);

  return app;
}
