// The Jobs screen's reads and its two actions: the queue's jobs (pgboss.job, and pgboss.archive for
// finished ones) as staff read them, only of the queues the role's desk sees; Retry and Discard of
// a failed job, each written to the audit log in the same transaction as the change.
import { sql, type SQL } from 'drizzle-orm';
import type { AdminJob, AdminJobCounts, AdminJobListQuery, AdminJobListResponse } from '@contracts/adminJobs';
import { JOB_STATE_LABELS, JOB_STATES, JOBS_PAGE_SIZE, type JobState } from '@contracts/adminJobRules';
import { STAFF_ROLE_LABELS, type StaffRole } from '@contracts/staffRules';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { recordAudit, type Actor } from '../staff';
import { bossDb } from './boss';
import type { JobQueue } from './jobQueue';
import { QUEUE_NAMES, QUEUES, queuesOf, type JobDesk, type QueueName } from './queues';

/** The desk whose queues a role sees (the route's roles keep everyone else out). */
const deskOf = (role: StaffRole): JobDesk => (role === 'admin' ? 'admin' : 'finance');

/** pg-boss's states under the names staff read. */
const STATE_SQL: Record<JobState, SQL> = {
  failed: sql`state = 'failed'`,
  queued: sql`state IN ('created', 'retry')`,
  running: sql`state = 'active'`,
  done: sql`state = 'completed'`,
  cancelled: sql`state = 'cancelled'`,
};
const stateOf = (raw: string): JobState =>
  raw === 'failed' ? 'failed' : raw === 'active' ? 'running' : raw === 'completed' ? 'done' : raw === 'cancelled' ? 'cancelled' : 'queued';

/**
 * The columns a listed job needs. A mail's data is cut down to its kind, recipient and fields in
 * the query: its text and links never leave the database.
 */
const COLUMNS = sql.raw(`id::text AS id, name, state::text AS state, retry_count, retry_limit, created_on, started_on, completed_on, start_after,
  CASE WHEN name = 'mail' THEN jsonb_build_object('what', data->'what', 'to', data->'message'->'to', 'fields', data->'fields') ELSE data END AS data,
  CASE WHEN state IN ('retry', 'failed', 'cancelled') THEN output ELSE NULL END AS output`);

/** Every job of these queues: the live table, and the archive's finished ones (failed ones there can no longer be retried). */
const jobsOf = (queues: readonly QueueName[]) => {
  const names = sql.join(
    queues.map((q) => sql`${q}`),
    sql`, `,
  );
  return sql`(SELECT ${COLUMNS} FROM pgboss.job WHERE name IN (${names})
    UNION ALL SELECT ${COLUMNS} FROM pgboss.archive WHERE name IN (${names}) AND state IN ('completed', 'cancelled')) AS jobs`;
};

interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  start_after: Date | string;
  data: unknown;
  output: unknown;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** Words in an id field's name ("orderNumber" → "Order", "customerId" → "Customer", "due" → "Due"). */
function keyLabel(key: string): string {
  const base = key.replace(/_?(id|number|no|ref)$/i, '') || key;
  const words = base.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A name that may hold something secret or long, whatever its value looks like. */
const SECRET_KEY = /token|link|url|secret|password|signature|otp|code|key|body|html|text|subject|message/i;
/** A value shown as a reference: a short run of letters, digits and separators (no address, no spaces). */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,47}$/;

/**
 * A job's data as one line of references ("Order ORD-1 · Customer 12"). Only short id-like values
 * under harmless names are shown: the fields are meant to hold ids, but the screen does not rely on it.
 */
function references(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (SECRET_KEY.test(key) || key === 'to') continue;
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : null;
    if (text === null || !REFERENCE.test(text)) continue;
    out.push(`${keyLabel(key)} ${text}`);
    if (out.length === 4) break;
  }
  return out;
}

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,255}$/;

