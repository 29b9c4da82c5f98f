// Shopping lists, /api/shopping-lists: a company's own lists only, priced with its own
// rates, limits and field-keyed errors, 'add all to cart' under the cart's rules, and (PostgreSQL)
// parallel adds of one product merging into one row.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { SHOPPING_LIST_MESSAGES as M, SHOPPING_LISTS_MAX } from '@contracts/shoppingListRules';
import { carts, customRates, products, shoppingListItems, shoppingLists } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses, seedProducts, setCart, type Json } from './shop';

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let pending: TestCustomer;
let pid: (sku: string) => number;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: TestCustomer, payload?: Json) =>
  t.app.inject({ method, url: `/api/shopping-lists${url}`, headers: who?.auth, ...(payload ? { payload } : {}) });

async function newList(who: TestCustomer, name: string): Promise<string> {
  const res = await call('POST', '', who, { name });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

async function cartOf(customerId: number): Promise<Record<number, number>> {
  const rows = await t.db.select({ p: carts.productId, q: carts.quantity }).from(carts).where(eq(carts.customerId, customerId));
  return Object.fromEntries(rows.map((r) => [r.p, r.q]));
}

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob, pending] = await Promise.all([createCustomer(t.db), createCustomer(t.db), createCustomer(t.db, { status: 'pending' })]);
  pid = await seedProducts(t.db, [
    { sku: 'SL-AAA', base: '1000.00', stock: 10, gst: '18' },
    { sku: 'SL-BBB', base: '500.00', discount: '450.00', stock: 5, gst: '18' },
    { sku: 'SL-NONE', base: '100.00', stock: 0 },
    { sku: 'SL-OFF', base: '100.00', stock: 10, active: false },
    { sku: 'SL-FEW', base: '200.00', stock: 3 },
  ]);
  await addAddresses(t.db, alice.id, 'Maharashtra');
}, 30_000);

afterAll(async () => {
  await t?.close();
});

describe('lists', () => {
  it('creates, lists with item counts, renames and deletes; names are unique per company whatever their case', async () => {
    const id = await newList(alice, 'Monthly office');
    const dup = await call('POST', '', alice, { name: '  MONTHLY OFFICE ' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ name: [M.nameTaken] });
    // Another company may use the same name.
    expect((await call('POST', '', bob, { name: 'Monthly office' })).statusCode).toBe(200);

    await call('POST', `/${id}/items`, alice, { items: [{ product_id: pid('SL-AAA'), quantity: 2 }, { product_id: pid('SL-BBB') }] });
    const lists = (await call('GET', '', alice)).json().data.lists;
    expect(lists).toEqual([expect.objectContaining({ id, name: 'Monthly office', item_count: 2 })]);

    const renamed = await call('PATCH', `/${id}`, alice, { name: 'Monthly', note: 'For the Pune office' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Monthly', note: 'For the Pune office', item_count: 2 });
    // A rename keeps the note; a stale version is refused.
    const again = await call('PATCH', `/${id}`, alice, { name: 'Monthly stock', version: renamed.json().data.version });
    expect(again.json().data).toMatchObject({ name: 'Monthly stock', note: 'For the Pune office' });
    expect((await call('PATCH', `/${id}`, alice, { name: 'Older', version: renamed.json().data.version })).statusCode).toBe(409);

    expect((await call('DELETE', `/${id}`, alice)).statusCode).toBe(200);
    expect((await call('GET', `/${id}`, alice)).statusCode).toBe(404);
    expect(await t.db.select().from(shoppingListItems).innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.listId)).where(eq(shoppingLists.publicId, id))).toEqual([]);
  });

  it('answers bad input with field-keyed 422s', async () => {
    expect((await call('POST', '', alice, { name: '   ' })).json().errors).toEqual({ name: ['Give the list a name.'] });
    expect((await call('POST', '', alice, {})).json().errors).toEqual({ name: ['Give the list a name.'] });
    const long = await call('POST', '', alice, { name: 'x'.repeat(101), note: 'n'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors).sort()).toEqual(['name', 'note']);

    const id = await newList(alice, 'Checks');
    const bad = await call('POST', `/${id}/items`, alice, {
      items: [
        { product_id: pid('SL-AAA'), quantity: 0 },
        { product_id: pid('SL-BBB'), quantity: 100_001 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'items.0.quantity': [M.quantity], 'items.1.quantity': [M.quantity] });
    const unknown = await call('POST', `/${id}/items`, alice, { items: [{ product_id: 999999 }, { product_id: pid('SL-OFF') }] });
    expect(unknown.json().errors).toEqual({ 'items.0.product_id': [M.unknownProduct], 'items.1.product_id': [M.notSold] });
    expect((await call('POST', `/${id}/items`, alice, { items: [] })).json().errors).toEqual({ items: [M.noItems] });
    expect((await call('POST', `/${id}/items`, alice, { items: 'x' })).statusCode).toBe(422);
    expect((await call('PATCH', `/${id}/items/${pid('SL-AAA')}`, alice, { quantity: 1 })).statusCode).toBe(404);
    // Nothing was added by the refused calls.
    expect((await call('GET', `/${id}`, alice)).json().data.items).toEqual([]);
  });

  it('refuses visitors and accounts awaiting approval', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '', pending, { name: 'x' })).statusCode).toBe(403);
  });

  it('keeps at most 50 lists per company and 500 items per list', async () => {
    const who = await createCustomer(t.db);
    await t.db.insert(shoppingLists).values(Array.from({ length: SHOPPING_LISTS_MAX }, (_, i) => ({ customerId: who.id, name: `List ${i}` })));
    const over = await call('POST', '', who, { name: 'One more' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ name: [M.tooManyLists] });

    const many = await seedProducts(
      t.db,
      Array.from({ length: 501 }, (_, i) => ({ sku: `SL-MANY-${i}`, base: '10.00', stock: 1 })),
    );
    const id = await newList(alice, 'Big');
    const first = Array.from({ length: 500 }, (_, i) => ({ product_id: many(`SL-MANY-${i}`) }));
    expect((await call('POST', `/${id}/items`, alice, { items: first })).statusCode).toBe(200);
    const extra = await call('POST', `/${id}/items`, alice, { items: [{ product_id: many('SL-MANY-500') }] });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ items: [M.tooManyItems] });
    // A product already on the full list still merges.
    const merge = await call('POST', `/${id}/items`, alice, { items: [{ product_id: many('SL-MANY-0'), quantity: 2 }] });
    expect(merge.statusCode).toBe(200);
    expect(merge.json().data.items[0]).toMatchObject({ product_id: many('SL-MANY-0'), quantity: 3 });
    await call('DELETE', `/${id}`, alice);
  }, 60_000);
});

