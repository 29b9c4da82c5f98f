// Limits on costly calls per actor (lib/costLimit.ts): PDFs, quick order and "order again", and
// the one-line preHandler the operator API and the back office put on their routes.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Fastify from 'fastify';
import { COST_LIMITS, CostLimits, costLimit } from '../src/lib/costLimit';
import { DatabaseLimitStore } from '../src/db/limitStore';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { seedProducts } from './shop';

const WINDOW_MS = 10 * 60_000;
let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let pid: (sku: string) => number;

beforeAll(async () => {
  t = await buildTestApp({ costLimits: { documents: { limit: 3, windowMs: WINDOW_MS }, quickOrder: { limit: 2, windowMs: WINDOW_MS } } });
  [alice, bob] = await Promise.all([createCustomer(t.db), createCustomer(t.db)]);
  pid = await seedProducts(t.db, [{ sku: 'CL-ONE', base: '100.00', stock: 50 }]);
}, 30_000);
afterAll(() => t?.close());
afterEach(() => {
  jest.restoreAllMocks();
});

const pdf = (who: TestCustomer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quotation-pdf',
    headers: { ...who.auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `productId=${pid('CL-ONE')}&quantity=1`,
  });
const quickCheck = (who: TestCustomer) => t.app.inject({ method: 'POST', url: '/api/quick-order/check', headers: who.auth, payload: { rows: [{ line: 1, sku: 'CL-ONE', quantity: 1 }] } });

function expectRefused(res: Awaited<ReturnType<typeof pdf>>, what: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ status: false, message: `You have made too many ${what} in a short time. Please try again in 10 minutes.` });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(9 * 60);
  expect(retryAfter).toBeLessThanOrEqual(10 * 60);
}

describe('documents (PDFs) per customer', () => {
  it('answers 429 with Retry-After after the limit, for that customer only, and opens again when the window has passed', async () => {
    for (let i = 0; i < 3; i += 1) expect((await pdf(alice)).statusCode).toBe(200);
    expectRefused(await pdf(alice), 'documents');
    // The limit covers every document kind: a tax invoice counts against the same allowance.
    const invoice = await t.app.inject({ url: '/api/order-invoice/ORD-20250101-AAAAAA', headers: alice.auth });
    expect(invoice.statusCode).toBe(429);
    // Another customer is not affected.
    expect((await pdf(bob)).statusCode).toBe(200);
    // Ten minutes on, the oldest calls have aged out.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + WINDOW_MS + 1000);
    expect((await pdf(alice)).statusCode).toBe(200);
  });
});

describe('quick order and "order again" per customer', () => {
  it('counts check, add and reorder together and refuses the third call with 429', async () => {
    expect((await quickCheck(bob)).statusCode).toBe(200);
    expect((await quickCheck(bob)).statusCode).toBe(200);
    expectRefused(await quickCheck(bob), 'quick orders');
    const add = await t.app.inject({ method: 'POST', url: '/api/quick-order/add', headers: bob.auth, payload: { rows: [{ line: 1, sku: 'CL-ONE', quantity: 1 }] } });
    expect(add.statusCode).toBe(429);
    const reorder = await t.app.inject({ method: 'POST', url: '/api/reorder', headers: bob.auth, payload: { order_id: '999999' } });
    expect(reorder.statusCode).toBe(429);
    expect((await quickCheck(alice)).statusCode).toBe(200);
  });

  it('does not count a visitor or a refused body against anyone', async () => {
    const carol = await createCustomer(t.db);
    expect((await t.app.inject({ method: 'POST', url: '/api/quick-order/check', payload: { rows: [] } })).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/quick-order/check', headers: carol.auth, payload: { rows: 'nope' } })).statusCode).toBe(422);
    }
    expect((await quickCheck(carol)).statusCode).toBe(200);
  });
});

describe('costLimit on any route (the operator API, the back office)', () => {
  it('limits the operator, and a staff actor by its own key', async () => {
    const app = Fastify();
    app.decorate('costLimits', new CostLimits(new DatabaseLimitStore(t.db), { productImport: { limit: 1 } }));
    app.post('/import', { preHandler: costLimit('productImport') }, async () => ({ status: true }));
    app.post('/staff-import', { preHandler: costLimit('productImport', (req) => `staff:${String(req.headers['x-staff'])}`) }, async () => ({ status: true }));
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/import' })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/import' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(COST_LIMITS.productImport.windowMs / 1000 - 5);
    expect((await app.inject({ method: 'POST', url: '/staff-import', headers: { 'x-staff': '7' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/staff-import', headers: { 'x-staff': '8' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/staff-import', headers: { 'x-staff': '7' } })).statusCode).toBe(429);
    await app.close();
  });
});
