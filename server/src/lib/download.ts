// A file the browser saves (an invoice, a credit note, a register, a statement, a CSV): its type and
// the name it is saved under. The rest every /api answer already gets: nosniff from the security
// headers, `private, no-store` (or `no-store`) and compression of text from httpCache.
import type { FastifyReply } from 'fastify';

const TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
} as const;

export type DownloadType = keyof typeof TYPES;

/** Sends `body` as a download named `fileName` (characters a header or a file system could misread become `_`). */
export function sendDownload(reply: FastifyReply, type: DownloadType, fileName: string, body: Buffer | string, disposition: 'attachment' | 'inline' = 'attachment') {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply.header('content-type', TYPES[type]).header('content-disposition', `${disposition}; filename="${safe}"`).send(body);
}
