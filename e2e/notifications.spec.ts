// The bell: the demo customer places an order, the bell's unread count goes up, the panel lists
// the order's notification, and opening it marks it read and shows the order.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT } from './playwright.config';
import { DEMO, apiLogin, giveDemoCredit, seriousViolations, shoot, startSignedIn } from './support';

test.beforeAll(() => giveDemoCredit(PORT));

type Session = Awaited<ReturnType<typeof apiLogin>>;
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, accept: 'application/json' });

/** One networking product with stock in an otherwise empty cart of the demo customer. */
async function fillCart(request: APIRequestContext, baseURL: string, s: Session) {
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers: auth(s) })).json();
  for (const line of cart.carts as { id: string }[]) await request.post(`${baseURL}/api/delete-cart`, { headers: auth(s), form: { cart_id: line.id } });
  const free = await (await request.get(`${baseURL}/api/free-products-list`, { headers: auth(s) })).json();
  if (free.free_product) await request.post(`${baseURL}/api/remove-free-product`, { headers: auth(s), data: { product_id: free.free_product.id } });
  const list = (await (await request.get(`${baseURL}/api/product-list`, { headers: auth(s), params: { category: 'networking', page: 1, itemsPerPage: 30 } })).json()).data.data as {
    id: number;
    stock_quantity: number;
  }[];
  const product = list.find((p) => p.stock_quantity >= 5);
  if (!product) throw new Error('no networking product with stock');
  expect((await request.post(`${baseURL}/api/add-to-cart`, { headers: auth(s), data: { product_id: product.id, quantity: 1 } })).ok()).toBe(true);
}

test('the demo customer orders, the bell counts it, and its notification opens the order', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  // Start from nothing unread (earlier journeys of the demo customer leave notifications).
  expect((await request.post(`${baseURL}/api/notifications/read-all`, { headers: auth(session), data: {} })).ok()).toBe(true);
  await fillCart(request, baseURL!, session);
  await startSignedIn(page, session);

  await page.goto('/checkout');
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, none unread');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  const bellBox = await bell.boundingBox();

  await page.getByRole('radio', { name: /^Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success\/[^/]+$/);
  const orderNumber = decodeURIComponent(page.url().split('/order-success/')[1]);

  // The new page asks for the count again: one unread, and the header did not move for the badge.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  expect(await bell.boundingBox()).toEqual(bellBox);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('link', { name: new RegExp(`^Unread: Order ${orderNumber} placed`) });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('href', `/order-details/${encodeURIComponent(orderNumber)}`);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'notifications-panel');

  // Escape closes it and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();

  await bell.click();
  await panel.getByRole('link', { name: new RegExp(`Order ${orderNumber} placed`) }).click();
  await expect(page).toHaveURL(new RegExp(`/order-details/${encodeURIComponent(orderNumber)}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, none unread');

  // Read on the server too: after a reload the count is still none, and the row is marked read.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications, / })).toHaveAccessibleName('Notifications, none unread');
  const list = await (await request.get(`${baseURL}/api/notifications`, { headers: auth(session) })).json();
  expect(list.notifications.data[0]).toMatchObject({ kind: 'order_placed', title: `Order ${orderNumber} placed` });
  expect(list.notifications.data[0].read_at).not.toBeNull();
});

test('a visitor has a bell that leads to signing in and asks the server for no count', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/notifications')) asked.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Notifications: sign in to see yours' })).toHaveAttribute('href', '/signin');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