/** What the job is about, in one line: a mail's kind and recipient, else the references in its data. */
export function jobSummary(queue: string, data: unknown): string {
  if (queue === 'mail' && data && typeof data === 'object') {
    const mail = data as { what?: unknown; to?: unknown; fields?: unknown };
    const what = typeof mail.what === 'string' ? mail.what.slice(0, 80) : 'Mail';
    const to = typeof mail.to === 'string' && EMAIL.test(mail.to) ? ` to ${mail.to}` : '';
    return [`${what.charAt(0).toUpperCase()}${what.slice(1)}${to}`, ...references(mail.fields)].join(' · ');
  }
  const refs = references(data);
  return refs.length ? refs.join(' · ') : (QUEUES[queue as QueueName] as { cron?: string } | undefined)?.cron ? 'Scheduled run' : '—';
}

/** Why the last try failed: what the store recorded (reason), or pg-boss's own message (a time-out, under value). */
function reasonOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { reason?: unknown; message?: unknown; value?: unknown };
  const text = typeof o.reason === 'string' ? o.reason : typeof o.message === 'string' ? o.message : null;
  if (text) return text.slice(0, 1000);
  return o.value && typeof o.value === 'object' ? reasonOf(o.value) : null;
}

function toJob(r: JobRow): AdminJob {
  const state = stateOf(r.state);
  const queued = state === 'queued';
  const startAfter = new Date(r.start_after);
  return {
    id: r.id,
    queue: r.name,
    queue_label: QUEUES[r.name as QueueName]?.label ?? r.name,
    state,
    // pg-boss counts a retry when it takes the job again: retry_count + 1 tries once it has started.
    attempts: r.started_on ? r.retry_count + 1 : 0,
    max_attempts: r.retry_limit + 1,
    created_at: iso(r.created_on) as string,
    started_at: iso(r.started_on),
    finished_at: state === 'failed' || state === 'done' || state === 'cancelled' ? iso(r.completed_on) : null,
    next_try_at: queued ? new Date(Math.max(startAfter.getTime(), Date.now())).toISOString() : null,
    reason: reasonOf(r.output),
    summary: jobSummary(r.name, r.data),
  };
}

/** The queue a role asks for: unknown is 404, another desk's is 403, both saying why. */
function queueFor(role: StaffRole, name: string): QueueName {
  if (!(QUEUE_NAMES as string[]).includes(name)) throw notFound(`There is no job queue named “${name}”.`);
  const queue = name as QueueName;
  if (!queuesOf(deskOf(role)).includes(queue)) {
    throw forbidden(`The ${QUEUES[queue].label} queue is seen by Admin only; you are signed in as ${STAFF_ROLE_LABELS[role]}.`);
  }
  return queue;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function listJobs(db: DbOrTx, role: StaffRole, query: AdminJobListQuery): Promise<AdminJobListResponse> {
  const visible = queuesOf(deskOf(role));
  const queues = query.queue ? [queueFor(role, query.queue)] : visible;

  const countRows = rowsOf<{ state: string; n: number | string }>(await db.execute(sql`SELECT state, count(*) AS n FROM ${jobsOf(queues)} GROUP BY state`));
  const counts: AdminJobCounts = { failed: 0, queued: 0, running: 0, done: 0, cancelled: 0 };
  for (const r of countRows) counts[stateOf(r.state)] += Number(r.n);

  const total = query.state ? counts[query.state] : JOB_STATES.reduce((sum, s) => sum + counts[s], 0);
  const lastPage = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, lastPage);
  const where = query.state ? sql`WHERE ${STATE_SQL[query.state]}` : sql``;
  const rows = rowsOf<JobRow>(
    await db.execute(
      sql`SELECT * FROM ${jobsOf(queues)} ${where} ORDER BY created_on DESC, id DESC LIMIT ${JOBS_PAGE_SIZE} OFFSET ${(page - 1) * JOBS_PAGE_SIZE}`,
    ),
  );
  return {
    status: true,
    jobs: { data: rows.map(toJob), current_page: page, last_page: lastPage, per_page: JOBS_PAGE_SIZE, total },
    counts,
    queues: visible.map((name) => ({ name, label: QUEUES[name].label })),
  };
}

