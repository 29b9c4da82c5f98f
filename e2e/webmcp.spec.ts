// The storefront's WebMCP tools in a browser that has WebMCP (Chromium 156 with the Blink feature
// on): what an agent working in the page can do, as a visitor and as the approved demo customer.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_RATE_PRODUCT, apiLogin, startSignedIn } from './support';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--enable-blink-features=WebMCP',
    ],
  },
});

interface BrowserTool {
  name: string;
}
interface BrowserModelContext {
  getTools(): Promise<BrowserTool[]>;
  executeTool(tool: BrowserTool, input: Record<string, unknown> | string): Promise<string>;
}

/** The page's tools, as the browser lists them to an agent. */
async function toolNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const mc = (document as unknown as { modelContext: BrowserModelContext }).modelContext;
    return (await mc.getTools()).map((t) => t.name).sort();
  });
}

/**
 * Calls a tool the way an agent does. The browser hands back a script tool's result as JSON and a
 * form tool's answer (respondWith) as it was given.
 */
async function callTool(page: Page, name: string, input: Record<string, unknown>): Promise<unknown> {
  const raw = await page.evaluate(
    async ([toolName, args]) => {
      const mc = (document as unknown as { modelContext: BrowserModelContext }).modelContext;
      const tool = (await mc.getTools()).find((t) => t.name === toolName);
      if (!tool) throw new Error(`no tool ${toolName}`);
      // Chromium 156 takes the input as an object; earlier builds with the feature (150, Debian's
      // today) take it as JSON text and refuse an object ("Failed to parse input arguments", or
      // "... input string as JSON" for a form's tool).
      try {
        return await mc.executeTool(tool, args);
      } catch (err) {
        if (!/parse input/i.test(String(err))) throw err;
        return mc.executeTool(tool, JSON.stringify(args));
      }
    },
    [name, input] as const,
  );
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

test('a visitor\u2019s agent finds the tools, searches without prices and is refused the cart like the page', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => toolNames(page)).toEqual(['add_to_cart', 'get_product', 'open_search_results', 'search_products', 'subscribe_to_newsletter']);

  const found = (await callTool(page, 'search_products', { query: 'acer aspire' })) as { status: boolean; products: { id: number; slug: string }[] };
  expect(found.status).toBe(true);
  expect(found.products.map((p) => p.slug)).toContain(DEMO_RATE_PRODUCT.slug);
  expect(JSON.stringify(found)).not.toMatch(/price_inr/);

  const product = found.products.find((p) => p.slug === DEMO_RATE_PRODUCT.slug)!;
  expect(await callTool(page, 'get_product', { slug: product.slug })).toMatchObject({ status: true, product: { name: DEMO_RATE_PRODUCT.name } });

  expect(await callTool(page, 'add_to_cart', { product_id: product.id })).toEqual({ status: false, message: 'You must be logged in to add to cart.' });
  await expect(page.getByText('You must be logged in to add to cart.')).toBeVisible();

  // The header search as a declarative tool: the browser fills and submits it, the shop shows the results.
  expect(await callTool(page, 'open_search_results', { search: 'hp laptop' })).toBe('Showing the shop\'s results for "hp laptop".');
  await expect(page).toHaveURL(/\/shop\?search=hp%20laptop$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for \u201chp laptop\u201d');
});

test('the approved customer\u2019s agent sees their price and fills the cart', async ({ page, request, baseURL }) => {
  await startSignedIn(page, await apiLogin(request, baseURL!, DEMO.email, DEMO.password));
  await page.goto('/');
  await expect.poll(() => toolNames(page)).toContain('add_to_cart');

  const found = (await callTool(page, 'search_products', { query: 'acer aspire 5 a515' })) as { products: { id: number; slug: string; price_inr?: number }[] };
  const product = found.products.find((p) => p.slug === DEMO_RATE_PRODUCT.slug)!;
  expect(product.price_inr).toBe(40599);

  expect(await callTool(page, 'add_to_cart', { product_id: product.id, quantity: 2 })).toEqual({ status: true, message: 'Product added to cart successfully' });
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: DEMO_RATE_PRODUCT.name }).first()).toBeVisible();
});
