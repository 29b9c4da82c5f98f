// A quoted quotation closes. The buyer asks a question in the quotation's thread, the
// store answers with the operator tool, the buyer accepts and orders at the quoted price.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mailText } from '../server/src/lib/mail';
import { PORT } from './playwright.config';
import { giveDemoCredit, DEMO, apiLogin, dataDirOf, startSignedIn, storeCli } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

const RATE_NOTE = '(This Price Only for you By Price List)';

// Three operator-tool runs (each starts tsx) on a shared, loaded machine.
test.setTimeout(240_000);

test('the buyer asks about a quotation, the store replies with the tool, the buyer accepts and orders at the quoted price', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const auth = { authorization: `Bearer ${session.token}` };
  await startSignedIn(page, session);

  // One product without a price-list rate, in the quote list, submitted.
  await page.goto('/shop?category=networking');
  const product = page.getByRole('article').filter({ hasNotText: RATE_NOTE }).first();
  const name = (await product.getByRole('heading').textContent())!.trim();
  await product.getByRole('button', { name: `${name}: Add to Quote List` }).click();
  await expect(page.getByTestId('quote-count')).toHaveText('1');
  await page.goto('/quote-request');
  await page.getByRole('button', { name: 'Submit' }).click();
  const link = page.getByRole('link', { name: /^view quotation QT-\d{8}-[A-Z0-9]{6}$/ });
  const number = (await link.textContent())!.replace('view quotation ', '');
  await link.click();
  // Named by its random public id, not a counter.
  await expect(page).toHaveURL(/\/quotation-details\/[A-Za-z0-9_-]{22}$/);
  const id = page.url().split('/').pop()!;

  // The store prices it below the list price.
  type View = { quotation_items: { product: { sku: string; base_price: number; discount_price: number | null } }[] };
  const view = (await (await request.get(`${baseURL}/api/quotation-view/${id}`, { headers: auth })).json()).data.quotation as View;
  const { sku, base_price: list } = view.quotation_items[0].product;
  const quotedPrice = Math.floor(list * 0.8);
  expect(storeCli(PORT, 'quote-price', number, `${sku}=${quotedPrice}`)).toContain(`${number} is now Quoted`);

  // The buyer asks a question in the thread.
  await page.reload();
  await expect(page.getByText('Quoted', { exact: true })).toBeVisible();
  const thread = page.getByRole('region', { name: 'Questions about this quotation' });
  await thread.getByLabel('Your message').fill('Can you deliver to Pune within 3 days?');
  await thread.getByRole('button', { name: 'Send message' }).click();
  await expect(thread.getByText('Can you deliver to Pune within 3 days?')).toBeVisible();

  // The store reads the question by mail and answers with the tool; the buyer is mailed.
  const mailDir = path.join(dataDirOf(PORT), 'mail');
  const mails = () => fs.readdirSync(mailDir).map((f) => mailText(fs.readFileSync(path.join(mailDir, f), 'utf8')));
  // The page can show the message before the store's mail about it is written (CI saw it once): wait for the mail.
  await expect.poll(() => mails().some((m) => m.includes(`Question about quotation ${number}`) && m.includes('Can you deliver to Pune within 3 days?'))).toBe(true);
  expect(storeCli(PORT, 'quote-reply', number, 'Yes, from our Mumbai warehouse.')).toContain(`Answer added to ${number}'s thread. The customer was mailed`);
  await expect.poll(() => mails().some((m) => m.includes('Yes, from our Mumbai warehouse.') && m.includes(`/quotation-details/${id}`))).toBe(true);
  await page.reload();
  await expect(thread.getByText('Yes, from our Mumbai warehouse.')).toBeVisible();

  // What the page looks like now, at both widths (kept out of git).
  const shots = process.env.SCREENSHOT_DIR;
  if (shots) {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(shots, `quotation-details-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  // Accept & order: the order is at the quoted price, not the list price, and records the quotation.
  const form = page.getByRole('form', { name: 'Accept and order' });
  await expect(form.getByLabel('Ship to')).not.toHaveValue('');
  await form.getByRole('button', { name: 'Accept & order' }).click();
  await expect(page).toHaveURL(/\/order-success\/ORD-\d{8}-[A-Z0-9]{6}$/);
  const orderNumber = decodeURIComponent(page.url().split('/').pop()!);
  const order = (await (await request.get(`${baseURL}/api/order-detail/${orderNumber}`, { headers: auth })).json()).data.order;
  expect(order.order_items).toHaveLength(1);
  expect(order.order_items[0].unit_price).toBe(quotedPrice);
  expect(order.sub_total).toBe(quotedPrice);
  await page.goto(`/quotation-details/${id}`);
  await expect(page.getByText('Ordered', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Accept and order' })).toHaveCount(0);
});
