// Idempotency keys (the IETF Idempotency-Key header, or the body's idempotency_key): optional, and
// bound to the request they came with. A retry (same key, same request) answers what the first
// attempt made; the same key with another request is refused (422) and changes nothing, so a key
// can never stand in for a different order, a different payment or a failed signature.
import { createHash } from 'node:crypto';
import { invalid } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;
export const KEY_FORMAT_MESSAGE = 'The idempotency key must be 16 to 64 letters, digits, - or _.';
export const KEY_TWO_VALUES_MESSAGE = 'The Idempotency-Key header and the idempotency_key field differ. Send one key.';
export const KEY_REUSED_MESSAGE =
  'This idempotency key was already used for a different request, so nothing was done. Use a new key for a new request.';

/** JSON with object keys sorted at every level: one text per value, whatever order the client wrote. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the canonical request body without its key: what a key is bound to. */
export function requestFingerprint(body: Record<string, unknown>): string {
  const { idempotency_key: _key, ...rest } = body;
  return createHash('sha256').update(canonical(rest)).digest('hex');
}

/**
 * The request's key: the Idempotency-Key header or the body field (both, only when equal), or
 * undefined when the client sent none (then nothing is deduplicated by key).
 */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>, body: { idempotency_key?: unknown }): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER];
  // RFC 8941 lets a client quote the key ("abc...").
  const header = typeof raw === 'string' ? raw.trim().replace(/^"(.*)"$/, '$1') : undefined;
  const field = typeof body.idempotency_key === 'string' ? body.idempotency_key : undefined;
  if (header !== undefined && field !== undefined && header !== field) throw invalid({ idempotency_key: [KEY_TWO_VALUES_MESSAGE] }, KEY_TWO_VALUES_MESSAGE);
  const key = header ?? field;
  if (key !== undefined && !KEY_RE.test(key)) throw invalid({ idempotency_key: [KEY_FORMAT_MESSAGE] }, KEY_FORMAT_MESSAGE);
  return key;
}

/** Refuses a stored key's reuse for another request (a fingerprint of null predates binding: accepted). */
export function assertSameRequest(stored: string | null, fingerprint: string): void {
  if (stored !== null && stored !== fingerprint) throw invalid({ idempotency_key: [KEY_REUSED_MESSAGE] }, KEY_REUSED_MESSAGE);
}