describe('ownership', () => {
  it("company B can neither read nor change company A's list: every call answers 404 and A's list stays as it was", async () => {
    const id = await newList(alice, 'Private');
    await call('POST', `/${id}/items`, alice, { items: [{ product_id: pid('SL-AAA'), quantity: 2 }] });
    const item = `/${id}/items/${pid('SL-AAA')}`;
    const answers = await Promise.all([
      call('GET', `/${id}`, bob),
      call('PATCH', `/${id}`, bob, { name: 'Stolen' }),
      call('DELETE', `/${id}`, bob),
      call('POST', `/${id}/items`, bob, { items: [{ product_id: pid('SL-BBB') }] }),
      call('PATCH', item, bob, { quantity: 9 }),
      call('DELETE', item, bob),
      call('POST', `/${id}/add-to-cart`, bob),
    ]);
    for (const a of answers) {
      expect(a.statusCode).toBe(404);
      expect(a.json().message).toBe(M.listNotFound);
    }
    expect((await call('GET', '', bob)).json().data.lists.map((l: { id: string }) => l.id)).not.toContain(id);
    const mine = (await call('GET', `/${id}`, alice)).json().data;
    expect(mine).toMatchObject({ name: 'Private', items: [expect.objectContaining({ product_id: pid('SL-AAA'), quantity: 2 })] });
    expect(await cartOf(bob.id)).toEqual({});
  });
});

