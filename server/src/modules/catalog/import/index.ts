// Product import (`npm run store -- import-products`): read the file (format.ts), check every row (check.ts), then write them all in one transaction (write.ts), or none.
// One CSV format both ways (the export is ../export.ts), so an export imported again changes
// nothing. Shared by the operator API (server running) and the tool's direct mode: one implementation.
//
// Speed: 100,000 rows must import in well under a minute on PGlite, so rows are checked in memory
// against lookups loaded once (SKUs, categories, brands, slugs), and written in batches of JSON
// records expanded by jsonb_to_recordset (see db/bulk.ts), never row by row.
import { sql } from 'drizzle-orm';
import type { ImportReport, ImportRowError } from '@contracts/operatorProducts';
import type { Db } from '../../../db/client';
import { csvText, type CsvRecord } from '../../../lib/csv';
import { HttpError } from '../../../lib/errors';
import { cleanHtml } from '../../../lib/sanitizeHtml';
import { changed, checkRow, type CheckOptions } from './check';
import { loadExisting, loadTaxonomy, type Taxonomy } from './existing';
import { MAX_LISTED_ERRORS, readCsv, readHeader, type Column } from './format';
import { writeBrands, writeCreates, writeUpdates, type Checked } from './write';

export { MAX_LISTED_ERRORS } from './format';

export interface ImportOptions extends CheckOptions {
  dryRun?: boolean;
  partial?: boolean;
  /** Called as rows are checked and written (the tool draws its progress bar from it). */
  onProgress?: (done: number, total: number) => void;
  /** How many row errors a report lists (default MAX_LISTED_ERRORS); the count covers them all. */
  maxErrors?: number;
  /** Runs in the import's transaction before it commits (the back office's audit entry). */
  beforeCommit?: (tx: Db, report: ImportReport) => Promise<void>;
}

/** Row errors refused the file: the 422 the tool prints, and the report the back office shows. */
export class ImportRefused extends HttpError {
  constructor(
    error: HttpError,
    readonly report: ImportReport,
  ) {
    super(422, error.message, error.errors);
  }
}

/** Every row checked: what would be created and updated, how many are unchanged, and the errors. */
interface CheckedFile {
  creates: Checked[];
  updates: Checked[];
  unchanged: number;
  errors: ImportRowError[];
  errorRows: number;
  /** Rows whose long description had markup taken out, and what (the first maxErrors). */
  cleaned: ImportRowError[];
  cleanedRows: number;
}

/** The SKU's own rules: present, short, no spaces, once in the file, not a case-only twin of another. */
function skuErrors(sku: string, seen: Map<string, number>, found: boolean, skuByLower: Map<string, string>): string[] {
  const errors: string[] = [];
  if (!sku) errors.push('sku is required.');
  else if (sku.length > 64) errors.push('sku is longer than 64 characters.');
  else if (/\s/.test(sku)) errors.push(`sku '${sku}' contains spaces.`);
  else if (seen.has(sku)) errors.push(`SKU ${sku} is already on line ${seen.get(sku)}.`);
  if (sku && !found && !errors.length) {
    const other = skuByLower.get(sku.toLowerCase());
    if (other) errors.push(`SKU ${sku} differs from the store's ${other} only in upper/lower case.`);
  }
  return errors;
}

async function checkRows(
  tx: Db,
  records: CsvRecord[],
  header: Map<Column, number>,
  tax: Taxonomy,
  opts: ImportOptions,
  progress: (checked: number) => void,
): Promise<CheckedFile> {
  const rows = records.slice(1);
  const skuCol = header.get('sku')!;
  const skus = rows.map((r) => csvText(r.fields[skuCol] ?? '').trim()).filter(Boolean);
  const existing = await loadExisting(tx, [...new Set(skus)], header);
  // Every SKU in the store, lower-cased: a new SKU that differs only in case is a typo, not a product.
  const allSkus = (await tx.execute(sql`select lower(sku) as k, sku from products`)) as unknown as { rows: { k: string; sku: string }[] };
  const skuByLower = new Map(allSkus.rows.map((r) => [r.k, r.sku]));

  const out: CheckedFile = { creates: [], updates: [], unchanged: 0, errors: [], errorRows: 0, cleaned: [], cleanedRows: 0 };
  const seen = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 1) {
    const rec = rows[i];
    // Let the server answer other calls (the page polling this import's progress) between blocks of rows.
    if (i % 2000 === 1999) await new Promise((resolve) => setImmediate(resolve));
    const sku = csvText(rec.fields[skuCol] ?? '').trim();
    const found = sku ? existing.get(sku) : undefined;
    const rowErrors = skuErrors(sku, seen, Boolean(found), skuByLower);
    if (sku && !seen.has(sku)) seen.set(sku, rec.line);
    let checked: ReturnType<typeof checkRow> = { errors: [] };
    if (!rowErrors.length) {
      checked = checkRow(rec, header, records[0].fields.length, tax, found, opts);
      rowErrors.push(...checked.errors);
    }
    if (rowErrors.length || !checked.values) {
      out.errorRows += 1;
      for (const message of rowErrors) if (out.errors.length < (opts.maxErrors ?? MAX_LISTED_ERRORS)) out.errors.push({ line: rec.line, sku, message });
    } else {
      const v = checked.values;
      // The long description is HTML: kept as the form keeps it, and the dry run says what went.
      const clean = await cleanHtml(v.longDescription);
      v.longDescription = clean.html;
      if (clean.removed.length > 0) {
        out.cleanedRows += 1;
        if (out.cleaned.length < (opts.maxErrors ?? MAX_LISTED_ERRORS)) out.cleaned.push({ line: rec.line, sku, message: `long_description: removed ${clean.removed.join(', ')}` });
      }
      if (checked.newBrand) {
        const key = checked.newBrand.toLowerCase();
        let brand = tax.newBrands.get(key);
        if (!brand) {
          brand = { id: -(tax.newBrands.size + 1), name: checked.newBrand };
          tax.newBrands.set(key, brand);
        }
        v.brandId = brand.id;
      }
      const row: Checked = { line: rec.line, sku, values: v, existing: found };
      if (!found) out.creates.push(row);
      else if (changed(found, v)) out.updates.push(row);
      else out.unchanged += 1;
    }
    if (i % 5000 === 4999) progress(i + 1);
  }
  return out;
}

