// Each user of a company keeps a cart of their own: two users of one company add, change and remove
// lines, take a free product, quick order, order again, add a shopping list and place orders without
// ever seeing or emptying the other's cart; sending for approval empties only the requester's lines
// and approving leaves the approver's cart alone.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { customers, freeProducts, orderItems, orders } from '../src/db/schema';
import { capturedEvent } from '../src/modules/payments/sandbox';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { addAddresses, openShop, setCart, type Addresses, type Shop } from './shop';

const SANDBOX_SECRET = 'test-secret'; // SANDBOX_PAYMENT_SECRET of buildTestApp

let t: Shop['t'];
let r: Shop['r'];
let pid: Shop['pid'];

beforeAll(async () => {
  ({ t, r, pid } = await openShop([
    { sku: 'UC-A', base: '100.00', gst: '18', stock: 500 },
    { sku: 'UC-B', base: '200.00', gst: '18', stock: 500 },
    { sku: 'UC-C', base: '300.00', gst: '18', stock: 500 },
    { sku: 'UC-FREE', base: '10.00', gst: '18', stock: 500 },
  ]));
  await t.db.insert(freeProducts).values({ productId: pid('UC-FREE') });
}, 60_000);
afterAll(() => t.close());

interface Company {
  admin: TestCustomer;
  buyer: TestCustomer;
  at: Addresses;
}

async function company(): Promise<Company> {
  const admin = await createCustomer(t.db, { creditLimit: '1000000' });
  const buyer = await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' });
  return { admin, buyer, at: await addAddresses(t.db, admin.id, 'Maharashtra') };
}

type CartList = { carts: { id: string; product_id: number; quantity: number }[]; summary: { item_count: number }; free_product: { id: number } | null };

async function cartOf(who: TestCustomer): Promise<CartList> {
  const res = await r.get('/cart-list', who);
  expect(res.statusCode).toBe(200);
  return res.json() as CartList;
}
const linesOf = async (who: TestCustomer) => (await cartOf(who)).carts.map((l) => [l.product_id, l.quantity]);

async function add(who: TestCustomer, sku: string, quantity: number): Promise<string> {
  const res = await r.post('/add-to-cart', { product_id: pid(sku), quantity }, who);
  expect(res.statusCode).toBe(200);
  return res.json().data.id as string;
}

