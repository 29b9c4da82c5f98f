// The storefront's search, product lookup and add-to-cart as WebMCP tools. Loaded on its own only
// where the browser offers WebMCP (see ./index.ts). Each tool goes through the same RTK Query
// endpoints as the pages and answers as they do: no prices unless the account is approved, and
// add-to-cart refused to visitors and unapproved accounts with the pages' own words.
import { ADD_TO_CART, ADD_TO_CART_MAX_QUANTITY, GET_PRODUCT, SEARCH_PRODUCTS, SEARCH_TOOL_PAGE_SIZE, type AgentTool } from '@contracts/agentTools';
import type { Product, ProductDetail } from '@contracts/catalog';
import { AWAITING_APPROVAL_HINT, REJECTED_HINT, selectCustomer, selectIsApproved, selectIsAuthenticated } from '@/features/auth';
import { cartApi } from '@/features/cart';
import { catalogApi } from '@/features/catalog';
import { readFailure } from '@/shared/api/failure';
import { effectivePrice } from '@/shared/lib/money';
import { notify } from '@/shared/lib/notify';
import { plainText } from '@/shared/lib/text';
import type { ModelContext, ModelContextTool } from '@/shared/lib/webmcp';
import type { AppStore } from '../store';

/** What every tool answers: status and message as the API does, plus the tool's data. */
export type ToolAnswer = { status: boolean; message: string } & Record<string, unknown>;

const refuse = (message: string): ToolAnswer => ({ status: false, message });
const PRICES_HIDDEN = 'Prices are shown only to signed-in company accounts that the store has approved.';

/** The browser does not hold the agent to the input schema, so each tool checks its input itself. */
function text(input: Record<string, unknown>, key: string, max: number): string | undefined {
  const v = input[key];
  return typeof v === 'string' && v.trim() !== '' && v.trim().length <= max ? v.trim() : undefined;
}
function whole(input: Record<string, unknown>, key: string, min: number, max: number): number | undefined | null {
  const v = input[key];
  if (v === undefined || v === null) return undefined;
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : null;
}

function productSummary(p: Product, approved: boolean) {
  const price = approved ? effectivePrice(p) : null;
  return {
    id: p.id,
    name: p.product_name,
    slug: p.product_slug,
    url: `${window.location.origin}/product/${encodeURIComponent(p.product_slug)}`,
    sku: p.sku,
    model_number: p.model_number,
    brand: p.brands?.brand_name ?? null,
    category: p.category?.title ?? null,
    sub_category: p.sub_category?.title ?? null,
    in_stock: p.stock_quantity > 0,
    stock_quantity: p.stock_quantity,
    ...(price === null ? {} : { price_inr: price, gst_rate: p.gst_rate }),
  };
}

function productDetails(p: ProductDetail, approved: boolean) {
  return {
    ...productSummary(p, approved),
    short_description: p.short_description,
    description: plainText(p.long_description),
    specifications: p.specification.map((s) => ({ title: s.title, value: s.description })),
    warranty: p.warranty_period,
    average_rating: p.average_rating,
  };
}

function tool(spec: AgentTool, execute: (input: Record<string, unknown>) => Promise<ToolAnswer>): ModelContextTool {
  return {
    name: spec.name,
    description: spec.description,
    inputSchema: spec.inputSchema,
    annotations: { readOnlyHint: spec.readOnly },
    // An agent may pass nothing at all; the tool then answers with what is missing.
    execute: (input) => execute(input && typeof input === 'object' ? input : {}),
  };
}

export function storeTools(store: AppStore): ModelContextTool[] {
  const approved = () => selectIsApproved(store.getState());

  const searchProducts = tool(SEARCH_PRODUCTS, async (input) => {
    const query = text(input, 'query', 100);
    if (!query) return refuse('Give the search words as "query" (1 to 100 characters).');
    const page = whole(input, 'page', 1, 1000);
    if (page === null) return refuse('"page" must be a whole number from 1.');
    const category = text(input, 'category', 191);
    const request = store.dispatch(
      catalogApi.endpoints.getProductList.initiate({ page: page ?? 1, itemsPerPage: SEARCH_TOOL_PAGE_SIZE, search: query, category }, { subscribe: false }),
    );
    try {
      const res = await request.unwrap();
      const { data, current_page, last_page, total } = res.data;
      const priced = approved();
      return {
        status: true,
        message: total === 0 ? 'No products found.' : `${total} products found; page ${current_page} of ${last_page}.`,
        page: current_page,
        last_page,
        total,
        products: data.map((p) => productSummary(p, priced)),
        ...(priced ? {} : { prices: PRICES_HIDDEN }),
      };
    } catch (err) {
      return refuse(readFailure(err, 'The search failed. Please try again.').message);
    }
  });

  const getProduct = tool(GET_PRODUCT, async (input) => {
    const slug = text(input, 'slug', 255);
    if (!slug) return refuse('Give the product\u2019s slug as "slug".');
    const request = store.dispatch(catalogApi.endpoints.getProductBySlug.initiate(slug, { subscribe: false }));
    try {
      const product = await request.unwrap();
      const priced = approved();
      return { status: true, message: product.product_name, product: productDetails(product, priced), ...(priced ? {} : { prices: PRICES_HIDDEN }) };
    } catch (err) {
      return refuse(readFailure(err, 'Product not found.').message);
    }
  });

  // The same steps as the Add to Cart button (features/cart AddToCartButton), toasts included, so the
  // person sees what their agent did.
  const addToCart = tool(ADD_TO_CART, async (input) => {
    const state = store.getState();
    if (!selectIsAuthenticated(state)) {
      notify.error('You must be logged in to add to cart.');
      return refuse('You must be logged in to add to cart.');
    }
    if (!selectIsApproved(state)) {
      const hint = selectCustomer(state)?.status === 'rejected' ? REJECTED_HINT : AWAITING_APPROVAL_HINT;
      notify.error(hint);
      return refuse(hint);
    }
    const productId = whole(input, 'product_id', 1, 2147483647);
    if (!productId) return refuse('Give the product\u2019s id as "product_id" (a whole number).');
    const quantity = whole(input, 'quantity', 1, ADD_TO_CART_MAX_QUANTITY);
    if (quantity === null) return refuse(`"quantity" must be a whole number from 1 to ${ADD_TO_CART_MAX_QUANTITY}.`);
    try {
      await store.dispatch(cartApi.endpoints.addToCart.initiate({ product_id: productId, quantity: quantity ?? 1 })).unwrap();
      notify.success('Product added to cart successfully');
      return { status: true, message: 'Product added to cart successfully' };
    } catch (err) {
      const message = readFailure(err, 'Failed to add product to cart.').message;
      notify.error(message);
      return refuse(message);
    }
  });

  return [searchProducts, getProduct, addToCart];
}

/** Registers every tool; aborting the signal takes them back (WebMCP unregisters on abort). */
export async function registerStoreTools(modelContext: ModelContext, store: AppStore, signal?: AbortSignal): Promise<void> {
  for (const t of storeTools(store)) await modelContext.registerTool(t, { signal });
}
