// Request-wide input rules, on every route before any handler runs: text no column can store (a
// NUL, a lone UTF-16 surrogate) is refused before validation, numbers no service can use
// (Infinity, NaN, beyond the safe-integer range) after it. Field-keyed 422s, never a 500.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalid, type FieldErrors } from '../lib/errors';

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

export default fp(
  async function inputGuards(app: FastifyInstance) {
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
  },
  { name: 'input-guards' },
);