/** Without --partial, one bad row refuses the file: a 422 listing each row's errors and what the rest would have done. */
function refusal(file: CheckedFile, total: number, dryRun: boolean): HttpError {
  const { errors, errorRows } = file;
  const fields: Record<string, string[]> = {};
  // One message a row: the tool prints each field's messages on one line.
  for (const e of errors) {
    const key = `line ${e.line}${e.sku ? ` (${e.sku})` : ''}`;
    fields[key] = [fields[key] ? `${fields[key][0]} ${e.message}` : e.message];
  }
  if (errorRows > errors.length) fields['more'] = [`${errorRows - new Set(errors.map((e) => e.line)).size} more rows have errors (the first ${MAX_LISTED_ERRORS} messages are listed).`];
  const others = total - errorRows === 1 ? 'the other row' : `the other ${total - errorRows} rows`;
  const rest = `${others} would create ${file.creates.length}, update ${file.updates.length} and leave ${file.unchanged} unchanged`;
  return new HttpError(
    422,
    `${errorRows} of ${total} rows have errors: ${dryRun ? 'the import would fail' : 'nothing was imported'} (${rest}). Fix them, or import with --partial to skip them.`,
    fields,
  );
}

export async function importProducts(db: Db, csv: string, opts: ImportOptions = {}): Promise<ImportReport> {
  return importRecords(db, readCsv(csv), opts);
}

/** The import of a file already read into records (the back office reads its upload as it streams). */
export async function importRecords(db: Db, records: CsvRecord[], opts: ImportOptions = {}): Promise<ImportReport> {
  const started = Date.now();
  const header = readHeader(records[0]);
  const total = records.length - 1;
  const progress = opts.onProgress ?? (() => undefined);
  // Checking is quick; writing is most of the time: checking counts as the first 10%.
  const weight = opts.dryRun ? 1 : 0.1;
  progress(0, total);

  const work = async (tx: Db): Promise<ImportReport> => {
    const tax = await loadTaxonomy(tx);
    const file = await checkRows(tx, records, header, tax, opts, (n) => progress(Math.round(n * weight), total));
    progress(Math.round(total * weight), total);
    const { creates, updates } = file;

    // With --partial, a new brand whose every row failed is not created.
    const usedBrands = new Set([...creates, ...updates].map((r) => r.values.brandId).filter((id) => id < 0));
    const report: ImportReport = {
      dry_run: Boolean(opts.dryRun),
      partial: Boolean(opts.partial),
      committed: false,
      rows: total,
      created: creates.length,
      updated: updates.length,
      unchanged: file.unchanged,
      error_count: file.errorRows,
      errors: file.errors,
      brands_created: [...tax.newBrands.values()].filter((b) => usedBrands.has(b.id)).map((b) => b.name),
      cleaned_count: file.cleanedRows,
      cleaned: file.cleaned,
      ms: 0,
    };
    if (file.errorRows > 0 && !opts.partial) throw new ImportRefused(refusal(file, total, Boolean(opts.dryRun)), { ...report, ms: Date.now() - started });
    if (opts.dryRun) return report;

    // Brands first, so products can point at them.
    const brandIds = await writeBrands(tx, tax, report.brands_created);
    const nameOf = (id: number) => tax.brandName.get(brandIds.get(id) ?? id) ?? [...tax.newBrands.values()].find((b) => b.id === id)?.name ?? '';
    const writes = creates.length + updates.length;
    let written = 0;
    const step = (n: number) => {
      written += n;
      progress(Math.round(total * weight + (total - total * weight) * (writes ? written / writes : 1)), total);
    };
    await writeCreates(tx, creates, brandIds, nameOf, step);
    await writeUpdates(tx, updates, header, brandIds, nameOf, step);
    const done = { ...report, committed: true, ms: Date.now() - started };
    if (opts.beforeCommit) await opts.beforeCommit(tx, done);
    progress(total, total);
    return done;
  };

  // One transaction: all rows or none (with --partial, all the valid rows or none).
  const report = opts.dryRun ? await work(db) : await db.transaction((tx) => work(tx as unknown as Db));
  // Fresh planner statistics after a big import: PGlite has no autovacuum (see the seed).
  if (report.committed && report.created + report.updated >= 10_000) await db.execute(sql`analyze products`);
  return { ...report, ms: Date.now() - started };
}
