// The store's job queue: work that follows a commit (mails, e-invoice registration, refunds, the
// provider's events, reminders, sweeps, imports) is sent as a job in the same transaction as the
// change that causes it, and run here at least once. Handlers make each effect happen once (a
// mail keeps its Message-ID, a refund its idempotency key, an e-invoice its document number).
//
// pg-boss keeps the jobs (boss.ts); this file sends them with their queue's policy, and runs them:
// every process with JOB_POLL_MS > 0 looks for ready jobs and takes each with SKIP LOCKED, so a
// job runs in one process at a time. A transient failure retries after 30 s, doubling, at most 30
// minutes apart (queues.ts); a PermanentJobError fails the job at once with its reason. Stopping
// lets running jobs finish for a while, then returns the rest to the queue.
import { createHash, randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { Log } from '../../lib/log';
import { bossDb, createBoss } from './boss';
import { QUEUE_NAMES, QUEUES, retryDelaySeconds, type QueueName } from './queues';

/** A refusal no retry will change (a declined refund, a portal's rejection of the document): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface RunningJob<T> {
  id: string;
  name: QueueName;
  data: T;
  /** 0 on the first try. */
  retryCount: number;
  createdOn: Date;
}

/** Runs one job; what it answers is kept as the job's output (shown on the Jobs screen). */
export type JobHandler<T = unknown> = (job: RunningJob<T>) => Promise<object | void>;

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /**
   * The job's id: a second send with the same id is ignored while the first is kept, so a caller
   * that may send twice (a webhook delivered twice) gives a stable one (jobIdFor).
   */
  id?: string;
}

/** How many jobs of one queue one process runs at once. */
const CONCURRENCY: Partial<Record<QueueName, number>> = { mail: 4, 'catalog-import': 1 };
const DEFAULT_CONCURRENCY = 2;
/** How long a stopping process lets its running jobs finish before returning them to the queue. */
export const STOP_GRACE_MS = 20_000;

/** A stable job id (UUID-shaped) for a business key, so the same event never queues twice. */
export function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 1000);
}

export class JobQueue {
  readonly boss: PgBoss;
  private readonly handlers = new Map<QueueName, JobHandler>();
  private readonly running = new Map<string, { name: QueueName; done: Promise<void> }>();
  private readonly busy = new Map<QueueName, number>();
  private timer: NodeJS.Timeout | undefined;
  private pollMs = 0;
  private started = false;
  private stopping = false;
  private ticking: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {
    this.boss = createBoss(db);
    this.boss.on('error', (err: unknown) => this.log.error({ err }, 'job queue error'));
  }

  /**
   * Sends a job inside the caller's transaction (or on the database, for work not caused by a
   * change): it exists exactly when the change commits. Answers the job's id, or null when a job
   * with this id is already kept.
   */
  async send<T extends object>(tx: DbOrTx, name: QueueName, data: T, opts: SendOptions = {}): Promise<string | null> {
    const q = QUEUES[name];
    return this.boss.send(name, data, {
      db: bossDb(tx),
      id: opts.id ?? randomUUID(),
      startAfter: opts.startAfter,
      retryLimit: q.retryLimit,
      retryDelay: 30,
      retryBackoff: false,
      expireInSeconds: q.expireInSeconds,
    } as PgBoss.SendOptions & PgBoss.ConnectionOptions);
  }

  /** The area that owns a queue says how its jobs run (in its routes plugin, before the app is ready). */
  handle<T>(name: QueueName, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  /**
   * Starts running jobs in this process: the scheduled queues get their schedules, and on the
   * embedded database (one process at a time) jobs a killed process left running go back to the queue.
   */
  async start(opts: { pollMs: number; soleProcess: boolean }): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.pollMs = opts.pollMs;
    await this.boss.start();
    for (const name of QUEUE_NAMES) {
      const cron = (QUEUES[name] as { cron?: string }).cron;
      if (cron && this.handlers.has(name)) await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
    }
    if (opts.soleProcess) await this.returnOrphans('the store stopped while this job ran; it was run again after the restart');
    this.schedule(0);
  }

  /** Jobs left 'active' by a process that is gone (only safe when no other process runs jobs). */
  private async returnOrphans(reason: string): Promise<number> {
    const result = (await this.db.execute(sql`SELECT name, id FROM pgboss.job WHERE state = 'active'`)) as unknown as { rows: { name: string; id: string }[] };
    for (const row of result.rows) await this.boss.fail(row.name, row.id, { reason });
    if (result.rows.length > 0) this.log.warn({ jobs: result.rows.length }, 'returned jobs a stopped process left running');
    return result.rows.length;
  }

