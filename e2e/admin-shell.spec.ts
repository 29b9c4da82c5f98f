// The back office's shell (/admin): every demo staff member signs in and sees only their role's
// screens; a wrong password is refused in the form; an Admin adds a member, finds the change in
// the audit log, and a screen typed by address is not opened for a role that may not use it.
// Axe finds nothing serious or critical; screenshots at 1366 and 390 px go to SCREENSHOT_DIR.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, shoot } from './support';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signed in: the Inbox (the back office's first screen) under a top bar naming the member. */
async function expectInbox(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(name);
}

// Each role's screens (the nav is role-filtered from contracts/; the server checks the same roles).
// Catalogue reads accounts and quotations (price-list rates, what was quoted) but not orders.
// Admin and Sales answer the visitor forms (Inquiries, Item requests); Admin and Finance read the
// store's figures and the Jobs screen; only Admin changes the settings.
const WORK = ['Inbox', 'Accounts', 'Quotations', 'Orders'];
const FORMS = ['Inquiries', 'Item requests'];
// Every role reads the catalogue (Sales needs prices); only Catalogue and Admin change it.
const CATALOGUE = ['Products', 'Categories', 'Brands'];
const DEMO_STAFF = [
  { email: 'admin@example.com', password: 'Admin@12345', name: 'Asha Admin', nav: [...WORK, ...FORMS, ...CATALOGUE, 'Content', 'Figures', 'Staff', 'Jobs', 'Settings', 'Audit log'] },
  { email: 'sales@example.com', password: 'Sales@12345', name: 'Suresh Sales', nav: [...WORK, ...FORMS, ...CATALOGUE] },
  { email: 'finance@example.com', password: 'Finance@12345', name: 'Farah Finance', nav: [...WORK, ...CATALOGUE, 'Figures', 'Jobs'] },
  { email: 'dispatch@example.com', password: 'Dispatch@12345', name: 'Dev Dispatch', nav: [...WORK, ...CATALOGUE] },
  { email: 'catalogue@example.com', password: 'Catalogue@12345', name: 'Chitra Catalogue', nav: ['Inbox', 'Accounts', 'Quotations', ...CATALOGUE, 'Content'] },
];

test('a wrong password is refused in the form, and the page is the back office, not the store', async ({ page }) => {
  const res = await page.goto('/admin/signin');
  expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-signin');
  await signIn(page, 'admin@example.com', 'Wrong@12345');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/admin\/signin$/);
});

for (const member of DEMO_STAFF) {
  test(`${member.email} signs in and the navigation shows only their screens`, async ({ page }) => {
    await signIn(page, member.email, member.password);
    await expectInbox(page, member.name);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link')).toHaveText(member.nav);
    // Typing the address of a screen not in the nav does not open it: the page says whom it is for and
    // what the member's role is, on that address, with the way back (the server refuses its calls too).
    for (const [label, address] of [['Staff', '/admin/staff'], ['Orders', '/admin/orders']]) {
      if (member.nav.includes(label)) continue;
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await expect(page.getByText(/This screen is for .+\. Your role is /)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to your Inbox' }).click();
      await expectInbox(page, member.name);
    }
    expect(await seriousViolations(page)).toEqual([]);
    if (member.email.startsWith('dispatch')) await shoot(page, 'admin-home-dispatch');
  });
}

test('an Admin adds a staff member, finds it in the audit log, and the new member can sign in', async ({ page }) => {
  const email = `dev.rao.${Date.now()}@store.example`;
  // Opened by address before signing in: sign-in brings the member back to it.
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/signin$/);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('Admin@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/staff$/);

  await page.getByLabel('Name').fill('Dev Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('dispatch');
  await page.getByLabel('First password').fill('short');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('First password').fill('Dispatch@98765');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByRole('status')).toHaveText('Dev Rao was added as Dispatch.');
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText('Active');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-staff');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Text').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const entry = page.getByRole('row', { name: /Staff member added: Dev Rao/ });
  await expect(entry).toHaveCount(1);
  // Words only: the code the log stores is not shown.
  await expect(entry).not.toContainText('staff.create');
  await page.getByLabel('Kind of record').selectOption({ label: 'Staff member' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('admin@example.com');
  await expect(entry).toContainText('Asha Admin');
  await expect(entry).toContainText('Staff member added:');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-audit');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await signIn(page, email, 'Dispatch@98765');
  // After a sign-out the next member starts at their Inbox, not on the page the last one had open.
  await expectInbox(page, 'Dev Rao');
  // The Audit log's address is not for Dispatch: the screen says so instead of moving them away.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
  await expect(page.getByText('This screen is for Admin. Your role is Dispatch.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your Inbox' }).click();
  await expectInbox(page, 'Dev Rao');
});

test('a session the server ended sends the member back to sign-in with a message', async ({ page }) => {
  await signIn(page, 'sales@example.com', 'Sales@12345');
  await expectInbox(page, 'Suresh Sales');
  // The server forgets the session (as after the idle time-out): a sign-out made behind the
  // screen's back, with the session's CSRF token as any change needs.
  await page.evaluate(async () => {
    const who = (await (await fetch('/api/admin/session')).json()) as { csrf_token: string };
    await fetch('/api/admin/signout', { method: 'POST', headers: { 'x-csrf-token': who.csrf_token } });
    // The browser's shared idle clock says the session went quiet more than 15 minutes ago.
    localStorage.setItem('adminActivity', String(Date.now() - 16 * 60_000));
  });
  // The tab comes back: the server says the session is over, and the sign-in page says why.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your session ended after 15 minutes without activity');
});
