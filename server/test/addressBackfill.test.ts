// Migration 0022 on a store with both old address books: every row moves into the one addresses
// table with its kind, parts and default flag and a public id of its own, and a card payment
// waiting for its order names its addresses by those public ids.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';
import { migratedBefore, type OldStore } from './migratedBefore';

let store: OldStore;
let client: PGlite;

beforeAll(async () => {
  store = await migratedBefore('0022_addresses');
  client = store.client;
}, 120_000);

afterAll(async () => {
  await store.close();
});

interface Moved {
  customer_id: number;
  kind: string;
  line1: string;
  line2: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  phone: string | null;
  is_default: string;
  public_id: string;
}

it('moves every billing and shipping address into one table with its kind, default and a public id', async () => {
  await client.exec(`
    insert into customers (email, password_hash, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status)
      values ('a@example.com', 'x', 'A', 'Buyer', 'A Buyer', 'A Traders', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved'),
             ('b@example.com', 'x', 'B', 'Buyer', 'B Buyer', 'B Traders', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543211', 'approved');
    insert into billing_addresses (customer_id, b_address_line1, b_address_line2, b_city, b_state, b_country, b_pincode, b_phone, is_default)
      values (1, 'Ballard House', 'Fort', 'Mumbai', 'Maharashtra', 'India', '400001', '9876543210', 'y'),
             (1, 'Only line one', null, null, null, null, null, null, 'n'),
             (2, 'B billing', null, 'Pune', null, null, null, null, 'n');
    insert into shipping_addresses (customer_id, s_address_line1, s_address_line2, s_city, s_state, s_country, s_pincode, s_phone, is_default)
      values (1, 'Dalal Street', null, 'Mumbai', 'Maharashtra', 'India', '400001', '9876543210', 'n'),
             (1, '80 Feet Road', 'Koramangala', 'Bengaluru', 'Karnataka', 'India', '560034', '9876501234', 'y'),
             (2, 'B shipping', null, 'Chennai', 'Tamil Nadu', 'India', '600001', '9876543211', 'y');
    insert into payment_orders (provider, provider_order_id, customer_id, amount_paise, order_data)
      values ('sandbox', 'order_waiting', 1, 11800, '{"billing_address_id": 1, "shipping_address_id": 2, "purchase_order_number": "PO-7"}'),
             ('sandbox', 'order_gone', 1, 11800, '{"billing_address_id": 1, "shipping_address_id": 999}');
  `);
  await migrate(drizzle(client), { migrationsFolder });

  const rows = (await client.query<Moved>(`select * from addresses order by customer_id, kind, id`)).rows;
  const brief = rows.map(({ customer_id, kind, line1, line2, city, state, pincode, phone, is_default }) => ({ customer_id, kind, line1, line2, city, state, pincode, phone, is_default }));
  expect(brief).toEqual([
    { customer_id: 1, kind: 'billing', line1: 'Ballard House', line2: 'Fort', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', phone: '9876543210', is_default: 'y' },
    { customer_id: 1, kind: 'billing', line1: 'Only line one', line2: null, city: null, state: null, pincode: null, phone: null, is_default: 'n' },
    { customer_id: 1, kind: 'shipping', line1: 'Dalal Street', line2: null, city: 'Mumbai', state: 'Maharashtra', pincode: '400001', phone: '9876543210', is_default: 'n' },
    { customer_id: 1, kind: 'shipping', line1: '80 Feet Road', line2: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', pincode: '560034', phone: '9876501234', is_default: 'y' },
    { customer_id: 2, kind: 'billing', line1: 'B billing', line2: null, city: 'Pune', state: null, pincode: null, phone: null, is_default: 'n' },
    { customer_id: 2, kind: 'shipping', line1: 'B shipping', line2: null, city: 'Chennai', state: 'Tamil Nadu', pincode: '600001', phone: '9876543211', is_default: 'y' },
  ]);
  for (const r of rows) expect(r.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(new Set(rows.map((r) => r.public_id)).size).toBe(rows.length);
  const old = (await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_name in ('billing_addresses', 'shipping_addresses')`)).rows;
  expect(old[0].n).toBe(0);

  // The waiting payment's order data now names the same two addresses by their public ids.
  const [waiting, gone] = (await client.query<{ order_data: Record<string, unknown> }>(`select order_data from payment_orders order by id`)).rows;
  expect(waiting.order_data).toEqual({ billing_address_id: rows[0].public_id, shipping_address_id: rows[3].public_id, purchase_order_number: 'PO-7' });
  // An address deleted since reads as missing, as before: its old number as text names no address.
  expect(gone.order_data).toEqual({ billing_address_id: rows[0].public_id, shipping_address_id: '999' });

  // The database holds a book to one default and a shipping address to every part.
  await expect(client.exec(`insert into addresses (customer_id, kind, line1, is_default) values (1, 'billing', 'Second default', 'y')`)).rejects.toThrow(/addresses_one_default/);
  await expect(client.exec(`insert into addresses (customer_id, kind, line1) values (1, 'shipping', 'No city')`)).rejects.toThrow(/addresses_shipping_complete_check/);
});
