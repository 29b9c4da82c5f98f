// The back office's CSV imports as jobs kept in the database (import_jobs): started, sent their
// file (kept in the file store and queued on the job queue's 'catalog-import' in one transaction),
// run by whichever server process takes the queued job, and polled by the page from any process.
// The rules are the tool's own (import/*.ts and priceLists.ts): this file only keeps the upload,
// runs the queued job and reports on it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  IMPORT_ERRORS_PAGE,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORS,
  type AdminImportCounts,
  type AdminImportError,
  type AdminImportJob,
  type ImportKind,
  type ImportStatus,
} from '@contracts/adminImports';
import type { PagedOf } from '@contracts/common';
import type { ImportReport } from '@contracts/operatorProducts';
import type { Db, Tx } from '../../db/client';
import { importJobs, staff } from '../../db/schema';
import { CsvStreamReader, CsvSyntaxError, type CsvRecord } from '../../lib/csv';
import { conflict, HttpError, invalid, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/fileStore';
import type { Services } from '../../services';
import { EXPIRED_REASON, jobIdFor, jobState, type RunningJob } from '../jobs';
import { recordAudit, type Actor } from '../staff';
import { IMPORT_COLUMNS } from './import/format';
import { ImportRefused, importRecords } from './import';
import { importPriceListRecords, PriceListRefused } from './priceLists';

/** Reading the upload is the first 40 % of the bar; checking and writing the rows the rest. */
const READ_SHARE = 40;
/** At most one progress write this often: a 100,000-row import reports a few hundred times, not 100,000. */
const PROGRESS_EVERY_MS = 250;
const JOB_NOT_FOUND = 'Import not found.';
const QUEUE = 'catalog-import' as const;
/**
 * The upload is kept in parts of this many bytes (the last one shorter): neither the upload nor the
 * stored file is ever one 512 MB buffer (the database file store sends each part as one value).
 * A part may end inside a character or a row: the parts are read back as one stream.
 */
export const IMPORT_PART_BYTES = 8 * 1024 * 1024;
/** The most parts an upload within IMPORT_MAX_BYTES can have. */
const MAX_PARTS = Math.ceil(IMPORT_MAX_BYTES / IMPORT_PART_BYTES);

/** What the queued job carries: the import and where its file is kept. */
export interface ImportJobData {
  importId: number;
  /** The stored file's key, without the part's number (see partKey). */
  file: string;
  parts: number;
}

/** What the imports use of the store's services. */
export type ImportContext = Pick<Services, 'db' | 'fileStore' | 'jobs' | 'log'>;
type ReadContext = Pick<Services, 'db' | 'fileStore' | 'log'>;

type JobRow = typeof importJobs.$inferSelect;

/** The queue's job of an import: one per import, found again from the row alone. */
export const importQueueJobId = (importId: number): string => jobIdFor(`catalog-import:${importId}`);
const uploadKey = (importId: number) => `imports/import-${importId}`;
const partKey = (file: string, n: number) => `${file}-${String(n).padStart(3, '0')}.csv`;

function wire(row: JobRow, startedBy: string | null): AdminImportJob {
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    dry_run: row.dryRun,
    status: row.status as ImportStatus,
    progress: row.progress,
    counts: (row.report as AdminImportCounts | null) ?? null,
    error_count: row.errorCount,
    message: row.message,
    started_by: startedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Removes a stored upload; a part that cannot be removed is logged, never the import's failure. */
async function removeUpload(ctx: { fileStore: FileStore; log: Services['log'] }, file: string, parts: number): Promise<void> {
  for (let n = 1; n <= parts; n += 1) {
    await ctx.fileStore.delete(partKey(file, n)).catch((err: unknown) => ctx.log.warn({ err, file }, 'could not remove an import upload'));
  }
}

/** Imports this process is reading or running: only these may sit in a running state without writing progress (PGlite writes it after the commit). */
const runningHere = new Set<number>();
/**
 * An upload no process has written for this long is abandoned: a running upload writes its
 * progress as it arrives, and a page sends its file right after it starts the import.
 */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
const UNFINISHED: readonly ImportStatus[] = ['waiting', 'reading', 'queued', 'checking', 'writing'];
/** Statuses of an import whose job was queued: the queue's job says whether it still runs. */
const SENT: readonly ImportStatus[] = ['queued', 'checking', 'writing'];
/** What the page says of an import (or a check) that failed for a reason not the file's. */
const failedWords = (dryRun: boolean, reason: string) =>
  dryRun ? `This check failed (${reason}). Choose the file again.` : `This import failed (${reason}): nothing was imported. Choose the file again.`;
/** ... and of one the queue will try again. */
const againWords = (dryRun: boolean, reason: string) =>
  `The ${dryRun ? 'check' : 'import'} stopped (${reason})${dryRun ? '' : ' and nothing was imported'}: it will be tried again shortly.`;

/** Sets an import's row only if it is still as it was read: a late write from a live run wins. */
async function settle(db: Db, job: JobRow, set: Partial<typeof importJobs.$inferInsert>): Promise<JobRow> {
  const [row] = await db
    .update(importJobs)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(importJobs.id, job.id), eq(importJobs.status, job.status), eq(importJobs.updatedAt, job.updatedAt)))
    .returning();
  return row ?? job;
}

