// The back office's Content API: each kind added, edited, ordered and removed with its audit entry,
// field-keyed 422s, sanitised rich text, images recognised by their bytes (and refused when they are
// not images or too large), 409 on a stale version (two parallel edits on PostgreSQL), and the
// storefront's own calls answering every change on the next request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminContent } from '@contracts/adminContent';
import { auditLog } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { seedProducts } from './shop';
import { createStaffMember, type TestStaff } from './staffFactory';

let t: TestApp;
let catalogue: TestStaff;
let admin: TestStaff;
let sales: TestStaff;
let buyer: TestCustomer;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await createStaffMember(t.db, 'catalogue');
  admin = await createStaffMember(t.db, 'admin');
  sales = await createStaffMember(t.db, 'sales');
  buyer = await createCustomer(t.db);
  // Four password hashes and an app start: slow when the machine is shared.
}, 120_000);
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who: TestStaff = catalogue, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: who.auth, payload });

/** A real multipart body, as the screens' FormData sends it. */
async function multipart(method: Method, url: string, fields: Record<string, string>, image?: Buffer, who: TestStaff = catalogue) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png');
  const res = new Response(form);
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...who.auth, 'content-type': res.headers.get('content-type') as string },
    payload: Buffer.from(await res.arrayBuffer()),
  });
}

