// The back office's Orders: the demo customer places two cash-on-delivery orders through
// the storefront API; Sales finds the first in /admin/orders and approves it; Dispatch ships it with
// a courier and tracking number, which the customer's order detail then shows, and is offered no
// Cancel; Sales cancels the second with a reason, which the customer is mailed. Axe finds nothing
// serious on the list and the detail; screenshots in SCREENSHOT_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mailText } from '../server/src/lib/mail';
import { PORT } from './playwright.config';
import { giveDemoCredit, apiLogin, dataDirOf, DEMO, DESKTOP, freshEwayBillNumber, PHONE, placeNetworkingCodOrder, seriousViolations, shoot, STAFF, staffSignIn } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

test.setTimeout(180_000);

/** The demo customer orders one networking product, cash on delivery (on credit); returns the order number. */
/** The text of every mail the store wrote to `email` (the store's mail folder). */
function mailsTo(email: string): string[] {
  const dir = path.join(dataDirOf(PORT), 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => mailText(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((text) => text.toLowerCase().includes(email.toLowerCase()));
}

test('Sales approves, Dispatch ships with tracking (no Cancel for Dispatch), Sales cancels another with a reason', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
  const shipped = await placeNetworkingCodOrder(request, baseURL!, headers, 'admin-orders-ship');
  const cancelled = await placeNetworkingCodOrder(request, baseURL!, headers, 'admin-orders-cancel');
  const customerOrder = async (orderNumber: string) => (await (await request.get(`${baseURL}/api/order-detail/${orderNumber}`, { headers })).json()).data.order;

  // Sales: the list's Pending tab shows both; a search by number narrows it to one.
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, STAFF.sales);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Order status' }).getByRole('button', { name: 'Pending' }).click();
  await expect(page.getByRole('link', { name: shipped })).toBeVisible();
  await expect(page.getByRole('link', { name: cancelled })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-orders', [DESKTOP, PHONE]);
  await page.getByLabel('Customer, GSTIN, order, PO or invoice number').fill(shipped);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: cancelled })).toHaveCount(0);
  await page.getByRole('link', { name: shipped }).click();

  // The detail: Sales approves.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${shipped}`);
  await expect(page.getByRole('region', { name: 'Payment and refunds' })).toContainText('Cash on delivery (credit)');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-order-pending', [DESKTOP]);
  await expect(page.getByRole('button', { name: 'Ship…' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toHaveText(`Order ${shipped} approved.`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Status changed: Pending → Approved');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Suresh Sales');
  await expect(page.getByRole('button', { name: /Download invoice INV\// })).toBeVisible();
  expect((await customerOrder(shipped)).status.status_title).toBe('approved');

  // Dispatch ships it: the form asks for the courier and tracking number; no Cancel is offered.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await staffSignIn(page, STAFF.dispatch);
  await page.goto(`/admin/orders/${shipped}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${shipped}`);
  await expect(page.getByRole('button', { name: 'Cancel order…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // Dispatch does not see the payment's and refunds' state.
  await expect(page.getByRole('region', { name: 'Payment and refunds' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ship…' }).click();
  const ship = page.getByRole('form', { name: 'Ship the order' });
  await ship.getByRole('button', { name: 'Ship order' }).click();
  await expect(ship.getByText('Courier is required')).toBeVisible();
  await expect(ship.getByText('Tracking number is required')).toBeVisible();
  await ship.getByLabel('Courier').fill('Blue Dart');
  await ship.getByLabel('Tracking number').fill('BD 7788 1234 IN');
  // The order is one networking product: above ₹50,000 it ships only with its e-way bill,
  // which e-way-register.spec.ts tests; here it is filled whenever the form asks for it.
  if ((await ship.getByLabel('E-way bill number').count()) > 0) {
    await ship.getByLabel('E-way bill number').fill(freshEwayBillNumber());
    await ship.getByLabel('E-way bill date').fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
    await ship.getByLabel('Transporter', { exact: true }).fill('Blue Dart Express');
    await ship.getByLabel('Vehicle number').fill('MH02 CD 4321');
    await ship.getByLabel('Distance (km)').fill('120');
  }
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-order-ship', [DESKTOP]);
  await ship.getByRole('button', { name: 'Ship order' }).click();
  await expect(page.getByRole('status')).toHaveText(`Order ${shipped} shipped.`);
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Tracking number BD 7788 1234 IN');
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  const seen = await customerOrder(shipped);
  expect(seen.status.status_title).toBe('shipped');
  expect(seen.shipment).toEqual({ courier: 'Blue Dart', tracking_number: 'BD 7788 1234 IN' });

  // Dispatch has nothing to do on a pending order, and no Cancel there either.
  await page.goto(`/admin/orders/${cancelled}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${cancelled}`);
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order…' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Actions' })).toHaveCount(0);

  // Sales cancels the second order with a reason; the customer is mailed it.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await staffSignIn(page, STAFF.sales);
  await page.goto(`/admin/orders/${cancelled}`);
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  const cancel = page.getByRole('form', { name: 'Cancel the order' });
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel.getByText('A reason is required to cancel the order')).toBeVisible();
  await cancel.getByLabel('Reason for cancelling').fill('The customer ordered the wrong model by phone.');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status')).toHaveText(`Order ${cancelled} cancelled.`);
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('The customer ordered the wrong model by phone.');
  await expect(page.getByRole('button', { name: 'Cancel order…' })).toHaveCount(0);
  expect((await customerOrder(cancelled)).status.status_title).toBe('canceled');
  await expect
    .poll(() => mailsTo(DEMO.email).some((text) => text.includes(`Order ${cancelled} cancelled`) && text.includes('Reason: The customer ordered the wrong model by phone.')))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-order-cancelled', [DESKTOP]);
});
