// Public forms (registration, contact-us, request-an-item, subscribe, forgot-password): a limit
// per client address (429 with Retry-After) and a cap on the body's size.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FORM_TOO_LARGE, PUBLIC_FORMS } from '../src/plugins/formLimits';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './helper';

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ formRateLimit: LIMIT });
});
afterAll(() => t.close());

// Bodies the forms refuse quickly (422): a refused post counts like any other.
const FORMS: [string, object][] = [
  ['/api/customer-register', { email: 'not-an-email' }],
  ['/api/contact-us', { first_name: 'Asha' }],
  ['/api/request-an-item', { name: 'Asha' }],
  ['/api/subscribe', { email: 'nope' }],
  ['/api/forget-password', { email: 'nope' }],
];

const post = (url: string, payload: object | string, remoteAddress = '192.0.2.10', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

describe('public form limits', () => {
  it('allows 10 posts a minute per address by default (FORM_RATE_LIMIT)', () => {
    expect(loadConfig({}).formRateLimit).toBe(10);
    expect(loadConfig({ FORM_RATE_LIMIT: '25' }).formRateLimit).toBe(25);
    expect(Object.keys(PUBLIC_FORMS).sort()).toEqual(FORMS.map(([url]) => url).sort());
  });

  it.each(FORMS)('%s: 429 with Retry-After past the limit, for that address only', async (url, body) => {
    const address = `198.51.100.${Object.keys(PUBLIC_FORMS).indexOf(url) + 1}`;
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await post(url, body, address)).statusCode).not.toBe(429);
    }
    const refused = await post(url, body, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, message: expect.stringMatching(/^Too many .+ from your address\. Please try again in 1 minute\.$/) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected, and neither is another form from this address.
    expect((await post(url, body, '203.0.113.200')).statusCode).not.toBe(429);
    const [otherUrl, otherBody] = FORMS.find(([u]) => u !== url)!;
    expect((await post(otherUrl, otherBody, address)).statusCode).not.toBe(429);
  });

  it.each(FORMS)('%s: refuses a body over its cap with 413', async (url) => {
    const big = { email: 'a@b.example', filler: 'x'.repeat(PUBLIC_FORMS[url].bodyLimit) };
    const res = await post(url, big, '192.0.2.77');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: false, message: FORM_TOO_LARGE });
  });

  it('caps a multipart item request by its Content-Length, and needs one', async () => {
    const boundary = 'cap-test';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="other_details"\r\n\r\n${'x'.repeat(70 * 1024)}\r\n--${boundary}--\r\n`;
    const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const big = await post('/api/request-an-item', body, '192.0.2.78', type);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(FORM_TOO_LARGE);
    // A streamed (chunked) upload has no length to check: refused before it is read.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${address}/api/request-an-item`, { method: 'POST', headers: type }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 100)); // no Content-Length: Node sends the body chunked
      req.end();
    });
    expect(status).toBe(411);
  });

  it('leaves a signed-in form (profile update) out of the public limit', async () => {
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const res = await post('/api/customer-profile-update', {}, '192.0.2.80');
      expect(res.statusCode).toBe(401);
    }
  });
});
