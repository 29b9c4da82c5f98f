// The files search engines and language models read first: /robots.txt, /sitemap.xml (with
// chunked sitemaps when the catalogue outgrows one file), /llms.txt, and for AI agents the ARD
// manifest /.well-known/ai-catalog.json with the skill it lists. Registered at the root.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AiCatalog } from '@contracts/agents';
import { STORE_ROUTES } from '@contracts/routes';
import { typed } from '../../lib/routes';
import { AGENT_SKILLS_PATH, AI_CATALOG_PATH, agentSkillsMarkdown, aiCatalog } from './agents';
import {
  activeProductCount,
  blogPages,
  categoryPages,
  informationPages,
  pagesExceptProducts,
  productPaths,
} from './service';

export const STORE_NAME = 'IT Wholesale';
/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

const tags = ['site'];
const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** robots.txt lines keeping out the pages that are personal, per-browser or need a sign-in. */
export function robotsTxt(publicUrl: string): string {
  const disallow = new Set<string>(['/api/']);
  for (const r of STORE_ROUTES) {
    if (r.indexed) continue;
    const firstParam = r.path.indexOf(':');
    // '$' ends the pattern (RFC 9309), so "/cart" does not also keep out a "/cartridges" category.
    disallow.add(firstParam === -1 ? `/${r.path}$` : `/${r.path.slice(0, firstParam)}`);
  }
  return ['User-agent: *', 'Allow: /', ...[...disallow].map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

function urlSet(publicUrl: string, paths: string[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const p of paths) out.push(`<url><loc>${xmlEscape(publicUrl + p)}</loc></url>`);
  out.push('</urlset>', '');
  return out.join('\n');
}

function sitemapIndex(publicUrl: string, files: string[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const f of files) out.push(`<sitemap><loc>${xmlEscape(`${publicUrl}/${f}`)}</loc></sitemap>`);
  out.push('</sitemapindex>', '');
  return out.join('\n');
}

const sendXml = (reply: FastifyReply, xml: string) => reply.type('application/xml; charset=utf-8').send(xml);
const plainNotFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');

export default async function siteRoutes(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;
  // Read per request, so a test can lower it on a running app.
  const urlsPerFile = () => app.config.sitemapUrlsPerFile ?? SITEMAP_MAX_URLS;

  app.get('/robots.txt', { schema: { tags, summary: 'Crawler rules' } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );

  // One file while everything fits; past the limit an index of the pages' file and product chunks.
  app.get('/sitemap.xml', { schema: { tags, summary: 'Sitemap (or sitemap index) of the public pages' } }, async (_req, reply) => {
    const perFile = urlsPerFile();
    const [pages, productCount] = await Promise.all([pagesExceptProducts(app.db), activeProductCount(app.db)]);
    if (pages.length + productCount <= perFile) {
      return sendXml(reply, urlSet(publicUrl, [...pages, ...(await productPaths(app.db, 0, productCount))]));
    }
    const chunks = Math.ceil(productCount / perFile);
    const files = ['sitemap-pages.xml', ...Array.from({ length: chunks }, (_, i) => `sitemap-products-${i + 1}.xml`)];
    return sendXml(reply, sitemapIndex(publicUrl, files));
  });

  app.get('/sitemap-pages.xml', { schema: { tags, summary: 'Sitemap of the information, category and blog pages' } }, async (_req, reply) =>
    sendXml(reply, urlSet(publicUrl, await pagesExceptProducts(app.db))),
  );

  app.get<{ Params: { page: string } }>(
    '/sitemap-products-:page(^\\d+).xml',
    { schema: { tags, summary: `Sitemap of the product pages, ${SITEMAP_MAX_URLS} per file` } },
    async (req, reply) => {
      const page = Number(req.params.page);
      const perFile = urlsPerFile();
      const paths = page >= 1 ? await productPaths(app.db, (page - 1) * perFile, perFile) : [];
      if (paths.length === 0) return plainNotFound(reply);
      return sendXml(reply, urlSet(publicUrl, paths));
    },
  );

  app.get('/llms.txt', { schema: { tags, summary: 'The store described for language models (llmstxt.org)' } }, async (_req, reply) => {
    const [cats, posts, productCount] = await Promise.all([categoryPages(app.db), blogPages(app.db), activeProductCount(app.db)]);
    const link = (title: string, path: string, about?: string) => `- [${title}](${publicUrl}${path})${about ? `: ${about}` : ''}`;
    const lines = [
      `# ${STORE_NAME}`,
      '',
      `> A business-to-business wholesale store for IT products in India: ${productCount} products in ${cats.length} categories for retail partners and business customers. Prices are in INR with GST (CGST + SGST within ${app.config.storeState}, IGST elsewhere) and are shown only to approved company accounts.`,
      '',
      'Anyone can browse and search the catalogue, compare products, read the information pages and the blog, send an inquiry or ask for an item that is not listed, and register a company account.',
      'Once the store approves the account, customers see their prices, keep a cart, order (cash on delivery against a credit limit, or by card), request quotations and follow their orders and wallet history. Those pages need a sign-in.',
      '',
      '## Pages',
      '',
      ...informationPages.map((r) => link(r.title ?? r.path, `/${r.path}`, r.about)),
      '',
      '## Categories',
      '',
      ...cats.map((c) => link(c.title, c.path, c.subCategories.map((s) => s.title).join(', ') || undefined)),
      ...(posts.length ? ['', '## Blog', '', ...posts.map((p) => link(p.title, p.path))] : []),
      '',
      '## For AI agents',
      '',
      link('AI catalog', AI_CATALOG_PATH, 'Agentic Resource Discovery manifest (JSON) listing what agents can do here'),
      link('Shopping skill', AGENT_SKILLS_PATH, 'how to search products, look one up and add it to the cart with the storefront\u2019s WebMCP tools or the public JSON API'),
      link('Product search API', '/api/product-list?search=laptop', 'the public catalogue as JSON (prices only for approved accounts)'),
      '',
      '## Optional',
      '',
      link('Sitemap', '/sitemap.xml', 'every public page, including each product page (/product/{slug})'),
      link('API reference', '/api/docs', 'the JSON API behind the storefront (OpenAPI)'),
      '',
    ];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  // ARD names application/ai-catalog+json as the manifest's media type; it is JSON to any reader.
  typed(app).get(
    AI_CATALOG_PATH,
    { schema: { tags, summary: 'Agentic Resource Discovery manifest (ARD 1.0): what AI agents can do here', response: { 200: AiCatalog } } },
    async (_req, reply) => {
      reply.type('application/ai-catalog+json; charset=utf-8');
      return aiCatalog(publicUrl, STORE_NAME);
    },
  );

  app.get(AGENT_SKILLS_PATH, { schema: { tags, summary: 'Agent skill: shopping through the WebMCP tools and the JSON API' } }, (_req, reply) =>
    reply.type('text/markdown; charset=utf-8').send(agentSkillsMarkdown(publicUrl, STORE_NAME)),
  );
}
