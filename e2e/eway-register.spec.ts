// E-way bills and the purchase register: the demo customer orders goods worth
// more than ₹50,000 (approved with the store's tool); Dispatch ships it in the back office, the
// ship form refusing it without the e-way bill and taking it with one; the customer sees the bill
// on their order; in the account area they open the purchase register of this month, which lists
// the invoice, and download it as CSV. A second order shipped with the same bill number is refused in
// the form. Axe finds nothing serious; screenshots in SCREENSHOT_DIR.
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT } from './playwright.config';
import { giveDemoCredit, apiLogin, DEMO, DESKTOP, freshEwayBillNumber, PHONE, placeCodOrder, seriousViolations, shoot, STAFF, staffSignIn, startSignedIn, storeCli } from './support';

// Earlier specs' open orders use the demo customer's credit: start this one with room to order.
test.beforeAll(() => giveDemoCredit(PORT));

test.setTimeout(180_000);

const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The signed-in customer orders enough of one product to pass ₹50,000 (before tax), cash on delivery; the order's number. */
async function placeOrderAbove50k(request: APIRequestContext, baseURL: string, headers: Record<string, string>): Promise<string> {
  const list = await (await request.get(`${baseURL}/api/product-list`, { headers, params: { page: 1, itemsPerPage: 60 } })).json();
  const priced = (list.data.data as { id: number; stock_quantity: number; base_price: number | null; discount_price: number | null }[])
    .map((p) => ({ ...p, price: Number(p.discount_price ?? p.base_price ?? 0) }))
    .find((p) => p.price >= 5000 && p.stock_quantity * p.price > 60000);
  if (!priced) throw new Error('no product to make a ₹50,000 order of');
  return placeCodOrder(request, baseURL, headers, 'eway', priced.id, Math.ceil(52000 / priced.price));
}

