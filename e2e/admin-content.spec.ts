// The back office's Content: Catalogue edits a FAQ and the shipping policy (rich-text editor), adds a
// banner with an image drawn in the test and moves it to the front, and a visitor sees all three on
// the storefront's next page load. A file that is not an image is refused in the form. Axe finds
// nothing serious; screenshots at 1366 and 390 px go to SCREENSHOT_DIR.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, shoot, staffSignIn } from './support';

test.setTimeout(240_000);

const CATALOGUE = { email: 'catalogue@example.com', password: 'Catalogue@12345' };
const stamp = Date.now();
const question = `Do you deliver to Nashik within 48 hours? (${stamp})`;
const policyTitle = `Shipping and delivery ${stamp}`;
const bannerTitle = `Monsoon networking sale ${stamp}`;

/** The Content page's status line (what the last change did). */
const status = (page: Page) => page.locator('#content-panel').getByRole('status');

/** A 1600x500 PNG drawn on a canvas in the page: a real image, made by the test. */
async function drawBanner(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 500;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const g = ctx.createLinearGradient(0, 0, 1600, 500);
    g.addColorStop(0, '#0b4f8a');
    g.addColorStop(1, '#1fa37a');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 1600, 500);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 72px sans-serif';
    ctx.fillText('Routers and switches', 900, 260);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('Catalogue edits a FAQ and a policy and adds a banner; the storefront shows them', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, CATALOGUE);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Banners/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.crows__row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-content-banners');

  // A FAQ: the first one's question, edited in place.
  await page.getByRole('tab', { name: /FAQs/ }).click();
  await expect(page).toHaveURL(/tab=faqs/);
  await page.getByRole('button', { name: /^Edit / }).first().click();
  const form = page.getByRole('form', { name: 'Edit FAQ' });
  await form.getByLabel('Question').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Question is required')).toBeVisible();
  await form.getByLabel('Question').fill(question);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toContainText('” saved.');
  await expect(page.locator('.crows__title').first()).toHaveText(question);

  // The shipping policy: title and text through the rich-text editor.
  await page.getByRole('tab', { name: 'Policies' }).click();
  await page.getByLabel('Policy', { exact: true }).selectOption({ label: 'Shipping policy' });
  const policy = page.getByRole('form', { name: 'Edit the shipping policy' });
  await policy.getByLabel('Title').fill(policyTitle);
  const editor = policy.getByRole('textbox', { name: 'Text', exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Orders placed before 2 pm leave our Bhiwandi warehouse ');
  await policy.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('the same day');
  await policy.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('.');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-content-policy');
  await policy.getByRole('button', { name: 'Save policy' }).click();
  await expect(status(page)).toHaveText('Shipping policy saved.');

  // A banner: a text file is refused before it is sent, the drawn PNG is taken; moved to the front.
  await page.getByRole('tab', { name: /Banners/ }).click();
  await page.getByRole('button', { name: 'Add banner' }).click();
  const add = page.getByRole('form', { name: 'Add a banner' });
  await add.getByLabel('Title').fill(bannerTitle);
  await add.getByLabel('Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(add.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible();
  await add.getByLabel('Image').setInputFiles({ name: 'monsoon.png', mimeType: 'image/png', buffer: await drawBanner(page) });
  await expect(add.getByText('This file is not a JPEG, PNG or WebP image.')).toHaveCount(0);
  await shoot(page, 'admin-content-banner-form');
  await add.getByRole('button', { name: 'Add banner' }).click();
  await expect(status(page)).toHaveText(`Banner “${bannerTitle}” added.`);
  const up = page.getByRole('button', { name: `Move ${bannerTitle} up` });
  while (await up.isEnabled()) {
    const before = await page.locator('.crows__title').allTextContents();
    await up.click();
    await expect.poll(() => page.locator('.crows__title').allTextContents()).not.toEqual(before);
  }
  await expect(page.locator('.crows__title').first()).toHaveText(bannerTitle);
  await shoot(page, 'admin-content-banner-added');

  // A visitor (a fresh browser context) sees the three changes on the next page load.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const slide = visitor.locator('.banner__slide.is-active');
  await expect(slide.getByText(bannerTitle)).toBeVisible();
  await expect(slide.locator('img')).toHaveAttribute('src', /\/media\/uploads\/content\/banners\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await visitor.goto('/faq');
  await expect(visitor.getByRole('button', { name: question })).toBeVisible();
  await visitor.goto('/shipping-policy');
  await expect(visitor.getByRole('heading', { name: policyTitle, level: 1 })).toBeVisible();
  await expect(visitor.locator('.policy strong')).toHaveText('the same day');
  await visitor.close();
});
