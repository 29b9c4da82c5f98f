// 'Order again' (POST /reorder) and quick order (POST /quick-order/check, /quick-order/add).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { cartFreeProducts, carts, customRates, freeProducts, products } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, requests, seedProducts, setCart, type Json } from './shop';

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let pending: TestCustomer;
let pid: (sku: string) => number;
let req: ReturnType<typeof requests>;
let orderId: string;
let orderNumber: string;

async function cartOf(customerId: number): Promise<Record<number, number>> {
  const rows = await t.db.select({ p: carts.productId, q: carts.quantity }).from(carts).where(eq(carts.customerId, customerId));
  return Object.fromEntries(rows.map((r) => [r.p, r.q]));
}
const setProduct = (sku: string, values: Partial<typeof products.$inferInsert>) => t.db.update(products).set(values).where(eq(products.id, pid(sku)));

beforeAll(async () => {
  t = await buildTestApp();
  req = requests(t);
  [alice, bob, pending] = await Promise.all([createCustomer(t.db), createCustomer(t.db), createCustomer(t.db, { status: 'pending' })]);
  pid = await seedProducts(t.db, [
    { sku: 'RO-AAA', base: '1000.00', stock: 10 },
    { sku: 'RO-BBB', base: '500.00', discount: '450.00', stock: 5 },
    { sku: 'RO-CCC', base: '200.00', stock: 3 },
    { sku: 'RO-DDD', base: '300.00', stock: 2 },
    { sku: 'RO-FREE', base: '99.00', stock: 5 },
    { sku: 'QO-ONE', base: '100.00', stock: 10 },
    { sku: 'QO-TWO', base: '250.50', stock: 4 },
    { sku: 'QO-OFF', base: '100.00', stock: 10, active: false },
    { sku: 'QO-NONE', base: '100.00', stock: 0 },
  ]);
  await t.db.insert(freeProducts).values({ productId: pid('RO-FREE') });
  const a = await addAddresses(t.db, alice.id, 'Maharashtra');
  // Alice's order: AAA x2, BBB x4, CCC x3, DDD x1 and the free product; stock left: 8, 1, 0, 1.
  await setCart(t.db, alice.id, [
    [pid('RO-AAA'), 2],
    [pid('RO-BBB'), 4],
    [pid('RO-CCC'), 3],
    [pid('RO-DDD'), 1],
  ], pid('RO-FREE'));
  const placed = await req.cod(alice, a);
  expect(placed.statusCode).toBe(200);
  ({ id: orderId, order_number: orderNumber } = placed.json().data);
}, 30_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /reorder', () => {
  type Line = { product_id: number; outcome: string; reason: string | null; added_qty: number; cart_qty: number; unit_price: number | null; message: string };
  const lineOf = (body: Json, sku: string) => (body.data as { lines: Line[] }).lines.find((l) => l.product_id === pid(sku));

  it("adds the order's lines at today's prices, capped at today's stock and merged with the cart; says why the rest were not added", async () => {
    await setProduct('RO-DDD', { isActive: false }); // no longer sold
    await setProduct('RO-AAA', { discountPrice: '900.00' }); // today's price
    await t.db.insert(customRates).values({ customerId: alice.id, productId: pid('RO-BBB'), customRate: '400.00' });
    await setCart(t.db, alice.id, [[pid('RO-AAA'), 7]]); // stock 8: room for 1 more

    const res = await req.post('/reorder', { order_id: orderId }, alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 of 4 products added to your cart.');
    expect(body.data).toMatchObject({ order_number: orderNumber, added_count: 2, skipped_count: 2, item_count: 2 });
    expect(body.data.lines).toHaveLength(4); // not the free product
    expect(lineOf(body, 'RO-AAA')).toMatchObject({
      outcome: 'partial',
      reason: 'stock_limited',
      added_qty: 1,
      cart_qty: 8,
      unit_price: 900,
      message: 'Only 8 in stock: added 1 of 2 (your cart already held 7).',
    });
    expect(lineOf(body, 'RO-BBB')).toMatchObject({ outcome: 'partial', added_qty: 1, cart_qty: 1, unit_price: 400, message: 'Only 1 in stock: added 1 of 4.' });
    expect(lineOf(body, 'RO-CCC')).toMatchObject({ outcome: 'skipped', reason: 'out_of_stock', added_qty: 0, message: 'This product is out of stock.' });
    expect(lineOf(body, 'RO-DDD')).toMatchObject({ outcome: 'skipped', reason: 'not_sold', added_qty: 0, unit_price: null, message: 'This product is no longer sold.' });

    expect(await cartOf(alice.id)).toEqual({ [pid('RO-AAA')]: 8, [pid('RO-BBB')]: 1 });
    const free = await t.db.select().from(cartFreeProducts).where(eq(cartFreeProducts.customerId, alice.id));
    expect(free).toEqual([]);
    // The cart prices the lines today, like any other line.
    const cart = (await req.get('/cart-list', alice)).json();
    expect(cart.carts.map((l: { unit_price: number }) => l.unit_price).sort()).toEqual([400, 900]);
  });

  it('adds every line in full when stock allows, and skips lines the cart already holds at the stock limit', async () => {
    await setProduct('RO-BBB', { stockQuantity: 50 });
    await setProduct('RO-CCC', { stockQuantity: 50 });
    await setProduct('RO-DDD', { isActive: true, stockQuantity: 50 });
    await setCart(t.db, alice.id, [[pid('RO-AAA'), 8], [pid('RO-BBB'), 1]]);
    const body = (await req.post('/reorder', { order_id: orderId }, alice)).json();
    expect(lineOf(body, 'RO-AAA')).toMatchObject({ outcome: 'skipped', reason: 'stock_limited', added_qty: 0, cart_qty: 8, message: 'Your cart already holds all 8 in stock.' });
    expect(lineOf(body, 'RO-BBB')).toMatchObject({ outcome: 'added', reason: null, added_qty: 4, cart_qty: 5, message: 'Added 4 (your cart already held 1).' });
    expect(lineOf(body, 'RO-CCC')).toMatchObject({ outcome: 'added', added_qty: 3, cart_qty: 3, message: 'Added 3.' });
    expect(await cartOf(alice.id)).toEqual({ [pid('RO-AAA')]: 8, [pid('RO-BBB')]: 5, [pid('RO-CCC')]: 3, [pid('RO-DDD')]: 1 });
  });

  it("answers someone else's order and an unknown order with 404, and touches no cart", async () => {
    await setCart(t.db, bob.id, []);
    const other = await req.post('/reorder', { order_id: orderId }, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Order not found');
    expect((await req.post('/reorder', { order_id: 2_000_000_000 }, bob)).statusCode).toBe(404);
    expect(await cartOf(bob.id)).toEqual({});
  });

  it('refuses visitors (401), pending accounts (403), and a bad order id like an unknown one (404)', async () => {
    expect((await req.post('/reorder', { order_id: orderId })).statusCode).toBe(401);
    expect((await req.post('/reorder', { order_id: orderId }, pending)).statusCode).toBe(403);
    const bad = await req.post('/reorder', { order_id: 'abc' }, alice);
    expect(bad.statusCode).toBe(404);
    expect((await req.post('/reorder', {}, alice)).json().errors).toHaveProperty('order_id');
  });
});

describe('POST /quick-order/check and /quick-order/add', () => {
  const rows = (...list: [string, string][]) => ({ rows: list.map(([sku, quantity], i) => ({ line: i + 1, sku, quantity })) });
  type Row = { line: number; status: string; message: string; quantity: number | null; line_total: number | null; product: { id: number; in_cart: number } | null };

  it('checks every row and says what is wrong with each, adding nothing', async () => {
    await setCart(t.db, alice.id, [[pid('QO-TWO'), 1]]);
    const res = await req.post(
      '/quick-order/check',
      rows(
        ['QO-ONE', '3'], // 1
        ['qo-one ', '2'], // 2: same SKU, other spelling: merged
        ['NOPE-123', '1'], // 3
        ['QO-OFF', '1'], // 4
        ['QO-NONE', '1'], // 5
        ['QO-TWO', '4'], // 6: stock 4, cart holds 1
        ['QO-ONE', '1.5'], // 7
        ['QO-ONE', '0'], // 8
        ['QO-ONE', 'two'], // 9
        ['', '2'], // 10
      ),
      alice,
    );
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    const byLine = new Map((data.rows as Row[]).map((r) => [r.line, r]));
    expect(byLine.get(1)).toMatchObject({ status: 'merged', quantity: 3, line_total: 300, message: 'Same SKU as line 2: added together (5).' });
    expect(byLine.get(2)).toMatchObject({ status: 'merged', quantity: 2, message: 'Same SKU as line 1: added together (5).' });
    expect(byLine.get(3)).toMatchObject({ status: 'error', product: null, message: 'No product has this SKU.' });
    expect(byLine.get(4)).toMatchObject({ status: 'error', message: 'This product is no longer sold.' });
    expect(byLine.get(5)).toMatchObject({ status: 'error', message: 'This product is out of stock.' });
    expect(byLine.get(6)).toMatchObject({ status: 'error', message: 'Only 4 in stock and your cart holds 1: add at most 3.' });
    expect(byLine.get(6)!.product).toMatchObject({ id: pid('QO-TWO'), in_cart: 1 });
    for (const line of [7, 8, 9]) expect(byLine.get(line)).toMatchObject({ status: 'error', quantity: null, message: 'Quantity must be a whole number of at least 1.' });
    expect(byLine.get(10)).toMatchObject({ status: 'error', message: 'Enter a SKU.' });
    expect(data).toMatchObject({ valid_count: 2, error_count: 8, sub_total: 500 });
    expect(message).toBe('2 of 10 rows can go to the cart.');
    expect(await cartOf(alice.id)).toEqual({ [pid('QO-TWO')]: 1 });
  });

  it('flags merged rows whose sum is more than the stock', async () => {
    await setCart(t.db, alice.id, []);
    const { data } = (await req.post('/quick-order/check', rows(['QO-TWO', '3'], ['QO-TWO', '2']), alice)).json();
    expect(data.rows.map((r: Row) => [r.status, r.message])).toEqual([
      ['error', 'Only 4 in stock. (lines 1, 2 together ask for 5.)'],
      ['error', 'Only 4 in stock. (lines 1, 2 together ask for 5.)'],
    ]);
  });

  it('adds all valid rows in one step, merged with the cart', async () => {
    await setCart(t.db, alice.id, [[pid('QO-ONE'), 4]]);
    const res = await req.post('/quick-order/add', rows(['QO-ONE', '2'], ['QO-TWO', '3'], ['qo-one', '1']), alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '2 products added to your cart.', data: { added_count: 2, item_count: 2 } });
    expect(await cartOf(alice.id)).toEqual({ [pid('QO-ONE')]: 7, [pid('QO-TWO')]: 3 });
  });

  it('adds nothing when any row fails, naming each failing row', async () => {
    await setCart(t.db, alice.id, [[pid('QO-ONE'), 1]]);
    const res = await req.post('/quick-order/add', rows(['QO-ONE', '2'], ['QO-TWO', '3'], ['NOPE', '1'], ['QO-TWO', '9']), alice);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Nothing was added: 3 rows need attention.',
      errors: {
        'rows.3': ['No product has this SKU.'],
        'rows.2': ['Only 4 in stock. (lines 2, 4 together ask for 12.)'],
        'rows.4': ['Only 4 in stock. (lines 2, 4 together ask for 12.)'],
      },
    });
    expect(res.json().errors).not.toHaveProperty('rows.1');
    expect(await cartOf(alice.id)).toEqual({ [pid('QO-ONE')]: 1 });
  });

  it('checks again on add: stock sold since the check means nothing is added', async () => {
    await setCart(t.db, alice.id, []);
    const list = rows(['QO-ONE', '2'], ['QO-TWO', '4']);
    expect((await req.post('/quick-order/check', list, alice)).json().data.error_count).toBe(0);
    await setProduct('QO-TWO', { stockQuantity: 3 });
    const res = await req.post('/quick-order/add', list, alice);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'rows.2': ['Only 3 in stock.'] });
    expect(await cartOf(alice.id)).toEqual({});
    await setProduct('QO-TWO', { stockQuantity: 4 });
  });

  it('refuses an empty list and more than 500 rows with a clear message', async () => {
    const empty = await req.post('/quick-order/check', { rows: [] }, alice);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ rows: ['Add at least one line: SKU, quantity.'] });
    const many = { rows: Array.from({ length: 501 }, (_, i) => ({ line: i + 1, sku: 'QO-ONE', quantity: '1' })) };
    for (const url of ['/quick-order/check', '/quick-order/add']) {
      const res = await req.post(url, many, alice);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ rows: ['A quick order takes up to 500 rows; this list has 501. Split it into smaller lists.'] });
    }
    expect((await req.post('/quick-order/check', { rows: [{ line: 1, sku: 'QO-ONE' }] }, alice)).statusCode).toBe(422);
  });

  it('is for approved customers only, like Add to cart', async () => {
    const list = rows(['QO-ONE', '1']);
    for (const url of ['/quick-order/check', '/quick-order/add']) {
      expect((await req.post(url, list)).statusCode).toBe(401);
      expect((await req.post(url, list, pending)).statusCode).toBe(403);
    }
    expect(await cartOf(pending.id)).toEqual({});
  });

  it('checks and adds 500 rows well under a second (through HTTP)', async () => {
    const fixtures = Array.from({ length: 500 }, (_, i) => ({ sku: `BULK-${String(i).padStart(4, '0')}`, base: '10.00', stock: 100 }));
    const bulk = await seedProducts(t.db, fixtures);
    await setCart(t.db, bob.id, [[bulk('BULK-0000'), 5]]);
    const list = { rows: fixtures.map((f, i) => ({ line: i + 2, sku: f.sku.toLowerCase(), quantity: String((i % 9) + 1) })) };
    // Warm the route's compiled schemas once, as a running server would have.
    await req.post('/quick-order/check', { rows: list.rows.slice(0, 2) }, bob);

    let started = performance.now();
    const check = await req.post('/quick-order/check', list, bob);
    const checkMs = performance.now() - started;
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ valid_count: 500, error_count: 0 });

    started = performance.now();
    const add = await req.post('/quick-order/add', list, bob);
    const addMs = performance.now() - started;
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toMatchObject({ added_count: 500, item_count: 500 });
    const [first] = await t.db.select({ q: carts.quantity }).from(carts).where(and(eq(carts.customerId, bob.id), eq(carts.productId, bulk('BULK-0000'))));
    expect(first.q).toBe(6);
    console.log(`quick order, 500 rows through app.inject: check ${checkMs.toFixed(0)} ms, add ${addMs.toFixed(0)} ms`);
    expect(checkMs).toBeLessThan(1000);
    expect(addMs).toBeLessThan(1000);
  }, 30_000);
});
