// Every back-office screen, for every staff role, opened as the first page of a fresh tab and
// checked at 390 and at 1366 px wide: axe finds nothing serious or critical, and nothing scrolls the
// page sideways (a wide table scrolls inside its own labelled box). The lists and one detail of each kind (an
// order, a quotation, a company, a product) are walked; the role's screens come from the
// navigation it is shown, so a screen added to the nav is walked without touching this file.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { PORT } from './playwright.config';
import { apiLogin, DEMO, DESKTOP, giveDemoCredit, PHONE, placeNetworkingCodOrder, seriousViolations, STAFF, staffSignIn } from './support';

test.setTimeout(180_000);

/** Detail screens: the list that links to them and the shape of their address. */
const DETAILS: { list: string; detail: RegExp }[] = [
  { list: '/admin/orders', detail: /^\/admin\/orders\/[^/?#]+$/ },
  { list: '/admin/quotations', detail: /^\/admin\/quotations\/[^/?#]+$/ },
  { list: '/admin/accounts', detail: /^\/admin\/accounts\/\d+$/ },
  { list: '/admin/products', detail: /^\/admin\/products\/\d+$/ },
];

/** Screens with no nav entry of their own, walked when a list screen links to them. */
const EXTRA: Record<string, string[]> = { '/admin/products': ['/admin/catalogue-import'] };

let orderNumber = '';
let quotationNumber = '';

/** The demo customer places an order (on credit) and asks for a quotation, so both lists have a detail to open. */
async function makeOrderAndQuotation(request: APIRequestContext, baseURL: string) {
  giveDemoCredit(PORT);
  const session = await apiLogin(request, baseURL, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
  const list = (await (await request.get(`${baseURL}/api/product-list`, { headers, params: { category: 'networking', itemsPerPage: 30 } })).json()).data.data as {
    id: number;
    stock_quantity: number;
  }[];
  const quoted = await request.post(`${baseURL}/api/request-quotation`, {
    headers,
    data: { product_id: [list[0].id, list[1].id], quantity: [5, 2], quotation_description: 'Every screen walk' },
  });
  expect(quoted.ok(), await quoted.text()).toBe(true);
  quotationNumber = (await quoted.json()).data.quotation_number;

  orderNumber = await placeNetworkingCodOrder(request, baseURL, headers, 'every-screen');
}

test.beforeAll(async ({ request, baseURL }) => {
  await makeOrderAndQuotation(request, baseURL!);
});

/** What sticks out past the right edge of the window: the page's width and the widest offenders. */
async function sideways(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scroll = document.scrollingElement!.scrollWidth;
    if (scroll <= width) return null;
    const offenders = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      // The outermost offender says the most: skip those whose parent sticks out too.
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 4)
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return `page is ${scroll}px wide in a ${width}px window: ${offenders.join(', ')}`;
  });
}

/** The screen's own content has loaded: its heading is shown and no request is still on its way. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens `address` as the first page of a new tab, phone-wide (the narrow first render is the one that
 * breaks), checks it, then widens the same tab to the desktop and checks again; returns its links.
 */
async function walk(context: BrowserContext, address: string, problems: string[]): Promise<string[]> {
  const tab = await context.newPage();
  await tab.setViewportSize({ width: PHONE[0], height: PHONE[1] });
  await tab.goto(address);
  await settled(tab);
  // A screen this role may not use is refused; the nav offered it, so landing elsewhere is a fault.
  if (new URL(tab.url()).pathname !== address) problems.push(`${address}: landed on ${new URL(tab.url()).pathname}`);
  for (const [width, height] of [PHONE, DESKTOP]) {
    if (width !== PHONE[0]) {
      await tab.setViewportSize({ width, height });
      await settled(tab);
    }
    const wide = await sideways(tab);
    if (wide) problems.push(`${address} @${width}: ${wide}`);
    for (const v of await seriousViolations(tab)) problems.push(`${address} @${width}: ${v}`);
  }
  const links = await tab.locator('main a[href^="/admin/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  await tab.close();
  return links;
}

const ROLES = [
  { role: 'Admin', who: STAFF.admin },
  { role: 'Sales', who: STAFF.sales },
  { role: 'Finance', who: STAFF.finance },
  { role: 'Dispatch', who: STAFF.dispatch },
  { role: 'Catalogue', who: STAFF.catalogue },
];

for (const { role, who } of ROLES) {
  test(`${role}: every screen fits a phone and passes axe, lists and details`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await staffSignIn(page, who);
    // Every new tab of this context shares the sign-in (the session is a cookie of the browser).
    const nav = await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(nav.length).toBeGreaterThan(1);

    const problems: string[] = [];
    for (const address of nav) {
      const links = await walk(context, address, problems);
      for (const extra of EXTRA[address] ?? []) if (links.includes(extra)) await walk(context, extra, problems);
      const kind = DETAILS.find((d) => d.list === address);
      if (!kind) continue;
      // The first detail the list links to; the order and quotation made above when the list's
      // first view does not show them (a role's default tab may filter them out).
      const known: Record<string, string> = { '/admin/orders': `/admin/orders/${orderNumber}`, '/admin/quotations': `/admin/quotations/${quotationNumber}` };
      const detail = links.find((href) => kind.detail.test(href)) ?? known[address];
      if (!detail) {
        problems.push(`${address}: no detail screen linked`);
        continue;
      }
      await walk(context, detail, problems);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
