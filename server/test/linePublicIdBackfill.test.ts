// Migration 0029 on a store with customers, orders, quotations and wallet history: each existing
// customer, order line, quotation line and message and wallet transaction gets its own random public
// id (the id customers see), unique, and new rows draw theirs.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';
import { migratedBefore, type OldStore } from './migratedBefore';

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;
const TABLES = ['customers', 'order_items', 'quotation_items', 'quotation_messages', 'wallet_transactions'] as const;
let store: OldStore;
let client: PGlite;

beforeAll(async () => {
  store = await migratedBefore('0029_more_public_ids');
  client = store.client;
}, 120_000);

afterAll(async () => {
  await store.close();
});

const publicIds = async (table: string) => (await client.query<{ public_id: string }>(`select public_id from ${table} order by id`)).rows.map((r) => r.public_id);

it('gives every existing customer, order and quotation line, message and wallet transaction its own random public id', async () => {
  await client.exec(`
    insert into customers (email, password_hash, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status)
      values ('old1@example.com', 'x', 'Old', 'One', 'Old One', 'Old One Pvt Ltd', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved'),
             ('old2@example.com', 'x', 'Old', 'Two', 'Old Two', 'Old Two Pvt Ltd', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543211', 'approved');
    insert into categories (slug, title) values ('old', 'Old');
    insert into brands (slug, brand_name) values ('old', 'Old');
    insert into products (sku, model_number, product_name, product_slug, category_id, brand_id, primary_image, base_price)
      values ('OLD-1', 'M1', 'Old 1', 'old-1', 1, 1, 'a.svg', 10), ('OLD-2', 'M2', 'Old 2', 'old-2', 1, 1, 'b.svg', 20);
    insert into orders (order_number, customer_id, customer_name, customer_phone, customer_email, customer_gst, s_address_line1, s_state, b_address_line1, b_state,
        sub_total, cgst, sgst, total_amount, payment_method, status)
      values ('ORD-OLD-1', 1, 'Old One', '9876543210', 'old1@example.com', '27AAPFU0939F1ZV', '7 Dock Road', 'Maharashtra', '12 Billing Lane', 'Maharashtra',
        '30.00', '2.70', '2.70', '35.40', 'cash_on_delivery', 'pending'),
             ('ORD-OLD-2', 2, 'Old Two', '9876543211', 'old2@example.com', '27AAPFU0939F1ZV', '7 Dock Road', 'Maharashtra', '12 Billing Lane', 'Maharashtra',
        '10.00', '0.90', '0.90', '11.80', 'cash_on_delivery', 'pending');
    insert into order_items (order_id, product_id, product_name, unit_price, gst_rate, product_qty, line_total, tax_amount)
      values (1, 1, 'Old 1', '10.00', '18', 1, '10.00', '1.80'), (1, 2, 'Old 2', '20.00', '18', 1, '20.00', '3.60'), (2, 1, 'Old 1', '10.00', '18', 1, '10.00', '1.80');
    insert into wallet_transactions (customer_id, order_number, description, type, amount)
      values (1, 'ORD-OLD-1', 'Order ORD-OLD-1 (cash on delivery)', 'd', '35.40'), (2, 'ORD-OLD-2', 'Order ORD-OLD-2 (cash on delivery)', 'd', '11.80'),
             (1, null, 'Credit limit set by the store', 'c', '1000.00');
    insert into quotations (quotation_number, customer_id) values ('QT-OLD-1', 1), ('QT-OLD-2', 2);
    insert into quotation_items (quotation_id, product_id, product_qty) values (1, 1, 3), (1, 2, 4), (2, 1, 5);
    insert into quotation_messages (quotation_id, author, body) values (1, 'buyer', 'When?'), (1, 'store', 'Friday.'), (2, 'buyer', 'Price?');
  `);
  await migrate(drizzle(client), { migrationsFolder });
  const counts = { customers: 2, order_items: 3, quotation_items: 3, quotation_messages: 3, wallet_transactions: 3 };
  const seen: string[] = [];
  for (const table of TABLES) {
    const ids = await publicIds(table);
    expect(ids).toHaveLength(counts[table]);
    for (const id of ids) expect(id).toMatch(PUBLIC_ID);
    seen.push(...ids);
  }
  expect(new Set(seen).size).toBe(seen.length);
  // The old rows are otherwise as they were.
  expect((await client.query<{ product_qty: number }>('select product_qty from quotation_items order by id')).rows.map((r) => r.product_qty)).toEqual([3, 4, 5]);
  // New rows draw their own, and each column refuses a duplicate.
  await client.exec(`insert into wallet_transactions (customer_id, description, type, amount) values (2, 'Credit limit set by the store', 'c', '500.00')`);
  const wallet = await publicIds('wallet_transactions');
  expect(wallet).toHaveLength(4);
  expect(wallet[3]).toMatch(PUBLIC_ID);
  expect(new Set(wallet).size).toBe(4);
  for (const table of TABLES) {
    const [first] = await publicIds(table);
    await expect(client.query(`update ${table} set public_id = $1 where id = 2`, [first])).rejects.toThrow(new RegExp(`${table}_public_id_unique`));
  }
});
