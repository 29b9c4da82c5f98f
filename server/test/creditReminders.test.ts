// Reminders and the overdue block: the buyer is mailed 3 days before a due date and 1
// day after, once per due and kind however often the job runs (the queue's 'due-reminders' job,
// each mail queued with the record of its reminder); a company with a due past its due
// date cannot place new cash-on-delivery orders (cart or quotation: 409 on payment_method, the
// checkout says why), while card orders stay allowed and paying the due lifts the block.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { creditDues, creditReminders } from '../src/db/schema';
import { settleDues } from '../src/modules/credit';
import { sendDueReminders } from '../src/modules/credit/reminders';
import type { JobQueue } from '../src/modules/jobs/jobQueue';
import { priceQuotation } from '../src/modules/quotes/answer';
import { setOrderStatus } from '../src/modules/orders/status';
import { createCustomer, type TestCustomer } from './factories';
import { mailsTo as mailsToIn } from './outbox';
import { addAddresses, newKey, openShop, setCart, type Addresses, type Shop } from './shop';

jest.setTimeout(120_000);

let shop: Shop;

beforeAll(async () => {
  shop = await openShop([{ sku: 'A', base: '1000.00', gst: '18', stock: 100_000 }]);
}, 60_000);
afterAll(() => shop.t.close());

async function buyer(): Promise<{ who: TestCustomer; at: Addresses }> {
  const who = await createCustomer(shop.t.db, { creditLimit: '100000' });
  return { who, at: await addAddresses(shop.t.db, who.id, 'Maharashtra') };
}

/** The mails to `email`, once the queue has sent what is ready. */
const mailsTo = (email: string) => mailsToIn(shop.t, email);

const DAY_MS = 24 * 60 * 60 * 1000;

describe('due-date reminders', () => {
  it('mails 3 days before and 1 day after the due date, once each, however often the job runs', async () => {
    const b = await buyer();
    const n = await shop.r.placeCod(b.who, b.at, [[shop.pid('A'), 1]]);
    // Invoiced 1 Nov 2030 with 30 days: due 1 Dec 2030.
    await setOrderStatus(shop.t.app.services, n, 'approved', new Date('2030-11-01T06:00:00Z'));
    expect((await shop.t.db.select().from(creditDues).where(eq(creditDues.orderNumber, n)))[0].dueDate).toBe('2030-12-01');
    const ctx = shop.t.app.services;
    const reminders = async () => (await mailsTo(b.who.email)).filter((m) => m.subject.startsWith('Payment') && m.subject.includes(n));

    await sendDueReminders(ctx, new Date('2030-11-27T06:00:00Z')); // 4 days before: nothing
    expect(await reminders()).toHaveLength(0);
    await sendDueReminders(ctx, new Date('2030-11-28T06:00:00Z')); // 3 days before
    await sendDueReminders(ctx, new Date('2030-11-28T07:00:00Z'));
    await sendDueReminders(ctx, new Date('2030-11-30T06:00:00Z'));
    const before = await reminders();
    expect(before.map((m) => m.subject)).toEqual([`Payment due on 2030-12-01: ${n}`]);
    expect(before[0].text).toContain('₹1,180.00');
    await sendDueReminders(ctx, new Date('2030-12-01T06:00:00Z')); // the due date: no "after" yet
    await Promise.all([sendDueReminders(ctx, new Date('2030-12-02T06:00:00Z')), sendDueReminders(ctx, new Date('2030-12-02T06:00:00Z'))]);
    const both = await reminders();
    expect(both.map((m) => m.subject).sort()).toEqual([`Payment due on 2030-12-01: ${n}`, `Payment overdue: ${n}`]);
    expect(both.find((m) => m.subject.startsWith('Payment overdue'))!.text).toContain('cannot be placed on cash on delivery');
    const due = (await shop.t.db.select().from(creditDues).where(eq(creditDues.orderNumber, n)))[0];
    expect(await shop.t.db.select().from(creditReminders).where(eq(creditReminders.dueId, due.id))).toHaveLength(2);
  });

  it('sends nothing for a paid due', async () => {
    const b = await buyer();
    const n = await shop.r.placeCod(b.who, b.at, [[shop.pid('A'), 1]]);
    await setOrderStatus(shop.t.app.services, n, 'approved', new Date('2031-11-01T06:00:00Z'));
    await settleDues(shop.t.db, b.who.id, { method: 'neft', reference: 'UTR-R', receivedOn: '2026-11-26', allocation: { amountPaise: 118_000 }, actor: 'x' });
    expect(await sendDueReminders(shop.t.app.services, new Date('2031-11-29T06:00:00Z'))).toBe(0);
  });

  it('runs as the queue\'s due-reminders job: one pass at the store\'s clock, each reminder mailed once', async () => {
    const b = await buyer();
    const n = await shop.r.placeCod(b.who, b.at, [[shop.pid('A'), 1]]);
    // Invoiced 28 days ago with 30 days: due in 2 days, so today's pass reminds of it.
    await setOrderStatus(shop.t.app.services, n, 'approved', new Date(shop.t.app.services.clock.now().getTime() - 28 * DAY_MS));
    const { jobs } = shop.t.app.services;
    const reminders = async () => (await mailsTo(b.who.email)).filter((m) => m.subject.startsWith('Payment due on') && m.subject.includes(n));

    await jobs.send(shop.t.db, 'due-reminders', {});
    expect(await reminders()).toHaveLength(1);
    // The next hour's run finds it recorded as sent.
    await jobs.send(shop.t.db, 'due-reminders', {});
    expect(await reminders()).toHaveLength(1);
  });

  it('a reminder whose mail could not be queued is not recorded as sent: the next run mails it', async () => {
    const b = await buyer();
    const n = await shop.r.placeCod(b.who, b.at, [[shop.pid('A'), 1]]);
    await setOrderStatus(shop.t.app.services, n, 'approved', new Date('2032-11-01T06:00:00Z'));
    const ctx = shop.t.app.services;
    const due = (await shop.t.db.select().from(creditDues).where(eq(creditDues.orderNumber, n)))[0];
    const reminders = async () => (await mailsTo(b.who.email)).filter((m) => m.subject.startsWith('Payment')).map((m) => m.subject);

    // Queueing the mail fails (the connection lost with it): the claim goes with it.
    const send = ctx.jobs.send.bind(ctx.jobs) as JobQueue['send'];
    jest.spyOn(ctx.jobs, 'send').mockImplementation((async (...args: Parameters<JobQueue['send']>) => {
      const id = await send(...args);
      if (args[1] === 'mail') throw new Error('the connection was lost after the mail was queued');
      return id;
    }) as JobQueue['send']);
    await expect(sendDueReminders(ctx, new Date('2032-11-28T06:00:00Z'))).rejects.toThrow('the connection was lost');
    jest.restoreAllMocks();
    expect(await shop.t.db.select().from(creditReminders).where(eq(creditReminders.dueId, due.id))).toEqual([]);
    expect(await reminders()).toEqual([]);

    expect(await sendDueReminders(ctx, new Date('2032-11-28T07:00:00Z'))).toBe(1);
    expect(await reminders()).toEqual([`Payment due on 2032-12-01: ${n}`]);
  });
});

