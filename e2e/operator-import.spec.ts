// The operator imports products with `npm run store -- import-products` while the store
// runs; the new product is in the shop at once, with its price for a signed-in buyer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PORT } from './playwright.config';
import { DEMO, apiLogin, startSignedIn, storeCli } from './support';

const stamp = Date.now().toString(36);
const name = `Acer Veriton Import Test ${stamp} Desktop i7`;
const sku = `E2E-IMP-${stamp}`.toUpperCase();

test('an imported product appears in the shop with its price and specifications', async ({ page, request, baseURL }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-import-'));
  const file = path.join(dir, 'products.csv');
  fs.writeFileSync(
    file,
    '\ufeffsku,product_name,model_number,category,brand,base_price,discount_price,gst_rate,hsn_code,stock_quantity,short_description,specifications\r\n' +
      `${sku},"${name}",VX-${stamp},laptops,Acer,64999,59999,18,847150,7,"Compact desktop, with a 3-year warranty.","Processor: Intel Core i7 | Memory: 16GB DDR5"\r\n`,
  );
  try {
    const dry = storeCli(PORT, 'import-products', file, '--dry-run');
    expect(dry).toContain('1 would be created');
    expect(storeCli(PORT, 'import-products', file)).toMatch(/1 created, 0 updated, 0 unchanged/);
    expect(storeCli(PORT, 'import-products', file)).toMatch(/0 created, 0 updated, 1 unchanged/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).fill(`veriton import test ${stamp}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^1 Products? found$/)).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(name);
  await expect(card.locator('img').first()).toHaveJSProperty('complete', true);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/acer-veriton-import-test-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('tab', { name: 'SPECIFICATION' }).click();
  await expect(page.locator('.spec-table')).toContainText('Intel Core i7');

  // A signed-in buyer sees the imported prices.
  await startSignedIn(page, await apiLogin(request, baseURL!, DEMO.email, DEMO.password));
  await page.reload();
  await expect(page.locator('.product__info')).toContainText('₹59,999.00');
  await expect(page.locator('.product__info')).toContainText('₹64,999.00');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, 'imported-product.png') });
});
