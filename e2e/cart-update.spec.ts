// One quantity change on /cart is one request. /update-cart answers the priced line and
// the cart summary, which the page writes into its cart cache instead of refetching /cart-list.
import { expect, test } from '@playwright/test';
import { DEMO, apiLogin, startSignedIn } from './support';

type Session = Awaited<ReturnType<typeof apiLogin>>;
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, accept: 'application/json' });

test('a quantity change on /cart costs one request, and the totals shown are the server cart', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers: auth(session) })).json();
  for (const line of cart.carts as { id: string }[]) await request.post(`${baseURL}/api/delete-cart`, { headers: auth(session), form: { cart_id: line.id } });
  const list = (await (await request.get(`${baseURL}/api/product-list`, { headers: auth(session), params: { category: 'networking', itemsPerPage: 30 } })).json()).data
    .data as { id: number; product_name: string; stock_quantity: number }[];
  const [first, second] = list.filter((p) => p.stock_quantity >= 10);
  for (const p of [first, second]) {
    expect((await request.post(`${baseURL}/api/add-to-cart`, { headers: auth(session), data: { product_id: p.id, quantity: 2 } })).ok()).toBe(true);
  }

  await startSignedIn(page, session);
  await page.goto('/cart');
  const row = page.getByRole('row').filter({ hasText: first.product_name });
  await expect(row.getByRole('spinbutton')).toHaveValue('2');
  await page.waitForLoadState('networkidle');

  const calls = { 'cart-list': 0, 'update-cart': 0 };
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/cart-list') calls['cart-list'] += 1;
    if (path === '/api/update-cart') calls['update-cart'] += 1;
  });
  await row.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(page.getByText('Cart updated').first()).toBeVisible();
  // Whatever would follow the answer (a refetch) has had its chance.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  console.log(`one quantity change: ${calls['update-cart']} request(s) to /api/update-cart, ${calls['cart-list']} to /api/cart-list`);
  expect(calls).toEqual({ 'cart-list': 0, 'update-cart': 1 });

  // The page shows what the server's cart says now, to the paisa: the line, subtotal, each tax and the total.
  const server = await (await request.get(`${baseURL}/api/cart-list`, { headers: auth(session) })).json();
  const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const changed = (server.carts as { product_id: number; quantity: number; line_total: number }[]).find((l) => l.product_id === first.id)!;
  expect(changed.quantity).toBe(3);
  await expect(row.getByRole('spinbutton')).toHaveValue('3');
  await expect(row.locator('td.num')).toHaveText(inr.format(changed.line_total));
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const shown = async (label: string | RegExp) => (await summary.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd').textContent())!.trim();
  expect({
    sub: await shown(/^Subtotal/),
    cgst: await shown('CGST'),
    sgst: await shown('SGST'),
    igst: await shown('IGST'),
    grand: await shown('Grand total'),
  }).toEqual({
    sub: inr.format(server.summary.sub_total),
    cgst: inr.format(server.summary.cgst_amount),
    sgst: inr.format(server.summary.sgst_amount),
    igst: inr.format(server.summary.igst_amount),
    grand: inr.format(server.summary.grand_total),
  });
});
