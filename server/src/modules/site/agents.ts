// What AI agents read about the store besides llms.txt: the Agentic Resource Discovery manifest
// (/.well-known/ai-catalog.json, ARD spec 1.0, the file Lighthouse's ard-schema audit validates)
// and the skill it points to (/agent-skills.md): how to shop here through the storefront's WebMCP
// tools and the public JSON API. Neither carries a price: prices are for approved customers only.
import { FORM_TOOLS } from '@contracts/agentForms';
import { AGENT_TOOLS, SEARCH_TOOL_PAGE_SIZE } from '@contracts/agentTools';
import type { AiCatalog } from '@contracts/agents';

export const AI_CATALOG_PATH = '/.well-known/ai-catalog.json';
export const AGENT_SKILLS_PATH = '/agent-skills.md';
/** ARD's media type of an agent skill written in Markdown. */
export const SKILL_MEDIA_TYPE = 'text/markdown; profile="urn:air:agent-skills"';

/** ARD's <publisher> segment: the store's host name, reduced to the characters a URN allows. */
export function publisherOf(publicUrl: string): string {
  return new URL(publicUrl).hostname.replace(/[^a-zA-Z0-9.-]/g, '-') || 'localhost';
}

export function aiCatalog(publicUrl: string, storeName: string): AiCatalog {
  return {
    specVersion: '1.0',
    host: { displayName: storeName, documentationUrl: `${publicUrl}/llms.txt` },
    entries: [
      {
        identifier: `urn:air:${publisherOf(publicUrl)}:storefront:shopping`,
        displayName: `${storeName} shopping skill`,
        type: SKILL_MEDIA_TYPE,
        url: `${publicUrl}${AGENT_SKILLS_PATH}`,
        description:
          'Find IT products (laptops, desktops, networking, storage, accessories) in an Indian B2B wholesale catalogue, look them up and add them to the cart of an approved company account, through the storefront\u2019s WebMCP tools or its public JSON API.',
        tags: ['shopping', 'b2b', 'wholesale', 'it-products', 'india', 'webmcp'],
        capabilities: AGENT_TOOLS.map((t) => t.name),
        representativeQueries: [
          'Find a business laptop with 16 GB RAM from a wholesale supplier in India',
          'Which network switches does IT Wholesale stock?',
          'Look up a product by its SKU at IT Wholesale',
          'Add 10 wireless mice to my IT Wholesale cart',
        ],
        version: '1.0',
      },
    ],
  };
}

const schemaLines = (props: (typeof AGENT_TOOLS)[number]['inputSchema']) =>
  Object.entries(props.properties).map(
    ([name, p]) => `  - \`${name}\` (${p.type}${props.required.includes(name) ? ', required' : ''}): ${p.description}`,
  );

/** The skill document: Markdown for a model, generated from the same tool list the storefront registers. */
export function agentSkillsMarkdown(publicUrl: string, storeName: string): string {
  return [
    `# Shopping at ${storeName}`,
    '',
    `> How an AI agent finds products and fills a cart at ${storeName} (${publicUrl}), a B2B wholesale store for IT products in India.`,
    '',
    '## Rules',
    '',
    '- Anyone may browse, search and read product pages. Prices, the cart, orders and quotations are only for a signed-in company account that the store has approved; visitors and accounts awaiting approval never receive prices.',
    '- Amounts are in INR; GST is added at checkout (CGST + SGST within the store\u2019s state, IGST elsewhere).',
    '- Checkout, payment and account changes are left to the person: no tool places an order.',
    '',
    '## WebMCP tools',
    '',
    'In a browser that offers WebMCP (`navigator.modelContext`, or `document.modelContext` in current Chromium), every page of the storefront registers these tools. They act as the signed-in person, with the same answers the pages give.',
    '',
    ...AGENT_TOOLS.flatMap((t) => [`- \`${t.name}\`${t.readOnly ? ' (read-only)' : ''}: ${t.description}`, ...schemaLines(t.inputSchema)]),
    '',
    'Forms annotated for declarative WebMCP:',
    '',
    ...Object.values(FORM_TOOLS).map((f) => `- \`${f.name}\`: ${f.description}`),
    '',
    '## Public JSON API',
    '',
    `- [Product search](${publicUrl}/api/product-list?search=laptop&itemsPerPage=${SEARCH_TOOL_PAGE_SIZE}): \`GET /api/product-list\` with \`search\`, \`category\`, \`subcategory\`, \`brands\`, \`page\`, \`itemsPerPage\` (at most 50)`,
    `- Product details: \`GET /api/product-detail/{slug}\``,
    `- [Categories](${publicUrl}/api/category-list): \`GET /api/category-list\``,
    `- [API reference](${publicUrl}/api/docs): OpenAPI description of every call`,
    '',
    '## More',
    '',
    `- [llms.txt](${publicUrl}/llms.txt): the store and its public pages`,
    `- [Sitemap](${publicUrl}/sitemap.xml): every public page, including each product page`,
    '',
  ].join('\n');
}
