// Where to send a buyer after they sign in: back to the page they were on (sent to /signin by a
// guard, a session time-out or Add to cart), with the product they wanted to add. Only a path of
// this site is taken, so a crafted link cannot turn the sign-in page into a redirect to another site.

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

/** A product a visitor pressed Add for: put in their cart once they have signed in. */
export interface PendingAdd {
  product_id: number;
  quantity: number;
  /** For the message if it cannot be added. */
  product_name: string;
}

/** What a route's `state` carries to /signin: the page to come back to, and the product to add there. */
export interface ReturnState {
  from?: string;
  add?: PendingAdd;
}

/** What /signin hands back to that page: the product to add now that the visitor signed in. */
export interface BackState {
  pendingAdd?: PendingAdd;
}

const MAX_QUANTITY = 100_000;

/** `raw` as a product to add, or null when it is not one (history state is the browser's, so it is read as untrusted). */
export function pendingAddOf(raw: unknown): PendingAdd | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { product_id: id, quantity, product_name: name } = raw as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return null;
  return { product_id: id, quantity, product_name: typeof name === 'string' ? name.slice(0, 300) : 'The product' };
}
