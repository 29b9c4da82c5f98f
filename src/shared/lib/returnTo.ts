// Where to send a buyer after they sign in: back to the page they were on (sent to /signin by a
// guard or a session time-out). Only a path of this site is taken, so a crafted link cannot turn
// the sign-in page into a redirect to another site.

/** Pages a buyer should not be returned to (they would bounce or make no sense after signing in). */
const NOT_BACK_TO = /^\/(signin|signup|forgot-password|reset-password)(\/|$|\?|#)/i;

/**
 * The same-origin relative path in `raw` ('/checkout?x=1'), or null for anything else: absolute
 * URLs, protocol-relative '//host', backslash tricks, control characters, the auth pages.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const base = 'https://return.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_BACK_TO.test(path) ? null : path;
}

/** What a route's `state` carries to /signin: the page to come back to. */
export interface ReturnState {
  from?: string;
}
