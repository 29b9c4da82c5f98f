// Checkout, cash on delivery against credit, orders, cancellation and the wallet.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { cartFreeProducts, customers, customRates, freeProducts, orderItems, orders, payments, walletTransactions } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { outbox } from './outbox';
import { addAddresses, addShipping, cartSize, creditOf, newKey, requests, seedProducts, setCart, stockOf, type Addresses } from './shop';

let t: TestApp;
let pid: (sku: string) => number;
let r: ReturnType<typeof requests>;

let alice: TestCustomer; // Maharashtra (the store's state), custom rate on RATED
let aliceAt: Addresses;
let bob: TestCustomer; // Karnataka
let bobAt: Addresses;

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra', sandboxWebhookDelayMs: 0 });
  r = requests(t);
  pid = await seedProducts(t.db, [
    { sku: 'GST18', base: '1200.00', discount: '1000.05', gst: '18', stock: 100 },
    { sku: 'GST28', base: '250.00', gst: '28', stock: 100 },
    { sku: 'RATED', base: '500.00', discount: '450.00', gst: '18', stock: 100 },
    { sku: 'CHEAP', base: '0.99', gst: '5', stock: 1000 },
    { sku: 'HIDDEN', base: '10.00', stock: 5, active: false },
    { sku: 'FEW', base: '10.00', stock: 2 },
    { sku: 'FREE', base: '300.00', stock: 2 },
    { sku: 'FREE-OFF', base: '300.00', stock: 2 },
  ]);
  await t.db.insert(freeProducts).values([{ productId: pid('FREE') }, { productId: pid('FREE-OFF') }]);
  alice = await createCustomer(t.db, { creditLimit: '100000' });
  aliceAt = await addAddresses(t.db, alice.id, 'maharashtra ');
  await t.db.insert(customRates).values({ customerId: alice.id, productId: pid('RATED'), customRate: '400.33' });
  bob = await createCustomer(t.db, { creditLimit: '100000' });
  bobAt = await addAddresses(t.db, bob.id, 'Karnataka');
}, 60_000);
afterAll(() => t.close());

const MIXED = () => [
  [pid('GST18'), 1],
  [pid('GST28'), 3],
  [pid('RATED'), 2],
] as [number, number][];

describe('who may check out', () => {
  it('refuses visitors (401) and accounts awaiting approval (403) on every call', async () => {
    const pending = await createCustomer(t.db, { status: 'pending' });
    const calls = (who?: TestCustomer) => [
      r.get('/checkout', who),
      r.post('/create-razorpay-order', {}, who),
      r.post('/order-store', {}, who),
      r.get('/order-list', who),
      r.get('/order-detail/ORD-20250101-AAAAAA', who),
      r.get('/order-cancel/1', who),
      r.get('/customer-wallet-history', who),
    ];
    for (const res of await Promise.all(calls())) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(pending))) expect(res.statusCode).toBe(403);
  });
});

