// Refunds as records and GST credit notes: a refund moves money once however it is
// retried, replayed or raced with its webhook; a provider failure leaves a failed refund that a
// retry completes; partial refunds never exceed the payment; cancelling or refunding an invoiced
// order issues a consecutive credit note of at most 16 characters, downloadable by its buyer.
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { creditNoteCounters, creditNotes, orderItems, orders, paymentOrders, refunds, sandboxRefunds, walletTransactions } from '../src/db/schema';
import { main, type CliIo } from '../src/cli';
import { writeServerFile } from '../src/lib/serverFile';
import { refundOrder } from '../src/modules/orders/partialRefund';
import { setOrderStatus } from '../src/modules/orders/status';
import { refundEvent } from '../src/modules/payments/sandbox';
import { retryRefund, sendRefund } from '../src/modules/refunds/provider';
import { listRefunds } from '../src/modules/refunds/views';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, drainJobs, type TestApp } from './helper';
import { mailsTo } from './outbox';
import { pdfText } from './pdfText';
import { addAddresses, creditOf, newKey, requests, seedProducts, setCart, type Addresses } from './shop';

const SECRET = 'test-secret'; // SANDBOX_PAYMENT_SECRET of buildTestApp, also the sandbox's webhook key
const OPERATOR_SECRET = 'operator-secret-for-refund-tests';

let t: TestApp;
let r: ReturnType<typeof requests>;
let pid: (sku: string) => number;

beforeAll(async () => {
  t = await buildTestApp({
    storeState: 'Maharashtra',
    sandboxWebhookDelayMs: 0,
    storeName: 'Test Wholesale',
    storeGstin: '27AABCI4567K1Z8',
    operatorSecret: OPERATOR_SECRET,
  });
  r = requests(t);
  pid = await seedProducts(t.db, [
    { sku: 'SW', base: '1000.00', gst: '18', stock: 500 },
    { sku: 'CB', base: '100.00', gst: '18', stock: 500 },
  ]);
}, 60_000);
afterAll(() => t.close());

const ctx = () => t.app.services;
const hook = (event: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: event.headers, payload: event.body });

interface Placed {
  who: TestCustomer;
  at: Addresses;
  orderNumber: string;
  /** The serial id (the database's rows) and the public id (the customer's calls). */
  orderId: number;
  publicId: string;
  paymentId: string;
  poId: number;
}

/** A card order of 2 x SW and 3 x CB (₹2,714.00 with 18% GST), paid through the sandbox. */
async function cardOrder(state = 'Maharashtra'): Promise<Placed> {
  const who = await createCustomer(t.db, { creditLimit: '0' });
  const at = await addAddresses(t.db, who.id, state);
  await setCart(t.db, who.id, [[pid('SW'), 2], [pid('CB'), 3]]);
  const data = await r.checkout(who);
  const po = await r.post('/create-razorpay-order', { billing_address_id: at.billing, shipping_address_id: at.shipping, amount: Math.round(data.grand_total * 100) }, who);
  expect(po.statusCode).toBe(200);
  const rpo = po.json().data;
  const ids = (await r.post('/payments/sandbox/pay', { order_id: rpo.rpo_number, outcome: 'success' })).json();
  const res = await r.post(
    '/order-store',
    { billing_address_id: at.billing, shipping_address_id: at.shipping, payment_method: 'razorpay', idempotency_key: newKey(), rpo_id: rpo.rpo_id, ...ids },
    who,
  );
  expect(res.statusCode).toBe(200);
  const { id, order_number } = res.json().data;
  const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, id));
  const [stored] = await t.db.select({ id: paymentOrders.id }).from(paymentOrders).where(eq(paymentOrders.publicId, rpo.rpo_id));
  return { who, at, orderNumber: order_number, orderId: row.id, publicId: id, paymentId: ids.razorpay_payment_id, poId: stored.id };
}