/** Why a queued job failed, as the page says it. */
function failedBecause(reason: string | null): string {
  // The queue's own reasons (an expired run, a process that stopped with the job) say the same.
  if (!reason || reason === EXPIRED_REASON || /^the (server|store) stopped/.test(reason)) return 'the server stopped while it ran';
  return reason;
}

/**
 * Says what became of an import no process here is running, so its page never polls a run that
 * stopped: a queued one asks the queue (still to run: queued again; failed, also when its worker
 * died and the queue gave up: failed with the reason), one without a job (a page that never sent
 * its file, a server that stopped while reading it) fails after five minutes of silence. The
 * import runs in one transaction, so nothing of a stopped one was written.
 */
async function failIfAbandoned(ctx: ReadContext, job: JobRow): Promise<JobRow> {
  const status = job.status as ImportStatus;
  if (!UNFINISHED.includes(status) || runningHere.has(job.id)) return job;
  const sent = SENT.includes(status) ? await jobState(ctx.db, QUEUE, importQueueJobId(job.id)) : null;
  if (sent?.state === 'active') return job;
  if (sent?.state === 'created' || sent?.state === 'retry') {
    if (status === 'queued') return job;
    return settle(ctx.db, job, {
      status: 'queued',
      progress: READ_SHARE,
      message: againWords(job.dryRun, 'the server stopped while it ran'),
    });
  }
  if (sent) {
    const data = sent.data as ImportJobData;
    const failed = await settle(ctx.db, job, {
      status: 'failed',
      progress: 100,
      message: failedWords(job.dryRun, failedBecause(sent.reason)),
    });
    if (failed !== job) await removeUpload(ctx, data.file, data.parts);
    return failed;
  }
  if (Date.now() - job.updatedAt.getTime() < ABANDONED_AFTER_MS) return job;
  const message =
    status === 'waiting'
      ? 'The file never arrived: nothing was imported. Choose the file again.'
      : 'This import stopped before it finished (the server stopped): nothing was imported. Choose the file again.';
  const failed = await settle(ctx.db, job, { status: 'failed', progress: 100, message });
  // A server that stopped while reading the upload may have kept some of its parts.
  if (failed !== job && status === 'reading') await removeUpload(ctx, uploadKey(job.id), MAX_PARTS);
  return failed;
}

/** One job as the page polls it; a price-list job only under its own account. */
export async function importJob(ctx: ReadContext, id: number, customerId: number | null = null): Promise<AdminImportJob> {
  const [found] = await ctx.db
    .select({ job: importJobs, startedBy: staff.name })
    .from(importJobs)
    .leftJoin(staff, eq(staff.id, importJobs.staffId))
    .where(eq(importJobs.id, id));
  if (!found || found.job.customerId !== customerId) throw notFound(JOB_NOT_FOUND);
  return wire(await failIfAbandoned(ctx, found.job), found.startedBy);
}

