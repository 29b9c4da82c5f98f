// The back office's product images: uploads recognised by content (a PNG named .jpg is taken, an
// HTML file named .png is not), size and pixel limits and the image count answered 422 with nothing
// stored, the sizes made as WebP and JPEG without metadata and served by content negotiation,
// order and removal (files deleted after commit), versions and 409s, audit, and the storefront's
// product page and listing following at once.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_KEEP_ONE, IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE, IMAGE_TOO_MANY, IMAGE_TOO_MANY_PIXELS, PRODUCT_IMAGE_WIDTHS } from '@contracts/productImages';
import { auditLog, brands, categories, productImages, products, storedFiles } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helper';
import { createStaffMember, type TestStaff } from './staffFactory';

let t: TestApp;
let catalogue: TestStaff;
let admin: TestStaff;
let sales: TestStaff;
let categoryId: number;
let brandId: number;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await createStaffMember(t.db, 'catalogue');
  admin = await createStaffMember(t.db, 'admin');
  sales = await createStaffMember(t.db, 'sales');
  const [cat] = await t.db.insert(categories).values({ slug: `img-cat-${Date.now()}`, title: 'Image Test Monitors' }).returning();
  const [brand] = await t.db.insert(brands).values({ slug: `img-brand-${Date.now()}`, brandName: 'Imagetestco' }).returning();
  categoryId = cat.id;
  brandId = brand.id;
});
afterAll(async () => t.close());

interface Product {
  id: number;
  sku: string;
  version: number;
  product_slug: string;
  primary_image: string;
  images: string[];
  history: { action: string; before: unknown; after: unknown }[];
}

async function createProduct(): Promise<Product> {
  seq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: catalogue.auth,
    payload: {
      sku: `IMG-${Date.now()}-${seq}`,
      product_name: `Pixelview ${seq} Monitor`,
      model_number: `PV-${seq}`,
      category_id: String(categoryId),
      brand_id: String(brandId),
      price: '12999',
      gst_rate: '18',
      hsn_code: '852852',
      stock_quantity: '5',
      short_description: 'A monitor.',
      long_description: '<p>Sharp.</p>',
      is_active: true,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().product;
}

/** A multipart body by hand: the test says exactly what the browser sends, names and types included. */
function multipart(file: { data: Buffer; filename: string; type: string } | null, fields: Record<string, string>) {
  const boundary = `----imagetest${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (p: { id: number; version: number }, file: { data: Buffer; filename: string; type: string } | null, who: TestStaff = catalogue) => {
  const body = multipart(file, { version: String(p.version) });
  return t.app.inject({ method: 'POST', url: `/api/admin/products/${p.id}/images`, headers: { ...who.auth, ...body.headers }, payload: body.payload });
};

const arrange = (p: { id: number }, images: string[], version: number, who: TestStaff = catalogue) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/products/${p.id}/images`, headers: who.auth, payload: { images, version } });

const png = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();

const media = (path: string, accept?: string) => t.app.inject({ url: `/media/${path}`, headers: accept ? { accept } : {} });

async function rowOf(id: number) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return row;
}

