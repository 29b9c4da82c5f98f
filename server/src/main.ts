// Starts the store: reads config, opens and migrates the database, seeds an empty one, listens.
// With PostgreSQL, `--workers N` (or WORKERS=N) runs N server processes on the one port (Node's
// cluster): the first process migrates and seeds, then starts the workers and restarts any that dies.
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { warmSearchIndex } from './modules/catalog/search/load';
import { productStoreSize, setProductStoreBudget, warmProductStore } from './modules/catalog/productStore';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { moveFolderFilesInto } from './db/fileStore';
import { createFileStore } from './services';
import { seedIfEmpty } from './db/seed';
import { cleanStoredHtml } from './modules/content/cleanStoredHtml';
import { OWNER_DIR, restrictDataDir } from './lib/ownerOnly';
import {
  claimServerFile,
  describeHolder,
  ownEntry,
  removeServerFile,
  serverFilePath,
  writeServerFile,
} from './lib/serverFile';

/** `--workers N` or WORKERS=N: how many server processes (1 unless told). */
function workerCount(): number {
  const i = process.argv.findIndex((a) => a === '--workers' || a.startsWith('--workers='));
  const raw = i < 0 ? process.env.WORKERS : process.argv[i].includes('=') ? process.argv[i].split('=')[1] : process.argv[i + 1];
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`Not starting: --workers (WORKERS) is a whole number from 1 to 64 (got ${raw}).`);
    process.exit(2);
  }
  return n;
}

/** Opens, migrates and (when empty) seeds the database; a worker of several only opens it. */
async function prepareDatabase(config: AppConfig, migrate: boolean) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  if (migrate) {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db, { log: (m) => console.log(m) });
    if (seeded) console.log('Seeded the demo store.');
    // Rich text an upgrade's migration queued for the one sanitiser (once; nothing to do after).
    const cleaned = await cleanStoredHtml(database.db);
    if (cleaned > 0) console.log(`Removed unsafe markup from ${cleaned} stored descriptions (see the audit log).`);
    // Files this DATA_DIR kept before the store kept them in the database move there once.
    if (config.fileStorage === 'database') {
      const moved = await moveFolderFilesInto(createFileStore(config, database.db), config.dataDir);
      if (moved > 0) console.log(`Moved ${moved} stored files from ${config.dataDir} into the database.`);
    }
  }
  return database;
}

/** The first process of several: readies the database, then runs the workers and keeps them running. */
async function runWorkers(config: AppConfig, count: number) {
  const database = await prepareDatabase(config, true);
  await database.close();
  let stopping = false;
  let ready = 0;
  cluster.on('listening', () => {
    ready += 1;
    if (ready === count) console.log(`Store ready at http://localhost:${config.port}  (${count} workers; API docs: /api/docs)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`A store worker (pid ${worker.process.pid}) stopped (${signal ?? `code ${code}`}); starting another.`);
    setTimeout(() => cluster.fork(), 1000);
  });
  for (let i = 0; i < count; i += 1) cluster.fork();
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function main() {
  // Everything this process creates (database files, uploads, mail) is its owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  const workers = cluster.isPrimary ? workerCount() : 1;
  if (workers > 1 && !config.databaseUrl) {
    console.error('Not starting: several workers need PostgreSQL (DATABASE_URL). The embedded database allows one process at a time.');
    process.exit(2);
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: OWNER_DIR });
  if (workers > 1) return runWorkers(config, workers);

  if (!config.databaseUrl) {
    // The embedded database has exactly one writer: claim DATA_DIR before opening it. While this
    // process migrates and seeds, the operator and seed tools see a live pid without an address.
    const holder = claimServerFile(config.dataDir, ownEntry());
    if (holder) {
      console.error(
        `Not starting: ${describeHolder(holder)} is already using the embedded database in ${config.dataDir}.\n` +
          'The embedded database allows one process at a time. Stop that one first, or start this one with another DATA_DIR.\n' +
          `(Its claim is ${serverFilePath(config.dataDir)}; it is taken over automatically once that process is gone. ` +
          'The operator tool, npm run store, works through the running server.)',
      );
      process.exit(1);
    }
    process.on('exit', () => removeServerFile(config.dataDir));
  }
  restrictDataDir(config.dataDir);
  // A worker of several: the first process has migrated and seeded already.
  const database = await prepareDatabase(config, cluster.isPrimary);
  // PGlite writes the files of a new database 0666 whatever the umask, and rewrites its relation
  // cache files 0644 when it opens; the 0700 DATA_DIR keeps others out, this makes the files match.
  restrictDataDir(config.dataDir);

  // The operator tool (`npm run store`) reads this from DATA_DIR/server.json; new at every start.
  const operatorSecret = randomBytes(32).toString('base64url');
  const app = await buildApp({
    config: { ...config, operatorSecret },
    database,
    logger: { level: config.logLevel, transport: undefined },
  });
  setProductStoreBudget(config.productStoreMb * 1024 * 1024);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  // The tool runs on this machine: loopback for a server on every interface, else its own address.
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const operatorHost = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  // PostgreSQL mode needs no claim and no file: the operator tool opens DATABASE_URL itself.
  if (!config.databaseUrl) writeServerFile(config.dataDir, ownEntry({ url: `http://${operatorHost}:${port}`, secret: operatorSecret }));
  if (cluster.isPrimary) console.log(`Store ready at http://localhost:${config.port}  (API docs: /api/docs)`);
  // Every listing reads the search index: build it now (in slices) rather than in the first buyer's request.
  // Then the products listings show, so the long tail of searches and pages reads no product rows.
  warmSearchIndex(database.db)
    .catch((err: unknown) => app.log.warn({ err }, 'search index warm-up failed; the first listing builds it'))
    .then(async () => {
      const started = performance.now();
      await warmProductStore(database.db);
      const { products, chars } = productStoreSize(database.db);
      app.log.info(`product store warm: ${products} products, ${Math.round(chars / 1048576)} MB of JSON in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    })
    .catch((err: unknown) => app.log.warn({ err }, 'product store warm-up failed; listings read their products'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    if (!config.databaseUrl) removeServerFile(config.dataDir);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
