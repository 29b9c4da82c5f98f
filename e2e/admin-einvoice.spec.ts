// E-invoices in the back office: the demo customer's cash-on-delivery order is
// approved (operator tool), which issues its tax invoice and queues its registration with the
// sandbox portal (a job the server runs within moments); Finance sees it registered on the order page with its IRN and
// acknowledgement, cancels it within 24 hours with a reason and remark (the form's errors first),
// and the history shows the cancellation. Axe finds nothing serious; screenshots in SCREENSHOT_DIR.
import { expect, test } from '@playwright/test';
import { PORT } from './playwright.config';
import { giveDemoCredit, apiLogin, DEMO, DESKTOP, PHONE, seriousViolations, shoot, STAFF, staffSignIn, placeNetworkingCodOrder, storeCli } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

test.setTimeout(180_000);

test('Finance sees the registered e-invoice of an approved order and cancels it within 24 hours', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
  const orderNumber = await placeNetworkingCodOrder(request, baseURL!, headers, 'einvoice');
  expect(storeCli(PORT, 'order-status', orderNumber, 'approved')).toContain(`Order ${orderNumber}: pending -> approved.`);

  await page.setViewportSize({ width: DESKTOP[0], height: DESKTOP[1] });
  await staffSignIn(page, STAFF.finance);
  const card = page.getByRole('region', { name: 'E-invoices' });
  await expect(async () => {
    await page.goto(`/admin/orders/${orderNumber}`);
    await expect(card).toContainText('Registered', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card).toContainText(/Tax invoice INV\/\d{2}-\d{2}\/\d{5}/);
  await expect(card.locator('.einv-irn')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(card).toContainText(/Ack No\.\s*\d{15}/);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-einvoice-registered', [DESKTOP, PHONE]);

  // Cancel: the form asks for a reason and a remark before anything is sent.
  await card.getByRole('button', { name: 'Cancel e-invoice' }).click();
  const form = card.getByRole('form', { name: /Cancel the e-invoice of INV\// });
  await form.getByRole('button', { name: 'Cancel e-invoice' }).click();
  await expect(form).toContainText('Choose the reason for cancelling.');
  await expect(form).toContainText('Say in a few words why the e-invoice is cancelled.');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-einvoice-cancel-form', [DESKTOP]);
  await form.getByLabel('Reason').selectOption({ label: 'Data entry mistake' });
  await form.getByLabel('Remark').fill('Wrong billing address on the invoice');
  await form.getByRole('button', { name: 'Cancel e-invoice' }).click();
  await expect(card.getByRole('status')).toHaveText(/The e-invoice of INV\/.+ was cancelled\./);
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('button', { name: 'Cancel e-invoice' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/E-invoice of INV\/.+ cancelled · Reason: Data entry mistake · Remark: Wrong billing address on the invoice/);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-einvoice-cancelled', [DESKTOP, PHONE]);
});

test("a cancelled order's registered credit note stands between its invoice and cancellation, until the note's e-invoice is cancelled", async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
  const orderNumber = await placeNetworkingCodOrder(request, baseURL!, headers, 'einvoice-credit-note');
  expect(storeCli(PORT, 'order-status', orderNumber, 'approved')).toContain(`Order ${orderNumber}: pending -> approved.`);

  await page.setViewportSize({ width: DESKTOP[0], height: DESKTOP[1] });
  await staffSignIn(page, STAFF.finance);
  const card = page.getByRole('region', { name: 'E-invoices' });
  const documentRow = (kind: RegExp) => card.getByRole('listitem').filter({ has: page.locator('strong', { hasText: kind }) });
  const invoice = documentRow(/^Tax invoice/);
  const note = documentRow(/^Credit note/);
  await expect(async () => {
    await page.goto(`/admin/orders/${orderNumber}`);
    await expect(invoice).toContainText('Registered', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // Cancelled after invoicing: the credit note is issued and registered against the invoice.
  expect(storeCli(PORT, 'order-status', orderNumber, 'canceled')).toMatch(/canceled/);
  await expect(async () => {
    await page.reload();
    await expect(note).toContainText('Registered', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(invoice).toContainText(/Credit note \S+ is registered against this invoice: cancel its e-invoice first/);
  await expect(invoice.getByRole('button', { name: 'Cancel e-invoice' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The note's e-invoice first; then the invoice's may be cancelled.
  await note.getByRole('button', { name: 'Cancel e-invoice' }).click();
  const form = note.getByRole('form', { name: /Cancel the e-invoice of / });
  await form.getByLabel('Reason').selectOption({ label: 'Data entry mistake' });
  await form.getByLabel('Remark').fill('Credit note raised in error');
  await form.getByRole('button', { name: 'Cancel e-invoice' }).click();
  await expect(note).toContainText('Cancelled');
  await expect(invoice.getByRole('button', { name: 'Cancel e-invoice' })).toBeVisible();
});
