// buildTestApp(): the real app on a fresh database copied from the run's migrated template.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

let pgChain: Promise<unknown> = Promise.resolve();

/**
 * Empties every table of a PostgreSQL test database (the template run uses a fresh copy instead),
 * but the reference data the migrations insert (the search's synonym list), as a fresh copy has it.
 */
async function truncateAll(database: Database) {
  const result = (await database.db.execute(
    `select string_agg(format('%I', tablename), ', ') as names from pg_tables where schemaname = 'public' and tablename <> 'search_synonyms'` as never,
  )) as unknown as { rows: { names: string }[] };
  const names = result.rows[0]?.names;
  if (names) await database.db.execute(`TRUNCATE ${names} RESTART IDENTITY CASCADE` as never);
  // The job queue's jobs and schedules (its queues are the migration's and stay).
  await database.db.execute(`TRUNCATE pgboss.job, pgboss.schedule` as never);
}

/** Runs every job that is ready now (mails, registrations, ...), as the server's queue would. */
export async function drainJobs(t: { app: FastifyInstance }): Promise<number> {
  return t.app.services.jobs.drain();
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  const config: AppConfig = {
    // Suites post the public forms far more often than a visitor could; limits.test.ts tests the limit.
    // Jobs run when a test drains the queue (drainJobs), not on a timer.
    ...loadConfig({ DATA_DIR: dataDir, SANDBOX_PAYMENT_SECRET: 'test-secret', FORM_RATE_LIMIT: '1000', JOB_POLL_MS: '0' }),
    staticDir: undefined,
    ...overrides,
  };
  let database: Database;
  if (process.env.DATABASE_URL) {
    // One shared server database: test files run one at a time against it (see .ci/run: --runInBand).
    await pgChain;
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    pgChain = truncateAll(database);
    await pgChain;
  } else {
    const template = process.env.STORE_TEST_TEMPLATE;
    if (!template) throw new Error('STORE_TEST_TEMPLATE is not set: run the API tests through Jest (globalSetup).');
    const buf = fs.readFileSync(template);
    database = await openDatabase({ loadDataDir: new Blob([buf]) });
  }
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
