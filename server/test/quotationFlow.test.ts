// Quotations that close: the status flow enforced for buyer and operator, accept and
// order at the quoted prices (GST by shipping state, stock, credit), one order for parallel
// accepts, expiry, rejection, and the message thread mailed both ways.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { orders, quotations } from '../src/db/schema';
import { priceQuotation, setQuotationStatus, type AnswerContext } from '../src/modules/quotes/answer';
import { createCustomer, type TestCustomer } from './factories';
import { buildApp } from '../src/app';
import { buildTestApp } from './helper';
import { outbox } from './outbox';
import { addAddresses, addShipping, creditOf, newKey, requests, seedProducts, stockOf, type Addresses, type Shop } from './shop';

jest.setTimeout(60_000);

const SECRET = 'operator-secret-for-flow-tests';
let shop: Shop;
let buyer: TestCustomer;
let addr: Addresses;
let karnataka: string;
let answer: AnswerContext;

beforeAll(async () => {
  const t = await buildTestApp({ storeState: 'Maharashtra', operatorSecret: SECRET });
  shop = {
    t,
    r: requests(t),
    pid: await seedProducts(t.db, [
      { sku: 'QF-LAP', base: '50000.00', discount: '48000.00', gst: '18', stock: 20 },
      { sku: 'QF-MOU', base: '1000.00', gst: '12', stock: 100 },
    ]),
  };
  buyer = await createCustomer(shop.t.db, { creditLimit: '500000' });
  addr = await addAddresses(shop.t.db, buyer.id, 'Maharashtra');
  karnataka = await addShipping(shop.t.db, buyer.id, 'Karnataka');
  const c = shop.t.config;
  answer = { storeState: c.storeState, publicUrl: c.publicUrl, storeName: c.storeName, validityDays: c.quotationValidityDays, mail: t.app.services };
});
afterAll(() => shop.t.close());

const api = () => shop.r;
/** Every mail sent so far, oldest first, once the queue has sent what is ready. */
const mails = async () => (await outbox(shop.t)).map((m) => m.text);

/** Requests a quotation through the API (2 laptops, 5 mice) and answers its id and number. */
async function requestQuote(who = buyer): Promise<{ id: string; serial: number; number: string }> {
  const res = await api().post(
    '/request-quotation',
    { product_id: [shop.pid('QF-LAP'), shop.pid('QF-MOU')], quantity: [2, 5], name: 'Ravi Rao', email: 'ravi@buyer.example', phone: '9876543210', idempotency_key: newKey() },
    who,
  );
  expect(res.statusCode).toBe(200);
  // The public id for the customer's calls; the serial id for the database's rows and the operator.
  const [row] = await shop.t.db.select({ id: quotations.id }).from(quotations).where(eq(quotations.publicId, res.json().data.id));
  return { id: res.json().data.id, serial: row.id, number: res.json().data.quotation_number };
}

/** The store prices the laptop at ₹45,000 and the mouse at ₹800 (below list): the quotation is quoted. */
async function quoted(who = buyer) {
  const q = await requestQuote(who);
  const priced = await priceQuotation(shop.t.db, q.number, { 'QF-LAP': '45000', 'QF-MOU': '800' }, answer);
  expect(priced.complete).toBe(true);
  return q;
}

const view = async (id: string, who = buyer) => (await api().get(`/quotation-view/${id}`, who)).json().data.quotation;
const accept = (id: string, extra: Record<string, unknown> = {}, who = buyer) =>
  api().post(`/quotation-accept/${id}`, { billing_address_id: addr.billing, shipping_address_id: addr.shipping, payment_method: 'cash_on_delivery', idempotency_key: newKey(), ...extra }, who);
const op = (method: 'GET' | 'POST', route: string, payload?: object) =>
  shop.t.app.inject({ method, url: `/api/operator/${route}`, headers: { 'x-operator-secret': SECRET }, payload });

