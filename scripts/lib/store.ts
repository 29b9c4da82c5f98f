// Starts the production build on a fresh throw-away store (as the browser tests do) for the
// measuring scripts, and stops it again.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from '../build-if-needed';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export interface RunningStore {
  base: string;
  /** A product page path of the seeded catalogue. */
  productPath: string;
  stop(): void;
}

export async function startStore(port: number): Promise<RunningStore> {
  buildIfNeeded();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '..', '..', 'e2e', 'serve.ts')], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  try {
    await waitFor(`${base}/api/session-timeout`, 180_000);
    const list = (await (await fetch(`${base}/api/product-list?itemsPerPage=1`)).json()) as { data: { data: { product_slug: string }[] } };
    return { base, productPath: `/product/${list.data.data[0].product_slug}`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
