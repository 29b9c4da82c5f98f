// What Redux DevTools is shown: secrets masked, and RTK Query's generic `api/...` actions of the
// cart and the quotes renamed for what happened (`cart/updateCartQuantity/pending (product 12 × 4)`).
// Display only: the store itself, and the states DevTools jumps to, are the real ones.
import type { cartApi } from '@/features/cart';
import type { quotesApi } from '@/features/quotes';

/** Keys whose values never reach DevTools: the bearer token, passwords, reset tokens, payment signatures. */
const SECRET_KEY = /token|password|secret|signature|authorization/i;
export const MASKED = '[masked]';

// State is immutable: a subtree seen before masks to the same result, so a state sent after every
// action costs only its changed parts.
const masked = new WeakMap<object, unknown>();

const isPlainObject = (v: object): v is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** A copy of `value` (sharing every untouched part) with the value of every secret key masked. */
export function maskSecrets<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (masked.has(value)) return masked.get(value) as T;
  let out: unknown = value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, i) => {
      const m = maskSecrets(item);
      if (m !== item) (copy ??= value.slice())[i] = m;
    });
    out = copy ?? value;
  } else if (typeof Request !== 'undefined' && value instanceof Request) {
    // fetchBaseQuery's meta carries the request, Authorization header included.
    out = `${value.method} ${value.url}`;
  } else if (typeof Response !== 'undefined' && value instanceof Response) {
    out = `${value.status} ${value.url}`;
  } else if (isPlainObject(value)) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const m = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? MASKED : maskSecrets(item);
      if (m !== item) (copy ??= { ...value })[key] = m;
    }
    out = copy ?? value;
  }
  masked.set(value, out);
  return out as T;
}

// Every endpoint of the two features DevTools users follow; a Record so that a new endpoint
// cannot be left out (it would not type-check).
const cartEndpoints: Record<keyof typeof cartApi.endpoints, 'cart'> = {
  getCart: 'cart',
  addToCart: 'cart',
  updateCartQuantity: 'cart',
  removeCartLine: 'cart',
  getFreeProducts: 'cart',
  addFreeProduct: 'cart',
  removeFreeProduct: 'cart',
  getCreditLimit: 'cart',
  checkQuickOrder: 'cart',
  addQuickOrder: 'cart',
};
const quoteEndpoints: Record<keyof typeof quotesApi.endpoints, 'quotes'> = {
  requestQuotation: 'quotes',
  quotationPdf: 'quotes',
  answerPdf: 'quotes',
  getQuotations: 'quotes',
  getQuotation: 'quotes',
  acceptQuotation: 'quotes',
  rejectQuotation: 'quotes',
  getQuotationMessages: 'quotes',
  postQuotationMessage: 'quotes',
};
const featureOf: Record<string, string | undefined> = { ...cartEndpoints, ...quoteEndpoints };

interface ApiAction {
  type: string;
  payload?: { queryCacheKey?: unknown; patches?: unknown };
  meta?: { arg?: { endpointName?: unknown; originalArgs?: unknown } };
}

interface Patch {
  op: string;
  path: (string | number)[];
  value?: unknown;
}

const asRecord = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** `getCart(undefined)` -> `getCart`. */
const endpointOfCacheKey = (key: unknown) => (typeof key === 'string' ? key.slice(0, Math.max(0, key.indexOf('('))) : '');

/** Product and quantity from a mutation's arguments: `{ product_id, quantity }`, or a bare product id (free products). */
function productOfArgs(endpoint: string, args: unknown): { product_id?: number; quantity?: number } {
  if (typeof args === 'number' && endpoint.endsWith('FreeProduct')) return { product_id: args };
  const a = asRecord(args);
  if (!a) return {};
  return {
    ...(typeof a.product_id === 'number' ? { product_id: a.product_id } : {}),
    ...(typeof a.quantity === 'number' ? { quantity: a.quantity } : {}),
  };
}

/** The cart lines a cache patch writes (the optimistic quantity, the server's answer, or an undo). */
function linesOfPatches(patches: unknown): { product_id: number; quantity: number }[] {
  if (!Array.isArray(patches)) return [];
  return (patches as Patch[]).flatMap((p) => {
    const line = p.path?.[0] === 'carts' && p.path.length === 2 ? asRecord(p.value) : null;
    return line && typeof line.product_id === 'number' && typeof line.quantity === 'number' ? [{ product_id: line.product_id, quantity: line.quantity }] : [];
  });
}

const detail = ({ product_id, quantity }: { product_id?: number; quantity?: number }) =>
  product_id === undefined ? '' : ` (product ${product_id}${quantity === undefined ? '' : ` × ${quantity}`})`;

/**
 * RTK Query's action for a cart or quote endpoint, renamed `<feature>/<endpoint>/<step>` with the
 * product it concerns; the original type stays in `rtkType`. Other actions pass unchanged.
 */
export function nameAction<A extends { type: string }>(action: A): A {
  if (!action.type.startsWith('api/')) return action;
  const a = action as unknown as ApiAction;
  const endpoint = typeof a.meta?.arg?.endpointName === 'string' ? a.meta.arg.endpointName : endpointOfCacheKey(a.payload?.queryCacheKey);
  const feature = featureOf[endpoint];
  if (!feature) return action;
  const patched = action.type === 'api/queries/queryResultPatched';
  const step = patched ? 'patched' : action.type.slice(action.type.lastIndexOf('/') + 1);
  const lines = patched ? linesOfPatches(a.payload?.patches) : [];
  const product = patched ? (lines.length === 1 ? lines[0] : {}) : productOfArgs(endpoint, a.meta?.arg?.originalArgs);
  return { ...action, type: `${feature}/${endpoint}/${step}${detail(product)}`, rtkType: action.type, endpoint, ...product };
}
