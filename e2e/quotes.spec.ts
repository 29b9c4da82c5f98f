// The quote list, a quotation request with its PDF, the quotation list and detail, and
// the store's answer through the operator tool.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { mailText } from '../server/src/lib/mail';
import { rupeesInWords } from '../server/src/lib/words';
import { pdfText } from '../server/test/pdfText';
import { PORT } from './playwright.config';
import { DEMO, DEMO_RATE_PRODUCT, apiLogin, dataDirOf, startSignedIn, storeCli } from './support';

const RATE_NOTE = '(This Price Only for you By Price List)';
const flat = (s: string) => s.replace(/\s+/g, ' ');
const inr = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);
const plainAmount = (n: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** Clicks a 'Download Quotation' button and returns the PDF the new window was sent to. */
async function downloadPdf(page: Page, button: ReturnType<Page['getByRole']>): Promise<{ response: Response; text: string }> {
  const served = page.context().waitForEvent('response', (r) => /\/api\/files\/[A-Za-z0-9_-]+\.pdf$/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await button.click();
  await popup;
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The window may show the PDF or hand it to the download manager: read it again by its link.
  const again = await page.request.get(response.url());
  const bytes = await again.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { response, text: flat(pdfText(bytes)) };
}

test('the demo customer requests a quotation, the store prices it, and the customer sees the answer', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  await startSignedIn(page, session);

  // Two products without a price-list rate (those need no quotation): one from the listing...
  await page.goto('/shop?category=networking');
  const plain = page.getByRole('article').filter({ hasNotText: RATE_NOTE });
  const first = plain.nth(0);
  const second = plain.nth(1);
  const firstName = (await first.getByRole('heading').textContent())!.trim();
  const secondName = (await second.getByRole('heading').textContent())!.trim();
  await first.getByRole('button', { name: `${firstName}: Add to Quote List` }).click();
  await expect(page.getByText('Successfully added to quote list').first()).toBeVisible();
  await expect(first.getByRole('link', { name: `${firstName}: View Quote List` })).toBeVisible();
  await expect(page.getByTestId('quote-count')).toHaveText('1');

  // ...and one from its product page, with the quantity chosen there.
  await second.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  const info = page.locator('.product__info');
  await info.getByRole('button', { name: 'Increase quantity' }).click();
  await info.getByRole('button', { name: 'Increase quantity' }).click();
  await info.getByRole('button', { name: `${secondName}: Add to Quote List` }).click();
  await expect(page.getByTestId('quote-count')).toHaveText('2');
  await info.getByRole('link', { name: `${secondName}: View Quote List` }).click();

  // The quote list: change a quantity; the form is prefilled.
  await expect(page).toHaveURL(/\/quote-request$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Request List' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${secondName}` })).toHaveValue('3');
  const firstQty = page.getByRole('spinbutton', { name: `Quantity of ${firstName}` });
  await expect(page.getByRole('button', { name: `Decrease quantity of ${firstName}` })).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${firstName}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${firstName}` }).click();
  await page.getByRole('button', { name: `Decrease quantity of ${firstName}` }).click();
  await expect(firstQty).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);

  // The PDF at today's prices, in a new window.
  const draft = await downloadPdf(page, page.getByRole('button', { name: 'Download Quotation' }));
  expect(draft.response.headers()['content-disposition']).toMatch(/^inline; filename="quotation-draft-\d{8}\.pdf"$/);
  for (const text of ['GSTIN: 27AABCI4567K1Z8', 'Demo Traders Pvt Ltd', 'GSTIN: 27AAACD1234F1Z7', 'CGST', 'SGST', 'Grand total', 'Rupees ', ' Only']) {
    expect(draft.text).toContain(text);
  }
  expect(draft.text).toContain(flat(firstName));
  expect(draft.text).toContain(flat(secondName));

  // Submit: the list and the form are cleared.
  await page.getByRole('textbox', { name: 'Description' }).fill('Two sites; deliver to Pune first');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Quotation submitted successfully').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your quote list is empty' })).toBeVisible();
  await expect(page.getByTestId('quote-count')).toHaveCount(0);
  const link = page.getByRole('link', { name: /^view quotation QT-\d{8}-[A-Z0-9]{6}$/ });
  const number = (await link.textContent())!.replace('view quotation ', '');
  expect(await page.evaluate(() => localStorage.getItem('quoteRequests'))).toBe('[]');

  // It is in the quotation list...
  await page.goto('/quotationlist');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Asha Verma');
  await expect(row).toContainText('Two sites; deliver to Pune first');
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ quotations$/)).toBeVisible();

  // ...and in its details, not priced yet.
  await row.getByRole('link', { name: `View quotation ${number}` }).click();
  await expect(page).toHaveURL(/\/quotation-details\/[A-Za-z0-9_-]{22}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText('Shop 14, Dalal Street Annexe');
  await expect(page.getByRole('region', { name: 'Billing Address' })).toContainText('3rd Floor, Ballard House');
  await expect(page.getByRole('row').filter({ hasText: firstName })).toContainText('2');
  await expect(page.getByRole('row').filter({ hasText: secondName })).toContainText('3');
  await expect(page.getByText(/has not priced this quotation yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Quotation' })).toHaveCount(0);

  // The store answers with the operator tool (through the running server).
  type View = { data: { quotation: { quotation_items: { product: { sku: string } }[]; quoted_totals: { grand_total: number } | null } } };
  const viewQuotation = async () =>
    ((await (await request.get(`${baseURL}/api/quotation-view/${id}`, { headers: { authorization: `Bearer ${session.token}` } })).json()) as View).data.quotation;
  const skus = (await viewQuotation()).quotation_items.map((i) => i.product.sku);
  expect(storeCli(PORT, 'quotations', '--status', 'pending')).toContain(number);
  const priced = storeCli(PORT, 'quote-price', number, `${skus[0]}=1234.50`, `${skus[1]}=999`);
  expect(priced).toContain(`Every line is priced: ${number} is now Quoted. The customer was mailed at ${DEMO.email}.`);
  const mailDir = path.join(dataDirOf(PORT), 'mail');
  const mails = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []).map((f) => mailText(fs.readFileSync(path.join(mailDir, f), 'utf8')));
  // Mails are sent by the store's job queue, a moment after the answer.
  await expect.poll(() => mails().some((m) => m.includes(`Subject: Your quotation ${number} has been priced`) && m.includes(`/quotation-details/${id}`))).toBe(true);

  // The customer sees the answer and downloads it.
  const grand = (await viewQuotation()).quoted_totals!.grand_total;
  await page.reload();
  await expect(page.getByText('Quoted', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: firstName })).toContainText('₹1,234.50');
  await expect(page.getByRole('row').filter({ hasText: firstName })).toContainText('₹2,469.00');
  await expect(page.getByRole('row').filter({ hasText: secondName })).toContainText('₹999.00');
  await expect(page.getByLabel('Quoted totals')).toContainText(inr(5466)); // 2 x 1,234.50 + 3 x 999
  await expect(page.getByLabel('Quoted totals')).toContainText(inr(grand));
  const answer = await downloadPdf(page, page.getByRole('button', { name: 'Download Quotation' }));
  expect(answer.response.headers()['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
  for (const text of [number, 'Quoted', '1,234.50', '2,469.00', `Rs. ${plainAmount(grand)}`, rupeesInWords(Math.round(grand * 100))]) {
    expect(answer.text).toContain(text);
  }
  await page.goto('/quotationlist');
  await expect(page.getByRole('row').filter({ hasText: number }).getByText('Quoted')).toBeVisible();
});

test('a line with a price-list rate keeps Submit disabled until it is removed', async ({ page, request, baseURL }) => {
  await startSignedIn(page, await apiLogin(request, baseURL!, DEMO.email, DEMO.password));
  await page.goto(`/product/${DEMO_RATE_PRODUCT.slug}`);
  const name = DEMO_RATE_PRODUCT.name;
  await page.locator('.product__info').getByRole('button', { name: `${name}: Add to Quote List` }).click();
  await page.getByTestId('quote-count').click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(DEMO_RATE_PRODUCT.rate);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(page.getByText(/already has your price-list rate/)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Your quote list is empty' })).toBeVisible();
});
