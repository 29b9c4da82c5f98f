// Walks the API document: every /api/admin operation answers 401 to a visitor and to a customer's
// token, 403 to each staff role its route options do not list, and lets the listed roles through.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STAFF_ROLES, type StaffRole } from '@contracts/staff';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { createStaffTeam, type TestStaff } from './staffFactory';

let t: TestApp;
let customer: TestCustomer;
let members: Record<StaffRole, TestStaff>;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createCustomer(t.db);
  members = await createStaffTeam(t.db);
});
afterAll(async () => t.close());

interface Operation {
  method: string;
  path: string;
  url: string;
}

async function adminOperations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({
        method: method.toUpperCase(),
        // Fastify's pattern, as the route options are keyed; ids that match no row.
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        url: path.replace(/\{\w+\}/g, '999999'),
      })),
    );
}

describe('the back office guard', () => {
  it('declares roles on every /api/admin route, Admin on each, and only sign-in is public', async () => {
    const ops = await adminOperations();
    expect(ops.length).toBeGreaterThanOrEqual(8);
    // The document lists what the guard knows, and nothing it does not.
    expect(ops.map((o) => `${o.method} ${o.path}`).sort()).toEqual([...t.app.staffRouteRoles.keys()].sort());
    const publicOps = [...t.app.staffRouteRoles].filter(([, roles]) => roles === 'public').map(([key]) => key);
    expect(publicOps).toEqual(['POST /api/admin/signin']);
    for (const [key, roles] of t.app.staffRouteRoles) if (roles !== 'public') expect({ key, admin: roles.includes('admin') }).toEqual({ key, admin: true });
  });

  it('gives each area operation the roles its area documents (contracts/accountRules.ts ...)', () => {
    const declared = (key: string) => t.app.staffRouteRoles.get(key);
    const table: Record<string, readonly StaffRole[]> = {
      'GET /api/admin/accounts': STAFF_ROLES,
      'GET /api/admin/accounts/:id': STAFF_ROLES,
      'GET /api/admin/accounts/:id/users': STAFF_ROLES,
      'POST /api/admin/accounts/:id/approve': ['admin', 'sales'],
      'POST /api/admin/accounts/:id/reject': ['admin', 'sales'],
      'POST /api/admin/accounts/:id/credit-limit': ['admin', 'finance'],
      'GET /api/admin/accounts/:id/credit': ['admin', 'finance'], 'POST /api/admin/accounts/:id/credit/payments': ['admin', 'finance'], 'POST /api/admin/accounts/:id/credit/terms': ['admin', 'finance'],
      'PUT /api/admin/accounts/:id/rates': ['admin', 'sales', 'catalogue'],
      'DELETE /api/admin/accounts/:id/rates/:sku': ['admin', 'sales', 'catalogue'],
      // Quotations: every role reads, Sales and Admin answer (contracts/adminQuoteRules.ts).
      'GET /api/admin/quotations': STAFF_ROLES,
      'GET /api/admin/quotations/:ref': STAFF_ROLES,
      'POST /api/admin/quotations/:ref/send': ['admin', 'sales'],
      'POST /api/admin/quotations/:ref/reject': ['admin', 'sales'],
      'POST /api/admin/quotations/:ref/price-check': ['admin', 'sales'],
      'POST /api/admin/quotations/:ref/messages': ['admin', 'sales'],
      // Visitor forms: Sales and Admin (contracts/adminInquiryRules.ts).
      'GET /api/admin/inquiries': ['admin', 'sales'],
      'POST /api/admin/inquiries/:id/answer': ['admin', 'sales'],
      'GET /api/admin/item-requests': ['admin', 'sales'],
      'POST /api/admin/item-requests/:id/answer': ['admin', 'sales'],
      // The Inbox: every role, each given its own cards (server/test/adminInbox.test.ts).
      'GET /api/admin/inbox': STAFF_ROLES,
      // The catalogue: every role reads (Sales needs prices), Catalogue and Admin change (contracts/catalogueRules.ts).
      'GET /api/admin/products': STAFF_ROLES,
      'GET /api/admin/products/:id': STAFF_ROLES,
      'POST /api/admin/products': ['admin', 'catalogue'],
      'PUT /api/admin/products/:id': ['admin', 'catalogue'],
      'PUT /api/admin/products/:id/stock': ['admin', 'catalogue'],
      'POST /api/admin/products/:id/images': ['admin', 'catalogue'],
      'PUT /api/admin/products/:id/images': ['admin', 'catalogue'],
      'GET /api/admin/categories': STAFF_ROLES,
      'POST /api/admin/categories': ['admin', 'catalogue'],
      'PUT /api/admin/categories/:id': ['admin', 'catalogue'],
      'DELETE /api/admin/categories/:id': ['admin', 'catalogue'],
      'GET /api/admin/brands': STAFF_ROLES,
      'POST /api/admin/brands': ['admin', 'catalogue'],
      'PUT /api/admin/brands/:id': ['admin', 'catalogue'],
      'DELETE /api/admin/brands/:id': ['admin', 'catalogue'],
      // Content: Catalogue and Admin (contracts/adminContent.ts).
      ...Object.fromEntries(
        ['GET /content', 'POST /content/:kind', 'PUT /content/:kind/:id', 'DELETE /content/:kind/:id', 'POST /content/:kind/:id/move', 'PUT /content/policies/:kind', 'POST /content/free-products', 'PUT /content/free-products/:id', 'DELETE /content/free-products/:id'].map((op) => [op.replace(' ', ' /api/admin'), ['admin', 'catalogue'] as const]),
      ),
      'POST /api/admin/imports': ['admin', 'catalogue'], 'PUT /api/admin/imports/:id/file': ['admin', 'catalogue'], 'GET /api/admin/imports/:id': ['admin', 'catalogue'], 'GET /api/admin/imports/:id/errors': ['admin', 'catalogue'], 'GET /api/admin/products/export': ['admin', 'catalogue'],
      'GET /api/admin/accounts/:id/price-list.csv': STAFF_ROLES, 'POST /api/admin/accounts/:id/price-list/imports': ['admin', 'sales', 'catalogue'], 'PUT /api/admin/accounts/:id/price-list/imports/:job/file': ['admin', 'sales', 'catalogue'], 'GET /api/admin/accounts/:id/price-list/imports/:job': ['admin', 'sales', 'catalogue'], 'GET /api/admin/accounts/:id/price-list/imports/:job/errors': ['admin', 'sales', 'catalogue'],
      // The store's figures: Admin and Finance (contracts/adminFigures.ts).
      'GET /api/admin/figures': ['admin', 'finance'],
      'GET /api/admin/figures/csv/:figure': ['admin', 'finance'],
      // The store's settings: Admin only (contracts/settingsRules.ts).
      'GET /api/admin/settings': ['admin'],
      'PUT /api/admin/settings': ['admin'],
      // The Jobs screen: Admin and Finance (contracts/adminJobRules.ts); which queues each sees is checked per call.
      'GET /api/admin/jobs': ['admin', 'finance'],
      'POST /api/admin/jobs/:queue/:id/retry': ['admin', 'finance'],
      'POST /api/admin/jobs/:queue/:id/discard': ['admin', 'finance'],
    };
    for (const [key, roles] of Object.entries(table)) expect({ key, roles: [...(declared(key) ?? [])].sort() }).toEqual({ key, roles: [...roles].sort() });
  });

  it('says which role an operation needs', async () => {
    const res = await t.app.inject({ url: '/api/admin/staff', headers: members.dispatch.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This needs the Admin role; you are signed in as Dispatch.');
  });

  // The order roles written out by hand, so a change to them shows here (the walk below checks the routes do what they declare).
  it('declares the order roles: Sales approves and cancels, Dispatch ships and delivers, Catalogue sees no orders', () => {
    const view = ['admin', 'sales', 'finance', 'dispatch'];
    const table: Record<string, string[]> = {
      'GET /api/admin/orders': view,
      'GET /api/admin/orders/:ref': view,
      'GET /api/admin/orders/:ref/invoice': view,
      'POST /api/admin/orders/:ref/approve': ['admin', 'sales'],
      'POST /api/admin/orders/:ref/cancel': ['admin', 'sales'],
      'POST /api/admin/orders/:ref/ship': ['admin', 'dispatch'],
      'POST /api/admin/orders/:ref/deliver': ['admin', 'dispatch'],
      'POST /api/admin/orders/:ref/eway-bill/vehicle': ['admin', 'dispatch'],
      'POST /api/admin/orders/:ref/refunds/:refundId/retry': ['admin', 'finance'],
      'GET /api/admin/orders/:ref/einvoices': view,
      'POST /api/admin/orders/:ref/einvoices/retry': ['admin', 'finance'],
      'POST /api/admin/orders/:ref/einvoices/cancel': ['admin', 'finance'],
    };
    for (const [key, roles] of Object.entries(table)) expect({ key, roles: t.app.staffRouteRoles.get(key) }).toEqual({ key, roles });
  });

  it('answers 401 / 403 / allowed on every operation for a visitor, a customer and each role', async () => {
    const ops = await adminOperations();
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const op of ops) {
      const roles = t.app.staffRouteRoles.get(`${op.method} ${op.path}`);
      if (roles === 'public' || !roles) continue;
      const call = (headers: Record<string, string>) => t.app.inject({ method: op.method as 'GET', url: op.url, headers, payload: op.method === 'GET' ? undefined : {} });
      const label = `${op.method} ${op.path}`;
      const verdict = (status: number) => (status === 401 ? '401' : status === 403 ? '403' : 'allowed');
      outcomes.push(`${label} visitor ${verdict((await call({})).statusCode)}`);
      expected.push(`${label} visitor 401`);
      outcomes.push(`${label} customer ${verdict((await call(customer.auth)).statusCode)}`);
      expected.push(`${label} customer 401`);
      for (const role of STAFF_ROLES) {
        // Sign-out is tried after the walk, so it does not end the session the other operations use.
        if (label === 'POST /api/admin/signout') continue;
        const res = await call(members[role].auth);
        expect(res.statusCode).toBeLessThan(500);
        outcomes.push(`${label} ${role} ${verdict(res.statusCode)}`);
        expected.push(`${label} ${role} ${roles.includes(role) ? 'allowed' : '403'}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // Sign-out, with each role's own session.
    for (const role of STAFF_ROLES) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/signout', headers: members[role].auth });
      expect(`${role} ${res.statusCode}`).toBe(`${role} 200`);
    }
  });
});
