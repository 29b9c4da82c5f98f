// Registration with approval, the operator tool, sign-in, addresses, password change and
// reset, and the inactivity time-out.
import { expect, test, type Page } from '@playwright/test';
import { PORT, SHORT_SESSION_PORT } from './playwright.config';
import { latestResetLink, storeCli } from './support';

const stamp = Date.now().toString(36);
const company = {
  email: `buyer-${stamp}@retail.example`,
  password: 'Start@2026',
  newPassword: 'Second@2026',
  resetPassword: 'Third@2026x',
};

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Success waits 3 seconds on the page, then goes home (spec 4).
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
}

test.describe.serial('a company account', () => {
  test('registers, waits for approval without prices, is approved by the operator and sees prices', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Company Name').fill('Sharma Computers');
    await page.getByLabel('Type of Company').selectOption({ index: 1 });
    await page.getByLabel('No. of Employees').selectOption('1-100');
    await page.getByLabel('GST Number').fill('27AAPFU0939F1ZV');
    await page.getByLabel('PAN Number').fill('AAPFU0939F');
    await page.getByLabel('First Name').fill('Ravi');
    await page.getByLabel('Last Name').fill('Sharma');
    await page.getByLabel('Phone', { exact: false }).first().fill('9820012345');
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password').fill(company.password);
    const shipping = page.getByRole('group', { name: 'Shipping Address' });
    await shipping.getByLabel('Address Line 1').fill('12 Lamington Road');
    await shipping.getByLabel('City').fill('Mumbai');
    await shipping.getByLabel('State').selectOption('Maharashtra');
    await shipping.getByLabel('Postal Code').fill('400007');
    await shipping.getByLabel('Country').fill('India');
    await page.getByLabel('Billing address is the same as the shipping address').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Congratulations! Register Successfully').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.getByRole('banner')).toContainText('Awaiting approval');

    await page.goto('/shop');
    await expect(page.getByText(/Products found$/)).toBeVisible();
    await expect(page.locator('.shop__main')).not.toContainText('₹');
    await page.goto('/setting');
    await expect(page.getByText(/awaiting approval/i).first()).toBeVisible();

    expect(storeCli(PORT, 'pending')).toContain(company.email);
    expect(storeCli(PORT, 'approve', company.email)).toMatch(/approved/i);

    // The account page refreshes the stored profile, so approval shows without signing out.
    await page.goto('/setting');
    await expect(page.getByRole('banner')).toContainText('Wallet ₹', { timeout: 10_000 });
    await page.goto('/shop?category=laptops');
    await expect(page.locator('.card .price__now').first()).toContainText('₹');
  });

  test('signs in, keeps billing and shipping addresses and changes the password', async ({ page }) => {
    await signIn(page, company.email, company.password);
    await page.goto('/shipping-address');
    await expect(page.getByText('Showing 1 of 1 addresses')).toBeVisible();
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Shipping Address' });
    await dialog.getByLabel('Address Line 1').fill('Plot 7, MIDC Andheri');
    await dialog.getByLabel('City').fill('Bengaluru');
    await dialog.getByLabel('State').selectOption('Karnataka');
    await dialog.getByLabel('Country').fill('India');
    await dialog.getByLabel('Pincode').fill('560001');
    await dialog.getByLabel('Phone').fill('9820012346');
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Address added successfully').first()).toBeVisible();
    await expect(page.getByText('Showing 2 of 2 addresses')).toBeVisible();

    await page.getByRole('button', { name: 'Edit address 2' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Shipping Address' });
    await expect(edit.getByLabel('City')).toHaveValue(/Bengaluru|Mumbai/);
    await edit.getByLabel('Address Line 2').fill('Near the metro station');
    await edit.getByRole('button', { name: 'Update Address' }).click();
    await expect(page.getByText('Address updated successfully').first()).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Near the metro station');

    // The new default moves to the top once saved; until then row 1 is still the old default, and a
    // click on a Delete button could land while the rows change places.
    await page.getByRole('button', { name: 'Make address 2 the default' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('Bengaluru');
    await expect(page.getByRole('row').nth(1)).toContainText('Default');
    await expect(page.getByRole('row').nth(2)).toContainText('Mumbai');
    await page.getByRole('button', { name: 'Delete address 2' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete address 2?' });
    await expect(ask).toContainText('Are you sure you want to delete this address?');
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Address deleted successfully').first()).toBeVisible();
    await expect(page.getByText('Showing 1 of 1 addresses')).toBeVisible();

    await page.goto('/address');
    await expect(page.getByRole('heading', { name: 'Billing Addresses' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Address' }).click();
    const billing = page.getByRole('dialog', { name: 'New Billing Address' });
    await billing.getByLabel('Address Line 1').fill('Accounts Dept, 2nd Floor');
    await billing.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Showing 2 of 2 addresses')).toBeVisible();

    await page.goto('/setting');
    await page.getByLabel('Current Password').fill(company.password);
    await page.getByLabel('New Password', { exact: false }).first().fill(company.newPassword);
    await page.getByLabel('Confirm New Password').fill(company.newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully').first()).toBeVisible();
  });

  test('resets a forgotten password from the mailed link and signs in with the new one', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(company.email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await expect(page.getByText('Reset link sent to your email.').first()).toBeVisible();
    await expect.poll(() => latestResetLink(PORT, company.email)).not.toBeNull();
    const link = latestResetLink(PORT, company.email)!;
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByLabel('New Password').fill(company.resetPassword);
    await page.getByLabel('Confirm Password').fill(company.resetPassword);
    await page.getByRole('button', { name: /reset/i }).click();
    await expect(page.getByText('Password reset successful!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 5_000 });

    // The link is single-use: opened again, the page says so at once and offers no form.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByText('This password reset link is invalid or has expired.').first()).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveCount(0);

    await signIn(page, company.email, company.resetPassword);
    await expect(page.getByRole('banner')).toContainText('Ravi Sharma');
  });
});

test('an idle session times out and lands on /signin', async ({ page }) => {
  const base = `http://127.0.0.1:${SHORT_SESSION_PORT}`;
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${base}/`, { timeout: 10_000 });
  await page.goto(`${base}/setting`);
  await expect(page.getByRole('heading', { name: 'Account Setting' })).toBeVisible();
  // The short-session store times out after 4 idle seconds.
  await expect(page).toHaveURL(`${base}/signin`, { timeout: 15_000 });
  await expect(page.getByText(/session has ended/i).first()).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('userToken'), localStorage.getItem('isAuthenticated')]);
  expect(stored).toEqual([null, null]);
});
