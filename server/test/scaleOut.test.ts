// Two server processes on one PostgreSQL database serve one store: what is done through one is
// seen by the other at its next request (catalogue caches, carts, sign-outs), and the limits and
// idempotency keys hold across both. PostgreSQL only: the embedded database allows one process.
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema';
import { contactInquiry, createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, newKey, seedProducts, stockOf, type Addresses } from './shop';
import { startServer as startProcess, stopServer, type Server } from './serverProcesses';

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

jest.setTimeout(120_000);

/** The real server on its own port and DATA_DIR, with a low form limit to share. */
const startServer = () => startProcess({ DATABASE_URL: databaseUrl, FORM_RATE_LIMIT: '3' });

onPostgres('two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  let a: Server;
  let b: Server;
  let buyer: TestCustomer;
  let addresses: Addresses;
  let pid: (sku: string) => number;

  const call = async (server: Server, url: string, opts: { who?: TestCustomer; body?: unknown } = {}) => {
    const res = await fetch(`${server.base}/api${url}`, {
      method: opts.body === undefined ? 'GET' : 'POST',
      headers: { ...(opts.who ? opts.who.auth : {}), ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many routes, read loosely
  };
  const listed = async (server: Server, sku: string, who?: TestCustomer) => {
    const { json } = await call(server, '/product-list?itemsPerPage=50', { who });
    return (json.data.data as { sku: string; stock_quantity: number; is_in_cart: boolean }[]).find((p) => p.sku === sku);
  };

  beforeAll(async () => {
    // Empties the shared test database; the servers then find a store that is not empty (no seed).
    t = await buildTestApp();
    pid = await seedProducts(t.db, [
      { sku: 'SCALE-1', base: '1000', stock: 10 },
      { sku: 'SCALE-2', base: '500', stock: 10 },
    ]);
    buyer = await createCustomer(t.db, { creditLimit: '100000' });
    addresses = await addAddresses(t.db, buyer.id, 'Maharashtra');
    [a, b] = await Promise.all([startServer(), startServer()]);
  });

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await t?.close();
  });

  it('shows a cart line and an order placed through one in the other\'s next answers', async () => {
    // Both have the listing cached before the change.
    expect((await listed(a, 'SCALE-1', buyer))?.stock_quantity).toBe(10);
    expect((await listed(b, 'SCALE-1', buyer))?.stock_quantity).toBe(10);
    expect((await listed(b, 'SCALE-1'))?.stock_quantity).toBe(10);

    expect((await call(a, '/add-to-cart', { who: buyer, body: { product_id: pid('SCALE-1'), quantity: 3 } })).status).toBe(200);
    const cart = await call(b, '/cart-list', { who: buyer });
    expect(cart.json.carts.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity])).toEqual([[pid('SCALE-1'), 3]]);
    expect((await listed(b, 'SCALE-1', buyer))?.is_in_cart).toBe(true);

    const order = await call(a, '/order-store', {
      who: buyer,
      body: { billing_address_id: addresses.billing, shipping_address_id: addresses.shipping, payment_method: 'cash_on_delivery', idempotency_key: newKey() },
    });
    expect(order.status).toBe(200);
    expect((await listed(b, 'SCALE-1'))?.stock_quantity).toBe(7);
    expect(await listed(b, 'SCALE-1', buyer)).toMatchObject({ stock_quantity: 7, is_in_cart: false });
    expect((await call(b, `/productdetail/${pid('SCALE-1')}`)).json.data.stock_quantity).toBe(7);
    expect((await call(b, `/order-detail/${order.json.data.order_number}`, { who: buyer })).status).toBe(200);
  });

  it('places one order for one idempotency key sent to both at once', async () => {
    await call(a, '/add-to-cart', { who: buyer, body: { product_id: pid('SCALE-2'), quantity: 2 } });
    const body = { billing_address_id: addresses.billing, shipping_address_id: addresses.shipping, payment_method: 'cash_on_delivery', idempotency_key: newKey() };
    const [fromA, fromB] = await Promise.all([call(a, '/order-store', { who: buyer, body }), call(b, '/order-store', { who: buyer, body })]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromA.json.data.order_number).toBe(fromB.json.data.order_number);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, body.idempotency_key))).toHaveLength(1);
    expect(await stockOf(t.db, pid('SCALE-2'))).toBe(8);
  });

  it('counts wrong passwords and form posts sent to either against one limit', async () => {
    const wrong = { email: buyer.email, password: 'Wrong@12345' };
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await call(server, '/customer-login', { body: wrong })).status);
    // Five free failures (spread over both), then the pair waits, on either server.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await call(a, '/customer-login', { body: wrong })).status).toBe(429);

    const posts: number[] = [];
    for (const server of [a, b, a, b]) posts.push((await call(server, '/contact-us', { body: contactInquiry })).status);
    expect(posts).toEqual([200, 200, 200, 429]);
  });

  it('refuses a token at the other right after it signed out at one', async () => {
    const other = await createCustomer(t.db);
    expect((await call(b, '/customer-profile', { who: other })).status).toBe(200);
    expect((await call(a, '/customer-logout', { who: other, body: {} })).status).toBe(200);
    expect((await call(b, '/customer-profile', { who: other })).status).toBe(401);
  });
});
