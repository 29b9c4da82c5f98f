// The back office's visitor forms and Inbox: a visitor sends an inquiry, Sales sees it
// counted on the Inbox, follows the card to the Unanswered list, opens it, is told a too-short note
// is not enough, marks it answered, and finds it on the Answered tab; Dispatch's Inbox has only
// its own card. axe finds nothing serious; screenshots in SCREENSHOT_DIR when set.
import { expect, test } from '@playwright/test';
import { seriousViolations, shoot, STAFF, staffSignIn } from './support';

test.setTimeout(120_000);

test('Sales follows the Inbox to an inquiry and marks it answered; Dispatch sees only its card', async ({ page, request, baseURL, browser }) => {
  const company = `Inbox Test Traders ${Date.now()}`;
  const sent = await request.post(`${baseURL}/api/contact-us`, {
    data: { first_name: 'Kavya', last_name: 'Rao', company_name: company, employee_designation: 'Buyer', description: 'Twenty laptops for a school lab.', email: 'kavya@example.in', phone: '9845000001' },
  });
  expect(sent.ok()).toBe(true);

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, STAFF.sales);
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
  await staffSignIn(other, STAFF.dispatch);
  await expect(other.getByRole('region', { name: 'Orders to ship' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Unanswered inquiries' })).toHaveCount(0);
  await expect(other.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Inquiries' })).toHaveCount(0);
  await other.close();
});
