// Matches a URL path against the storefront's route table the way React Router ranks routes:
// case-insensitive, a static segment beats a parameter, a trailing slash does not matter.
// Not react-router's matchRoutes (weighed and rejected): it would save about 20 lines but load the
// router's development build and React into the server (~0.4-0.6 s and ~11 MB at start), print
// console.warn outside the server's log for a malformed percent-encoding (answered here as not found),
// and match a doubled slash ('//shop') differently; the browser ranks with React Router itself.
import { STORE_ROUTES, type StoreRoute } from '@contracts/routes';

export interface RouteMatch {
  route: StoreRoute;
  params: string[];
}

interface Compiled {
  route: StoreRoute;
  segments: { value: string; param: boolean }[];
  score: number;
}

const compiled: Compiled[] = STORE_ROUTES.map((route) => {
  const segments = route.path
    .split('/')
    .filter(Boolean)
    .map((s) => ({ value: s.toLowerCase(), param: s.startsWith(':') }));
  // React Router scores a static segment 10 and a parameter 3; among routes of one length that
  // orders them the same way.
  return { route, segments, score: segments.reduce((n, s) => n + (s.param ? 3 : 10), 0) };
});

/** The route a path (without query) opens, with its decoded parameters, or null (the not-found page). */
export function matchStoreRoute(pathname: string): RouteMatch | null {
  let parts: string[];
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // malformed percent-encoding
  }
  let best: Compiled | null = null;
  for (const c of compiled) {
    if (c.segments.length !== parts.length) continue;
    const fits = c.segments.every((s, i) => s.param || s.value === parts[i].toLowerCase());
    if (fits && (!best || c.score > best.score)) best = c;
  }
  if (!best) return null;
  return { route: best.route, params: best.segments.flatMap((s, i) => (s.param ? [parts[i]] : [])) };
}
