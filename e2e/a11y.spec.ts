// Accessibility of the information pages, the visitor forms and the checkout, orders, wallet and
// quotation pages: axe (WCAG 2 A and AA rules) finds
// nothing serious or critical on any of them, for a visitor and for the signed-in demo customer.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO, startSignedIn } from './support';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

async function check(page: Page, path: string, ready: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(ready);
  await page.waitForLoadState('networkidle');
  expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
}

test('the information pages and the visitor forms have no serious accessibility problems', async ({ page, request, baseURL }) => {
  // Ten pages, each loaded and scanned by axe: on a busy 2-core machine that passes the default minute.
  test.slow();
  const blog = (await (await request.get(`${baseURL}/api/blog`)).json()) as { blog: { slug: string }[] };
  const pages: [string, RegExp | string][] = [
    ['/about-us', 'About Us'],
    ['/faq', /FAQ|Frequently/i],
    ['/blog', /Blog/i],
    [`/blog-details/${blog.blog[0].slug}`, /./],
    ['/privacy-policy', /Privacy/i],
    ['/shipping-policy', /Shipping/i],
    ['/terms-conditions', /Terms/i],
    ['/cancellation-refund-policy', /Cancellation/i],
    ['/contact-us', /Contact/i],
    ['/requestitem', /Request/i],
  ];
  for (const [path, ready] of pages) await check(page, path, ready);
});

test('checkout, orders, wallet and quotation pages have no serious accessibility problems', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  await startSignedIn(page, session);
  const pages: [string, RegExp | string][] = [
    ['/myorder', /Order/i],
    ['/WalletHistory', 'Wallet Transaction History'],
    ['/quote-request', /Quote/i],
    ['/quotationlist', /Quotation/i],
  ];
  for (const [path, ready] of pages) await check(page, path, ready);
});
