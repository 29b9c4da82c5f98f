// A visitor reads the information pages, sends an inquiry and an item request; the store
// mails both to its sales address and confirms to the sender; the operator tool lists them.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mailText } from '../server/src/lib/mail';
import { PORT } from './playwright.config';
import { dataDirOf, storeCli } from './support';

const stamp = Date.now().toString(36);
const SALES = 'sales@itwholesale.example';

/** The mails in the store's outbox that mention `needle`, as readable text. */
function mailsAbout(needle: string): string[] {
  const dir = path.join(dataDirOf(PORT), 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => mailText(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((text) => text.includes(needle));
}

const recipient = (mail: string) => /^To: (.*)$/m.exec(mail)?.[1]?.trim();

async function canonical(page: Page) {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

test.describe('a visitor', () => {
  test('reads about us, a blog post, the FAQ and a policy', async ({ page, baseURL }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Who We Are' })).toBeVisible();
    await expect(page).toHaveTitle('About Us · IT Wholesale');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /wholesale prices/);
    expect(await canonical(page)).toBe(`${baseURL}/about-us`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About Us');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6);
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('link', { name: /^Read more/ }).click();
    await expect(page).toHaveURL(/\/blog-details\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.blog-post__body p').first()).toBeVisible();
    await expect(page).toHaveTitle(`${title} · IT Wholesale`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: title });

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    const question = page.getByRole('button', { name: 'Why can\'t I see prices?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Why can\'t I see prices?' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('.policy h3').first()).toBeVisible();
    await page.goto('/cancellation-refund-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Cancellation/Refund Policy' })).toBeVisible();
    await expect(page.locator('.policy li').first()).toBeVisible();
  });

  test('sends an inquiry; the sales team and the visitor get a mail, the operator sees it', async ({ page }) => {
    const email = `ravi-${stamp}@shettyinfotech.example`;
    await page.goto('/contact-us');
    const form = page.getByRole('region', { name: 'Send an inquiry' });
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fix the errors in the form.');
    await expect(form.getByText('First name is required.')).toBeVisible();

    await form.getByLabel('First Name').fill('Ravi');
    await form.getByLabel('Last Name').fill('Shetty');
    await form.getByLabel('Employee Designation').fill('Purchase Manager');
    await form.getByLabel('Company Name').fill(`Shetty Infotech ${stamp}`);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone Number').fill('9845012345');
    await form.getByLabel('Message').fill('We need 40 business laptops for a new branch.');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(form.getByRole('status')).toContainText('Inquiry submitted successfully!');
    await expect(form.getByLabel('First Name')).toHaveValue('');

    // Mails are sent by the store's job queue, a moment after the answer.
    await expect.poll(() => mailsAbout(email).length).toBe(2);
    // Mails are sent by the store's job queue, a moment after the answer.
    await expect.poll(() => mailsAbout(email).length).toBe(2);
    const mails = mailsAbout(email);
    expect(mails.map(recipient).sort()).toEqual([email, SALES].sort());
    expect(mails.find((m) => recipient(m) === SALES)).toContain('We need 40 business laptops for a new branch.');
    expect(storeCli(PORT, 'inquiries')).toContain(`Ravi Shetty (Purchase Manager, Shetty Infotech ${stamp})`);
  });

  test('requests two items (after adding and removing rows); both mails are in the outbox', async ({ page }) => {
    const email = `meena-${stamp}@raotraders.example`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Request An Item' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request An Item' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Meena Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').fill('9876501234');
    const row = (n: number) => page.getByRole('group', { name: `Product ${n}` });
    await expect(row(1).getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await row(1).getByLabel('Product Name').fill('HP 88A toner cartridge');
    await row(1).getByLabel('Quantity').fill('4');
    const add = page.getByRole('button', { name: /Add Another Product/ });
    await add.click();
    await add.click();
    await row(2).getByLabel('Product Name').fill('Wrong item');
    await row(3).getByLabel('Product Name').fill('Cat6 keystone jacks');
    await row(3).getByLabel('Quantity').fill('200');
    await row(2).getByRole('button', { name: 'Remove product 2' }).click();
    await expect(row(2).getByLabel('Product Name')).toHaveValue('Cat6 keystone jacks');
    await page.getByLabel('Other Details').fill('Delivery to Hubballi.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been submitted.' })).toBeVisible();

    await expect.poll(() => mailsAbout(email).map(recipient).sort()).toEqual([email, SALES].sort());
    const mails = mailsAbout(email);
    const sales = mails.find((m) => recipient(m) === SALES)!;
    expect(sales).toContain('HP 88A toner cartridge (quantity 4)');
    expect(sales).toContain('Cat6 keystone jacks (quantity 200)');
    expect(sales).not.toContain('Wrong item');
    expect(storeCli(PORT, 'item-requests')).toContain('200 × Cat6 keystone jacks');
  });
});

test('pages are findable: titles everywhere, Product data without prices on product pages', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('IT Wholesale — B2B IT products for retail partners');
  expect(await canonical(page)).toBe(`${baseURL}/`);

  await page.goto('/shop');
  await expect(page).toHaveTitle('Shop · IT Wholesale');
  const link = page.locator('.card__title a').first();
  await expect(link).toBeVisible();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · IT Wholesale`);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name });
  expect(ld.offers).toBeUndefined();
  expect(JSON.stringify(ld)).not.toMatch(/price/i);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');

  await page.goto('/cart');
  await expect(page).toHaveTitle('Sign In · IT Wholesale');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  await page.goto('/laptops/no-such-sub');
  await expect(page).toHaveTitle('Page not found · IT Wholesale');
});
