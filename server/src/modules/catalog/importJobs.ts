// The back office's CSV imports as jobs kept in the database (import_jobs): started, fed their file
// as it streams in, and polled by the page from any server process. The rules are the tool's own
// (import/*.ts and priceLists.ts): this file only reads the upload and reports on the job.
import { and, eq, sql } from 'drizzle-orm';
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
import { recordAudit, type Actor } from '../staff';
import { IMPORT_COLUMNS } from './import/format';
import { ImportRefused, importRecords } from './import';
import { importPriceListRecords, PriceListRefused } from './priceLists';

/** Reading the upload is the first 40 % of the bar; checking and writing the rows the rest. */
const READ_SHARE = 40;
/** At most one progress write this often: a 100,000-row import reports a few hundred times, not 100,000. */
const PROGRESS_EVERY_MS = 250;
const JOB_NOT_FOUND = 'Import not found.';

type JobRow = typeof importJobs.$inferSelect;

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

/** Jobs this process is running: only these may sit in a running state without writing progress (PGlite writes it after the commit). */
const runningHere = new Set<number>();
/**
 * A job no process has written for this long is abandoned: a running job writes its progress
 * every few seconds on PostgreSQL (and on PGlite only this process can run one), and a page
 * sends its file right after it starts the job.
 */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
const UNFINISHED: readonly ImportStatus[] = ['waiting', 'reading', 'checking', 'writing'];

/**
 * Fails a job left unfinished by a server that stopped (or a page that never sent its file), so
 * its page says so instead of polling forever. The import ran in one transaction, so nothing of
 * it was written. Only if the job is still as it was read: a late write from a live run wins.
 */
async function failIfAbandoned(db: Db, job: JobRow): Promise<JobRow> {
  if (!UNFINISHED.includes(job.status as ImportStatus) || runningHere.has(job.id)) return job;
  if (Date.now() - job.updatedAt.getTime() < ABANDONED_AFTER_MS) return job;
  const message =
    job.status === 'waiting'
      ? 'The file never arrived: nothing was imported. Choose the file again.'
      : 'This import stopped before it finished (the server stopped): nothing was imported. Choose the file again.';
  const [failed] = await db
    .update(importJobs)
    .set({ status: 'failed', progress: 100, message, updatedAt: new Date() })
    .where(and(eq(importJobs.id, job.id), eq(importJobs.status, job.status), eq(importJobs.updatedAt, job.updatedAt)))
    .returning();
  return failed ?? job;
}

/** One job as the page polls it; a price-list job only under its own account. */
export async function importJob(db: Db, id: number, customerId: number | null = null): Promise<AdminImportJob> {
  const [found] = await db
    .select({ job: importJobs, startedBy: staff.name })
    .from(importJobs)
    .leftJoin(staff, eq(staff.id, importJobs.staffId))
    .where(eq(importJobs.id, id));
  if (!found || found.job.customerId !== customerId) throw notFound(JOB_NOT_FOUND);
  return wire(await failIfAbandoned(db, found.job), found.startedBy);
}

/** Starts a job waiting for its file (so the page knows what to poll before the upload ends). */
export async function startImportJob(db: Db, actor: Actor, kind: ImportKind, dryRun: boolean, customerId: number | null = null): Promise<AdminImportJob> {
  const [row] = await db.insert(importJobs).values({ kind, dryRun, customerId, staffId: actor.id }).returning({ id: importJobs.id });
  return importJob(db, row.id, customerId);
}

