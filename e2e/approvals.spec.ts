// Approvals in the browser: the demo company's Admin invites a Buyer from Team (the mailed
// link), sets the approval rule; the Buyer's cash-on-delivery order above it is sent for approval and
// the Admin approves it on /my-account/approvals, after which it is in My Orders. Then a card order:
// sent for approval at checkout, approved (awaiting payment), paid by the Buyer from the approvals
// page through the sandbox popup, and in My Orders once. The rule is removed at the end (the store is
// shared by the specs). axe on the approvals page; with SCREENSHOT_DIR=<dir>, photographs at 1366 and 390 px.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PORT } from './playwright.config';
import { DEMO, apiLogin, giveDemoCredit, latestMailedLink, seriousViolations, shoot, startSignedIn } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

type Session = Awaited<ReturnType<typeof apiLogin>>;
const auth = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const latestLink = (email: string, link: RegExp) => latestMailedLink(PORT, email, link);

/** Starts from an empty cart (the company's one cart: earlier journeys may have left lines in it). */
async function emptyCart(request: APIRequestContext, baseURL: string, token: string) {
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers: auth(token) })).json();
  for (const line of cart.carts as { id: string }[]) {
    await request.post(`${baseURL}/api/delete-cart`, { headers: auth(token), form: { cart_id: line.id } });
  }
  const free = await (await request.get(`${baseURL}/api/free-products-list`, { headers: auth(token) })).json();
  if (free.free_product) await request.post(`${baseURL}/api/remove-free-product`, { headers: auth(token), data: { product_id: free.free_product.id } });
}

interface Product {
  id: number;
  product_name: string;
  stock_quantity: number;
}

/** A networking product with stock to spare. */
async function pickProduct(request: APIRequestContext, baseURL: string, token: string): Promise<Product> {
  const res = await request.get(`${baseURL}/api/product-list`, { headers: auth(token), params: { category: 'networking', page: 1, itemsPerPage: 30 } });
  const product = ((await res.json()).data.data as Product[]).find((p) => p.stock_quantity >= 10);
  if (!product) throw new Error('no networking product with stock');
  return product;
}

/** The Buyer fills the cart with one line and opens the checkout. */
async function toCheckout(page: Page, request: APIRequestContext, baseURL: string, token: string, product: Product) {
  await emptyCart(request, baseURL, token);
  const added = await request.post(`${baseURL}/api/add-to-cart`, { headers: auth(token), data: { product_id: product.id, quantity: 1 } });
  expect(added.ok()).toBe(true);
  await page.goto('/checkout');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(product.product_name);
}

/** Opens the invitation in a browser of its own, sets the password and lands signed in. */
async function accept(browser: Browser, baseURL: string, email: string, name: string) {
  // Mails are sent by the store's job queue, a moment after the answer.
  await expect.poll(() => latestLink(email, /https?:\/\/\S+\/accept-invite\/[A-Za-z0-9_-]+/)).not.toBeNull();
  const link = latestLink(email, /https?:\/\/\S+\/accept-invite\/[A-Za-z0-9_-]+/);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(new URL(link!).pathname);
  await page.getByLabel(/^Your Name/).fill(name);
  await page.getByLabel(/^Password/).fill('Welcome#2026');
  await page.getByLabel(/^Confirm Password/).fill('Welcome#2026');
  await page.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  return { page, context, token: token ?? '' };
}

/** The request's card on the approvals page: the newest of `who`'s (the list shows those waiting first, newest first). */
const requestCard = (page: Page, who: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(`by ${literal(who)}$`) }) }).first();

