// Generated files (quotation PDFs) under DATA_DIR/files: an unguessable name is the only way in,
// the file is readable by the server's account alone, and it is served until it expires.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';

/** 32 random bytes, base64url (43 characters), and the extension. */
export const FILE_NAME_RE = /^[A-Za-z0-9_-]{43}\.pdf$/;
export const FILE_EXPIRED_MESSAGE = 'This link has expired. Generate the quotation again.';
export const FILES_ROUTE = '/api/files';

export const filesDir = (dataDir: string) => path.join(dataDir, 'files');

export interface StoredFile {
  fileUrl: string;
  expiresAt: Date;
  name: string;
}

/** Writes the bytes (mode 0600, never over an existing file) and records who they belong to and until when. */
export async function storeFile(
  db: Db,
  opts: { dataDir: string; minutes: number },
  customerId: number,
  bytes: Buffer,
  downloadName: string,
): Promise<StoredFile> {
  const dir = filesDir(opts.dataDir);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(32).toString('base64url')}.pdf`;
  await fs.promises.writeFile(path.join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
  const expiresAt = new Date(Date.now() + opts.minutes * 60_000);
  try {
    await db.insert(files).values({ customerId, fileName: name, contentType: 'application/pdf', downloadName, expiresAt });
  } catch (err) {
    await fs.promises.rm(path.join(dir, name), { force: true });
    throw err;
  }
  return { fileUrl: `${FILES_ROUTE}/${name}`, expiresAt, name };
}

/** How many expired files one query picks up; a sweep repeats it until none is left. */
const SWEEP_BATCH = 100;
/** How often a server process sweeps (each one does; deleting the same file twice is harmless). */
export const FILE_SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Deletes expired files and their records, oldest expiry first, in batches until none is left
 * (or `maxBatches` ran: the next sweep goes on where this one stopped).
 */
export async function sweepExpiredFiles(db: Db, dataDir: string, now = new Date(), { batch = SWEEP_BATCH, maxBatches = 50 } = {}): Promise<number> {
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
      if (FILE_NAME_RE.test(f.name)) await fs.promises.rm(path.join(filesDir(dataDir), f.name), { force: true });
      await db.delete(files).where(eq(files.id, f.id));
    }
    removed += expired.length;
    if (expired.length < batch) break;
  }
  return removed;
}

/**
 * Sweeps once when the server is ready and then every `everyMs`, on a timer that keeps no process
 * alive (unref) and stops when the server closes (which waits for a sweep under way).
 */
export function scheduleFileSweep(app: FastifyInstance, everyMs = FILE_SWEEP_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => sweepExpiredFiles(app.db, app.config.dataDir))
      .then(
        (n) => {
          if (n > 0) app.log.info({ removed: n }, 'expired generated files removed');
        },
        (err: unknown) => app.log.warn({ err }, 'sweeping expired files failed'),
      );
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export interface ServedFile {
  path: string;
  contentType: string;
  downloadName: string;
}

/**
 * The file behind a link. Whoever holds the link may open it (a new browser window sends no
 * token); a request signed in as another customer is answered as if the file did not exist.
 */
export async function fileForLink(db: Db, dataDir: string, name: string, requesterId: number | null, now = new Date()): Promise<ServedFile> {
  if (!FILE_NAME_RE.test(name)) throw notFound();
  const [row] = await db.select().from(files).where(and(eq(files.fileName, name)));
  if (!row || (requesterId !== null && requesterId !== row.customerId)) throw notFound();
  if (row.expiresAt <= now) throw new HttpError(410, FILE_EXPIRED_MESSAGE);
  const file = path.join(filesDir(dataDir), name);
  if (!fs.existsSync(file)) throw notFound();
  return { path: file, contentType: row.contentType, downloadName: row.downloadName };
}
