// The store sells. The demo customer orders by cash on delivery against the credit, pays
// by card through the sandbox popup (cancel, fail, pay), and cancels an order.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PORT } from './playwright.config';
import { giveDemoCredit, DEMO, apiLogin, startSignedIn } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
const paise = (n: number) => Math.round(n * 100);

type Session = Awaited<ReturnType<typeof apiLogin>>;
interface PickedProduct {
  id: number;
  product_slug: string;
  product_name: string;
  stock_quantity: number;
}

const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, accept: 'application/json' });

/** Starts from an empty cart: earlier journeys of the demo customer may have left lines in it. */
async function emptyCart(request: APIRequestContext, baseURL: string, s: Session) {
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers: auth(s) })).json();
  for (const line of cart.carts as { id: string }[]) {
    await request.post(`${baseURL}/api/delete-cart`, { headers: auth(s), form: { cart_id: line.id } });
  }
  const free = await (await request.get(`${baseURL}/api/free-products-list`, { headers: auth(s) })).json();
  if (free.free_product) await request.post(`${baseURL}/api/remove-free-product`, { headers: auth(s), data: { product_id: free.free_product.id } });
}

/** A networking product with stock to spare: cheap enough for the credit, plentiful enough for two orders. */
async function pickProduct(request: APIRequestContext, baseURL: string, s: Session): Promise<PickedProduct> {
  const res = await request.get(`${baseURL}/api/product-list`, { headers: auth(s), params: { category: 'networking', page: 1, itemsPerPage: 30 } });
  const list = (await res.json()).data.data as PickedProduct[];
  const product = list.find((p) => p.stock_quantity >= 10);
  if (!product) throw new Error('no networking product with stock');
  return product;
}

async function stockOf(request: APIRequestContext, baseURL: string, s: Session, slug: string): Promise<number> {
  const res = await request.get(`${baseURL}/api/product-detail/${slug}`, { headers: auth(s) });
  return (await res.json()).data.stock_quantity as number;
}

async function addToCart(request: APIRequestContext, baseURL: string, s: Session, productId: number, quantity: number) {
  const res = await request.post(`${baseURL}/api/add-to-cart`, { headers: auth(s), data: { product_id: productId, quantity } });
  expect(res.ok()).toBe(true);
}

const headerWallet = async (page: Page) => rupees(await page.locator('.account__wallet').textContent());
const grandTotal = async (page: Page) => rupees(await page.getByRole('complementary', { name: 'Order summary' }).locator('.totals__grand dd').textContent());