describe('uploading', () => {
  it('takes a PNG named .jpg by its content, makes every size as WebP and JPEG, and adds it at the end', async () => {
    const p = await createProduct();
    const res = await upload(p, { data: await png(), filename: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const after: Product = res.json().product;
    expect(after.version).toBe(p.version + 1);
    expect(after.images.slice(0, -1)).toEqual(p.images);
    const path = after.images[after.images.length - 1];
    expect(path).toMatch(/^uploads\/products\/[0-9a-f]{32}\/1200\.jpg$/);
    const folder = path.slice(0, -'1200.jpg'.length);
    for (const w of PRODUCT_IMAGE_WIDTHS) {
      const jpeg = await t.app.fileStore.get(`${folder}${w}.jpg`);
      const webp = await t.app.fileStore.get(`${folder}${w}.webp`);
      expect((await sharp(jpeg!.bytes).metadata()).format).toBe('jpeg');
      const meta = await sharp(webp!.bytes).metadata();
      // 1600 x 1200 made no wider than each width, its shape kept.
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: w, height: (w * 3) / 4 });
    }
    // Audited with the lists before and after.
    const entry = after.history.find((h) => h.action === 'product.images');
    expect(entry).toMatchObject({ before: { images: p.images }, after: { images: after.images } });
  });

  it('strips the camera metadata and turns the photograph upright by its orientation', async () => {
    const p = await createProduct();
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Quokkacam', Copyright: 'secret studio' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(p, { data: photo, filename: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const path: string = res.json().product.images.at(-1);
    const stored = await t.app.fileStore.get(path);
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored!.bytes.includes(Buffer.from('Quokkacam'))).toBe(false);
    // Orientation 6 is "rotate 90°": the stored image is 300 wide and 600 high, with no orientation left.
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({ width: 300, height: 600, orientation: undefined });
  });

  it('refuses an HTML file named .png, a file over 8 MB and one over 40 megapixels with 422, storing nothing', async () => {
    const p = await createProduct();
    const put = jest.spyOn(t.app.fileStore, 'put');
    try {
      const html = Buffer.from('<!doctype html><script>alert(1)</script>');
      const cases: [Buffer, string, string][] = [
        [html, 'innocent.png', IMAGE_NOT_AN_IMAGE],
        // The right first bytes, then nothing an image decoder can read.
        [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]), 'broken.png', IMAGE_NOT_AN_IMAGE],
        // GIF is an image, but not one the store takes for products.
        [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'anim.gif', IMAGE_NOT_AN_IMAGE],
        [Buffer.concat([await png(10, 10), Buffer.alloc(8 * 1024 * 1024)]), 'huge.png', IMAGE_TOO_LARGE],
        [await png(10001, 4000), 'wide.png', IMAGE_TOO_MANY_PIXELS],
      ];
      for (const [data, filename, message] of cases) {
        const res = await upload(p, { data, filename, type: 'image/png' });
        expect({ filename, status: res.statusCode, errors: res.json().errors }).toEqual({ filename, status: 422, errors: { image: [message] } });
      }
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect((await rowOf(p.id)).version).toBe(p.version);
    const res = await upload(p, null);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ image: ['Choose an image to upload.'] });
  });

  it('refuses a thirteenth image with 422 and a stale version with 409, leaving no files behind', async () => {
    const p = await createProduct();
    // 3 images now; nine more rows make the twelve allowed.
    await t.db.insert(productImages).values(Array.from({ length: 9 }, (_, i) => ({ productId: p.id, images: `img/product/${p.product_slug}-x${i}.svg`, sortOrder: 10 + i })));
    const full = await upload(p, { data: await png(40, 40), filename: 'a.png', type: 'image/png' });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors).toEqual({ image: [IMAGE_TOO_MANY] });

    const q = await createProduct();
    const put = jest.spyOn(t.app.fileStore, 'put');
    try {
      const stale = await upload({ id: q.id, version: q.version + 5 }, { data: await png(40, 40), filename: 'a.png', type: 'image/png' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/changed by someone else/i);
      const keys = put.mock.calls.map((c) => c[0]);
      expect(keys).toHaveLength(PRODUCT_IMAGE_WIDTHS.length * 2);
      for (const key of keys) expect(await t.app.fileStore.get(key)).toBeNull();
    } finally {
      put.mockRestore();
    }
    expect((await rowOf(q.id)).version).toBe(q.version);
  });

  it('takes a photograph of several megabytes (over the 1 MB body limit of JSON requests, under 8 MB)', async () => {
    const p = await createProduct();
    // Noise compresses like a photograph: a 2000 x 1500 JPEG at quality 100 is a few megabytes.
    const noise = Buffer.alloc(2000 * 1500 * 3).map((_, i) => (i * 2654435761) >>> 24);
    const photo = await sharp(noise, { raw: { width: 2000, height: 1500, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await upload(p, { data: photo, filename: 'big.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.images).toHaveLength(p.images.length + 1);
  });

  it('lets Catalogue and Admin upload, not Sales', async () => {
    const p = await createProduct();
    expect((await upload(p, { data: await png(40, 40), filename: 'a.png', type: 'image/png' }, sales)).statusCode).toBe(403);
    expect((await upload(p, { data: await png(40, 40), filename: 'a.png', type: 'image/png' }, admin)).statusCode).toBe(200);
  });
});

describe('serving', () => {
  it('gives WebP to a browser that accepts it and JPEG to one that does not, cached for a year, varying on Accept', async () => {
    const p = await createProduct();
    const path: string = (await upload(p, { data: await png(), filename: 'a.png', type: 'image/png' })).json().product.images.at(-1);
    const chromium = await media(path, 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8');
    expect(chromium.statusCode).toBe(200);
    expect(chromium.headers['content-type']).toBe('image/webp');
    expect(chromium.headers['vary']).toMatch(/Accept/);
    expect(chromium.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const old = await media(path, 'image/png,image/*;q=0.8');
    expect(old.headers['content-type']).toBe('image/jpeg');
    expect(old.headers['vary']).toMatch(/Accept/);
    expect((await media(path, 'image/webp;q=0')).headers['content-type']).toBe('image/jpeg');
    expect((await media(path.replace('1200.jpg', '200.jpg'), 'image/webp')).statusCode).toBe(200);
    // The ETag names the variant served, so a 304 never hands a JPEG browser the WebP.
    const again = await media(path, 'image/webp');
    expect(again.headers.etag).not.toBe(old.headers.etag);
  });
});

describe('ordering and removing', () => {
  it('moves an image first: it is the main image of the storefront product page and listing at once, audited', async () => {
    const p = await createProduct();
    const up: Product = (await upload(p, { data: await png(), filename: 'a.png', type: 'image/png' })).json().product;
    const fresh = up.images.at(-1)!;
    // Read once before, so the storefront's caches hold the old product.
    const before = (await t.app.inject({ url: `/api/product-detail/${p.product_slug}` })).json().data;
    expect(before.primary_image).toBe(p.images[0]);
    const order = [fresh, ...up.images.slice(0, -1)];
    const res = await arrange(up, order, up.version);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Images of ${p.sku} reordered.`);
    const after: Product = res.json().product;
    expect(after).toMatchObject({ primary_image: fresh, images: order, version: up.version + 1 });
    const detail = (await t.app.inject({ url: `/api/product-detail/${p.product_slug}` })).json().data;
    expect(detail.primary_image).toBe(fresh);
    expect(detail.images.map((i: { images: string }) => i.images)).toEqual(order.slice(1));
    const listed = (await t.app.inject({ url: `/api/product-list?search=${encodeURIComponent(p.sku)}` })).json().data.data;
    expect(listed.find((x: { sku: string }) => x.sku === p.sku)?.primary_image).toBe(fresh);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.sku)).orderBy(auditLog.id).then((rows) => rows.slice(-1));
    expect(audit).toMatchObject({ action: 'product.images', before: { images: up.images }, after: { images: order } });
  });

  it('removes an image and deletes its files after commit; a stale version or unknown path changes nothing', async () => {
    const p = await createProduct();
    const up: Product = (await upload(p, { data: await png(64, 64), filename: 'a.png', type: 'image/png' })).json().product;
    const fresh = up.images.at(-1)!;
    const folder = fresh.slice(0, -'1200.jpg'.length);
    const stale = await arrange(up, up.images.slice(0, -1), up.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(await t.app.fileStore.get(`${folder}200.webp`)).not.toBeNull();
    const forged = await arrange(up, [...up.images, 'uploads/avatars/0123456789abcdef0123456789abcdef.png'], up.version);
    expect(forged.statusCode).toBe(422);
    expect((await arrange(up, [], up.version)).json().errors).toEqual({ images: [IMAGE_KEEP_ONE] });
    expect((await rowOf(p.id)).version).toBe(up.version);

    const res = await arrange(up, up.images.slice(0, -1), up.version);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Image removed from ${p.sku}.`);
    expect(res.json().product.images).toEqual(p.images);
    for (const w of PRODUCT_IMAGE_WIDTHS) {
      expect(await t.app.fileStore.get(`${folder}${w}.jpg`)).toBeNull();
      expect(await t.app.fileStore.get(`${folder}${w}.webp`)).toBeNull();
    }
    expect((await media(fresh)).statusCode).toBe(404);
    // The same list again is no change: no new version, no audit entry.
    const same = await arrange(res.json().product, p.images, up.version + 1);
    expect(same.json()).toMatchObject({ message: 'Nothing to save: the images are as you left them.', product: { version: up.version + 1 } });
  });

  it('two changes naming the same version: exactly one wins, the other gets 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const p = await createProduct();
      const answers = await Promise.all([arrange(p, [...p.images].reverse(), p.version), arrange(p, p.images.slice(1), p.version, admin)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await rowOf(p.id)).version).toBe(p.version + 1);
    }
  });
});

describe('with the files in the database (FILE_STORAGE=database, as on several machines)', () => {
  it('stores every size as a row, serves the WebP from it, and deletes the rows when the image is removed', async () => {
    const d = await buildTestApp({ fileStorage: 'database' });
    try {
      const staff = await createStaffMember(d.db, 'catalogue');
      const [cat] = await d.db.insert(categories).values({ slug: `img-dbcat-${Date.now()}`, title: 'Image DB Test' }).returning();
      const [brand] = await d.db.insert(brands).values({ slug: `img-dbbrand-${Date.now()}`, brandName: 'Imagedbco' }).returning();
      const created = await d.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: staff.auth,
        payload: { sku: `IMGDB-${Date.now()}`, product_name: 'Dbview Monitor', model_number: 'DV-1', category_id: String(cat.id), brand_id: String(brand.id), price: '9999', gst_rate: '18', hsn_code: '852852', stock_quantity: '1', short_description: 'A monitor.', long_description: '<p>Ok.</p>', is_active: true },
      });
      const p: Product = created.json().product;
      const body = multipart({ data: await png(300, 200), filename: 'a.png', type: 'image/png' }, { version: String(p.version) });
      const up = await d.app.inject({ method: 'POST', url: `/api/admin/products/${p.id}/images`, headers: { ...staff.auth, ...body.headers }, payload: body.payload });
      expect(up.statusCode).toBe(200);
      const after: Product = up.json().product;
      const path = after.images.at(-1)!;
      const folder = path.slice(0, -'1200.jpg'.length);
      const rows = async () => (await d.db.select({ key: storedFiles.key }).from(storedFiles).where(like(storedFiles.key, `${folder}%`))).map((r) => r.key).sort();
      expect(await rows()).toHaveLength(PRODUCT_IMAGE_WIDTHS.length * 2);
      const served = await d.app.inject({ url: `/media/${path}`, headers: { accept: 'image/webp,*/*' } });
      expect({ status: served.statusCode, type: served.headers['content-type'] }).toEqual({ status: 200, type: 'image/webp' });
      const removed = await d.app.inject({ method: 'PUT', url: `/api/admin/products/${p.id}/images`, headers: staff.auth, payload: { images: p.images, version: after.version } });
      expect(removed.statusCode).toBe(200);
      expect(await rows()).toEqual([]);
    } finally {
      await d.close();
    }
  });
});