/** Failed jobs of the queues a role sees, and the oldest few (the Inbox's card; the list's failed filter counts the same). */
export async function failedJobs(db: DbOrTx, role: StaffRole, oldest: number): Promise<{ count: number; jobs: AdminJob[] }> {
  const queues = queuesOf(deskOf(role));
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n FROM ${jobsOf(queues)} WHERE ${STATE_SQL.failed}`));
  const rows = rowsOf<JobRow>(await db.execute(sql`SELECT * FROM ${jobsOf(queues)} WHERE ${STATE_SQL.failed} ORDER BY completed_on ASC, id ASC LIMIT ${oldest}`));
  return { count: Number(row?.n ?? 0), jobs: rows.map(toJob) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The live job, locked for the change (a job already archived can no longer be changed). */
async function lockedJob(tx: DbOrTx, queue: QueueName, id: string): Promise<JobRow> {
  const missing = () => notFound('No such job in this queue: it may have been archived (finished jobs move to the archive after a day).');
  if (!UUID.test(id)) throw missing();
  const [row] = rowsOf<JobRow>(await tx.execute(sql`SELECT ${COLUMNS} FROM pgboss.job WHERE name = ${queue} AND id = ${id}::uuid FOR UPDATE`));
  if (!row) throw missing();
  return row;
}

/** What the audit log keeps of a job: never its data, only its references. */
const auditView = (job: AdminJob) => ({ queue: job.queue, state: job.state, attempts: job.attempts, max_attempts: job.max_attempts, reason: job.reason, summary: job.summary });

function onlyFailed(job: AdminJob, verb: 'retried' | 'discarded'): void {
  if (job.state !== 'failed') {
    throw conflict(`Only a failed job can be ${verb}; this one is ${JOB_STATE_LABELS[job.state].toLowerCase()}. The list has been brought up to date.`);
  }
}

export interface JobChange {
  message: string;
  job: AdminJob;
}

/** Retry: a failed job is queued again for one more try, now. */
export async function retryJob(db: Db, jobs: JobQueue, role: StaffRole, actor: Actor, queueName: string, id: string): Promise<JobChange> {
  const queue = queueFor(role, queueName);
  return db.transaction(async (tx) => {
    const before = toJob(await lockedJob(tx, queue, id));
    onlyFailed(before, 'retried');
    await jobs.boss.retry(queue, before.id, { db: bossDb(tx) } as never);
    const after = toJob(await lockedJob(tx, queue, id));
    await recordAudit(tx, actor, { action: 'job.retry', entityType: 'job', entityId: before.id, before: auditView(before), after: auditView(after) });
    return { message: `The job is queued again and will run in a moment: ${before.summary}.`, job: after };
  });
}

/** Discard: a failed job is cancelled and stays listed as such until it is archived. */
export async function discardJob(db: Db, role: StaffRole, actor: Actor, queueName: string, id: string): Promise<JobChange> {
  const queue = queueFor(role, queueName);
  return db.transaction(async (tx) => {
    const before = toJob(await lockedJob(tx, queue, id));
    onlyFailed(before, 'discarded');
    // pg-boss's cancel() leaves failed jobs alone (it cancels waiting ones): the state is set here.
    await tx.execute(sql`UPDATE pgboss.job SET state = 'cancelled', completed_on = now() WHERE name = ${queue} AND id = ${before.id}::uuid AND state = 'failed'`);
    const after = toJob(await lockedJob(tx, queue, id));
    await recordAudit(tx, actor, { action: 'job.discard', entityType: 'job', entityId: before.id, before: auditView(before), after: auditView(after) });
    return { message: `The job was discarded and will not run again: ${before.summary}.`, job: after };
  });
}
