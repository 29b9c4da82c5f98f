// Every number a request carries is finite and in range: "Infinity", "1e309" (in a path, a query
// or a form) and JSON's 1e309 are refused with 422 naming the field, never a 500.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let c: TestCustomer;
beforeAll(async () => {
  t = await buildTestApp();
  c = await createCustomer(t.db);
});
afterAll(() => t.close());

const BAD_TEXT = ['Infinity', '-Infinity', '1e309', '-1e309', '1e300'];
const FINITE = /must be a finite number in range/;
/** The message expected for a bad text: a finite but huge one may fail the field's own maximum first. */
const msg = (v: string) => (v === '1e300' ? null : FINITE);

type Res = { statusCode: number; json(): { errors?: Record<string, string[]> } };

function expectRefused(res: Res, field: string, message: RegExp | null = FINITE) {
  expect(res.statusCode).toBe(422);
  const errors = res.json().errors ?? {};
  expect(Object.keys(errors)).toContain(field);
  if (message) expect(errors[field].join(' ')).toMatch(message);
}

const get = (url: string) => t.app.inject({ url, headers: c.auth });
const form = (url: string, body: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...c.auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
// Raw JSON text: JSON.stringify cannot write 1e309, but a caller can.
const json = (url: string, body: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...c.auth, 'content-type': 'application/json' }, payload: body });

describe('numbers in a request', () => {
  it('productdetail/{id}', async () => {
    for (const v of BAD_TEXT) expectRefused(await get(`/api/productdetail/${v}`), 'id', msg(v));
    expect((await get('/api/productdetail/2147483647')).statusCode).toBe(404);
  });

  it('product-list page and price bounds', async () => {
    for (const v of BAD_TEXT) {
      expectRefused(await get(`/api/product-list?page=${v}`), 'page', msg(v));
      expectRefused(await get(`/api/product-list?min_price=${v}`), 'min_price', null);
      expectRefused(await get(`/api/product-list?max_price=${v}`), 'max_price', null);
    }
    expect((await get('/api/product-list?page=2&min_price=10.5')).statusCode).toBe(200);
  });

  it('add-to-cart', async () => {
    for (const v of BAD_TEXT) {
      expectRefused(await form('/api/add-to-cart', `product_id=${v}`), 'product_id', msg(v));
      expectRefused(await form('/api/add-to-cart', `product_id=1&quantity=${v}`), 'quantity', msg(v));
    }
    expectRefused(await json('/api/add-to-cart', '{"product_id":1e309}'), 'product_id', null);
    expectRefused(await json('/api/add-to-cart', '{"product_id":1,"quantity":-1e309}'), 'quantity', null);
  });

  // cart_id is a public id (text), not a number: number-like text names no line, as a missing one.
  it('update-cart', async () => {
    for (const v of BAD_TEXT) {
      expect((await form('/api/update-cart', `cart_id=${v}&quantity=1`)).statusCode).toBe(404);
      expectRefused(await form('/api/update-cart', `cart_id=1&quantity=${v}`), 'quantity', msg(v));
    }
    expectRefused(await json('/api/update-cart', '{"cart_id":"1","quantity":1e309}'), 'quantity', null);
  });

  it('delete-cart', async () => {
    for (const v of BAD_TEXT) expect((await form('/api/delete-cart', `cart_id=${v}`)).statusCode).toBe(404);
    expect((await json('/api/delete-cart', '{"cart_id":1e309}')).statusCode).toBe(404);
  });

  it('add-free-product', async () => {
    for (const v of BAD_TEXT) expectRefused(await form('/api/add-free-product', `product_id=${v}`), 'product_id', msg(v));
    expectRefused(await json('/api/add-free-product', '{"product_id":-1e309}'), 'product_id', null);
  });

  it('address delete (billing and shipping)', async () => {
    // An address id is a 22-character public id, not a number: any other text is an address that is not there.
    for (const v of BAD_TEXT) {
      for (const book of ['billing', 'shipping']) {
        const res = await get(`/api/${book}-address-delete/${encodeURIComponent(v)}`);
        expect({ v, status: res.statusCode }).toEqual({ v, status: 404 });
        expect(res.json().message).toBe('Address not found');
      }
    }
  });

  it('address list page', async () => {
    for (const v of BAD_TEXT) expectRefused(await get(`/api/billing-address-list?page=${v}`), 'page', null);
  });

  it('review-store', async () => {
    for (const v of BAD_TEXT) {
      expectRefused(await form('/api/review-store', `product_id=1&rating=${v}&review_title=a&review_description=b`), 'rating', null);
      expectRefused(await form('/api/review-store', `product_id=${v}&rating=4&review_title=a&review_description=b`), 'product_id', msg(v));
    }
    expectRefused(await json('/api/review-store', '{"product_id":1,"rating":1e309,"review_title":"a","review_description":"b"}'), 'rating', null);
  });

  it('a number in a field no schema types is checked too', async () => {
    // The review schema leaves customer_id untyped (it is ignored); an Infinity there is still refused.
    const res = await json('/api/review-store', '{"product_id":1,"rating":4,"review_title":"a","review_description":"b","customer_id":1e309}');
    expectRefused(res, 'customer_id');
  });
});
