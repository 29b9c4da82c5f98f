// An order ships where the buyer chose at checkout, not to the default address, on every way it
// is placed: cash on delivery, card (the provider order is priced for that address's state) and
// an order sent for approval (approving it keeps the address chosen).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { addresses, approvalRequests, customers, orders } from '../src/db/schema';
import { createCompanyUser, createCustomer } from './factories';
import { addAddresses, addShipping, newKey, openShop, setCart, type Shop } from './shop';

let t: Shop['t'];
let r: Shop['r'];
let pid: Shop['pid'];

beforeAll(async () => {
  ({ t, r, pid } = await openShop([{ sku: 'CA-ITEM', base: '1000.00', gst: '18', stock: 100 }]));
}, 60_000);
afterAll(() => t.close());

const defaultShipping = async (customerId: number) =>
  (await t.db.select().from(addresses).where(eq(addresses.customerId, customerId))).filter((a) => a.kind === 'shipping' && a.isDefault === 'y').map((a) => a.publicId);

describe('the shipping address chosen at checkout', () => {
  it('by card: the provider order is priced with IGST for a Goa address, and the order ships there; the default stays', async () => {
    const c = await createCustomer(t.db, { creditLimit: '100' });
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    const goa = await addShipping(t.db, c.id, 'Goa');
    await setCart(t.db, c.id, [[pid('CA-ITEM'), 1]]);
    const priced = await r.checkout(c, `?shipping_address_id=${goa}`);
    expect(priced).toMatchObject({ same_state: false, igst_amount: 180, cgst_amount: 0, grand_total: 1180 });

    // The provider order carries the chosen address to the order the payment becomes.
    const created = await r.post('/create-razorpay-order', { billing_address_id: at.billing, shipping_address_id: goa, amount: 118_000 }, c);
    expect(created.statusCode).toBe(200);
    expect(created.json().order_data).toMatchObject({ shipping_address_id: goa, billing_address_id: at.billing });
    const paid = await r.post('/payments/sandbox/pay', { order_id: created.json().data.rpo_number, outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    const res = await r.post(
      '/order-store',
      { ...created.json().order_data, payment_method: 'razorpay', idempotency_key: newKey(), rpo_id: created.json().data.rpo_id, ...paid.json() },
      c,
    );
    expect(res.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, res.json().data.order_number));
    expect(order).toMatchObject({ sState: 'Goa', sAddressLine1: '9 Other Road', cgst: '0.00', sgst: '0.00', igst: '180.00', totalAmount: '1180.00', paymentMethod: 'razorpay' });
    expect(await defaultShipping(c.id)).toEqual([at.shipping]);
  });

  it("sent for approval: the request keeps the chosen address and approving it places the order there", async () => {
    const admin = await createCustomer(t.db, { creditLimit: '1000000' });
    await t.db.update(customers).set({ approvalThresholdPaise: 100_000 }).where(eq(customers.id, admin.id));
    const at = await addAddresses(t.db, admin.id, 'Maharashtra');
    const goa = await addShipping(t.db, admin.id, 'Goa');
    const buyer = await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' });
    const approver = await createCompanyUser(t.db, { id: admin.id }, { role: 'approver' });
    await setCart(t.db, buyer, [[pid('CA-ITEM'), 2]]);

    const sent = await r.cod(buyer, { billing: at.billing, shipping: goa });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().data.approval_request_id as string;
    const [request] = await t.db.select().from(approvalRequests).where(eq(approvalRequests.publicId, id));
    expect(request.orderData).toMatchObject({ shipping_address_id: goa, billing_address_id: at.billing });

    const ok = await r.post(`/approvals/${id}/approve`, {}, approver);
    expect(ok.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, ok.json().data.order_number));
    expect(order).toMatchObject({ sState: 'Goa', sAddressLine1: '9 Other Road', igst: '360.00', cgst: '0.00', totalAmount: '2360.00' });
    expect(await defaultShipping(admin.id)).toEqual([at.shipping]);
  });

  it("refuses another company's address on the card path, before any payment", async () => {
    const c = await createCustomer(t.db, { creditLimit: '100' });
    const at = await addAddresses(t.db, c.id, 'Maharashtra');
    const other = await createCustomer(t.db);
    const theirs = await addShipping(t.db, other.id, 'Goa');
    await setCart(t.db, c.id, [[pid('CA-ITEM'), 1]]);
    const res = await r.post('/create-razorpay-order', { billing_address_id: at.billing, shipping_address_id: theirs, amount: 118_000 }, c);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ shipping_address_id: ['No shipping address added. Please choose an address.'] });
  });
});
