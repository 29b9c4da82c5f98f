// Starts the store: reads config, opens and migrates the database, seeds an empty one, listens.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';

async function main() {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, { log: (m) => console.log(m) });
  if (seeded) console.log('Seeded the demo store.');

  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, transport: undefined },
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Store ready at http://localhost:${config.port}  (API docs: /api/docs)`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
