// Migration 0048 on a store whose carts were the company's: each company's lines and free product
// move to its oldest active admin (not a newer admin, a disabled one or a buyer), one line per
// product per user from then on, so another user of the company may hold the same product.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';
import { migratedBefore, type OldStore } from './migratedBefore';

let store: OldStore;
let client: PGlite;

beforeAll(async () => {
  store = await migratedBefore('0048_user_carts');
  client = store.client;
}, 120_000);
afterAll(() => store.close());

const userId = async (email: string) => (await client.query<{ id: number }>('select id from customer_users where email = $1', [email])).rows[0].id;

it("moves each company's cart and free product to its oldest active admin", async () => {
  await client.exec(`
    insert into customers (email, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status)
      values ('alpha@example.com', 'A', 'A', 'A', 'Alpha Traders', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved'),
             ('beta@example.com', 'B', 'B', 'B', 'Beta Traders', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved');
    insert into customer_users (customer_id, email, password_hash, name, role, status, created_at) values
      (1, 'disabled-admin@alpha.example', 'x', 'Gone', 'admin', 'disabled', '2020-01-01'),
      (1, 'buyer@alpha.example', 'x', 'Early Buyer', 'buyer', 'active', '2021-01-01'),
      (1, 'owner@alpha.example', 'x', 'Owner', 'admin', 'active', '2022-01-01'),
      (1, 'second@alpha.example', 'x', 'Second Admin', 'admin', 'active', '2023-01-01'),
      (2, 'owner@beta.example', 'x', 'Beta Owner', 'admin', 'active', '2022-06-01');
    insert into categories (slug, title) values ('old', 'Old');
    insert into brands (slug, brand_name) values ('old', 'Old');
    insert into products (sku, model_number, product_name, product_slug, category_id, brand_id, primary_image, base_price)
      values ('OLD-1', 'M1', 'Old 1', 'old-1', 1, 1, 'a.svg', 10), ('OLD-2', 'M2', 'Old 2', 'old-2', 1, 1, 'b.svg', 20);
    insert into carts (customer_id, product_id, quantity) values (1, 1, 3), (1, 2, 4), (2, 1, 5);
    insert into cart_free_products (customer_id, product_id) values (1, 2);
  `);

  await migrate(drizzle(client), { migrationsFolder });

  const owner = await userId('owner@alpha.example');
  const beta = await userId('owner@beta.example');
  const lines = await client.query('select customer_id, user_id, product_id, quantity from carts order by id');
  expect(lines.rows).toEqual([
    { customer_id: 1, user_id: owner, product_id: 1, quantity: 3 },
    { customer_id: 1, user_id: owner, product_id: 2, quantity: 4 },
    { customer_id: 2, user_id: beta, product_id: 1, quantity: 5 },
  ]);
  expect((await client.query('select customer_id, user_id, product_id from cart_free_products')).rows).toEqual([{ customer_id: 1, user_id: owner, product_id: 2 }]);

  // One line per product per user: another user of the company may now hold the same product...
  const second = await userId('second@alpha.example');
  await client.query('insert into carts (customer_id, user_id, product_id, quantity) values (1, $1, 1, 1)', [second]);
  await client.query('insert into cart_free_products (customer_id, user_id, product_id) values (1, $1, 2)', [second]);
  // ...but a user never two lines of one product, nor two free products.
  await expect(client.query('insert into carts (customer_id, user_id, product_id, quantity) values (1, $1, 1, 1)', [owner])).rejects.toThrow(/carts_user_product_unique/);
  await expect(client.query('insert into cart_free_products (customer_id, user_id, product_id) values (1, $1, 1)', [owner])).rejects.toThrow(/cart_free_products_pkey/);
});
