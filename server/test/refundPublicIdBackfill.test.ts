// Migration 0032 on a store with refunds: each existing refund gets its own random public id (the id
// an order's refunds[].id shows the buyer and the back office retries by), unique, and new rows draw theirs.
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
  store = await migratedBefore('0032_refund_public_ids');
  client = store.client;
}, 120_000);

afterAll(async () => {
  await store.close();
});

it('gives every existing refund its own random public id, and new refunds theirs', async () => {
  await client.exec(`
    insert into customers (email, password_hash, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status)
      values ('old1@example.com', 'x', 'Old', 'One', 'Old One', 'Old One Pvt Ltd', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved');
    insert into orders (order_number, customer_id, customer_name, customer_phone, customer_email, customer_gst, s_address_line1, s_state, b_address_line1, b_state,
        sub_total, cgst, sgst, total_amount, payment_method, status)
      values ('ORD-OLD-1', 1, 'Old One', '9876543210', 'old1@example.com', '27AAPFU0939F1ZV', '7 Dock Road', 'Maharashtra', '12 Billing Lane', 'Maharashtra',
        '423.73', '38.14', '38.14', '500.00', 'razorpay', 'canceled');
    insert into payment_orders (provider, provider_order_id, customer_id, amount_paise) values ('sandbox', 'order_old_1', 1, 50000);
    insert into refunds (payment_order_id, order_id, amount_paise, reason, idempotency_key) values (1, 1, 20000, 'Old part', 'refund-old-1'), (1, 1, 30000, 'Old rest', 'refund-old-2');
  `);
  await migrate(drizzle(client), { migrationsFolder });
  const ids = (await client.query<{ public_id: string; reason: string }>('select public_id, reason from refunds order by id')).rows;
  expect(ids.map((r) => r.reason)).toEqual(['Old part', 'Old rest']);
  for (const r of ids) expect(r.public_id).toMatch(PUBLIC_ID);
  expect(new Set(ids.map((r) => r.public_id)).size).toBe(2);
  await client.exec(`insert into refunds (payment_order_id, order_id, amount_paise, reason, idempotency_key) values (1, 1, 100, 'New', 'refund-new-1')`);
  const [added] = (await client.query<{ public_id: string }>(`select public_id from refunds where reason = 'New'`)).rows;
  expect(added.public_id).toMatch(PUBLIC_ID);
  expect(ids.map((r) => r.public_id)).not.toContain(added.public_id);
});
