// Migrations 0009 and 0014 on a store that already has orders: approved, shipped and delivered orders get
// invoice numbers in the order they were placed and the counter continues after them; pending and
// cancelled orders get none; HSN codes, company and free product names are copied onto old orders.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';
import { migratedBefore, type OldStore } from './migratedBefore';
import { financialYear, nextInvoiceNumber } from '../src/modules/gst/invoiceNumbers';

let store: OldStore;
let client: PGlite;

beforeAll(async () => {
  store = await migratedBefore('0009_tax_invoices');
  client = store.client;
}, 120_000);

afterAll(async () => {
  await store.close();
});

it('numbers the orders the store approved before invoices existed, and only those', async () => {
  await client.exec(`
    insert into customers (email, password_hash, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status)
      values ('old@example.com', 'x', 'Old', 'Buyer', 'Old Buyer', 'Old Traders Pvt Ltd', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved');
    insert into categories (slug, title) values ('routers', 'Routers');
    insert into brands (slug, brand_name) values ('acme', 'Acme');
    insert into products (sku, model_number, product_name, product_slug, category_id, sub_category_id, brand_id, primary_image, base_price, hsn_code)
      values ('R1', 'R1', 'Acme Router', 'acme-router', 1, 1, 1, '/media/r1.svg', '1000.00', '851762'),
             ('F1', 'F1', 'Acme Pad', 'acme-pad', 1, 1, 1, '/media/f1.svg', '100.00', '392690');
  `);
  const placed = [
    ['ORD-A-DELIVERED', 'delivered', '2026-05-01T10:00:00Z', null],
    ['ORD-B-PENDING', 'pending', '2026-05-02T10:00:00Z', null],
    ['ORD-C-APPROVED', 'approved', '2026-05-03T10:00:00Z', 2],
    ['ORD-D-CANCELED', 'canceled', '2026-05-04T10:00:00Z', null],
    ['ORD-E-SHIPPED', 'shipped', '2026-04-15T10:00:00Z', null],
  ] as const;
  for (const [number, status, date, free] of placed) {
    await client.query(
      `insert into orders (order_number, customer_id, customer_name, customer_phone, customer_email, customer_gst, s_address_line1, s_state, b_address_line1, b_state,
         sub_total, cgst, sgst, total_amount, payment_method, status, order_date, free_product_id)
       values ($1, 1, 'Old Buyer', '9876543210', 'old@example.com', '27AAPFU0939F1ZV', '7 Dock Road', 'Maharashtra', '12 Billing Lane', 'Maharashtra',
         '1000.00', '90.00', '90.00', '1180.00', 'cash_on_delivery', $2, $3, $4)`,
      [number, status, date, free],
    );
    await client.query(
      `insert into order_items (order_id, product_id, product_name, unit_price, gst_rate, product_qty, line_total, tax_amount)
       select id, 1, 'Acme Router', '1000.00', '18', 1, '1000.00', '180.00' from orders where order_number = $1`,
      [number],
    );
  }

  const db = drizzle(client);
  await migrate(db, { migrationsFolder });

  // 0009 numbered them INV/2026-27/00001...; 0014 shortened them to 16 characters at most
  // (INV/26-27/00001), keeping each number.
  const fy = financialYear(new Date()).slice(2);
  const rows = (
    await client.query<{ order_number: string; invoice_number: string | null; invoice_date: Date | null; customer_company: string; free_product_name: string | null; free_product_hsn_code: string | null }>(
      'select order_number, invoice_number, invoice_date, customer_company, free_product_name, free_product_hsn_code from orders order by order_number',
    )
  ).rows;
  const numberOf = Object.fromEntries(rows.map((r) => [r.order_number, r.invoice_number]));
  // Placement order: E (15 Apr), A (1 May), C (3 May).
  expect(numberOf).toEqual({
    'ORD-A-DELIVERED': `INV/${fy}/00002`,
    'ORD-B-PENDING': null,
    'ORD-C-APPROVED': `INV/${fy}/00003`,
    'ORD-D-CANCELED': null,
    'ORD-E-SHIPPED': `INV/${fy}/00001`,
  });
  for (const r of rows) {
    expect(r.customer_company).toBe('Old Traders Pvt Ltd');
    if (r.invoice_number) expect(r.invoice_date).not.toBeNull();
  }
  const c = rows.find((r) => r.order_number === 'ORD-C-APPROVED')!;
  expect([c.free_product_name, c.free_product_hsn_code]).toEqual(['Acme Pad', '392690']);
  const hsn = (await client.query<{ hsn_code: string }>('select distinct hsn_code from order_items')).rows.map((r) => r.hsn_code);
  expect(hsn).toEqual(['851762']);

  // The next approval continues the year's count (a schema-less drizzle instance: only the counter table is touched).
  expect(await db.transaction((tx) => nextInvoiceNumber(tx as never, new Date()))).toBe(`INV/${fy}/00004`);
});
