// Cart and free-product API (spec 7) and the shared pricing/GST rules of lib/gst.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  addresses,
  brands,
  cartFreeProducts,
  carts,
  categories,
  customRates,
  freeProducts,
  products,
} from '../src/db/schema';
import { cartTotals, isSameState, listPricePaise, priceLine, splitGst, taxOn, unitPricePaise } from '../src/lib/gst';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

describe('lib/gst', () => {
  it('prices a unit: custom rate, else discount price, else base price', () => {
    expect(unitPricePaise({ basePrice: '500.00', discountPrice: '450.00', customRate: '400.33' })).toBe(40033);
    expect(unitPricePaise({ basePrice: '500.00', discountPrice: '450.00', customRate: null })).toBe(45000);
    expect(unitPricePaise({ basePrice: '500.00', discountPrice: null })).toBe(50000);
    expect(listPricePaise({ basePrice: '500.00', discountPrice: '450.00', customRate: '1.00' })).toBe(45000);
  });

  it('rounds the tax half up to the paisa, with exact arithmetic for two-decimal rates', () => {
    expect(taxOn(10005, 18)).toBe(1801); // 1800.9
    expect(taxOn(250, 18)).toBe(45);
    expect(taxOn(25, 18)).toBe(5); // 4.5 -> 5
    expect(taxOn(1000, 0.25)).toBe(3); // 2.5 -> 3
    expect(taxOn(333, 12.5)).toBe(42); // 41.625
  });

  it('splits tax into CGST + SGST within the state, adding up to the rounded tax for odd paise', () => {
    expect(splitGst(10005, 18, true)).toEqual({ cgst: 901, sgst: 900, igst: 0 });
    expect(splitGst(10000, 18, true)).toEqual({ cgst: 900, sgst: 900, igst: 0 });
    for (let amount = 1; amount < 500; amount += 7) {
      for (const rate of [5, 12, 18, 28]) {
        const s = splitGst(amount, rate, true);
        expect(s.cgst + s.sgst).toBe(taxOn(amount, rate));
        expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('charges IGST for another state', () => {
    expect(splitGst(10005, 18, false)).toEqual({ cgst: 0, sgst: 0, igst: 1801 });
  });

  it('compares states case-insensitively and trimmed; no state counts as the same state', () => {
    expect(isSameState('  maharashtra ', 'Maharashtra')).toBe(true);
    expect(isSameState('Karnataka', 'Maharashtra')).toBe(false);
    expect(isSameState(null, 'Maharashtra')).toBe(true);
    expect(isSameState('', 'Maharashtra')).toBe(true);
  });

  it('taxes per line and sums the lines', () => {
    const a = priceLine(10005, 1, 18, true);
    const b = priceLine(25000, 3, 28, true);
    expect(a).toEqual({ lineTotal: 10005, cgst: 901, sgst: 900, igst: 0 });
    expect(b).toEqual({ lineTotal: 75000, cgst: 10500, sgst: 10500, igst: 0 });
    expect(cartTotals([a, b])).toEqual({
      sub_total: 85005,
      cgst_amount: 11401,
      sgst_amount: 11400,
      igst_amount: 0,
      grand_total: 85005 + 11401 + 11400,
    });
    expect(cartTotals([])).toEqual({ sub_total: 0, cgst_amount: 0, sgst_amount: 0, igst_amount: 0, grand_total: 0 });
  });
});

let t: TestApp;
let alice: TestCustomer; // approved, default shipping address in the store's state, custom rate on RATED
let bob: TestCustomer; // approved, default shipping address in another state
let carol: TestCustomer; // approved, no shipping address
let pending: TestCustomer;
const idOf = new Map<string, number>(); // sku -> id (ids differ between PGlite and PostgreSQL runs)
const pid = (sku: string) => {
  const id = idOf.get(sku);
  if (id === undefined) throw new Error(`no fixture ${sku}`);
  return id;
};

interface Fixture {
  sku: string;
  base: string;
  discount: string | null;
  gst: string;
  stock: number;
  active?: boolean;
}

const FIXTURE: Fixture[] = [
  { sku: 'GST18', base: '1200.00', discount: '1000.05', gst: '18', stock: 5 },
  { sku: 'GST28', base: '250.00', discount: null, gst: '28', stock: 3 },
  { sku: 'RATED', base: '500.00', discount: '450.00', gst: '18', stock: 10 },
  { sku: 'NOSTOCK', base: '99.00', discount: null, gst: '18', stock: 0 },
  { sku: 'ONE', base: '10.00', discount: null, gst: '18', stock: 1 },
  { sku: 'RACE', base: '10.00', discount: null, gst: '18', stock: 3 },
  { sku: 'HIDDEN', base: '10.00', discount: null, gst: '18', stock: 5, active: false },
  { sku: 'FREE-A', base: '300.00', discount: null, gst: '18', stock: 4 },
  { sku: 'FREE-B', base: '200.00', discount: null, gst: '18', stock: 4 },
  { sku: 'FREE-OOS', base: '200.00', discount: null, gst: '18', stock: 0 },
  { sku: 'FREE-OFF', base: '200.00', discount: null, gst: '18', stock: 4 },
];

async function seed() {
  const [category] = await t.db.insert(categories).values({ slug: 'accessories', title: 'Accessories' }).returning();
  const [brand] = await t.db.insert(brands).values({ slug: 'acme', brandName: 'Acme' }).returning();
  const rows = await t.db
    .insert(products)
    .values(
      FIXTURE.map((f) => ({
        sku: f.sku,
        modelNumber: `M-${f.sku}`,
        productName: `Product ${f.sku}`,
        productSlug: f.sku.toLowerCase(),
        categoryId: category.id,
        brandId: brand.id,
        primaryImage: `/media/products/${f.sku.toLowerCase()}.svg`,
        basePrice: f.base,
        discountPrice: f.discount,
        gstRate: f.gst,
        stockQuantity: f.stock,
        isActive: f.active ?? true,
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  for (const r of rows) idOf.set(r.sku, r.id);

  alice = await createCustomer(t.db);
  bob = await createCustomer(t.db);
  carol = await createCustomer(t.db);
  pending = await createCustomer(t.db, { status: 'pending' });

  await t.db.insert(customRates).values({ customerId: alice.id, productId: pid('RATED'), customRate: '400.33' });
  const address = { kind: 'shipping' as const, line1: '1 Road', city: 'City', country: 'India', pincode: '400001', phone: '9876543210' };
  await t.db.insert(addresses).values([
    // Case and spaces differ from config.storeState on purpose.
    { ...address, customerId: alice.id, state: `  ${t.config.storeState.toUpperCase()} `, isDefault: 'y' },
    { ...address, customerId: bob.id, state: t.config.storeState, isDefault: 'n' },
    { ...address, customerId: bob.id, state: 'Karnataka', isDefault: 'y' },
  ]);
  await t.db.insert(freeProducts).values([
    { productId: pid('FREE-A') },
    { productId: pid('FREE-B') },
    { productId: pid('FREE-OOS') },
    { productId: pid('FREE-OFF'), isActive: false },
  ]);
}

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra' });
  await seed();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const get = (url: string, who?: TestCustomer) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: who?.auth });
const post = (url: string, payload: Json, who?: TestCustomer) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: who?.auth, payload });
/** A form post, as the storefront sends update-cart and delete-cart. */
const postForm = (url: string, fields: Record<string, string | number>, who?: TestCustomer) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...who?.auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });
const add = (who: TestCustomer, sku: string, extra: Json = {}) => post('/add-to-cart', { product_id: pid(sku), ...extra }, who);

interface CartLine {
  id: string;
  product_id: number;
  quantity: number;
  unit_price: number;
  line_total: number;
  product: Json & { cgst: number; sgst: number; igst: number };
}
const cartOf = async (who: TestCustomer) => {
  const res = await get('/cart-list', who);
  expect(res.statusCode).toBe(200);
  return res.json() as { status: boolean; carts: CartLine[]; summary: Json; free_product: Json | null };
};
const lineOf = async (who: TestCustomer, sku: string) => {
  const line = (await cartOf(who)).carts.find((l) => l.product_id === pid(sku));
  if (!line) throw new Error(`${sku} not in cart`);
  return line;
};
async function emptyCart(who: TestCustomer) {
  await t.db.delete(carts).where(eq(carts.customerId, who.id));
  await t.db.delete(cartFreeProducts).where(eq(cartFreeProducts.customerId, who.id));
}

describe('who may use the cart', () => {
  const routes = (who?: TestCustomer) => [
    get('/cart-list', who),
    get('/cart-items', who),
    post('/add-to-cart', { product_id: pid('GST18') }, who),
    postForm('/update-cart', { cart_id: 1, quantity: 1 }, who),
    postForm('/delete-cart', { cart_id: 1 }, who),
    get('/free-products-list', who),
    post('/add-free-product', { product_id: pid('FREE-A') }, who),
    post('/remove-free-product', { product_id: pid('FREE-A') }, who),
  ];

  it('refuses visitors with 401 on every route, even with a bad body', async () => {
    for (const res of await Promise.all(routes())) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false });
    }
    expect((await post('/add-to-cart', {})).statusCode).toBe(401);
  });

  it('refuses accounts awaiting approval with 403 and its message', async () => {
    for (const res of await Promise.all(routes(pending))) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/awaiting approval/);
    }
    expect(await t.db.select().from(carts).where(eq(carts.customerId, pending.id))).toEqual([]);
  });
});

