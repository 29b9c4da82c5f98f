// Builds one migrated PGlite database per test run and dumps it; every test file starts from a
// copy (well under a second) instead of initialising and migrating its own (several seconds). The
// same cluster is also dumped before any migration, for the backfill tests (migratedBefore.ts),
// which migrate part of the way themselves but need not run initdb again.
// With DATABASE_URL set, the suite runs on that PostgreSQL server instead: this migrates that
// database and, when Jest runs more than one worker, copies it into one database per worker
// (workerDatabase.ts points each worker at its own), so files run in parallel without sharing rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dumpPglite, openDatabase } from '../src/db/client';
import { workerDatabaseUrl } from './workerDatabase';

async function preparePostgres(databaseUrl: string, workers: number) {
  const database = await openDatabase({ databaseUrl });
  await database.db.execute('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; CREATE SCHEMA public;' as never);
  await database.migrate();
  await database.close();
  if (workers <= 1) return;
  // CREATE DATABASE ... TEMPLATE needs a connection to another database than the template.
  const maintenance = new URL(databaseUrl);
  const template = decodeURIComponent(maintenance.pathname.slice(1));
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    for (let worker = 1; worker <= workers; worker += 1) {
      const name = new URL(workerDatabaseUrl(databaseUrl, String(worker))).pathname.slice(1);
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(decodeURIComponent(name))}`);
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(decodeURIComponent(name))} TEMPLATE ${pg.escapeIdentifier(template)}`);
    }
  } catch (err) {
    throw new Error(
      `Running the PostgreSQL suite on ${workers} workers needs one database per worker, copied from ${template}, ` +
        `and creating them failed (${(err as Error).message}). Grant the role CREATEDB, or run with --runInBand.`,
      { cause: err },
    );
  } finally {
    await client.end();
  }
  process.env.STORE_TEST_DATABASE_PER_WORKER = '1';
}

/** Jest passes its global configuration; only the number of workers matters here. */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  if (process.env.DATABASE_URL) {
    await preparePostgres(process.env.DATABASE_URL, globalConfig.maxWorkers);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-templates-'));
  const save = async (name: string, blob: Blob) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    return file;
  };
  const database = await openDatabase({});
  process.env.STORE_TEST_EMPTY_TEMPLATE = await save('empty.tar', await dumpPglite(database));
  await database.migrate();
  process.env.STORE_TEST_TEMPLATE = await save('migrated.tar', await dumpPglite(database));
  await database.close();
  process.env.STORE_TEST_TEMPLATES_DIR = dir;
}