/** One page of a job's row errors, in file order. */
export async function importJobErrors(db: Db, id: number, page: number, customerId: number | null = null): Promise<PagedOf<AdminImportError>> {
  const job = await importJob(db, id, customerId);
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

/** Reads the upload as it streams into CSV records; the text is never held whole. */
async function readUpload(body: AsyncIterable<Buffer | string>, onBytes: (bytes: number) => void): Promise<CsvRecord[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const reader = new CsvStreamReader();
  let bytes = 0;
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw invalid({ file: [NOT_TEXT] }, NOT_TEXT);
    }
  };
  for await (const piece of body) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
    bytes += chunk.length;
    if (bytes > IMPORT_MAX_BYTES) throw invalid({ file: [`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`] }, 'The file is too large.');
    // NUL never occurs in text: a spreadsheet's .xlsx, an image or a PDF.
    if (chunk.includes(0)) throw invalid({ file: [NOT_TEXT] }, NOT_TEXT);
    reader.push(decode(chunk));
    onBytes(bytes);
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
async function claim(db: Db, id: number, kind: ImportKind, customerId: number | null): Promise<JobRow> {
  const [row] = await db
    .update(importJobs)
    .set({ status: 'reading', updatedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.kind, kind), eq(importJobs.status, 'waiting')))
    .returning();
  if (row && row.customerId === customerId) return row;
  await importJob(db, id, customerId);
  throw conflict('This import already has its file; start a new one.');
}

export interface Upload {
  body: AsyncIterable<Buffer | string>;
  /** The upload's size in bytes (Content-Length), for the bar while it is read; null when unknown. */
  size: number | null;
}

type Outcome = { status: 'done' | 'refused'; counts: AdminImportCounts; errors: AdminImportError[]; errorCount: number; message: string | null };

/**
 * Runs a job on its upload: reads it, hands the records to `work`, and stores the outcome. A file
 * that is not the format fails the job (422) and a file with row errors refuses it (422, its
 * errors paged from the job); either way nothing changed.
 */
async function runJob(
  db: Db,
  id: number,
  kind: ImportKind,
  customerId: number | null,
  upload: Upload,
  work: (records: CsvRecord[], job: JobRow, progress: (status: ImportStatus, done: number, total: number) => void) => Promise<Outcome>,
): Promise<AdminImportJob> {
  const job = await claim(db, id, kind, customerId);
  const bar = new JobProgress(db, id);
  runningHere.add(id);
  try {
    const records = await readUpload(upload.body, (bytes) => {
      if (upload.size) bar.report('reading', Math.min(READ_SHARE, Math.floor((READ_SHARE * bytes) / upload.size)));
    });
    const outcome = await work(records, job, (status, done, total) =>
      bar.report(status, READ_SHARE + Math.min(99 - READ_SHARE, Math.floor(((100 - READ_SHARE) * done) / Math.max(total, 1)))),
    );
    await bar.finish({
      status: outcome.status,
      progress: 100,
      report: outcome.counts,
      errors: outcome.errors,
      errorCount: outcome.errorCount,
      message: outcome.message,
    });
  } catch (err) {
    const message = err instanceof HttpError ? err.message : 'The import failed; nothing was changed. Try again.';
    const errors = err instanceof HttpError && err.errors ? Object.entries(err.errors).map(([key, list]) => ({ key, list })) : [];
    // File-level problems (the header, the encoding, a quote never closed) as rows of the error table.
    const table = errors.flatMap(({ key, list }) =>
      list.map((m) => ({ line: Number(/^line (\d+)/.exec(key)?.[1] ?? 0), sku: '', field: key.startsWith('line') ? '' : key, message: m })),
    );
    await bar.finish({ status: 'failed', progress: 100, message, errors: table, errorCount: table.length });
    throw err;
  } finally {
    runningHere.delete(id);
  }
  const done = await importJob(db, id, customerId);
  if (done.status === 'refused') throw new HttpError(422, done.message ?? 'The file has errors: nothing was imported.');
  return done;
}

/** The product import of the back office: the tool's rules (new brands are refused, as the form). */
export async function runProductImport(db: Db, actor: Actor, id: number, upload: Upload): Promise<AdminImportJob> {
  return runJob(db, id, 'products', null, upload, async (records, job, progress) => {
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
            entityId: id,
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
  });
}

/** One account's price-list CSV (sku, rate): the tool's rules, all rows or none, audited on the account. */
export async function runPriceListImport(db: Db, actor: Actor, customerId: number, id: number, upload: Upload): Promise<AdminImportJob> {
  return runJob(db, id, 'price_list', customerId, upload, async (records, job, progress) => {
    const dryRun = job.dryRun;
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
  });
}
