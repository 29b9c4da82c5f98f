// pg-boss on the store's own database, PGlite or PostgreSQL alike: pg-boss speaks to it through
// `executeSql`, here the drizzle handle the store already has, so a job is sent inside the caller's
// transaction (it exists exactly when the change that caused it commits). The schema is our
// migration's (0054_job_queue.sql): pg-boss never migrates (migrate: false).
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Db } from '../../db/client';

/** pg-boss's SQL text with $1..$n placeholders as a drizzle query with the same values. */
function toDrizzle(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)));
    chunks.push(sql`${sql.param(values[Number(m[1]) - 1] ?? null)}`);
    last = (m.index ?? 0) + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

interface RawClient {
  /** PGlite: several statements in one text (pg-boss's maintenance sends BEGIN; ...; COMMIT). */
  exec?: (text: string) => Promise<{ rows: unknown[]; affectedRows?: number }[]>;
  /** node-postgres' pool: one text, any number of statements when it has no values. */
  query?: (text: string) => Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/** The executeSql pg-boss calls, over a database handle or an open transaction. */
export function bossDb(db: DbOrTx): PgBoss.Db {
  const raw = (db as unknown as { $client?: RawClient }).$client;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length === 0 && raw) {
        // A script of statements: only the raw client runs it (an extended-protocol query holds one).
        if (raw.exec) {
          const results = await raw.exec(text);
          const lastResult = results[results.length - 1];
          return { rows: lastResult?.rows ?? [], rowCount: lastResult?.affectedRows ?? 0 };
        }
        if (raw.query) {
          const r = (await raw.query(text)) as unknown as { rows: unknown[]; rowCount: number | null } | { rows: unknown[] }[];
          const one = Array.isArray(r) ? r[r.length - 1] : r;
          return { rows: one?.rows ?? [], rowCount: (one as { rowCount?: number | null })?.rowCount ?? 0 };
        }
      }
      const result = (await db.execute(toDrizzle(text, values))) as unknown as { rows: unknown[]; rowCount?: number | null; affectedRows?: number };
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
  } as PgBoss.Db;
}

/** Options every store process gives pg-boss (main.ts starts it; tests and tools only send). */
export function createBoss(db: Db): PgBoss {
  return new PgBoss({
    db: bossDb(db),
    migrate: false,
    // Failed jobs stay on the Jobs screen 30 days; finished ones move to the archive after a day, kept a week.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: 60,
  });
}
