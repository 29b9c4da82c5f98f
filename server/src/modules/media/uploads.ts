// Uploaded files (profile pictures) at /media/uploads/<key below uploads/>, read from the file
// store (lib/fileStore.ts), so whichever server process is asked serves a file uploaded through
// any other. Answers as @fastify/static did from DATA_DIR before: a day of caching, an ETag and
// Last-Modified, 304 on a matching If-None-Match, the not-found answer for anything else.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isFileKey } from '../../lib/fileStore';

export default async function uploadRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(
    '/media/uploads/*',
    { schema: { tags: ['media'], summary: 'An uploaded file (a profile picture) by its path under /media/' } },
    async (req, reply) => {
      const key = `uploads/${req.params['*']}`;
      const file = isFileKey(key) ? await app.fileStore.get(key) : null;
      if (!file) return reply.callNotFound();
      // From the content: the same file has the same tag on every process and either backend.
      const etag = `"${createHash('sha1').update(file.bytes).digest('base64url').slice(0, 22)}"`;
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .header('last-modified', file.updatedAt.toUTCString())
        .header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(file.contentType).send(file.bytes);
    },
  );
}
