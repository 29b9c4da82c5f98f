// `npm run seed [-- --products N]`: seeds an empty database, or grows a seeded catalogue to N
// products. Opens the database exactly as the server does (DATA_DIR / DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { OWNER_DIR, restrictDataDir } from './lib/ownerOnly';
import { openDatabase, type Database } from './db/client';
import { DEFAULT_PRODUCTS, MAX_PRODUCTS, seed } from './db/seed';
import { sql } from 'drizzle-orm';
import { products as productsTable } from './db/schema';
import { claimServerFile, describeHolder, ownEntry, removeServerFile, serverFilePath } from './lib/serverFile';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseArgs(argv: string[]): { products?: number } {
  const out: { products?: number } = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    if (flag === '--products') {
      const value = inline ?? argv[(i += 1)];
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > MAX_PRODUCTS) fail(`--products must be a whole number from 1 to ${MAX_PRODUCTS} (got ${value ?? 'nothing'}).`);
      out.products = n;
    } else if (flag === '--help' || flag === '-h') {
      console.log(`Usage: npm run seed [-- --products N]\n  Empty database: seeds the demo store with N products (default ${DEFAULT_PRODUCTS}).\n  Seeded database: adds products until there are N.`);
      process.exit(0);
    } else {
      fail(`Unknown argument ${arg}. Usage: npm run seed [-- --products N]`);
    }
  }
  return out;
}

/** PGlite is single-process and keeps no lock of its own: the seed claims DATA_DIR as the server does. */
function claimDataDir(dataDir: string) {
  const holder = claimServerFile(dataDir, ownEntry({ tool: 'the seed tool (npm run seed)' }));
  if (!holder) {
    process.on('exit', () => removeServerFile(dataDir));
    return;
  }
  fail(
    `${describeHolder(holder)} is using the embedded database in ${dataDir} (see ${serverFilePath(dataDir)}).\n` +
      'The embedded database allows one process at a time: stop the server, run the seed, then start the server again.',
  );
}

async function main() {
  const { products } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  process.umask(0o077);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: OWNER_DIR });
  if (!config.databaseUrl) claimDataDir(config.dataDir);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'db');
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    });
    await database.migrate();
  } catch (err) {
    fail(
      `Could not open the database at ${where}: ${(err as Error).message}\n` +
        (config.databaseUrl ? 'Check DATABASE_URL and that the server is reachable.' : 'If the store server is running, stop it first: the embedded database allows one process at a time.'),
    );
  }
  try {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(productsTable);
    const before = Number(row.n);
    if (before > 0 && products === undefined) {
      console.log(`The database at ${where} is already seeded (${before} products). Nothing to do; pass --products N to grow the catalogue.`);
      return;
    }
    if (before > 0 && products !== undefined && products <= before) {
      console.log(`The catalogue already has ${before} products (asked for ${products}); nothing added. Products are never removed by the seed.`);
      return;
    }
    const target = products ?? DEFAULT_PRODUCTS;
    console.log(before === 0 ? `Seeding the demo store with ${target} products into ${where}...` : `Growing the catalogue from ${before} to ${target} products in ${where}...`);
    const result = await seed(database.db, { products: target, log: (m) => console.log(m) });
    console.log(`Done: ${result.productsAdded} products added, ${result.totalProducts} in the catalogue.`);
  } finally {
    await database.close();
    // PGlite writes a new database's files 0666 whatever the umask.
    if (!config.databaseUrl) restrictDataDir(config.dataDir);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
