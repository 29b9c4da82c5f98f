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