describe('two users of one company', () => {
  it('add, change and remove lines in their own carts only, and the same product sits in both', async () => {
    const c = await company();
    const adminLine = await add(c.admin, 'UC-A', 2);
    const buyerLine = await add(c.buyer, 'UC-A', 5);
    await add(c.buyer, 'UC-B', 1);
    expect(await linesOf(c.admin)).toEqual([[pid('UC-A'), 2]]);
    expect(await linesOf(c.buyer)).toEqual([
      [pid('UC-A'), 5],
      [pid('UC-B'), 1],
    ]);
    expect((await cartOf(c.buyer)).summary.item_count).toBe(2);

    // Another user's line reads like a missing one, and stays as it was.
    const foreignUpdate = await r.post('/update-cart', { cart_id: adminLine, quantity: 9 }, c.buyer);
    expect(foreignUpdate.statusCode).toBe(404);
    const foreignDelete = await r.post('/delete-cart', { cart_id: adminLine }, c.buyer);
    expect(foreignDelete.statusCode).toBe(404);
    expect(await linesOf(c.admin)).toEqual([[pid('UC-A'), 2]]);

    expect((await r.post('/update-cart', { cart_id: buyerLine, quantity: 7 }, c.buyer)).statusCode).toBe(200);
    expect((await r.post('/delete-cart', { cart_id: adminLine }, c.admin)).statusCode).toBe(200);
    expect(await linesOf(c.admin)).toEqual([]);
    expect(await linesOf(c.buyer)).toEqual([
      [pid('UC-A'), 7],
      [pid('UC-B'), 1],
    ]);
  });

  it("see the catalogue's in-cart flag of their own cart", async () => {
    const c = await company();
    await add(c.admin, 'UC-B', 1);
    const inCart = async (who: TestCustomer) => (await r.get('/product-detail/uc-b', who)).json().data.is_in_cart as boolean;
    expect(await inCart(c.admin)).toBe(true);
    expect(await inCart(c.buyer)).toBe(false);
  });

  it("take their own free product: the other's choice and empty cart are their own", async () => {
    const c = await company();
    await add(c.admin, 'UC-A', 1);
    // The buyer's cart is empty, whatever the admin's holds.
    const refused = await r.post('/add-free-product', { product_id: pid('UC-FREE') }, c.buyer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ product_id: ['Add a product to your cart before choosing a free product.'] });

    expect((await r.post('/add-free-product', { product_id: pid('UC-FREE') }, c.admin)).statusCode).toBe(200);
    await add(c.buyer, 'UC-B', 1);
    // The admin's choice does not count as the buyer's.
    expect((await r.post('/add-free-product', { product_id: pid('UC-FREE') }, c.buyer)).statusCode).toBe(200);
    expect((await cartOf(c.admin)).free_product?.id).toBe(pid('UC-FREE'));
    expect((await r.get('/free-products-list', c.buyer)).json().free_product?.id).toBe(pid('UC-FREE'));

    expect((await r.post('/remove-free-product', { product_id: pid('UC-FREE') }, c.buyer)).statusCode).toBe(200);
    expect((await cartOf(c.buyer)).free_product).toBeNull();
    expect((await cartOf(c.admin)).free_product?.id).toBe(pid('UC-FREE'));
  });

  it('quick order, order again and a shared shopping list fill the acting user\'s cart only', async () => {
    const c = await company();
    await add(c.admin, 'UC-C', 1);

    const quick = await r.post('/quick-order/add', { rows: [{ line: 1, sku: 'UC-A', quantity: '3' }] }, c.buyer);
    expect(quick.statusCode).toBe(200);
    expect(await linesOf(c.buyer)).toEqual([[pid('UC-A'), 3]]);
    expect(await linesOf(c.admin)).toEqual([[pid('UC-C'), 1]]);

    // The admin's earlier order, ordered again by the buyer: the lines go to the buyer's cart.
    const placed = await r.cod(c.admin, c.at);
    expect(placed.statusCode).toBe(200);
    const [order] = await t.db.select({ publicId: orders.publicId }).from(orders).where(eq(orders.orderNumber, placed.json().data.order_number));
    const again = await r.post('/reorder', { order_id: order.publicId }, c.buyer);
    expect(again.statusCode).toBe(200);
    expect(await linesOf(c.buyer)).toEqual([
      [pid('UC-A'), 3],
      [pid('UC-C'), 1],
    ]);
    expect(await linesOf(c.admin)).toEqual([]);

    // The company's list is shared; adding it all fills only the cart of who asked.
    const list = await r.post('/shopping-lists', { name: 'Monthly' }, c.admin);
    expect(list.statusCode).toBe(200);
    const listId = list.json().data.id as string;
    expect((await r.post(`/shopping-lists/${listId}/items`, { items: [{ product_id: pid('UC-B'), quantity: 2 }] }, c.admin)).statusCode).toBe(200);
    const toCart = await r.post(`/shopping-lists/${listId}/add-to-cart`, {}, c.buyer);
    expect(toCart.statusCode).toBe(200);
    expect(toCart.json().data.item_count).toBe(3);
    expect(await linesOf(c.admin)).toEqual([]);
    expect(await linesOf(c.buyer)).toEqual([
      [pid('UC-A'), 3],
      [pid('UC-C'), 1],
      [pid('UC-B'), 2],
    ]);
  });

  it("check out and place their own cart: the order holds the placing user's lines, the other cart stays", async () => {
    const c = await company();
    await add(c.admin, 'UC-A', 1);
    await add(c.buyer, 'UC-B', 2);
    await r.post('/add-free-product', { product_id: pid('UC-FREE') }, c.admin);

    const page = await r.checkout(c.buyer);
    expect((page.carts as { product: { id: number } }[]).map((l) => l.product.id)).toEqual([pid('UC-B')]);
    expect(page.grand_total).toBe(472);
    expect(page.free_product).toBeNull();

    const res = await r.cod(c.buyer, c.at);
    expect(res.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, res.json().data.order_number));
    expect(order.createdByUserId).toBe(c.buyer.userId);
    const items = await t.db.select({ productId: orderItems.productId, quantity: orderItems.productQty }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toEqual([{ productId: pid('UC-B'), quantity: 2 }]);

    expect(await linesOf(c.buyer)).toEqual([]);
    expect(await linesOf(c.admin)).toEqual([[pid('UC-A'), 1]]);
    expect((await cartOf(c.admin)).free_product?.id).toBe(pid('UC-FREE'));
  });

  it("a card payment's order, placed by the webhook, is the paying user's cart and empties only it", async () => {
    const c = await company();
    await add(c.admin, 'UC-A', 1);
    await add(c.buyer, 'UC-B', 2);
    const started = await r.post('/create-razorpay-order', { billing_address_id: c.at.billing, shipping_address_id: c.at.shipping, amount: 47_200 }, c.buyer);
    expect(started.statusCode).toBe(200);
    const rpo = started.json().data.rpo_number as string;
    // Meanwhile the admin's cart changes: the buyer's payment still matches the buyer's cart.
    await add(c.admin, 'UC-C', 1);
    const paid = (await r.post('/payments/sandbox/pay', { order_id: rpo, outcome: 'success' })).json() as { razorpay_payment_id: string };
    const event = capturedEvent(SANDBOX_SECRET, rpo, String(paid.razorpay_payment_id), 47_200);
    const hook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: event.headers, payload: event.body });
    expect(hook.json().message).toMatch(/^order ORD-\S+ placed$/);

    const [order] = await t.db.select().from(orders).where(eq(orders.customerId, c.admin.id));
    expect(order.createdByUserId).toBe(c.buyer.userId);
    const items = await t.db.select({ productId: orderItems.productId, quantity: orderItems.productQty }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toEqual([{ productId: pid('UC-B'), quantity: 2 }]);
    expect(await linesOf(c.buyer)).toEqual([]);
    expect(await linesOf(c.admin)).toEqual([
      [pid('UC-A'), 1],
      [pid('UC-C'), 1],
    ]);
  });

  it("sending for approval empties only the requester's lines; approving leaves the approver's cart alone", async () => {
    const c = await company();
    await t.db.update(customers).set({ approvalThresholdPaise: 20_000 }).where(eq(customers.id, c.admin.id));
    await add(c.admin, 'UC-C', 1);
    await add(c.buyer, 'UC-C', 1);
    await add(c.buyer, 'UC-A', 1);

    const sent = await r.cod(c.buyer, c.at);
    expect(sent.statusCode).toBe(200);
    const approvalId = sent.json().data.approval_request_id as string;
    expect(approvalId).toEqual(expect.any(String));
    expect(await linesOf(c.buyer)).toEqual([]);
    expect(await linesOf(c.admin)).toEqual([[pid('UC-C'), 1]]);

    const approved = await r.post(`/approvals/${approvalId}/approve`, {}, c.admin);
    expect(approved.statusCode).toBe(200);
    expect(await linesOf(c.admin)).toEqual([[pid('UC-C'), 1]]);
    const placed = await t.db.select().from(orders).where(eq(orders.customerId, c.admin.id));
    expect(placed).toHaveLength(1);
    const items = await t.db.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, placed[0].id));
    expect(items.map((i) => i.productId).sort()).toEqual([pid('UC-A'), pid('UC-C')].sort());
  });
});