// Oldest first: a refund's row moves in the table each time its job updates it.
const refundsOf = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
const atProvider = (paymentId: string) => t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));
const detail = async (p: Placed) => (await r.get(`/order-detail/${p.orderNumber}`, p.who)).json().data.order;
/** Runs the queued jobs: refund sends, and the sandbox's refund webhooks they queue in turn. */
const drain = () => drainJobs(t);
/** Brings every waiting retry forward (as its back-off passing would), then runs the jobs. */
const drainRetries = async () => {
  await t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry'`);
  return drain();
};
/** The buyer's mails about a refund's final state: its failure, and the success of a retry after one. */
const outcomeMails = async (p: Placed) => {
  const mails = await mailsTo(t, p.who.email);
  return {
    failed: mails.filter((m) => m.subject === `Refund could not be completed: order ${p.orderNumber}`),
    completed: mails.filter((m) => m.subject === `Refund completed: order ${p.orderNumber}`),
  };
};
const sendJobsOf = async (refundId: number) =>
  ((await t.db.execute(sql`SELECT state, data->>'idempotencyKey' AS key FROM pgboss.job WHERE name = 'refund-send' AND (data->>'refundId')::int = ${refundId} ORDER BY created_on`)) as unknown as {
    rows: { state: string; key: string }[];
  }).rows;

