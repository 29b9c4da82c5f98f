// Rate limits and the sign-in throttle, kept in the database (table rate_limits) so that every
// server process serving one store counts the same attempts: with several processes behind a
// proxy, counters in memory would give a guesser one allowance per process. Each key's state is
// read, changed and written under a row lock; the policies below are plain functions of a state
// and the time, so one locked update can decide on several keys at once (sign-in: address and
// account together).
import { asc, eq, inArray, like, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export type Clock = () => number;

export interface LimitState {
  /** True when the key has used up its allowance inside the window. */
  blocked: boolean;
  /** Milliseconds until the key may try again (0 when not blocked). */
  retryAfterMs: number;
}

const OPEN: LimitState = { blocked: false, retryAfterMs: 0 };

/** A key's next state and when it may be forgotten; undefined forgets it now; KEEP leaves it as it is. */
export type Stored<S> = { state: S; expiresAt: number } | undefined;
export const KEEP = Symbol('keep');
type Next = Stored<unknown> | typeof KEEP;

/** How often at most a process deletes expired keys. */
const SWEEP_EVERY_MS = 60_000;

/** "Please try again in N minutes." with N rounded up, at least 1. */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The keys' states in the database, changed atomically: two processes never both pass a limit. */
export class LimitStore {
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

/** Something a key may do `limit` times in any `windowMs`; the state is the times it did. */
export class SlidingWindowLimiter {
  constructor(
    private readonly store: LimitStore,
    /** Keeps this limiter's keys apart from other limiters' in the store. */
    readonly name: string,
    private readonly opts: { limit: number; windowMs: number },
  ) {
    if (opts.limit < 1 || opts.windowMs <= 0) throw new Error('A limiter needs a positive limit and window.');
  }

  key(key: string): string {
    return `${this.name}\n${key}`;
  }

  private live(state: unknown, now: number): number[] {
    return Array.isArray(state) ? (state as number[]).filter((t) => t > now - this.opts.windowMs) : [];
  }

  /** Whether the key is over its limit, for a state read under lock. */
  verdict(state: unknown, now: number): LimitState {
    const events = this.live(state, now);
    if (events.length < this.opts.limit) return OPEN;
    // The key opens again when enough events have aged out to fall below the limit.
    const opensAt = events[events.length - this.opts.limit] + this.opts.windowMs;
    return { blocked: true, retryAfterMs: Math.max(0, opensAt - now) };
  }

  /** The state with one more event. */
  counted(state: unknown, now: number): Stored<number[]> {
    // Only the newest `limit` events can ever matter for a decision.
    const events = [...this.live(state, now), now].slice(-this.opts.limit);
    return { state: events, expiresAt: now + this.opts.windowMs };
  }

  /** The state without its newest event (an attempt counted up front that turned out fine). */
  released(state: unknown, now: number): Stored<number[]> {
    const events = this.live(state, now).slice(0, -1);
    return events.length === 0 ? undefined : { state: events, expiresAt: events[events.length - 1] + this.opts.windowMs };
  }

  check(key: string): Promise<LimitState> {
    return this.store.update([this.key(key)], ([state], now) => ({ next: [KEEP], result: this.verdict(state, now) }));
  }

  /** Checks the key and, unless it is over its limit, counts one event: in one locked step. */
  take(key: string): Promise<LimitState> {
    return this.store.update([this.key(key)], ([state], now) => {
      const verdict = this.verdict(state, now);
      return { next: [verdict.blocked ? KEEP : this.counted(state, now)], result: verdict };
    });
  }

  release(key: string): Promise<void> {
    return this.store.update([this.key(key)], ([state], now) => ({ next: [this.released(state, now)], result: undefined }));
  }

  reset(key: string): Promise<void> {
    return this.store.update([this.key(key)], () => ({ next: [undefined], result: undefined }));
  }
}

export interface BackoffOptions {
  /** Failures allowed before the first wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** A key's failures are forgotten this long after its last one. */
  forgetMs: number;
}

interface BackoffEntry {
  failures: number;
  last: number;
  until: number;
}

/**
 * Progressive slow-down: after `free` failures a key waits `baseMs`, and every failure after
 * that doubles the wait up to `maxMs`. It slows a guesser down without shutting anyone else out:
 * keys are narrow (one account from one address), so a wait lands on the guesser alone.
 */
export class FailureBackoff {
  constructor(
    private readonly store: LimitStore,
    readonly name: string,
    private readonly opts: BackoffOptions,
  ) {
    if (opts.free < 1 || opts.baseMs <= 0 || opts.maxMs < opts.baseMs) throw new Error('A backoff needs free >= 1 and 0 < base <= max.');
  }

  key(key: string): string {
    return `${this.name}\n${key}`;
  }

  private entry(state: unknown): BackoffEntry | undefined {
    // Expired states never reach here (the store drops them): see expiry().
    return state && typeof state === 'object' ? (state as BackoffEntry) : undefined;
  }

  private expiry(e: BackoffEntry): number {
    return Math.max(e.last + this.opts.forgetMs, e.until);
  }

  verdict(state: unknown, now: number): LimitState {
    const e = this.entry(state);
    if (!e || now >= e.until) return OPEN;
    return { blocked: true, retryAfterMs: e.until - now };
  }

  /** The state with one more failure; from the `free`-th on, the key waits (doubling each time). */
  failed(state: unknown, now: number): Stored<BackoffEntry> {
    const before = this.entry(state);
    const e = { failures: (before?.failures ?? 0) + 1, last: now, until: before?.until ?? 0 };
    const over = e.failures - this.opts.free;
    if (over >= 0) e.until = now + Math.min(this.opts.maxMs, this.opts.baseMs * 2 ** Math.min(over, 30));
    return { state: e, expiresAt: this.expiry(e) };
  }

  check(key: string): Promise<LimitState> {
    return this.store.update([this.key(key)], ([state], now) => ({ next: [KEEP], result: this.verdict(state, now) }));
  }

  fail(key: string): Promise<void> {
    return this.store.update([this.key(key)], ([state], now) => ({ next: [this.failed(state, now)], result: undefined }));
  }

  reset(key: string): Promise<void> {
    return this.store.update([this.key(key)], () => ({ next: [undefined], result: undefined }));
  }

  /** Forgets every key that starts with the prefix (e.g. all addresses of one account after a password reset). */
  resetPrefix(prefix: string): Promise<void> {
    return this.store.forgetPrefix(this.key(prefix));
  }
}