describe('items and prices', () => {
  it("prices the list with the buyer's own rate (another company pays the list price), with stock states and totals", async () => {
    await t.db.insert(customRates).values({ customerId: alice.id, productId: pid('SL-AAA'), customRate: '800.00' });
    const mine = await newList(alice, 'Priced');
    const theirs = await newList(bob, 'Priced');
    const items = [
      { product_id: pid('SL-AAA'), quantity: 2 },
      { product_id: pid('SL-BBB'), quantity: 6 },
      { product_id: pid('SL-NONE'), quantity: 1 },
    ];
    await call('POST', `/${mine}/items`, alice, { items });
    await call('POST', `/${theirs}/items`, bob, { items });

    const a = (await call('GET', `/${mine}`, alice)).json().data;
    expect(a.items.map((i: Json) => [i.sku, i.unit_price, i.custom_rate, i.line_total, i.stock_state])).toEqual([
      ['SL-AAA', 800, 800, 1600, 'in_stock'],
      ['SL-BBB', 450, null, 2700, 'low_stock'],
      ['SL-NONE', 100, null, 100, 'out_of_stock'],
    ]);
    // Alice ships within Maharashtra (the store's state): CGST + SGST, 9% each on 4400.
    expect(a.totals).toEqual({ sub_total: 4400, cgst_amount: 396, sgst_amount: 396, igst_amount: 0, grand_total: 5192 });

    const csv = await call('GET', `/${mine}/csv`, alice);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="priced.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      'SKU,Quantity,Product,Unit price (INR),Line total (INR),GST %,Stock',
      'SL-AAA,2,Product SL-AAA,800.00,1600.00,18,In stock',
      'SL-BBB,6,Product SL-BBB,450.00,2700.00,18,Fewer in stock than listed',
      'SL-NONE,1,Product SL-NONE,100.00,100.00,18,Out of stock',
      '',
    ]);
    expect((await call('GET', `/${mine}/csv`, bob)).statusCode).toBe(404);

    const b = (await call('GET', `/${theirs}`, bob)).json().data;
    expect(b.items[0]).toMatchObject({ sku: 'SL-AAA', unit_price: 1000, custom_rate: null, line_total: 2000 });
  });

  it('merges a product added again into one row, changes and removes quantities, and moves the version', async () => {
    const id = await newList(alice, 'Merging');
    const v0 = (await call('GET', `/${id}`, alice)).json().data.version;
    await call('POST', `/${id}/items`, alice, { items: [{ product_id: pid('SL-AAA'), quantity: 2 }] });
    const res = await call('POST', `/${id}/items`, alice, {
      items: [
        { product_id: pid('SL-BBB'), quantity: 1 },
        { product_id: pid('SL-AAA'), quantity: 3 },
        { product_id: pid('SL-AAA'), quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((i: Json) => [i.sku, i.quantity, i.position])).toEqual([
      ['SL-AAA', 6, 1],
      ['SL-BBB', 1, 2],
    ]);
    const changed = await call('PATCH', `/${id}/items/${pid('SL-BBB')}`, alice, { quantity: 4 });
    expect(changed.json().data.items[1]).toMatchObject({ sku: 'SL-BBB', quantity: 4 });
    expect((await call('PATCH', `/${id}/items/${pid('SL-BBB')}`, alice, { quantity: 0 })).json().errors).toEqual({ quantity: [M.quantity] });
    const removed = await call('DELETE', `/${id}/items/${pid('SL-AAA')}`, alice);
    expect(removed.json().data.items.map((i: Json) => i.sku)).toEqual(['SL-BBB']);
    // Four changes (two adds, a quantity, a removal); the refused change moved nothing.
    expect(removed.json().data.version).toBe(v0 + 4);
  });
});

describe('add all to cart', () => {
  it('adds what is in stock in one step, reports the out-of-stock and withdrawn items, caps at the stock the cart leaves', async () => {
    const id = await newList(alice, 'To cart');
    await call('POST', `/${id}/items`, alice, {
      items: [
        { product_id: pid('SL-AAA'), quantity: 2 },
        { product_id: pid('SL-NONE'), quantity: 1 },
        { product_id: pid('SL-FEW'), quantity: 5 },
        { product_id: pid('SL-BBB'), quantity: 1 },
      ],
    });
    // Withdrawn after it went on the list.
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, pid('SL-BBB')));
    await setCart(t.db, alice.id, [[pid('SL-FEW'), 1]]);

    const res = await call('POST', `/${id}/add-to-cart`, alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 of 4 products added to your cart.');
    expect(body.data.lines.map((l: Json) => [l.product_id, l.outcome, l.reason, l.added_qty, l.cart_qty])).toEqual([
      [pid('SL-AAA'), 'added', null, 2, 2],
      [pid('SL-NONE'), 'skipped', 'out_of_stock', 0, 0],
      [pid('SL-FEW'), 'partial', 'stock_limited', 2, 3],
      [pid('SL-BBB'), 'skipped', 'not_sold', 0, 0],
    ]);
    expect(body.data).toMatchObject({ added_count: 2, skipped_count: 2, item_count: 2 });
    expect(await cartOf(alice.id)).toEqual({ [pid('SL-AAA')]: 2, [pid('SL-FEW')]: 3 });
    // The cart shows them at the buyer's price.
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart-list', headers: alice.auth })).json();
    expect(cart.carts.map((l: Json) => [l.product_id, l.quantity])).toEqual([
      [pid('SL-FEW'), 3],
      [pid('SL-AAA'), 2],
    ]);
    // The list itself is unchanged.
    expect((await call('GET', `/${id}`, alice)).json().data.items).toHaveLength(4);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, pid('SL-BBB')));
  });

  it('refuses an empty list', async () => {
    const id = await newList(alice, 'Empty');
    const res = await call('POST', `/${id}/add-to-cart`, alice);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ list: [M.empty] });
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('at once (PostgreSQL)', () => {
  it('two parallel adds of the same product merge into one row with both quantities', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await newList(alice, `Parallel ${round}`);
      const [a, b] = await Promise.all([
        call('POST', `/${id}/items`, alice, { items: [{ product_id: pid('SL-AAA'), quantity: 2 }] }),
        call('POST', `/${id}/items`, alice, { items: [{ product_id: pid('SL-AAA'), quantity: 3 }] }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const rows = await t.db
        .select({ q: shoppingListItems.quantity })
        .from(shoppingListItems)
        .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.listId))
        .where(eq(shoppingLists.publicId, id));
      expect(rows).toEqual([{ q: 5 }]);
    }
  });

  it('two parallel creates of one name make one list', async () => {
    const answers = await Promise.all([call('POST', '', bob, { name: 'Race' }), call('POST', '', bob, { name: 'RACE' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });
});
