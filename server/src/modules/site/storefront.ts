// The built storefront: hashed assets cached for a year, the page HTML revalidated with an ETag,
// and honest statuses. A path of the route table answers 200 with the storefront's HTML (404 when
// its product, category or blog post does not exist, so the storefront shows its not-found page
// and search engines drop it); a path of no route answers 404 with the same HTML; a missing file
// answers a plain 404, never HTML (a stale tab asking for an old chunk must not get a page).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { etagMatches, etagOf } from '../../plugins/httpCache';
import { matchStoreRoute } from './match';
import { pageExists } from './service';

/** webpack names every emitted bundle name.[contenthash:10].ext. */
const HASHED = /\.[0-9a-f]{8,}\./;
/** The last path segment has a file extension (slugs never hold a dot). */
const FILE_LIKE = /\.[a-z0-9]{1,10}$/i;

const pathOf = (req: FastifyRequest) => req.url.split('?')[0];

/** Requests for files: /assets/*, /media/* and anything with an extension. */
const isFileRequest = (pathname: string) =>
  pathname.startsWith('/assets/') || pathname.startsWith('/media/') || FILE_LIKE.test(pathname);

function plainNotFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found\n');
}

/** index.html, read again only when the file changes (a rebuild while the server runs). */
function htmlFile(file: string) {
  let cached: { key: string; body: Buffer; etag: string } | null = null;
  return (): { body: Buffer; etag: string } | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.key !== key) {
      const body = fs.readFileSync(file);
      cached = { key, body, etag: etagOf(body) };
    }
    return cached;
  };
}

export default fp(async function storefront(app: FastifyInstance) {
  const staticDir = app.config.staticDir;
  const readHtml = staticDir ? htmlFile(path.join(staticDir, 'index.html')) : () => null;
  const hasStorefront = readHtml() !== null;

  app.setNotFoundHandler((req, reply) => {
    const pathname = pathOf(req);
    if ((req.method === 'GET' || req.method === 'HEAD') && !pathname.startsWith('/api/') && isFileRequest(pathname)) {
      return plainNotFound(reply);
    }
    return reply.code(404).send({ status: false, message: 'Not found' });
  });

  if (!staticDir || !hasStorefront) return;

  // The hashed bundles. Looked up per request (wildcard), so a rebuild needs no restart.
  await app.register(fastifyStatic, {
    root: path.join(staticDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    setHeaders(res, filePath) {
      res.header('cache-control', HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // The few files at the top of the build (favicon and whatever public/ holds), listed at start.
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The page HTML is answered below; the site files are routes of their own (site/routes.ts).
    globIgnore: ['assets/**', 'index.html', 'admin.html', 'chunk-manifest.json', 'robots.txt', 'llms.txt', 'sitemap*.xml'],
    setHeaders(res) {
      res.header('cache-control', 'no-cache');
    },
  });

  // The back office (src/admin, a webpack entry of its own): one page for every /admin path.
  const readAdminHtml = htmlFile(path.join(staticDir, 'admin.html'));
  const backOffice = async (req: FastifyRequest, reply: FastifyReply) => {
    const page = readAdminHtml();
    if (!page) return reply.code(404).send({ status: false, message: 'Not found' });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex, nofollow');
    reply.header('etag', page.etag);
    if (etagMatches(req.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.send(page.body);
  };
  app.get('/admin', { schema: { hide: true } }, backOffice);
  app.get('/admin/*', { schema: { hide: true } }, backOffice);

  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const pathname = pathOf(req);
    if (isFileRequest(pathname)) return plainNotFound(reply);
    const page = readHtml();
    if (!page) return reply.code(404).send({ status: false, message: 'Not found' });
    const match = matchStoreRoute(pathname);
    const exists = match !== null && (!match.route.lookup || (await pageExists(app.db, match.route.lookup, match.params)));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!exists) return reply.code(404).send(page.body);
    reply.header('etag', page.etag);
    if (etagMatches(req.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.send(page.body);
  });
});
