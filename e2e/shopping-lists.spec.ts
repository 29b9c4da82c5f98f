// Shopping lists, for the buyer: a list made from the product page, opened, added to the
// cart in one step, and the cart showing the items; axe on the pages and the dialog. With
// SCREENSHOT_DIR=<dir>, the lists page, a list and the dialog are photographed at 1366 and 390 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_RATE_PRODUCT, apiLogin, seriousViolations, shoot, startSignedIn } from './support';

type Session = Awaited<ReturnType<typeof apiLogin>>;
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, accept: 'application/json' });

async function emptyCart(request: APIRequestContext, baseURL: string, s: Session) {
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers: auth(s) })).json();
  for (const line of cart.carts as { id: string }[]) {
    await request.post(`${baseURL}/api/delete-cart`, { headers: auth(s), form: { cart_id: line.id } });
  }
}

test('a list made from the product page goes to the cart in one step', async ({ page, request, baseURL }) => {
  // Four axe passes and three pages on a shared, loaded machine.
  test.setTimeout(180_000);
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  await emptyCart(request, baseURL!, session);
  const listName = `Office refresh ${Date.now()}`;
  await startSignedIn(page, session);

  // The product page: 'Add to list' opens the dialog; a new list is named there.
  await page.goto(`/product/${DEMO_RATE_PRODUCT.slug}`);
  await page.getByRole('button', { name: 'Add to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'A new list' }).check();
  await dialog.getByLabel(/New list name/).fill(listName);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'shopping-list-dialog');
  await dialog.getByRole('button', { name: 'Add to list' }).click();
  await expect(page.getByText(`Added ${DEMO_RATE_PRODUCT.name} to "${listName}".`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The lists page, from the account menu.
  await page.goto('/my-account/shopping-lists');
  const link = page.getByRole('link', { name: listName });
  await expect(link).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'shopping-lists');

  // The list: the buyer's own rate, then all of it into the cart.
  await link.click();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: DEMO_RATE_PRODUCT.name }) });
  await expect(row).toContainText(DEMO_RATE_PRODUCT.rate);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'shopping-list');
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 of 1 product added to your cart.' })).toBeVisible();

  await page.getByRole('link', { name: 'View Cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: DEMO_RATE_PRODUCT.name }).first()).toBeVisible();

  await emptyCart(request, baseURL!, session);
});
