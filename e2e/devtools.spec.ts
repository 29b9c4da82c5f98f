// Redux DevTools on the production build, through a stand-in extension
// (src/test/fakeDevTools.ts): off unless the tab was opened with ?devtools, cart changes named
// cart/... with their product, the bearer token masked, and jumping through the history showing
// the cart and the quote list as they were.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { installFakeDevTools } from '../src/test/fakeDevTools';
import { DEMO, apiLogin, startSignedIn } from './support';

// Several page loads each; generous for a loaded machine.
test.describe.configure({ timeout: 180_000 });

type Session = Awaited<ReturnType<typeof apiLogin>>;
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, accept: 'application/json' });

const connections = (page: Page) => page.evaluate(() => window.__fakeDevTools!.connections.length);
const sentTypes = (page: Page) => page.evaluate(() => window.__fakeDevTools!.actions().map((a) => a.type));
const jumpTo = (page: Page, actionId: number) =>
  page.evaluate((id) => window.__fakeDevTools!.send({ type: 'DISPATCH', payload: { type: 'JUMP_TO_ACTION', actionId: id } }), actionId);

/** Requests for the DevTools settings chunk (src/app/devtools/options.ts). */
function devToolsChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/devtools\.[^/]*\.js$|\/devtools\.js$/.test(new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
}

test('DevTools is off on the production build unless the tab was opened with ?devtools, then stays on in that tab', async ({ page, context }) => {
  await context.addInitScript(installFakeDevTools);
  const chunks = devToolsChunkRequests(page);

  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Cart, / })).toBeVisible();
  expect(await connections(page)).toBe(0);
  expect(chunks).toEqual([]);

  await page.goto('/?devtools');
  await expect.poll(() => connections(page)).toBe(1);
  expect(await page.evaluate(() => window.__fakeDevTools!.connections[0])).toMatchObject({ name: 'IT Wholesale storefront', hasActionSanitizer: true, hasStateSanitizer: true });
  expect(chunks).toHaveLength(1);

  // Remembered for the tab: a reload, and another page without the parameter.
  await page.reload();
  await expect.poll(() => connections(page)).toBe(1);
  await page.goto('/shop');
  await expect.poll(() => connections(page)).toBe(1);

  // Another tab was not asked.
  const other = await context.newPage();
  await other.goto('/shop');
  await expect(other.getByRole('link', { name: /^Cart, / })).toBeVisible();
  expect(await connections(other)).toBe(0);
  await other.close();

  // ?devtools=off forgets it.
  await page.goto('/?devtools=off');
  await expect(page.getByRole('link', { name: /^Cart, / })).toBeVisible();
  expect(await connections(page)).toBe(0);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Cart, / })).toBeVisible();
  expect(await connections(page)).toBe(0);
});

async function cartWithOneLine(request: APIRequestContext, baseURL: string, s: Session) {
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers: auth(s) })).json();
  for (const line of cart.carts as { id: string }[]) await request.post(`${baseURL}/api/delete-cart`, { headers: auth(s), form: { cart_id: line.id } });
  const list = (await (await request.get(`${baseURL}/api/product-list`, { headers: auth(s), params: { category: 'networking', itemsPerPage: 30 } })).json()).data.data as {
    id: number;
    product_name: string;
    stock_quantity: number;
  }[];
  const product = list.find((p) => p.stock_quantity >= 10)!;
  expect((await request.post(`${baseURL}/api/add-to-cart`, { headers: auth(s), data: { product_id: product.id, quantity: 2 } })).ok()).toBe(true);
  return product;
}

test('cart and quote changes in DevTools: named, masked, and replayed by jumping', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const product = await cartWithOneLine(request, baseURL!, session);
  await page.addInitScript(installFakeDevTools);
  await startSignedIn(page, session);

  // The quote list: two products added from the listing, one removed on the quote page.
  await page.goto('/shop?category=networking&devtools');
  const quoteButtons = page.getByRole('button', { name: /: Add to Quote List$/ });
  const names: string[] = [];
  for (const i of [0, 1]) {
    const button = quoteButtons.first();
    names.push((await button.getAttribute('aria-label'))!.replace(/: Add to Quote List$/, ''));
    await button.click();
    await expect(page.getByTestId('quote-count')).toHaveText(String(i + 1));
  }
  await page.getByRole('link', { name: /^Quote list, / }).click();
  await page.getByRole('button', { name: `Remove ${names[1]}` }).click();
  await expect(page.getByTestId('quote-count')).toHaveText('1');

  // The cart: one quantity change, optimistic then confirmed.
  await page.getByRole('link', { name: /^Cart, / }).click();
  const row = page.getByRole('row').filter({ hasText: product.product_name });
  const qty = row.getByRole('spinbutton');
  await expect(qty).toHaveValue('2');
  const totalAt2 = (await row.locator('td.num').textContent())!;
  await row.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(page.getByText('Cart updated').first()).toBeVisible();
  await expect(qty).toHaveValue('3');
  const totalAt3 = (await row.locator('td.num').textContent())!;
  expect(totalAt3).not.toBe(totalAt2);

  // Named for what happened, with the endpoint and the product.
  const change = `(product ${product.id} × 3)`;
  await expect.poll(() => sentTypes(page)).toContain(`cart/updateCartQuantity/fulfilled ${change}`);
  const types = await sentTypes(page);
  const at = (type: string) => {
    const i = types.indexOf(type);
    expect(i, `${type} in ${types.join(', ')}`).toBeGreaterThan(0);
    return i;
  };
  const added = at('quotes/itemAdded');
  const removed = at('quotes/itemRemoved');
  const pending = at(`cart/updateCartQuantity/pending ${change}`);
  const optimistic = at(`cart/getCart/patched ${change}`);
  expect(added).toBeLessThan(removed);
  expect(removed).toBeLessThan(pending);
  expect(pending).toBeLessThan(optimistic);
  // No request of the cart is left as a bare api/... action.
  const bareCart = await page.evaluate(() =>
    window
      .__fakeDevTools!.actions()
      .filter((a) => ['getCart', 'updateCartQuantity'].includes((a as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName ?? ''))
      .filter((a) => !a.type.startsWith('cart/')),
  );
  expect(bareCart).toEqual([]);

  // The bearer token is in the store, never in what DevTools is sent.
  const leaks = await page.evaluate((token) => {
    const fake = window.__fakeDevTools!;
    const actions = fake.actions();
    return {
      inActions: JSON.stringify(actions).includes(token),
      inStates: actions.some((_a, i) => JSON.stringify(fake.sentState(i)).includes(token)),
      shownToken: (fake.sentState(actions.length - 1) as { auth: { token: string } }).auth.token,
    };
  }, session.token);
  expect(leaks).toEqual({ inActions: false, inStates: false, shownToken: '[masked]' });

  // Time travel: before the second quote line was removed, the quote list had two lines and the cart 2 units.
  await jumpTo(page, removed - 1);
  await expect(page.getByTestId('quote-count')).toHaveText('2');
  await expect(qty).toHaveValue('2');
  await expect(row.locator('td.num')).toHaveText(totalAt2);
  await jumpTo(page, removed);
  await expect(page.getByTestId('quote-count')).toHaveText('1');
  await expect(qty).toHaveValue('2');
  // The optimistic quantity, before the server answered.
  await jumpTo(page, optimistic);
  await expect(qty).toHaveValue('3');
  await expect(row.locator('td.num')).toHaveText(totalAt3);
  // Back to now.
  await jumpTo(page, types.length - 1);
  await expect(qty).toHaveValue('3');
  await expect(page.getByTestId('quote-count')).toHaveText('1');
});
