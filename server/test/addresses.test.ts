// Billing and shipping address books: owner scoping, public ids, paging, validation and the one-default rule.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { addresses } from '../src/db/schema';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const billing = (n: number, extra: Record<string, string> = {}) => ({
  b_address_line1: `${n} Billing Street`,
  b_address_line2: 'Floor 2',
  b_city: 'Mumbai',
  b_state: 'Maharashtra',
  b_country: 'India',
  b_pincode: '400001',
  b_phone: '9876543210',
  is_default: 'n',
  ...extra,
});

const shipping = (n: number, extra: Record<string, string> = {}) => ({
  s_address_line1: `${n} Shipping Road`,
  s_address_line2: '',
  s_city: 'Pune',
  s_state: 'Maharashtra',
  s_country: 'India',
  s_pincode: '411001',
  s_phone: '9123456780',
  is_default: 'n',
  ...extra,
});

const api = (c: TestCustomer) => ({
  list: (book: string, page?: number | string) =>
    t.app.inject({ url: `/api/${book}-address-list${page === undefined ? '' : `?page=${page}`}`, headers: c.auth }),
  store: (book: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${book}-address-store`, headers: c.auth, payload }),
  update: (book: string, id: number | string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${book}-address-update/${id}`, headers: c.auth, payload }),
  remove: (book: string, id: number | string) => t.app.inject({ url: `/api/${book}-address-delete/${id}`, headers: c.auth }),
});

