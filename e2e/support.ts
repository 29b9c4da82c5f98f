// Helpers for the browser journeys: sessions through the API, the operator tool, the mail folder,
// and the back office's sign-in, accessibility check and screenshots.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailText } from '../server/src/lib/mail';

export const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };
/** The seed gives the demo customer a price-list rate on this product (see server/src/db/seed). */
export const DEMO_RATE_PRODUCT = {
  slug: 'acer-aspire-5-a515-15-6-thin-light-laptop-ultra-5-16gb-256gb-199',
  name: 'Acer Aspire 5 A515 15.6" Thin & Light Laptop Ultra 5 16GB 256GB',
  rate: '₹40,599.00',
  discount: '₹43,899.00',
};

export function dataDirOf(port: number): string {
  return fs.readFileSync(path.join(os.tmpdir(), `store-e2e-${port}.datadir`), 'utf8').trim();
}

export async function apiLogin(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const res = await request.post(`${baseURL}/api/customer-login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { token: string; customer: unknown };
}

/** Starts the page signed in, the way the storefront stores a session (spec keys), once per page. */
export async function startSignedIn(page: Page, session: { token: string; customer: unknown }) {
  await page.addInitScript(
    ([token, customer]) => {
      if (sessionStorage.getItem('e2e-session')) return;
      sessionStorage.setItem('e2e-session', '1');
      localStorage.setItem('userToken', token);
      localStorage.setItem('userDetails', customer);
      localStorage.setItem('isAuthenticated', 'true');
    },
    [session.token, JSON.stringify(session.customer)],
  );
}

/** Runs `npm run store -- <args>` against the store on `port` (it talks to the running server). */
export function storeCli(port: number, ...args: string[]): string {
  return execFileSync(process.execPath, [require.resolve('tsx/cli'), 'server/src/cli/index.ts', ...args], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, DATA_DIR: dataDirOf(port), DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

/**
 * Several specs order on the demo customer's credit in one store, and some of those orders stay
 * open; a spec that needs credit sets a limit no earlier spec can have used up (operator tool).
 */
export function giveDemoCredit(port: number, rupees = 5_000_000): void {
  storeCli(port, 'credit', DEMO.email, String(rupees));
}

/** The newest password-reset link written to the store's mail folder for `email`. */
export function latestResetLink(port: number, email: string): string | null {
  return latestMailedLink(port, email, /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/);
}

/**
 * The first match of `link` in the newest mail (DATA_DIR/mail of the store on `port`) whose To: line
 * holds `email`, or null: a password reset, an invitation, an approval's link.
 */
export function latestMailedLink(port: number, email: string, link: RegExp): string | null {
  const dir = path.join(dataDirOf(port), 'mail');
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  // The address whole: buyer@x.in is not in the To: line of another-buyer@x.in.
  const to = new RegExp(`^to:.*(?<![\\w.+-])${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`, 'im');
  for (const file of files) {
    const text = mailText(fs.readFileSync(file, 'utf8'));
    if (!to.test(text)) continue;
    const found = link.exec(text);
    if (found) return found[0];
  }
  return null;
}

/* ---------- back office ---------- */

/** The seed's demo staff (README "Demo accounts"). */
/**
 * The signed-in customer (`headers` carry their bearer token) empties the cart and places a
 * cash-on-delivery order of `quantity` of one product, to the default addresses; the order's number.
 */
export async function placeCodOrder(request: APIRequestContext, baseURL: string, headers: Record<string, string>, tag: string, productId: number, quantity: number): Promise<string> {
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers })).json();
  for (const line of cart.carts as { id: string }[]) {
    await request.post(`${baseURL}/api/delete-cart`, { headers, form: { cart_id: line.id } });
  }
  expect((await request.post(`${baseURL}/api/add-to-cart`, { headers, data: { product_id: productId, quantity } })).ok()).toBe(true);
  const checkout = (await (await request.get(`${baseURL}/api/checkout`, { headers })).json()).data;
  const placed = await request.post(`${baseURL}/api/order-store`, {
    headers,
    data: {
      billing_address_id: checkout.default_billing_address.id,
      shipping_address_id: checkout.default_shipping_address.id,
      payment_method: 'cash_on_delivery',
      idempotency_key: `e2e-${tag}-${Date.now()}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()).data.order_number as string;
}

/** As placeCodOrder, of one networking product in stock. */
export async function placeNetworkingCodOrder(request: APIRequestContext, baseURL: string, headers: Record<string, string>, tag: string): Promise<string> {
  const list = await (await request.get(`${baseURL}/api/product-list`, { headers, params: { category: 'networking', page: 1, itemsPerPage: 30 } })).json();
  const product = (list.data.data as { id: number; stock_quantity: number }[]).find((p) => p.stock_quantity >= 2);
  if (!product) throw new Error('no networking product with stock');
  return placeCodOrder(request, baseURL, headers, tag, product.id, 1);
}

let ewayCount = 0;
/**
 * A 12-digit e-way bill number no earlier run has used: the store refuses one number on two
 * orders, and a retried or repeated test ships another order.
 */
export function freshEwayBillNumber(): string {
  ewayCount += 1;
  return `3${String(Date.now()).slice(-9)}${String(ewayCount % 100).padStart(2, '0')}`;
}

export const STAFF = {
  admin: { email: 'admin@example.com', password: 'Admin@12345', name: 'Asha Admin' },
  sales: { email: 'sales@example.com', password: 'Sales@12345', name: 'Suresh Sales' },
  finance: { email: 'finance@example.com', password: 'Finance@12345', name: 'Farah Finance' },
  dispatch: { email: 'dispatch@example.com', password: 'Dispatch@12345', name: 'Dev Dispatch' },
  catalogue: { email: 'catalogue@example.com', password: 'Catalogue@12345', name: 'Chitra Catalogue' },
} as const;

/** Signs a staff member in through the form at /admin/signin and waits for the back office's navigation. */
export async function staffSignIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/signin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/** axe's serious and critical findings on the page (WCAG 2.1 A/AA), one readable line each; [] when clean. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Let entrance animations end first (a toast fading in is measured against its half-transparent
  // colours); long-running ones, such as a toast's countdown bar, are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const end = a.effect?.getComputedTiming().endTime;
          return typeof end === 'number' && Number.isFinite(end) && end <= 2000;
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

export const DESKTOP = [1366, 900] as const;
export const PHONE = [390, 844] as const;

/** Full-page screenshots at each size into SCREENSHOT_DIR (none when unset), then back to the desktop size. */
export async function shoot(page: Page, name: string, sizes: readonly (readonly [number, number])[] = [DESKTOP, PHONE]) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: DESKTOP[0], height: DESKTOP[1] });
}

