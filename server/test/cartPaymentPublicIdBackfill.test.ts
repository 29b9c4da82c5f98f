// Migration 0023 on a store with cart lines and card payment orders: each existing row gets its own
// random public id (the cart_id and rpo_id customers see), unique, and new rows draw theirs.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';
import { migratedBefore, type OldStore } from './migratedBefore';

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;
let store: OldStore;
let client: PGlite;

beforeAll(async () => {
  store = await migratedBefore('0023_cart_payment_public_ids');
  client = store.client;
}, 120_000);

afterAll(async () => {
  await store.close();
});

const publicIds = async (table: string) => (await client.query<{ public_id: string }>(`select public_id from ${table} order by id`)).rows.map((r) => r.public_id);

it('gives every existing cart line and card payment order its own random public id', async () => {
  await client.exec(`
    insert into customers (email, password_hash, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status)
      values ('old@example.com', 'x', 'Old', 'Buyer', 'Old Buyer', 'Old Traders Pvt Ltd', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved');
    insert into categories (slug, title) values ('old', 'Old');
    insert into brands (slug, brand_name) values ('old', 'Old');
    insert into products (sku, model_number, product_name, product_slug, category_id, brand_id, primary_image, base_price)
      values ('OLD-1', 'M1', 'Old 1', 'old-1', 1, 1, 'a.svg', 10), ('OLD-2', 'M2', 'Old 2', 'old-2', 1, 1, 'b.svg', 20), ('OLD-3', 'M3', 'Old 3', 'old-3', 1, 1, 'c.svg', 30);
    insert into carts (customer_id, product_id, quantity) values (1, 1, 1), (1, 2, 2), (1, 3, 3);
    insert into payment_orders (provider, provider_order_id, customer_id, amount_paise)
      values ('sandbox', 'order_OLD00000000001', 1, 1180), ('sandbox', 'order_OLD00000000002', 1, 2360), ('sandbox', 'order_OLD00000000003', 1, 3540);
  `);
  await migrate(drizzle(client), { migrationsFolder });
  for (const table of ['carts', 'payment_orders']) {
    const ids = await publicIds(table);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(PUBLIC_ID);
    expect(new Set(ids).size).toBe(3);
  }
  // The old rows are otherwise as they were.
  expect((await client.query<{ quantity: number }>('select quantity from carts order by id')).rows.map((r) => r.quantity)).toEqual([1, 2, 3]);
  // New rows draw their own, and the column refuses a duplicate.
  await client.exec(`delete from carts where product_id = 3; insert into carts (customer_id, user_id, product_id, quantity) select 1, user_id, 3, 4 from carts limit 1`);
  const carts = await publicIds('carts');
  expect(carts).toHaveLength(3);
  expect(carts[2]).toMatch(PUBLIC_ID);
  await expect(client.query('update carts set public_id = $1 where id = 2', [carts[0]])).rejects.toThrow(/carts_public_id_unique/);
  const payments = await publicIds('payment_orders');
  await expect(client.query('update payment_orders set public_id = $1 where id = 2', [payments[0]])).rejects.toThrow(/payment_orders_public_id_unique/);
});