describe('the overdue block on cash on delivery', () => {
  it('refuses cart and quotation COD orders while a due is overdue, says why at checkout, allows card, and lifts when paid', async () => {
    const { r, pid, t } = shop;
    const b = await buyer();
    const late = await r.placeCod(b.who, b.at, [[pid('A'), 1]]);
    // Invoiced 1 Sep 2026 with 30 days: due 1 Oct 2026, overdue today.
    await setOrderStatus(t.app.services, late, 'approved', new Date('2026-09-01T06:00:00Z'));

    await setCart(t.db, b.who.id, [[pid('A'), 1]]);
    const checkout = await r.checkout(b.who);
    const why = `Cash on delivery is paused: ₹1,180.00 for order ${late} was due on 2026-10-01. Pay your overdue dues (My Account → Credit and Dues) or pay this order online.`;
    expect(checkout.cod_blocked).toBe(why);
    const refused = await r.cod(b.who, b.at);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ payment_method: [why] });

    // The quotation path is refused the same way.
    const asked = await r.post('/request-quotation', { product_id: [pid('A')], quantity: [2], name: 'Ravi Rao', email: 'ravi@buyer.example', phone: '9876543210', idempotency_key: newKey() }, b.who);
    const { id, quotation_number: number } = asked.json().data;
    const c = t.config;
    await priceQuotation(t.db, number, { A: '900' }, { storeState: c.storeState, publicUrl: c.publicUrl, storeName: c.storeName, validityDays: c.quotationValidityDays, mail: t.app.services });
    const quoted = await r.post(`/quotation-accept/${id}`, { billing_address_id: b.at.billing, shipping_address_id: b.at.shipping, payment_method: 'cash_on_delivery', idempotency_key: newKey() }, b.who);
    expect(quoted.statusCode).toBe(409);
    expect(quoted.json().errors).toEqual({ payment_method: [why] });

    // Card orders stay allowed.
    const grand = Math.round(checkout.grand_total * 100);
    const rpo = (await r.post('/create-razorpay-order', { billing_address_id: b.at.billing, shipping_address_id: b.at.shipping, amount: grand }, b.who)).json().data;
    const paid = (await r.post('/payments/sandbox/pay', { order_id: rpo.rpo_number, outcome: 'success' })).json();
    const card = await r.post('/order-store', { billing_address_id: b.at.billing, shipping_address_id: b.at.shipping, payment_method: 'razorpay', rpo_id: rpo.rpo_id, ...paid, idempotency_key: newKey() }, b.who);
    expect(card.statusCode).toBe(200);

    // Paying the overdue due lifts the block.
    await settleDues(t.db, b.who.id, { method: 'upi', reference: 'UPI-LATE', receivedOn: '2026-11-26', allocation: { amountPaise: 118_000 }, actor: 'x' });
    await setCart(t.db, b.who.id, [[pid('A'), 1]]);
    expect((await r.checkout(b.who)).cod_blocked).toBeNull();
    expect((await r.cod(b.who, b.at)).statusCode).toBe(200);
  });
});
