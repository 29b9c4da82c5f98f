// Search as you type in the header. A visitor types "lapt", suggestions appear (the
// combobox open and accessible to axe), ArrowDown then Enter opens the first suggestion.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('typing in the header search suggests products, and the keyboard opens one', async ({ page }) => {
  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.click();
    await box.pressSequentially('lapt');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
    await expect(list.locator('mark').first()).toHaveText(/^lapt/i); // the whole matched word
    if (process.env.SUGGEST_SHOTS) await page.screenshot({ path: `${process.env.SUGGEST_SHOTS}/suggest-${size.width}.png` });

    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);

    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  }
});
