// Security headers on every kind of answer: the storefront's HTML, API JSON (errors included),
// media and uploaded files; a relaxed style policy on Swagger UI only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Store</title><script defer src="/assets/main.js"></script>');
  t = await buildTestApp({ staticDir });
  fs.mkdirSync(path.join(t.config.dataDir, 'uploads', 'avatars'), { recursive: true });
  // Content that a browser could sniff as HTML, served from an upload path.
  fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'avatars', 'a.png'), '<html><script>alert(1)</script>');
}, 30_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** The CSP as a map of directive -> sources. */
function csp(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const ANSWERS: [string, string][] = [
  ['the storefront (history fallback)', '/shop'],
  ['an API answer', '/api/session-timeout'],
  ['an API error', '/api/productdetail/abc'],
  ['an unknown API route', '/api/nothing-here'],
  ['a generated image', '/media/img/placeholder.svg'],
  ['an uploaded file', '/media/uploads/avatars/a.png'],
];

describe('security headers', () => {
  it.each(ANSWERS)('%s carries them', async (_label, url) => {
    const res = await t.app.inject({ url });
    if (url.startsWith('/media/')) expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // A generated SVG has its own, stricter policy: nothing at all may load or run in it.
    if (url.endsWith('.svg')) expect(policy['default-src']).toEqual(["'none'"]);
    else expect(policy['script-src-attr']).toEqual(["'none'"]);
  });

  it('has a strict Content-Security-Policy: no inline script or style, images from the store and data:', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    for (const directive of ['script-src', 'style-src', 'default-src']) {
      expect(policy[directive]).not.toContain("'unsafe-inline'");
      expect(policy[directive]).not.toContain("'unsafe-eval'");
    }
    // One hashed stylesheet (react-toastify's), nothing else inline.
    expect(policy['style-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
    // Card payments: Razorpay's checkout script, its frames and its API.
    expect(policy['frame-src']).toContain('https://api.razorpay.com');
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.razorpay.com']));
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    // Over http there is nothing to upgrade to (a developer's machine).
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('asks browsers to upgrade requests when the store is served over https', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://store.example.in' });
    try {
      const res = await secure.app.inject({ url: '/api/session-timeout' });
      expect(csp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
    } finally {
      await secure.close();
    }
  }, 30_000);

  it('relaxes the style policy for Swagger UI only, keeping the rest', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const policy = csp(page.headers['content-security-policy']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // The relaxation stays on the docs.
    const api = await t.app.inject({ url: '/api/session-timeout' });
    expect(csp(api.headers['content-security-policy'])['style-src']).not.toContain("'unsafe-inline'");
  });
});