describe('billing address book', () => {
  it('starts empty', async () => {
    const c = await createCustomer(t.db);
    const res = await api(c).list('billing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      billing_addresses: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 },
    });
  });

  it('adds addresses; the first is the default, and a new default replaces the old one', async () => {
    const c = await createCustomer(t.db);
    const a = api(c);
    const first = await a.store('billing', billing(1));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: true,
      message: 'Address added successfully',
      data: {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        b_address_line1: '1 Billing Street',
        b_address_line2: 'Floor 2',
        b_city: 'Mumbai',
        b_state: 'Maharashtra',
        b_country: 'India',
        b_pincode: '400001',
        b_phone: '9876543210',
        is_default: 'y',
      },
    });
    const second = await a.store('billing', billing(2));
    expect(second.json().data.is_default).toBe('n');
    const third = await a.store('billing', billing(3, { is_default: 'y' }));
    expect(third.json().data.is_default).toBe('y');

    const list = (await a.list('billing')).json().billing_addresses;
    expect(list.total).toBe(3);
    // The default first, then newest first.
    expect(list.data.map((x: { b_address_line1: string }) => x.b_address_line1)).toEqual([
      '3 Billing Street',
      '2 Billing Street',
      '1 Billing Street',
    ]);
    expect(list.data.map((x: { is_default: string }) => x.is_default)).toEqual(['y', 'n', 'n']);
  });

  it('validates: line 1 required and at most 30 characters, numeric phone', async () => {
    const a = api(await createCustomer(t.db));
    const missing = await a.store('billing', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ b_address_line1: ['Address line 1 is required'] });

    const long = await a.store('billing', billing(1, { b_address_line1: 'x'.repeat(31), b_phone: '98765abc', is_default: 'maybe' }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      b_address_line1: ['Maximum length of characters reached.'],
      b_phone: ['Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'],
      is_default: ["Default must be 'y' or 'n'."],
    });

    // Only line 1 is required on the billing form.
    const minimal = await a.store('billing', { b_address_line1: 'x'.repeat(30) });
    expect(minimal.statusCode).toBe(200);
    expect(minimal.json().data).toMatchObject({ b_city: null, b_phone: null, is_default: 'y' });
  });

  it('updates an address, and is_default y moves the default', async () => {
    const c = await createCustomer(t.db);
    const a = api(c);
    const one = (await a.store('billing', billing(1))).json().data;
    const two = (await a.store('billing', billing(2))).json().data;

    const res = await a.update('billing', two.id, billing(22, { b_city: 'Thane', is_default: 'y' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Address updated successfully',
      data: { id: two.id, b_address_line1: '22 Billing Street', b_city: 'Thane', is_default: 'y' },
    });
    const rows = await t.db.select().from(addresses).where(and(eq(addresses.customerId, c.id), eq(addresses.kind, 'billing')));
    expect(rows.find((r) => r.publicId === one.id)?.isDefault).toBe('n');

    // The book always keeps a default: 'n' on the current default leaves it the default.
    const keep = await a.update('billing', two.id, billing(22, { is_default: 'n' }));
    expect(keep.json().data.is_default).toBe('y');

    const bad = await a.update('billing', two.id, { b_address_line1: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ b_address_line1: ['Address line 1 is required'] });
  });

  it('deletes an address; deleting the default promotes the newest remaining one', async () => {
    const c = await createCustomer(t.db);
    const a = api(c);
    const one = (await a.store('billing', billing(1))).json().data;
    const two = (await a.store('billing', billing(2))).json().data;
    const three = (await a.store('billing', billing(3))).json().data;

    const notDefault = await a.remove('billing', two.id);
    expect(notDefault.statusCode).toBe(200);
    expect(notDefault.json()).toEqual({ status: true, message: 'Address deleted successfully' });
    expect((await a.remove('billing', one.id)).statusCode).toBe(200);

    const list = (await a.list('billing')).json().billing_addresses;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: three.id, is_default: 'y' });
    expect((await a.remove('billing', two.id)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await createCustomer(t.db);
    const theirs = (await api(owner).store('billing', billing(1))).json().data;
    const intruder = api(await createCustomer(t.db));

    const upd = await intruder.update('billing', theirs.id, billing(9, { is_default: 'y' }));
    expect(upd.statusCode).toBe(404);
    expect(upd.json()).toMatchObject({ status: false, message: 'Address not found' });
    expect((await intruder.remove('billing', theirs.id)).statusCode).toBe(404);
    expect((await intruder.list('billing')).json().billing_addresses.total).toBe(0);

    const [row] = await t.db.select().from(addresses).where(eq(addresses.publicId, theirs.id));
    expect(row).toMatchObject({ kind: 'billing', line1: '1 Billing Street', isDefault: 'y' });
  });

  it("keeps a company's addresses from another company's second user, and shares them with its own users", async () => {
    const owner = await createCustomer(t.db);
    const theirs = (await api(owner).store('billing', billing(1))).json().data;
    // A second admin of another company: the company, not the person, scopes the address book.
    const intruder = api(await createCompanyUser(t.db, await createCustomer(t.db), { role: 'admin' }));
    expect((await intruder.update('billing', theirs.id, billing(9))).statusCode).toBe(404);
    expect((await intruder.remove('billing', theirs.id)).statusCode).toBe(404);
    expect((await intruder.list('billing')).json().billing_addresses.total).toBe(0);
    // A colleague (a Viewer) reads the company's book.
    const colleague = api(await createCompanyUser(t.db, owner, { role: 'viewer' }));
    expect((await colleague.list('billing')).json().billing_addresses.data.map((a: { id: string }) => a.id)).toContain(theirs.id);
  });

  it('answers unknown ids with 404 and an over-long one with 422', async () => {
    const a = api(await createCustomer(t.db));
    expect((await a.update('billing', 'abc', billing(1))).statusCode).toBe(404);
    expect((await a.remove('billing', '0')).statusCode).toBe(404);
    expect((await a.remove('billing', 'x'.repeat(65))).statusCode).toBe(422);
  });

  it('names addresses by random public ids and refuses the serial id like a missing address', async () => {
    const c = await createCustomer(t.db);
    const a = api(c);
    const mine = (await a.store('billing', billing(1))).json().data;
    expect(mine.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.publicId, mine.id));
    // The row's serial number (what the books used to answer) no longer names it, in any call.
    for (const res of [await a.update('billing', row.id, billing(2)), await a.remove('billing', row.id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, message: 'Address not found' });
    }
    // Nor does a billing address's public id name anything in the shipping book.
    expect((await a.update('shipping', mine.id, shipping(1))).statusCode).toBe(404);
    expect((await a.list('billing')).json().billing_addresses.data).toEqual([expect.objectContaining({ id: mine.id, b_address_line1: '1 Billing Street' })]);
  });

  it('pages by 10 and clamps a page past the end', async () => {
    const c = await createCustomer(t.db);
    const a = api(c);
    for (let i = 1; i <= 12; i += 1) await a.store('billing', billing(i));
    const p1 = (await a.list('billing', 1)).json().billing_addresses;
    expect(p1).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(p1.data).toHaveLength(10);
    expect(p1.data[0]).toMatchObject({ b_address_line1: '1 Billing Street', is_default: 'y' });
    const p2 = (await a.list('billing', 2)).json().billing_addresses;
    expect(p2.data).toHaveLength(2);
    const ids = new Set([...p1.data, ...p2.data].map((x: { id: string }) => x.id));
    expect(ids.size).toBe(12);
    const past = (await a.list('billing', 99)).json().billing_addresses;
    expect(past).toMatchObject({ current_page: 2, last_page: 2 });
    expect(past.data).toHaveLength(2);
    expect((await a.list('billing', 0)).statusCode).toBe(422);
    expect((await a.list('billing', 'abc')).statusCode).toBe(422);
  });

  it('is open to pending accounts and closed to visitors', async () => {
    const pending = await createCustomer(t.db, { status: 'pending' });
    expect((await api(pending).store('billing', billing(1))).statusCode).toBe(200);
    expect((await api(pending).list('billing')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/billing-address-list' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/billing-address-store', payload: billing(1) })).statusCode).toBe(401);
  });
});

