// The storefront's WebMCP tools against a fake model context: what an agent gets back, through the
// same endpoints the pages call (MSW), and the same refusals the pages give.
import { http, HttpResponse } from 'msw';
import type { Customer } from '@contracts/account';
import { AGENT_TOOLS } from '@contracts/agentTools';
import { makeStore } from '@/app/store';
import { findModelContext, type ModelContext, type ModelContextTool } from '@/shared/lib/webmcp';
import { approvedCustomer, makeProduct, unpriced } from '@/test/fixtures';
import { server } from '@/test/server';
import { signedInAs } from '@/test/utils';
import { offerStoreTools } from '.';
import { registerStoreTools } from './storeTools';

/** A model context as a browser offers it: tools by name, taken back when their signal aborts. */
function fakeModelContext() {
  const tools = new Map<string, ModelContextTool>();
  const context: ModelContext = {
    registerTool(tool, options) {
      if (tools.has(tool.name)) throw new Error(`duplicate tool ${tool.name}`);
      tools.set(tool.name, tool);
      options?.signal?.addEventListener('abort', () => tools.delete(tool.name));
    },
  };
  // Through JSON, as the browser hands arguments and results across.
  const call = async (name: string, input: Record<string, unknown>) => {
    const tool = tools.get(name);
    if (!tool) throw new Error(`no tool ${name}`);
    return JSON.parse(JSON.stringify(await tool.execute(JSON.parse(JSON.stringify(input)))));
  };
  return { context, tools, call };
}

async function toolsFor(preloadedState?: Parameters<typeof makeStore>[0]) {
  const fake = fakeModelContext();
  await registerStoreTools(fake.context, makeStore(preloadedState));
  return fake;
}

const pending: Customer = { ...approvedCustomer, status: 'pending' };

