// Mail about an order is queued in the transaction that makes the change: an order (or a status
// change) that rolls back leaves no mail job and mails nothing, even when the failure comes after
// the mail was queued; one that commits has exactly one mail job, sent once however often the
// queue is drained.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../src/db/schema';
import type { JobQueue } from '../src/modules/jobs/jobQueue';
import { setOrderStatus } from '../src/modules/orders/status';
import { createCustomer, type TestCustomer } from './factories';
import { drainJobs } from './helper';
import { sentMails } from './outbox';
import { addAddresses, cartSize, openShop, setCart, stockOf, type Addresses, type Shop } from './shop';

jest.setTimeout(120_000);

let shop: Shop;

beforeAll(async () => {
  shop = await openShop([
    { sku: 'MT-PLENTY', base: '1000.00', gst: '18', stock: 1000 },
    { sku: 'MT-LAST', base: '500.00', gst: '18', stock: 1 },
  ]);
}, 60_000);
afterAll(() => shop.t.close());
afterEach(() => {
  jest.restoreAllMocks();
});

async function buyer(): Promise<{ who: TestCustomer; at: Addresses }> {
  const who = await createCustomer(shop.t.db, { creditLimit: '100000' });
  return { who, at: await addAddresses(shop.t.db, who.id, 'Maharashtra') };
}

/** The mail jobs (in any state) addressed to this address, with what they are about. */
async function mailJobsTo(email: string): Promise<{ state: string; subject: string; orderNumber: string | null }[]> {
  const result = (await shop.t.db.execute(
    sql`SELECT state, data->'message'->>'subject' AS subject, data->'fields'->>'orderNumber' AS "orderNumber"
        FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = ${email}`,
  )) as unknown as { rows: { state: string; subject: string; orderNumber: string | null }[] };
  return result.rows;
}

const mailsTo = (email: string) => sentMails(shop.t.config).filter((m) => m.to.includes(email));

/**
 * The queue's send of a mail job succeeds and then the caller's work fails, as a lost connection or
 * a constraint broken after the mail was queued would: the change and its mail must go together.
 */
function failAfterQueueingMail(): void {
  const jobs = shop.t.app.services.jobs;
  const send = jobs.send.bind(jobs) as JobQueue['send'];
  jest.spyOn(jobs, 'send').mockImplementation((async (...args: Parameters<JobQueue['send']>) => {
    const id = await send(...args);
    if (args[1] === 'mail') throw new Error('the connection was lost after the mail was queued');
    return id;
  }) as JobQueue['send']);
}

describe('order mails are queued in the order’s transaction', () => {
  it('a committed order has exactly one confirmation job, sent once even when the queue is drained twice', async () => {
    const b = await buyer();
    const n = await shop.r.placeCod(b.who, b.at, [[shop.pid('MT-PLENTY'), 2]]);

    // Queued with the order, not yet sent.
    expect(await mailJobsTo(b.who.email)).toEqual([{ state: 'created', subject: `Order ${n} placed`, orderNumber: n }]);
    expect(mailsTo(b.who.email)).toEqual([]);

    await drainJobs(shop.t);
    await drainJobs(shop.t);
    const sent = mailsTo(b.who.email);
    expect(sent.map((m) => m.subject)).toEqual([`Order ${n} placed`]);
    expect(sent[0].text).toContain(`/order-details/${n}`);
    expect((await mailJobsTo(b.who.email)).map((j) => j.state)).toEqual(['completed']);
  });

  it('an order whose transaction fails after its mail was queued leaves no order, no mail job and no mail', async () => {
    const b = await buyer();
    const product = shop.pid('MT-PLENTY');
    await setCart(shop.t.db, b.who, [[product, 3]]);
    const stock = await stockOf(shop.t.db, product);

    failAfterQueueingMail();
    const res = await shop.r.cod(b.who, b.at);
    jest.restoreAllMocks();

    expect(res.statusCode).toBe(500);
    expect(await shop.t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.customerId, b.who.id))).toEqual([]);
    expect(await stockOf(shop.t.db, product)).toBe(stock);
    expect(await cartSize(shop.t.db, b.who.id)).toBe(1);
    expect(await mailJobsTo(b.who.email)).toEqual([]);
    await drainJobs(shop.t);
    expect(mailsTo(b.who.email)).toEqual([]);

    // Placed again, it is one order and one mail.
    const again = await shop.r.cod(b.who, b.at);
    expect(again.statusCode).toBe(200);
    await drainJobs(shop.t);
    expect(mailsTo(b.who.email).map((m) => m.subject)).toEqual([`Order ${again.json().data.order_number} placed`]);
  });

  it('two buyers of the last unit: the order rolled back by the stock conflict mails nothing, the other is mailed once', async () => {
    const [first, second] = await Promise.all([buyer(), buyer()]);
    const last = shop.pid('MT-LAST');
    await setCart(shop.t.db, first.who, [[last, 1]]);
    await setCart(shop.t.db, second.who, [[last, 1]]);

    const answers = await Promise.all([shop.r.cod(first.who, first.at), shop.r.cod(second.who, second.at)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [won, lost] = answers[0].statusCode === 200 ? [first, second] : [second, first];
    const n = answers.find((a) => a.statusCode === 200)!.json().data.order_number as string;

    expect(await mailJobsTo(lost.who.email)).toEqual([]);
    expect((await mailJobsTo(won.who.email)).map((j) => j.orderNumber)).toEqual([n]);
    await drainJobs(shop.t);
    await drainJobs(shop.t);
    expect(mailsTo(lost.who.email)).toEqual([]);
    expect(mailsTo(won.who.email).map((m) => m.subject)).toEqual([`Order ${n} placed`]);
  });

  it('a status change that fails after its mail was queued stays undone and mails nothing', async () => {
    const b = await buyer();
    const n = await shop.r.placeCod(b.who, b.at, [[shop.pid('MT-PLENTY'), 1]]);
    await drainJobs(shop.t);

    failAfterQueueingMail();
    await expect(setOrderStatus(shop.t.app.services, n, 'approved')).rejects.toThrow('the connection was lost after the mail was queued');
    jest.restoreAllMocks();

    const [order] = await shop.t.db.select({ status: orders.status, invoice: orders.invoiceNumber }).from(orders).where(eq(orders.orderNumber, n));
    expect(order).toEqual({ status: 'pending', invoice: null });
    expect((await mailJobsTo(b.who.email)).map((j) => j.subject)).toEqual([`Order ${n} placed`]);
    await drainJobs(shop.t);
    expect(mailsTo(b.who.email).map((m) => m.subject)).toEqual([`Order ${n} placed`]);

    // Approved for real: one mail, with its invoice.
    await setOrderStatus(shop.t.app.services, n, 'approved');
    await drainJobs(shop.t);
    await drainJobs(shop.t);
    const approved = mailsTo(b.who.email).filter((m) => m.subject === `Order ${n} approved`);
    expect(approved).toHaveLength(1);
    expect(approved[0].text).toMatch(/Tax invoice \S+ can be downloaded/);
  });
});
