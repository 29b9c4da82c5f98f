// The header search box on /shop?search=...: clearing it (its clear button, or select-all and
// Backspace) returns to the unfiltered /shop (spec 2) with the focus still in the box, so the next
// words typed are the next search.
import { expect, test, type Page } from '@playwright/test';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

async function clearWithButton(page: Page) {
  // The clear button is the search field's own (type="search"), drawn at its right end inside the
  // padding; it has no element of its own to find, so it is clicked where it is drawn.
  const field = box(page);
  await field.hover();
  const b = (await field.boundingBox())!;
  await page.mouse.click(b.x + b.width - 21, b.y + b.height / 2);
}

async function clearWithKeys(page: Page) {
  await box(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

for (const [how, clear] of [
  ['its clear button', clearWithButton],
  ['select-all and Backspace', clearWithKeys],
] as const) {
  test(`clearing the search with ${how} returns to /shop, keeps the focus, and the next words are searched`, async ({ page }) => {
    await page.goto('/shop?search=laptop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “laptop”');
    await expect(box(page)).toHaveValue('laptop');

    await clear(page);
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).toBeFocused();

    // Typed straight away, with no click back into the box.
    await page.keyboard.type('monitor');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=monitor$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “monitor”');
    await expect(page.getByRole('status').filter({ hasText: /\d+ Products found/ })).toBeVisible();
    await expect(page.locator('.shop__main .card').first()).toContainText(/monitor/i);
  });
}
