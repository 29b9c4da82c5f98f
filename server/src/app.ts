// buildApp(config): the whole API server as a Fastify instance, without listening (tests inject).
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { HttpError, invalid, type FieldErrors } from './lib/errors';
import { ownerOnlyDir } from './lib/ownerOnly';
import { LimitStore, SlidingWindowLimiter, minutesText } from './lib/rateLimit';
import { helmetOptions, swaggerCsp } from './lib/securityHeaders';
import authPlugin from './plugins/auth';
import staffGuard from './plugins/staffGuard';
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
    limitStore: LimitStore;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | object;
}

export const NUL_MESSAGE = 'The request contains a character that is not allowed (NUL).';
export const INVALID_UNICODE_MESSAGE = 'contains a character that is not valid text (a lone surrogate). Please type it again.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
/** A key as it can be echoed in an error (the lone surrogate shown as U+FFFD). */
const printable = (key: string) => key.replace(LONE_SURROGATES, '\uFFFD');

/**
 * The fields of a parsed request part holding text no column can store: a NUL (PostgreSQL text
 * refuses it) or a lone UTF-16 surrogate (JSON's "\ud800": not Unicode, refused by jsonb and
 * mangled by every encoder). Keys are checked like values. Paths are dotted, like Ajv's.
 */
function unstorableText(value: unknown, at: string[] = [], depth = 0, out: { field: string; nul: boolean }[] = []) {
  const check = (s: string, path: string[]) => {
    if (s.includes('\u0000')) out.push({ field: path.join('.') || 'request', nul: true });
    else if (LONE_SURROGATE.test(s)) out.push({ field: path.join('.') || 'request', nul: false });
  };
  if (typeof value === 'string') check(value, at);
  else if (value && typeof value === 'object' && depth <= 6 && !ArrayBuffer.isView(value)) {
    for (const [key, v] of Object.entries(value)) {
      check(key, [...at, printable(key)]);
      unstorableText(v, [...at, printable(key)], depth + 1, out);
    }
  }
  return out;
}

/**
 * The fields of a parsed request part that hold a number no service can use: Infinity and NaN
 * (JSON's 1e309, or a query string's "Infinity" that Ajv's type coercion turns into one and whose
 * `maximum` then lets through) and numbers beyond the safe-integer range. Paths are dotted.
 */
function unusableNumbers(value: unknown, at: string[] = [], depth = 0, out: string[] = []): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) out.push(at.join('.') || 'request');
  } else if (value && typeof value === 'object' && depth <= 6 && !ArrayBuffer.isView(value)) {
    for (const [key, v] of Object.entries(value)) unusableNumbers(v, [...at, key], depth + 1, out);
  }
  return out;
}

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

  // Shared by every server process of the store: the counters live in the database.
  const limitStore = new LimitStore(database.db);
  // Public forms: a per-address limit before anything is read, and a body cap (see PUBLIC_FORMS).
  const formLimiter = new SlidingWindowLimiter(limitStore, 'form', { limit: config.formRateLimit, windowMs: 60_000 });
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

  app.decorate('config', config);
  app.decorate('limitStore', limitStore);
  app.decorate('database', database);
  app.decorate('db', database.db);

  // First, so every answer carries the headers: API, media, uploads, the storefront, errors.
  await app.register(helmet, helmetOptions(config.publicUrl));
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  // Bounded in every dimension: busboy's defaults allow any number of 1 MB fields.
  await app.register(multipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 200, fieldSize: 64 * KB, parts: 210, headerPairs: 100 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'IT Wholesale Store API', version: '1.0.0', description: 'Storefront API (spec section 7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: swaggerCsp });

  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ status: false, message: error.message, errors: error.errors });
    }
    if (error.validation) {
      return reply.status(422).send({ status: false, message: 'The given data was invalid.', errors: fieldErrors(error) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ status: false, message: FORM_TOO_LARGE });
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ status: false, message: 'Something went wrong. Please try again later.' });
    }
    return reply.status(status).send({ status: false, message: error.message });
  });

  // Text no column can store (a NUL, a lone surrogate) is refused here once, on every route and
  // before any handler runs, rather than failing as a 500 in the database after a provider order,
  // a mail or a file was already made.
  app.addHook('preValidation', async (req) => {
    const found = [...unstorableText(req.params), ...unstorableText(req.query), ...unstorableText(req.body)];
    if (found.length === 0) return;
    if (found.some((f) => f.nul)) throw invalid({ request: [NUL_MESSAGE] });
    const errors: FieldErrors = {};
    for (const { field } of found) (errors[field] ??= []).push(`The ${field.replace(/_/g, ' ')} ${INVALID_UNICODE_MESSAGE}`);
    throw invalid(errors, `The ${found[0].field.replace(/_/g, ' ')} ${INVALID_UNICODE_MESSAGE}`);
  });

  // After validation (and its type coercion), so every number a handler sees is finite and in range.
  app.addHook('preHandler', async (req) => {
    const fields = [...unusableNumbers(req.params), ...unusableNumbers(req.query), ...unusableNumbers(req.body)];
    if (fields.length === 0) return;
    const errors: FieldErrors = {};
    for (const field of fields) errors[field] = [`The ${field.replace(/_/g, ' ')} must be a finite number in range.`];
    throw invalid(errors);
  });

  await app.register(authPlugin);
  await app.register(staffGuard);
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
  ownerOnlyDir(uploads);
  await app.register(fastifyStatic, { root: uploads, prefix: '/media/uploads/', decorateReply: false, maxAge: '1d' });

  await app.register(siteRoutes);
  await app.register(storefront);

  return app;
}
