// The operator tool's catalogue commands (import-products, export-products, price-list, price-list-show, stock, low-stock).
// cli/index.ts wires them in: the same two ways of working (catalogOps.ts: operator API while the
// store runs, the database otherwise), the same exit codes.
import fs from 'node:fs';
import path from 'node:path';
import type { ImportReport } from '@contracts/operatorProducts';
import type { CatalogOps, ImportFlags } from './catalogOps';
import { progressBar, waitingClock } from './progress';
import { CliError, inr, table, type CliIo } from './shared';

export const CATALOG_USAGE = `  import-products <file.csv> [--dry-run] [--partial] [--create-brands]
                           create or update products by SKU (format: docs/running.md, "Product CSV");
                           all rows or none unless --partial (skips rows with errors);
                           --dry-run checks and reports without changing anything
  export-products [file.csv]
                           write every product in the import format (stdout without a file)
  price-list <file.csv>    set customers' price-list rates (columns: email, sku, rate; an empty
                           rate removes it); all rows or none
  price-list-show <email>  a customer's price-list rates
  stock <sku> <quantity>   set a product's stock (a whole number of 0 or more)
  low-stock [--below N]    active products with N or fewer in stock (default 5), lowest first`;

const IMPORT_FLAGS = new Set(['--dry-run', '--partial', '--create-brands']);

/** Argument shapes of the catalogue commands (anything else is bad usage, exit code 2). */
export const CATALOG_COMMANDS: Record<string, { shape: string; ok: (args: string[]) => boolean }> = {
  'import-products': {
    shape: 'import-products <file.csv> [--dry-run] [--partial] [--create-brands]',
    ok: (a) => a.filter((x) => !IMPORT_FLAGS.has(x)).length === 1 && !a.filter((x) => !IMPORT_FLAGS.has(x))[0].startsWith('--'),
  },
  'export-products': { shape: 'export-products [file.csv]', ok: (a) => a.length === 0 || (a.length === 1 && !a[0].startsWith('--')) },
  'price-list': { shape: 'price-list <file.csv>', ok: (a) => a.length === 1 && !a[0].startsWith('--') },
  'price-list-show': { shape: 'price-list-show <email>', ok: (a) => a.length === 1 },
  stock: { shape: 'stock <sku> <quantity>', ok: (a) => a.length === 2 },
  'low-stock': {
    shape: 'low-stock [--below N]',
    ok: (a) => a.length === 0 || (a.length === 2 && a[0] === '--below') || (a.length === 1 && a[0].startsWith('--below=')),
  },
};

const count = new Intl.NumberFormat('en-IN');
const plural = (n: number, one: string, many = `${one}s`) => `${count.format(n)} ${n === 1 ? one : many}`;

function readCsvFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CliError(code === 'ENOENT' ? `No such file: ${file}` : `Cannot read ${file} (${code ?? (err as Error).message}).`);
  }
}

