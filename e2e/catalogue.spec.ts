// A visitor browses the catalogue without prices; the demo customer sees their rates.
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_RATE_PRODUCT, apiLogin, startSignedIn } from './support';

test('a visitor searches, filters, pages and opens a product without seeing a price', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Explore Our Trusted Partnerships' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Laptops' })).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Search products' });
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  await search.fill('aspire');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\?search=aspire/);
  await expect(page.getByText(/^\d+ Products found$/)).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText(/Aspire/i);
  await expect(page.locator('.grid')).toHaveClass(/grid--2/);

  // Clearing the box returns to the whole shop.
  await search.fill('');
  await expect(page).toHaveURL(/\/shop$/);

  await page.getByRole('button', { name: 'Laptops', exact: true }).click();
  await expect(page).toHaveURL(/category=laptops/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Laptops');
  const before = await page.getByText(/Products found$/).textContent();
  // The checkboxes follow the URL, so click and wait for the URL rather than check().
  await page.getByRole('checkbox', { name: /^Dell/ }).click();
  await expect(page).toHaveURL(/brands=dell/);
  await expect(page.getByText(/Products found$/)).not.toHaveText(before!);
  for (const meta of await page.locator('.card__meta').allTextContents()) expect(meta).toMatch(/Dell/i);

  await page.getByRole('checkbox', { name: /^Dell/ }).click();
  await expect(page).not.toHaveURL(/brands=/);
  await page.getByRole('navigation', { name: 'Product pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('navigation', { name: 'Product pages' }).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');

  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByText('Please log in to view details and add to cart.')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('₹');
  await page.getByRole('tab', { name: 'SPECIFICATION' }).click();
  await expect(page.locator('.spec-table tr').first()).toBeVisible();
});

test('the price list is hidden from a visitor by the API itself', async ({ request, baseURL }) => {
  const res = await request.get(`${baseURL}/api/product-detail/${DEMO_RATE_PRODUCT.slug}`);
  const body = await res.json();
  expect(body.data.base_price).toBeNull();
  expect(body.data.discount_price).toBeNull();
  expect(body.data.custom_rates).toBeNull();
});

test('the demo customer sees prices with their price-list rate', async ({ page, request, baseURL }) => {
  await startSignedIn(page, await apiLogin(request, baseURL!, DEMO.email, DEMO.password));
  await page.goto(`/product/${DEMO_RATE_PRODUCT.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_RATE_PRODUCT.name);
  const info = page.locator('.product__info');
  await expect(info.getByText(`Price: ${DEMO_RATE_PRODUCT.rate}`)).toBeVisible();
  await expect(info.locator('del')).toHaveText(DEMO_RATE_PRODUCT.discount);
  await expect(info.getByText('(This Price Only for you By Price List)')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Wallet ₹');

  await page.goto('/shop?category=laptops');
  await expect(page.getByLabel('Minimum price')).toBeVisible();
  await expect(page.getByText(`Price: ${DEMO_RATE_PRODUCT.rate}`)).toBeVisible();
});
