import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { performance } from 'node:perf_hooks';
(async () => {
  const c = await PGlite.create({ dataDir: '/tmp/bench100k/db', extensions: { pg_trgm } });
  const qs = process.argv.slice(2);
  for (const q of qs) {
    await c.query(q);
    const ts: number[] = [];
    for (let i = 0; i < 3; i++) { const t = performance.now(); await c.query(q); ts.push(performance.now() - t); }
    ts.sort((a,b)=>a-b);
    console.log(ts[1].toFixed(1).padStart(8), 'ms ', q.slice(0, 150));
  }
  await c.close();
})();
