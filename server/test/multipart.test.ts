// A malformed multipart body (no boundary, cut short, garbage) is a 400 with a clear message on
// both multipart forms, never a 500; a well-formed one still goes through.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MALFORMED_MULTIPART } from '../src/lib/multipart';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let c: TestCustomer;
beforeAll(async () => {
  t = await buildTestApp();
  c = await createCustomer(t.db);
});
afterAll(() => t.close());

const B = 'store-test-boundary';
const field = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const BROKEN: { label: string; type: string; body: string | Buffer }[] = [
  { label: 'no boundary in the content type', type: 'multipart/form-data', body: field('name', 'x') },
  { label: 'cut short (no closing boundary)', type: `multipart/form-data; boundary=${B}`, body: `--${B}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha` },
  { label: 'a part without headers', type: `multipart/form-data; boundary=${B}`, body: `--${B}\r\nno header line here` },
  {
    label: 'a file cut short',
    type: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([
      Buffer.from(`${field('company_name', 'Acme')}--${B}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
    ]),
  },
];

describe('malformed multipart bodies', () => {
  it.each(BROKEN)('request-an-item: $label -> 400', async ({ type, body }) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/request-an-item', headers: { 'content-type': type }, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: MALFORMED_MULTIPART });
  });

  it.each(BROKEN)('customer-profile-update: $label -> 400', async ({ type, body }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer-profile-update',
      headers: { ...c.auth, 'content-type': type },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: MALFORMED_MULTIPART });
  });

  it('a well-formed multipart form still goes through', async () => {
    const body =
      field('name', 'Asha') + field('email', 'asha@example.com') + field('phone', '9876543210') +
      field('products', JSON.stringify([{ product_name: 'Webcam', quantity: 2 }])) + `--${B}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/request-an-item',
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  });
});
