// The back office's Catalogue: Catalogue signs in, adds a product (category, brand, price and MRP,
// HSN, a description written in the rich-text editor, a specification), is told a bad HSN per
// field, edits the price, sets the stock inline, and a shopper finds the product through the
// storefront's search; Sales reads the list without the editing controls. Categories and Brands
// list their usage. Axe finds nothing serious; screenshots at 1366 and 390 px go to SHOTS_DIR.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp';

test.setTimeout(240_000);

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect({ url: page.url(), serious }).toEqual({ url: page.url(), serious: [] });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
}

const stamp = Date.now();
const name = `Quokkaview ${stamp} Monitor 27`;
const sku = `QV-${stamp}`;

test.describe.serial('back office catalogue', () => {
  test('Catalogue adds and edits a product, and the storefront finds it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'catalogue@example.com', 'Catalogue@12345');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add product' })).toBeVisible();
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await shots(page, 'list');

    await page.getByRole('link', { name: 'Add product' }).click();
    await expect(page.getByRole('heading', { name: 'Add a product' })).toBeVisible();
    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Model number').fill(`QV27-${stamp}`);
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Brand').selectOption({ index: 1 });
    await page.getByLabel('Price (₹, before GST)').fill('18999');
    await page.getByLabel('MRP (₹, optional)').fill('21999');
    await page.getByLabel('HSN code').fill('8528');
    await page.getByLabel('Stock', { exact: true }).fill('40');
    await page.getByLabel('Short description').fill('A 27-inch IPS office monitor.');
    const editor = page.getByRole('textbox', { name: 'Description', exact: true });
    await editor.click();
    await page.keyboard.type('Sharp picture for ');
    await page.getByRole('button', { name: 'Bold' }).click();
    // The editor takes the focus back and marks Bold as on; typing before that (a loaded machine) loses the mark.
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor).toBeFocused();
    await page.keyboard.type('long office days');
    await page.getByLabel('Title 1').fill('Panel');
    await page.getByLabel('Value 1').fill('IPS, 75 Hz');
    await page.getByRole('button', { name: 'Create product' }).click();
    // The contracts' message, on the field.
    await expect(page.getByText('HSN code must be 6 or 8 digits.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('HSN code').fill('852852');
    await page.getByRole('button', { name: 'Create product' }).click();

    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Created by Chitra Catalogue');
    await expect(editor.locator('strong')).toHaveText('long office days');
    await page.getByLabel('Price (₹, before GST)').fill('17499');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Product ${sku} saved.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Changed: price');

    const stock = page.getByRole('form', { name: `Stock of ${sku}` });
    await stock.getByLabel(`Stock of ${sku}`).fill('3');
    await stock.getByRole('button', { name: 'Save' }).click();
    await expect(stock.getByText(`Stock of ${sku} changed from 40 to 3.`)).toBeVisible();
    await expectNoSeriousViolations(page);
    await shots(page, 'form');

    // On the list: found by SKU, shown as low stock.
    await page.goto(`/admin/products?q=${sku}&low_stock=true`);
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByText('Page 1 of 1 · 1 product')).toBeVisible();

    // The storefront's next search has it, at the new price.
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill(`quokkaview ${stamp}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  });

  test('Categories and Brands list their usage; a used brand cannot be deleted', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'catalogue@example.com', 'Catalogue@12345');
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page);
    await shots(page, 'categories');

    await page.goto('/admin/brands');
    await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
    await page.getByLabel('New brand').fill(`Numbat ${stamp}`);
    await page.getByRole('button', { name: 'Add brand' }).click();
    await expect(page.getByText(`Brand Numbat ${stamp} added.`)).toBeVisible();
    await page.getByRole('button', { name: /^Delete / }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete brand' }).click();
    await expect(page.getByRole('alert')).toContainText(/cannot be deleted: \d+ products? uses? it/);
    await expectNoSeriousViolations(page);
    await shots(page, 'brands');
  });

  test('Sales reads the list without the editing controls', async ({ page }) => {
    await signIn(page, 'sales@example.com', 'Sales@12345');
    await page.goto(`/admin/products?q=${sku}`);
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add product' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: `Stock of ${sku}` })).toHaveCount(0);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });
});
