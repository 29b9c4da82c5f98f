// Generated files (quotation PDFs) in the file store (lib/fileStore.ts) under files/: an
// unguessable name is the only way in, the `files` table says whose it is and until when, and it
// is served until it expires, by whichever server process is asked.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/fileStore';

/** 32 random bytes, base64url (43 characters), and the extension. */
export const FILE_NAME_RE = /^[A-Za-z0-9_-]{43}\.pdf$/;
export const FILE_EXPIRED_MESSAGE = 'This link has expired. Generate the quotation again.';
export const FILES_ROUTE = '/api/files';

/** The file store's key of a generated file (DATA_DIR/files/<name> with the folder store). */
export const fileKey = (name: string) => `files/${name}`;

export interface StoredFile {
  fileUrl: string;
  expiresAt: Date;
  name: string;
}

/**
 * Stores the bytes under a new random name (256 bits: never an existing one) and records who they
 * belong to and until when.
 */
export async function storeFile(
  db: Db,
  store: FileStore,
  opts: { minutes: number },
  customerId: number,
  bytes: Buffer,
  downloadName: string,
): Promise<StoredFile> {
  const name = `${randomBytes(32).toString('base64url')}.pdf`;
  await store.put(fileKey(name), bytes, { contentType: 'application/pdf' });
  const expiresAt = new Date(Date.now() + opts.minutes * 60_000);
  try {
    await db.insert(files).values({ customerId, fileName: name, contentType: 'application/pdf', downloadName, expiresAt });
  } catch (err) {
    await store.delete(fileKey(name));
    throw err;
  }
  return { fileUrl: `${FILES_ROUTE}/${name}`, expiresAt, name };
}

/** How many expired files one query picks up; a sweep repeats it until none is left. */
const SWEEP_BATCH = 100;
/**
 * Deletes expired files and their records, oldest expiry first, in batches until none is left
 * (or `maxBatches` ran: the next sweep goes on where this one stopped). The job queue runs it on
 * the 'quote-file-sweep' schedule (jobs/queues.ts), once per period across every server process.
 */
export async function sweepExpiredFiles(db: Db, store: FileStore, now = new Date(), { batch = SWEEP_BATCH, maxBatches = 50 } = {}): Promise<number> {
  let removed = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const expired = await db
      .select({ id: files.id, name: files.fileName })
      .from(files)
      .where(lt(files.expiresAt, now))
      .orderBy(asc(files.expiresAt), asc(files.id))
      .limit(batch);
    for (const f of expired) {
      // The file first: a record without its file answers 404, a file without its record would stay forever.
      if (FILE_NAME_RE.test(f.name)) await store.delete(fileKey(f.name));
      await db.delete(files).where(eq(files.id, f.id));
    }
    removed += expired.length;
    if (expired.length < batch) break;
  }
  return removed;
}

export interface ServedFile {
  bytes: Buffer;
  contentType: string;
  downloadName: string;
}

/**
 * The file behind a link. Whoever holds the link may open it (a new browser window sends no
 * token); a request signed in as another customer is answered as if the file did not exist.
 */
export async function fileForLink(db: Db, store: FileStore, name: string, requesterId: number | null, now = new Date()): Promise<ServedFile> {
  if (!FILE_NAME_RE.test(name)) throw notFound();
  const [row] = await db.select().from(files).where(and(eq(files.fileName, name)));
  if (!row || (requesterId !== null && requesterId !== row.customerId)) throw notFound();
  if (row.expiresAt <= now) throw new HttpError(410, FILE_EXPIRED_MESSAGE);
  const file = await store.get(fileKey(name));
  if (!file) throw notFound();
  return { bytes: file.bytes, contentType: row.contentType, downloadName: row.downloadName };
}
