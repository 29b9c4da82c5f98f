// Reads made together: every key asked for in one turn of the event loop is fetched by one call
// (one query), which under load turns a round trip per request into one per batch of requests.

/**
 * A loader whose calls of one turn share one fetch. A key only ever joins a batch that has not
 * started yet (it starts on the next turn, from setImmediate), never one already in flight, whose
 * answer may predate a commit made before the key was asked for: so what a request reads is never
 * older than the request.
 *
 * `fetch` answers the keys it was given; a key it leaves out resolves to `missing`. A failed
 * fetch rejects every call of its batch.
 */
export function turnBatcher<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>, missing: V): (key: K) => Promise<V> {
  type Waiter = { resolve: (value: V) => void; reject: (err: unknown) => void };
  let pending: Map<K, Waiter[]> | null = null;

  const run = async (batch: Map<K, Waiter[]>) => {
    try {
      const found = await fetch([...batch.keys()]);
      for (const [key, waiters] of batch) {
        const value = found.has(key) ? (found.get(key) as V) : missing;
        for (const w of waiters) w.resolve(value);
      }
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  };

  return (key: K) =>
    new Promise<V>((resolve, reject) => {
      let batch = pending;
      if (!batch) {
        const started = new Map<K, Waiter[]>();
        batch = pending = started;
        setImmediate(() => {
          // From here on a new arrival opens the next batch: this one has started.
          pending = null;
          void run(started);
        });
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
}
