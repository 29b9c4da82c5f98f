// The job queue's promises to the areas that use it: a job exists exactly when the transaction that
// sent it commits; it runs once; a transient failure waits 30 s, doubling, never more than 30
// minutes; a permanent refusal fails at once with its reason; a job a killed process left running
// goes back to the queue when the embedded database's one process starts again.
import { sql } from 'drizzle-orm';
import { PermanentJobError, jobIdFor, JobQueue } from '../src/modules/jobs/jobQueue';
import { retryDelaySeconds } from '../src/modules/jobs/queues';
import { silentLog } from '../src/lib/log';
import { buildTestApp, drainJobs, type TestApp } from './helper';

interface Row {
  id: string;
  state: string;
  retry_count: number;
  wait_s: number;
  output: { reason?: string } | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM pgboss.job WHERE name = 'payment-event'`);
});

const jobs = async (): Promise<Row[]> =>
  (
    (await t.db.execute(
      sql`SELECT id, state::text, retry_count, extract(epoch FROM start_after - now())::float AS wait_s, output FROM pgboss.job WHERE name = 'payment-event' ORDER BY created_on`,
    )) as unknown as { rows: Row[] }
  ).rows;

describe('sending in a transaction', () => {
  it('keeps no job when the transaction rolls back, and runs a committed one once', async () => {
    const seen: string[] = [];
    t.app.services.jobs.handle<{ n: string }>('payment-event', async (job) => {
      seen.push(job.data.n);
    });
    await t.db
      .transaction(async (tx) => {
        await t.app.services.jobs.send(tx, 'payment-event', { n: 'rolled back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await t.db.transaction(async (tx) => {
      await t.app.services.jobs.send(tx, 'payment-event', { n: 'committed' });
    });
    expect((await jobs()).map((j) => j.state)).toEqual(['created']);
    await drainJobs(t);
    await drainJobs(t);
    expect(seen).toEqual(['committed']);
    expect((await jobs()).map((j) => j.state)).toEqual(['completed']);
  });

  it('ignores a second send of the same business event (the same id)', async () => {
    const id = jobIdFor('payment:pay_123:captured');
    expect(await t.app.services.jobs.send(t.db, 'payment-event', { n: 1 }, { id })).toBe(id);
    expect(await t.app.services.jobs.send(t.db, 'payment-event', { n: 2 }, { id })).toBeNull();
    expect(await jobs()).toHaveLength(1);
  });
});

describe('failures', () => {
  it('retries a transient failure after 30 s, doubling, at most 30 minutes apart', async () => {
    expect([1, 2, 3, 6, 7, 60].map(retryDelaySeconds)).toEqual([30, 60, 120, 960, 1800, 1800]);
    t.app.services.jobs.handle('payment-event', async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    });
    await t.app.services.jobs.send(t.db, 'payment-event', {});
    await drainJobs(t);
    let [job] = await jobs();
    expect(job).toMatchObject({ state: 'retry', retry_count: 0, output: { reason: 'connect ECONNREFUSED 127.0.0.1:25' } });
    expect(job.wait_s).toBeGreaterThan(30 * 0.85);
    expect(job.wait_s).toBeLessThan(30 * 1.15);

    // Many tries later the wait stays at half an hour (pg-boss's own back-off would be days).
    await t.db.execute(sql`UPDATE pgboss.job SET retry_count = 20, start_after = now() WHERE name = 'payment-event'`);
    await drainJobs(t);
    [job] = await jobs();
    expect(job).toMatchObject({ state: 'retry', retry_count: 21 });
    expect(job.wait_s).toBeGreaterThan(1800 * 0.85);
    expect(job.wait_s).toBeLessThan(1800 * 1.15);
  });

  it('fails a permanent refusal at once, with its reason', async () => {
    t.app.services.jobs.handle('payment-event', async () => {
      throw new PermanentJobError('The provider declined the refund: the payment is older than 180 days.');
    });
    await t.app.services.jobs.send(t.db, 'payment-event', {});
    await drainJobs(t);
    expect(await jobs()).toMatchObject([{ state: 'failed', retry_count: 0, output: { reason: 'The provider declined the refund: the payment is older than 180 days.' } }]);
  });
});

it('returns a job a killed process left running when the one embedded-database process starts again', async () => {
  await t.app.services.jobs.send(t.db, 'payment-event', {});
  // A process took it and died before finishing: the row says 'active' and nobody runs it.
  const [taken] = await t.app.services.jobs.boss.fetch('payment-event');
  expect(taken).toBeDefined();
  expect((await jobs()).map((j) => j.state)).toEqual(['active']);

  const restarted = new JobQueue(t.db, silentLog);
  const ran: string[] = [];
  restarted.handle('payment-event', async (job) => {
    ran.push(job.id);
  });
  await restarted.start({ pollMs: 0, soleProcess: true });
  try {
    expect((await jobs())[0]).toMatchObject({ state: 'retry', output: { reason: expect.stringContaining('stopped') } });
    await t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'payment-event'`);
    await restarted.drain();
    expect(ran).toEqual([taken.id]);
  } finally {
    await restarted.stop();
  }
});

describe('stopping (SIGTERM)', () => {
  const started = async (handler: () => Promise<void>) => {
    const q = new JobQueue(t.db, silentLog);
    q.handle('payment-event', handler);
    await q.start({ pollMs: 20, soleProcess: false });
    await q.send(t.db, 'payment-event', {});
    // Until the job is taken.
    for (let i = 0; i < 200 && (await jobs())[0]?.state !== 'active'; i += 1) await new Promise((r) => setTimeout(r, 10));
    return q;
  };

  it('lets a running job finish within the grace period', async () => {
    const q = await started(() => new Promise((r) => setTimeout(r, 200)));
    await q.stop(5_000);
    expect((await jobs()).map((j) => j.state)).toEqual(['completed']);
  });

  it('returns a job still running after the grace period to the queue', async () => {
    let release!: () => void;
    const q = await started(() => new Promise<void>((r) => (release = r)));
    await q.stop(100);
    expect(await jobs()).toMatchObject([{ state: 'retry', output: { reason: expect.stringContaining('stopped') } }]);
    release();
  });
});
