// Every pair of cart and order writes run at once, for one customer and for two customers on one
// product: no request answers 5xx (a deadlock did, before one lock order and the retry), and the
// stock, credit and orders add up as if the requests had run one by one. PostgreSQL only: PGlite
// has one connection, so nothing there runs at once. CONCURRENCY_ROUNDS sets the rounds per pair.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, ne, sql } from 'drizzle-orm';
import { customers, freeProducts, orderItems, orders, products } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import type { TestApp } from './helper';
import { addAddresses, openShop, setCart, type Addresses, type Shop } from './shop';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 8);
const STOCK = 100_000;
const CREDIT = '100000000';

jest.setTimeout(300_000);

let t: TestApp;
let r: Shop['r'];
let pid: (sku: string) => number;

interface Buyer {
  who: TestCustomer;
  at: Addresses;
}

async function buyer(): Promise<Buyer> {
  const who = await createCustomer(t.db, { creditLimit: CREDIT });
  return { who, at: await addAddresses(t.db, who.id, 'Maharashtra') };
}

type Res = Awaited<ReturnType<Shop['r']['post']>>;
const fivexx: { pair: string; status: number; body: string }[] = [];
const seen = new Map<string, number[]>();

function record(pair: string, answers: Res[]) {
  for (const a of answers) {
    seen.set(pair, [...(seen.get(pair) ?? []), a.statusCode]);
    if (a.statusCode >= 500) fivexx.push({ pair, status: a.statusCode, body: a.body });
  }
}

/** Stock and credit equal what the orders that stand (not cancelled) took: nothing lost or doubled. */
async function expectBooksBalance(buyers: Buyer[]) {
  for (const sku of ['A', 'B', 'FREE']) {
    const id = pid(sku);
    const [p] = await t.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id));
    const lines = await t.db
      .select({ qty: orderItems.productQty })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productId, id), ne(orders.status, 'canceled')));
    const freeUnits = await t.db.select({ id: orders.id }).from(orders).where(and(eq(orders.freeProductId, id), ne(orders.status, 'canceled')));
    expect(p.stock + lines.reduce((n, l) => n + l.qty, 0) + freeUnits.length).toBe(STOCK);
  }
  for (const b of buyers) {
    const [c] = await t.db.select({ credit: customers.creditLimit }).from(customers).where(eq(customers.id, b.who.id));
    const placed = await t.db
      .select({ total: orders.totalAmount })
      .from(orders)
      .where(and(eq(orders.customerId, b.who.id), ne(orders.status, 'canceled')));
    const spent = placed.reduce((n, o) => n + Math.round(Number(o.total) * 100), 0);
    expect(Math.round(Number(c.credit) * 100) + spent).toBe(Math.round(Number(CREDIT) * 100));
  }
}

beforeAll(async () => {
  ({ t, r, pid } = await openShop([
    { sku: 'A', base: '100.00', gst: '18', stock: STOCK },
    { sku: 'B', base: '250.00', gst: '18', stock: STOCK },
    { sku: 'FREE', base: '10.00', gst: '18', stock: STOCK },
  ]));
  await t.db.insert(freeProducts).values({ productId: pid('FREE') });
}, 60_000);
afterAll(async () => {
  // Shown in the run's output: how many requests each pair of writes made and how many failed.
  if (seen.size > 0) console.log([...seen].map(([pair, codes]) => `${pair}: ${codes.length} requests, ${codes.filter((c) => c >= 500).length} 5xx`).join('\n'));
  await t.close();
});