describe('cart list', () => {
  it('is an empty JSON cart to start with', async () => {
    const res = await get('/cart-list', carol);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      status: true,
      carts: [],
      summary: { item_count: 0, sub_total: 0, cgst_amount: 0, sgst_amount: 0, igst_amount: 0, grand_total: 0 },
      free_product: null,
    });
    expect((await get('/cart-items', carol)).json()).toEqual({ status: true, cart_items: [] });
  });
});

describe('add to cart', () => {
  it('adds a line priced by the server, ignoring prices in the request', async () => {
    const res = await add(alice, 'GST18', { quantity: 2, price: 1, unit_price: 1, line_total: 1, gst: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'Product added to cart successfully',
      data: {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        product_id: pid('GST18'),
        quantity: 2,
        unit_price: 1000.05,
        line_total: 2000.1,
        product: {
          id: pid('GST18'),
          name: 'Product GST18',
          slug: 'gst18',
          image: '/media/products/gst18.svg',
          price: 1000.05,
          customRates: null,
          quantity: 5,
          gst: 18,
          // 200010 paise x 18% = 36001.8 -> 36002: an even split.
          cgst: 180.01,
          sgst: 180.01,
          igst: 0,
        },
      },
    });
  });

  it('defaults the quantity to 1 and takes form posts', async () => {
    const res = await postForm('/add-to-cart', { product_id: pid('GST28') }, carol);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ quantity: 1, unit_price: 250, line_total: 250 });
  });

  it('raises the quantity of a product already in the cart instead of adding a line', async () => {
    const first = await add(bob, 'GST28', { quantity: 1 });
    const second = await add(bob, 'GST28', { quantity: 2 });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(second.json().data.quantity).toBe(3);
    const rows = await t.db.select().from(carts).where(and(eq(carts.customerId, bob.id), eq(carts.productId, pid('GST28'))));
    expect(rows).toHaveLength(1);
    expect(rows[0].quantity).toBe(3);
  });

  it('caps the quantity by stock with a clear message and leaves the line unchanged', async () => {
    // bob already holds all 3 units of GST28.
    const res = await add(bob, 'GST28', { quantity: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: false,
      message: 'Only 3 units of this product are in stock.',
      errors: { quantity: ['Only 3 units of this product are in stock.'] },
    });
    expect((await lineOf(bob, 'GST28')).quantity).toBe(3);

  });

  it('adds what the stock allows when asked for more, and says how many went in', async () => {
    const tooMany = await add(carol, 'RATED', { quantity: 11 });
    expect(tooMany.statusCode).toBe(200);
    expect(tooMany.json()).toMatchObject({ status: true, message: 'Only 10 in stock: 10 added to your cart.', data: { quantity: 10 } });
    expect((await lineOf(carol, 'RATED')).quantity).toBe(10);
    // With part of the stock already in the cart, only the rest goes in.
    await post('/delete-cart', { cart_id: (await lineOf(carol, 'RATED')).id }, carol);
    expect((await add(carol, 'RATED', { quantity: 8 })).statusCode).toBe(200);
    const rest = await add(carol, 'RATED', { quantity: 5 });
    expect(rest.json()).toMatchObject({ message: 'Only 10 in stock: 2 added to your cart.', data: { quantity: 10 } });
    await post('/delete-cart', { cart_id: (await lineOf(carol, 'RATED')).id }, carol);
  });

  it('refuses a product with no stock', async () => {
    const res = await add(carol, 'NOSTOCK');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: false,
      message: 'This product is out of stock.',
      errors: { quantity: ['This product is out of stock.'] },
    });
  });

  it('answers 404 for a missing or inactive product', async () => {
    for (const product_id of [pid('HIDDEN'), 2147483647]) {
      const res = await post('/add-to-cart', { product_id }, carol);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, message: 'Product not found' });
    }
  });

  it('answers bad input with 422 field errors', async () => {
    const missing = await post('/add-to-cart', {}, carol);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('product_id');

    const zero = await add(carol, 'RATED', { quantity: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({ quantity: ['Quantity must be at least 1'] });

    const words = await post('/add-to-cart', { product_id: 'abc', quantity: 'many' }, carol);
    expect(words.statusCode).toBe(422);
    expect(Object.keys(words.json().errors).sort()).toEqual(['product_id', 'quantity']);

    const fraction = await add(carol, 'RATED', { quantity: 1.5 });
    expect(fraction.statusCode).toBe(422);
  });

  it('lets concurrent adds of one product never pass the stock', async () => {
    const results = await Promise.all([add(carol, 'RACE', { quantity: 2 }), add(carol, 'RACE', { quantity: 2 })]);
    // The second add finds one unit left and takes it, never a fourth.
    expect(results.map((r) => r.json().message).sort()).toEqual(['Only 3 in stock: 1 added to your cart.', 'Product added to cart successfully']);
    expect((await lineOf(carol, 'RACE')).quantity).toBe(3);
  });
});