describe('refunds move money once', () => {
  it('a cancel writes a pending refund, the provider answers, a retry or a replayed webhook changes nothing', async () => {
    t.config.sandboxRefunds = 'processed';
    const p = await cardOrder();
    expect((await r.get(`/order-cancel/${p.publicId}`, p.who)).statusCode).toBe(200);
    // Written pending with the cancel, and sent by its job.
    expect(await refundsOf(p.orderId)).toEqual([expect.objectContaining({ state: 'pending', providerRefundId: null })]);
    await drain();
    const [refund] = await refundsOf(p.orderId);
    expect(refund).toMatchObject({ amountPaise: 271400, state: 'processed', reason: 'Order cancelled by the customer', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(await sendJobsOf(refund.id)).toEqual([{ state: 'completed', key: refund.idempotencyKey }]);
    expect(refund.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);

    // The same refund sent again (a retry with its key) and its webhook replayed twice.
    await sendRefund(ctx(), refund.id);
    await expect(retryRefund(ctx(), refund.id)).rejects.toThrow(/already processed/);
    const event = refundEvent(SECRET, { id: refund.providerRefundId as string, paymentId: p.paymentId, amountPaise: 271400, status: 'processed' });
    expect((await hook(event)).json().message).toBe(`refund ${refund.id} already processed`);
    expect((await hook(event)).json().message).toBe('Duplicate event ignored');
    // A late refund.failed for it (another event id) cannot undo a processed refund.
    const late = refundEvent(SECRET, { id: refund.providerRefundId as string, paymentId: p.paymentId, amountPaise: 271400, status: 'failed' });
    expect((await hook(late)).json().message).toBe(`refund ${refund.id} already processed`);

    expect((await atProvider(p.paymentId)).map((x) => x.amountPaise)).toEqual([271400]);
    expect(await refundsOf(p.orderId)).toEqual([expect.objectContaining({ state: 'processed' })]);
    // A first attempt that succeeds was announced with the cancel: no second mail for it.
    expect(await outcomeMails(p)).toEqual({ failed: [], completed: [] });
    // Cancelling again sends nothing more.
    expect((await r.get(`/order-cancel/${p.publicId}`, p.who)).statusCode).toBe(200);
    await drain();
    expect(await atProvider(p.paymentId)).toHaveLength(1);
    const [po] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, p.poId));
    expect(po).toMatchObject({ status: 'refunded', refundId: refund.providerRefundId });
  });

  it('a refund whose webhook arrives before the provider answer is stored, sent three times at once, moves money once', async () => {
    t.config.sandboxRefunds = 'pending';
    const p = await cardOrder();
    const base = ctx();
    // The provider answers 'pending', but its refund.processed webhook gets here before that answer is stored.
    const racing = {
      ...base,
      provider: {
        ...base.provider,
        refund: async (req: Parameters<typeof base.provider.refund>[0]) => {
          const answer = await base.provider.refund(req);
          const event = refundEvent(SECRET, { id: answer.id, paymentId: req.paymentId, amountPaise: req.amountPaise, status: 'processed', notes: req.notes });
          expect((await hook(event)).json().message).toMatch(/^refund \d+ processed$/);
          return answer;
        },
      },
    };
    // The cancel queues the refund's send; here it is sent through the racing provider first.
    await setOrderStatus(base, p.orderNumber, 'canceled');
    const [queued] = await refundsOf(p.orderId);
    await sendRefund(racing, queued.id);
    const [refund] = await refundsOf(p.orderId);
    expect(refund).toMatchObject({ state: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });

    // Retries racing each other and the sandbox's own (late) webhook: one refund at the provider.
    await Promise.all([sendRefund(base, refund.id), sendRefund(base, refund.id), retryRefund(base, refund.id).catch(() => null), drain()]);
    await drain();
    expect((await atProvider(p.paymentId)).map((x) => x.amountPaise)).toEqual([271400]);
    expect(await refundsOf(p.orderId)).toEqual([expect.objectContaining({ state: 'processed', attempt: 1 })]);
  });

  it('a provider answer lost on the way is asked again by the job with the same key: the provider makes one refund, settled once', async () => {
    t.config.sandboxRefunds = 'processed';
    t.config.sandboxRefundLostAnswers = 2;
    try {
      const p = await cardOrder();
      const base = ctx();
      await setOrderStatus(base, p.orderNumber, 'canceled');
      await drain();
      // The provider made the refund, but its answer never came: pending, its job waiting to ask again.
      const [pending] = await refundsOf(p.orderId);
      expect(pending).toMatchObject({ state: 'pending', providerRefundId: null });
      expect(await sendJobsOf(pending.id)).toEqual([{ state: 'retry', key: pending.idempotencyKey }]);
      expect((await detail(p)).refunds).toEqual([expect.objectContaining({ amount: 2714, state: 'pending', processed_at: null })]);
      expect((await atProvider(p.paymentId)).map((x) => x.idempotencyKey)).toEqual([pending.idempotencyKey]);

      await drainRetries();
      expect((await refundsOf(p.orderId))[0]).toMatchObject({ state: 'pending' });
      // The third ask is answered, with the refund the first one made; other asks racing it change nothing.
      await Promise.all([drainRetries(), sendRefund(base, pending.id), sendRefund(base, pending.id)]);
      expect(await refundsOf(p.orderId)).toEqual([expect.objectContaining({ state: 'processed', idempotencyKey: pending.idempotencyKey, attempt: 1 })]);
      expect((await atProvider(p.paymentId)).map((x) => [x.amountPaise, x.status])).toEqual([[271400, 'processed']]);
      expect(await sendJobsOf(pending.id)).toEqual([{ state: 'completed', key: pending.idempotencyKey }]);
      expect((await detail(p)).refunds).toEqual([expect.objectContaining({ amount: 2714, state: 'processed', processed_at: expect.any(String) })]);
    } finally {
      t.config.sandboxRefundLostAnswers = 0;
    }
  });

  it('a refund the provider answered pending is settled by its webhook, or by the scheduled check when none comes', async () => {
    t.config.sandboxRefunds = 'pending';
    const p = await cardOrder();
    await setOrderStatus(ctx(), p.orderNumber, 'canceled');
    // Only the send: the sandbox's webhook (a job of its own) is not run here, as if it were lost.
    const [queued] = await refundsOf(p.orderId);
    await sendRefund(ctx(), queued.id);
    const [pending] = await refundsOf(p.orderId);
    expect(pending).toMatchObject({ state: 'pending', providerRefundId: expect.stringMatching(/^rfnd_/) });
    await t.db.update(sandboxRefunds).set({ status: 'processed' }).where(eq(sandboxRefunds.refundId, pending.providerRefundId as string));
    const { checkPendingRefunds } = await import('../src/modules/refunds/provider');
    expect(await checkPendingRefunds(ctx(), 0)).toMatchObject({ settled: 1 });
    expect(await refundsOf(p.orderId)).toEqual([expect.objectContaining({ state: 'processed', processedAt: expect.any(Date) })]);
    await drain();
    expect(await refundsOf(p.orderId)).toEqual([expect.objectContaining({ state: 'processed' })]);
  });
});

