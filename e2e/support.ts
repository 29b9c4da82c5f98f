// Helpers for the browser journeys: sessions through the API, the operator tool, the mail folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
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

/** The newest password-reset link written to the store's mail folder for `email`. */
export function latestResetLink(port: number, email: string): string | null {
  const dir = path.join(dataDirOf(port), 'mail');
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const text = mailText(fs.readFileSync(file, 'utf8'));
    if (!text.toLowerCase().includes(email.toLowerCase())) continue;
    const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(text);
    if (link) return link[0];
  }
  return null;
}
