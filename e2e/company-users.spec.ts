// The company admin's Team: the demo company's admin invites a buyer and a viewer from the
// Team page, each opens the mailed link, sets a password and is signed in; the server refuses the
// viewer's cart write; the admin disables the buyer, whose next call signs them out. axe on the Team
// page, the invite dialog and the acceptance page. With SCREENSHOT_DIR=<dir>, those are photographed
// at 1366 and 390 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PORT } from './playwright.config';
import { DEMO, DEMO_RATE_PRODUCT, STAFF, apiLogin, latestMailedLink, seriousViolations, shoot, staffSignIn, startSignedIn } from './support';

const latestInvitation = (email: string) => latestMailedLink(PORT, email, /https?:\/\/\S+\/accept-invite\/[A-Za-z0-9_-]+/);

async function invite(page: Page, email: string, name: string, role: RegExp, orderLimit = '') {
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Role/).selectOption({ label: (await dialog.getByRole('option', { name: role }).textContent()) ?? '' });
  if (orderLimit) await dialog.getByLabel(/Order limit/).fill(orderLimit);
  return dialog;
}

/** Opens the invitation in a browser of its own, sets the password and lands signed in. */
async function accept(browser: Browser, baseURL: string, email: string, name: string, withChecks = false) {
  // Mails are sent by the store's job queue, a moment after the answer.
  await expect.poll(() => latestInvitation(email)).not.toBeNull();
  const link = latestInvitation(email);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { name: "Join your company's account" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel(/^Your Name/).fill(name);
  await page.getByLabel(/^Password/).fill('Welcome#2026');
  await page.getByLabel(/^Confirm Password/).fill('Welcome#2026');
  if (withChecks) {
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'accept-invite');
  }
  await page.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  return { page, context, token: token ?? '' };
}

test('the admin invites a buyer and a viewer, who accept and sign in; the viewer cannot buy; a disabled buyer is signed out', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const buyerEmail = `buyer.${stamp}@demo.example`;
  const viewerEmail = `viewer.${stamp}@demo.example`;
  await startSignedIn(page, await apiLogin(request, baseURL!, DEMO.email, DEMO.password));

  // The admin's account menu leads to the Team page.
  await page.goto('/setting');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();

  const dialog = await invite(page, buyerEmail, 'Ravi Buyer', /^Buyer/, '50000');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'team-invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${buyerEmail}.`)).toBeVisible();
  await (await invite(page, viewerEmail, 'Vani Viewer', /^Viewer/)).getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${viewerEmail}.`)).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText(buyerEmail)).toBeVisible();
  await expect(pending.getByText(viewerEmail)).toBeVisible();

  // Each accepts in a browser of their own and is signed in.
  const buyer = await accept(browser, baseURL!, buyerEmail, 'Ravi Kumar', true);
  const viewer = await accept(browser, baseURL!, viewerEmail, 'Vani Rao');

  // The viewer sees prices but no Add to Cart (their role cannot buy) ...
  await viewer.page.goto(`/product/${DEMO_RATE_PRODUCT.slug}`);
  // The related products' cards carry the same hint once they load: the product's own comes first.
  await expect(viewer.page.getByText("Your role (Viewer) can see prices but not order. Ask your company's admin.").first()).toBeVisible();
  await expect(viewer.page.getByRole('button', { name: /to cart$/ })).toHaveCount(0);
  // ... and the buyer does.
  await buyer.page.goto(`/product/${DEMO_RATE_PRODUCT.slug}`);
  const own = DEMO_RATE_PRODUCT.name;
  await expect(buyer.page.getByRole('button', { name: `Add ${own} to cart` }).or(buyer.page.getByRole('link', { name: `View ${own} in cart` })).first()).toBeVisible();

  // The viewer's cart write is refused by the server, whatever the page shows.
  const refused = await request.post(`${baseURL}/api/add-to-cart`, {
    headers: { authorization: `Bearer ${viewer.token}`, accept: 'application/json' },
    data: { product_id: 1, quantity: 1 },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('Your role (Viewer) does not allow this.');

  // Back on the Team page both are active; the admin disables the buyer.
  await page.reload();
  const table = page.getByRole('table', { name: 'Users of your company' });
  await expect(table.getByText(buyerEmail)).toBeVisible();
  await expect(table.getByText(viewerEmail)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'team');
  await page.getByRole('button', { name: 'Disable Ravi Kumar' }).click();
  await page.getByRole('alertdialog', { name: 'Disable Ravi Kumar?' }).getByRole('button', { name: 'Disable user' }).click();
  await expect(page.getByText('Ravi Kumar is disabled and signed out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable Ravi Kumar' })).toBeVisible();

  // The buyer's next call answers as signed out, and the storefront signs them out.
  const next = await request.get(`${baseURL}/api/cart-list`, { headers: { authorization: `Bearer ${buyer.token}`, accept: 'application/json' } });
  expect(next.status()).toBe(401);
  await buyer.page.goto('/myorder');
  await expect(buyer.page).toHaveURL(/\/signin/);

  await buyer.context.close();
  await viewer.context.close();

  // The back office: the account page lists the company's users, and their changes are in its history.
  const office = await browser.newContext({ baseURL });
  const staffPage = await office.newPage();
  await staffSignIn(staffPage, STAFF.sales);
  await staffPage.goto(`/admin/accounts?q=${encodeURIComponent(DEMO.email)}&status=`);
  await staffPage.getByRole('link', { name: 'Demo Traders Pvt Ltd' }).click();
  const users = staffPage.getByRole('table', { name: 'Users of the company' });
  await expect(users.getByRole('row').filter({ hasText: buyerEmail })).toContainText('Disabled');
  await expect(users.getByRole('row').filter({ hasText: viewerEmail })).toContainText('Viewer');
  await expect(staffPage.getByText(`Team: ${buyerEmail} disabled`)).toBeVisible();
  expect(await seriousViolations(staffPage)).toEqual([]);
  await shoot(staffPage, 'admin-account-users');
  await office.close();
});
