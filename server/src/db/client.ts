// Opens the database: embedded PGlite under DATA_DIR/db by default, PostgreSQL when DATABASE_URL
// is set. Both speak the same schema and migrations; callers only see `Db`.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { OWNER_DIR } from '../lib/ownerOnly';
import { fromRoot } from '../lib/paths';
import { retryingTransactions } from './retry';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services that may run inside a caller's transaction take `DbOrTx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fromRoot('server', 'drizzle');

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; omit for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dump (from `dumpDataDir`) to start from: tests share one migrated template. */
  loadDataDir?: Blob | File;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Deadlocks and serialization failures are retried (db/retry.ts); PGlite, one connection, has none.
    const db = retryingTransactions(drizzlePg(pool, { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true, mode: OWNER_DIR });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Dumps an in-memory PGlite database (used to build the shared test template). */
export async function dumpPglite(database: Database): Promise<Blob> {
  // The drizzle PGlite driver keeps its client on `$client`.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
