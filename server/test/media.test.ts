// Generated SVG media: every seeded image path renders, deterministically and small, and bad
// paths are 404 JSON.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BANNERS, BLOG_POSTS, ABOUT, PARTNERS } from '../src/db/seed/content';
import { generateProduct } from '../src/db/seed/products';
import { deviceFor } from '../src/modules/media/devices';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /media/img/:kind/:name', () => {
  it('returns a cacheable SVG with an ETag, the same bytes every time', async () => {
    const path = `/media/${generateProduct(1).primaryImage}`;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('LAPTOP');
    const again = await get(path);
    expect(again.body).toBe(res.body);
    const cached = await get(path, { 'if-none-match': String(res.headers.etag) });
    expect(cached.statusCode).toBe(304);
    const otherView = await get(path.replace(/-1\.svg$/, '-2.svg'));
    expect(otherView.body).not.toBe(res.body);
  });

  it('renders every kind of image the seed refers to, each under 4 KB', async () => {
    const paths = [
      ...Array.from({ length: 72 }, (_, i) => generateProduct(i + 1)).flatMap((p) => [p.primaryImage, ...p.images]),
      ...BANNERS.map(([slug]) => `img/banner/${slug}.svg`),
      ...PARTNERS.map((name) => `img/partner/${name.toLowerCase()}.svg`),
      ...BLOG_POSTS.map((b) => `img/blog/${b.slug}.svg`),
      ...ABOUT.map((a) => `img/about/${a.slug}.svg`),
      'img/category/laptops.svg',
      'img/payment/visa.svg',
      'img/payment/mastercard.svg',
      'img/avatar/asha-verma.svg',
      'img/placeholder/product.svg',
      'img/placeholder.svg',
    ];
    for (const path of paths) {
      const res = await get(`/media/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body.endsWith('</svg>')).toBe(true);
      expect(Buffer.byteLength(res.body)).toBeLessThan(4096);
    }
  });

  it('draws the device that matches the product', () => {
    expect(deviceFor('dell-latitude-5440-14-business-laptop-i5-16gb-512gb-12')).toBe('laptop');
    expect(deviceFor('hp-smart-tank-580-all-in-one-wi-fi-ink-tank-printer-9')).toBe('printer');
    expect(deviceFor('intel-core-i5-14400-desktop-processor-10-cores-up-to-4-7-ghz-lga1700-3')).toBe('cpu');
    expect(deviceFor('samsung-evo-plus-64gb-microsd-memory-card-with-adapter-5')).toBe('usb');
    expect(deviceFor('microsoft-windows-server-2022-standard-16-core-oem-license-8')).toBe('software');
    expect(deviceFor('seagate-ironwolf-8tb-nas-3-5-sata-internal-hard-drive-4')).toBe('hdd');
    // Every seeded product gets a real drawing, not the generic parcel.
    for (let i = 1; i <= 300; i += 1) expect(deviceFor(generateProduct(i).productSlug)).not.toBe('generic');
  });

  it('answers unknown kinds and bad names with 404 JSON', async () => {
    for (const path of [
      '/media/img/unknown/thing.svg',
      '/media/img/product/Bad_Name.svg',
      '/media/img/product/thing.png',
      '/media/img/product/a.b.svg',
      '/media/img/product/..%2F..%2Fetc%2Fpasswd.svg',
      '/media/img/product/.svg',
    ]) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: false, message: 'Not found' });
    }
    // Over-long paths stop at the router's parameter limit, still as a JSON client error.
    const long = await get(`/media/img/product/${'a'.repeat(300)}.svg`);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });

  it('keeps every seeded image path within the router limit', () => {
    for (let i = 99_000; i <= 100_000; i += 1) {
      const p = generateProduct(i);
      for (const image of [p.primaryImage, ...p.images]) expect(image.replace('img/product/', '').length).toBeLessThanOrEqual(100);
    }
  });
});