const content = async (): Promise<AdminContent> => (await call('GET', '/content')).json().content as AdminContent;
const storefront = async (url: string) => (await t.app.inject({ url: `/api${url}` })).json();
const auditOf = (entityType: string, entityId: number | string) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))));
const uploadedFiles = (kind: string) => {
  const dir = path.join(t.config.dataDir, 'uploads', 'content', kind);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('roles', () => {
  it('lets Catalogue and Admin in and refuses Sales, customers and visitors', async () => {
    expect((await call('GET', '/content', admin)).statusCode).toBe(200);
    expect((await call('GET', '/content', catalogue)).statusCode).toBe(200);
    expect((await call('POST', '/content/faqs', sales, { question: 'Q?', answer: 'A.' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/content/faqs', headers: buyer.auth, payload: { question: 'Q?', answer: 'A.' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/content/faqs', payload: { question: 'Q?', answer: 'A.' } })).statusCode).toBe(401);
    expect((await content()).faqs).toEqual([]);
  });
});

describe('FAQs', () => {
  it('adds, edits, orders and removes, each audited and on the storefront at once', async () => {
    const first = await call('POST', '/content/faqs', catalogue, { question: 'Do you deliver to Pune?', answer: 'Yes, in two days.' });
    expect(first.statusCode).toBe(200);
    const second = await call('POST', '/content/faqs', catalogue, { question: 'Can I pay by card?', answer: 'Yes.' });
    const [a, b] = [first.json().id as number, second.json().id as number];
    expect((await storefront('/faqs')).faqs.map((f: { question: string }) => f.question)).toEqual(['Do you deliver to Pune?', 'Can I pay by card?']);

    const row = (await content()).faqs.find((f) => f.id === a);
    const edit = await call('PUT', `/content/faqs/${a}`, catalogue, { question: 'Do you deliver to Pune and Nashik?', answer: 'Yes, in two days.', version: row?.version });
    expect(edit.json()).toMatchObject({ status: true, message: 'FAQ “Do you deliver to Pune and Nashik?” saved.' });
    expect((await storefront('/faqs')).faqs[0].question).toBe('Do you deliver to Pune and Nashik?');

    expect((await call('POST', `/content/faqs/${b}/move`, catalogue, { direction: 'up' })).json().message).toBe('FAQ “Can I pay by card?” moved to position 1.');
    expect((await storefront('/faqs')).faqs.map((f: { id: number }) => f.id)).toEqual([b, a]);
    expect((await call('POST', `/content/faqs/${b}/move`, catalogue, { direction: 'up' })).json().message).toMatch(/already first/);

    expect((await call('DELETE', `/content/faqs/${b}`)).statusCode).toBe(200);
    expect((await storefront('/faqs')).faqs.map((f: { id: number }) => f.id)).toEqual([a]);

    const entries = await auditOf('faq', a);
    expect(entries.map((e) => e.action).sort()).toEqual(['content.create', 'content.update']);
    const update = entries.find((e) => e.action === 'content.update');
    expect(update?.before).toMatchObject({ question: 'Do you deliver to Pune?' });
    expect(update?.after).toMatchObject({ question: 'Do you deliver to Pune and Nashik?' });
    expect(update?.actorId).toBe(catalogue.id);
    expect((await auditOf('faq', b)).map((e) => e.action).sort()).toEqual(['content.create', 'content.delete', 'content.move']);
  });

  it('answers 422 keyed by field, and changes nothing', async () => {
    const res = await call('POST', '/content/faqs', catalogue, { question: '  ', answer: 'x'.repeat(3001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ question: ['Question is required'], answer: ['Answer may not be greater than 3000 characters.'] });
    const long = await call('POST', '/content/faqs', catalogue, { question: 'q'.repeat(301), answer: 'A' });
    expect(long.json().errors).toEqual({ question: ['Question may not be greater than 300 characters.'] });
    expect((await call('POST', '/content/banners', catalogue, { first_title: 't'.repeat(121) })).json().errors).toMatchObject({ first_title: ['Title may not be greater than 120 characters.'] });
    const [row] = (await content()).faqs;
    const noVersion = await call('PUT', `/content/faqs/${row.id}`, catalogue, { question: 'Q', answer: 'A' });
    expect(noVersion.statusCode).toBe(422);
    expect(Object.keys(noVersion.json().errors)).toEqual(['version']);
    expect((await call('PUT', '/content/faqs/999999', catalogue, { question: 'Q', answer: 'A', version: 'x' })).statusCode).toBe(404);
  });

  it('refuses an edit made on a stale version with 409', async () => {
    const [row] = (await content()).faqs;
    const mine = await call('PUT', `/content/faqs/${row.id}`, catalogue, { question: row.question, answer: 'First answer.', version: row.version });
    expect(mine.statusCode).toBe(200);
    const theirs = await call('PUT', `/content/faqs/${row.id}`, admin, { question: row.question, answer: 'Second answer.', version: row.version });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toBe('This entry was changed by someone else; reload to see the change.');
    expect((await storefront('/faqs')).faqs[0].answer).toBe('First answer.');
  });

  it('lets one of two parallel edits of one version through (row lock)', async () => {
    const [row] = (await content()).faqs;
    const [x, y] = await Promise.all([
      call('PUT', `/content/faqs/${row.id}`, catalogue, { question: row.question, answer: 'Parallel one.', version: row.version }),
      call('PUT', `/content/faqs/${row.id}`, admin, { question: row.question, answer: 'Parallel two.', version: row.version }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const won = x.statusCode === 200 ? 'Parallel one.' : 'Parallel two.';
    expect((await storefront('/faqs')).faqs[0].answer).toBe(won);
  });
});

describe('social links and about entries', () => {
  it('takes only http(s) addresses and the footer\u2019s platforms', async () => {
    const bad = await call('POST', '/content/social-links', catalogue, { platform: 'myspace', url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      platform: ['Choose one of: facebook, instagram, linkedin, youtube, twitter.'],
      url: ['Enter a web address starting with http:// or https://.'],
    });
    const ok = await call('POST', '/content/social-links', catalogue, { platform: 'linkedin', url: 'https://www.linkedin.com/company/it-wholesale' });
    expect(ok.statusCode).toBe(200);
    expect((await storefront('/social-links')).SocialLink).toEqual([{ id: ok.json().id, platform: 'linkedin', url: 'https://www.linkedin.com/company/it-wholesale' }]);
  });

  it('sanitises an about entry\u2019s text as the storefront does', async () => {
    const res = await call('POST', '/content/about', catalogue, { title: 'Our story', description: '<p onclick="steal()">Since 1998<script>alert(1)</script> <a href="javascript:alert(2)">here</a></p>' });
    expect(res.statusCode).toBe(200);
    const [entry] = (await storefront('/about')).about;
    expect(entry.description).toBe('<p>Since 1998 <a>here</a></p>');
    expect(entry.image).toBeNull();
    const onlyScript = await call('POST', '/content/about', catalogue, { title: 'Empty', description: '<script>alert(1)</script>' });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().errors).toEqual({ description: ['Text is required'] });
  });
});

describe('banners and partners (images)', () => {
  it('stores an uploaded image and shows the banner on the storefront', async () => {
    const res = await multipart('POST', '/content/banners', { first_title: 'Monsoon laptop sale' }, PNG);
    expect(res.statusCode).toBe(200);
    const { banners } = (await storefront('/banner-list')).data;
    expect(banners).toEqual([{ id: res.json().id, first_title: 'Monsoon laptop sale', image: expect.stringMatching(/^uploads\/content\/banners\/[0-9a-f]{32}\.png$/) }]);
    const served = await t.app.inject({ url: `/media/${banners[0].image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Re-encoded from the decoded picture: the same 1 x 1 image, not the uploaded bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('judges an image by decoding it: a PNG-looking polyglot and a header claiming 50,000 x 50,000 pixels are refused; trailing markup is not kept', async () => {
    const before = uploadedFiles('banners');
    const polyglot = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    const fake = await multipart('POST', '/content/banners', { first_title: 'Polyglot' }, polyglot);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ image: ['This file is not a JPEG, PNG or WebP image.'] });

    // The IHDR chunk says 50,000 x 50,000, with its checksum made right.
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(50_000, 16);
    huge.writeUInt32BE(50_000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    const bomb = await multipart('POST', '/content/banners', { first_title: 'Bomb' }, huge);
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().errors).toEqual({ image: ['The image is larger than 24 megapixels. Upload one of at most 8000 x 3000 pixels.'] });
    expect(uploadedFiles('banners')).toEqual(before);
    expect((await storefront('/banner-list')).data.banners.map((b: { first_title: string }) => b.first_title)).not.toContain('Bomb');

    const trailing = await multipart('POST', '/content/partners', { name: 'Trailing' }, Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]));
    expect(trailing.statusCode).toBe(200);
    const image = (await content()).partners.find((p) => p.name === 'Trailing')?.image as string;
    const served = await t.app.inject({ url: `/media/${image}` });
    expect(served.rawPayload.toString('latin1')).not.toContain('<script>');
    expect((await call('DELETE', `/content/partners/${trailing.json().id}`, catalogue, { version: (await content()).partners.find((p) => p.name === 'Trailing')?.version })).statusCode).toBe(200);
  });

  it('refuses a missing image, a file that is not an image, a GIF and a file over 2 MB, storing nothing', async () => {
    const before = uploadedFiles('partners');
    const missing = await multipart('POST', '/content/partners', { name: 'Lenovo' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ image: ['Choose an image (JPEG, PNG or WebP).'] });
    const text = await multipart('POST', '/content/partners', { name: 'Lenovo' }, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ image: ['This file is not a JPEG, PNG or WebP image.'] });
    expect((await multipart('POST', '/content/partners', { name: 'Lenovo' }, GIF)).json().errors).toEqual({ image: ['This file is not a JPEG, PNG or WebP image.'] });
    const big = await multipart('POST', '/content/partners', { name: 'Lenovo' }, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ image: ['The image may not be larger than 2 MB.'] });
    expect(uploadedFiles('partners')).toEqual(before);
    expect((await storefront('/partner-list')).data.partners).toEqual([]);
  });

  it('replaces a partner\u2019s image on edit and removes the old file; removing the partner removes its file', async () => {
    const made = await multipart('POST', '/content/partners', { name: 'Dell' }, PNG);
    const id = made.json().id as number;
    const row = (await content()).partners.find((p) => p.id === id);
    expect(uploadedFiles('partners')).toHaveLength(1);
    const edited = await multipart('PUT', `/content/partners/${id}`, { name: 'Dell Technologies', version: row?.version ?? '' }, PNG);
    expect(edited.statusCode).toBe(200);
    const now = (await content()).partners.find((p) => p.id === id);
    expect(now?.name).toBe('Dell Technologies');
    expect(now?.image).not.toBe(row?.image);
    expect(uploadedFiles('partners')).toEqual([path.basename(now?.image ?? '')]);
    expect((await call('DELETE', `/content/partners/${id}`)).statusCode).toBe(200);
    expect(uploadedFiles('partners')).toEqual([]);
  });
});

describe('optional images', () => {
  it('drops an about entry’s image on request and deletes its file', async () => {
    const made = await multipart('POST', '/content/about', { title: 'Our warehouse', description: '<p>40,000 sq ft in Bhiwandi.</p>' }, PNG);
    const id = made.json().id as number;
    const row = (await content()).about.find((a) => a.id === id);
    expect(row?.image).toMatch(/^uploads\/content\/about\//);
    expect(uploadedFiles('about')).toHaveLength(1);
    const res = await multipart('PUT', `/content/about/${id}`, { title: 'Our warehouse', description: '<p>40,000 sq ft in Bhiwandi.</p>', version: row?.version ?? '', remove_image: 'true' });
    expect(res.statusCode).toBe(200);
    expect((await storefront('/about')).about.find((a: { id: number }) => a.id === id).image).toBeNull();
    expect(uploadedFiles('about')).toEqual([]);
  });
});

describe('blog posts', () => {
  it('makes the slug from the title, refuses a taken slug with a clear message, sanitises the text', async () => {
    const res = await call('POST', '/content/blogs', catalogue, { title: 'Choosing a UPS for your shop', description: '<h3>Why</h3><p>Power cuts.</p><img src=x onerror="alert(1)">' });
    expect(res.statusCode).toBe(200);
    const post = (await storefront('/blog-details/choosing-a-ups-for-your-shop')).blog;
    expect(post).toMatchObject({ title: 'Choosing a UPS for your shop', description: '<h3>Why</h3><p>Power cuts.</p><img src="x">' });
    const twin = await call('POST', '/content/blogs', catalogue, { title: 'Another', slug: 'choosing-a-ups-for-your-shop', description: '<p>x</p>' });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().errors).toEqual({ slug: ['Another blog post already uses this address. Choose another slug.'] });
    const badSlug = await call('POST', '/content/blogs', catalogue, { title: 'Another', slug: 'Not A Slug', description: '<p>x</p>' });
    expect(Object.keys(badSlug.json().errors)).toEqual(['slug']);
    expect((await storefront('/blog')).blog).toHaveLength(1);
  });
});

describe('policies', () => {
  it('edits the title and text, sanitised, with a version, and the storefront answers the change', async () => {
    const policy = (await content()).policies.find((p) => p.kind === 'shipping');
    expect(policy).toBeDefined();
    const res = await call('PUT', '/content/policies/shipping', catalogue, { title: 'Shipping and delivery', description: '<p>Free above ₹5,000.</p><script>alert(1)</script>', version: policy?.version });
    expect(res.json()).toMatchObject({ status: true, message: 'Shipping policy saved.' });
    expect(await storefront('/shippingPolicies')).toEqual({ status: true, title: 'Shipping and delivery', description: '<p>Free above ₹5,000.</p>' });
    const stale = await call('PUT', '/content/policies/shipping', admin, { title: 'Old', description: '<p>Old</p>', version: policy?.version });
    expect(stale.statusCode).toBe(409);
    const terms = (await content()).policies.find((p) => p.kind === 'terms');
    await call('PUT', '/content/policies/terms', catalogue, { title: 'Terms', description: '<p>Net 30.</p>', version: terms?.version });
    expect((await storefront('/termsConditions')).policies).toEqual({ title: 'Terms', description: '<p>Net 30.</p>' });
    const blank = await call('PUT', '/content/policies/terms', catalogue, { title: '', description: '', version: 'x' });
    expect(blank.json().errors).toEqual({ title: ['Title is required'], description: ['Text is required'] });
    expect((await auditOf('policy', 'shipping')).map((e) => e.action)).toEqual(['content.update']);
  });
});

describe('free-product offers', () => {
  it('offers a product by SKU, pauses it, and the cart\u2019s list follows', async () => {
    await seedProducts(t.db, [
      { sku: 'FREE-MOUSE', base: '300', stock: 10 },
      { sku: 'OLD-CABLE', base: '100', stock: 10, active: false },
    ]);
    expect((await call('POST', '/content/free-products', catalogue, { sku: 'NOPE' })).json().errors).toEqual({ sku: ['No product has this SKU.'] });
    expect((await call('POST', '/content/free-products', catalogue, { sku: 'OLD-CABLE' })).json().errors).toEqual({ sku: ['This product is not active: customers could not take it.'] });
    const added = await call('POST', '/content/free-products', catalogue, { sku: 'free-mouse' });
    expect(added.statusCode).toBe(200);
    expect((await call('POST', '/content/free-products', catalogue, { sku: 'FREE-MOUSE' })).json().errors).toEqual({ sku: ['This product is already on offer.'] });
    const offers = async () => (await t.app.inject({ url: '/api/free-products-list', headers: buyer.auth })).json();
    expect(JSON.stringify(await offers())).toContain('Product FREE-MOUSE');

    const [offer] = (await content())['free-products'];
    expect(offer).toMatchObject({ sku: 'FREE-MOUSE', is_active: true, product_active: true });
    expect((await call('PUT', `/content/free-products/${offer.id}`, catalogue, { is_active: false, version: offer.version })).statusCode).toBe(200);
    expect(JSON.stringify(await offers())).not.toContain('Product FREE-MOUSE');
    expect((await call('PUT', `/content/free-products/${offer.id}`, catalogue, { is_active: true, version: offer.version })).statusCode).toBe(409);
    expect((await call('DELETE', `/content/free-products/${offer.id}`, sales)).statusCode).toBe(403);
    expect((await call('DELETE', `/content/free-products/${offer.id}`)).statusCode).toBe(200);
    expect((await content())['free-products']).toEqual([]);
  });
});
