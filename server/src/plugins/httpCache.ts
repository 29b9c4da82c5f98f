// HTTP caching of the answers that are the same for every visitor: an ETag (hash of the body, or
// the one a route set for a body it cached), a short public max-age and a 304 on revalidation. Anything sent with an Authorization header is
// private and never stored; other API answers are not stored either.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const CATALOGUE_SECONDS = 60;
/** Revalidated on every use (ETag, 304): the listing must show a price or stock change at once. */
const ALWAYS_REVALIDATE = 0;
const SITE_FILE_SECONDS = 3600;
/** Content the back office edits (banners, FAQs, blog, policies...): revalidated, so an edit shows on the next visit. */
const CONTENT_SECONDS = ALWAYS_REVALIDATE;

/** Route patterns (as registered) whose visitor answer may be cached publicly, with its max-age. */
export const PUBLIC_ROUTES: Readonly<Record<string, number>> = {
  '/api/category-list': CATALOGUE_SECONDS,
  '/api/footer-categories': CATALOGUE_SECONDS,
  '/api/banner-list': CONTENT_SECONDS,
  '/api/partner-list': CONTENT_SECONDS,
  '/api/social-links': CONTENT_SECONDS,
  '/api/faqs': CONTENT_SECONDS,
  '/api/about': CONTENT_SECONDS,
  '/api/blog': CONTENT_SECONDS,
  '/api/blog-details/:slug': CONTENT_SECONDS,
  '/api/privacyPolicies': CONTENT_SECONDS,
  '/api/shippingPolicies': CONTENT_SECONDS,
  '/api/termsConditions': CONTENT_SECONDS,
  '/api/cancellationrefund': CONTENT_SECONDS,
  '/api/product-list': ALWAYS_REVALIDATE,
  '/api/product-detail/:slug': CATALOGUE_SECONDS,
  '/api/productdetail/:id': CATALOGUE_SECONDS,
  '/api/related-product/:slug': CATALOGUE_SECONDS,
  '/api/home-products': CATALOGUE_SECONDS,
  '/robots.txt': SITE_FILE_SECONDS,
  '/llms.txt': SITE_FILE_SECONDS,
  '/.well-known/ai-catalog.json': SITE_FILE_SECONDS,
  '/agent-skills.md': SITE_FILE_SECONDS,
  '/sitemap.xml': SITE_FILE_SECONDS,
  '/sitemap-pages.xml': SITE_FILE_SECONDS,
  '/sitemap-products-:page(^\\d+).xml': SITE_FILE_SECONDS,
};

/** Compressed public answers kept, in bytes: the same body is compressed once, not per request. */
const COMPRESSED_BYTES = 32 * 1024 * 1024;
/** Below this a body goes as it is (as @fastify/compress's threshold in app.ts). */
const COMPRESS_FROM = 1024;

type Encoding = 'br' | 'gzip';

/** Brotli for an answer compressed per request: @fastify/compress's recommended quality (4), for text. */
const BROTLI_PER_REQUEST = {
  params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
};

/** Brotli, else gzip, when the request accepts it (a q of 0 refuses); else none. */
export function preferredEncoding(req: FastifyRequest): Encoding | null {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** A public answer's bytes: the same settings whether kept or not, so an ETag always stands for the same bytes. */
function compressPublic(encoding: Encoding, body: string | Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);
}

/** Keys of public answers sent once and not kept (yet): how many are remembered. */
const SEEN_ONCE = 20_000;

/**
 * Public answers compressed once per ETag and encoding (least recently used out first): a cached
 * listing or product page is the same bytes for every visitor until the catalogue changes, so
 * compressing it per request was most of what serving it cost. An answer is kept from its second
 * request on (as the catalogue's caches do): the long tail of pages and searches, each sent once,
 * is compressed for its one request and not kept only to be evicted.
 */
class CompressedBodies {
  private readonly entries = new Map<string, Buffer>();
  private readonly seen = new Set<string>();
  private bytes = 0;

  get(etag: string, encoding: Encoding, body: string | Buffer): Buffer {
    const key = `${encoding} ${etag}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    if (!this.seen.delete(key)) {
      this.seen.add(key);
      if (this.seen.size > SEEN_ONCE) this.seen.delete(this.seen.values().next().value as string);
      return compressPublic(encoding, body);
    }
    const made = compressPublic(encoding, body);
    this.entries.set(key, made);
    this.bytes += made.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= COMPRESSED_BYTES) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
    return made;
  }
}

/** A weak validator: compression changes the bytes on the wire but not what they mean. */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match against an ETag with the weak comparison of RFC 9110 (13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The encoding to send this body in, or null to send it as it is (small, streamed, binary, or not accepted). */
function compressible(req: FastifyRequest, reply: FastifyReply, payload: unknown): Encoding | null {
  if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return null;
  if (reply.hasHeader('content-encoding')) return null;
  const encoding = preferredEncoding(req);
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!encoding || Buffer.byteLength(payload) < COMPRESS_FROM || !/json|text|xml|javascript/.test(contentType)) return null;
  return encoding;
}

/**
 * A private or uncached answer (a customer's priced listing, their cart) compressed here in one
 * call, as @fastify/compress would with the same settings: its stream per request (a pipeline,
 * a transform and several writes to the socket) cost more than the compression itself.
 */
function compressedOnce(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const encoding = compressible(req, reply, payload);
  if (!encoding) return payload;
  const body = payload as string | Buffer;
  const vary = reply.getHeader('vary');
  reply.header('content-encoding', encoding).header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_PER_REQUEST) : gzipSync(body);
}

export default fp(async function httpCache(app: FastifyInstance) {
  const compressed = new CompressedBodies();
  // A global onSend hook runs before the per-route hooks, so it sees the body before compression.
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const route = req.routeOptions.url;
    const maxAge = route !== undefined && (req.method === 'GET' || req.method === 'HEAD') ? PUBLIC_ROUTES[route] : undefined;
    const signedIn = req.headers.authorization !== undefined;
    if (maxAge === undefined) {
      if (req.url.startsWith('/api/')) {
        reply.header('cache-control', signedIn ? 'private, no-store' : 'no-store');
        return compressedOnce(req, reply, payload);
      }
      return payload;
    }
    // The same URL answers a visitor and a customer differently (prices), so caches key on the header.
    reply.header('vary', 'Authorization');
    if (signedIn) {
      reply.header('cache-control', 'private, no-store');
      return compressedOnce(req, reply, payload);
    }
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      reply.header('cache-control', 'no-cache');
      return payload;
    }
    // A route that serves a body it made once (the catalogue's caches) sets that body's ETag itself.
    const preset = reply.getHeader('etag');
    const etag = typeof preset === 'string' ? preset : etagOf(payload);
    reply.header('etag', etag).header('cache-control', maxAge === ALWAYS_REVALIDATE ? 'public, no-cache' : `public, max-age=${maxAge}`);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      reply.code(304);
      return null;
    }
    const encoding = compressible(req, reply, payload);
    if (!encoding) return payload;
    // Set here, so @fastify/compress passes the bytes on as they are.
    reply.header('content-encoding', encoding).header('vary', 'Authorization, Accept-Encoding');
    return compressed.get(etag, encoding, payload as string | Buffer);
  });
});
