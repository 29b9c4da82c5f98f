// For the buyer: a quick order from a pasted list of SKUs, and 'Order again' from an
// order's details. With E2E_SHOTS=<dir>, both pages are also photographed at 1366 and 390 px.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PORT } from './playwright.config';
import { giveDemoCredit, DEMO, apiLogin, startSignedIn } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

type Session = Awaited<ReturnType<typeof apiLogin>>;
interface Picked {
  id: number;
  sku: string;
  product_slug: string;
  product_name: string;
  stock_quantity: number;
  base_price: number;
  discount_price: number | null;
}

const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, accept: 'application/json' });

async function emptyCart(request: APIRequestContext, baseURL: string, s: Session) {
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers: auth(s) })).json();
  for (const line of cart.carts as { id: string }[]) {
    await request.post(`${baseURL}/api/delete-cart`, { headers: auth(s), form: { cart_id: line.id } });
  }
}

/** Two cheap accessories with stock to spare (the demo credit must cover the order). */
async function pickProducts(request: APIRequestContext, baseURL: string, s: Session): Promise<Picked[]> {
  const res = await request.get(`${baseURL}/api/product-list`, { headers: auth(s), params: { category: 'networking', page: 1, itemsPerPage: 30 } });
  const price = (p: Picked) => p.discount_price ?? p.base_price;
  const list = ((await res.json()).data.data as Picked[]).filter((p) => p.stock_quantity >= 10).sort((x, y) => price(x) - price(y));
  if (list.length < 2) throw new Error('not enough networking products with stock');
  return list.slice(0, 2);
}

/** The whole page, and the part under test on its own (readable at phone width). */
async function shoot(page: Page, name: string, part: Locator) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
    await part.screenshot({ path: path.join(dir, `${name}-${width}-part.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe.serial('filling the cart in one step', () => {
  let session: Session;
  let products: Picked[];

  test.beforeAll(async ({ request, baseURL }) => {
    session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
    await emptyCart(request, baseURL!, session);
    products = await pickProducts(request, baseURL!, session);
  });

  test('quick order from a pasted list: every row checked, the valid rows added together', async ({ page }) => {
    const [a, b] = products;
    await startSignedIn(page, session);
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('link', { name: 'Quick Order' })).toHaveAttribute('href', '/quick-order');
    // The account menu leads there too.
    await page.locator('.account__btn').click();
    await page.getByRole('menuitem', { name: 'Quick Order' }).click();
    await expect(page).toHaveURL(/\/quick-order$/);
    await expect(page).toHaveTitle(/^Quick Order · /);

    await page.getByRole('textbox', { name: 'SKU, quantity' }).fill(`${a.sku}, 2\n${b.sku.toLowerCase()};1\nNOPE-00000,1\n${a.sku},1.5\n${b.sku}\t2`);
    await page.getByRole('button', { name: 'Check list' }).click();

    const result = page.getByRole('region', { name: '3 of 5 rows can go to the cart' });
    await expect(result).toBeVisible();
    const rows = result.getByRole('row');
    await expect(rows.nth(1)).toContainText(a.product_name);
    await expect(rows.nth(1)).toContainText('Ready to add.');
    await expect(rows.nth(2)).toContainText('Same SKU as line 5: added together (3).');
    await expect(rows.nth(3)).toContainText('No product has this SKU.');
    await expect(rows.nth(4)).toContainText('Quantity must be a whole number of at least 1.');
    await shoot(page, 'quick-order', result);

    await result.getByRole('button', { name: 'Add 3 rows to cart' }).click();
    await expect(page.locator('.form-success__title')).toHaveText('2 products added to your cart.');
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.getByRole('link', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByLabel(`Quantity of ${a.product_name}`, { exact: true })).toHaveValue('2');
    await expect(page.getByLabel(`Quantity of ${b.product_name}`, { exact: true })).toHaveValue('3');
  });

  test("reorder from an order's details: its lines back in the cart, the badge follows", async ({ page, request, baseURL }) => {
    const [a] = products;
    // An order of the demo customer: cash on delivery, from the quick order's cart.
    const checkout = (await (await request.get(`${baseURL}/api/checkout`, { headers: auth(session) })).json()).data;
    const placed = await request.post(`${baseURL}/api/order-store`, {
      headers: auth(session),
      data: {
        billing_address_id: checkout.default_billing_address.id,
        shipping_address_id: checkout.default_shipping_address.id,
        payment_method: 'cash_on_delivery',
        idempotency_key: `e2e-reorder-${Date.now()}-abcdef`,
      },
    });
    expect(placed.ok()).toBe(true);
    const orderNumber = (await placed.json()).data.order_number as string;
    // The cart already holds one unit of a product of the order: the reorder merges into that line.
    await request.post(`${baseURL}/api/add-to-cart`, { headers: auth(session), data: { product_id: a.id, quantity: 1 } });

    await startSignedIn(page, session);
    await page.goto(`/order-details/${encodeURIComponent(orderNumber)}`);
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Order again' }).click();

    const result = page.getByRole('region', { name: '2 of 2 products added to your cart.' });
    await expect(result).toBeVisible();
    await expect(result.getByRole('listitem').filter({ hasText: a.product_name })).toContainText('Added 2 (your cart already held 1).');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await shoot(page, 'order-details-reorder', page.locator('.order-details__actions'));

    await result.getByRole('link', { name: 'Go to Cart' }).click();
    await expect(page.getByLabel(`Quantity of ${a.product_name}`, { exact: true })).toHaveValue('3');
  });
});