describe('prices and tax in the cart', () => {
  it("uses the customer's price-list rate for the unit price", async () => {
    const res = await add(alice, 'RATED', { quantity: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      unit_price: 400.33,
      line_total: 1200.99,
      product: { price: 450, customRates: 400.33, gst: 18 },
    });
    // Another customer pays the list price for the same product.
    const other = await add(bob, 'RATED', { quantity: 1 });
    expect(other.json().data).toMatchObject({ unit_price: 450, product: { price: 450, customRates: null } });
  });

  it('splits tax into CGST + SGST when the default shipping address is in the store state', async () => {
    const cart = await cartOf(alice);
    expect(cart.carts.map((l) => l.product_id)).toEqual([pid('GST18'), pid('RATED')]);
    // GST18: 200010 paise at 18% = 36002 -> 18001 + 18001. RATED: 120099 at 18% = 21617.82 -> 21618 -> 10809 + 10809.
    expect(cart.carts.map((l) => [l.product.cgst, l.product.sgst, l.product.igst])).toEqual([
      [180.01, 180.01, 0],
      [108.09, 108.09, 0],
    ]);
    expect(cart.summary).toEqual({
      item_count: 2,
      sub_total: 3201.09,
      cgst_amount: 288.1,
      sgst_amount: 288.1,
      igst_amount: 0,
      grand_total: 3777.29,
    });
  });

  it('charges IGST when the default shipping address is in another state', async () => {
    const cart = await cartOf(bob);
    const gst28 = cart.carts.find((l) => l.product_id === pid('GST28'));
    // 75000 paise at 28% = 21000.
    expect(gst28?.product).toMatchObject({ gst: 28, cgst: 0, sgst: 0, igst: 210 });
    expect(cart.summary).toMatchObject({ cgst_amount: 0, sgst_amount: 0, igst_amount: 210 + 81, sub_total: 750 + 450 });
    expect(cart.summary.grand_total).toBe(750 + 450 + 291);
  });

  it('treats a customer without a default shipping address as in the store state', async () => {
    const cart = await cartOf(carol);
    const line = cart.carts.find((l) => l.product_id === pid('GST28'));
    // 25000 paise at 28% = 7000 -> 3500 + 3500.
    expect(line?.product).toMatchObject({ cgst: 35, sgst: 35, igst: 0 });
  });

  it('lists lines in the order they were added, named by their public ids, and cart-items returns the same lines', async () => {
    const cart = await cartOf(alice);
    const rows = await t.db.select({ publicId: carts.publicId }).from(carts).where(eq(carts.customerId, alice.id)).orderBy(carts.id);
    expect(cart.carts.map((l) => l.id)).toEqual(rows.map((row) => row.publicId));
    for (const l of cart.carts) expect(l.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await get('/cart-items', alice)).json()).toEqual({ status: true, cart_items: cart.carts });
  });
});

