// One staff session across the browser's tabs: Sales signs in once, opens five pending orders in
// five new tabs by their addresses (as a ctrl-click does) and approves each there; the session's
// token is an HttpOnly cookie no script can read. Signing out in one tab shows the sign-in page in
// every other tab at once, without a click there, and a tab opened afterwards lands on sign-in.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PORT } from './playwright.config';
import { apiLogin, DEMO, giveDemoCredit, STAFF, staffSignIn } from './support';

test.beforeAll(() => giveDemoCredit(PORT));
test.setTimeout(180_000);

/** The demo customer orders one networking product, cash on delivery (pending until approved); returns its number. */
async function placePendingOrder(request: APIRequestContext, headers: Record<string, string>, tag: string): Promise<string> {
  const cart = await (await request.get('/api/cart-list', { headers })).json();
  for (const line of cart.carts as { id: string }[]) await request.post('/api/delete-cart', { headers, form: { cart_id: line.id } });
  const list = await (await request.get('/api/product-list', { headers, params: { category: 'networking', page: 1, itemsPerPage: 30 } })).json();
  const product = (list.data.data as { id: number; stock_quantity: number }[]).find((p) => p.stock_quantity >= 2);
  if (!product) throw new Error('no networking product with stock');
  expect((await request.post('/api/add-to-cart', { headers, data: { product_id: product.id, quantity: 1 } })).ok()).toBe(true);
  const checkout = (await (await request.get('/api/checkout', { headers })).json()).data;
  const placed = await request.post('/api/order-store', {
    headers,
    data: {
      billing_address_id: checkout.default_billing_address.id,
      shipping_address_id: checkout.default_shipping_address.id,
      payment_method: 'cash_on_delivery',
      idempotency_key: `e2e-admin-tabs-${tag}-${Date.now()}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()).data.order_number as string;
}

const signInHeading = (tab: Page) => tab.getByRole('heading', { name: 'Staff sign-in' });

test('one sign-in serves five tabs; signing out in one signs out them all', async ({ page, request }) => {
  const customer = await apiLogin(request, '', DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${customer.token}`, accept: 'application/json' };
  const orders: string[] = [];
  for (let i = 0; i < 5; i += 1) orders.push(await placePendingOrder(request, headers, String(i)));

  await staffSignIn(page, STAFF.sales);
  const context = page.context();

  // The session is a cookie scripts cannot read, sent only to the back office's API.
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'staff_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
  const visible = await page.evaluate(() => JSON.stringify({ cookies: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } }));
  expect(visible).not.toContain(cookie.value);

  // Five tabs, each opened by its address: signed in already, no sign-in page on the way.
  const tabs: Page[] = [];
  for (const order of orders) {
    const tab = await context.newPage();
    await tab.goto(`/admin/orders/${order}`);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`Order ${order}`);
    await expect(tab.getByText('Suresh Sales')).toBeVisible();
    tabs.push(tab);
  }

  // Work in each tab: approve its order and see it saved (a change, so the CSRF token rides along).
  for (const [i, tab] of tabs.entries()) {
    await tab.bringToFront();
    await tab.getByRole('button', { name: 'Approve' }).click();
    await expect(tab.getByRole('status')).toHaveText(`Order ${orders[i]} approved.`);
    await expect(tab.getByRole('region', { name: 'History' })).toContainText('Status changed: Pending → Approved');
  }
  for (const order of orders) {
    const seen = (await (await request.get(`/api/order-detail/${order}`, { headers })).json()).data.order;
    expect(seen.status.status_title).toBe('approved');
  }

  // Sign out in the third tab: every tab shows the sign-in page, none of them touched.
  await tabs[2].bringToFront();
  await tabs[2].getByRole('button', { name: 'Sign out' }).click();
  await expect(signInHeading(tabs[2])).toBeVisible();
  for (const tab of [page, ...tabs]) await expect(signInHeading(tab)).toBeVisible({ timeout: 3_000 });
  // No idle-time-out excuse is given: the member signed out.
  await expect(tabs[0].getByText(/without activity/)).toHaveCount(0);
  expect((await context.cookies()).filter((c) => c.name === 'staff_session')).toEqual([]);

  // A tab opened afterwards lands on sign-in too; signing in there brings it to the order.
  const late = await context.newPage();
  await late.goto(`/admin/orders/${orders[0]}`);
  await expect(signInHeading(late)).toBeVisible();
  await late.getByLabel('Email').fill(STAFF.sales.email);
  await late.getByLabel('Password').fill(STAFF.sales.password);
  await late.getByRole('button', { name: 'Sign in' }).click();
  await expect(late.getByRole('heading', { level: 1 })).toHaveText(`Order ${orders[0]}`);
  // ...and the tabs left on the sign-in page follow, each back to the address it had.
  await expect(tabs[1].getByRole('heading', { level: 1 })).toHaveText(`Order ${orders[1]}`);
});
