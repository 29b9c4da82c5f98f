// The transaction retry: only deadlocks and serialization failures, found through drizzle's
// wrapper, at most three attempts.
import { describe, expect, it } from '@jest/globals';
import { isRetryableTxError, retryTransaction } from '../src/db/retry';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });

describe('retryTransaction', () => {
  it('knows a deadlock and a serialization failure, bare or wrapped by drizzle, and nothing else', () => {
    expect(isRetryableTxError(pgError('40P01'))).toBe(true);
    expect(isRetryableTxError(wrapped('40001'))).toBe(true);
    expect(isRetryableTxError(wrapped('23505'))).toBe(false);
    expect(isRetryableTxError(new Error('plain'))).toBe(false);
    expect(isRetryableTxError(undefined)).toBe(false);
  });

  it('runs a deadlocked transaction again and answers its result', async () => {
    let calls = 0;
    const result = await retryTransaction(async () => {
      calls += 1;
      if (calls < 3) throw wrapped('40P01');
      return 'committed';
    }, { baseDelayMs: 1 });
    expect(result).toBe('committed');
    expect(calls).toBe(3);
  });

  it('gives up after three attempts with the last error', async () => {
    let calls = 0;
    await expect(
      retryTransaction(async () => {
        calls += 1;
        throw wrapped('40P01');
      }, { baseDelayMs: 1 }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(3);
  });

  it('never retries another failure', async () => {
    let calls = 0;
    await expect(
      retryTransaction(async () => {
        calls += 1;
        throw pgError('23505');
      }),
    ).rejects.toThrow('pg 23505');
    expect(calls).toBe(1);
  });
});
