// The storefront's WebMCP tools as plain data: name, description and JSON Schema of the input. The
// storefront registers them with the browser (src/app/webmcp) and the server describes them to
// agents in /agent-skills.md and /.well-known/ai-catalog.json, so both read the same list.

/** The subset of JSON Schema the tools' inputs use (every schema is an object of named properties). */
export interface ToolInputSchema {
  type: 'object';
  properties: Record<
    string,
    { type: 'string' | 'integer'; description: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number }
  >;
  required: string[];
  additionalProperties: false;
}

export interface AgentTool {
  name: string;
  /** What the tool does, for the model choosing it (WebMCP's description). */
  description: string;
  inputSchema: ToolInputSchema;
  /** Reads only; nothing changes in the store (WebMCP's readOnlyHint). */
  readOnly: boolean;
}

/** Largest page of search results a tool returns (the listing's own cap is 50). */
export const SEARCH_TOOL_PAGE_SIZE = 10;
/** Largest quantity the add-to-cart tool takes in one call. */
export const ADD_TO_CART_MAX_QUANTITY = 10_000;

export const SEARCH_PRODUCTS: AgentTool = {
  name: 'search_products',
  description:
    'Search the IT Wholesale catalogue (laptops, desktops, networking, storage, accessories) by product name, brand, SKU or model number. ' +
    `Returns up to ${SEARCH_TOOL_PAGE_SIZE} products per page with id, name, SKU, brand, category, stock and page URL. ` +
    'Prices are included only when the shopper is signed in with an approved company account.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'Search words; every word must match (e.g. "dell latitude" or a SKU).', minLength: 1, maxLength: 100 },
      category: { type: 'string', description: 'Optional slug of a top-level category to search in (e.g. "laptops").', maxLength: 191 },
      page: { type: 'integer', description: 'Optional page of the results, from 1.', minimum: 1, maximum: 1000 },
    },
    required: ['query'],
    additionalProperties: false,
  },
  readOnly: true,
};

export const GET_PRODUCT: AgentTool = {
  name: 'get_product',
  description:
    'Look up one product by its slug (the last part of its /product/{slug} URL, as search_products returns it): ' +
    'name, SKU, model, brand, category, stock, warranty, specifications and description. Prices only for an approved company account.',
  inputSchema: {
    type: 'object',
    properties: {
      slug: { type: 'string', description: 'The product slug, e.g. "acer-aspire-5-a515".', minLength: 1, maxLength: 255 },
    },
    required: ['slug'],
    additionalProperties: false,
  },
  readOnly: true,
};

export const ADD_TO_CART: AgentTool = {
  name: 'add_to_cart',
  description:
    "Add a product to the shopper's cart by its id (from search_products or get_product). " +
    'Only a signed-in, approved company account has a cart; otherwise the answer says why nothing was added.',
  inputSchema: {
    type: 'object',
    properties: {
      product_id: { type: 'integer', description: 'Id of the product.', minimum: 1 },
      quantity: { type: 'integer', description: 'How many units to add (default 1).', minimum: 1, maximum: ADD_TO_CART_MAX_QUANTITY },
    },
    required: ['product_id'],
    additionalProperties: false,
  },
  readOnly: false,
};

/** Every tool, in the order an agent would use them. */
export const AGENT_TOOLS: readonly AgentTool[] = [SEARCH_PRODUCTS, GET_PRODUCT, ADD_TO_CART];