/** Starts a job waiting for its file (so the page knows what to poll before the upload ends). */
export async function startImportJob(ctx: ReadContext, actor: Actor, kind: ImportKind, dryRun: boolean, customerId: number | null = null): Promise<AdminImportJob> {
  const [row] = await ctx.db.insert(importJobs).values({ kind, dryRun, customerId, staffId: actor.id }).returning({ id: importJobs.id });
  return importJob(ctx, row.id, customerId);
}

/** One page of a job's row errors, in file order. */
export async function importJobErrors(ctx: ReadContext, id: number, page: number, customerId: number | null = null): Promise<PagedOf<AdminImportError>> {
  const { db } = ctx;
  const job = await importJob(ctx, id, customerId);
  const total = Math.min(job.error_count, IMPORT_MAX_ERRORS);
  const stored = (await db.execute(sql`select jsonb_array_length(errors) as n from import_jobs where id = ${id}`)) as unknown as { rows: { n: number }[] };
  const count = Number(stored.rows[0]?.n ?? 0);
  const lastPage = Math.max(1, Math.ceil(count / IMPORT_ERRORS_PAGE));
  const current = Math.min(page, lastPage);
  const res = (await db.execute(
    sql`select e.value as e from import_jobs j, jsonb_array_elements(j.errors) with ordinality as e(value, n)
        where j.id = ${id} order by e.n offset ${(current - 1) * IMPORT_ERRORS_PAGE} limit ${IMPORT_ERRORS_PAGE}`,
  )) as unknown as { rows: { e: AdminImportError | string }[] };
  const data = res.rows.map((r) => (typeof r.e === 'string' ? (JSON.parse(r.e) as AdminImportError) : r.e));
  return { data, current_page: current, last_page: lastPage, per_page: IMPORT_ERRORS_PAGE, total: Math.max(total, count) };
}

/**
 * The job's progress, written apart from the import's transaction and never awaited inside it:
 * PGlite has one connection, and a write waiting for the transaction inside it would wait forever
 * (there it lands after the commit; on PostgreSQL the polling page sees it at once).
 */
class JobProgress {
  private chain: Promise<unknown> = Promise.resolve();
  private lastAt = 0;
  private last = -1;

  constructor(
    private readonly db: Db,
    private readonly id: number,
  ) {}

  report(status: ImportStatus, progress: number): void {
    const now = Date.now();
    if (progress === this.last || now - this.lastAt < PROGRESS_EVERY_MS) return;
    this.lastAt = now;
    this.last = progress;
    // Progress is a hint: a lost write is overtaken by the next one or by the outcome.
    this.chain = this.chain.then(() => this.write({ status, progress })).catch(() => undefined);
  }

  /** Waits for the progress writes made so far (before a write that must come after them). */
  async settled(): Promise<void> {
    await this.chain;
  }

  /** The outcome, after every progress write (so a late one cannot overwrite it). */
  async finish(set: Partial<typeof importJobs.$inferInsert>): Promise<void> {
    await this.chain;
    await this.write(set);
  }

  private write(set: Partial<typeof importJobs.$inferInsert>) {
    return this.db.update(importJobs).set({ ...set, updatedAt: new Date() }).where(eq(importJobs.id, this.id));
  }
}

const NOT_TEXT = 'The file is not a CSV text file (it holds binary data or is not UTF-8). Save it from the spreadsheet as "CSV UTF-8" and choose it again.';

/** A UTF-8 decoder whose refusal is the file's (a 422 the page shows). */
function textDecoder() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw invalid({ file: [NOT_TEXT] }, NOT_TEXT);
    }
  };
}

/**
 * Keeps the upload in the file store as it streams in, in parts, refusing at once what cannot be
 * a CSV (too large, binary, not UTF-8); answers how many parts it wrote. On any refusal or error
 * the parts written so far are removed.
 */
