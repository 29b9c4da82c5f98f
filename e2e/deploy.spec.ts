// A tab opened before a deploy asks for a page chunk the new build no longer has. The
// server answers a plain 404 (never HTML); the storefront reloads once into the new build, and if
// the chunk is still missing says so with a Reload button rather than showing a blank page.
import { expect, test, type Page } from '@playwright/test';

const PRODUCT_CHUNK = /\/assets\/page-product\.[0-9a-f]+\.js$/;

/** Sends the product page's chunk request to a file that does not exist on the real server. */
async function removeProductChunk(page: Page, times?: number) {
  await page.route(PRODUCT_CHUNK, (route) => route.continue({ url: new URL('/assets/page-product.0000000000.js', route.request().url()).href }), { times });
}

async function openFirstProductFromShop(page: Page): Promise<string> {
  await page.goto('/shop');
  const link = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  return name;
}

test('the server answers a missing chunk with a plain 404, not the storefront page', async ({ request }) => {
  const res = await request.get('/assets/page-product.0000000000.js');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).not.toMatch(/html/);
});

test('a page whose chunk was removed by a deploy reloads once into a working page', async ({ page }) => {
  await removeProductChunk(page, 1);
  const name = await openFirstProductFromShop(page);

  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const navigation = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
  expect(navigation).toBe('reload');
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
});

test('a chunk still missing after the reload shows a message with a Reload button', async ({ page }) => {
  await removeProductChunk(page);
  const name = await openFirstProductFromShop(page);

  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  // The shell stays: the visitor can still navigate away.
  await expect(page.getByRole('banner')).toBeVisible();

  // Once the new build is in place, the button brings the page back.
  await page.unroute(PRODUCT_CHUNK);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
