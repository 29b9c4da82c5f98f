// Points each Jest worker at its own PostgreSQL database (copied from the migrated one by
// globalSetup.ts), so API test files can run in parallel on PostgreSQL; run once per test file.
// Files read process.env.DATABASE_URL directly, so the variable itself is rewritten.

/** The database of worker `worker`: the suite's database name with `_w<worker>` added. */
export function workerDatabaseUrl(databaseUrl: string, worker: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}

if (process.env.DATABASE_URL && process.env.STORE_TEST_DATABASE_PER_WORKER === '1' && !process.env.STORE_TEST_WORKER_DATABASE) {
  process.env.DATABASE_URL = workerDatabaseUrl(process.env.DATABASE_URL, process.env.JEST_WORKER_ID ?? '1');
  process.env.STORE_TEST_WORKER_DATABASE = '1';
}
