// Generated images under /media/img (registered at the root, not under /api): the seed stores
// paths like img/product/<slug>-1.svg and the storefront loads them from the media base.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_KINDS, placeholder, renderMedia, type MediaKind } from './svg';

const NAME = /^[a-z0-9][a-z0-9-]{0,199}\.svg$/;
const kinds = new Set<string>(MEDIA_KINDS);

function sendSvg(req: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
  reply
    .header('cache-control', 'public, max-age=86400, immutable')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    // An SVG opened directly must not run anything.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/svg+xml').send(svg);
}

const notFound = (reply: FastifyReply) => reply.status(404).send({ status: false, message: 'Not found' });

export default async function mediaRoutes(app: FastifyInstance) {
  app.get('/media/img/placeholder.svg', { schema: { tags: ['media'], summary: 'Placeholder image' } }, (req, reply) =>
    sendSvg(req, reply, placeholder()),
  );

  app.get<{ Params: { kind: string; name: string } }>(
    '/media/img/:kind/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated SVG artwork for a seeded image path',
        params: {
          type: 'object',
          properties: { kind: { type: 'string', enum: [...MEDIA_KINDS] }, name: { type: 'string' } },
          required: ['kind', 'name'],
        },
      },
      // Bad kinds and names are "no such image" (404), not a validation error.
      validatorCompiler: () => () => true,
    },
    (req, reply) => {
      const { kind, name } = req.params;
      if (!kinds.has(kind) || !NAME.test(name)) return notFound(reply);
      return sendSvg(req, reply, renderMedia(kind as MediaKind, name.slice(0, -4)));
    },
  );
}