describe('GET /checkout', () => {
  it('prices the cart for the store state: custom rate, discount price, CGST + SGST per line', async () => {
    await setCart(t.db, alice.id, MIXED());
    const data = await r.checkout(alice);
    expect(data).toMatchObject({
      default_billing_address: { id: aliceAt.billing, b_address_line1: '12 Billing Lane', b_state: 'maharashtra ' },
      default_shipping_address: { id: aliceAt.shipping, s_address_line1: '7 Dock Road', s_phone: '9800000002' },
      same_state: true,
      // 1000.05 + 3 x 250 + 2 x 400.33 (custom rate)
      sub_total: 2550.71,
      // 18% of 1000.05 = 180.009 -> 180.01 (CGST 90.01 + SGST 90.00); 28% of 750 = 210; 18% of 800.66 = 144.12
      cgst_amount: 267.07,
      sgst_amount: 267.06,
      igst_amount: 0,
      grand_total: 3084.84,
      credit_limit: 100000,
      free_product: null,
      payment_provider: 'sandbox',
      payment_script_url: '/api/payments/sandbox/checkout.js',
    });
    const lines = data.carts as { quantity: number; unit_price: number; line_total: number; cgst: number; sgst: number; igst: number; product: { id: number } }[];
    expect(lines.map((l) => [l.product.id, l.quantity, l.unit_price, l.line_total, l.cgst, l.sgst, l.igst])).toEqual([
      [pid('GST18'), 1, 1000.05, 1000.05, 90.01, 90, 0],
      [pid('GST28'), 3, 250, 750, 105, 105, 0],
      [pid('RATED'), 2, 400.33, 800.66, 72.06, 72.06, 0],
    ]);
  });

  it('charges IGST for a shipping address in another state', async () => {
    await setCart(t.db, bob.id, MIXED());
    const data = await r.checkout(bob);
    // No custom rate for bob: RATED at its discount price 450.
    expect(data).toMatchObject({ same_state: false, sub_total: 2650.05, cgst_amount: 0, sgst_amount: 0, igst_amount: 552.01, grand_total: 3202.06 });
  });

  it('prices for another of the customer\'s shipping addresses when asked, and 404s someone else\'s', async () => {
    const other = await addShipping(t.db, alice.id, 'Goa');
    const data = await r.checkout(alice, `?shipping_address_id=${other}`);
    expect(data).toMatchObject({ same_state: false, cgst_amount: 0, igst_amount: 534.13, grand_total: 3084.84 });
    expect((await r.get(`/checkout?shipping_address_id=${bobAt.shipping}`, alice)).statusCode).toBe(404);
  });

  it('rounds each line\'s tax to the paisa and splits an odd paisa to CGST', async () => {
    const c = await createCustomer(t.db);
    await addAddresses(t.db, c.id, 'Maharashtra');
    await setCart(t.db, c.id, [[pid('CHEAP'), 3]]);
    // 3 x 0.99 = 2.97; 5% = 0.1485 -> 0.15, split 0.08 + 0.07
    expect(await r.checkout(c)).toMatchObject({ sub_total: 2.97, cgst_amount: 0.08, sgst_amount: 0.07, grand_total: 3.12 });
  });

  it('shows no addresses when the books are empty', async () => {
    const c = await createCustomer(t.db);
    const data = await r.checkout(c);
    expect(data).toMatchObject({ default_billing_address: null, default_shipping_address: null, carts: [], grand_total: 0, same_state: true });
  });
});

