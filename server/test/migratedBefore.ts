// A store as it was just before one migration: an embedded database migrated up to (not including)
// the tagged migration, so a backfill test can insert old-shape rows and then run the rest.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';

export interface OldStore {
  client: PGlite;
  close(): Promise<void>;
}

export async function migratedBefore(tag: string): Promise<OldStore> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'store-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`No migration ${tag} after the first one`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  // The run's cluster before any migration (globalSetup.ts), so initdb runs once per run, not per test.
  const empty = process.env.STORE_TEST_EMPTY_TEMPLATE;
  const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: empty ? new Blob([fs.readFileSync(empty)]) : undefined });
  await migrate(drizzle(client), { migrationsFolder: folder });
  return {
    client,
    async close() {
      await client.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
