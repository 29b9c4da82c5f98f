// The product CSV import in the back office: Catalogue opens Import / export from Products, checks
// a file with a bad row (the error table names its line and column, nothing changes), checks a good
// file (the dry run's counts), imports it, and a shopper finds the product on the storefront. Then
// an account's price-list CSV, checked and applied the same way. Both run on the server's job
// queue: the page follows each to its outcome. Axe finds nothing serious; screenshots at 1366 and
// 390 px go to SCREENSHOT_DIR.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations, shoot, staffSignIn } from './support';

test.setTimeout(240_000);

const stamp = Date.now();
const sku = `IMPE2E-${stamp}`;
const name = `Wombatbook ${stamp} Business Laptop`;
const HEADER = 'sku,product_name,model_number,category,sub_category,brand,base_price,discount_price,gst_rate,stock_quantity';
const file = (row: string) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\r\n${row}\r\n`) });

test('Catalogue checks and imports a CSV in the browser, and the storefront lists the product', async ({ page }) => {
  await staffSignIn(page, { email: 'catalogue@example.com', password: 'Catalogue@12345' });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Import / export CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import and export products', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // A bad price: the check refuses the file and says where.
  await page.getByLabel('The product CSV file').setInputFiles(file(`${sku},${name},WB-${stamp},laptops,business-laptops,Acer,12a99,,18,7`));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('alert')).toContainText('1 of 1 rows have errors: the import would fail');
  const errors = page.getByRole('table', { name: 'Errors in the file, by line' });
  await expect(errors.getByRole('row').nth(1)).toContainText(`2${sku}base_price`);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-import-errors');

  // The corrected file: the dry run's counts, then the import.
  await page.getByLabel('The product CSV file').setInputFiles(file(`${sku},${name},WB-${stamp},laptops,business-laptops,Acer,42999,39999,18,7`));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('The file is ready: 1 row would give 1 new, 0 changed, 0 unchanged. Nothing has changed yet.')).toBeVisible();
  await expect(page.getByText(/Finished \(check\) · 100%/)).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 1 row: 1 new, 0 changed, 0 unchanged (products).')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-import-done');

  // The storefront's next search has it.
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(`wombatbook ${stamp}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});

test("Catalogue checks and applies an account's price-list CSV", async ({ page }) => {
  await staffSignIn(page, { email: 'catalogue@example.com', password: 'Catalogue@12345' });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: /^Approved/ }).click();
  await page.getByRole('link', { name: 'Demo Traders Pvt Ltd' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo Traders Pvt Ltd');
  await page.getByText('Upload a CSV of rates').click();

  const rates = (rate: string) => ({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(`sku,rate\r\nNOPE-${stamp},${rate}\r\n`) });
  // An unknown SKU: the check lists it and nothing changes.
  await page.getByLabel('The price-list CSV file').setInputFiles(rates('100'));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('alert')).toContainText('1 of 1 rows have errors: the import would fail');
  await expect(page.getByRole('table', { name: 'Errors in the file, by line' })).toContainText(`No product with the SKU NOPE-${stamp}.`);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // The account's own list, downloaded and uploaded back: checked, then applied, changing nothing.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const saved = await (await download).path();
  const rows = fs.readFileSync(saved, 'utf8').trim().split('\r\n').length - 1;
  expect(rows).toBeGreaterThan(0);
  const words = `${rows} ${rows === 1 ? 'row' : 'rows'}`;
  await page.getByLabel('The price-list CSV file').setInputFiles(saved);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText(`The file is ready: ${words} would give 0 new, 0 changed, ${rows} unchanged. Nothing has changed yet.`)).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(`Imported ${words}: 0 new, 0 changed, ${rows} unchanged (rates).`)).toBeVisible();
  await shoot(page, 'admin-price-list-import');
});

test('unsafe markup in a description is named by the check, removed on import, and never served', async ({ page, request, baseURL }) => {
  const markupSku = `IMPMK-${stamp}`;
  const markupName = `Quokkaboard ${stamp} Keyboard`;
  const description = '<p>Rugged <b>keys</b></p><script>alert(1)</script><img src="/img/k.png" onerror="alert(2)"><a href="javascript:alert(3)">spec sheet</a>';
  const csv = `${HEADER},long_description\r\n${markupSku},${markupName},QK-${stamp},laptops,business-laptops,Acer,1999,,18,5,"${description.replace(/"/g, '""')}"\r\n`;
  await staffSignIn(page, { email: 'catalogue@example.com', password: 'Catalogue@12345' });
  await page.goto('/admin/catalogue-import');
  await page.getByLabel('The product CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const cleaned = page.getByRole('status').filter({ hasText: 'Unsafe markup' });
  await expect(cleaned).toContainText('Unsafe markup will be removed from the long description of 1 row; the rest of each description is kept.');
  await expect(cleaned).toContainText(`Line 2 ${markupSku}`);
  await expect(cleaned).toContainText('<script>');
  await expect(cleaned).toContainText('javascript: link');
  await expect(cleaned).toContainText('onerror on <img>');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 1 row: 1 new, 0 changed, 0 unchanged (products).')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Unsafe markup' })).toContainText('Unsafe markup was removed from the long description of 1 row');

  // The storefront's answer for the product carries the description without any of it.
  const found = (await (await request.get(`${baseURL}/api/product-list`, { params: { search: markupSku, itemsPerPage: 10 } })).json()).data.data as { sku: string; product_slug: string }[];
  const slug = found.find((p) => p.sku === markupSku)!.product_slug;
  const served = (await (await request.get(`${baseURL}/api/product-detail/${slug}`)).json()).data.long_description as string;
  expect(served).toContain('Rugged <b>keys</b>');
  expect(served).toContain('spec sheet');
  expect(served).not.toMatch(/<script|onerror|javascript:/i);
});
