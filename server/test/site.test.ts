// The server answers like a real site: honest statuses for the storefront's routes and
// for files, robots.txt / sitemap.xml / llms.txt, cache headers, 304s and compression.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AGENT_TOOLS } from '@contracts/agentTools';
import { blogs, brands, categories, faqs, products } from '../src/db/schema';
import { aiCatalog } from '../src/modules/site/agents';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

const INDEX_HTML = '<!doctype html><html><head><title>IT Wholesale</title><script defer src="/assets/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';
// Big enough to pass the compression threshold, as a real bundle does.
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// A PNG signature and filler: an already-compressed image.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);

const ADMIN_HTML = '<!doctype html><html><head><meta name="robots" content="noindex"><title>Back office</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let staticDir: string;
let customer: TestCustomer;

beforeAll(async () => {
  // A tiny stand-in for webpack's dist/: the page HTML, a hashed bundle, an image and the favicon.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.0123456789.js'), BUNDLE);
  fs.writeFileSync(path.join(staticDir, 'assets', 'banner.abcdef0123.png'), PNG);
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(staticDir, 'admin.html'), ADMIN_HTML);

  t = await buildTestApp({ staticDir, publicUrl: 'https://store.example' });
  const [laptops, networking] = await t.db
    .insert(categories)
    .values([
      { slug: 'laptops', title: 'Laptops', sortOrder: 1 },
      { slug: 'networking', title: 'Networking', sortOrder: 2 },
    ])
    .returning();
  const [gaming] = await t.db.insert(categories).values([{ parentId: laptops.id, slug: 'gaming-laptops', title: 'Gaming Laptops' }]).returning();
  await t.db.insert(categories).values([{ parentId: networking.id, slug: 'routers', title: 'Routers' }]);
  const [brand] = await t.db.insert(brands).values({ slug: 'dell', brandName: 'Dell' }).returning();
  await t.db.insert(products).values(
    Array.from({ length: 6 }, (_, i) => ({
      sku: `ITW-${i + 1}`,
      modelNumber: `M-${i + 1}`,
      productName: `Dell Laptop ${i + 1}`,
      productSlug: `dell-laptop-${i + 1}`,
      categoryId: laptops.id,
      subCategoryId: gaming.id,
      brandId: brand.id,
      primaryImage: 'img/product/dell-laptop-1.svg',
      basePrice: '50000',
      // The sixth is withdrawn: its page no longer exists.
      isActive: i < 5,
    })),
  );
  await t.db.insert(blogs).values({ slug: 'choosing-a-business-laptop', title: 'Choosing a business laptop', description: '<p>Read this.</p>' });
  customer = await createCustomer(t.db);
}, 30_000); // a database copy, fixtures and a password hash: slow on a busy machine
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the back office page', () => {
  it('answers /admin and every /admin path with the back office HTML, not indexed and revalidated', async () => {
    for (const url of ['/admin', '/admin/', '/admin/signin', '/admin/staff', '/admin/orders?status=pending']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: ADMIN_HTML });
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/admin.html')).statusCode).toBe(404);
  });

  it('leaves the storefront pages with the storefront HTML', async () => {
    const res = await get('/administration-guide');
    expect(res.body).toBe(INDEX_HTML);
  });
});

