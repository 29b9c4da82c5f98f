// Which company user made each order, quotation and address: recorded from the signed-in
// user on every path, shown on the order (storefront and back office), and the order list's
// placed_by filter with the users it offers; the list without the filter answers as before.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { addresses, customerUsers, customers, orders, quotations } from '../src/db/schema';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { addAddresses, openShop, setCart, type Addresses, type Shop } from './shop';
import { createStaffMember } from './staffFactory';

let t: Shop['t'];
let r: Shop['r'];
let pid: (sku: string) => number;

beforeAll(async () => {
  ({ t, r, pid } = await openShop([{ sku: 'PB-ITEM', base: '100.00', gst: '18', stock: 1000 }]));
}, 60_000);
afterAll(() => t.close());

const publicIdOf = async (userId: number) => (await t.db.select({ id: customerUsers.publicId }).from(customerUsers).where(eq(customerUsers.id, userId)))[0].id;

interface Company {
  admin: TestCustomer;
  buyer: TestCustomer;
  at: Addresses;
  /** Order numbers by who placed them. */
  byAdmin: string[];
  byBuyer: string[];
}

/** A company whose admin placed two orders and its buyer three (newest last). */
async function company(): Promise<Company> {
  const admin = await createCustomer(t.db);
  const buyer = await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' });
  const at = await addAddresses(t.db, admin.id, 'Maharashtra');
  const c: Company = { admin, buyer, at, byAdmin: [], byBuyer: [] };
  for (const who of [admin, buyer, buyer, admin, buyer]) {
    const n = await r.placeCod(who, at, [[pid('PB-ITEM'), 1]]);
    (who === admin ? c.byAdmin : c.byBuyer).push(n);
  }
  return c;
}

const numbers = (res: { json(): { data: { orders: { data: { order_number: string }[] } } } }) => res.json().data.orders.data.map((o) => o.order_number);

describe('who made it', () => {
  it('records the signed-in user on orders, quotations and addresses', async () => {
    const c = await company();
    const made = await t.db.select({ n: orders.orderNumber, by: orders.createdByUserId }).from(orders).where(eq(orders.customerId, c.admin.id));
    expect(Object.fromEntries(made.map((m) => [m.n, m.by]))).toEqual(
      Object.fromEntries([...c.byAdmin.map((n) => [n, c.admin.userId]), ...c.byBuyer.map((n) => [n, c.buyer.userId])]),
    );

    await setCart(t.db, c.admin.id, []);
    const quote = await r.post('/request-quotation', { product_id: [pid('PB-ITEM')], quantity: [2], name: 'Ravi Rao', email: 'ravi@buyer.example', phone: '9876543210' }, c.buyer);
    expect(quote.statusCode).toBe(200);
    const [q] = await t.db.select({ by: quotations.createdByUserId }).from(quotations).where(eq(quotations.publicId, quote.json().data.id));
    expect(q.by).toBe(c.buyer.userId);

    // A second admin adds an address: it is theirs, not the company's first admin's.
    const second = await createCompanyUser(t.db, { id: c.admin.id }, { role: 'admin' });
    const stored = await r.post(
      '/shipping-address-store',
      { s_address_line1: '3 New Road', s_address_line2: '', s_city: 'Pune', s_state: 'Maharashtra', s_country: 'India', s_pincode: '411001', s_phone: '9123456780', is_default: 'n' },
      second,
    );
    expect(stored.statusCode).toBe(200);
    const [a] = await t.db.select({ by: addresses.createdByUserId }).from(addresses).where(eq(addresses.publicId, stored.json().data.id));
    expect(a.by).toBe(second.userId);
  });

  it('registration records the new admin as the maker of the first two addresses', async () => {
    const email = `placed.${Date.now()}@acme.example`;
    const res = await r.post('/customer-register', {
      gstno: '27AAPFU0939F1ZV', pan_number: 'AAPFU0939F', company_name: 'Placed By Pvt Ltd', type_of_company: 'Private Limited', no_of_employee: '1-100',
      first_name: 'Asha', last_name: 'Rao', phone: '9876543210', email, password: 'Str0ngPass!',
      s_address_line1: '12 MG Road', s_city: 'Pune', s_state: 'Maharashtra', s_pincode: '411001', s_country: 'India',
      b_address_line1: '4 Park Street', b_city: 'Mumbai', b_state: 'Maharashtra', b_pincode: '400001', b_country: 'India',
    });
    expect(res.statusCode).toBe(200);
    const [company] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    const [admin] = await t.db.select({ id: customerUsers.id }).from(customerUsers).where(eq(customerUsers.customerId, company.id));
    const rows = await t.db.select({ by: addresses.createdByUserId }).from(addresses).where(eq(addresses.customerId, company.id));
    expect(rows).toEqual([{ by: admin.id }, { by: admin.id }]);
  });
});

