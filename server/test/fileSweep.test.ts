// Expired generated files (quotation PDFs) are removed on a schedule, oldest first: once when the
// server is ready and then on an unref'd timer that stops when the server closes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../src/app';
import { files } from '../src/db/schema';
import { fileKey, sweepExpiredFiles } from '../src/modules/quotes/files';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

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

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
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
  // Each case has its own store: on PostgreSQL a new test app empties the shared database.
  it('sweeps once when a server starts, before any interval has passed', async () => {
    const quiet = await buildTestApp({ fileSweepMs: 60 * MINUTE });
    try {
      const buyer = await createCustomer(quiet.db);
      const leftOver = await fileExpiring(quiet, buyer, new Date(Date.now() - MINUTE));
      // Another server process of the store starts: with hourly sweeps only its start-up sweep can act.
      const second = await buildApp({ config: quiet.config, database: quiet.database });
      await second.ready();
      try {
        await until(async () => !(await stored(quiet)).includes(leftOver));
        expect(await inStore(quiet)).not.toContain(leftOver);
      } finally {
        await second.close();
      }
    } finally {
      await quiet.close();
    }
  });

  it('sweeps on its interval with nobody generating anything', async () => {
    const t = await buildTestApp({ fileSweepMs: 150 });
    try {
      const buyer = await createCustomer(t.db);
      const old = await fileExpiring(t, buyer, new Date(Date.now() - MINUTE));
      const soon = await fileExpiring(t, buyer, new Date(Date.now() + 600));
      await until(async () => !(await stored(t)).includes(old));
      expect(await stored(t)).toEqual([soon]);
      await until(async () => (await stored(t)).length === 0);
      expect(await inStore(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('stops sweeping when the server closes', async () => {
    // A quiet store (hourly sweeps) and a second process over it that sweeps every 50 ms, then closes.
    const quiet = await buildTestApp({ fileSweepMs: 60 * MINUTE });
    try {
      const buyer = await createCustomer(quiet.db);
      const busy = await buildApp({ config: { ...quiet.config, fileSweepMs: 50 }, database: quiet.database });
      await busy.ready();
      const before = await fileExpiring(quiet, buyer, new Date(Date.now() - MINUTE));
      await until(async () => !(await stored(quiet)).includes(before));
      await busy.close();
      const after = await fileExpiring(quiet, buyer, new Date(Date.now() - MINUTE));
      await new Promise((r) => setTimeout(r, 300));
      expect(await stored(quiet)).toEqual([after]);
    } finally {
      await quiet.close();
    }
  });
});