describe('shipping address book', () => {
  it('requires line 1, city, state, country, pincode and phone', async () => {
    const a = api(await createCustomer(t.db));
    const res = await a.store('shipping', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      s_address_line1: ['Address line 1 is required'],
      s_city: ['City is required'],
      s_state: ['State is required'],
      s_country: ['Country is required'],
      s_pincode: ['Pincode is required'],
      s_phone: ['Phone number is required'],
    });
    const bad = await a.store('shipping', shipping(1, { s_address_line1: 'y'.repeat(31), s_pincode: '4110', s_phone: '+91 98' }));
    expect(bad.json().errors).toEqual({
      s_address_line1: ['Maximum length of characters reached.'],
      s_pincode: ['Pincode must be 6 digits'],
      s_phone: ['Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'],
    });
  });

  it('takes an Indian mobile as the buyer writes it and keeps ten digits; refuses a short one like "12"', async () => {
    const a = api(await createCustomer(t.db));
    for (const [typed, kept] of [
      ['+91 98200 12345', '9820012345'],
      ['098200-12345', '9820012345'],
      ['919820012345', '9820012345'],
      ['9820012345', '9820012345'],
    ]) {
      const res = await a.store('shipping', shipping(1, { s_phone: typed }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.s_phone).toBe(kept);
    }
    const msg = 'Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).';
    for (const typed of ['12', '1234567890', '+1 415 555 0100', '98200123456']) {
      const bill = await a.store('billing', billing(1, { b_phone: typed }));
      expect(bill.statusCode).toBe(422);
      expect(bill.json().errors).toEqual({ b_phone: [msg] });
    }
  });

  it('takes a state only from the list of Indian states and union territories, in the list\u2019s spelling', async () => {
    const a = api(await createCustomer(t.db));
    const lower = await a.store('shipping', shipping(1, { s_state: ' maharashtra ' }));
    expect(lower.statusCode).toBe(200);
    expect(lower.json().data.s_state).toBe('Maharashtra');
    expect((await a.store('billing', billing(1, { b_state: 'orissa' }))).json().data.b_state).toBe('Odisha');
    const msg = 'Choose a state or union territory of India from the list.';
    const ship = await a.store('shipping', shipping(2, { s_state: 'Maharastra' }));
    expect(ship.statusCode).toBe(422);
    expect(ship.json().errors).toEqual({ s_state: [msg] });
    const bill = await a.store('billing', billing(2, { b_state: 'California' }));
    expect(bill.statusCode).toBe(422);
    expect(bill.json().errors).toEqual({ b_state: [msg] });
    // The billing book still takes an address without a state (spec 5: only line 1 is required there).
    expect((await a.store('billing', billing(3, { b_state: '' }))).statusCode).toBe(200);
  });

  it('stores, lists, updates and deletes with the same default rules', async () => {
    const c = await createCustomer(t.db);
    const a = api(c);
    const one = await a.store('shipping', shipping(1));
    expect(one.json()).toMatchObject({
      status: true,
      message: 'Address added successfully',
      data: { s_address_line1: '1 Shipping Road', s_address_line2: null, s_city: 'Pune', s_phone: '9123456780', is_default: 'y' },
    });
    const two = (await a.store('shipping', shipping(2, { is_default: 'y' }))).json().data;
    const list = (await a.list('shipping')).json();
    expect(list).toMatchObject({ status: true, shipping_addresses: { total: 2, per_page: 10, current_page: 1, last_page: 1 } });
    expect(list.shipping_addresses.data[0]).toMatchObject({ id: two.id, is_default: 'y' });

    const upd = await a.update('shipping', one.json().data.id, shipping(11, { is_default: 'y' }));
    expect(upd.json()).toMatchObject({ message: 'Address updated successfully', data: { s_address_line1: '11 Shipping Road', is_default: 'y' } });
    const defaults = await t.db.select().from(addresses).where(and(eq(addresses.customerId, c.id), eq(addresses.kind, 'shipping')));
    expect(defaults.filter((r) => r.isDefault === 'y')).toHaveLength(1);

    const del = await a.remove('shipping', one.json().data.id);
    expect(del.json()).toEqual({ status: true, message: 'Address deleted successfully' });
    const left = (await a.list('shipping')).json().shipping_addresses;
    expect(left.data).toEqual([expect.objectContaining({ id: two.id, is_default: 'y' })]);

    // Books are separate: the billing book of the same customer is untouched.
    expect((await a.list('billing')).json().billing_addresses.total).toBe(0);
  });

  it("answers 404 for another customer's shipping address", async () => {
    const theirs = (await api(await createCustomer(t.db)).store('shipping', shipping(1))).json().data;
    const intruder = api(await createCustomer(t.db));
    expect((await intruder.update('shipping', theirs.id, shipping(2))).statusCode).toBe(404);
    expect((await intruder.remove('shipping', theirs.id)).statusCode).toBe(404);
  });

  it('keeps one default when addresses are added at the same moment', async () => {
    const c = await createCustomer(t.db);
    const a = api(c);
    const results = await Promise.all([1, 2, 3, 4].map((i) => a.store('shipping', shipping(i, { is_default: 'y' }))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.db.select().from(addresses).where(and(eq(addresses.customerId, c.id), eq(addresses.kind, 'shipping')));
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.isDefault === 'y')).toHaveLength(1);
  });
});
