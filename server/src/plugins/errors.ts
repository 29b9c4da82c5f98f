// The one error handler: HttpErrors as thrown, schema failures as the field-keyed 422 the
// storefront's forms read, an over-large body as 413, and anything else as a bare 500 (logged,
// no stack trace leaves the server).
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, type FieldErrors } from '../lib/errors';
import { FORM_TOO_LARGE } from './formLimits';

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

export default fp(
  async function errorHandler(app: FastifyInstance) {
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
  },
  { name: 'errors' },
);
