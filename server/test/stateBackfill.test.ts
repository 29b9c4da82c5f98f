// Migration 0017 on a store whose address books hold states as typed: names that match the list in
// contracts/indianStates.ts (any case, spaces around, an old name) take the list's spelling; a
// state that matches nothing is left for the customer to choose when they next edit it.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';
import { migratedBefore, type OldStore } from './migratedBefore';

let store: OldStore;
let client: PGlite;

beforeAll(async () => {
  store = await migratedBefore('0017_canonical_states');
  client = store.client;
}, 120_000);

afterAll(async () => {
  await store.close();
});

it('rewrites stored states that match a state or union territory to the list’s spelling, and only those', async () => {
  await client.exec(`
    insert into customers (email, password_hash, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, status)
      values ('old@example.com', 'x', 'Old', 'Buyer', 'Old Buyer', 'Old Traders Pvt Ltd', 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'approved');
    insert into billing_addresses (customer_id, b_address_line1, b_state) values
      (1, 'B1', 'maharashtra'), (1, 'B2', '  TAMIL NADU '), (1, 'B3', 'Orissa'), (1, 'B4', null), (1, 'B5', 'Atlantis'), (1, 'B6', 'Karnataka');
    insert into shipping_addresses (customer_id, s_address_line1, s_city, s_state, s_country, s_pincode, s_phone) values
      (1, 'S1', 'Pune', 'MAHARASHTRA', 'India', '411001', '9876543210'),
      (1, 'S2', 'Delhi', 'new delhi', 'India', '110001', '9876543210'),
      (1, 'S3', 'Nowhere', 'Mars', 'India', '000000', '9876543210');
  `);
  // Every later migration runs too: both books now live in one addresses table (0022), copied in id order.
  await migrate(drizzle(client), { migrationsFolder });
  const stateOf = async (kind: string) =>
    (await client.query<{ state: string | null }>('select state from addresses where kind = $1 order by id', [kind])).rows.map((r) => r.state);
  expect(await stateOf('billing')).toEqual(['Maharashtra', 'Tamil Nadu', 'Odisha', null, 'Atlantis', 'Karnataka']);
  expect(await stateOf('shipping')).toEqual(['Maharashtra', 'Delhi', 'Mars']);
});
