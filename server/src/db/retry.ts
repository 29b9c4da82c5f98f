// Bounded retry of a transaction that PostgreSQL aborted because of other transactions: a
// deadlock (40P01) or a serialization failure (40001). The lock order (db/locks.ts) keeps the
// store's own writes from deadlocking; this covers what no order can rule out (an operator's SQL,
// a future path, a lock taken by a foreign key the code did not think of). Every `db.transaction`
// is retried (openDatabase installs it), so a transaction body must do nothing outside the
// database that cannot run twice: provider calls, mails and files happen after the commit.

/** SQLSTATEs after which running the whole transaction again is safe and may succeed. */
const RETRYABLE = new Set(['40P01', '40001']);

export const TX_ATTEMPTS = 3;
/** The first wait before a retry; each later one doubles, and a random share of it is taken. */
const BASE_DELAY_MS = 20;

/** Whether the error (or a driver error it wraps: drizzle's DrizzleQueryError keeps it as `cause`) is retryable. */
export function isRetryableTxError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/**
 * Runs `attempt` up to `attempts` times while it fails with a deadlock or serialization failure,
 * waiting a random ("full jitter") delay between tries so two retried rivals do not meet again.
 */
export async function retryTransaction<T>(
  attempt: () => Promise<T>,
  { attempts = TX_ATTEMPTS, baseDelayMs = BASE_DELAY_MS, onRetry }: { attempts?: number; baseDelayMs?: number; onRetry?: (err: unknown, n: number) => void } = {},
): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= attempts || !isRetryableTxError(err)) throw err;
      onRetry?.(err, n);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * baseDelayMs * 2 ** (n - 1)));
    }
  }
}

/** Makes `db.transaction` retry itself (top-level transactions only: a savepoint is not retried alone). */
export function retryingTransactions<D extends { transaction: (...args: never[]) => Promise<unknown> }>(db: D): D {
  const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const retrying = (...args: unknown[]) => retryTransaction(() => original(...args));
  Object.defineProperty(db, 'transaction', { value: retrying, configurable: true, writable: true });
  return db;
}