test('a Buyer\'s orders above the rule wait for the Admin: cash on delivery placed on approval, a card order paid after approval', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const buyerEmail = `approvals.buyer.${stamp}@demo.example`;
  const buyerName = 'Bina Buyer';
  const admin: Session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  await startSignedIn(page, admin);

  // Team: the Admin invites a Buyer, who accepts the mailed invitation.
  await page.goto('/setting');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel(/^Email/).fill(buyerEmail);
  await dialog.getByLabel(/^Name/).fill(buyerName);
  await dialog.getByLabel(/^Role/).selectOption({ label: (await dialog.getByRole('option', { name: /^Buyer/ }).textContent()) ?? '' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${buyerEmail}.`)).toBeVisible();
  const buyer = await accept(browser, baseURL!, buyerEmail, buyerName);

  // The Admin sets the rule: a Buyer's order above ₹1 needs approval.
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Approvals' }).click();
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await page.getByLabel(/^Orders above/).fill('1');
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('Approval rule saved.').first()).toBeVisible();

  try {
    const product = await pickProduct(request, baseURL!, buyer.token);

    // 1. Cash on delivery: sent for approval, approved by the Admin, placed.
    await toCheckout(buyer.page, request, baseURL!, buyer.token, product);
    await buyer.page.getByRole('radio', { name: /^Cash on Delivery/ }).check();
    await buyer.page.getByRole('button', { name: 'Place Order' }).click();
    await expect(buyer.page).toHaveURL(/\/my-account\/approvals$/);
    const sentCod = requestCard(buyer.page, 'you');
    await expect(sentCod).toContainText('Waiting for approval');
    await expect(sentCod).toContainText('Cash on delivery');
    await shoot(buyer.page, 'approvals-buyer-pending');

    await page.reload();
    const codCard = requestCard(page, buyerName);
    await expect(codCard).toContainText('Waiting for approval');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'approvals-admin-pending');
    await codCard.getByRole('button', { name: 'Approve and place order' }).click();
    await expect(page.getByText(/^Approved: the order has been placed\. Order /).first()).toBeVisible();
    await expect(codCard.getByText('Approved', { exact: true })).toBeVisible();
    const codOrder = (await codCard.getByRole('link').first().textContent())?.trim() ?? '';
    expect(codOrder).not.toBe('');
    await page.goto('/myorder');
    await expect(page.getByRole('row', { name: new RegExp(literal(codOrder)) })).toHaveCount(1);

    // 2. Card: sent for approval instead of paid, approved (awaiting payment), paid by the Buyer.
    await toCheckout(buyer.page, request, baseURL!, buyer.token, product);
    await buyer.page.getByRole('radio', { name: /^Pay online/ }).check();
    await buyer.page.getByRole('button', { name: 'Place Order' }).click();
    await expect(buyer.page).toHaveURL(/\/my-account\/approvals$/);
    await expect(requestCard(buyer.page, 'you')).toContainText('Card, paid after approval');
    await expect(requestCard(buyer.page, 'you')).toContainText('Waiting for approval');

    await page.goto('/my-account/approvals');
    const cardRequest = requestCard(page, buyerName);
    await expect(cardRequest).toContainText('Card, paid after approval');
    await cardRequest.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('Approved: the buyer has been mailed a link to pay; the order is placed when it is paid.').first()).toBeVisible();
    await expect(cardRequest).toContainText('Approved — awaiting payment');
    // The Buyer is mailed the page to pay on.
    await expect.poll(() => latestLink(buyerEmail, /https?:\/\/\S+\/my-account\/approvals/)).not.toBeNull();

    await buyer.page.reload();
    const toPay = requestCard(buyer.page, 'you');
    await expect(toPay).toContainText('Approved — awaiting payment');
    const payButton = toPay.getByRole('button', { name: /^Pay ₹/ });
    await expect(payButton).toBeVisible();
    expect(await seriousViolations(buyer.page)).toEqual([]);
    await shoot(buyer.page, 'approvals-buyer-awaiting-payment');
    await payButton.click();
    const popup = buyer.page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: /^Pay/ }).click();
    await expect(buyer.page.getByText(/^Order placed successfully: order /).first()).toBeVisible();
    await expect(toPay.getByText('Approved', { exact: true })).toBeVisible();
    const cardOrder = (await toPay.getByRole('link').first().textContent())?.trim() ?? '';
    expect(cardOrder).not.toBe('');
    expect(cardOrder).not.toBe(codOrder);
    await shoot(buyer.page, 'approvals-buyer-paid');

    await buyer.page.goto('/myorder');
    await expect(buyer.page.getByRole('row', { name: new RegExp(literal(cardOrder)) })).toHaveCount(1);
    await buyer.page.getByRole('row', { name: new RegExp(literal(cardOrder)) }).getByRole('link').first().click();
    await expect(buyer.page.getByRole('region', { name: 'Order information' })).toContainText('Online payment');
  } finally {
    // The store is shared by the specs: the demo company orders without approval again.
    await request.post(`${baseURL}/api/approvals/rule`, { headers: auth(admin.token), data: { threshold: '' } });
    await buyer.context.close();
  }
});
