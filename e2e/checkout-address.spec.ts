// Checkout ships where this order goes: the demo customer (the company's Admin) adds a shipping
// address in Karnataka from the checkout, picks it for this order, sees the tax switch between
// CGST + SGST and IGST, and orders; the order and its tax invoice ship to Karnataka, while the
// address book's default stays the Maharashtra address.
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pdfText } from '../server/test/pdfText';
import { PORT } from './playwright.config';
import { DEMO, apiLogin, giveDemoCredit, seriousViolations, shoot, startSignedIn, storeCli } from './support';

test.beforeAll(() => giveDemoCredit(PORT));

type Session = Awaited<ReturnType<typeof apiLogin>>;
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, accept: 'application/json' });

/** One networking product alone in the demo customer's cart. */
async function cartOfOne(request: APIRequestContext, baseURL: string, s: Session) {
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers: auth(s) })).json();
  for (const line of cart.carts as { id: string }[]) await request.post(`${baseURL}/api/delete-cart`, { headers: auth(s), form: { cart_id: line.id } });
  const free = await (await request.get(`${baseURL}/api/free-products-list`, { headers: auth(s) })).json();
  if (free.free_product) await request.post(`${baseURL}/api/remove-free-product`, { headers: auth(s), data: { product_id: free.free_product.id } });
  const list = await (await request.get(`${baseURL}/api/product-list`, { headers: auth(s), params: { category: 'networking', page: 1, itemsPerPage: 30 } })).json();
  const product = (list.data.data as { id: number; product_name: string; stock_quantity: number }[]).find((p) => p.stock_quantity >= 2);
  if (!product) throw new Error('no networking product with stock');
  expect((await request.post(`${baseURL}/api/add-to-cart`, { headers: auth(s), data: { product_id: product.id, quantity: 1 } })).ok()).toBe(true);
  return product;
}

const defaultShipping = async (request: APIRequestContext, baseURL: string, s: Session) => {
  const book = await (await request.get(`${baseURL}/api/shipping-address-list`, { headers: auth(s) })).json();
  return (book.shipping_addresses.data as { id: string; is_default: string; s_state: string }[]).find((a) => a.is_default === 'y');
};

test('the demo customer ships one order to another state without changing the default address', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  await cartOfOne(request, baseURL!, session);
  const before = await defaultShipping(request, baseURL!, session);
  expect(before?.s_state).toBe('Maharashtra');
  const street = `${Date.now() % 100000} Brigade Road`;

  await startSignedIn(page, session);
  await page.goto('/checkout');
  const shipTo = page.getByRole('group', { name: 'Ship this order to' });
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const totals = summary.locator('dl').filter({ hasText: 'Grand Total' });
  await expect(shipTo.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(totals).toContainText('CGST');
  await expect(totals).not.toContainText('IGST');

  // A new address in Karnataka, added from the checkout, not as the default: chosen at once.
  await shipTo.getByRole('button', { name: 'Add a new shipping address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Shipping Address' });
  await dialog.getByLabel(/Address Line 1/).fill(street);
  await dialog.getByLabel(/^City/).fill('Bengaluru');
  await dialog.getByLabel(/^State/).selectOption('Karnataka');
  await dialog.getByLabel(/^Pincode/).fill('560001');
  await dialog.getByLabel(/^Phone/).fill('9123456781');
  await expect(dialog.getByRole('checkbox', { name: 'Use as my default address' })).not.toBeChecked();
  // The picker and the dialog over it (checked before the saved toast, which axe measures mid-fade).
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();
  const karnataka = shipTo.getByRole('radio', { name: new RegExp(street) });
  await expect(karnataka).toBeChecked();
  await expect(totals).toContainText('IGST');
  await expect(totals).not.toContainText('CGST');
  await shoot(page, 'checkout-address');

  // Back to the Maharashtra address and again to Karnataka: the tax follows each time.
  await shipTo.getByRole('radio', { name: /Default/ }).check();
  await expect(totals).toContainText('CGST');
  await expect(totals).not.toContainText('IGST');
  await karnataka.check();
  await expect(totals).toContainText('IGST');
  const total = (await summary.locator('.totals__grand dd').textContent())!.trim();

  await page.getByRole('radio', { name: /^Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success\/[^/]+$/);
  const orderNumber = decodeURIComponent(page.url().split('/order-success/')[1]);

  // The order ships to Karnataka, with IGST.
  await page.goto(`/order-details/${encodeURIComponent(orderNumber)}`);
  const shipped = page.getByRole('region', { name: 'Shipping Address' });
  await expect(shipped).toContainText(street);
  await expect(shipped).toContainText('Karnataka');
  await expect(page.getByLabel('Order summary')).toContainText(`Grand Total${total}`);
  await expect(page.getByLabel('Order summary')).toContainText('IGST');

  // The book's default is still the Maharashtra address.
  expect((await defaultShipping(request, baseURL!, session))?.id).toBe(before!.id);
  await page.goto('/shipping-address');
  await expect(page.getByRole('row', { name: /Default/ })).not.toContainText(street);
  await expect(page.getByRole('row', { name: new RegExp(street) }).getByRole('button', { name: /Make address .* the default/ })).toBeVisible();

  // Approved by the store, its tax invoice names Karnataka as the place of supply.
  expect(storeCli(PORT, 'order-status', orderNumber, 'approved')).toContain(`Order ${orderNumber}: pending -> approved.`);
  await page.goto(`/order-details/${encodeURIComponent(orderNumber)}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Invoice' }).click()]);
  const text = pdfText(fs.readFileSync(await download.path())).replace(/\s+/g, ' ');
  for (const expected of [orderNumber, street, 'Place of supply: Karnataka (29)', 'IGST']) expect(text).toContain(expected);
});