test('Dispatch ships a ₹50,000+ order with its e-way bill; the buyer sees it and downloads the purchase register CSV; a second order cannot reuse the bill', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
  const ewayNumber = freshEwayBillNumber();

  // The customer orders enough of one product to pass ₹50,000 (before tax), cash on delivery.
  const orderNumber = await placeOrderAbove50k(request, baseURL!, headers);
  expect(storeCli(PORT, 'order-status', orderNumber, 'approved')).toMatch(/approved/);

  // Dispatch: the ship form says the bill is required, and the server's messages land on its fields.
  await page.setViewportSize({ width: DESKTOP[0], height: DESKTOP[1] });
  await staffSignIn(page, STAFF.dispatch);
  await page.goto(`/admin/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  await page.getByRole('button', { name: 'Ship…' }).click();
  const ship = page.getByRole('form', { name: 'Ship the order' });
  await expect(ship.getByText('it ships only with its e-way bill')).toBeVisible();
  await ship.getByLabel('Courier').fill('Safexpress');
  await ship.getByLabel('Tracking number').fill('SX 4455 01');
  await ship.getByRole('button', { name: 'Ship order' }).click();
  await expect(ship.getByText('E-way bill number is required.')).toBeVisible();
  await expect(ship.getByText('Vehicle number is required.')).toBeVisible();
  await ship.getByLabel('E-way bill number').fill(ewayNumber);
  await ship.getByLabel('E-way bill date').fill(indiaToday());
  await ship.getByLabel('Transporter', { exact: true }).fill('Safexpress Pvt Ltd');
  await ship.getByLabel('Vehicle number').fill('KA01 AB 12');
  await ship.getByLabel('Distance (km)').fill('450');
  await ship.getByRole('button', { name: 'Ship order' }).click();
  await expect(ship.getByText('Enter an Indian vehicle registration number (e.g. KA01AB1234).')).toBeVisible();
  await ship.getByLabel('Vehicle number').fill('KA01 AB 1234');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'eway-ship-form', [DESKTOP, PHONE]);
  await ship.getByRole('button', { name: 'Ship order' }).click();
  await expect(page.getByRole('status')).toHaveText(`Order ${orderNumber} shipped.`);
  const card = page.getByRole('region', { name: 'E-way bill' });
  await expect(card).toContainText(ewayNumber);
  await expect(card).toContainText('KA01AB1234');
  await expect(card).toContainText('3 days for 450 km');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(`E-way bill ${ewayNumber}, vehicle KA01AB1234`);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'eway-admin-order', [DESKTOP, PHONE]);

  // The customer sees the bill on their order.
  const buyer = await page.context().browser()!.newContext();
  const shopper = await buyer.newPage();
  await startSignedIn(shopper, session);
  await shopper.goto(`/order-details/${orderNumber}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  const info = shopper.getByRole('region', { name: 'Order information' });
  await expect(info).toContainText(ewayNumber);
  await expect(info).toContainText('Vehicle KA01AB1234 · Safexpress Pvt Ltd');
  await shopper.waitForLoadState('networkidle');
  expect(await seriousViolations(shopper)).toEqual([]);
  await shoot(shopper, 'eway-buyer-order', [DESKTOP, PHONE]);

  // From My Orders to the purchase register of this month: the order's invoice is in it; the CSV downloads.
  await shopper.goto('/myorder');
  await shopper.getByRole('link', { name: 'Purchase register' }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Purchase register' })).toBeVisible();
  const invoiceNumber = (await (await request.get(`${baseURL}/api/order-detail/${orderNumber}`, { headers })).json()).data.order.invoice_number as string;
  const table = shopper.getByRole('region', { name: /^Purchase register, / });
  await expect(table).toContainText(invoiceNumber);
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  await shopper.waitForLoadState('networkidle');
  expect(await seriousViolations(shopper)).toEqual([]);
  await shoot(shopper, 'purchase-register', [DESKTOP, PHONE]);
  const [download] = await Promise.all([shopper.waitForEvent('download'), shopper.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`purchase-register-${indiaToday().slice(0, 7)}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^GSTIN of supplier,Supplier name,GSTIN of buyer,Document type,Document number,Document date,Document value,Place of supply,Reverse charge,Rate \(%\),Taxable value,Integrated tax,Central tax,State\/UT tax,Cess$/);
  expect(csv).toContain(invoiceNumber);
  expect(csv).toMatch(/\r\nTotal,/);
  await buyer.close();

  // A second consignment cannot carry the same e-way bill: the ship form says where it is already.
  const second = await placeOrderAbove50k(request, baseURL!, headers);
  expect(storeCli(PORT, 'order-status', second, 'approved')).toMatch(/approved/);
  await page.goto(`/admin/orders/${second}`);
  await page.getByRole('button', { name: 'Ship…' }).click();
  const shipAgain = page.getByRole('form', { name: 'Ship the order' });
  await shipAgain.getByLabel('Courier').fill('Safexpress');
  await shipAgain.getByLabel('Tracking number').fill('SX 4455 02');
  await shipAgain.getByLabel('E-way bill number').fill(ewayNumber);
  await shipAgain.getByLabel('E-way bill date').fill(indiaToday());
  await shipAgain.getByLabel('Transporter', { exact: true }).fill('Safexpress Pvt Ltd');
  await shipAgain.getByLabel('Vehicle number').fill('KA01 AB 1234');
  await shipAgain.getByLabel('Distance (km)').fill('450');
  await shipAgain.getByRole('button', { name: 'Ship order' }).click();
  await expect(shipAgain.getByText(`This e-way bill number is already on order ${orderNumber}: each consignment has its own.`)).toBeVisible();
  await expect(shipAgain.getByLabel('E-way bill number')).toHaveValue(ewayNumber);
  expect((await (await request.get(`${baseURL}/api/order-detail/${second}`, { headers })).json()).data.order.status.status_title).toBe('approved');
});