describe('a company with one user', () => {
  it('answers the cart calls as before: the same lines, summary and free product', async () => {
    const solo = await createCustomer(t.db, { creditLimit: '1000000' });
    await setCart(t.db, solo.id, [[pid('UC-A'), 2]], pid('UC-FREE'));
    const cart = await cartOf(solo);
    expect(Object.keys(cart).sort()).toEqual(['carts', 'free_product', 'status', 'summary']);
    expect(cart.carts.map((l) => [l.product_id, l.quantity])).toEqual([[pid('UC-A'), 2]]);
    expect(cart.summary).toEqual({ item_count: 1, sub_total: 200, cgst_amount: 18, sgst_amount: 18, igst_amount: 0, grand_total: 236 });
    expect(cart.free_product?.id).toBe(pid('UC-FREE'));
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two users of one company placing orders at once (PostgreSQL: really parallel)', () => {
  it('each gets their own order with their own lines, no deadlock and no server error', async () => {
    for (let round = 0; round < 5; round += 1) {
      const c = await company();
      const third = await createCompanyUser(t.db, { id: c.admin.id }, { role: 'buyer' });
      // Both hold UC-A (the shared product), each holds one the other does not.
      await setCart(t.db, c.admin, [
        [pid('UC-A'), 1],
        [pid('UC-B'), 2],
      ]);
      await setCart(t.db, c.buyer, [
        [pid('UC-A'), 3],
        [pid('UC-C'), 1],
      ]);
      const answers = await Promise.all([
        r.cod(c.admin, c.at),
        r.cod(c.buyer, c.at),
        // A third user's cart changing meanwhile changes neither order.
        r.post('/add-to-cart', { product_id: pid('UC-A'), quantity: 1 }, third),
      ]);
      for (const res of answers) expect(res.statusCode).toBe(200);
      const [adminOrder, buyerOrder] = answers.map((res) => res.json().data.order_number as string);
      const itemsOf = async (orderNumber: string) => {
        const [o] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
        const items = await t.db.select({ productId: orderItems.productId, quantity: orderItems.productQty }).from(orderItems).where(eq(orderItems.orderId, o.id));
        return { by: o.createdByUserId, items: items.map((i) => [i.productId, i.quantity]).sort((a, b) => a[0] - b[0]) };
      };
      expect(await itemsOf(adminOrder)).toEqual({
        by: c.admin.userId,
        items: [
          [pid('UC-A'), 1],
          [pid('UC-B'), 2],
        ],
      });
      expect(await itemsOf(buyerOrder)).toEqual({
        by: c.buyer.userId,
        items: [
          [pid('UC-A'), 3],
          [pid('UC-C'), 1],
        ],
      });
      expect(await linesOf(c.buyer)).toEqual([]);
      expect(await linesOf(c.admin)).toEqual([]);
      expect(await linesOf(third)).toEqual([[pid('UC-A'), 1]]);
    }
  }, 120_000);
});
