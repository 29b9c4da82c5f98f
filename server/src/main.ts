// Starts the store: reads config, opens and migrates the database, seeds an empty one, listens.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { removeServerFile, writeServerFile } from './modules/operator/serverFile';

async function main() {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Claim the embedded database before opening it: while this process migrates and seeds, the
  // operator and seed tools see a live pid without an address and refuse to open it too.
  if (!config.databaseUrl) writeServerFile(config.dataDir, { url: '', secret: '', pid: process.pid });
  process.on('exit', () => removeServerFile(config.dataDir));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, { log: (m) => console.log(m) });
  if (seeded) console.log('Seeded the demo store.');

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
  writeServerFile(config.dataDir, { url: `http://${operatorHost}:${port}`, secret: operatorSecret, pid: process.pid });
  console.log(`Store ready at http://localhost:${config.port}  (API docs: /api/docs)`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    removeServerFile(config.dataDir);
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