async function storeUpload(ctx: ReadContext, file: string, body: AsyncIterable<Buffer | string>, onBytes: (bytes: number) => void): Promise<number> {
  const decode = textDecoder();
  let bytes = 0;
  let parts = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const put = async (bytes: Buffer) => {
    parts += 1;
    await ctx.fileStore.put(partKey(file, parts), bytes, { contentType: 'text/csv; charset=utf-8' });
  };
  /** Writes every whole part pending, or (at the end) what is left. */
  const flush = async (last: boolean) => {
    if (pendingBytes === 0 || (!last && pendingBytes < IMPORT_PART_BYTES)) return;
    const all = Buffer.concat(pending, pendingBytes);
    let at = 0;
    for (; all.length - at >= IMPORT_PART_BYTES; at += IMPORT_PART_BYTES) await put(all.subarray(at, at + IMPORT_PART_BYTES));
    if (last && at < all.length) {
      await put(all.subarray(at));
      at = all.length;
    }
    pending = at < all.length ? [all.subarray(at)] : [];
    pendingBytes = all.length - at;
  };
  try {
    for await (const piece of body) {
      const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
      bytes += chunk.length;
      if (bytes > IMPORT_MAX_BYTES) throw invalid({ file: [`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`] }, 'The file is too large.');
      // NUL never occurs in text: a spreadsheet's .xlsx, an image or a PDF.
      if (chunk.includes(0)) throw invalid({ file: [NOT_TEXT] }, NOT_TEXT);
      decode(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      await flush(false);
      onBytes(bytes);
    }
    decode();
    await flush(true);
    return parts;
  } catch (err) {
    await removeUpload(ctx, file, parts);
    throw err;
  }
}

/** Reads a stored upload back into CSV records; the text is never held whole. */
async function readStoredUpload(fileStore: FileStore, data: ImportJobData): Promise<CsvRecord[]> {
  const decode = textDecoder();
  const reader = new CsvStreamReader();
  for (let n = 1; n <= data.parts; n += 1) {
    const part = await fileStore.get(partKey(data.file, n));
    // Not the file's fault: the queue tries again, then fails the import with this reason.
    if (!part) throw new Error(`the uploaded file is no longer in the file store (${partKey(data.file, n)})`);
    reader.push(decode(part.bytes));
  }
  reader.push(decode());
  try {
    return reader.end();
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw invalid({ [`line ${err.line}`]: [err.message.replace(/^Line \d+: /, '')] }, 'The file is not valid CSV.');
    throw err;
  }
}

/** The column a product row error is about, from the check's own words ('' for the whole row). */
export function productErrorField(message: string): string {
  const m = message.toLowerCase();
  if (m.startsWith('sku')) return 'sku';
  if (m.includes('sub-category')) return 'sub_category';
  if (m.startsWith('unknown category')) return 'category';
  if (m.includes('brand')) return 'brand';
  if (m.startsWith('specification')) return 'specifications';
  return IMPORT_COLUMNS.find((c) => m.startsWith(`${c} `)) ?? '';
}

/** Claims a waiting job for its upload: a second upload to the same job is refused. */
async function claim(ctx: ReadContext, id: number, kind: ImportKind, customerId: number | null): Promise<JobRow> {
  const [row] = await ctx.db
    .update(importJobs)
    .set({ status: 'reading', updatedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.kind, kind), eq(importJobs.status, 'waiting')))
    .returning();
  if (row && row.customerId === customerId) return row;
  await importJob(ctx, id, customerId);
  throw conflict('This import already has its file; start a new one.');
}

export interface Upload {
  body: AsyncIterable<Buffer | string>;
  /** The upload's size in bytes (Content-Length), for the bar while it is read; null when unknown. */
  size: number | null;
}

/** A refusal of the file as the job keeps it: its message, and file-level problems (the header, the encoding, a quote never closed) as rows of the error table. */
function refusalOf(err: HttpError): Partial<typeof importJobs.$inferInsert> {
  const errors = err.errors ? Object.entries(err.errors).map(([key, list]) => ({ key, list })) : [];
  const table = errors.flatMap(({ key, list }) =>
    list.map((m) => ({ line: Number(/^line (\d+)/.exec(key)?.[1] ?? 0), sku: '', field: key.startsWith('line') ? '' : key, message: m })),
  );
  return { status: 'failed', progress: 100, message: err.message, errors: table, errorCount: table.length };
}

/**
 * The upload: keeps the file in the file store, refusing at once one that is too large or not text
 * (422, the job failed with the reason), then in one transaction marks the import queued and sends
 * its job. Answers at once; the page polls the job as the queue runs it.
 */