/** Records the requests that reach the API. */
function recordRequests() {
  const seen: { method: string; url: URL }[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({ method: request.method, url: new URL(request.url) });
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

describe('registration', () => {
  afterEach(() => {
    delete (navigator as { modelContext?: unknown }).modelContext;
    delete (document as { modelContext?: unknown }).modelContext;
  });

  it('registers search, product lookup and add-to-cart with object schemas whose required inputs exist', async () => {
    const { tools } = await toolsFor();
    expect([...tools.keys()]).toEqual(['search_products', 'get_product', 'add_to_cart']);
    for (const tool of tools.values()) {
      const schema = JSON.parse(JSON.stringify(tool.inputSchema));
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(false);
      for (const name of schema.required) expect(Object.keys(schema.properties)).toContain(name);
      for (const prop of Object.values(schema.properties) as { type: string; description: string }[]) {
        expect(['string', 'integer']).toContain(prop.type);
        expect(prop.description.length).toBeGreaterThan(5);
      }
      expect(tool.description).toBe(AGENT_TOOLS.find((t) => t.name === tool.name)?.description);
    }
    expect(tools.get('search_products')?.annotations).toEqual({ readOnlyHint: true });
    expect(tools.get('add_to_cart')?.annotations).toEqual({ readOnlyHint: false });
  });

  it('takes the tools back when its signal aborts', async () => {
    const fake = fakeModelContext();
    const abort = new AbortController();
    await registerStoreTools(fake.context, makeStore(), abort.signal);
    abort.abort();
    expect(fake.tools.size).toBe(0);
  });

  it('finds no model context where the browser has none, or one without registerTool', () => {
    expect(findModelContext()).toBeUndefined();
    Object.defineProperty(navigator, 'modelContext', { value: {}, configurable: true });
    expect(findModelContext()).toBeUndefined();
    expect(() => offerStoreTools(makeStore())).not.toThrow();
  });

  it.each(['navigator', 'document'] as const)('finds the model context on %s and registers the tools there', async (holder) => {
    const fake = fakeModelContext();
    Object.defineProperty(holder === 'navigator' ? navigator : document, 'modelContext', { value: fake.context, configurable: true });
    offerStoreTools(makeStore());
    await new Promise((r) => setTimeout(r, 50)); // the tools' chunk loads
    expect([...fake.tools.keys()]).toEqual(['search_products', 'get_product', 'add_to_cart']);
  });
});

describe('search_products', () => {
  it('searches the listing endpoint and returns the products without prices for a visitor', async () => {
    const requests = recordRequests();
    server.use(
      http.get('*/api/product-list', () =>
        HttpResponse.json({
          status: true,
          data: { data: [unpriced(makeProduct({ id: 4, product_name: 'Dell Latitude 5410', product_slug: 'dell-latitude-5410' }))], current_page: 1, last_page: 3, per_page: 10, total: 21 },
          min_price: null,
          max_price: null,
          brands: [],
        }),
      ),
    );
    const { call } = await toolsFor();
    const answer = await call('search_products', { query: ' dell latitude ', category: 'laptops' });
    requests.stop();

    const url = requests.seen.find((r) => r.url.pathname === '/api/product-list')?.url;
    expect(url?.searchParams.get('search')).toBe('dell latitude');
    expect(url?.searchParams.get('category')).toBe('laptops');
    expect(url?.searchParams.get('itemsPerPage')).toBe('10');
    expect(answer).toMatchObject({ status: true, message: '21 products found; page 1 of 3.', total: 21, last_page: 3 });
    expect(answer.products).toEqual([
      expect.objectContaining({ id: 4, name: 'Dell Latitude 5410', slug: 'dell-latitude-5410', url: 'http://localhost/product/dell-latitude-5410', in_stock: true }),
    ]);
    expect(answer.prices).toBe('Prices are shown only to signed-in company accounts that the store has approved.');
    expect(JSON.stringify(answer)).not.toMatch(/price_inr|base_price|gst_rate/);
  });

  it('never passes on a price to an account awaiting approval, even if one arrived', async () => {
    const { call } = await toolsFor(signedInAs(pending));
    const answer = await call('search_products', { query: 'dell' });
    expect(answer.products).toHaveLength(2);
    expect(JSON.stringify(answer)).not.toMatch(/price_inr/);
  });

  it('gives an approved customer the price the pages show', async () => {
    const { call } = await toolsFor(signedInAs(approvedCustomer));
    const answer = await call('search_products', { query: 'dell' });
    expect(answer.products[0].price_inr).toEqual(expect.any(Number));
    expect(answer.prices).toBeUndefined();
  });

  it('asks for the search words when they are missing', async () => {
    const { call } = await toolsFor();
    expect(await call('search_products', {})).toEqual({ status: false, message: 'Give the search words as "query" (1 to 100 characters).' });
    expect(await call('search_products', { query: 'x', page: 0 })).toEqual({ status: false, message: '"page" must be a whole number from 1.' });
  });
});

describe('get_product', () => {
  it('returns the product with its specifications and plain-text description', async () => {
    const { call } = await toolsFor();
    const answer = await call('get_product', { slug: 'dell-latitude-5410' });
    expect(answer.status).toBe(true);
    expect(answer.product).toMatchObject({ slug: 'dell-latitude-5410', id: 1 });
    expect(answer.product.description).not.toMatch(/</);
  });

  it('passes on the server\u2019s answer for an unknown product', async () => {
    server.use(http.get('*/api/product-detail/:slug', () => HttpResponse.json({ status: false, message: 'Product not found' }, { status: 404 })));
    const { call } = await toolsFor();
    expect(await call('get_product', { slug: 'gone' })).toEqual({ status: false, message: 'Product not found' });
  });
});

describe('add_to_cart', () => {
  it('refuses a visitor with the words of the Add button and sends nothing', async () => {
    const requests = recordRequests();
    const { call } = await toolsFor();
    expect(await call('add_to_cart', { product_id: 1, quantity: 2 })).toEqual({ status: false, message: 'You must be logged in to add to cart.' });
    requests.stop();
    expect(requests.seen.filter((r) => r.url.pathname === '/api/add-to-cart')).toEqual([]);
  });

  it('refuses an account awaiting approval, or a rejected one, with the hint the pages show', async () => {
    const requests = recordRequests();
    expect(await (await toolsFor(signedInAs(pending))).call('add_to_cart', { product_id: 1 })).toEqual({
      status: false,
      message: 'Prices and ordering open once your account is approved.',
    });
    expect(await (await toolsFor(signedInAs({ ...approvedCustomer, status: 'rejected' }))).call('add_to_cart', { product_id: 1 })).toEqual({
      status: false,
      message: 'Prices and ordering are not available to this account.',
    });
    requests.stop();
    expect(requests.seen.filter((r) => r.url.pathname === '/api/add-to-cart')).toEqual([]);
  });

  it('adds to an approved customer\u2019s cart through the add-to-cart endpoint', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/add-to-cart', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: true, message: 'Product added to cart successfully', data: {} });
      }),
    );
    const { call } = await toolsFor(signedInAs(approvedCustomer));
    expect(await call('add_to_cart', { product_id: 5, quantity: 3 })).toEqual({ status: true, message: 'Product added to cart successfully' });
    expect(bodies).toEqual([{ product_id: 5, quantity: 3 }]);
  });

  it('passes on the server\u2019s refusal, and checks the quantity before asking', async () => {
    server.use(http.post('*/api/add-to-cart', () => HttpResponse.json({ status: false, message: 'Only 2 in stock.' }, { status: 422 })));
    const { call } = await toolsFor(signedInAs(approvedCustomer));
    expect(await call('add_to_cart', { product_id: 5, quantity: 3 })).toEqual({ status: false, message: 'Only 2 in stock.' });
    expect(await call('add_to_cart', { product_id: 5, quantity: 1.5 })).toEqual({ status: false, message: '"quantity" must be a whole number from 1 to 10000.' });
    expect(await call('add_to_cart', {})).toEqual({ status: false, message: 'Give the product\u2019s id as "product_id" (a whole number).' });
  });
});