describe('update cart', () => {
  it('sets the quantity from a form post and reprices the line', async () => {
    const line = await lineOf(alice, 'GST18');
    const res = await postForm('/update-cart', { cart_id: line.id, quantity: 4 }, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Cart updated',
      data: { id: line.id, quantity: 4, unit_price: 1000.05, line_total: 4000.2 },
    });
    expect((await lineOf(alice, 'GST18')).quantity).toBe(4);
  });

  it('also answers the line and the summary exactly as cart-list shows them after the change', async () => {
    const line = await lineOf(alice, 'GST18');
    const res = await postForm('/update-cart', { cart_id: line.id, quantity: 3 }, alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const after = await cartOf(alice);
    expect(after.carts.length).toBeGreaterThan(1);
    expect(body.data).toEqual(after.carts.find((l) => l.id === line.id));
    expect(body.summary).toEqual(after.summary);
    expect(body.summary.sub_total).toBe(after.carts.reduce((sum, l) => Math.round((sum + l.line_total) * 100) / 100, 0));
    await postForm('/update-cart', { cart_id: line.id, quantity: 4 }, alice);
  });

  it('refuses a quantity below 1', async () => {
    const line = await lineOf(alice, 'GST18');
    for (const quantity of [0, -2]) {
      const res = await postForm('/update-cart', { cart_id: line.id, quantity }, alice);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: false,
        message: 'Quantity must be at least 1',
        errors: { quantity: ['Quantity must be at least 1'] },
      });
    }
    expect((await lineOf(alice, 'GST18')).quantity).toBe(4);
  });

  it('refuses more than the stock', async () => {
    const line = await lineOf(alice, 'GST18');
    const res = await post('/update-cart', { cart_id: line.id, quantity: 6 }, alice);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ quantity: ['Only 5 units of this product are in stock.'] });
    expect((await lineOf(alice, 'GST18')).quantity).toBe(4);
  });

  it("answers 404 for another customer's line and leaves it alone", async () => {
    const line = await lineOf(alice, 'GST18');
    const res = await postForm('/update-cart', { cart_id: line.id, quantity: 1 }, bob);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false });
    expect((await lineOf(alice, 'GST18')).quantity).toBe(4);
  });

  it('answers bad input with 422 field errors', async () => {
    const res = await postForm('/update-cart', {}, alice);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['cart_id', 'quantity']);
    expect((await post('/update-cart', {}, alice)).statusCode).toBe(422);
  });
});