  /**
   * The next look at the queue: after pollMs, or at once after a look that found work or when a
   * running job finishes (a queue with a backlog is worked through, not one batch per poll).
   */
  private schedule(delayMs: number): void {
    if (this.stopping || this.pollMs <= 0 || this.ticking) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.ticking = this.tick()
        .catch((err: unknown) => {
          this.log.error({ err }, 'job queue poll failed');
          return 0;
        })
        .then((taken) => {
          this.ticking = undefined;
          this.schedule(taken > 0 ? 0 : this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** The queues with a job ready now. */
  private async readyQueues(): Promise<QueueName[]> {
    const result = (await this.db.execute(
      sql`SELECT DISTINCT name FROM pgboss.job WHERE state < 'active' AND start_after <= now()`,
    )) as unknown as { rows: { name: string }[] };
    return result.rows.map((r) => r.name as QueueName).filter((n) => this.handlers.has(n));
  }

  /** Takes what the queue has ready, up to each queue's concurrency, and starts it; answers how many. */
  private async tick(): Promise<number> {
    let taken = 0;
    for (const name of await this.readyQueues()) {
      if (this.stopping) break;
      const room = (CONCURRENCY[name] ?? DEFAULT_CONCURRENCY) - (this.busy.get(name) ?? 0);
      if (room <= 0) continue;
      const jobs = await this.boss.fetch<object>(name, { batchSize: room, includeMetadata: true });
      for (const job of jobs) {
        taken += 1;
        this.busy.set(name, (this.busy.get(name) ?? 0) + 1);
        const done = this.run(name, job).finally(() => {
          this.running.delete(job.id);
          this.busy.set(name, (this.busy.get(name) ?? 1) - 1);
          // Room again for this queue: look now rather than after a whole poll interval.
          this.schedule(0);
        });
        this.running.set(job.id, { name, done });
      }
    }
    return taken;
  }

  private async run(name: QueueName, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) return;
    try {
      const output = await handler({ id: job.id, name, data: job.data, retryCount: job.retryCount, createdOn: job.createdOn });
      await this.boss.complete(name, job.id, output ?? undefined);
    } catch (err) {
      const permanent = err instanceof PermanentJobError;
      const reason = reasonOf(err);
      if (permanent) await this.db.execute(sql`UPDATE pgboss.job SET retry_limit = retry_count WHERE name = ${name} AND id = ${job.id}`);
      await this.boss.fail(name, job.id, { reason });
      const retry = job.retryCount + 1;
      if (!permanent && retry <= job.retryLimit) {
        // pg-boss's own back-off has no ceiling: the next try is set here (30 s doubling, at most 30 minutes, some jitter).
        const seconds = retryDelaySeconds(retry) * (0.9 + Math.random() * 0.2);
        await this.db.execute(
          sql`UPDATE pgboss.job SET start_after = now() + make_interval(secs => ${seconds}) WHERE name = ${name} AND id = ${job.id} AND state = 'retry'`,
        );
      }
      const last = permanent || retry > job.retryLimit;
      this.log[last ? 'error' : 'warn']({ job: name, id: job.id, attempt: retry, reason }, last ? 'job failed' : 'job will be retried');
    }
  }

  /**
   * Runs every job that is ready now, and what those jobs queue in turn, until none is left
   * (the API tests read the outbox after this; a retry waiting for its time is not run).
   */
  async drain(): Promise<number> {
    let total = 0;
    for (let pass = 0; pass < 100; pass += 1) {
      const taken = await this.tick();
      await Promise.allSettled([...this.running.values()].map((r) => r.done));
      if (taken === 0) return total;
      total += taken;
    }
    return total;
  }

  /** Stops taking jobs, lets running ones finish for graceMs, then returns the rest to the queue. */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.ticking;
    const left = [...this.running.values()];
    if (left.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(left.map((r) => r.done)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
      for (const [id, r] of this.running) {
        await this.boss.fail(r.name, id, { reason: 'the server stopped while this job ran; it will run again' }).catch(() => undefined);
      }
    }
    if (this.started) await this.boss.stop({ graceful: false, wait: true, close: false });
  }
}