describe('status flow', () => {
  it('refuses to accept or reject a quotation the store has not priced, and the operator cannot skip or invent steps', async () => {
    const q = await requestQuote();
    const early = await accept(q.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Quotation ${q.number} has not been priced by the store yet, so it cannot be accepted.`);
    expect((await api().post(`/quotation-reject/${q.id}`, {}, buyer)).statusCode).toBe(409);

    await expect(setQuotationStatus(shop.t.db, q.number, 'accepted', answer)).rejects.toMatchObject({ statusCode: 409 });
    await expect(setQuotationStatus(shop.t.db, q.number, 'ordered', answer)).rejects.toMatchObject({
      statusCode: 409,
      message: 'A quotation becomes ordered when the buyer places its order, not by a status change.',
    });
    expect((await view(q.id)).status).toEqual({ status: 'pending', status_title: 'Pending' });
  });

  it('never goes back: accepted -> pending or quoted is refused, through the operator API too', async () => {
    const q = await quoted();
    const accepted = await op('POST', `quotations/${q.number}/status`, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().quotation.status).toBe('accepted');

    const back = await op('POST', `quotations/${q.number}/status`, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(`Quotation ${q.number} is accepted: it cannot go back to pending.`);
    expect((await op('POST', `quotations/${q.number}/status`, { status: 'quoted' })).statusCode).toBe(409);
    // Nor can an accepted quotation be priced again.
    await expect(priceQuotation(shop.t.db, q.number, { 'QF-MOU': '1' }, answer)).rejects.toMatchObject({ statusCode: 409 });
    const v = await view(q.id);
    expect(v.status.status).toBe('accepted');
    expect(v.can_order).toBe(true);
    expect(v.can_reject).toBe(false);
  });
});

describe('accept and order', () => {
  it('orders at the quoted prices (not list prices) with CGST + SGST for a Maharashtra address, takes stock and credit, records the quotation', async () => {
    const q = await quoted();
    const before = { lap: await stockOf(shop.t.db, shop.pid('QF-LAP')), mou: await stockOf(shop.t.db, shop.pid('QF-MOU')), credit: Number(await creditOf(shop.t.db, buyer.id)) };
    const v = await view(q.id);
    expect(v.status.status).toBe('quoted');
    expect(v.can_order).toBe(true);
    // Valid for QUOTATION_VALIDITY_DAYS (15) from pricing.
    expect(new Date(v.valid_until).getTime() - Date.now()).toBeGreaterThan(14.9 * 86_400_000);

    const res = await accept(q.id, { purchase_order_number: 'PO-77' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Quotation accepted and order placed successfully');
    expect(body.data.quotation).toMatchObject({ status: { status: 'ordered', status_title: 'Ordered' }, can_order: false, order: { order_number: body.data.order_number } });

    const detail = (await api().get(`/order-detail/${body.data.order_number}`, buyer)).json().data.order;
    // 2 x 45,000 + 5 x 800 = 94,000; GST 18% of 90,000 = 16,200 and 12% of 4,000 = 480, split in halves.
    expect(detail).toMatchObject({ sub_total: 94000, cgst: 8340, sgst: 8340, igst: 0, total_amount: 110680, purchase_order_number: 'PO-77' });
    expect(detail.order_items.map((i: { unit_price: number; product_qty: number }) => [i.unit_price, i.product_qty])).toEqual([
      [45000, 2],
      [800, 5],
    ]);
    expect(await stockOf(shop.t.db, shop.pid('QF-LAP'))).toBe(before.lap - 2);
    expect(await stockOf(shop.t.db, shop.pid('QF-MOU'))).toBe(before.mou - 5);
    expect(Number(await creditOf(shop.t.db, buyer.id))).toBe(before.credit - 110680);
    const [row] = await shop.t.db.select({ quotationId: orders.quotationId }).from(orders).where(eq(orders.orderNumber, body.data.order_number));
    expect(row.quotationId).toBe(q.serial);

    const again = await accept(q.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Quotation ${q.number} has already been ordered.`);
  });

  it('charges IGST when the chosen shipping address is in another state', async () => {
    const q = await quoted();
    const res = await accept(q.id, { shipping_address_id: karnataka });
    expect(res.statusCode).toBe(200);
    const detail = (await api().get(`/order-detail/${res.json().data.order_number}`, buyer)).json().data.order;
    expect(detail).toMatchObject({ sub_total: 94000, cgst: 0, sgst: 0, igst: 16680, total_amount: 110680 });
  });

  it('makes one order when the buyer accepts twice at once (two tabs, two keys), and one order for a retried key', async () => {
    const q = await quoted();
    const [a, b] = await Promise.all([accept(q.id), accept(q.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await shop.t.db.select({ id: orders.id }).from(orders).where(eq(orders.quotationId, q.serial))).toHaveLength(1);

    const q2 = await quoted();
    const key = newKey();
    const [c, d] = await Promise.all([accept(q2.id, { idempotency_key: key }), accept(q2.id, { idempotency_key: key })]);
    expect([c.statusCode, d.statusCode]).toEqual([200, 200]);
    expect(c.json().data.order_number).toBe(d.json().data.order_number);
    expect(await shop.t.db.select({ id: orders.id }).from(orders).where(eq(orders.quotationId, q2.serial))).toHaveLength(1);
  });

  it('refuses an address of another customer, and an order above the available credit, leaving the quotation quoted', async () => {
    const q = await quoted();
    const other = await createCustomer(shop.t.db);
    const theirs = await addAddresses(shop.t.db, other.id, 'Maharashtra');
    const res = await accept(q.id, { shipping_address_id: theirs.shipping });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.shipping_address_id).toEqual(['No shipping address added. Please choose an address.']);

    const poor = await createCustomer(shop.t.db, { creditLimit: '1000' });
    const poorAddr = await addAddresses(shop.t.db, poor.id, 'Maharashtra');
    const pq = await quoted(poor);
    const refused = await accept(pq.id, { billing_address_id: poorAddr.billing, shipping_address_id: poorAddr.shipping }, poor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The quotation total of ₹1,10,680.00 is more than your available credit of ₹1,000.00/);
    expect((await view(pq.id, poor)).status.status).toBe('quoted');
    // Someone else's quotation reads as missing.
    expect((await accept(q.id, {}, poor)).statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('reads a quoted quotation past its validity date as expired: it cannot be accepted, ordered or rejected', async () => {
    const q = await quoted();
    await shop.t.db.update(quotations).set({ validUntil: new Date(Date.now() - 60_000) }).where(eq(quotations.publicId, q.id));
    const v = await view(q.id);
    expect(v.status).toEqual({ status: 'expired', status_title: 'Expired' });
    expect(v.can_order).toBe(false);
    const lap = await stockOf(shop.t.db, shop.pid('QF-LAP'));

    const res = await accept(q.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^Quotation ${q.number} expired on .+: its prices no longer hold\\. Please request a new quotation\\.$`));
    expect(await stockOf(shop.t.db, shop.pid('QF-LAP'))).toBe(lap);
    expect((await api().post(`/quotation-reject/${q.id}`, {}, buyer)).statusCode).toBe(409);

    const list = (await api().get('/quotation-list', buyer)).json().data.data;
    expect(list.find((r: { id: string }) => r.id === q.id).status.status).toBe('expired');
    expect((await op('GET', 'quotations?status=expired')).json().quotations.map((r: { id: number }) => r.id)).toContain(q.serial);
  });

  it('expires an accepted quotation too', async () => {
    const q = await quoted();
    await setQuotationStatus(shop.t.db, q.number, 'accepted', answer);
    await shop.t.db.update(quotations).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(quotations.publicId, q.id));
    expect((await accept(q.id)).statusCode).toBe(409);
  });
});

describe('reject', () => {
  it('rejects with a reason, mails the store, and nothing more can happen to it', async () => {
    const q = await quoted();
    const tooLong = await api().post(`/quotation-reject/${q.id}`, { reason: 'x'.repeat(1001) }, buyer);
    expect(tooLong.statusCode).toBe(422);

    const res = await api().post(`/quotation-reject/${q.id}`, { reason: 'Found a better price locally' }, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quotation).toMatchObject({ status: { status: 'rejected' }, rejection_reason: 'Found a better price locally', can_order: false, can_reject: false });
    const mail = (await mails()).find((m) => m.includes(`Quotation ${q.number} was rejected by the buyer`));
    expect(mail).toContain(`To: ${shop.t.config.salesEmail}`);
    expect(mail).toContain('Found a better price locally');

    const after = await accept(q.id);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(`Quotation ${q.number} was rejected: it cannot be accepted any more.`);
  });
});

describe('reject while the mail relay is away', () => {
  it('the rejection stands and its mail to the store waits in the queue, sent once the relay answers', async () => {
    const q = await quoted();
    // A server process of the store whose mail relay is unreachable.
    const down = await buildApp({ config: { ...shop.t.config, smtpUrl: 'smtp://127.0.0.1:1' }, database: shop.t.database });
    await down.ready();
    try {
      const res = await down.inject({ method: 'POST', url: `/api/quotation-reject/${q.id}`, headers: buyer.auth, payload: { reason: 'Ordered elsewhere' } });
      expect(res.statusCode).toBe(200);
      await down.services.jobs.drain();
    } finally {
      await down.close();
    }
    const [row] = await shop.t.db.select({ status: quotations.status }).from(quotations).where(eq(quotations.quotationNumber, q.number));
    expect(row.status).toBe('rejected');
    const subject = `Quotation ${q.number} was rejected by the buyer`;
    expect((await outbox(shop.t)).filter((m) => m.subject === subject)).toEqual([]);
    // The relay is back (this process mails to the outbox) and the retry's time has come.
    await shop.t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'mail' AND state = 'retry'`);
    const sent = (await outbox(shop.t)).filter((m) => m.subject === subject);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain('Ordered elsewhere');
  });
});

describe('message thread', () => {
  it('the buyer asks (mailed to the store), the store answers through the operator API (mailed to the buyer), both read it', async () => {
    const q = await quoted();
    const blank = await api().post(`/quotation-messages/${q.id}`, { message: '   ' }, buyer);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ message: ['Please write your message.'] });

    const asked = await api().post(`/quotation-messages/${q.id}`, { message: 'Can you deliver within 3 days?' }, buyer);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.messages).toEqual([expect.objectContaining({ author: 'buyer', body: 'Can you deliver within 3 days?' })]);
    const toStore = (await mails()).find((m) => m.includes(`Question about quotation ${q.number}`));
    expect(toStore).toContain(`To: ${shop.t.config.salesEmail}`);
    expect(toStore).toContain('Reply-To: ravi@buyer.example');
    expect(toStore).toContain('Can you deliver within 3 days?');

    const reply = await op('POST', `quotations/${q.number}/messages`, { message: 'Yes, from our Pune warehouse.' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ mailed: true, message: { author: 'store', body: 'Yes, from our Pune warehouse.' } });
    expect(reply.json().quotation.messages.map((m: { author: string }) => m.author)).toEqual(['buyer', 'store']);
    const toBuyer = (await mails()).find((m) => m.includes('Yes, from our Pune warehouse.'));
    expect(toBuyer).toMatch(new RegExp(`answered about your quotation\\s+${q.number}`));
    // To the user who asked for the quotation, not the contact its form named.
    expect(toBuyer).toContain(`To: ${buyer.email}`);
    expect(toBuyer).toContain('Yes, from our Pune warehouse.');
    expect(toBuyer).toContain(`/quotation-details/${q.id}`);

    const thread = await api().get(`/quotation-messages/${q.id}`, buyer);
    expect(thread.json().data.messages.map((m: { body: string }) => m.body)).toEqual(['Can you deliver within 3 days?', 'Yes, from our Pune warehouse.']);

    const stranger = await createCustomer(shop.t.db);
    expect((await api().get(`/quotation-messages/${q.id}`, stranger)).statusCode).toBe(404);
    expect((await api().post(`/quotation-messages/${q.id}`, { message: 'hi' }, stranger)).statusCode).toBe(404);
  });
});