/** Runs a catalogue command; `tty` says whether stderr is a terminal (progress bar). */
export async function runCatalog(command: string, args: string[], op: CatalogOps, io: CliIo, via: 'api' | 'direct', tty: boolean): Promise<void> {
  switch (command) {
    case 'import-products': {
      const file = args.find((a) => !IMPORT_FLAGS.has(a))!;
      const flags: ImportFlags = { dryRun: args.includes('--dry-run'), partial: args.includes('--partial'), createBrands: args.includes('--create-brands') };
      const text = readCsvFile(file);
      let report: ImportReport;
      if (tty && via === 'direct') {
        const bar = progressBar(process.stderr, flags.dryRun ? 'Checking' : 'Importing');
        try {
          report = await op.importProducts(text, flags, bar.draw);
        } finally {
          bar.done();
        }
      } else if (tty) {
        const stop = waitingClock(process.stderr, `Importing ${path.basename(file)} through the store…`);
        try {
          report = await op.importProducts(text, flags);
        } finally {
          stop();
        }
      } else report = await op.importProducts(text, flags);
      printImport(report, file, io);
      return;
    }
    case 'export-products': {
      const file = args[0];
      if (!file) {
        const write = io.write ? io.write.bind(io) : (chunk: string) => io.out(chunk.replace(/\r?\n$/, ''));
        const n = await op.exportProducts(write);
        io.err(`Exported ${plural(n, 'product')}.`);
        return;
      }
      // Written beside the target and renamed: an interrupted export never leaves half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      const fd = fs.openSync(tmp, 'w');
      try {
        const n = await op.exportProducts((chunk) => {
          fs.writeSync(fd, chunk);
        });
        fs.closeSync(fd);
        fs.renameSync(tmp, file);
        io.out(`Exported ${plural(n, 'product')} to ${file}.`);
      } catch (err) {
        fs.rmSync(tmp, { force: true });
        throw err;
      }
      return;
    }
    case 'price-list': {
      const r = await op.importPriceList(readCsvFile(args[0]));
      io.out(
        `Price list ${args[0]}: ${plural(r.rows, 'row')}; ${count.format(r.created)} rates added, ${count.format(r.updated)} changed, ` +
          `${count.format(r.removed)} removed, ${count.format(r.unchanged)} unchanged.`,
      );
      return;
    }
    case 'price-list-show': {
      const list = await op.priceList(args[0]);
      if (!list.lines.length) {
        io.out(`${list.email} (${list.company_name}) has no price-list rates.`);
        return;
      }
      io.out(`Price list of ${list.email} (${list.company_name}): ${plural(list.lines.length, 'rate')}`);
      const rows = [['SKU', 'PRODUCT', 'LIST PRICE', 'THEIR RATE']];
      for (const l of list.lines) {
        const name = l.product_name.length > 48 ? `${l.product_name.slice(0, 47)}…` : l.product_name;
        rows.push([l.sku, `${name}${l.is_active ? '' : ' (not sold)'}`, inr.format(l.list_price), inr.format(l.custom_rate)]);
      }
      for (const line of table(rows)) io.out(line);
      return;
    }
    case 'stock': {
      const c = await op.setStock(args[0], args[1]);
      io.out(c.previous === c.stock ? `${c.sku} (${c.product_name}): stock was already ${c.stock}.` : `${c.sku} (${c.product_name}): stock ${c.previous} -> ${c.stock}.`);
      return;
    }
    case 'low-stock': {
      const below = args[0] === '--below' ? args[1] : args[0]?.slice('--below='.length);
      const r = await op.lowStock(below);
      if (r.total === 0) {
        io.out(`No active product has ${r.below} or fewer in stock.`);
        return;
      }
      const shown = r.products.length < r.total ? ` (the lowest ${r.products.length} shown)` : '';
      io.out(`${plural(r.total, 'active product')} with ${r.below} or fewer in stock, lowest first${shown}:`);
      const rows = [['STOCK', 'SKU', 'PRODUCT']];
      for (const p of r.products) rows.push([String(p.stock), p.sku, p.product_name]);
      for (const line of table(rows)) io.out(line);
      return;
    }
  }
}

function printImport(r: ImportReport, file: string, io: CliIo): void {
  const seconds = (r.ms / 1000).toFixed(1);
  const ok = r.rows - r.error_count;
  if (r.dry_run) {
    io.out(`Dry run of ${file}: nothing was changed. Of ${plural(r.rows, 'row')}, ${count.format(r.created)} would be created, ${count.format(r.updated)} updated, ${count.format(r.unchanged)} left unchanged.`);
    if (r.brands_created.length) io.out(`New brands that would be created: ${r.brands_created.join(', ')}`);
  } else {
    io.out(`Imported ${plural(ok, 'row')} from ${file} in ${seconds} s: ${count.format(r.created)} created, ${count.format(r.updated)} updated, ${count.format(r.unchanged)} unchanged.`);
    if (r.brands_created.length) io.out(`New brands: ${r.brands_created.join(', ')}`);
  }
  if (r.cleaned_count) {
    io.out(`Unsafe markup ${r.dry_run ? 'would be' : 'was'} removed from the long description of ${plural(r.cleaned_count, 'row')}:`);
    for (const c of r.cleaned) io.out(`  line ${c.line} (${c.sku}): ${c.message}`);
    if (r.cleaned_count > r.cleaned.length) io.out(`  … and ${plural(r.cleaned_count - r.cleaned.length, 'more row')}.`);
  }
  if (r.error_count) {
    const were = r.dry_run ? 'would be' : r.error_count === 1 ? 'was' : 'were';
    io.err(`${plural(r.error_count, 'row')} with errors ${were} skipped (--partial):`);
    for (const e of r.errors) io.err(`  line ${e.line}${e.sku ? ` (${e.sku})` : ''}: ${e.message}`);
    const listedRows = new Set(r.errors.map((e) => e.line)).size;
    if (r.error_count > listedRows) io.err(`  … and ${plural(r.error_count - listedRows, 'more row')}.`);
  }
}
