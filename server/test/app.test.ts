import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API server', () => {
  it('answers unknown API routes with JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'Not found' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('documents a JSON answer for every /api route (the contracts are the response schemas)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
    };
    const apiPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/') && !p.startsWith('/api/docs'));
    // Every module's routes are in the document, not only a few.
    expect(apiPaths.length).toBeGreaterThan(40);
    // These answer a file, not JSON: the sandbox provider's script, a generated quotation PDF, an order's tax invoice and its credit notes (the customer's and the back office's), the purchase register's CSV and PDF, a shopping list's CSV, the e-invoice portal's public key (PEM) and the credit statement (JSON, CSV or PDF as `format` asks).
    const notJson = new Set([
      'GET /api/payments/sandbox/checkout.js',
      'GET /api/files/{name}',
      'GET /api/order-invoice/{orderNumber}',
      'GET /api/order-credit-note/{noteNumber}',
      'GET /api/admin/orders/{ref}/invoice',
      'GET /api/admin/orders/{ref}/credit-notes/{noteNumber}',
      'GET /api/purchase-register/csv',
      'GET /api/purchase-register/pdf',
      'GET /api/shopping-lists/{id}/csv',
      'GET /api/einvoice/public-key.pem',
      'GET /api/credit/statement',
    ]);
    const missing: string[] = [];
    for (const p of apiPaths) {
      for (const [method, op] of Object.entries(doc.paths[p])) {
        const ok = Object.entries(op.responses ?? {}).some(
          ([code, r]) => /^2/.test(code) && r.content?.['application/json']?.schema !== undefined,
        );
        const route = `${method.toUpperCase()} ${p}`;
        if (!ok && !notJson.has(route)) missing.push(route);
      }
    }
    expect(missing).toEqual([]);
  });

  it('refuses a NUL character in the query, path or body with 422, never a 500', async () => {
    for (const url of ['/api/product-list?search=%00', '/api/product-detail/%00', '/api/blog-details/a%00b']) {
      expect((await t.app.inject({ url })).statusCode).toBe(422);
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/customer-login', payload: { email: 'a\u0000@b.c', password: 'x' } });
    expect(login.statusCode).toBe(422);
  });

  it('answers an unknown bearer token with 401 so the storefront signs out', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
  });
});
