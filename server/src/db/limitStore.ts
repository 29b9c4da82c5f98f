// The rate limiters' store in the database (table rate_limits), so that every server process
// serving one store counts the same attempts. Each key's state is read, changed and written under a
// row lock, keys locked in one order, so two updates of overlapping keys queue instead of deadlocking.
import { asc, eq, inArray, like, lt } from 'drizzle-orm';
import { KEEP, type Clock, type LimitStore, type Next } from '../lib/rateLimit';
import type { Db } from './client';
import { rateLimits } from './schema';

/** How often at most a process deletes expired keys. */
const SWEEP_EVERY_MS = 60_000;

/** The keys' states in the database, changed atomically: two processes never both pass a limit. */
export class DatabaseLimitStore implements LimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    /** Read at call time, so a test's fake clock also reaches a store built earlier. */
    readonly now: Clock = () => Date.now(),
  ) {}

  /**
   * Runs `change` on the keys' live states (undefined: none, or expired) with their rows locked
   * until it has written what `change` returns, one entry per key in the order given.
   */
  async update<R>(keys: string[], change: (states: unknown[], now: number) => { next: Next[]; result: R }): Promise<R> {
    const locked = [...new Set(keys)].sort();
    const result = await this.db.transaction(async (tx) => {
      // A row to lock for every key, created empty when missing; locked in one order, so two
      // updates of overlapping keys queue instead of deadlocking.
      await tx
        .insert(rateLimits)
        .values(locked.map((key) => ({ key, state: null, expiresAt: new Date(0) })))
        .onConflictDoNothing();
      const rows = await tx.select().from(rateLimits).where(inArray(rateLimits.key, locked)).orderBy(asc(rateLimits.key)).for('update');
      const now = this.now();
      const live = new Map(rows.map((r) => [r.key, r.expiresAt.getTime() > now ? (r.state ?? undefined) : undefined]));
      const { next, result } = change(keys.map((k) => live.get(k)), now);
      for (const [i, key] of keys.entries()) {
        const entry = next[i];
        if (entry === KEEP) continue;
        if (entry === undefined) await tx.delete(rateLimits).where(eq(rateLimits.key, key));
        else await tx.update(rateLimits).set({ state: entry.state, expiresAt: new Date(entry.expiresAt) }).where(eq(rateLimits.key, key));
      }
      return result;
    });
    await this.sweep();
    return result;
  }

  /** Forgets every key that starts with the prefix (e.g. all addresses of one account). */
  async forgetPrefix(prefix: string): Promise<void> {
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await this.db.delete(rateLimits).where(like(rateLimits.key, pattern));
  }

  /** Deletes keys that have expired, at most once a minute per process, so the table stays small. */
  private async sweep() {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
  }

  /** How many keys are stored (for tests). */
  async size(): Promise<number> {
    return (await this.db.select({ key: rateLimits.key }).from(rateLimits)).length;
  }
}
