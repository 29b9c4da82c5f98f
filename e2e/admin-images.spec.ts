// Product images in the back office: Catalogue uploads a PNG made in the test on the product form,
// moves it first with the keyboard-reachable Up button, and the storefront's product page shows it
// as the main image, served as WebP; removing it (after the confirm dialog) brings the old main
// image back. Axe finds nothing serious; screenshots at 1366 and 390 px go to SCREENSHOT_DIR.
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { seriousViolations, shoot, staffSignIn } from './support';

test.setTimeout(240_000);

const CATALOGUE = { email: 'catalogue@example.com', password: 'Catalogue@12345' };

/** A solid-colour PNG of the given size, written by hand (no image library in the browser tests). */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('Catalogue uploads an image, makes it the main image, and the storefront product page shows it', async ({ browser, page, request }) => {
  // A product of its own, made through the API as Catalogue (the form itself is admin-catalogue.spec.ts's).
  const signin = await request.post('/api/admin/signin', { data: CATALOGUE });
  const token = (await signin.json()).token as string;
  const auth = { authorization: `Bearer ${token}` };
  const [categories, brands] = await Promise.all([request.get('/api/admin/categories', { headers: auth }), request.get('/api/admin/brands', { headers: auth })]);
  const stamp = Date.now();
  const created = await request.post('/api/admin/products', {
    headers: auth,
    data: {
      sku: `IMG-E2E-${stamp}`,
      product_name: `Pixelpond ${stamp} Webcam`,
      model_number: `PP-${stamp}`,
      category_id: String((await categories.json()).categories.find((c: { parent_id: number | null }) => c.parent_id === null).id),
      brand_id: String((await brands.json()).brands[0].id),
      price: '2999',
      gst_rate: '18',
      hsn_code: '852580',
      stock_quantity: '25',
      short_description: 'A webcam.',
      long_description: '<p>Clear.</p>',
      is_active: true,
    },
  });
  expect(created.status()).toBe(200);
  const product = (await created.json()).product as { id: number; product_slug: string; images: string[] };

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, CATALOGUE);
  await page.goto(`/admin/products/${product.id}`);
  const images = page.getByRole('list', { name: /Images of Pixelpond/ });
  await expect(images.getByRole('listitem')).toHaveCount(3);

  // A file that is not an image, named .png, is refused with the reason.
  const upload = page.getByLabel('Add an image');
  await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>not a picture</body></html>') });
  await expect(page.getByRole('alert')).toContainText('not a JPEG, PNG or WebP image');
  await expect(images.getByRole('listitem')).toHaveCount(3);

  await upload.setInputFiles({ name: 'webcam.png', mimeType: 'image/png', buffer: solidPng(900, 600, [230, 90, 20]) });
  await expect(page.getByRole('status').filter({ hasText: 'Image added' })).toBeVisible();
  await expect(images.getByRole('listitem')).toHaveCount(4);

  // Image 4 moves to the top with the keyboard: focus stays on its Up button between moves.
  await images.getByRole('button', { name: 'Move image 4 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(images.getByRole('button', { name: 'Move image 3 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(images.getByRole('button', { name: 'Make image 2 the main image' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'reordered' })).toBeVisible();
  const first = images.getByRole('listitem').first();
  await expect(first.getByText('Main image')).toBeVisible();
  await expect(first.getByRole('img')).toHaveAttribute('src', /\/media\/uploads\/products\/[0-9a-f]{32}\/1200\.jpg$/);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-images-form');

  // The storefront: the product page's main image is the upload, and Chromium is given WebP.
  const webp = page.waitForResponse((r) => /\/media\/uploads\/products\//.test(r.url()) && r.status() === 200);
  await page.goto(`/product/${product.product_slug}`);
  const main = page.locator('.gallery__main img');
  await expect(main).toHaveAttribute('src', /\/media\/uploads\/products\/[0-9a-f]{32}\/1200\.jpg$/);
  const served = await webp;
  expect(served.headers()['content-type']).toBe('image/webp');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shoot(page, 'admin-images-storefront', [[1366, 900]]);

  // Removing it, after the confirm dialog, brings the product's first artwork back as the main image.
  await page.goto(`/admin/products/${product.id}`);
  await images.getByRole('button', { name: 'Remove image 1' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove image 1?' });
  await expect(dialog).toBeVisible();
  await shoot(page, 'admin-images-confirm', [[1366, 900]]);
  await dialog.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image removed' })).toBeVisible();
  await expect(images.getByRole('listitem')).toHaveCount(3);
  // A new visitor (this page's browser may reuse the product answer it cached, for CATALOGUE_SECONDS).
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await context.newPage();
  await visitor.goto(`/product/${product.product_slug}`);
  await expect(visitor.locator('.gallery__main img')).toHaveAttribute('src', new RegExp(`${product.images[0].replace(/[.]/g, '\\.')}$`));
  await context.close();
});
