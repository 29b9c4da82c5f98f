// Expired generated files (quotation PDFs) are removed oldest first, by the job queue's scheduled
// 'quote-file-sweep' job (every 10 minutes, once per period across the store's processes).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { files } from '../src/db/schema';
import { fileKey, sweepExpiredFiles } from '../src/modules/quotes/files';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, drainJobs, type TestApp } from './helper';

const MINUTE = 60_000;
let seq = 0;

/** A generated file in the file store and in the table, expiring at `expiresAt`. */
async function fileExpiring(t: TestApp, owner: TestCustomer, expiresAt: Date): Promise<string> {
  seq += 1;
  const name = `${String(seq).padStart(43, 'f')}.pdf`;
  await t.app.fileStore.put(fileKey(name), Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
  await t.db.insert(files).values({ customerId: owner.id, fileName: name, contentType: 'application/pdf', expiresAt });
  return name;
}
const stored = async (t: TestApp) => (await t.db.select({ name: files.fileName }).from(files)).map((r) => r.name).sort();
/** Which of the names ever made here the file store still holds. */
async function inStore(t: TestApp): Promise<string[]> {
  const names = Array.from({ length: seq }, (_, i) => `${String(i + 1).padStart(43, 'f')}.pdf`);
  const held = await Promise.all(names.map(async (n) => ((await t.app.fileStore.get(fileKey(n))) ? n : null)));
  return held.filter((n): n is string => n !== null).sort();
}

/** The sweep jobs the queue holds, with what each answered. */
async function jobsOf(t: TestApp): Promise<{ state: string; output: unknown }[]> {
  const result = (await t.db.execute(sql`SELECT state, output FROM pgboss.job WHERE name = 'quote-file-sweep'`)) as unknown as { rows: { state: string; output: unknown }[] };
  return result.rows;
}

describe.each(['folder', 'database'] as const)('sweepExpiredFiles with the %s file store', (fileStorage) => {
  let t: TestApp;
  let owner: TestCustomer;
  beforeAll(async () => {
    t = await buildTestApp({ fileStorage });
    owner = await createCustomer(t.db);
  });
  afterAll(() => t?.close());

  it('removes the oldest expired files first, in batches until none is left, and keeps live ones', async () => {
    const now = Date.now();
    const newest = await fileExpiring(t, owner, new Date(now - 1 * MINUTE));
    const oldest = await fileExpiring(t, owner, new Date(now - 30 * MINUTE));
    const middle = await fileExpiring(t, owner, new Date(now - 10 * MINUTE));
    const live = await fileExpiring(t, owner, new Date(now + 10 * MINUTE));

    // One batch of two: the two that expired first go, the newest expired one waits.
    expect(await sweepExpiredFiles(t.db, t.app.fileStore, new Date(now), { batch: 2, maxBatches: 1 })).toBe(2);
    expect(await stored(t)).toEqual([live, newest].sort());
    expect(await inStore(t)).toEqual([live, newest].sort());
    expect(await inStore(t)).not.toContain(oldest);
    expect(await inStore(t)).not.toContain(middle);

    // Unbounded batches: everything expired goes, however many batches it takes.
    const more = await Promise.all([2, 3, 4, 5, 6].map((m) => fileExpiring(t, owner, new Date(now - m * MINUTE))));
    expect(await sweepExpiredFiles(t.db, t.app.fileStore, new Date(now), { batch: 2 })).toBe(more.length + 1);
    expect(await stored(t)).toEqual([live]);
    expect(await inStore(t)).toEqual([live]);
  });
});

describe('the scheduled sweep', () => {
  it("is the job queue's 'quote-file-sweep' job: one run removes what has expired and keeps the rest", async () => {
    const t = await buildTestApp();
    try {
      const buyer = await createCustomer(t.db);
      const old = await fileExpiring(t, buyer, new Date(Date.now() - MINUTE));
      const live = await fileExpiring(t, buyer, new Date(Date.now() + 10 * MINUTE));
      // Nothing sweeps on a timer of the server's own: the files stay until the queue runs the job.
      await new Promise((r) => setTimeout(r, 200));
      expect(await stored(t)).toEqual([old, live].sort());
      await t.app.services.jobs.send(t.db, 'quote-file-sweep', {});
      expect(await drainJobs(t)).toBe(1);
      expect(await stored(t)).toEqual([live]);
      expect(await inStore(t)).toEqual([live]);
      const [job] = await jobsOf(t);
      expect(job).toMatchObject({ state: 'completed', output: { removed: 1 } });
    } finally {
      await t.close();
    }
  });

  it('is scheduled every 10 minutes once a server process runs jobs', async () => {
    const t = await buildTestApp({ jobPollMs: 60 * MINUTE });
    try {
      const result = (await t.db.execute(sql`SELECT cron FROM pgboss.schedule WHERE name = 'quote-file-sweep'`)) as unknown as { rows: { cron: string }[] };
      expect(result.rows).toEqual([{ cron: '*/10 * * * *' }]);
    } finally {
      await t.close();
    }
  });
});
