// My Profile for an invited Buyer: the demo company's admin invites them, they accept the mailed
// link, change their name, mobile (pasted with +91), password and mail choices on /my-account/profile,
// sign in again with the new password, and are offered none of the Admin's controls (Team, the
// company profile, address changes). axe on the profile page; with SCREENSHOT_DIR it is photographed.
import { expect, test } from '@playwright/test';
import { PORT } from './playwright.config';
import { DEMO, apiLogin, latestMailedLink, seriousViolations, shoot } from './support';

test('an invited Buyer edits their profile and password and sees no Admin-only control', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const email = `profile.${Date.now()}@demo.example`;
  const admin = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const invited = await request.post(`${baseURL}/api/company-users`, { headers: { authorization: `Bearer ${admin.token}` }, data: { email, name: 'Priya Buyer', role: 'buyer' } });
  expect(invited.ok()).toBe(true);
  // Mails are sent by the store's job queue, a moment after the answer.
  await expect.poll(() => latestMailedLink(PORT, email, /https?:\/\/\S+\/accept-invite\/[A-Za-z0-9_-]+/)).not.toBeNull();
  const link = latestMailedLink(PORT, email, /https?:\/\/\S+\/accept-invite\/[A-Za-z0-9_-]+/);

  const context = await browser.newContext({ baseURL });
  const buyer = await context.newPage();
  await buyer.goto(new URL(link!).pathname);
  await buyer.getByLabel(/^Your Name/).fill('Priya Buyer');
  await buyer.getByLabel(/^Password/).fill('Welcome#2026');
  await buyer.getByLabel(/^Confirm Password/).fill('Welcome#2026');
  await buyer.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(buyer.getByRole('heading', { name: 'My Orders' })).toBeVisible();

  // The account menu: My Profile, no Team.
  const menu = buyer.getByRole('navigation', { name: 'My account' });
  await expect(menu.getByRole('link', { name: 'Quick Order' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'My Profile' }).click();
  await expect(buyer.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();

  // Name and a pasted +91 mobile; a wrong one first is refused inline.
  const details = buyer.getByRole('region', { name: 'My details' });
  await details.getByLabel(/^Name/).fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Name is required')).toBeVisible();
  await details.getByLabel(/^Name/).fill('Priya Sharma');
  await details.getByLabel(/^Mobile/).fill('+91 98765 43210');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(buyer.getByText('Profile saved.')).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByRole('region', { name: 'My details' }).getByLabel(/^Mobile/)).toHaveValue('9876543210');
  await expect(buyer.getByRole('region', { name: 'My details' }).getByLabel(/^Name/)).toHaveValue('Priya Sharma');

  // Mails: no approval requests or company copies for a Buyer; a choice is saved.
  const mails = buyer.getByRole('region', { name: 'Mails I receive' });
  await expect(mails.getByRole('checkbox', { name: /Orders waiting for my approval/ })).toHaveCount(0);
  await expect(mails.getByRole('checkbox', { name: /Copy me on my users' mails/ })).toHaveCount(0);
  await mails.getByRole('checkbox', { name: /Answers to my quotations/ }).uncheck();
  await mails.getByRole('button', { name: 'Save mail choices' }).click();
  await expect(buyer.getByText('Mail choices saved.')).toBeVisible();

  expect(await seriousViolations(buyer)).toEqual([]);
  await shoot(buyer, 'my-profile');

  // The password: a wrong current one is refused on its field, then the change works.
  const password = buyer.getByRole('region', { name: 'My password' });
  await password.getByLabel(/^Current Password/).fill('Not-my-password1');
  await password.getByLabel(/^New Password/).fill('Fresh#Pass2026');
  await password.getByLabel(/^Confirm New Password/).fill('Fresh#Pass2026');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Current password is incorrect.')).toBeVisible();
  await password.getByLabel(/^Current Password/).fill('Welcome#2026');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(buyer.getByText('Password changed.')).toBeVisible();
  expect((await apiLogin(request, baseURL!, email, 'Fresh#Pass2026')).token).toBeTruthy();

  // The Admin's controls are not offered: the company profile is read only, the address books have no changes.
  await buyer.goto('/setting');
  await expect(buyer.getByText("Only your company's Admin can change the company profile.")).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Update Profile' })).toHaveCount(0);
  await buyer.goto('/shipping-address');
  await expect(buyer.getByText("Only your company's Admin can add or change addresses.")).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Add Address' })).toHaveCount(0);
  await expect(buyer.getByRole('button', { name: /^Edit address/ })).toHaveCount(0);
  await context.close();
});
