// What shoppers noticed: approval shows without signing out, pages never scroll sideways
// (1366 and 390 px), the phone banner and menu, and the keyboard in dialogs and the account menu.
import { expect, test, type Page } from '@playwright/test';
import { PORT } from './playwright.config';
import { DEMO_RATE_PRODUCT, apiLogin, startSignedIn, storeCli } from './support';

const stamp = Date.now().toString(36);
const company = { email: `layout-${stamp}@retail.example`, password: 'Layout@2026' };
const WIDTHS = [1366, 390] as const;
const NO_PRICE_HINT = 'Prices and ordering open once your account is approved.';

/** Elements sticking out on the right, to name the culprit when a page scrolls sideways. */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= doc.clientWidth) return null;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return `${doc.scrollWidth} > ${doc.clientWidth}: ${wide.join(', ')}`;
  });
}

async function expectNoSidewaysScroll(page: Page, paths: string[], ready: (path: string) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await ready(path);
      expect(await sidewaysScroll(page), `${path} at ${width} px`).toBeNull();
    }
  }
}

async function mainLoaded(page: Page) {
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByText('Processing...')).toHaveCount(0);
  // Late images and fonts can widen a page after the first paint.
  await page.waitForLoadState('networkidle');
}

test.describe.serial('a company account awaiting approval', () => {
  let session: { token: string; customer: unknown };

  test('sees the approval hint instead of Add buttons, and prices after a reload once approved', async ({ page, request, baseURL }) => {
    const res = await request.post(`${baseURL}/api/customer-register`, {
      data: {
        company_name: 'Layout Traders',
        type_of_company: 'Private Limited',
        no_of_employee: '1-100',
        gstno: '27AAPFU0939F1ZV',
        pan_number: 'AAPFU0939F',
        first_name: 'Meera',
        last_name: 'Iyer',
        phone: '9820012399',
        email: company.email,
        password: company.password,
        s_address_line1: '12 Lamington Road',
        s_city: 'Mumbai',
        s_state: 'Maharashtra',
        s_pincode: '400007',
        s_country: 'India',
        b_address_line1: '12 Lamington Road',
        b_city: 'Mumbai',
        b_state: 'Maharashtra',
        b_pincode: '400007',
        b_country: 'India',
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    session = await apiLogin(request, baseURL!, company.email, company.password);
    await startSignedIn(page, session);

    await page.goto('/shop?category=laptops');
    const card = page.getByRole('article').first();
    await expect(card).toContainText(NO_PRICE_HINT);
    await expect(card.getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(page.locator('.shop__main')).not.toContainText('₹');
    await page.goto(`/product/${DEMO_RATE_PRODUCT.slug}`);
    await expect(page.locator('.product__info')).toContainText(NO_PRICE_HINT);
    await expect(page.getByRole('button', { name: /to cart$/ })).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('Awaiting approval');

    // Approved by the store while this browser still holds the pending account.
    expect(storeCli(PORT, 'approve', company.email)).toMatch(/approved/i);
    await page.reload();
    await expect(page.getByRole('banner')).toContainText('Wallet ₹');
    await expect(page.locator('.product__info')).toContainText('₹');
    await expect(page.locator('.product__info').getByRole('button', { name: /^Add .* to cart$/ })).toBeEnabled();
    await expect(page.getByText(NO_PRICE_HINT)).toHaveCount(0);
  });

  test('no signed-in page scrolls sideways, with a cart line and the dialogs open', async ({ page, request, baseURL }) => {
    const product = (await (await request.get(`${baseURL}/api/product-detail/${DEMO_RATE_PRODUCT.slug}`)).json()).data;
    const added = await request.post(`${baseURL}/api/add-to-cart`, {
      headers: { authorization: `Bearer ${session.token}` },
      data: { product_id: product.id, quantity: 2 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await startSignedIn(page, session);
    await expectNoSidewaysScroll(page, ['/', '/shop', '/laptops', `/product/${DEMO_RATE_PRODUCT.slug}`, '/cart', '/setting', '/address', '/shipping-address'], async (path) => {
      await mainLoaded(page);
      if (path === '/cart') await expect(page.getByRole('row').filter({ hasText: DEMO_RATE_PRODUCT.name })).toBeVisible();
      if (path === '/setting') await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
    });

    // The address dialog and the account menu, on a phone.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/shipping-address');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await sidewaysScroll(page)).toBeNull();
  });
});

test('no visitor page scrolls sideways at 1366 or 390 px', async ({ page }) => {
  // Something to compare, so the comparison table is measured, not its empty state.
  await page.goto('/shop?category=monitors');
  for (let i = 0; i < 3; i += 1) await page.getByRole('article').nth(i).getByRole('checkbox', { name: 'Compare' }).check();
  await expectNoSidewaysScroll(
    page,
    ['/', '/shop', '/shop?search=laptop', '/laptops', '/laptops/business-laptops', `/product/${DEMO_RATE_PRODUCT.slug}`, '/comparison', '/signin', '/signup'],
    async (path) => {
      await mainLoaded(page);
      if (path === '/comparison') await expect(page.getByRole('table').getByText('Specifications', { exact: true })).toBeVisible();
      if (path.startsWith('/product/')) {
        await page.getByRole('tab', { name: 'REVIEWS' }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
      }
    },
  );
});

test('on a phone the banner headline is whole and Request An Item is in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const banner = page.locator('.banner');
  const title = page.locator('.banner__slide.is-active .banner__title');
  await expect(title).toBeVisible();
  const [outer, inner] = [await banner.boundingBox(), await title.boundingBox()];
  expect(inner!.y).toBeGreaterThanOrEqual(outer!.y);
  expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
  // The Shop now button, below the headline, is inside the banner too.
  const button = await page.locator('.banner__slide.is-active').getByRole('link', { name: 'Shop now' }).boundingBox();
  expect(button!.y + button!.height).toBeLessThanOrEqual(outer!.y + outer!.height);

  await expect(page.locator('.header__request')).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Request An Item' }).click();
  await expect(page).toHaveURL(/\/requestitem$/);
});

test('the keyboard: Escape closes the quick view and the account menu; focus stays in the dialog and comes back', async ({ page, request, baseURL }) => {
  await page.goto('/');
  // The quick view shows a real product of the home page's rails.
  const opener = page.getByRole('button', { name: /^Quick view of / }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await startSignedIn(page, await apiLogin(request, baseURL!, 'demo@example.com', 'Demo@12345'));
  await page.goto('/shop');
  const account = page.getByRole('button', { name: /Asha Verma/ });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(account).toBeFocused();
});
