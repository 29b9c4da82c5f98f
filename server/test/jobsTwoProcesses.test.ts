// Two processes' queues on one PostgreSQL database (each its own connection pool, as two server
// processes have): 1,000 queued mails are each sent once, both processes take a share, and a
// scheduled job runs once per period across both. Skipped on PGlite (one process at a time).
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { silentLog } from '../src/lib/log';
import { JobQueue } from '../src/modules/jobs/jobQueue';
import type { MailJob } from '../src/modules/jobs/mail';
import { buildTestApp } from './helper';

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

jest.setTimeout(180_000);

onPostgres('two processes on one PostgreSQL database (skipped on PGlite: it allows one process)', () => {
  let databases: Database[] = [];
  let queues: JobQueue[] = [];

  beforeAll(async () => {
    await (await buildTestApp()).close(); // an empty database and queue
    databases = [await openDatabase({ databaseUrl }), await openDatabase({ databaseUrl })];
  });
  afterEach(async () => {
    await Promise.all(queues.map((q) => q.stop(1000)));
    queues = [];
  });
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
  });

  const count = async (db: Database, where: ReturnType<typeof sql>) =>
    Number(((await db.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE ${where}`)) as unknown as { rows: { n: number }[] }).rows[0].n);

  it('sends each of 1,000 queued mails once, shared between the processes', async () => {
    const sentBy: Map<string, number[]> = new Map();
    queues = databases.map((d, i) => {
      const q = new JobQueue(d.db, silentLog);
      q.handle<MailJob>('mail', async ({ data }) => {
        sentBy.set(data.message.messageId, [...(sentBy.get(data.message.messageId) ?? []), i]);
        await new Promise((r) => setTimeout(r, 2));
      });
      return q;
    });
    const [a] = databases;
    await a.db.transaction(async (tx) => {
      for (let n = 0; n < 1000; n += 1) {
        const job: MailJob = { what: 'load test mail', fields: { n }, message: { to: `buyer${n}@example.com`, subject: `Mail ${n}`, text: '.', messageId: `<${n}@test>` } };
        await queues[0].send(tx, 'mail', job);
      }
    });
    await Promise.all(queues.map((q) => q.start({ pollMs: 50, soleProcess: false })));
    const end = Date.now() + 120_000;
    while ((await count(a, sql`name = 'mail' AND state = 'completed'`)) < 1000 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));

    expect(sentBy.size).toBe(1000);
    expect([...sentBy.values()].filter((by) => by.length !== 1)).toEqual([]);
    const byFirst = [...sentBy.values()].filter((by) => by[0] === 0).length;
    expect(byFirst).toBeGreaterThan(0);
    expect(byFirst).toBeLessThan(1000);
  });

  it('runs a scheduled job once per period across both processes', async () => {
    const runs: { process: number; at: number }[] = [];
    queues = databases.map((d, i) => {
      const q = new JobQueue(d.db, silentLog);
      q.handle('quote-file-sweep', async () => {
        runs.push({ process: i, at: Date.now() });
      });
      return q;
    });
    await Promise.all(queues.map((q) => q.start({ pollMs: 100, soleProcess: false })));
    // Every minute instead of every ten, so the test sees a period pass (each process sets it, as each starts).
    await Promise.all(queues.map((q) => q.boss.schedule('quote-file-sweep', '* * * * *', {}, { tz: 'UTC' })));
    const end = Date.now() + 150_000;
    while (runs.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
    expect(runs.length).toBeGreaterThan(0);
    // Both processes' clocks have looked since: still one run for the minute.
    await new Promise((r) => setTimeout(r, 40_000));
    const minutes = new Set(runs.map((r) => Math.floor(r.at / 60_000)));
    expect(runs.length).toBe(minutes.size);
  });
});
