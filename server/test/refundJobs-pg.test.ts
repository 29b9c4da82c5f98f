// Refund sends are jobs, and every server process runs jobs: two processes (two job queues on two
// connection pools, one database) draining at once take each refund's job once, so the provider
// is asked once per refund and each refund settles once. PostgreSQL only: PGlite has one
// connection, so nothing there runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { paymentOrders, refunds, sandboxPayments, sandboxRefunds } from '../src/db/schema';
import { createRefund, registerRefundJobs } from '../src/modules/refunds';
import type { RefundRequest } from '../src/modules/payments/types';
import { createServices, type Services } from '../src/services';
import { createCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const REFUNDS = 24;

jest.setTimeout(120_000);

let t: TestApp;
const pools: Database[] = [];
const processes: Services[] = [];
/** Every call the provider got, by idempotency key, from either process. */
const calls = new Map<string, number>();

onPostgres('refund jobs across two processes', () => {
  beforeAll(async () => {
    t = await buildTestApp({ sandboxRefunds: 'processed' });
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
      pools.push(database);
      const services = createServices(t.config, database.db);
      const real = services.provider.refund.bind(services.provider);
      // Slow enough that a second taker of the same job, if there were one, would overlap the first.
      services.provider = {
        ...services.provider,
        refund: async (req: RefundRequest) => {
          calls.set(req.idempotencyKey, (calls.get(req.idempotencyKey) ?? 0) + 1);
          await new Promise((done) => setTimeout(done, 25));
          return real(req);
        },
      };
      registerRefundJobs(services);
      processes.push(services);
    }
  }, 60_000);
  afterAll(async () => {
    for (const p of pools) await p.close();
    await t.close();
  });

  it('two processes draining at once ask the provider once per refund, and each refund settles once', async () => {
    const customer = await createCustomer(t.db);
    const made: number[] = [];
    for (let i = 0; i < REFUNDS; i += 1) {
      const paymentId = `pay_pgjobs${i}${Date.now()}`;
      const providerOrderId = `order_pgjobs${i}${Date.now()}`;
      await t.db.insert(sandboxPayments).values({ paymentId, providerOrderId, amountPaise: 10_000, status: 'captured' });
      const [po] = await t.db
        .insert(paymentOrders)
        .values({ provider: 'sandbox', providerOrderId, customerId: customer.id, amountPaise: 10_000, status: 'refund_pending', paymentId })
        .returning();
      // Queued in the refund's own transaction, by whichever process wrote it.
      const refund = await t.db.transaction((tx) => createRefund(processes[i % 2], tx, { paymentOrderId: po.id, orderId: null, amountPaise: 10_000, reason: 'Concurrency test' }));
      made.push(refund.id);
    }

    const [a, b] = await Promise.all(processes.map((p) => p.jobs.drain()));
    expect(a + b).toBeGreaterThanOrEqual(REFUNDS);

    const rows = await t.db.select().from(refunds).where(inArray(refunds.id, made));
    expect(rows.map((r) => r.state)).toEqual(Array(REFUNDS).fill('processed'));
    for (const r of rows) expect(calls.get(r.idempotencyKey)).toBe(1);
    const atProvider = await t.db.select().from(sandboxRefunds).where(inArray(sandboxRefunds.idempotencyKey, rows.map((r) => r.idempotencyKey)));
    expect(atProvider).toHaveLength(REFUNDS);
    const jobs = (await t.db.execute(
      sql`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'refund-send' AND (data->>'refundId')::int = ANY(${`{${made.join(',')}}`}::int[]) GROUP BY state`,
    )) as unknown as { rows: { state: string; n: number }[] };
    expect(jobs.rows).toEqual([{ state: 'completed', n: REFUNDS }]);
    const pos = await t.db.select({ status: paymentOrders.status }).from(paymentOrders).where(inArray(paymentOrders.id, rows.map((r) => r.paymentOrderId)));
    expect(pos.map((p) => p.status)).toEqual(Array(REFUNDS).fill('refunded'));
  });
});