onPostgres(`concurrent cart and order writes on PostgreSQL (${ROUNDS} rounds per pair)`, () => {
  let one: Buyer;
  let two: Buyer;
  let pastOrder: string;

  beforeAll(async () => {
    one = await buyer();
    two = await buyer();
    await setCart(t.db, one.who.id, [[pid('A'), 1], [pid('B'), 2]]);
    const placed = await r.cod(one.who, one.at);
    expect(placed.statusCode).toBe(200);
    pastOrder = placed.json().data.id;
  });

  const cartLine = async (b: Buyer, sku: string) => {
    const res = await r.get('/cart-items', b.who);
    return (res.json().cart_items as { id: string; product_id: number }[]).find((l) => l.product_id === pid(sku))!.id;
  };
  const quick = (b: Buyer) => r.post('/quick-order/add', { rows: [{ line: 1, sku: 'A', quantity: '2' }, { line: 2, sku: 'B', quantity: '1' }] }, b.who);
  const add = (b: Buyer, sku: string, quantity = 1) => r.post('/add-to-cart', { product_id: pid(sku), quantity }, b.who);

  const pairs: [name: string, setup: () => Promise<void>, run: () => Promise<Res>[]][] = [
    ['order-store vs quick-order add', () => setCart(t.db, one.who.id, [[pid('A'), 1]]), () => [r.cod(one.who, one.at), quick(one)]],
    ['order-store vs reorder', () => setCart(t.db, one.who.id, [[pid('B'), 1]]), () => [r.cod(one.who, one.at), r.post('/reorder', { order_id: pastOrder }, one.who)]],
    ['order-store vs add-to-cart', () => setCart(t.db, one.who.id, [[pid('A'), 1]]), () => [r.cod(one.who, one.at), add(one, 'B')]],
    [
      'order-store (with free product) vs add-free-product',
      () => setCart(t.db, one.who.id, [[pid('A'), 1]]),
      () => [r.cod(one.who, one.at), r.post('/add-free-product', { product_id: pid('FREE') }, one.who)],
    ],
    [
      'add-free-product vs add-to-cart of the same product',
      () => setCart(t.db, one.who.id, [[pid('A'), 1]]),
      () => [r.post('/add-free-product', { product_id: pid('FREE') }, one.who), add(one, 'FREE')],
    ],
    [
      'remove-free-product vs add-to-cart of the same product',
      () => setCart(t.db, one.who.id, [[pid('A'), 1]], pid('FREE')),
      () => [r.post('/remove-free-product', { product_id: pid('FREE') }, one.who), add(one, 'FREE')],
    ],
    [
      'update-cart vs delete-cart of one line',
      () => setCart(t.db, one.who.id, [[pid('A'), 1], [pid('B'), 1]]),
      () => {
        const line = cartLine(one, 'A');
        return [line.then((id) => r.post('/update-cart', { cart_id: id, quantity: 3 }, one.who)), line.then((id) => r.post('/delete-cart', { cart_id: id }, one.who))];
      },
    ],
    [
      'delete-cart (last line) vs add-free-product',
      () => setCart(t.db, one.who.id, [[pid('A'), 1]]),
      () => {
        const line = cartLine(one, 'A');
        return [line.then((id) => r.post('/delete-cart', { cart_id: id }, one.who)), r.post('/add-free-product', { product_id: pid('FREE') }, one.who)];
      },
    ],
    ['quick-order add vs reorder', () => setCart(t.db, one.who.id, []), () => [quick(one), r.post('/reorder', { order_id: pastOrder }, one.who)]],
    [
      'cancel vs order-store',
      async () => {
        await setCart(t.db, one.who.id, [[pid('A'), 1], [pid('B'), 1]]);
        const placed = await r.cod(one.who, one.at);
        expect(placed.statusCode).toBe(200);
        cancelId = placed.json().data.id;
        await setCart(t.db, one.who.id, [[pid('A'), 2], [pid('B'), 1]]);
      },
      () => [r.get(`/order-cancel/${cancelId}`, one.who), r.cod(one.who, one.at)],
    ],
    [
      'two customers: order-store vs add-to-cart of one product',
      async () => {
        await setCart(t.db, one.who.id, [[pid('A'), 1], [pid('B'), 1]]);
        await setCart(t.db, two.who.id, [[pid('B'), 1]]);
      },
      () => [r.cod(one.who, one.at), add(two, 'A'), quick(two)],
    ],
    [
      'two customers: order-store vs order-store on one product',
      async () => {
        await setCart(t.db, one.who.id, [[pid('A'), 1], [pid('B'), 1]]);
        await setCart(t.db, two.who.id, [[pid('B'), 2], [pid('A'), 1]]);
      },
      () => [r.cod(one.who, one.at), r.cod(two.who, two.at), add(one, 'A'), add(two, 'B')],
    ],
  ];
  let cancelId = '';

  it.each(pairs.map((p) => [p[0], p] as const))('%s: no 5xx', async (_name, [name, setup, run]) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await setup();
      record(name, await Promise.all(run()));
    }
    expect(fivexx.filter((f) => f.pair === name)).toEqual([]);
  });

  it('stock and credit add up as if every request had run alone', async () => {
    await expectBooksBalance([one, two]);
  });
});

onPostgres('a deadlock that still happens is retried (db/retry.ts)', () => {
  it('two transactions that lock two rows in opposite orders both commit', async () => {
    const [a, b] = [pid('A'), pid('B')];
    // Each holds its first row until the other has taken its own: one of them must be the victim.
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothHold = new Promise<void>((resolve) => (release = resolve));
    const meet = async () => {
      arrived += 1;
      if (arrived === 2) release();
      await Promise.race([bothHold, new Promise((resolve) => setTimeout(resolve, 2000))]);
    };
    let attempts = 0;
    const crossed = (first: number, second: number) =>
      t.db.transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`select id from products where id = ${first} for update`);
        await meet();
        await tx.execute(sql`update products set stock_quantity = stock_quantity + 1 where id = ${second}`);
        await tx.execute(sql`update products set stock_quantity = stock_quantity - 1 where id = ${second}`);
      });
    await expect(Promise.all([crossed(a, b), crossed(b, a)])).resolves.toBeDefined();
    // Three runs: the two, and the victim's second try.
    expect(attempts).toBe(3);
  });
});

