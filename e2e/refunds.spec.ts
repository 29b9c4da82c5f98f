// Money and documents after the sale. The demo customer pays by card (the sandbox
// provider, through the API), the store approves the order (tax invoice), the customer cancels it
// on the order's page, then sees the refund and its state and downloads the GST credit note.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../server/test/pdfText';
import { PORT } from './playwright.config';
import { giveDemoCredit, DEMO, apiLogin, startSignedIn, storeCli } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

test('the buyer sees the refund of a cancelled card order and downloads its credit note', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };

  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers })).json();
  for (const line of cart.carts as { id: string }[]) {
    await request.post(`${baseURL}/api/delete-cart`, { headers, form: { cart_id: line.id } });
  }
  const list = await (await request.get(`${baseURL}/api/product-list`, { headers, params: { category: 'networking', page: 1, itemsPerPage: 30 } })).json();
  const product = (list.data.data as { id: number; stock_quantity: number }[]).find((p) => p.stock_quantity >= 3);
  if (!product) throw new Error('no networking product with stock');
  expect((await request.post(`${baseURL}/api/add-to-cart`, { headers, data: { product_id: product.id, quantity: 2 } })).ok()).toBe(true);
  const checkout = (await (await request.get(`${baseURL}/api/checkout`, { headers })).json()).data;
  const addresses = { billing_address_id: checkout.default_billing_address.id, shipping_address_id: checkout.default_shipping_address.id };

  // Pay by card the way the popup does, then place the order with the signed payment.
  const po = (await (await request.post(`${baseURL}/api/create-razorpay-order`, { headers, data: { ...addresses, amount: Math.round(checkout.grand_total * 100) } })).json()).data;
  const paid = await (await request.post(`${baseURL}/api/payments/sandbox/pay`, { data: { order_id: po.rpo_number, outcome: 'success' } })).json();
  const placed = await request.post(`${baseURL}/api/order-store`, {
    headers,
    data: { ...addresses, payment_method: 'razorpay', idempotency_key: `e2e-refund-${Date.now()}-abcdef`, rpo_id: po.rpo_id, ...paid },
  });
  expect(placed.ok()).toBe(true);
  const orderNumber = (await placed.json()).data.order_number as string;
  expect(storeCli(PORT, 'order-status', orderNumber, 'approved')).toContain(`Order ${orderNumber}: pending -> approved.`);

  await startSignedIn(page, session);
  await page.goto(`/order-details/${orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Refunds and credit notes' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();

  const section = page.getByRole('region', { name: 'Refunds and credit notes' });
  const total = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(checkout.grand_total);
  const refunds = section.getByRole('list', { name: 'Refunds' });
  // The cancel writes the refund pending; the server's refund job sends it within moments.
  await expect(async () => {
    await page.goto(`/order-details/${orderNumber}`);
    await expect(refunds.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(refunds.getByText(`Refund of ${total}`)).toBeVisible();
  await expect(refunds.getByText(/Order cancelled by the customer\. Sent back to your card or account on/)).toBeVisible();
  // The invoice stays downloadable beside its credit note.
  await expect(page.getByRole('button', { name: 'Download Invoice' })).toBeVisible();

  const button = section.getByRole('button', { name: 'Download Credit Note' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^CN-\d{2}-\d{2}-\d{5}\.pdf$/);
  const noteNumber = download.suggestedFilename().replace(/\.pdf$/, '').replace(/^CN-(\d{2}-\d{2})-/, 'CN/$1/');
  expect(noteNumber.length).toBeLessThanOrEqual(16);
  const text = pdfText(fs.readFileSync(await download.path())).replace(/\s+/g, ' ');
  for (const expected of ['Credit Note', noteNumber, 'Against invoice: INV/', orderNumber, 'Place of supply: Maharashtra (27)', 'CGST credited', 'Total credited', 'Authorised signatory']) {
    expect(text).toContain(expected);
  }
});
