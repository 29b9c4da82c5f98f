// The back office's visitor forms and Inbox (issue 22): a visitor sends an inquiry, Sales sees it
// counted on the Inbox, follows the card to the Unanswered list, opens it, is told a too-short note
// is not enough, marks it answered, and finds it on the Answered tab; Dispatch's Inbox has only
// its own card. axe finds nothing serious; screenshots in SCREENSHOT_DIR when set.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test.setTimeout(120_000);

const SALES = { email: 'sales@example.com', password: 'Sales@12345' };
const DISPATCH = { email: 'dispatch@example.com', password: 'Dispatch@12345' };

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/signin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}

test('Sales follows the Inbox to an inquiry and marks it answered; Dispatch sees only its card', async ({ page, request, baseURL, browser }) => {
  const company = `Inbox Test Traders ${Date.now()}`;
  const sent = await request.post(`${baseURL}/api/contact-us`, {
    data: { first_name: 'Kavya', last_name: 'Rao', company_name: company, employee_designation: 'Buyer', description: 'Twenty laptops for a school lab.', email: 'kavya@example.in', phone: '9845000001' },
  });
  expect(sent.ok()).toBe(true);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, SALES);
  const card = page.getByRole('region', { name: 'Unanswered inquiries' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders to ship' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-inbox-sales');

  await card.getByRole('link', { name: /See all|Open the list/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Inquiries by answer' }).getByRole('button', { name: 'Unanswered' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('searchbox', { name: 'Search' }).fill(company);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  const panel = page.getByRole('complementary', { name: /^INQ-/ });
  await expect(panel.getByText('Twenty laptops for a school lab.')).toBeVisible();

  await panel.getByLabel('Note: what was done').fill('ok');
  await panel.getByRole('button', { name: 'Mark answered' }).click();
  await expect(panel.getByText('Say what was done (at least 3 characters).')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-inquiry-open');

  await panel.getByLabel('Note: what was done').fill('Called Kavya, quotation to follow');
  await panel.getByRole('button', { name: 'Mark answered' }).click();
  await expect(panel.getByText('Called Kavya, quotation to follow')).toBeVisible();
  await expect(panel.getByText(/Marked answered .* by Suresh Sales/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Inquiries by answer' }).getByRole('button', { name: 'Answered', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(1);

  // Dispatch: only the orders-to-ship card, and no Inquiries in the navigation.
  const other = await browser.newPage();
  await signIn(other, DISPATCH);
  await expect(other.getByRole('region', { name: 'Orders to ship' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Unanswered inquiries' })).toHaveCount(0);
  await expect(other.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Inquiries' })).toHaveCount(0);
  await other.close();
});