describe('POST /order-store, cash on delivery', () => {
  it('places the order: server prices, stock taken, cart emptied, credit debited with a wallet transaction, mail sent', async () => {
    const c = await createCustomer(t.db, { creditLimit: '5000' });
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    await t.db.insert(customRates).values({ customerId: c.id, productId: pid('RATED'), customRate: '400.33' });
    await setCart(t.db, c.id, MIXED());
    const before = { a: await stockOf(t.db, pid('GST18')), b: await stockOf(t.db, pid('GST28')), r: await stockOf(t.db, pid('RATED')) };

    const res = await r.cod(c, at, { delivery_instructions: '  Leave at gate 2 ', purchase_order_number: 'PO-77' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: 'Order placed successfully', data: { order_number: expect.stringMatching(/^ORD-\d{8}-[0-9A-Z]{6}$/) } });
    const number = body.data.order_number as string;

    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, number));
    expect(order).toMatchObject({
      customerId: c.id,
      subTotal: '2550.71',
      cgst: '267.07',
      sgst: '267.06',
      igst: '0.00',
      totalAmount: '3084.84',
      paymentMethod: 'cash_on_delivery',
      status: 'pending',
      deliveryInstructions: 'Leave at gate 2',
      purchaseOrderNumber: 'PO-77',
      sAddressLine1: '7 Dock Road',
      bAddressLine1: '12 Billing Lane',
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.productId, i.productQty, i.unitPrice, i.lineTotal, i.taxAmount]).sort()).toEqual(
      [
        [pid('GST18'), 1, '1000.05', '1000.05', '180.01'],
        [pid('GST28'), 3, '250.00', '750.00', '210.00'],
        [pid('RATED'), 2, '400.33', '800.66', '144.12'],
      ].sort(),
    );
    // The totals reconcile to the paisa: lines add up to the sub-total, taxes to the tax columns.
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(items.reduce((n, i) => n + cents(i.lineTotal), 0)).toBe(cents(order.subTotal));
    expect(items.reduce((n, i) => n + cents(i.taxAmount), 0)).toBe(cents(order.cgst) + cents(order.sgst) + cents(order.igst));
    expect(cents(order.subTotal) + cents(order.cgst) + cents(order.sgst) + cents(order.igst)).toBe(cents(order.totalAmount));

    expect(await stockOf(t.db, pid('GST18'))).toBe(before.a - 1);
    expect(await stockOf(t.db, pid('GST28'))).toBe(before.b - 3);
    expect(await stockOf(t.db, pid('RATED'))).toBe(before.r - 2);
    expect(await cartSize(t.db, c.id)).toBe(0);
    expect(await creditOf(t.db, c.id)).toBe('1915.16');
    const listed = (await r.get('/order-list', c)).json().data.orders.data;
    expect(listed.map((o: { order_number: string; item_count: number; total_amount: number }) => [o.order_number, o.item_count, o.total_amount])).toEqual([
      [number, 3, 3084.84],
    ]);
    const wallet = await t.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, c.id));
    expect(wallet.map((w) => [w.type, w.orderNumber, w.amount, w.description])).toEqual([
      ['d', number, '3084.84', `Order ${number} placed (cash on delivery)`],
    ]);
    const pays = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(pays.map((p) => [p.paymentMethod, p.txnId, p.amount])).toEqual([['cash_on_delivery', null, '3084.84']]);

    const mail = (await outbox(t)).find((m) => m.subject === `Order ${number} placed`);
    expect(mail).toBeDefined();
    expect(mail?.text).toContain('Grand total: ₹3,084.84');
    expect(mail?.text).toContain(`/order-details/${number}`);
  });

  it('refuses when the grand total is more than the available credit, and changes nothing', async () => {
    const c = await createCustomer(t.db, { creditLimit: '3084.83' });
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    await t.db.insert(customRates).values({ customerId: c.id, productId: pid('RATED'), customRate: '400.33' });
    await setCart(t.db, c.id, MIXED());
    const stock = await stockOf(t.db, pid('GST18'));
    const res = await r.cod(c, at);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The order total of ₹3,084.84 is more than your available credit of ₹3,084.83. Pay by card, or remove some products from your cart.',
    );
    expect(res.json().errors.payment_method).toHaveLength(1);
    expect(await stockOf(t.db, pid('GST18'))).toBe(stock);
    expect(await cartSize(t.db, c.id)).toBe(3);
    expect(await creditOf(t.db, c.id)).toBe('3084.83');
    expect(await t.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(0);

    // Exactly the available credit is enough, and leaves zero.
    await t.db.update(customers).set({ creditLimit: '3084.84' }).where(eq(customers.id, c.id));
    expect((await r.cod(c, at)).statusCode).toBe(200);
    expect(await creditOf(t.db, c.id)).toBe('0.00');
  });

  it('is idempotent: a retry with the same key answers the same order, once', async () => {
    const c = await createCustomer(t.db, { creditLimit: '100000' });
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    await setCart(t.db, c.id, [[pid('GST28'), 1]]);
    const key = newKey();
    const first = await r.cod(c, at, { idempotency_key: key });
    expect(first.statusCode).toBe(200);
    // The cart is empty now: only the key can make the retry succeed.
    const again = await r.cod(c, at, { idempotency_key: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(1);
    expect(await t.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, c.id))).toHaveLength(1);
    expect(await creditOf(t.db, c.id)).toBe('99680.00');
    // A new attempt (new key) with the empty cart is refused.
    const fresh = await r.cod(c, at);
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe('Your cart is empty. Add products to your cart before placing an order.');
  });

  it('refuses a line that is no longer sold or has too little stock, naming it', async () => {
    const c = await createCustomer(t.db);
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    await setCart(t.db, c.id, [[pid('HIDDEN'), 1], [pid('FEW'), 3]]);
    const res = await r.cod(c, at);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.cart).toEqual([
      'Product HIDDEN is no longer sold. Remove it from your cart.',
      'Only 2 units of Product FEW are in stock. Lower the quantity in your cart.',
    ]);
    expect(await stockOf(t.db, pid('FEW'))).toBe(2);
    expect(await cartSize(t.db, c.id)).toBe(2);
  });

  it('takes only the customer\'s own addresses', async () => {
    const c = await createCustomer(t.db);
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    await setCart(t.db, c.id, [[pid('GST28'), 1]]);
    const res = await r.cod(c, { billing: bobAt.billing, shipping: at.shipping });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ billing_address_id: ['No billing address added. Please choose an address.'] });
    const ship = await r.cod(c, { billing: at.billing, shipping: bobAt.shipping });
    expect(ship.json().errors).toEqual({ shipping_address_id: ['No shipping address added. Please choose an address.'] });
    expect(await cartSize(t.db, c.id)).toBe(1);
  });

  it('taxes by the chosen shipping address, not the default', async () => {
    const c = await createCustomer(t.db);
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    const goa = await addShipping(t.db, c.id, 'Goa');
    await setCart(t.db, c.id, [[pid('GST28'), 1]]);
    const res = await r.cod(c, { billing: at.billing, shipping: goa });
    expect(res.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, res.json().data.order_number));
    expect(order).toMatchObject({ sState: 'Goa', cgst: '0.00', sgst: '0.00', igst: '70.00', totalAmount: '320.00' });
  });

  it('answers bad input with 422 and field errors', async () => {
    const missing = await r.post('/order-store', {}, alice);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['billing_address_id', 'payment_method', 'shipping_address_id']);
    const bad = await r.post(
      '/order-store',
      { billing_address_id: aliceAt.billing, shipping_address_id: aliceAt.shipping, payment_method: 'cheque', idempotency_key: 'short' },
      alice,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('payment_method');
    expect(bad.json().errors).toHaveProperty('idempotency_key');
  });

  it('ships the chosen free product (one unit of stock), or places the order without it when it is no longer offered', async () => {
    const c = await createCustomer(t.db);
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    await setCart(t.db, c.id, [[pid('GST28'), 1]], pid('FREE'));
    const freeStock = await stockOf(t.db, pid('FREE'));
    const res = await r.cod(c, at);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Order placed successfully');
    const number = res.json().data.order_number;
    expect(await stockOf(t.db, pid('FREE'))).toBe(freeStock - 1);
    expect(await t.db.select().from(cartFreeProducts).where(eq(cartFreeProducts.customerId, c.id))).toHaveLength(0);
    const detail = (await r.get(`/order-detail/${number}`, c)).json().data;
    expect(detail.free_product).toEqual({ id: pid('FREE'), product: { id: pid('FREE'), product_name: 'Product FREE', primary_image: '/media/products/free.svg' } });
    // The free product costs nothing.
    expect(detail.order.total_amount).toBe(320);

    await setCart(t.db, c.id, [[pid('GST28'), 1]], pid('FREE-OFF'));
    await t.db.update(freeProducts).set({ isActive: false }).where(eq(freeProducts.productId, pid('FREE-OFF')));
    const dropped = await r.cod(c, at);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().message).toBe('Order placed successfully. Product FREE-OFF is no longer offered free, so it was not added.');
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, dropped.json().data.order_number));
    expect(order.freeProductId).toBeNull();
    expect(await stockOf(t.db, pid('FREE-OFF'))).toBe(2);
  });
});

