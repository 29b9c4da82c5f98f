// A redux-persist storage engine that keeps each piece of persisted state under the spec's own
// localStorage key (userToken, userDetails, isAuthenticated, quoteRequests, comparisonList,
// resetEmail) instead of one opaque `persist:root` blob.
import type { Storage } from 'redux-persist';

interface PersistedShape {
  auth?: { token: string | null; customer: unknown; resetEmail: string | null };
  quotes?: { items: unknown[] };
  compare?: { items: unknown[] };
}

const KEYS = ['userToken', 'userDetails', 'isAuthenticated', 'quoteRequests', 'comparisonList', 'resetEmail'] as const;

function parse<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function createSpecKeyStorage(ls: globalThis.Storage = window.localStorage): Storage {
  const put = (key: string, value: string | null) => (value === null ? ls.removeItem(key) : ls.setItem(key, value));
  return {
    getItem(): Promise<string | null> {
      const token = ls.getItem('userToken');
      const customer = parse<unknown>(ls.getItem('userDetails'), null);
      const signedIn = token !== null && customer !== null;
      const state = {
        auth: {
          token: signedIn ? token : null,
          customer: signedIn ? customer : null,
          sessionExpired: false,
          resetEmail: ls.getItem('resetEmail'),
        },
        quotes: { items: parse<unknown[]>(ls.getItem('quoteRequests'), []) },
        compare: { items: parse<unknown[]>(ls.getItem('comparisonList'), []) },
      };
      const serialized: Record<string, string> = { _persist: JSON.stringify({ version: -1, rehydrated: true }) };
      for (const [k, v] of Object.entries(state)) serialized[k] = JSON.stringify(v);
      return Promise.resolve(JSON.stringify(serialized));
    },
    setItem(_key: string, value: string): Promise<void> {
      const outer = parse<Record<string, string>>(value, {});
      const state: PersistedShape = {};
      for (const k of ['auth', 'quotes', 'compare'] as const) {
        if (outer[k] !== undefined) (state as Record<string, unknown>)[k] = parse(outer[k], undefined);
      }
      if (state.auth) {
        const { token, customer, resetEmail } = state.auth;
        const signedIn = Boolean(token) && customer !== null && customer !== undefined;
        put('userToken', signedIn ? token : null);
        put('userDetails', signedIn ? JSON.stringify(customer) : null);
        put('isAuthenticated', signedIn ? 'true' : null);
        put('resetEmail', resetEmail ?? null);
      }
      if (state.quotes) put('quoteRequests', JSON.stringify(state.quotes.items ?? []));
      if (state.compare) put('comparisonList', JSON.stringify(state.compare.items ?? []));
      return Promise.resolve();
    },
    removeItem(): Promise<void> {
      for (const k of KEYS) ls.removeItem(k);
      return Promise.resolve();
    },
  };
}
