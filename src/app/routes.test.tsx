// The server answers statuses from contracts/routes.ts; the storefront must declare the same
// pages with the same guards, or a page would be a 404 on one side and a page on the other.
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { STORE_ROUTES, type RouteAccess } from '@contracts/routes';
import { GuestOnly, RequireAuth } from './guards';
import { routes } from './routes';

function accessOf(route: RouteObject): RouteAccess {
  const el = route.element;
  if (isValidElement(el) && el.type === RequireAuth) return 'signed-in';
  if (isValidElement(el) && el.type === GuestOnly) return 'signed-out';
  return 'all';
}

/** Path (lower-cased: both sides match case-insensitively) -> access, for every page route. */
function pages(list: RouteObject[], prefix = ''): Map<string, RouteAccess> {
  const out = new Map<string, RouteAccess>();
  for (const r of list) {
    const path = r.index ? prefix : [prefix, r.path].filter(Boolean).join('/');
    if (r.children) for (const [p, a] of pages(r.children, path)) out.set(p, a);
    else if (r.path !== '*') out.set(path.toLowerCase(), accessOf(r));
  }
  return out;
}

it('declares exactly the routes of the shared route table, with the same guards', () => {
  const declared = pages(routes);
  const shared = new Map(STORE_ROUTES.map((r) => [r.path.toLowerCase(), r.access]));
  expect(Object.fromEntries([...declared].sort())).toEqual(Object.fromEntries([...shared].sort()));
});

it('ends with the not-found page for every other path', () => {
  expect(routes[0].children?.at(-1)?.path).toBe('*');
});
