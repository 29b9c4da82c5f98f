// The back office's figures: the demo customer places a cash-on-delivery order and Admin
// approves it (its tax invoice is today's sale); Finance opens /admin/figures, sees the sales chart
// with its table, downloads the sales CSV with today's invoice in it, and Sales is not offered the
// page. Axe finds nothing serious; screenshots in SCREENSHOT_DIR at 1366 and 390 px.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { indiaDay } from '../contracts/format';
import { gstinCheckChar } from '../contracts/gstin';
import { PORT } from './playwright.config';
import { giveDemoCredit, apiLogin, DEMO, seriousViolations, shoot, STAFF, staffSignIn } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

test.setTimeout(180_000);

test('Finance sees the sales chart and table, and downloads the figures as CSV', async ({ page, request, baseURL }) => {
  const base = baseURL as string;
  const customer = await apiLogin(request, base, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${customer.token}` };
  const list = await (await request.get(`${base}/api/product-list`, { headers, params: { category: 'networking', page: 1, itemsPerPage: 30 } })).json();
  const product = (list.data.data as { id: number; stock_quantity: number }[]).find((p) => p.stock_quantity >= 2);
  if (!product) throw new Error('no networking product with stock');
  expect((await request.post(`${base}/api/add-to-cart`, { headers, data: { product_id: product.id, quantity: 1 } })).ok()).toBe(true);
  const checkout = (await (await request.get(`${base}/api/checkout`, { headers })).json()).data;
  const placed = await request.post(`${base}/api/order-store`, {
    headers,
    data: {
      billing_address_id: checkout.default_billing_address.id,
      shipping_address_id: checkout.default_shipping_address.id,
      payment_method: 'cash_on_delivery',
      idempotency_key: `e2e-admin-figures-${Date.now()}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderNumber = (await placed.json()).data.order_number as string;
  const admin = await (await request.post(`${base}/api/admin/signin`, { data: { email: STAFF.admin.email, password: STAFF.admin.password } })).json();
  const adminHeaders = { authorization: `Bearer ${admin.token}` };
  const detail = await (await request.get(`${base}/api/admin/orders/${orderNumber}`, { headers: adminHeaders })).json();
  const approved = await request.post(`${base}/api/admin/orders/${orderNumber}/approve`, { headers: adminHeaders, data: { version: detail.data.version } });
  expect(approved.ok(), await approved.text()).toBe(true);

  // Sales may not read the figures (the server refuses; the navigation does not offer them).
  const sales = await (await request.post(`${base}/api/admin/signin`, { data: { email: STAFF.sales.email, password: STAFF.sales.password } })).json();
  expect((await request.get(`${base}/api/admin/figures`, { headers: { authorization: `Bearer ${sales.token}` } })).status()).toBe(403);

  await staffSignIn(page, STAFF.finance);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Figures' }).click();
  await expect(page.getByRole('heading', { name: 'Figures', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /Sales per day/ })).toBeVisible();
  await expect(page.getByText(/less the credit notes issued in it/)).toBeVisible();
  await expect(page.getByText('Net sales with GST')).toBeVisible();

  // The chart's table holds today's invoice.
  const today = indiaDay(new Date());
  await page.getByText('Sales per day as a table').click();
  const dayLabel = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(new Date(`${today}T00:00:00Z`));
  const row = page.getByRole('region', { name: 'Sales per day as a table' }).getByRole('row', { name: new RegExp(`^${dayLabel}\\b`) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').last()).not.toHaveText('₹0.00');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-figures');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV of sales per day' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^figures-sales-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}-by-day\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('period_start,invoices,credit_notes,taxable_value_inr,cgst_inr,sgst_inr,igst_inr,total_inr,credited_inr');
  const todayLine = csv.split('\r\n').find((l) => l.startsWith(`${today},`)) ?? '';
  expect(todayLine).toMatch(new RegExp(`^${today},[1-9]\\d*,\\d+,\\d+\\.\\d{2},`));

  // Grouped by month over this financial year.
  await page.getByRole('combobox', { name: 'Period' }).selectOption('this_fy');
  await page.getByRole('combobox', { name: 'Sales per' }).selectOption('month');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('img', { name: /Sales per month/ })).toBeVisible();
  await expect(page).toHaveURL(/period=this_fy/);
});

test('Admin changes the store name in Settings (a bad GSTIN is refused), sees it in the history, and puts it back', async ({ page }) => {
  await staffSignIn(page, STAFF.admin);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const name = page.getByLabel('Store name');
  const original = await name.inputValue();
  const gstin = page.getByLabel('GSTIN');
  const originalGstin = await gstin.inputValue();

  // A GSTIN of another state than the one chosen.
  await gstin.fill(`29AABCI4567K1Z${gstinCheckChar('29AABCI4567K1Z')}`);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/^The GSTIN starts with 29 \(Karnataka\), but the store’s state is/)).toBeVisible();
  await gstin.fill(originalGstin);

  await name.fill(`${original} (Mumbai)`);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText(/The settings were saved/);
  await expect(page.getByText(/Version 2,/)).toBeVisible();
  // In words, never the code the log stores.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Settings updated: ');
  await expect(history).not.toContainText('settings.update');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-settings');

  // Back as it was, for the other browser tests on this store.
  await page.getByLabel('Store name').fill(original);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/Version 3,/)).toBeVisible();
});
