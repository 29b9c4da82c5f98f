// Browser tests: Debian's Chromium driven by Playwright against the real server on a fresh database.
import { defineConfig } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second store with a short inactivity time-out, for the session time-out journey. */
export const SHORT_SESSION_PORT = PORT + 1;

const serve = (port: number, extra = '') => ({
  command: `${extra} PORT=${port} npx tsx e2e/serve.ts`,
  url: `http://127.0.0.1:${port}/api/session-timeout`,
  cwd: '..',
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '.artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [serve(PORT), serve(SHORT_SESSION_PORT, 'SESSION_TIMEOUT_SECONDS=4')],
});