test.describe.serial('the demo customer orders', () => {
  let session: Session;
  let product: PickedProduct;
  let creditBefore = 0;
  let stockBefore = 0;
  let codOrder = '';
  let codTotal = 0;

  test.beforeAll(async ({ request, baseURL }) => {
    session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
    await emptyCart(request, baseURL!, session);
    product = await pickProduct(request, baseURL!, session);
  });

  test('by cash on delivery: the order, the wallet debit and the lower credit in the header', async ({ page, request, baseURL }) => {
    await startSignedIn(page, session);
    stockBefore = await stockOf(request, baseURL!, session, product.product_slug);

    // From the product page into the cart, and from the cart to the checkout.
    await page.goto(`/product/${product.product_slug}`);
    await page.locator('.product__info').getByRole('button', { name: 'Increase quantity' }).click();
    await page.locator('.product__info').getByRole('button', { name: /^Add .* to cart$/ }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Go to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // The accordion: default addresses in Maharashtra (the store's state), so CGST + SGST.
    await expect(page.getByRole('button', { name: /Shipping Address/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ship this order to' }).getByRole('radio', { checked: true })).toHaveCount(1);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(product.product_name);
    await expect(summary).toContainText('CGST');
    await expect(summary).toContainText('SGST');
    await expect(summary).not.toContainText('IGST');

    creditBefore = await headerWallet(page);
    expect(creditBefore).toBeGreaterThan(0);
    codTotal = await grandTotal(page);
    expect(codTotal).toBeGreaterThan(0);

    const place = page.getByRole('button', { name: 'Place Order' });
    await expect(place).toBeDisabled();
    await page.getByLabel('Delivery instructions').fill('Deliver to the loading dock, gate 2.');
    await page.getByLabel('Purchase order number').fill('PO-E2E-1');
    await page.getByRole('radio', { name: /^Cash on Delivery/ }).check();
    await place.click();

    await expect(page).toHaveURL(/\/order-success\/[^/]+$/);
    codOrder = decodeURIComponent(page.url().split('/order-success/')[1]);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(`Your order number is ${codOrder}`)).toBeVisible();
    // The header follows: an empty cart, and the credit less the order.
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(page.locator('.account__wallet')).toHaveText(`Wallet ${inr.format((paise(creditBefore) - paise(codTotal)) / 100)}`);

    // My orders, and the order itself.
    await page.getByRole('link', { name: 'View Order Details' }).click();
    await expect(page.getByRole('heading', { name: `Order ${codOrder}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order information' })).toContainText('Cash on Delivery');
    await expect(page.getByRole('region', { name: 'Order information' })).toContainText('PO-E2E-1');
    await expect(page.getByRole('row', { name: new RegExp(literal(product.product_name)) })).toContainText('2');
    await expect(page.getByLabel('Order summary')).toContainText(`Grand Total${inr.format(codTotal)}`);
    await page.goto('/myorder');
    const row = page.getByRole('row', { name: new RegExp(literal(codOrder)) });
    await expect(row).toContainText(inr.format(codTotal));
    await expect(row).toContainText('Pending');

    // The wallet: a debit of the order's amount, and the new limit.
    await page.goto('/walletHistory');
    await expect(page.getByText(`Current Limit (${inr.format((paise(creditBefore) - paise(codTotal)) / 100)})`)).toBeVisible();
    const debit = page.getByRole('row', { name: new RegExp(literal(codOrder)) }).first();
    await expect(debit.getByRole('cell').nth(4)).toHaveText(inr.format(codTotal));

    expect(await stockOf(request, baseURL!, session, product.product_slug)).toBe(stockBefore - 2);
  });

  test('by card through the sandbox popup: cancelled, failed, then paid', async ({ page, request, baseURL }) => {
    await addToCart(request, baseURL!, session, product.id, 1);
    await startSignedIn(page, session);
    await page.goto('/checkout');
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(product.product_name);
    const creditNow = await headerWallet(page);
    const total = await grandTotal(page);
    await page.getByRole('radio', { name: /^Pay online/ }).check();
    const place = page.getByRole('button', { name: 'Place Order' });
    const popup = page.getByRole('dialog');

    // Closed without paying.
    await place.click();
    await expect(popup).toBeVisible();
    await expect(page.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    await popup.getByRole('button', { name: /^Cancel/ }).click();
    await expect(page.getByText('Payment cancelled.').first()).toBeVisible();
    await expect(popup).toBeHidden();

    // A failed payment creates no order.
    await place.click();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: /^Fail/ }).click();
    await expect(page.getByText('Payment failed. No order created.').first()).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);

    // Paid: the order, and the credit untouched (cards do not draw on it).
    await place.click();
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(inr.format(total));
    await popup.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/order-success\/[^/]+$/);
    const cardOrder = decodeURIComponent(page.url().split('/order-success/')[1]);
    expect(cardOrder).not.toBe(codOrder);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(page.locator('.account__wallet')).toHaveText(`Wallet ${inr.format(creditNow)}`);
    await page.getByRole('link', { name: 'View Order Details' }).click();
    await expect(page.getByRole('region', { name: 'Order information' })).toContainText('Online payment');

    // Exactly one order came of the three tries.
    await page.goto('/myorder');
    await expect(page.getByRole('row', { name: new RegExp(literal(cardOrder)) })).toHaveCount(1);
    const orders = await (await request.get(`${baseURL}/api/order-list`, { headers: auth(session), params: { page: 1 } })).json();
    expect((orders.data.orders.data as { order_number: string }[]).filter((o) => o.order_number !== codOrder).map((o) => o.order_number)).toContain(cardOrder);
    expect(orders.data.orders.total).toBeGreaterThanOrEqual(2);
  });

  test('cancels the cash order and gets the stock and the credit back', async ({ page, request, baseURL }) => {
    await startSignedIn(page, session);
    const stockOrdered = await stockOf(request, baseURL!, session, product.product_slug);
    await page.goto(`/order-details/${encodeURIComponent(codOrder)}`);
    await expect(page.getByRole('heading', { name: `Order ${codOrder}` })).toBeVisible();
    const creditOrdered = await headerWallet(page);

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    // The page asks first: confirm in the dialog.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('Order cancelled successfully').first()).toBeVisible();
    await expect(page.locator('.order-details__head .status')).toHaveText('Canceled');
    await expect(page).toHaveURL(/\/myorder$/, { timeout: 5000 });
    await expect(page.getByRole('row', { name: new RegExp(literal(codOrder)) })).toContainText('Canceled');

    // The credit is back in the header and in the wallet, as a credit line.
    await expect(page.locator('.account__wallet')).toHaveText(`Wallet ${inr.format((paise(creditOrdered) + paise(codTotal)) / 100)}`);
    expect(paise(creditOrdered) + paise(codTotal)).toBe(paise(creditBefore));
    await page.goto('/WalletHistory');
    await expect(page.getByText(`Current Limit (${inr.format(creditBefore)})`)).toBeVisible();
    const lines = page.getByRole('row', { name: new RegExp(literal(codOrder)) });
    await expect(lines).toHaveCount(2);
    await expect(lines.first().getByRole('cell').nth(3)).toHaveText(inr.format(codTotal)); // newest first: the credit

    // The stock is back.
    expect(await stockOf(request, baseURL!, session, product.product_slug)).toBe(stockOrdered + 2);
    expect(stockOrdered + 2).toBe(stockBefore - 1); // the card order keeps its unit
  });
});

/** A regular expression matching `text` literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
