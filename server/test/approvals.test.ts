// Approval rules and pending-approval orders (issue 26): the company Admin's rule "a Buyer's order
// above ₹X needs an approval"; a Buyer's cash-on-delivery order above it saved as a request (no
// order, stock, credit or order number); approving places it on that day's rules, rejecting tells
// the buyer why; and, on PostgreSQL, two approvers at once place one order.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { customers } from '../src/db/schema';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { addAddresses, openShop, type Addresses, type Shop } from './shop';

jest.setTimeout(120_000);

let t: Shop['t'];
let r: Shop['r'];

beforeAll(async () => {
  ({ t, r } = await openShop([{ sku: 'ITEM', base: '1000.00', gst: '18', stock: 100 }]));
}, 60_000);
afterAll(() => t.close());

interface Company {
  admin: TestCustomer;
  at: Addresses;
}

async function company(credit = '1000000'): Promise<Company> {
  const admin = await createCustomer(t.db, { creditLimit: credit });
  return { admin, at: await addAddresses(t.db, admin.id, 'Maharashtra') };
}
const member = (c: Company, role: 'buyer' | 'approver' | 'viewer' | 'admin') => createCompanyUser(t.db, { id: c.admin.id }, { role });
const thresholdOf = async (c: Company) =>
  (await t.db.select({ p: customers.approvalThresholdPaise }).from(customers).where(eq(customers.id, c.admin.id)))[0].p;

describe('the approval rule', () => {
  it('the Admin sets and removes it; every user reads it; only the Admin may change it', async () => {
    const c = await company();
    const buyer = await member(c, 'buyer');
    const approver = await member(c, 'approver');

    expect((await r.get('/approvals/rule', buyer)).json()).toEqual({ status: true, data: { threshold: null, can_set_rule: false } });

    const set = await r.post('/approvals/rule', { threshold: '50,000.50' }, c.admin);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ status: true, message: 'Approval rule saved.', data: { threshold: 50000.5, can_set_rule: true } });
    expect(await thresholdOf(c)).toBe(5_000_050);
    expect((await r.get('/approvals/rule', buyer)).json().data).toEqual({ threshold: 50000.5, can_set_rule: false });

    for (const who of [buyer, approver]) {
      const refused = await r.post('/approvals/rule', { threshold: 1 }, who);
      expect(refused.statusCode).toBe(403);
    }
    expect(await thresholdOf(c)).toBe(5_000_050);

    const removed = await r.post('/approvals/rule', { threshold: '' }, c.admin);
    expect(removed.json()).toMatchObject({ message: 'Approval rule removed: orders are placed without approval.', data: { threshold: null } });
    expect(await thresholdOf(c)).toBeNull();
  });

  it('refuses a bad amount with a field-keyed message and keeps the rule', async () => {
    const c = await company();
    await r.post('/approvals/rule', { threshold: 2000 }, c.admin);
    for (const threshold of ['abc', '-5', '1.234', 1e12]) {
      const res = await r.post('/approvals/rule', { threshold }, c.admin);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['threshold']);
    }
    expect(await thresholdOf(c)).toBe(200_000);
  });

  it("another company's rule is not touched", async () => {
    const a = await company();
    const b = await company();
    await r.post('/approvals/rule', { threshold: 100 }, a.admin);
    expect(await thresholdOf(b)).toBeNull();
  });
});
