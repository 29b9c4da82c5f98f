// A quoted quotation closes. The buyer asks a question in the quotation's thread, the
// store answers with the operator tool, the buyer accepts and orders at the quoted price.
// In the back office: a price far above list is flagged by its line before sending; the buyer's
// question on the priced quotation waits on Sales's Inbox and is flagged new on the quotation
// until Sales opens it; Sales's reply from the quotation leaves its validity as it was.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mailText } from '../server/src/lib/mail';
import { PORT } from './playwright.config';
import { giveDemoCredit, DEMO, DESKTOP, PHONE, STAFF, apiLogin, dataDirOf, seriousViolations, shoot, staffSignIn, startSignedIn, storeCli } from './support';

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

test("the buyer's question on a priced quotation waits on Sales's Inbox; the reply keeps the validity", async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const auth = { authorization: `Bearer ${session.token}` };
  const list = (await (await request.get(`${baseURL}/api/product-list`, { headers: auth, params: { category: 'networking', itemsPerPage: 30 } })).json()).data.data as { id: number }[];
  const asked = await request.post(`${baseURL}/api/request-quotation`, { headers: auth, data: { product_id: [list[0].id], quantity: [3], quotation_description: 'Warehouse racks' } });
  expect(asked.ok()).toBe(true);
  const { id, quotation_number: number } = (await asked.json()).data as { id: string; quotation_number: string };

  // Sales prices it: ten times the list price is flagged by the line; the list price is not.
  await page.setViewportSize({ width: DESKTOP[0], height: DESKTOP[1] });
  await staffSignIn(page, STAFF.sales);
  await page.goto(`/admin/quotations/${number}`);
  const price = page.getByRole('textbox', { name: /^Quoted unit price of / });
  const row = page.getByRole('row').filter({ has: price });
  const listPrice = Number((await row.locator('td[data-label="List price"]').textContent())!.replace(/[^\d.]/g, ''));
  await price.fill(String(listPrice * 10));
  await expect(row.getByText(/above the list price/)).toBeVisible();
  await shoot(page, 'admin-quotation-warning', [DESKTOP, PHONE]);
  await price.fill(listPrice.toFixed(2));
  await expect(row.getByText(/above the list price/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quoted');
  const validUntil = async () => (await (await request.get(`${baseURL}/api/quotation-view/${id}`, { headers: auth })).json()).data.quotation.valid_until as string;
  const before = await validUntil();
  expect(before).toBeTruthy();

  // The buyer writes on the priced quotation.
  const wrote = await request.post(`${baseURL}/api/quotation-messages/${id}`, { headers: auth, data: { message: 'Could you hold this price until the end of next month?' } });
  expect(wrote.ok()).toBe(true);

  // Sales's Inbox lists it; the link opens the quotation with the message flagged new.
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Buyers’ messages to read' });
  const item = card.getByRole('listitem').filter({ has: page.getByRole('link', { name: number }) });
  await expect(item).toContainText('Could you hold this price until the end of next month?');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-inbox-unread', [DESKTOP, PHONE]);
  await item.getByRole('link', { name: number }).click();
  const thread = page.getByRole('region', { name: /^Messages/ });
  await expect(thread.getByRole('heading', { name: 'Messages 1 new from the buyer' })).toBeVisible();
  await expect(thread.getByRole('listitem').filter({ hasText: 'Could you hold this price' })).toContainText('New');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-quotation-unread', [DESKTOP, PHONE]);

  // The reply is sent; the validity stays; opened once, it is no longer new, nor on the Inbox.
  await thread.getByLabel('Reply to the buyer').fill('Yes, we can hold it until then.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByRole('status')).toContainText('The prices and their validity are unchanged.');
  expect(await validUntil()).toBe(before);
  await page.reload();
  await expect(page.getByRole('region', { name: /^Messages/ }).getByText('Yes, we can hold it until then.')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Messages/ }).getByText('New', { exact: true })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Buyers’ messages to read' }).getByRole('link', { name: number })).toHaveCount(0);
});
