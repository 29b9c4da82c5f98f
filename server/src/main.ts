// Starts the store: reads config, opens and migrates the database, seeds an empty one, listens.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { OWNER_DIR, restrictDataDir } from './lib/ownerOnly';
import {
  claimServerFile,
  describeHolder,
  ownEntry,
  removeServerFile,
  serverFilePath,
  writeServerFile,
} from './modules/operator/serverFile';

async function main() {
  // Everything this process creates (database files, uploads, mail) is its owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true, mode: OWNER_DIR });
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, { log: (m) => console.log(m) });
  if (seeded) console.log('Seeded the demo store.');
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
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  // The tool runs on this machine: loopback for a server on every interface, else its own address.
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const operatorHost = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  // PostgreSQL mode needs no claim and no file: the operator tool opens DATABASE_URL itself.
  if (!config.databaseUrl) writeServerFile(config.dataDir, ownEntry({ url: `http://${operatorHost}:${port}`, secret: operatorSecret }));
  console.log(`Store ready at http://localhost:${config.port}  (API docs: /api/docs)`);

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
