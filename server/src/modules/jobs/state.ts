// What became of one job, for an area that keeps its own record of the work it queued (an import's
// row): still to run, running, or finished, and why it failed. Failed jobs move to the archive
// after a while (boss.ts), so both are read.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { QueueName } from './queues';

export type JobStateName = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobState {
  state: JobStateName;
  /** Tries after the first so far, and at most. */
  retryCount: number;
  retryLimit: number;
  data: unknown;
  /** Why the last try failed (the handler's error, or the queue's own: a job that outlived its expiry). */
  reason: string | null;
}

/** The queue's words for a job that ran past its expiry: its process is taken to have died. */
export const EXPIRED_REASON = 'job failed by timeout in active state';

function reasonOf(output: unknown): string | null {
  const o = (typeof output === 'string' ? JSON.parse(output) : output) as { reason?: unknown; message?: unknown; value?: { message?: unknown } } | null;
  const reason = o?.reason ?? o?.message ?? o?.value?.message;
  return typeof reason === 'string' ? reason : null;
}

/** One job by its queue and id, or null when the queue no longer keeps it. */
export async function jobState(db: DbOrTx, name: QueueName, id: string): Promise<JobState | null> {
  const res = (await db.execute(sql`
    SELECT state, retry_count, retry_limit, data, output FROM pgboss.job WHERE name = ${name} AND id = ${id}::uuid
    UNION ALL
    SELECT state, retry_count, retry_limit, data, output FROM pgboss.archive WHERE name = ${name} AND id = ${id}::uuid
    LIMIT 1`)) as unknown as { rows: { state: JobStateName; retry_count: number; retry_limit: number; data: unknown; output: unknown }[] };
  const row = res.rows[0];
  if (!row) return null;
  const data = typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data;
  return { state: row.state, retryCount: Number(row.retry_count), retryLimit: Number(row.retry_limit), data, reason: reasonOf(row.output) };
}
