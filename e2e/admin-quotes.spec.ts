// The back office's Quotations: a customer requests a quotation through the storefront
// API, Sales finds it in the list, prices every line, sets the validity and a note and sends it;
// the customer sees the quoted prices; a second one is rejected and the customer sees the reason.
// axe finds nothing serious on the list and the detail; screenshots in SCREENSHOT_DIR.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO, DESKTOP, PHONE, seriousViolations, shoot, STAFF, staffSignIn } from './support';

test.setTimeout(180_000);

/** The demo customer asks for two products of the catalogue; returns the quotation's number and public id. */
async function requestQuotation(request: APIRequestContext, baseURL: string, auth: Record<string, string>) {
  const list = (await (await request.get(`${baseURL}/api/product-list`, { headers: auth, params: { category: 'networking', itemsPerPage: 30 } })).json()).data.data as { id: number }[];
  const res = await request.post(`${baseURL}/api/request-quotation`, {
    headers: auth,
    data: { product_id: [list[0].id, list[1].id], quantity: [5, 2], quotation_description: 'New branch office' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as { id: string; quotation_number: string };
}

test('Sales prices and sends a quotation, rejects another; the customer sees both answers', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const auth = { authorization: `Bearer ${session.token}` };
  const first = await requestQuotation(request, baseURL!, auth);
  const second = await requestQuotation(request, baseURL!, auth);

  // Sales signs in to the back office.
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, STAFF.sales);

  // The list: pending tab, search by number.
  await page.getByRole('navigation').getByRole('link', { name: 'Quotations' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Quotation status' }).getByRole('button', { name: 'Pending' }).click();
  await expect(page.getByRole('link', { name: first.quotation_number })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-quotations', [DESKTOP, PHONE]);
  await page.getByLabel('Customer or number').fill(first.quotation_number);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: second.quotation_number })).toHaveCount(0);
  await page.getByRole('link', { name: first.quotation_number }).click();

  // The detail: price both lines, the live totals follow, send.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Quotation ${first.quotation_number}`);
  const prices = page.getByRole('textbox', { name: /^Quoted unit price of / });
  await expect(prices).toHaveCount(2);
  await prices.nth(0).fill('1000');
  await expect(page.getByText('Price every line to see the totals.')).toBeVisible();
  await prices.nth(1).fill('2500.50');
  // 5 x 1000 + 2 x 2500.50 = 10001 before GST.
  await expect(page.getByLabel('Totals of the typed prices')).toContainText('10,001.00');
  await page.getByLabel('Note to the customer (optional)').fill('Delivery within 5 working days.');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-quotation', [DESKTOP]);
  await page.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByRole('status')).toContainText(`Quotation ${first.quotation_number} sent to the customer`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quoted');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/Prices sent, valid until .*Suresh Sales/);

  // The customer sees the quoted prices and the note.
  const view = (await (await request.get(`${baseURL}/api/quotation-view/${first.id}`, { headers: auth })).json()).data.quotation;
  expect(view.status.status).toBe('quoted');
  expect(view.quotation_items.map((i: { quoted_price: number }) => i.quoted_price)).toEqual([1000, 2500.5]);
  expect(view.quoted_totals.sub_total).toBe(10001);

  // The second is rejected with a reason; the customer sees it.
  await page.goto(`/admin/quotations/${second.quotation_number}`);
  await page.getByRole('button', { name: 'Reject…' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Reject quotation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please give the reason for rejecting.');
  await dialog.getByLabel('Reason').fill('These models are discontinued.');
  await dialog.getByRole('button', { name: 'Reject quotation' }).click();
  await expect(page.getByText('Reason for rejecting: These models are discontinued.')).toBeVisible();
  const rejected = (await (await request.get(`${baseURL}/api/quotation-view/${second.id}`, { headers: auth })).json()).data.quotation;
  expect(rejected).toMatchObject({ status: { status: 'rejected' }, rejection_reason: 'These models are discontinued.' });
});
