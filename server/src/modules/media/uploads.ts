// Uploaded files (profile pictures, product images) at /media/uploads/<key below uploads/>, read
// from the file store (lib/fileStore.ts), so whichever server process is asked serves a file
// uploaded through any other. Answers as @fastify/static did from DATA_DIR before: an ETag and
// Last-Modified, 304 on a matching If-None-Match, the not-found answer for anything else.
// Product images (uploads/products/<random>/<width>.jpg) are negotiated: a browser that accepts
// WebP gets the WebP made beside the JPEG (Vary: Accept), and they are cached for a year, since a
// stored name never gets other content (a new upload gets a new random folder).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isFileKey } from '../../lib/fileStore';

const PRODUCT_JPEG = /^uploads\/products\/[0-9a-f]{32}\/\d{1,5}\.jpg$/;

/** Whether the request's Accept names WebP (not refused with q=0). */
function acceptsWebp(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().split(';');
    if (type.trim().toLowerCase() !== 'image/webp') return false;
    return !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}

export default async function uploadRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(
    '/media/uploads/*',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded file (a profile picture, a product image) by its path under /media/',
        description: 'A product image path ends in .jpg; a request whose Accept names image/webp gets the WebP version (Vary: Accept).',
      },
    },
    async (req, reply) => {
      const key = `uploads/${req.params['*']}`;
      const negotiated = PRODUCT_JPEG.test(key);
      const webp = negotiated && acceptsWebp(req) ? await app.fileStore.get(`${key.slice(0, -4)}.webp`) : null;
      const file = webp ?? (isFileKey(key) ? await app.fileStore.get(key) : null);
      if (!file) return reply.callNotFound();
      // From the content: the same file has the same tag on every process and either backend.
      const etag = `"${createHash('sha1').update(file.bytes).digest('base64url').slice(0, 22)}"`;
      reply
        .header('cache-control', negotiated ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
        .header('etag', etag)
        .header('last-modified', file.updatedAt.toUTCString())
        .header('x-content-type-options', 'nosniff');
      if (negotiated) reply.header('vary', 'Accept');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(file.contentType).send(file.bytes);
    },
  );
}
