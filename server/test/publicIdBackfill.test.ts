// Migration 0019 on a store with orders and quotations: each existing row gets its own random
// public id (the id customers see), unique, and new rows draw theirs from the column's default.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';
import { migratedBefore, type OldStore } from './migratedBefore';

let store: OldStore;
let client: PGlite;

beforeAll(async () => {
  store = await migratedBefore('0019_public_ids');
  client = store.client;
}, 120_000);

afterAll(async () => {
  await store.close();
});

it('gives every existing order and quotation its own random public id', async () => {
  await client.exec(`
    insert into customers (email, password_hash, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status)
      values ('old@example.com', 'x', 'Old', 'Buyer', 'Old Buyer', 'Old Traders Pvt Ltd', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved');
    insert into quotations (quotation_number, customer_id) values ('QT-1', 1), ('QT-2', 1), ('QT-3', 1);
  `);
  for (let i = 1; i <= 3; i += 1) {
    await client.exec(`insert into orders (order_number, customer_id, customer_name, customer_phone, customer_email, s_address_line1, b_address_line1, sub_total, total_amount, payment_method)
      values ('ORD-20250101-00000${i}', 1, 'Old Buyer', '9876543210', 'old@example.com', 'S1', 'B1', 100, 118, 'cash_on_delivery')`);
  }
  await migrate(drizzle(client), { migrationsFolder });
  for (const table of ['orders', 'quotations']) {
    const ids = (await client.query<{ public_id: string }>(`select public_id from ${table} order by id`)).rows.map((r) => r.public_id);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(3);
  }
  // New rows draw their own.
  await client.exec(`insert into quotations (quotation_number, customer_id) values ('QT-4', 1)`);
  const [fresh] = (await client.query<{ public_id: string }>(`select public_id from quotations where quotation_number = 'QT-4'`)).rows;
  expect(fresh.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
});
