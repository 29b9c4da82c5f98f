// In-memory sliding-window counters (failed sign-ins and the like). One process serves the store,
// so memory is enough; a restart forgets the counters, which only ever favours the user.

export type Clock = () => number;

export interface LimitState {
  /** True when the key has used up its allowance inside the window. */
  blocked: boolean;
  /** Milliseconds until the oldest counted event leaves the window (0 when not blocked). */
  retryAfterMs: number;
}

export interface SlidingWindowOptions {
  /** Events allowed inside one window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** Injectable for tests. */
  now?: Clock;
  /** Above this many keys, expired ones are swept so an attacker cannot grow the map forever. */
  maxKeys?: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: Clock;
  private readonly maxKeys: number;

  constructor(opts: SlidingWindowOptions) {
    if (opts.limit < 1 || opts.windowMs <= 0) throw new Error('A limiter needs a positive limit and window.');
    this.limit = opts.limit;
    this.windowMs = opts.windowMs;
    // Read through Date.now at call time, so a test's fake clock also reaches limiters built earlier.
    this.now = opts.now ?? (() => Date.now());
    this.maxKeys = opts.maxKeys ?? 10_000;
  }

  /** The events of a key still inside the window (older ones are dropped on the way). */
  private live(key: string, now: number): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const cutoff = now - this.windowMs;
    let drop = 0;
    while (drop < list.length && list[drop] <= cutoff) drop += 1;
    if (drop > 0) list.splice(0, drop);
    if (list.length === 0) this.hits.delete(key);
    return list;
  }

  check(key: string): LimitState {
    const now = this.now();
    const list = this.live(key, now);
    if (list.length < this.limit) return { blocked: false, retryAfterMs: 0 };
    // The key opens again when enough events have aged out to fall below the limit.
    const opensAt = list[list.length - this.limit] + this.windowMs;
    return { blocked: true, retryAfterMs: Math.max(0, opensAt - now) };
  }

  /** Counts one event for the key. */
  hit(key: string): void {
    const now = this.now();
    if (!this.hits.has(key) && this.hits.size >= this.maxKeys) this.sweep(now);
    const list = this.live(key, now);
    list.push(now);
    // Only the newest `limit` events can ever matter for a decision.
    if (list.length > this.limit) list.splice(0, list.length - this.limit);
    this.hits.set(key, list);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Takes back the newest event of the key (an attempt counted up front that turned out fine). */
  release(key: string): void {
    const list = this.hits.get(key);
    list?.pop();
    if (list && list.length === 0) this.hits.delete(key);
  }

  /** Number of keys currently tracked (for tests and diagnostics). */
  get size(): number {
    return this.hits.size;
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.live(key, now);
    // Still full of live keys: forget the oldest-inserted ones rather than grow without bound.
    const excess = this.hits.size - this.maxKeys + 1;
    if (excess > 0) {
      let n = 0;
      for (const key of this.hits.keys()) {
        if (n++ >= excess) break;
        this.hits.delete(key);
      }
    }
  }
}

/** "Please try again in N minutes." with N rounded up, at least 1. */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
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
  now?: Clock;
  maxKeys?: number;
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
  private readonly entries = new Map<string, BackoffEntry>();
  private readonly opts: Required<Omit<BackoffOptions, 'now'>>;
  private readonly now: Clock;

  constructor(opts: BackoffOptions) {
    if (opts.free < 1 || opts.baseMs <= 0 || opts.maxMs < opts.baseMs) throw new Error('A backoff needs free >= 1 and 0 < base <= max.');
    this.opts = { maxKeys: 10_000, ...opts };
    this.now = opts.now ?? (() => Date.now());
  }

  private entry(key: string, now: number): BackoffEntry | undefined {
    const e = this.entries.get(key);
    if (e && now - e.last > this.opts.forgetMs && now >= e.until) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  check(key: string): LimitState {
    const now = this.now();
    const e = this.entry(key, now);
    if (!e || now >= e.until) return { blocked: false, retryAfterMs: 0 };
    return { blocked: true, retryAfterMs: e.until - now };
  }

  /** Counts one failure; from the `free`-th on, the key waits (doubling each time). */
  fail(key: string): void {
    const now = this.now();
    if (!this.entries.has(key) && this.entries.size >= this.opts.maxKeys) this.sweep(now);
    const e = this.entry(key, now) ?? { failures: 0, last: now, until: 0 };
    e.failures += 1;
    e.last = now;
    const over = e.failures - this.opts.free;
    if (over >= 0) e.until = now + Math.min(this.opts.maxMs, this.opts.baseMs * 2 ** Math.min(over, 30));
    this.entries.set(key, e);
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every key the predicate picks (e.g. all addresses of one account after a password reset). */
  resetWhere(pick: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (pick(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(now: number): void {
    for (const key of [...this.entries.keys()]) this.entry(key, now);
    const excess = this.entries.size - this.opts.maxKeys + 1;
    let n = 0;
    for (const key of this.entries.keys()) {
      if (n++ >= excess) break;
      this.entries.delete(key);
    }
  }
}