describe('failed refunds', () => {
  it('a refund the provider declines is failed, listed, and a retry completes it with a new key', async () => {
    t.config.sandboxRefunds = 'fail';
    const p = await cardOrder();
    await r.get(`/order-cancel/${p.publicId}`, p.who);
    await drain();
    const [failed] = await refundsOf(p.orderId);
    expect(failed).toMatchObject({ state: 'failed', failureReason: 'Refund declined (sandbox: SANDBOX_REFUNDS=fail).' });
    // A decline is final for that key: the job failed at once, not to be retried.
    expect(await sendJobsOf(failed.id)).toEqual([{ state: 'failed', key: failed.idempotencyKey }]);
    expect((await listRefunds(t.db, 'failed')).map((x) => x.id)).toContain(failed.id);
    expect((await detail(p)).refunds).toEqual([expect.objectContaining({ state: 'failed' })]);
    // The buyer is told the money has not reached them, and why, once.
    const told = await outcomeMails(p);
    expect(told.failed).toHaveLength(1);
    expect(told.failed[0].text).toContain(`Your refund of ₹2,714.00 for order ${p.orderNumber} could not be completed: Refund declined (sandbox: SANDBOX_REFUNDS=fail).`);
    expect(told.failed[0].text).toContain('We will retry the refund or contact you about it');
    expect(told.completed).toEqual([]);
    // Sending the failed attempt again changes nothing and mails nothing.
    await sendRefund(ctx(), failed.id);
    await drain();
    expect((await outcomeMails(p)).failed).toHaveLength(1);

    t.config.sandboxRefunds = 'processed';
    expect(await retryRefund(ctx(), failed.id)).toMatchObject({ state: 'pending', attempt: 2, failureReason: null });
    await drain();
    const [done] = await refundsOf(p.orderId);
    const after = await outcomeMails(p);
    expect(after.failed).toHaveLength(1);
    expect(after.completed).toHaveLength(1);
    expect(after.completed[0].text).toContain(`Your refund of ₹2,714.00 for order ${p.orderNumber} has been completed.`);
    // Its webhook replayed (a new event id) finds it processed: no second mail.
    const replay = refundEvent(SECRET, { id: done.providerRefundId as string, paymentId: p.paymentId, amountPaise: 271400, status: 'processed' });
    expect((await hook(replay)).json().message).toBe(`refund ${done.id} already processed`);
    expect((await outcomeMails(p)).completed).toHaveLength(1);
    expect(done).toMatchObject({ state: 'processed', attempt: 2, failureReason: null });
    expect(done.idempotencyKey).not.toBe(failed.idempotencyKey);
    expect((await atProvider(p.paymentId)).map((x) => x.amountPaise)).toEqual([271400]);
    expect((await listRefunds(t.db, 'failed')).map((x) => x.id)).not.toContain(failed.id);
  });

  it('a refund that fails later (refund.failed webhook) is retried into one processed refund', async () => {
    t.config.sandboxRefunds = 'fail-later';
    const p = await cardOrder();
    await r.get(`/order-cancel/${p.publicId}`, p.who);
    // The send, then the sandbox's refund.failed webhook (a 'payment-event' job it queued).
    for (let i = 0; i < 20 && (await refundsOf(p.orderId))[0].state === 'pending'; i += 1) await drain();
    const [failed] = await refundsOf(p.orderId);
    expect(failed).toMatchObject({ state: 'failed', failureReason: 'The bank could not complete the refund.' });
    // The refund.failed webhook replayed (a new event id): the refund moved once, and is mailed once.
    const again = refundEvent(SECRET, { id: failed.providerRefundId as string, paymentId: p.paymentId, amountPaise: 271400, status: 'failed' });
    expect((await hook(again)).json().message).toBe(`refund ${failed.id} already failed`);
    const told = await outcomeMails(p);
    expect(told.failed.map((m) => m.text.includes('could not be completed: The bank could not complete the refund.'))).toEqual([true]);
    t.config.sandboxRefunds = 'processed';
    await retryRefund(ctx(), failed.id);
    await drain();
    expect((await refundsOf(p.orderId))[0]).toMatchObject({ state: 'processed', attempt: 2 });
    expect(await outcomeMails(p)).toMatchObject({ failed: [expect.anything()], completed: [expect.anything()] });
    const moved = await atProvider(p.paymentId);
    expect(moved.map((x) => [x.amountPaise, x.status]).sort()).toEqual([[271400, 'failed'], [271400, 'processed']]);
  });

  it('refuses bad states for list', async () => {
    await expect(listRefunds(t.db, 'done')).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('partial refunds', () => {
  it('never add up to more than the payment, even when two race', async () => {
    t.config.sandboxRefunds = 'processed';
    const p = await cardOrder();
    expect((await refundOrder(ctx(), p.orderNumber, { amount: '2000', reason: 'Price adjusted' })).refund).toMatchObject({ amount: 2000, state: 'pending' });
    await drain();
    expect((await refundsOf(p.orderId))[0]).toMatchObject({ amountPaise: 200000, state: 'processed' });
    await expect(refundOrder(ctx(), p.orderNumber, { amount: '800' })).rejects.toMatchObject({ statusCode: 422, message: 'Only ₹714.00 of the payment is left to refund.' });
    const raced = await Promise.allSettled([refundOrder(ctx(), p.orderNumber, { amount: '500' }), refundOrder(ctx(), p.orderNumber, { amount: '500' })]);
    expect(raced.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    await expect(refundOrder(ctx(), p.orderNumber, { amount: 'abc' })).rejects.toMatchObject({ statusCode: 422 });
    await expect(refundOrder(ctx(), p.orderNumber, { amount: '0' })).rejects.toMatchObject({ statusCode: 422 });
    // Cancelling refunds what is left: ₹214.00.
    await r.get(`/order-cancel/${p.publicId}`, p.who);
    await drain();
    const all = await refundsOf(p.orderId);
    expect(all.map((x) => x.amountPaise)).toEqual([200000, 50000, 21400]);
    expect((await atProvider(p.paymentId)).reduce((s, x) => s + x.amountPaise, 0)).toBe(271400);
  });
});

describe('credit notes', () => {
  const approve = (n: string) => setOrderStatus(ctx(), n, 'approved');
  const noteNo = (n: string) => Number(n.split('/')[2]);

  it('a refund of invoiced lines and the cancel of the rest issue consecutive credit notes of at most 16 characters', async () => {
    t.config.sandboxRefunds = 'processed';
    const p = await cardOrder();
    await approve(p.orderNumber);
    await expect(refundOrder(ctx(), p.orderNumber, { amount: '100' })).rejects.toMatchObject({ statusCode: 422, errors: { lines: [expect.stringContaining('name the lines')] } });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, p.orderId));
    const cable = items.find((i) => i.productQty === 3)!;
    await expect(refundOrder(ctx(), p.orderNumber, { lines: [{ item_id: cable.id, quantity: 4 }] })).rejects.toMatchObject({ statusCode: 422 });
    await expect(refundOrder(ctx(), p.orderNumber, { lines: [{ item_id: 999999, quantity: 1 }] })).rejects.toMatchObject({ statusCode: 422 });

    const part = await refundOrder(ctx(), p.orderNumber, { lines: [{ item_id: cable.id, quantity: 1 }], reason: 'One cable returned' });
    expect(part.refund).toMatchObject({ amount: 118, state: 'pending' });
    expect(part.credit_note).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    expect((await r.get(`/order-cancel/${p.publicId}`, p.who)).statusCode).toBe(200);
    await drain();

    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, p.orderId)).orderBy(creditNotes.id);
    expect(notes).toHaveLength(2);
    for (const n of notes) expect(n.noteNumber.length).toBeLessThanOrEqual(16);
    expect(noteNo(notes[1].noteNumber)).toBe(noteNo(notes[0].noteNumber) + 1);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, p.orderId));
    expect(notes[0]).toMatchObject({ invoiceNumber: o.invoiceNumber, intraState: true, taxablePaise: 10000, cgstPaise: 900, sgstPaise: 900, igstPaise: 0, totalPaise: 11800 });
    // The rest: 2 x SW and 2 x CB, and the credit notes add up to the invoice.
    expect(notes[1]).toMatchObject({ reason: 'Order cancelled by the customer', taxablePaise: 220000, totalPaise: 259600 });
    expect(notes[0].totalPaise + notes[1].totalPaise).toBe(271400);
    expect((await refundsOf(p.orderId)).map((x) => x.amountPaise)).toEqual([11800, 259600]);

    // The buyer sees them and downloads the PDF; another customer cannot.
    const seen = await detail(p);
    expect(seen.credit_notes.map((n: { note_number: string }) => n.note_number)).toEqual(notes.map((n) => n.noteNumber));
    expect(seen.refunds.map((x: { state: string }) => x.state)).toEqual(['processed', 'processed']);
    const file = notes[0].noteNumber.replace(/\//g, '-');
    const pdf = await t.app.inject({ url: `/api/order-credit-note/${file}`, headers: p.who.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${file}.pdf"`);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Credit Note',
      'Test Wholesale',
      'GSTIN: 27AABCI4567K1Z8',
      notes[0].noteNumber,
      `Against invoice: ${o.invoiceNumber}`,
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply: Maharashtra (27)',
      'One cable returned',
      'CGST credited Rs. 9.00',
      'Total credited Rs. 118.00',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    const encoded = await t.app.inject({ url: `/api/order-credit-note/${encodeURIComponent(notes[0].noteNumber)}`, headers: p.who.auth });
    expect(encoded.statusCode).toBe(200);
    const other = await createCustomer(t.db);
    expect((await t.app.inject({ url: `/api/order-credit-note/${file}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('an inter-state note credits IGST', async () => {
    t.config.sandboxRefunds = 'processed';
    const p = await cardOrder('Karnataka');
    await approve(p.orderNumber);
    await r.get(`/order-cancel/${p.publicId}`, p.who);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, p.orderId));
    expect(note).toMatchObject({ intraState: false, cgstPaise: 0, sgstPaise: 0, igstPaise: 41400, totalPaise: 271400 });
  });

  it('a cancelled cash-on-delivery invoice returns the credit once, with a wallet entry naming the credit note', async () => {
    const who = await createCustomer(t.db, { creditLimit: '10000' });
    const at = await addAddresses(t.db, who.id, 'Maharashtra');
    await setCart(t.db, who.id, [[pid('SW'), 1], [pid('CB'), 2]]);
    const placed = await r.cod(who, at);
    const { id, order_number: n } = placed.json().data;
    const [{ serial }] = await t.db.select({ serial: orders.id }).from(orders).where(eq(orders.publicId, id));
    await approve(n);
    expect(await creditOf(t.db, who.id)).toBe('8584.00');
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, serial));
    const cable = items.find((i) => i.productQty === 2)!;
    const part = await refundOrder(ctx(), n, { lines: [{ item_id: cable.id, quantity: 1 }], reason: 'One cable returned' });
    expect(part).toMatchObject({ refund: null, credit_returned: 11800 });
    expect(await creditOf(t.db, who.id)).toBe('8702.00');
    await r.get(`/order-cancel/${id}`, who);
    await r.get(`/order-cancel/${id}`, who);
    // The cancel gives back, once, what is still outstanding of the order's due (₹1,416.00 less the
    // ₹118.00 the return gave back): the order's debit comes back exactly once in all, never more
    // than the limit (it gave back the whole ₹1,416.00 again before the credit ledger: ₹10,118.00).
    expect(await creditOf(t.db, who.id)).toBe('10000.00');
    const wallet = await t.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, who.id)).orderBy(walletTransactions.id);
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, serial)).orderBy(creditNotes.id);
    expect(wallet.map((w) => [w.type, w.orderNumber])).toEqual([['d', n], ['c', notes[0].noteNumber], ['c', n]]);
    expect(wallet[2].description).toContain(`credit note ${notes[1].noteNumber}`);
    expect(wallet[2].amount).toBe('1298.00');
  });

  it('numbers notes per financial year', async () => {
    await t.db.delete(creditNoteCounters).where(eq(creditNoteCounters.financialYear, '2098-99'));
    const { nextCreditNoteNumber } = await import('../src/modules/gst/invoiceNumbers');
    const at = new Date('2099-03-31T18:29:59Z');
    const issued = await t.db.transaction(async (tx) => [await nextCreditNoteNumber(tx, at), await nextCreditNoteNumber(tx, at), await nextCreditNoteNumber(tx, new Date('2099-03-31T18:30:00Z'))]);
    expect(issued).toEqual(['CN/98-99/00001', 'CN/98-99/00002', 'CN/99-00/00001']);
  });
});

describe('npm run store -- refunds | refund', () => {
  function capture(): CliIo & { stdout: string[]; stderr: string[] } {
    const stdout: string[] = [];
    const stderr: string[] = [];
    return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
  }

  it('lists failed refunds, retries one, and refunds part of an order through the running store', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-refunds-live-'));
    try {
      const { port } = t.app.server.address() as net.AddressInfo;
      writeServerFile(dir, { url: `http://127.0.0.1:${port}`, secret: OPERATOR_SECRET, pid: process.pid });
      const env = { DATA_DIR: dir };
      t.config.sandboxRefunds = 'fail';
      const p = await cardOrder();
      await r.get(`/order-cancel/${p.publicId}`, p.who);
      await drain();
      const [failed] = await refundsOf(p.orderId);

      const list = capture();
      expect(await main(['refunds', '--failed'], env, list)).toBe(0);
      const out = list.stdout.join('\n');
      expect(out).toMatch(new RegExp(`^${failed.id}\\s+failed\\s+₹2,714\\.00\\s+${p.orderNumber}`, 'm'));
      expect(out).toContain('Retry a failed refund with: npm run store -- refunds retry <id>');

      t.config.sandboxRefunds = 'processed';
      const retry = capture();
      expect(await main(['refunds', 'retry', String(failed.id)], env, retry)).toBe(0);
      // The retry queues the send: the store's job sends it.
      expect(retry.stdout[0]).toMatch(new RegExp(`^Refund ${failed.id}: ₹2,714\\.00 of order ${p.orderNumber}, pending, attempt 2$`));
      await drain();
      const shown = capture();
      expect(await main(['refunds'], env, shown)).toBe(0);
      expect(shown.stdout.join('\n')).toMatch(new RegExp(`^${failed.id}\\s+processed\\s+₹2,714\\.00\\s+${p.orderNumber}`, 'm'));
      const again = capture();
      expect(await main(['refunds', 'retry', String(failed.id)], env, again)).toBe(1);
      expect(again.stderr[0]).toMatch(/already processed/);

      const q = await cardOrder();
      const part = capture();
      expect(await main(['refund', q.orderNumber, '--amount', '100.50', '--reason', 'Late delivery'], env, part)).toBe(0);
      expect(part.stdout[0]).toMatch(new RegExp(`^Refund \\d+ of ₹100\\.50 for order ${q.orderNumber}: pending\\.$`));
      await drain();
      const tooMuch = capture();
      expect(await main(['refund', q.orderNumber, '--amount', '5000'], env, tooMuch)).toBe(1);
      expect(tooMuch.stderr.join('\n')).toContain('Only ₹2,613.50 of the payment is left to refund.');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
