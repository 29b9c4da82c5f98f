// Reading multipart form posts. The parser (busboy) reports a broken body with plain errors that
// would otherwise end as 500s; here they become a 400 the caller can act on.
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { HttpError } from './errors';

export const MALFORMED_MULTIPART = 'The form data could not be read: the multipart body is malformed or incomplete.';
export const TOO_MANY_PARTS = 'The form has too many fields.';

/** The error to answer for a failure while reading a multipart body. */
export function multipartError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, TOO_MANY_PARTS);
  // The plugin's own errors (file too large, too many files, ...) already carry a 4xx status.
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof code === 'string' && code.startsWith('FST_') && typeof status === 'number' && status < 500) return err;
  return new HttpError(400, MALFORMED_MULTIPART);
}

/** The parts of a multipart request, with a malformed body answered as 400 (see multipartError); `limits` override the app's for this request. */
export async function* formParts(req: FastifyRequest, limits?: { fileSize?: number }): AsyncGenerator<Multipart> {
  try {
    for await (const part of req.parts(limits ? { limits } : undefined)) yield part;
  } catch (err) {
    throw multipartError(err);
  }
}