describe('GET /order-list?placed_by=', () => {
  it('answers as before without the filter: every order of the company, newest first, the same fields', async () => {
    const c = await company();
    const res = await r.get('/order-list', c.buyer);
    expect(res.statusCode).toBe(200);
    expect(numbers(res)).toEqual([c.byBuyer[2], c.byAdmin[1], c.byBuyer[1], c.byBuyer[0], c.byAdmin[0]]);
    expect(Object.keys(res.json().data.orders.data[0]).sort()).toEqual(
      ['created_at', 'id', 'item_count', 'order_date', 'order_number', 'payment_method', 'status', 'total_amount'].sort(),
    );
  });

  it('lists only the orders the chosen user placed, with their own count and pages', async () => {
    const c = await company();
    const res = await r.get(`/order-list?placed_by=${await publicIdOf(c.buyer.userId)}`, c.admin);
    expect(numbers(res)).toEqual([...c.byBuyer].reverse());
    expect(res.json().data.orders).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect(numbers(await r.get(`/order-list?placed_by=${await publicIdOf(c.admin.userId)}&page=1`, c.buyer))).toEqual([...c.byAdmin].reverse());
  });

  it("refuses another company's user (422 on placed_by) and lists nothing of theirs", async () => {
    const c = await company();
    const other = await createCustomer(t.db);
    const res = await r.get(`/order-list?placed_by=${await publicIdOf(other.userId)}`, c.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ placed_by: ["Choose one of your company's users."] });
    expect((await r.get('/order-list?placed_by=', c.admin)).statusCode).toBe(422);
  });

  it('GET /order-placed-by offers the company\'s users (a viewer reads them too), never another company\'s', async () => {
    const c = await company();
    await createCustomer(t.db);
    const viewer = await createCompanyUser(t.db, { id: c.admin.id }, { role: 'viewer' });
    const res = await r.get('/order-placed-by', viewer);
    expect(res.statusCode).toBe(200);
    const ids = await Promise.all([c.admin, c.buyer, viewer].map((u) => publicIdOf(u.userId)));
    expect(res.json().data.map((u: { id: string }) => u.id).sort()).toEqual(ids.sort());
    expect(res.json().data[0]).toEqual({ id: expect.any(String), name: expect.any(String), email: expect.stringContaining('@') });
  });
});

describe('the order shows who placed it', () => {
  it('on order-detail and in the back office', async () => {
    const c = await company();
    const [buyer] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, c.buyer.userId));
    const expected = { id: buyer.publicId, name: buyer.name, email: buyer.email };
    const detail = await r.get(`/order-detail/${c.byBuyer[0]}`, c.admin);
    expect(detail.json().data.order.placed_by).toEqual(expected);

    const sales = await createStaffMember(t.db, 'sales');
    const staffView = await t.app.inject({ url: `/api/admin/orders/${c.byBuyer[0]}`, headers: sales.auth });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().data.order.placed_by).toEqual(expected);
  });
});
