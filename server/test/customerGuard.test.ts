// Walks every storefront /api route the role guard knows: a Viewer is refused (403, with the role
// named) on every call that changes something, a Buyer on the company admin's calls, a disabled
// user's token is refused as signed out on every signed-in call, and the roles' table has a line
// for each route (the server would not start otherwise).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { CompanyRole } from '@contracts/companyUserRules';
import { customerUsers } from '../src/db/schema';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let admin: TestCustomer;
let viewer: TestCustomer;
let buyer: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createCustomer(t.db);
  viewer = await createCompanyUser(t.db, admin, { role: 'viewer' });
  buyer = await createCompanyUser(t.db, admin, { role: 'buyer' });
});
afterAll(async () => t.close());

interface Route {
  method: string;
  path: string;
  url: string;
  roles: readonly CompanyRole[];
}

/** The guarded routes (not public), with ids that match no row. */
function guardedRoutes(): Route[] {
  return [...t.app.customerRouteRoles]
    .filter((entry): entry is [string, readonly CompanyRole[]] => entry[1] !== 'public')
    .map(([key, roles]) => {
      const [method, path] = key.split(' ');
      return { method, path, url: path.replace(/:\w+/g, 'nosuchid999'), roles };
    });
}

const call = (r: Route, who: TestCustomer) =>
  t.app.inject({ method: r.method as 'GET' | 'POST', url: r.url, headers: { ...who.auth, 'content-type': 'application/json' }, payload: r.method === 'GET' ? undefined : '{}' });

describe('the company role guard', () => {
  it('has a declaration for every storefront route, and every change outside the user\'s own session is closed to a Viewer', () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(40);
    // A POST open to a Viewer may only be the user's own session, password or notifications' read marks.
    const viewerPosts = routes.filter((r) => r.method === 'POST' && r.roles.includes('viewer')).map((r) => r.path);
    expect(viewerPosts.sort()).toEqual(['/api/customer-changepassword', '/api/customer-logout', '/api/notifications/:id/read', '/api/notifications/read-all']);
    // The spec's two GET calls that change something (address delete, order cancel) are closed too.
    for (const path of ['/api/billing-address-delete/:id', '/api/shipping-address-delete/:id', '/api/order-cancel/:orderId']) {
      expect(t.app.customerRouteRoles.get(`GET ${path}`)).not.toContain('viewer');
    }
  });

  it('refuses a Viewer with 403 on every call that changes something', async () => {
    const writes = guardedRoutes().filter((r) => !r.roles.includes('viewer'));
    expect(writes.length).toBeGreaterThanOrEqual(20);
    for (const r of writes) {
      const res = await call(r, viewer);
      expect({ route: `${r.method} ${r.path}`, status: res.statusCode }).toEqual({ route: `${r.method} ${r.path}`, status: 403 });
      expect(res.json().message).toMatch(/^Your role \(Viewer\) does not allow this\. It needs one of: Admin/);
    }
  });

  it('refuses a Buyer the company admin\'s calls (addresses, company profile) but not the cart', async () => {
    const adminOnly = guardedRoutes().filter((r) => r.roles.length === 1 && r.roles[0] === 'admin');
    expect(adminOnly.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/billing-address-store', '/api/customer-profile-update']));
    for (const r of adminOnly) {
      const res = await call(r, buyer);
      expect({ route: r.path, status: res.statusCode }).toEqual({ route: r.path, status: 403 });
      expect(res.json().message).toContain('Your role (Buyer)');
    }
    const cart = await t.app.inject({ url: '/api/cart-list', headers: buyer.auth });
    expect(cart.statusCode).toBe(200);
  });

  it('lets the Viewer read orders, quotations, the wallet and the profile', async () => {
    for (const url of ['/api/order-list', '/api/quotation-list', '/api/customer-wallet-history', '/api/customer-profile', '/api/credit-limit']) {
      const res = await t.app.inject({ url, headers: viewer.auth });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
    // The profile shows the company with the user's own email.
    expect((await t.app.inject({ url: '/api/customer-profile', headers: viewer.auth })).json().customer.email).toBe(viewer.email);
  });

  it('ends a disabled user\'s sessions at once: every signed-in call answers 401 as signed out', async () => {
    const gone = await createCompanyUser(t.db, admin, { role: 'buyer' });
    expect((await t.app.inject({ url: '/api/cart-list', headers: gone.auth })).statusCode).toBe(200);
    await t.db.update(customerUsers).set({ status: 'disabled' }).where(eq(customerUsers.id, gone.userId));
    for (const r of guardedRoutes()) {
      const res = await call(r, gone);
      expect({ route: `${r.method} ${r.path}`, status: res.statusCode }).toEqual({ route: `${r.method} ${r.path}`, status: 401 });
    }
    // Signing in again is refused with a reason (told only to someone who knows the password).
    const login = await t.app.inject({ method: 'POST', url: '/api/customer-login', payload: { email: gone.email, password: gone.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/disabled by your company's admin/);
    // The company's other users are not affected.
    expect((await t.app.inject({ url: '/api/cart-list', headers: admin.auth })).statusCode).toBe(200);
  });

  it('signs a company user in with their own email and shows them the company', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/customer-login', payload: { email: buyer.email.toUpperCase(), password: buyer.password } });
    expect(res.statusCode).toBe(200);
    const profile = (await t.app.inject({ url: '/api/customer-profile', headers: admin.auth })).json().customer;
    expect(res.json().customer).toEqual({ ...profile, email: buyer.email, primary_contact_name: expect.stringMatching(/^Team Member/) });
  });
});
