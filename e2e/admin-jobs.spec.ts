// The back office's Jobs screen: a visitor's inquiry queues two mails, which the store's queue
// sends; Admin opens Jobs from the navigation, finds them done (what was sent to whom, never the
// visitor's message), filters by queue and state, and sees no failed job waiting; Finance is not
// offered the mail queue, and Sales is not offered the screen. Failing, retrying and discarding a
// job are the API tests' (server/test/adminJobs.test.ts) and the screen's component test's.
// axe finds nothing serious; screenshots in SCREENSHOT_DIR at 1366 and 390 px.
import { expect, test } from '@playwright/test';
import { seriousViolations, shoot, STAFF, staffSignIn } from './support';

test.setTimeout(120_000);

test('Admin sees the sent mails as done jobs and filters them; Finance and Sales see what their role may', async ({ page, request, baseURL, browser }) => {
  const visitor = `jobs-${Date.now()}@example.in`;
  const message = `Forty monitors for a call centre ${Date.now()}`;
  const sent = await request.post(`${baseURL}/api/contact-us`, {
    data: { first_name: 'Meera', last_name: 'Iyer', company_name: 'Jobs Test Traders', employee_designation: 'Buyer', description: message, email: visitor, phone: '9845000002' },
  });
  expect(sent.ok()).toBe(true);

  await staffSignIn(page, STAFF.admin);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  // The visitor's confirmation is sent by the queue within a moment: it shows as done, with whom it went to.
  const states = page.getByRole('navigation', { name: 'Job state' });
  await states.getByRole('button', { name: /^Done/ }).click();
  await expect(states.getByRole('button', { name: /^Done/ })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('row').filter({ hasText: `to ${visitor}` });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText('Done', { exact: true })).toBeVisible();
  await expect(row.getByText('Try 1 of 61')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByText(message)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-jobs-done');

  // The queue filter keeps the state and lists the mail queue's jobs only; Failed has none waiting.
  await page.getByLabel('Queue').selectOption({ label: 'Mail' });
  await expect(page).toHaveURL(/queue=mail/);
  await expect(page).toHaveURL(/state=done/);
  await expect(row).toHaveCount(1);
  await states.getByRole('button', { name: /^Failed/ }).click();
  await expect(page.getByText('No failed jobs in Mail: nothing needs you here.')).toBeVisible();
  await shoot(page, 'admin-jobs-failed-empty');

  // The Inbox's card counts the failed jobs Admin sees.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Inbox' }).click();
  const card = page.getByRole('region', { name: 'Failed jobs' });
  await expect(card).toBeVisible();
  await expect(card.getByLabel('0 waiting')).toBeVisible();

  // Finance: the screen, without the mail queue.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await staffSignIn(finance, STAFF.finance);
  await finance.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(finance.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(finance.getByLabel('Queue').getByRole('option', { name: 'E-invoice registration' })).toHaveCount(1);
  await expect(finance.getByLabel('Queue').getByRole('option', { name: 'Mail' })).toHaveCount(0);
  await expect(finance.getByRole('row').filter({ hasText: `to ${visitor}` })).toHaveCount(0);
  await financeContext.close();

  // Sales: no Jobs in the navigation, and the address says the screen is not for Sales, with the way back.
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await staffSignIn(sales, STAFF.sales);
  await expect(sales.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Jobs' })).toHaveCount(0);
  await sales.goto('/admin/jobs');
  await expect(sales.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
  await expect(sales.getByText(/Your role is Sales\./)).toBeVisible();
  await sales.getByRole('link', { name: 'Back to your Inbox' }).click();
  await expect(sales.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await salesContext.close();
});
