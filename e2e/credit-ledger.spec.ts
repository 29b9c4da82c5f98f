// The credit ledger in the browser: the demo company owes for cash-on-delivery orders;
// the buyer pays one online in the sandbox (the header's available credit comes back); Finance
// records an offline NEFT payment and the buyer's TDS under section 194Q in the back office,
// and the dues and available credit follow. Axe finds nothing serious; screenshots in SCREENSHOT_DIR.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT } from './playwright.config';
import { apiLogin, DEMO, seriousViolations, shoot, STAFF, staffSignIn, startSignedIn, storeCli } from './support';

test.setTimeout(180_000);

const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The demo customer places a cash-on-delivery order of one product and the store approves it (the invoice dates its due). */
async function codOrder(request: APIRequestContext, baseURL: string, headers: Record<string, string>, approve = true): Promise<string> {
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers })).json();
  for (const line of cart.carts as { id: string }[]) await request.post(`${baseURL}/api/delete-cart`, { headers, form: { cart_id: line.id } });
  const list = await (await request.get(`${baseURL}/api/product-list`, { headers, params: { page: 1, itemsPerPage: 60 } })).json();
  // The cheapest priced product in stock: a due well inside the demo company's credit.
  const price = (p: { base_price: number | null; discount_price: number | null }) => Number(p.discount_price ?? p.base_price ?? 0);
  const product = (list.data.data as { id: number; stock_quantity: number; base_price: number | null; discount_price: number | null }[])
    .filter((p) => p.stock_quantity > 5 && price(p) > 0)
    .sort((a, b) => price(a) - price(b))[0];
  if (!product) throw new Error('no product to order');
  expect((await request.post(`${baseURL}/api/add-to-cart`, { headers, data: { product_id: product.id, quantity: 1 } })).ok()).toBe(true);
  const checkout = (await (await request.get(`${baseURL}/api/checkout`, { headers })).json()).data;
  const placed = await request.post(`${baseURL}/api/order-store`, {
    headers,
    data: { billing_address_id: checkout.default_billing_address.id, shipping_address_id: checkout.default_shipping_address.id, payment_method: 'cash_on_delivery', idempotency_key: `e2e-credit-${Date.now()}` },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderNumber = (await placed.json()).data.order_number as string;
  if (approve) expect(storeCli(PORT, 'order-status', orderNumber, 'approved')).toMatch(/approved/);
  return orderNumber;
}

test('Finance records an offline NEFT payment and TDS against the dues in the back office', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
  const order = await codOrder(request, baseURL!, headers);
  const summary = (await (await request.get(`${baseURL}/api/credit`, { headers })).json()).data as { dues: { order_number: string; outstanding: number }[] };
  const due = summary.dues.find((d) => d.order_number === order)!;
  const tds = Math.round(due.outstanding * 0.001 * 100) / 100; // 0.1% under 194Q
  const neft = Math.round((due.outstanding - tds) * 100) / 100;

  await staffSignIn(page, STAFF.finance);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
  await page.getByLabel('Search accounts').fill('Demo Traders');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: /^All/ }).click();
  await page.getByRole('link', { name: 'Demo Traders Pvt Ltd' }).click();
  const card = page.getByRole('region', { name: 'Credit and dues' });
  await expect(card.getByRole('row').filter({ hasText: order })).toBeVisible();
  await shoot(page, 'admin-credit-card');

  // NEFT against this invoice, then the TDS the buyer withheld settles the rest of it.
  const form = card.getByRole('form', { name: 'Record a payment or TDS' });
  await form.getByLabel('UTR number').fill(`UTR${Date.now()}`);
  await form.getByLabel('The invoices I choose').check();
  const pick = form.getByRole('listitem').filter({ hasText: order });
  await pick.getByRole('checkbox').check();
  await pick.getByLabel(`Amount for ${order} (₹)`).fill(String(neft + 1_000_000));
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(pick.getByText(/outstanding; enter at most that/)).toBeVisible();
  await pick.getByLabel(`Amount for ${order} (₹)`).fill(String(neft));
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status')).toContainText(`recorded against ${order}`);

  await form.getByLabel('Received by').selectOption('tds');
  await form.getByLabel('TDS certificate number').fill(`TDS${Date.now()}`);
  await form.getByLabel('Date of deduction').fill(indiaToday());
  await form.getByLabel('The invoices I choose').check();
  await pick.getByRole('checkbox').check();
  await pick.getByLabel(`Amount for ${order} (₹)`).fill(String(tds));
  await form.getByRole('button', { name: 'Record TDS' }).click();
  await expect(page.getByRole('status')).toContainText(`TDS u/s 194Q`);
  await expect(card.getByRole('row').filter({ hasText: order })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('TDS u/s 194Q');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-credit-recorded');
});

test('the buyer pays a due online in the sandbox and the available credit comes back in the header', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
  const order = await codOrder(request, baseURL!, headers);
  const before = (await (await request.get(`${baseURL}/api/credit`, { headers })).json()).data as { available: number; dues: { order_number: string; outstanding: number }[] };
  const due = before.dues.find((d) => d.order_number === order)!;
  const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

  await startSignedIn(page, session);
  await page.goto('/my-account/credit');
  const pay = page.getByRole('form', { name: 'Pay dues online' });
  await expect(pay.getByText(order)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(inr.format(before.available));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'credit-pay-dues');

  await pay.getByRole('checkbox', { name: new RegExp(order) }).check();
  await pay.getByRole('button', { name: `Pay ${inr.format(due.outstanding)} online` }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText(inr.format(due.outstanding));
  await popup.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText(/Payment of .* received; settled/)).toBeVisible();
  await expect(pay.getByText(order)).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(inr.format(before.available + due.outstanding));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'credit-paid');
});