describe('delete cart', () => {
  it("answers 404 for another customer's line and keeps it", async () => {
    const line = await lineOf(alice, 'GST18');
    const res = await postForm('/delete-cart', { cart_id: line.id }, bob);
    expect(res.statusCode).toBe(404);
    expect((await cartOf(alice)).carts.some((l) => l.id === line.id)).toBe(true);
  });

  it('removes an own line, answering JSON', async () => {
    const line = await lineOf(alice, 'GST18');
    const res = await postForm('/delete-cart', { cart_id: line.id }, alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: true, message: 'Item removed from cart' });
    expect((await cartOf(alice)).carts.some((l) => l.id === line.id)).toBe(false);
    // Gone now: a second delete is a 404.
    expect((await postForm('/delete-cart', { cart_id: line.id }, alice)).statusCode).toBe(404);
  });

  it('answers bad input with 422', async () => {
    const res = await postForm('/delete-cart', {}, alice);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('cart_id');
  });
});

describe('free product', () => {
  let dave: TestCustomer;
  beforeAll(async () => {
    dave = await createCustomer(t.db);
  });

  it('lists the active offers of products in stock, with none chosen', async () => {
    const res = await get('/free-products-list', dave);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      data: {
        products: [
          { id: pid('FREE-A'), product_name: 'Product FREE-A', primary_image: '/media/products/free-a.svg' },
          { id: pid('FREE-B'), product_name: 'Product FREE-B', primary_image: '/media/products/free-b.svg' },
        ],
      },
      free_product: null,
    });
  });

  it('needs a line in the cart first', async () => {
    const res = await post('/add-free-product', { product_id: pid('FREE-A') }, dave);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Add a product to your cart before choosing a free product.');
  });

  it('refuses a product that is not on offer', async () => {
    await add(dave, 'GST18');
    for (const sku of ['GST18', 'FREE-OOS', 'FREE-OFF']) {
      const res = await post('/add-free-product', { product_id: pid(sku) }, dave);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: false, message: 'This product is not on offer.' });
    }
  });

  it('takes one free product and shows it in the list and the cart', async () => {
    const res = await post('/add-free-product', { product_id: pid('FREE-A') }, dave);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Free product added to cart' });
    const chosen = { id: pid('FREE-A'), product_name: 'Product FREE-A', primary_image: '/media/products/free-a.svg' };
    expect((await get('/free-products-list', dave)).json().free_product).toEqual(chosen);
    expect((await cartOf(dave)).free_product).toEqual(chosen);
    // The free product is not a priced cart line.
    expect((await cartOf(dave)).carts.map((l) => l.product_id)).toEqual([pid('GST18')]);
  });

  it('allows at most one per customer (409), even when asked at the same time', async () => {
    const again = await post('/add-free-product', { product_id: pid('FREE-B') }, dave);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: false,
      message: 'You have already chosen a free product. Remove it to choose another.',
    });
    const erin = await createCustomer(t.db);
    await add(erin, 'GST18');
    const both = await Promise.all([
      post('/add-free-product', { product_id: pid('FREE-A') }, erin),
      post('/add-free-product', { product_id: pid('FREE-B') }, erin),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(cartFreeProducts).where(eq(cartFreeProducts.customerId, erin.id))).toHaveLength(1);
  });

  it('removes only the chosen one; none or another answers 404', async () => {
    const other = await post('/remove-free-product', { product_id: pid('FREE-B') }, dave);
    expect(other.statusCode).toBe(404);
    const res = await post('/remove-free-product', { product_id: pid('FREE-A') }, dave);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Free product removed from cart' });
    expect((await get('/free-products-list', dave)).json().free_product).toBeNull();
    expect((await post('/remove-free-product', { product_id: pid('FREE-A') }, dave)).statusCode).toBe(404);
    // Free again to choose another.
    expect((await post('/add-free-product', { product_id: pid('FREE-B') }, dave)).statusCode).toBe(200);
  });

  it("cannot touch another customer's free product", async () => {
    const res = await post('/remove-free-product', { product_id: pid('FREE-B') }, alice);
    expect(res.statusCode).toBe(404);
    expect((await cartOf(dave)).free_product).toMatchObject({ id: pid('FREE-B') });
  });

  it('is released when the last cart line is removed', async () => {
    const line = await lineOf(dave, 'GST18');
    await postForm('/delete-cart', { cart_id: line.id }, dave);
    const cart = await cartOf(dave);
    expect(cart.carts).toEqual([]);
    expect(cart.free_product).toBeNull();
  });

  it('answers bad input with 422', async () => {
    for (const url of ['/add-free-product', '/remove-free-product']) {
      const res = await post(url, { product_id: 'abc' }, dave);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('product_id');
    }
  });

  afterAll(() => emptyCart(dave));
});
