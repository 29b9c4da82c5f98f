// The migration that made e-way bill numbers unique and queued stored rich text for the sanitiser,
// on a store from before it: bills sharing a number are marked and left as they are (a new one with
// that number is refused by the index only when unmarked), and the server's start cleans exactly
// the queued descriptions with the one sanitiser, audited, moving a product's version on.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Db } from '../src/db/client';
import { cleanStoredHtml } from '../src/modules/content/cleanStoredHtml';
import { migratedBefore, type OldStore } from './migratedBefore';

let store: OldStore;
let client: PGlite;

const DIRTY = '<p>Fast <b>SSD</b></p><script>alert(1)</script><img src="a.png" onerror="alert(2)">';
const SAFE = '<p>Plain <i>text</i> &amp; a <a href="https://example.com">link</a></p>';

beforeAll(async () => {
  store = await migratedBefore('0053_gst_documents_html');
  client = store.client;
  await client.exec(`
    insert into customers (email, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status)
      values ('alpha@example.com', 'A', 'A', 'A', 'Alpha Traders', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved');
    insert into categories (slug, title) values ('old', 'Old');
    insert into brands (slug, brand_name) values ('old', 'Old');
    insert into products (sku, model_number, product_name, product_slug, category_id, brand_id, primary_image, base_price, long_description)
      values ('OLD-1', 'M1', 'Old 1', 'old-1', 1, 1, 'a.svg', 10, '${DIRTY}'),
             ('OLD-2', 'M2', 'Old 2', 'old-2', 1, 1, 'b.svg', 20, '${SAFE}');
    insert into blogs (slug, title, description) values ('post', 'Post', '<p>Read <a href="javascript:alert(3)">this</a></p>');
  `);
  for (const n of ['ORD-1', 'ORD-2', 'ORD-3']) {
    await client.query(
      `insert into orders (order_number, customer_id, customer_name, customer_phone, customer_email, s_address_line1, b_address_line1, sub_total, total_amount, payment_method, status)
       values ($1, 1, 'Old Buyer', '9876543210', 'old@example.com', '7 Dock Road', '12 Billing Lane', '60000.00', '70800.00', 'cash_on_delivery', 'shipped')`,
      [n],
    );
  }
  await client.exec(`
    insert into eway_bills (order_id, ewb_number, ewb_date, transporter_name, vehicle_number, distance_km, valid_until)
      values (1, '341012345678', '2026-11-01', 'Safe Roadways', 'KA01AB1234', 100, '2026-11-02'),
             (2, '341012345678', '2026-11-01', 'Safe Roadways', 'KA01AB1234', 100, '2026-11-02'),
             (3, '341099999999', '2026-11-01', 'Safe Roadways', 'KA01AB1234', 100, '2026-11-02');
  `);
  await migrate(drizzle(client), { migrationsFolder });
}, 120_000);
afterAll(() => store.close());

describe('e-way bill numbers', () => {
  it('marks the bills that already shared a number and leaves them; a new bill with a number in use is refused', async () => {
    const rows = await client.query<{ order_id: number; ewb_number: string; number_shared_before: boolean }>('select order_id, ewb_number, number_shared_before from eway_bills order by order_id');
    expect(rows.rows).toEqual([
      { order_id: 1, ewb_number: '341012345678', number_shared_before: true },
      { order_id: 2, ewb_number: '341012345678', number_shared_before: true },
      { order_id: 3, ewb_number: '341099999999', number_shared_before: false },
    ]);
    await client.query(
      `insert into orders (order_number, customer_id, customer_name, customer_phone, customer_email, s_address_line1, b_address_line1, sub_total, total_amount, payment_method, status)
       values ('ORD-4', 1, 'Old Buyer', '9876543210', 'old@example.com', '7 Dock Road', '12 Billing Lane', '60000.00', '70800.00', 'cash_on_delivery', 'approved')`,
    );
    await expect(
      client.query(`insert into eway_bills (order_id, ewb_number, ewb_date, transporter_name, vehicle_number, distance_km, valid_until) values (4, '341099999999', '2026-11-01', 'X', 'KA01AB1234', 100, '2026-11-02')`),
    ).rejects.toThrow(/eway_bills_number_unique/);
  });
});

describe('stored rich text', () => {
  it('is queued by the migration only where the sanitiser has something to remove', async () => {
    const queued = await client.query<{ table_name: string; row_id: number }>('select table_name, row_id from html_cleanup order by table_name, row_id');
    expect(queued.rows).toEqual([
      { table_name: 'blogs', row_id: 1 },
      { table_name: 'products', row_id: 1 },
    ]);
  });

  it('is cleaned once when the server starts: audited, a product version moved on, the queue emptied', async () => {
    const db = drizzle(client) as unknown as Db;
    expect(await cleanStoredHtml(db)).toBe(2);
    const product = (await client.query<{ long_description: string; version: number }>("select long_description, version from products where sku = 'OLD-1'")).rows[0];
    expect(product.long_description).toContain('<p>Fast <b>SSD</b></p>');
    for (const bad of ['<script', 'onerror']) expect(product.long_description).not.toContain(bad);
    expect(product.version).toBe(2);
    expect((await client.query<{ long_description: string }>("select long_description from products where sku = 'OLD-2'")).rows[0].long_description).toBe(SAFE);
    expect((await client.query<{ description: string }>('select description from blogs')).rows[0].description).not.toContain('javascript:');
    const audit = await client.query<{ action: string; entity_type: string; entity_id: string; actor_email: string; before: unknown }>(
      "select action, entity_type, entity_id, actor_email, before from audit_log where action = 'content.sanitise' order by entity_type",
    );
    expect(audit.rows).toEqual([
      { action: 'content.sanitise', entity_type: 'blog', entity_id: '1', actor_email: 'store-start', before: { removed: ['a javascript: link'] } },
      { action: 'content.sanitise', entity_type: 'product', entity_id: '1', actor_email: 'store-start', before: { removed: ['<script>', 'onerror on <img>'] } },
    ]);
    expect((await client.query('select * from html_cleanup')).rows).toEqual([]);
    expect(await cleanStoredHtml(db)).toBe(0);
  });
});