describe('statuses of storefront pages', () => {
  it('answers the pages of the route table with 200 and the storefront HTML', async () => {
    for (const url of ['/', '/shop', '/shop?category=laptops', '/comparison', '/about-us', '/faq', '/blog', '/privacy-policy', '/requestitem', '/signin', '/reset-password/abc', '/accept-invite/abc', '/blank', '/about-us/']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('answers signed-in-only pages with 200 (the storefront sends visitors to /signin)', async () => {
    for (const url of ['/cart', '/checkout', '/myorder', '/WalletHistory', '/walletHistory', '/setting', '/address', '/shipping-address', '/quotationlist', '/quotation-details/7', '/order-details/ORD-1', '/order-success/ORD-1', '/my-account/team', '/my-account/approvals', '/my-account/credit', '/my-account/purchase-register', '/my-account/shopping-lists']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers existing products, categories, sub-categories and blog posts with 200', async () => {
    for (const url of ['/product/dell-laptop-1', '/laptops', '/laptops/gaming-laptops', '/networking/routers', '/blog-details/choosing-a-business-laptop']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers a path of no route with 404 and the storefront HTML, which renders its not-found page', async () => {
    for (const url of ['/no/such/page/here', '/product', '/product/a/b', '/blog-details']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('answers an unknown or withdrawn product, an unknown category or sub-category and an unknown blog post with 404', async () => {
    for (const url of [
      '/product/no-such-product',
      '/product/dell-laptop-6',
      '/no-such-category',
      '/laptops/no-such-sub',
      '/laptops/routers', // a sub-category of another category
      '/gaming-laptops', // a sub-category is not a top-level page
      '/blog-details/no-such-post',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('keeps unknown API paths JSON 404s', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'Not found' });
  });
});

describe('files', () => {
  it('serves a built bundle and the favicon', async () => {
    const js = await get('/assets/main.0123456789.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toBe(BUNDLE);
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });

  it('answers a missing asset, media file or any path with an extension with a plain 404, never HTML', async () => {
    for (const url of ['/assets/page-product.deadbeef00.js', '/assets/missing.css', '/media/uploads/avatars/none.png', '/media/nothing-here', '/wp-login.php', '/favicon.ico', '/index.html', '/laptops/old-page.html']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).not.toMatch(/html/);
      expect(res.body).not.toContain('<');
    }
    const img = await get('/media/img/product/-bad.svg');
    expect(img.statusCode).toBe(404);
    expect(img.headers['content-type']).toMatch(/json/);
  });
});

describe('robots.txt, sitemap.xml and llms.txt', () => {
  it('robots.txt points to the sitemap and keeps account, cart and checkout pages out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('Sitemap: https://store.example/sitemap.xml');
    for (const rule of ['/cart$', '/checkout$', '/myorder$', '/WalletHistory$', '/walletHistory$', '/setting$', '/address$', '/order-details/', '/quotation-details/', '/api/']) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    expect(lines).not.toContain('Disallow: /shop$');
    expect(lines).not.toContain('Disallow: /product/');
  });

  it('sitemap.xml is one file listing every public page while they fit', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const loc of ['/', '/terms-conditions', '/laptops', '/laptops/gaming-laptops', '/blog-details/choosing-a-business-laptop', '/product/dell-laptop-5']) {
      expect(res.body).toContain(`<loc>https://store.example${loc}</loc>`);
    }
    // Withdrawn products and pages kept from search engines are not listed.
    for (const loc of ['/product/dell-laptop-6', '/cart', '/signin']) expect(res.body).not.toContain(`<loc>https://store.example${loc}</loc>`);
  });

  it('sitemap.xml is an index of chunked sitemaps when the catalogue outgrows one file', async () => {
    t.config.sitemapUrlsPerFile = 4; // instead of the protocol's 50,000
    try {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      // Five active products at four per file: two product chunks.
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(res.body).toContain('<sitemapindex');
      expect(locs).toEqual([
        'https://store.example/sitemap-pages.xml',
        'https://store.example/sitemap-products-1.xml',
        'https://store.example/sitemap-products-2.xml',
      ]);

      const pages = await get('/sitemap-pages.xml');
      expect(pages.headers['content-type']).toBe('application/xml; charset=utf-8');
      for (const loc of ['/', '/shop', '/about-us', '/faq', '/blog', '/contact-us', '/privacy-policy', '/cancellation-refund-policy', '/laptops', '/laptops/gaming-laptops', '/networking/routers', '/blog-details/choosing-a-business-laptop']) {
        expect(pages.body).toContain(`<loc>https://store.example${loc}</loc>`);
      }
      for (const loc of ['/cart', '/signin', '/comparison', '/setting']) expect(pages.body).not.toContain(`<loc>https://store.example${loc}</loc>`);

      const first = await get('/sitemap-products-1.xml');
      const second = await get('/sitemap-products-2.xml');
      const products = [first, second].flatMap((r) => [...r.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
      expect(products).toEqual([1, 2, 3, 4, 5].map((n) => `https://store.example/product/dell-laptop-${n}`));
      const third = await get('/sitemap-products-3.xml');
      expect(third.statusCode).toBe(404);
      expect(third.headers['content-type']).not.toMatch(/html/);
    } finally {
      t.config.sitemapUrlsPerFile = undefined;
    }
  });

  it('llms.txt describes the store and links its public pages', async () => {
    const res = await get('/llms.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^# IT Wholesale\n\n> /);
    expect(res.body).toContain('5 products in 2 categories');
    expect(res.body).toContain('- [About Us](https://store.example/about-us)');
    expect(res.body).toContain('- [Laptops](https://store.example/laptops): Gaming Laptops');
    expect(res.body).toContain('- [Choosing a business laptop](https://store.example/blog-details/choosing-a-business-laptop)');
    expect(res.body).toContain('https://store.example/sitemap.xml');
    expect(res.body).not.toContain('/cart');
  });
});

/**
 * Lighthouse's own ARD conformance check (the ard-schema audit's validator), run in a child process
 * because it is an ES module that Jest's CommonJS runtime cannot load.
 */
function lighthouseArdCheck(manifest: string): { errors: unknown[]; warnings: unknown[] } {
  const script = [
    "import { ConformanceTester } from 'lighthouse/third-party/ard/ard.js';",
    "let raw = ''; process.stdin.on('data', (c) => (raw += c)).on('end', () => {",
    "  const t = new ConformanceTester(); t.validate_manifest(raw, 'ai-catalog.json');",
    '  process.stdout.write(JSON.stringify({ errors: t.errors, warnings: t.warnings }));',
    '});',
  ].join('\n');
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: manifest, encoding: 'utf8' }));
}

/** Anything that looks like an amount of money: a rupee sign, INR with a figure, or a price field. */
const PRICE = /₹|\bINR\s*\d|\d[\d,]*\.\d\d\b|"(base_price|discount_price|custom_rate|price)"/;

describe('files for AI agents', () => {
  it('llms.txt points agents to the AI catalog, the shopping skill and the product search API, without prices', async () => {
    const res = await get('/llms.txt');
    expect(res.body).toContain('## For AI agents');
    expect(res.body).toContain('- [AI catalog](https://store.example/.well-known/ai-catalog.json)');
    expect(res.body).toContain('- [Shopping skill](https://store.example/agent-skills.md)');
    expect(res.body).toContain('- [Product search API](https://store.example/api/product-list?search=laptop)');
    expect(res.body).not.toMatch(PRICE);
    // What Lighthouse's llms-txt audit asks: an H1, at least one Markdown link, not a stub.
    expect(res.body).toMatch(/^\s*#\s+.+/m);
    expect(res.body).toMatch(/\[.+\]\(.+\)/);
  });

  it('serves an ARD manifest at /.well-known/ai-catalog.json that passes Lighthouse\u2019s conformance check', async () => {
    const res = await get('/.well-known/ai-catalog.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/ai-catalog+json; charset=utf-8');
    expect(lighthouseArdCheck(res.body)).toEqual({ errors: [], warnings: [] });
    const manifest = res.json();
    expect(manifest.specVersion).toBe('1.0');
    expect(manifest.host).toEqual({ displayName: 'IT Wholesale', documentationUrl: 'https://store.example/llms.txt' });
    expect(manifest.entries).toEqual([
      expect.objectContaining({
        identifier: 'urn:air:store.example:storefront:shopping',
        type: 'text/markdown; profile="urn:air:agent-skills"',
        url: 'https://store.example/agent-skills.md',
        capabilities: ['search_products', 'get_product', 'add_to_cart'],
      }),
    ]);
    expect(res.body).not.toMatch(PRICE);
  });

  it('the conformance check used above does catch a broken manifest', () => {
    const broken = lighthouseArdCheck(JSON.stringify({ specVersion: '1.0', entries: [{ identifier: 'store', displayName: 'x', type: 'text/plain' }] }));
    expect(broken.errors.length).toBeGreaterThan(0);
    expect(broken.warnings.length).toBeGreaterThan(0);
  });

  it('the shopping skill lists every WebMCP tool with its inputs and the rule that prices are for approved accounts', async () => {
    const res = await get('/agent-skills.md');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.body).toMatch(/^# Shopping at IT Wholesale\n/);
    for (const tool of AGENT_TOOLS) {
      expect(res.body).toContain(`- \`${tool.name}\``);
      for (const param of Object.keys(tool.inputSchema.properties)) expect(res.body).toContain(`\`${param}\``);
    }
    expect(res.body).toContain('visitors and accounts awaiting approval never receive prices');
    expect(res.body).toContain('https://store.example/api/product-list?search=laptop');
    expect(res.body).not.toMatch(PRICE);
  });

  it('takes the URN publisher from the public address, so a store on an IP address is valid too', () => {
    const manifest = JSON.stringify(aiCatalog('http://127.0.0.1:3251', 'IT Wholesale'));
    expect(JSON.parse(manifest).entries[0].identifier).toBe('urn:air:127.0.0.1:storefront:shopping');
    expect(lighthouseArdCheck(manifest).errors).toEqual([]);
  });
});

describe('cache headers and revalidation', () => {
  it('caches hashed bundles for a year', async () => {
    const res = await get('/assets/main.0123456789.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page HTML with an ETag and answers 304 when it has not changed', async () => {
    const first = await get('/shop');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/product/dell-laptop-2', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/shop', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    // A not-found page is never a 304, and not stored.
    const missing = await get('/product/no-such-product', { 'if-none-match': etag });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    const file = path.join(staticDir, 'index.html');
    const before = await get('/');
    fs.writeFileSync(file, INDEX_HTML.replace('IT Wholesale', 'IT Wholesale (new build)'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    try {
      const after = await get('/', { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('new build');
    } finally {
      fs.writeFileSync(file, INDEX_HTML);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10000));
    }
  });

  it('gives catalogue answers for visitors an ETag, a short public max-age and a 304 on revalidation', async () => {
    for (const url of ['/api/category-list', '/api/footer-categories', '/api/product-detail/dell-laptop-1', '/api/related-product/dell-laptop-1']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.vary).toMatch(/Authorization/);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect({ url, status: again.statusCode }).toEqual({ url, status: 304 });
      expect(again.body).toBe('');
    }
  });

  it('has the visitor listing revalidated on every use, so a price or stock change shows at once', async () => {
    const res = await get('/api/product-list?page=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/product-list?page=1', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('has the content the back office edits revalidated on every use, so an edit shows on the next visit', async () => {
    for (const url of ['/api/banner-list', '/api/faqs', '/api/blog']) {
      const res = await get(url);
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: 'public, no-cache' });
    }
    const before = await get('/api/faqs');
    expect((await get('/api/faqs', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(304);
    await t.db.insert(faqs).values({ question: 'Do you deliver on Sundays?', answer: 'No.' });
    const after = await get('/api/faqs', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Do you deliver on Sundays?');
  });

  it('changes the ETag when the catalogue changes', async () => {
    const before = await get('/api/category-list');
    await t.db.insert(categories).values({ slug: 'printers', title: 'Printers', sortOrder: 9 });
    const after = await get('/api/category-list', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never lets a shared cache keep a signed-in answer', async () => {
    for (const url of ['/api/product-detail/dell-laptop-1', '/api/category-list', '/api/cart-list']) {
      const res = await get(url, customer.auth);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    const other = await get('/api/session-timeout');
    expect(other.headers['cache-control']).toBe('no-store');
  });

  it('gives generated media ETags and 304s', async () => {
    const res = await get('/media/img/product/dell-laptop-1.svg');
    expect(res.statusCode).toBe(200);
    const again = await get('/media/img/product/dell-laptop-1.svg', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('gives uploaded media ETags and 304s', async () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'avatars');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a1b2.png'), PNG);
    const res = await get('/media/uploads/avatars/a1b2.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    const again = await get('/media/uploads/avatars/a1b2.png', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('gives robots.txt, sitemap.xml, llms.txt and the agents\' files an ETag', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/llms.txt', '/.well-known/ai-catalog.json', '/agent-skills.md']) {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect((await get(url, { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
    }
  });
});

describe('compression', () => {
  it('compresses bundles, JSON and XML with brotli or gzip', async () => {
    for (const [url, encoding] of [
      ['/assets/main.0123456789.js', 'br'],
      ['/assets/main.0123456789.js', 'gzip'],
      ['/api/docs/json', 'br'],
      ['/llms.txt', 'gzip'],
    ] as const) {
      const res = await get(url, { 'accept-encoding': encoding });
      expect({ url, encoding: res.headers['content-encoding'] }).toEqual({ url, encoding });
    }
  });

  it('compresses a visitor listing in the encoding the browser prefers (brotli, else gzip; q=0 refuses one), the same bytes each time', async () => {
    const url = '/api/product-list?page=1';
    const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const second = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual((await get(url)).json());

    const gzip = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual((await get(url)).json());
    expect((await get(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it("compresses a customer's own listing too, never stored, and it decodes to what an uncompressed request gets", async () => {
    const url = '/api/product-list?page=1&itemsPerPage=6';
    const plain = await get(url, customer.auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get(url, { ...customer.auth, 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/Authorization.*Accept-Encoding/);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves already-compressed images alone', async () => {
    const res = await get('/assets/banner.abcdef0123.png', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});
