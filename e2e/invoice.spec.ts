// The GST tax invoice. The demo customer orders (cash on delivery, through the API), the
// store approves the order with `npm run store -- order-status`, and the customer downloads the
// invoice from the order's details page.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../server/test/pdfText';
import { PORT } from './playwright.config';
import { giveDemoCredit, DEMO, apiLogin, placeNetworkingCodOrder, startSignedIn, storeCli } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

test('the customer downloads the tax invoice once the store approves the order', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };

  // A fresh cart with one networking product, ordered cash on delivery.
  const orderNumber = await placeNetworkingCodOrder(request, baseURL!, headers, 'invoice');

  // Pending: no invoice yet.
  await startSignedIn(page, session);
  await page.goto(`/order-details/${orderNumber}`);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Invoice' })).toHaveCount(0);

  // The store approves it (the tool goes through the running store's operator API).
  expect(storeCli(PORT, 'order-status', orderNumber, 'approved')).toContain(`Order ${orderNumber}: pending -> approved.`);

  await page.reload();
  const button = page.getByRole('button', { name: 'Download Invoice' });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{2}-\d{2}-\d{5}\.pdf$/);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  const invoiceNumber = download.suggestedFilename().replace(/\.pdf$/, '').replace(/^INV-(\d{2}-\d{2})-/, 'INV/$1/');
  for (const expected of ['Tax Invoice', invoiceNumber, orderNumber, 'Place of supply: Maharashtra (27)', 'CGST', 'SGST', 'Nos', 'Amount in words']) {
    expect(text).toContain(expected);
  }
});