export async function receiveImportFile(ctx: ImportContext, id: number, kind: ImportKind, customerId: number | null, upload: Upload): Promise<AdminImportJob> {
  await claim(ctx, id, kind, customerId);
  const bar = new JobProgress(ctx.db, id);
  const file = uploadKey(id);
  runningHere.add(id);
  try {
    const parts = await storeUpload(ctx, file, upload.body, (bytes) => {
      if (upload.size) bar.report('reading', Math.min(READ_SHARE, Math.floor((READ_SHARE * bytes) / upload.size)));
    });
    await bar.settled();
    try {
      await ctx.db.transaction(async (tx) => {
        const [queued] = await tx
          .update(importJobs)
          .set({ status: 'queued', progress: READ_SHARE, message: null, updatedAt: new Date() })
          .where(and(eq(importJobs.id, id), eq(importJobs.status, 'reading')))
          .returning({ id: importJobs.id });
        if (!queued) throw conflict('This import was stopped while its file was read; choose the file again.');
        const data: ImportJobData = { importId: id, file, parts };
        await ctx.jobs.send(tx, QUEUE, data, { id: importQueueJobId(id) });
      });
    } catch (err) {
      await removeUpload(ctx, file, parts);
      throw err;
    }
  } catch (err) {
    const failed = err instanceof HttpError ? refusalOf(err) : { status: 'failed', progress: 100, message: 'The file could not be received: nothing was imported. Choose it again.' };
    await bar.finish(failed);
    throw err;
  } finally {
    runningHere.delete(id);
  }
  return importJob(ctx, id, customerId);
}

type Outcome = { status: 'done' | 'refused'; counts: AdminImportCounts; errors: AdminImportError[]; errorCount: number; message: string | null };
type Progress = (status: ImportStatus, done: number, total: number) => void;

/** Who the import is recorded as: the staff member who started it. */
async function actorOf(db: Db, job: JobRow): Promise<Actor> {
  const [who] = job.staffId === null ? [] : await db.select({ id: staff.id, email: staff.email }).from(staff).where(eq(staff.id, job.staffId));
  return who ?? { id: null, email: 'unknown staff member' };
}

/** The product import of the back office: the tool's rules (new brands are refused, as the form). */
async function productImport(db: Db, actor: Actor, job: JobRow, records: CsvRecord[], progress: Progress): Promise<Outcome> {
  const dryRun = job.dryRun;
  const countsOf = (r: ImportReport): AdminImportCounts => ({
    rows: r.rows,
    created: r.created,
    updated: r.updated,
    unchanged: r.unchanged,
    removed: 0,
    brands_created: r.brands_created,
    cleaned_count: r.cleaned_count,
    // The page lists the first hundred; the tool's report has the rest.
    cleaned: r.cleaned.slice(0, 100),
  });
  try {
    const report = await importRecords(db, records, {
      dryRun,
      maxErrors: IMPORT_MAX_ERRORS,
      onProgress: (done, total) => progress(dryRun || done <= total / 10 ? 'checking' : 'writing', done, total),
      beforeCommit: (tx, r) =>
        recordAudit(tx as unknown as Tx, actor, {
          action: 'catalogue.import',
          entityType: 'import',
          entityId: job.id,
          before: null,
          after: { rows: r.rows, created: r.created, updated: r.updated, unchanged: r.unchanged, brands_created: r.brands_created, markup_removed_rows: r.cleaned_count },
        }),
    });
    return { status: 'done', counts: countsOf(report), errors: [], errorCount: 0, message: null };
  } catch (err) {
    if (!(err instanceof ImportRefused)) throw err;
    const r = err.report;
    return {
      status: 'refused',
      counts: countsOf(r),
      // The tool's flag is not the back office's way: a new brand is added on the Brands page.
      errors: r.errors.map((e) => ({ line: e.line, sku: e.sku, field: productErrorField(e.message), message: e.message.replace('(import with --create-brands to add it)', '(add it on the Brands page first)') })),
      errorCount: r.error_count,
      // The tool's words suggest --partial, which the back office does not offer.
      message: `${r.error_count} of ${r.rows} rows have errors: ${dryRun ? 'the import would fail' : 'nothing was imported'}. Fix them in the file and choose it again.`,
    };
  }
}

