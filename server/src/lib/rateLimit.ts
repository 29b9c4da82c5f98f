// Rate limits and the sign-in throttle. Their states live in a LimitStore (in the server, the
// database's rate_limits table: db/limitStore.ts), so that every server process serving one store
// counts the same attempts: with several processes behind a proxy, counters in memory would give a
// guesser one allowance per process. The policies below are plain functions of a state and the
// time, so one atomic update can decide on several keys at once (sign-in: address and account together).

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
export type Next = Stored<unknown> | typeof KEEP;

/** "Please try again in N minutes." with N rounded up, at least 1. */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Where the limiters keep their keys' states: the database's rate_limits table in the server
 * (db/limitStore.ts), so that every process counts the same attempts.
 */
export interface LimitStore {
  /** The store's clock, read at call time. */
  readonly now: Clock;
  /**
   * Runs `change` on the keys' live states (undefined: none, or expired) atomically, writing what
   * it returns, one entry per key in the order given.
   */
  update<R>(keys: string[], change: (states: unknown[], now: number) => { next: Next[]; result: R }): Promise<R>;
  /** Forgets every key that starts with the prefix (e.g. all addresses of one account). */
  forgetPrefix(prefix: string): Promise<void>;
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
