// Migration 0033 on a store with contact inquiries and item requests: the forms already received keep
// the reference their visitor was mailed (INQ-000042, from the serial id), and new ones draw a random
// one, so the references no longer count the store's forms.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';
import { migratedBefore, type OldStore } from './migratedBefore';

let store: OldStore;
let client: PGlite;

beforeAll(async () => {
  store = await migratedBefore('0033_visitor_form_references');
  client = store.client;
}, 120_000);

afterAll(async () => {
  await store.close();
});

it('keeps the mailed references of forms already received and draws random ones for new forms', async () => {
  await client.exec(`
    insert into inquiries (first_name, last_name, company_name, employee_designation, email, phone, description)
      values ('Old', 'One', 'Old One Pvt Ltd', 'Buyer', 'old1@example.com', '9876543210', 'Laptops'),
             ('Old', 'Two', 'Old Two Pvt Ltd', 'Buyer', 'old2@example.com', '9876543211', 'Printers');
    insert into item_requests (name, email, phone, products) values ('Old Three', 'old3@example.com', '9876543212', '[]');
  `);
  await migrate(drizzle(client), { migrationsFolder });
  const refs = async (table: string) => (await client.query<{ reference: string }>(`select reference from ${table} order by id`)).rows.map((r) => r.reference);
  expect(await refs('inquiries')).toEqual(['INQ-000001', 'INQ-000002']);
  expect(await refs('item_requests')).toEqual(['REQ-000001']);
  await client.exec(`
    insert into inquiries (first_name, last_name, company_name, employee_designation, email, phone, description)
      values ('New', 'One', 'New One Pvt Ltd', 'Buyer', 'new1@example.com', '9876543213', 'Servers'),
             ('New', 'Two', 'New Two Pvt Ltd', 'Buyer', 'new2@example.com', '9876543214', 'Switches');
    insert into item_requests (name, email, phone, products) values ('New Three', 'new3@example.com', '9876543215', '[]');
  `);
  const [, , a, b] = await refs('inquiries');
  expect(a).toMatch(/^INQ-[0-9A-F]{10}$/);
  expect(b).toMatch(/^INQ-[0-9A-F]{10}$/);
  expect(a).not.toBe(b);
  expect((await refs('item_requests'))[1]).toMatch(/^REQ-[0-9A-F]{10}$/);
});