describe('orders', () => {
  let c: TestCustomer;
  let at: Addresses;
  const numbers: string[] = [];

  beforeAll(async () => {
    c = await createCustomer(t.db, { creditLimit: '1000000' });
    at = await addAddresses(t.db, c.id, 'Maharashtra');
    for (let i = 0; i < 12; i += 1) {
      await setCart(t.db, c.id, [[pid('CHEAP'), i + 1]]);
      const res = await r.cod(c, at);
      expect(res.json()).toMatchObject({ status: true });
      numbers.push(res.json().data.order_number);
    }
  }, 60_000);

  it('lists the customer\'s orders, newest first, 10 a page; a page past the end answers the last', async () => {
    const first = (await r.get('/order-list', c)).json().data.orders;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(first.data.map((o: { order_number: string }) => o.order_number)).toEqual([...numbers].reverse().slice(0, 10));
    expect(first.data[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      order_number: numbers[11],
      created_at: expect.stringMatching(/^\d{4}-/),
      order_date: expect.stringMatching(/^\d{4}-/),
      // 12 x 0.99 = 11.88 + 5% (0.594 -> 0.59)
      total_amount: 12.47,
      payment_method: 'cash_on_delivery',
      item_count: 1,
      status: { status_title: 'pending' },
    });
    const past = (await r.get('/order-list?page=9', c)).json().data.orders;
    expect(past.current_page).toBe(2);
    expect(past.data).toHaveLength(2);
    expect((await r.get('/order-list?page=0', c)).statusCode).toBe(422);
    expect((await r.get('/order-list', bob)).json().data.orders.data.every((o: { order_number: string }) => !numbers.includes(o.order_number))).toBe(true);
  });

  it('shows an order in full to its customer, and 404 to anyone else', async () => {
    const res = await r.get(`/order-detail/${numbers[0]}`, c);
    expect(res.statusCode).toBe(200);
    const { order, free_product } = res.json().data;
    expect(free_product).toBeNull();
    expect(order).toMatchObject({
      order_number: numbers[0],
      total_amount: 1.04,
      sub_total: 0.99,
      cgst: 0.03,
      sgst: 0.02,
      igst: 0,
      customer: { gst: '27AAPFU0939F1ZV' },
      s_address_line1: '7 Dock Road',
      s_contact: '9800000002',
      b_address_line1: '12 Billing Lane',
      b_contact: '9800000001',
      payments: [{ payment_method: 'cash_on_delivery', txn_id: null, amount: 1.04 }],
      status: { status_title: 'pending' },
      can_cancel: true,
    });
    expect(order.order_items).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        product_qty: 1,
        unit_price: 0.99,
        gst_rate: 5,
        line_total: 0.99,
        tax_amount: 0.05,
        product: { id: pid('CHEAP'), product_name: 'Product CHEAP', product_slug: 'cheap', primary_image: '/media/products/cheap.svg', discount_price: null, custom_rates: null },
      },
    ]);
    const other = await r.get(`/order-detail/${numbers[0]}`, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Order not found');
    expect((await r.get('/order-detail/ORD-19990101-ZZZZZZ', c)).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('gives back stock and cash-on-delivery credit, once, and mails the customer', async () => {
    const c = await createCustomer(t.db, { creditLimit: '10000' });
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    await setCart(t.db, c.id, [[pid('GST28'), 2]], pid('FREE'));
    const stock = { b: await stockOf(t.db, pid('GST28')), f: await stockOf(t.db, pid('FREE')) };
    const placed = await r.cod(c, at);
    const { order_number: number, id } = placed.json().data;
    expect(await creditOf(t.db, c.id)).toBe('9360.00');

    expect((await r.get(`/order-cancel/${id}`, bob)).statusCode).toBe(404);
    const res = await r.get(`/order-cancel/${id}`, c);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Order cancelled successfully', data: { order_number: number, status: { status_title: 'canceled' } } });
    expect(await stockOf(t.db, pid('GST28'))).toBe(stock.b);
    expect(await stockOf(t.db, pid('FREE'))).toBe(stock.f);
    expect(await creditOf(t.db, c.id)).toBe('10000.00');

    // Again (GET or POST): success, nothing given back twice.
    expect((await r.get(`/order-cancel/${id}`, c)).json().message).toBe('Order cancelled successfully');
    expect((await t.app.inject({ method: 'POST', url: `/api/order-cancel/${id}`, headers: c.auth })).statusCode).toBe(200);
    expect(await stockOf(t.db, pid('GST28'))).toBe(stock.b);
    expect(await creditOf(t.db, c.id)).toBe('10000.00');
    const wallet = await t.db.select().from(walletTransactions).where(and(eq(walletTransactions.customerId, c.id), eq(walletTransactions.type, 'c')));
    expect(wallet.map((w) => [w.orderNumber, w.amount, w.description])).toEqual([[number, '640.00', `Order ${number} cancelled (credit returned)`]]);

    const detail = (await r.get(`/order-detail/${number}`, c)).json().data.order;
    expect(detail).toMatchObject({ status: { status_title: 'canceled' }, can_cancel: false });
    expect((await outbox(t)).filter((m) => m.subject === `Order ${number} cancelled`)).toHaveLength(1);
  });

  it('refuses once the order has shipped', async () => {
    const c = await createCustomer(t.db);
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    await setCart(t.db, c.id, [[pid('GST28'), 1]]);
    const { order_number: number, id } = (await r.cod(c, at)).json().data;
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.publicId, id));
    const res = await r.get(`/order-cancel/${id}`, c);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Order ${number} is shipped and can no longer be cancelled.`);
    // Not a public id: answered like an unknown order.
    expect((await r.get('/order-cancel/abc', c)).statusCode).toBe(404);
  });
});

describe('GET /customer-wallet-history', () => {
  it('lists debits and credits newest first, with the available credit', async () => {
    const c = await createCustomer(t.db, { creditLimit: '1000' });
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    await setCart(t.db, c.id, [[pid('GST28'), 1]]);
    const first = (await r.cod(c, at)).json().data;
    await setCart(t.db, c.id, [[pid('CHEAP'), 1]]);
    const second = (await r.cod(c, at)).json().data;
    await r.get(`/order-cancel/${first.id}`, c);

    const res = await r.get('/customer-wallet-history', c);
    expect(res.statusCode).toBe(200);
    const { transactions, credit_limit } = res.json().data;
    expect(credit_limit).toBe(998.96);
    expect(transactions.map((x: { type: string; order_number: string; amount: number }) => [x.type, x.order_number, x.amount])).toEqual([
      ['c', first.order_number, 320],
      ['d', second.order_number, 1.04],
      ['d', first.order_number, 320],
    ]);
    expect(transactions[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      order_number: first.order_number,
      description: `Order ${first.order_number} cancelled (credit returned)`,
      type: 'c',
      amount: 320,
    });
    expect((await r.get('/customer-wallet-history', bob)).json().data.transactions).toEqual([]);
  });
});
