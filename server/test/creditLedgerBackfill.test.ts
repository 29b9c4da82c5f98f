// Migration 0042 on a store that already sold on credit: every cash-on-delivery order still holding
// a debit becomes an open due (less what its credit notes gave back; dated invoice + 30 days when
// invoiced), and each company's limit becomes its available credit + those dues, so it balances.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';
import { migratedBefore, type OldStore } from './migratedBefore';

let store: OldStore;
let client: PGlite;

beforeAll(async () => {
  store = await migratedBefore('0042_credit_ledger');
  client = store.client;
}, 120_000);
afterAll(() => store.close());

it('turns the standing cash-on-delivery debits into dues and balances every company', async () => {
  await client.exec(`
    insert into customers (email, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status, credit_limit)
      values ('old@example.com', 'Old', 'Buyer', 'Old Buyer', 'Old Traders', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved', '5000.00'),
             ('none@example.com', 'No', 'Orders', 'No Orders', 'Quiet Traders', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved', '700.00');
  `);
  const placed = [
    // number, status, method, invoice date, debited in the wallet
    ['ORD-INVOICED', 'approved', 'cash_on_delivery', '2026-10-31T20:00:00Z', true],
    ['ORD-PENDING', 'pending', 'cash_on_delivery', null, true],
    ['ORD-CANCELED', 'canceled', 'cash_on_delivery', null, true],
    ['ORD-CARD', 'approved', 'razorpay', '2026-10-01T10:00:00Z', false],
    ['ORD-RETURNED', 'delivered', 'cash_on_delivery', '2026-09-01T10:00:00Z', true],
  ] as const;
  for (const [number, status, method, invoiced, debited] of placed) {
    await client.query(
      `insert into orders (order_number, customer_id, customer_name, customer_phone, customer_email, s_address_line1, b_address_line1,
         sub_total, total_amount, payment_method, status, invoice_number, invoice_date)
       values ($1, 1, 'Old Buyer', '9876543210', 'old@example.com', '7 Dock Road', '12 Billing Lane', '1000.00', '1180.00', $2, $3, $4, $5)`,
      [number, method, status, invoiced ? `INV-${number}` : null, invoiced],
    );
    if (debited) await client.query(`insert into wallet_transactions (customer_id, order_number, description, type, amount) values (1, $1, 'Order', 'd', '1180.00')`, [number]);
  }
  await client.query(`insert into wallet_transactions (customer_id, order_number, description, type, amount) values (1, 'ORD-CANCELED', 'Cancelled', 'c', '1180.00')`);
  // ORD-RETURNED: a credit note gave back 118.00 of it.
  await client.query(
    `insert into credit_notes (note_number, note_date, order_id, invoice_number, invoice_date, reason, intra_state, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
     select 'CN/26-27/00001', now(), id, invoice_number, invoice_date, 'Returned', true, '[]', 10000, 900, 900, 0, 11800 from orders where order_number = 'ORD-RETURNED'`,
  );
  await client.query(`insert into wallet_transactions (customer_id, order_number, description, type, amount) values (1, 'CN/26-27/00001', 'Credit note', 'c', '118.00')`);

  await migrate(drizzle(client), { migrationsFolder });

  const dues = await client.query<{ order_number: string; amount: string; paid: string; state: string; due_date: string | null }>(
    `select order_number, amount, paid, state, due_date from credit_dues order by order_number`,
  );
  expect(dues.rows).toEqual([
    // Invoiced at 01:30 on 1 November in India: due 30 days later.
    { order_number: 'ORD-INVOICED', amount: '1180.00', paid: '0.00', state: 'open', due_date: '2026-12-01' },
    { order_number: 'ORD-PENDING', amount: '1180.00', paid: '0.00', state: 'open', due_date: null },
    { order_number: 'ORD-RETURNED', amount: '1062.00', paid: '0.00', state: 'open', due_date: '2026-10-01' },
  ]);
  const companies = await client.query<{ email: string; credit_line: string; credit_limit: string; outstanding: string; ledger: string }>(
    `select c.email, c.credit_line, c.credit_limit,
            coalesce((select sum(amount - paid) from credit_dues d where d.customer_id = c.id), 0)::text as outstanding,
            coalesce((select sum(debit - credit) from credit_entries e where e.customer_id = c.id), 0)::text as ledger
     from customers c order by c.id`,
  );
  expect(companies.rows).toEqual([
    { email: 'old@example.com', credit_line: '8422.00', credit_limit: '5000.00', outstanding: '3422.00', ledger: '3422.00' },
    { email: 'none@example.com', credit_line: '700.00', credit_limit: '700.00', outstanding: '0', ledger: '0' },
  ]);
});