/** One account's price-list CSV (sku, rate): the tool's rules, all rows or none, audited on the account. */
async function priceListImport(db: Db, actor: Actor, job: JobRow, records: CsvRecord[], progress: Progress): Promise<Outcome> {
  const dryRun = job.dryRun;
  const customerId = job.customerId as number;
  progress('checking', 0, records.length);
  try {
    const r = await importPriceListRecords(db, records, {
      customerId,
      dryRun,
      maxErrors: IMPORT_MAX_ERRORS,
      beforeCommit: (tx, report) =>
        recordAudit(tx as unknown as Tx, actor, { action: 'customer.price_list.import', entityType: 'customer', entityId: customerId, before: null, after: { ...report } }),
    });
    return { status: 'done', counts: { ...r, brands_created: [] }, errors: [], errorCount: 0, message: null };
  } catch (err) {
    if (!(err instanceof PriceListRefused)) throw err;
    return {
      status: 'refused',
      counts: { ...err.report, brands_created: [] },
      errors: err.rows,
      errorCount: err.errorRows,
      message: `${err.errorRows} of ${records.length - 1} rows have errors: ${dryRun ? 'the import would fail' : 'no rates were changed'}. Fix them in the file and choose it again.`,
    };
  }
}

/** Takes a queued import for a run; one already finished (or gone with its account) is not run again. */
async function claimQueued(db: Db, importId: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(importJobs)
    .set({ status: 'checking', progress: READ_SHARE, message: null, updatedAt: new Date() })
    // checking/writing: a run whose process died, tried again by the queue (the writes are one transaction, so nothing of it was kept).
    .where(and(eq(importJobs.id, importId), inArray(importJobs.status, SENT as ImportStatus[])))
    .returning();
  return row;
}

/**
 * The 'catalog-import' job: reads the stored file and runs the import as the upload's request
 * once did (progress, one transaction for the writes, the report), then removes the file. The
 * file's own refusals (CSV syntax, columns, row errors) are the import's outcome, not the job's
 * failure. Anything else fails the job: the first time the import is queued again with a note
 * and the queue tries once more; the last time it is failed with the reason and its file removed.
 */
export async function runQueuedImport(ctx: ImportContext, job: RunningJob<ImportJobData>): Promise<object> {
  const data = job.data;
  const row = await claimQueued(ctx.db, data.importId);
  if (!row) {
    await removeUpload(ctx, data.file, data.parts);
    return { importId: data.importId, skipped: 'the import was already finished' };
  }
  const bar = new JobProgress(ctx.db, row.id);
  runningHere.add(row.id);
  let outcome: Partial<typeof importJobs.$inferInsert>;
  try {
    try {
      const records = await readStoredUpload(ctx.fileStore, data);
      const work = row.kind === 'price_list' ? priceListImport : productImport;
      const result = await work(ctx.db, await actorOf(ctx.db, row), row, records, (status, done, total) =>
        bar.report(status, READ_SHARE + Math.min(99 - READ_SHARE, Math.floor(((100 - READ_SHARE) * done) / Math.max(total, 1)))),
      );
      outcome = { status: result.status, progress: 100, report: result.counts, errors: result.errors, errorCount: result.errorCount, message: result.message };
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      outcome = refusalOf(err);
    }
    await bar.finish(outcome);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const last = job.retryCount >= ((await jobState(ctx.db, QUEUE, job.id))?.retryLimit ?? 0);
    if (last) {
      await bar.finish({ status: 'failed', progress: 100, message: failedWords(row.dryRun, reason), errors: [], errorCount: 0 });
      await removeUpload(ctx, data.file, data.parts);
    } else {
      await bar.finish({ status: 'queued', progress: READ_SHARE, message: againWords(row.dryRun, reason) });
    }
    throw err;
  } finally {
    runningHere.delete(row.id);
  }
  await removeUpload(ctx, data.file, data.parts);
  return { importId: row.id, status: outcome.status };
}
