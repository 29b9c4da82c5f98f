// The storefront forms that are WebMCP tools through the declarative API (toolname and
// tooldescription on the form), as plain data: the header and pages use it, so it stays apart from
// the imperative tools (contracts/agentTools.ts), which only the lazily loaded WebMCP chunk needs.

/** The storefront forms annotated for WebMCP's declarative API (toolname / tooldescription). */
export const FORM_TOOLS = {
  siteSearch: {
    name: 'open_search_results',
    description: "Open the shop's results page for search words (product name, brand, SKU or model).",
  },
  subscribe: {
    name: 'subscribe_to_newsletter',
    description: 'Subscribe an email address to new arrivals and trade offers.',
  },
  review: {
    name: 'write_product_review',
    description: 'Write or update the signed-in customer\u2019s review of this product: a rating, a title and the review text.',
  },
} as const;
