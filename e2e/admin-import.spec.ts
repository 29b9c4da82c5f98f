// The product CSV import in the back office: Catalogue opens Import / export from Products, checks
// a file with a bad row (the error table names its line and column, nothing changes), checks a good
// file (the dry run's counts), imports it, and a shopper finds the product on the storefront.
// Axe finds nothing serious; screenshots at 1366 and 390 px go to SCREENSHOT_DIR.
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
