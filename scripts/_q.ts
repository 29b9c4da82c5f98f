import { openDatabase } from '../server/src/db/client';
(async () => {
  const d = await openDatabase({ dataDir: '/tmp/perf/pd/db' });
  const q = async (s: string) => ((await d.db.execute(s as never)) as unknown as { rows: unknown[] }).rows;
  const [s] = (await q('select token_hash from sessions limit 1')) as { token_hash: string }[];
  for (const sql of ['select 1', 'select version from catalog_version where id = 1', `select s.id, c.id from sessions s join customers c on c.id = s.customer_id where s.token_hash = '${s.token_hash}' and s.revoked_at is null limit 1`]) {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) { const t0 = performance.now(); await q(sql); times.push(performance.now() - t0); }
    times.sort((a, b) => a - b);
    console.log(sql.slice(0, 40), 'p50', times[100].toFixed(2), 'p90', times[180].toFixed(2), 'max', times[199].toFixed(1));
  }
  await d.close();
})();
