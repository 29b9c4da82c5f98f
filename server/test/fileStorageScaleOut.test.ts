// Stored files across two real server processes on two DATA_DIRs and one PostgreSQL database
// (FILE_STORAGE's default there: the database): a profile picture uploaded through one is served
// by the other, a quotation PDF made by one is downloaded from the other, a file an older
// DATA_DIR held is moved into the database and served by both, and an upload that is not an
// image or too large is refused with the form's message and stores nothing.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { customers, storedFiles } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, seedProducts } from './shop';
import { startServer, stopServer, type Server } from './serverProcesses';

const databaseUrl = process.env.DATABASE_URL;
// The embedded database (PGlite) allows one process at a time, so two servers need PostgreSQL.
const onPostgres = databaseUrl ? describe : describe.skip;

jest.setTimeout(120_000);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
/** A profile picture the DATA_DIR of an older version held (the store's own kind of name). */
const OLD_AVATAR = `uploads/avatars/${'ab'.repeat(16)}.gif`;

onPostgres('stored files across two server processes on one PostgreSQL database (skipped on PGlite: it allows one process)', () => {
  let t: TestApp;
  let a: Server;
  let b: Server;
  let buyer: TestCustomer;
  let pid: (sku: string) => number;

  const updateProfile = (server: Server, who: TestCustomer, file?: { data: Buffer; name: string; type: string }) => {
    const form = new FormData();
    form.append('company_name', 'Scale Traders');
    form.append('email', who.email);
    form.append('phone', '9876543210');
    if (file) form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    return fetch(`${server.base}/api/customer-profile-update`, { method: 'POST', headers: who.auth, body: form });
  };
  const storedCount = async () => (await t.db.select({ n: count() }).from(storedFiles))[0].n;
  const imageOf = async (who: TestCustomer) => (await t.db.select({ image: customers.image }).from(customers).where(eq(customers.id, who.id)))[0].image;

  beforeAll(async () => {
    // Empties the shared test database; the servers then find a store that is not empty (no seed).
    t = await buildTestApp();
    pid = await seedProducts(t.db, [{ sku: 'FILES-1', base: '1000', stock: 10 }]);
    buyer = await createCustomer(t.db);
    await addAddresses(t.db, buyer.id, 'Maharashtra');
    // B starts on a DATA_DIR that still holds a profile picture from before the database kept them.
    [a, b] = await Promise.all([
      startServer({ DATABASE_URL: databaseUrl }),
      startServer({ DATABASE_URL: databaseUrl }, (dataDir) => {
        fs.mkdirSync(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
        fs.writeFileSync(path.join(dataDir, OLD_AVATAR), GIF);
      }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await t?.close();
  });

  it('serves a profile picture uploaded through one from the other, with the same caching', async () => {
    const res = await updateProfile(a, buyer, { data: PNG, name: 'me.png', type: 'image/png' });
    expect(res.status).toBe(200);
    const image = ((await res.json()) as { customer: { image: string } }).customer.image;
    expect(image).toMatch(/^uploads\/avatars\/[0-9a-f]{32}\.png$/);
    // Not in either DATA_DIR: in the database.
    expect(fs.existsSync(path.join(a.dataDir, image))).toBe(false);

    const fromB = await fetch(`${b.base}/media/${image}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=86400');
    // The picture as the store keeps it (decoded and re-encoded): the same bytes from either process.
    const servedB = Buffer.from(await fromB.arrayBuffer());
    expect(await sharp(servedB).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(servedB.equals(Buffer.from(await (await fetch(`${a.base}/media/${image}`)).arrayBuffer()))).toBe(true);
    const etag = fromB.headers.get('etag') as string;
    // The same tag from either process, and a 304 from the one that did not send it.
    expect((await fetch(`${a.base}/media/${image}`)).headers.get('etag')).toBe(etag);
    expect((await fetch(`${a.base}/media/${image}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // A new picture through B replaces it: the old one is gone from A too.
    const next = await updateProfile(b, buyer, { data: GIF, name: 'me.gif', type: 'image/gif' });
    expect(next.status).toBe(200);
    const nextImage = ((await next.json()) as { customer: { image: string } }).customer.image;
    // A GIF is kept as its first frame, in PNG.
    expect((await fetch(`${a.base}/media/${nextImage}`)).headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${a.base}/media/${image}`)).status).toBe(404);
  });

  it('downloads a quotation PDF made by one from the other', async () => {
    const made = await fetch(`${a.base}/api/quotation-pdf`, {
      method: 'POST',
      headers: { ...buyer.auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ productId: String(pid('FILES-1')), quantity: '2' }).toString(),
    });
    expect(made.status).toBe(200);
    const { fileUrl } = (await made.json()) as { fileUrl: string };
    const pdf = await fetch(`${b.base}${fileUrl}`, { headers: buyer.auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="quotation-draft-\d{8}\.pdf"$/);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // Another customer still finds nothing there, on either process.
    const other = await createCustomer(t.db);
    expect((await fetch(`${b.base}${fileUrl}`, { headers: other.auth })).status).toBe(404);
  });

  it("moves an older DATA_DIR's files into the database at start, so both serve them", async () => {
    expect(fs.existsSync(path.join(b.dataDir, OLD_AVATAR))).toBe(false);
    for (const server of [a, b]) {
      const res = await fetch(`${server.base}/media/${OLD_AVATAR}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
      expect(Buffer.from(await res.arrayBuffer()).equals(GIF)).toBe(true);
    }
  });

  it('refuses a file that is not an image, or is over 2 MB, with the form message and stores nothing', async () => {
    const before = { files: await storedCount(), image: await imageOf(buyer) };
    const fake = await updateProfile(a, buyer, { data: Buffer.from('<?php echo 1; ?>'), name: 'me.png', type: 'image/png' });
    expect(fake.status).toBe(422);
    expect(((await fake.json()) as { errors: unknown }).errors).toEqual({ image: ['The image must be a PNG, JPEG, WebP or GIF file.'] });

    const big = await updateProfile(b, buyer, { data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), name: 'big.png', type: 'image/png' });
    expect(big.status).toBe(422);
    expect(((await big.json()) as { errors: unknown }).errors).toEqual({ image: ['The image may not be greater than 2 MB.'] });

    expect(await storedCount()).toBe(before.files);
    expect(await imageOf(buyer)).toBe(before.image);
  });
});
