// The company admin's Team: invite → accept → sign in, the link's single use and expiry,
// role and limit changes, last-admin refusals, disabling ending sessions, another company's users
// out of reach, Buyers and Viewers refused, and every change in the company's audit history.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { TEAM_MESSAGES as M } from '@contracts/companyUserRules';
import { auditLabel } from '@contracts/auditLabels';
import { auditLog, customerUsers, passwordResets, sessions } from '../src/db/schema';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { mailsTo as mailsToIn } from './outbox';
import { createStaffTeam } from './staffFactory';

let t: TestApp;
let admin: TestCustomer;
let other: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createCustomer(t.db, { email: 'owner@alpha.example' });
  other = await createCustomer(t.db, { email: 'owner@beta.example' });
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: TestCustomer, payload?: Json) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth, ...(payload ? { payload } : {}) });

/** The mails sent so far to one recipient, oldest first, once the queue has sent what is ready. */
async function mailsTo(to: string): Promise<string[]> {
  return (await mailsToIn(t, to)).map((m) => m.text);
}
const tokenFrom = (mail: string) => /\/accept-invite\/([A-Za-z0-9_-]{40,})/.exec(mail)?.[1] as string;

async function invite(who: TestCustomer, body: Json) {
  const res = await call('POST', '/company-users', who, body);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; email: string; status: string; role: string };
}

const accept = (token: string, body: Json = { name: 'Ravi Kumar', password: 'Strong#Pass1', password_confirmation: 'Strong#Pass1' }) =>
  call('POST', `/invitations/${token}/accept`, undefined, body);

describe('inviting a user', () => {
  it('invites by email: an invited user, a mail with a 72-hour link that sets name and password, then signed in', async () => {
    const user = await invite(admin, { email: 'Ravi@Alpha.example', name: 'Ravi', role: 'buyer', order_limit: '₹ 50,000', monthly_limit: '2,00,000.50' });
    expect(user).toMatchObject({ email: 'ravi@alpha.example', status: 'invited', role: 'buyer', order_limit: 50000, monthly_limit: 200000.5, last_sign_in_at: null });
    const [row] = await t.db.select().from(customerUsers).where(eq(customerUsers.email, 'ravi@alpha.example'));
    expect(row).toMatchObject({ customerId: admin.id, passwordHash: null, orderLimitPaise: 5_000_000, monthlyLimitPaise: 20_000_050 });
    const [link] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, row.id));
    const hours = (link.expiresAt.getTime() - link.createdAt.getTime()) / 3_600_000;
    expect(link.kind).toBe('invite');
    expect(hours).toBeCloseTo(72, 1);

    const mails = await mailsTo('ravi@alpha.example');
    expect(mails).toHaveLength(1);
    const token = tokenFrom(mails[0]);
    expect(token).toBeTruthy();

    // Before accepting, the invited user cannot sign in.
    const early = await call('POST', '/customer-login', undefined, { email: 'ravi@alpha.example', password: 'Strong#Pass1' });
    expect(early.statusCode).toBe(401);

    const shown = await call('GET', `/invitations/${token}`);
    expect(shown.json().data).toMatchObject({ email: 'ravi@alpha.example', name: 'Ravi', role: 'buyer' });

    const weak = await accept(token, { name: '', password: 'short', password_confirmation: 'other' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ name: ['Name is required'], password: ['Password must be at least 8 characters'], password_confirmation: ['Passwords do not match.'] });

    const ok = await accept(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().customer).toMatchObject({ email: 'ravi@alpha.example', primary_contact_name: 'Ravi Kumar' });
    const session = { authorization: `Bearer ${ok.json().token}` };
    const me = await t.app.inject({ url: '/api/company-users/me', headers: session });
    expect(me.json().data).toMatchObject({ role: 'buyer', name: 'Ravi Kumar', order_limit: 50000 });

    // The link works once.
    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.inviteUsed);
    expect((await call('GET', `/invitations/${token}`)).json().message).toBe(M.inviteUsed);

    // And the password it set signs in.
    const login = await call('POST', '/customer-login', undefined, { email: 'ravi@alpha.example', password: 'Strong#Pass1' });
    expect(login.statusCode).toBe(200);
    const list = await call('GET', '/company-users', admin);
    const ravi = list.json().data.users.find((u: { email: string }) => u.email === 'ravi@alpha.example');
    expect(ravi).toMatchObject({ status: 'active', name: 'Ravi Kumar' });
    expect(ravi.last_sign_in_at).not.toBeNull();
  });

  it('refuses an expired link, and an unknown one, with their own messages', async () => {
    await invite(admin, { email: 'late@alpha.example', name: 'Late', role: 'viewer' });
    const token = tokenFrom((await mailsTo('late@alpha.example'))[0]);
    const [u] = await t.db.select().from(customerUsers).where(eq(customerUsers.email, 'late@alpha.example'));
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, u.id));
    const res = await accept(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.inviteExpired);
    expect((await accept('x'.repeat(43))).json().message).toBe(M.inviteInvalid);
    const [still] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, u.id));
    expect(still.status).toBe('invited');
  });

  it('resending makes a new link and the old one stops working; revoking removes the invitation', async () => {
    const user = await invite(admin, { email: 'resend@alpha.example', name: 'Re Send', role: 'approver' });
    const first = tokenFrom((await mailsTo('resend@alpha.example'))[0]);
    const res = await call('POST', `/company-users/${user.id}/resend-invitation`, admin);
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo('resend@alpha.example');
    expect(mails).toHaveLength(2);
    expect((await accept(first)).json().message).toBe(M.inviteUsed);
    const second = tokenFrom(mails[1]);

    const revoked = await call('DELETE', `/company-users/${user.id}/invitation`, admin);
    expect(revoked.statusCode).toBe(200);
    expect((await accept(second)).json().message).toBe(M.inviteInvalid);
    expect(await t.db.select().from(customerUsers).where(eq(customerUsers.email, 'resend@alpha.example'))).toEqual([]);
  });

  it('refuses an email any user already has (any case, any company) and bad fields, keyed by field', async () => {
    const taken = await call('POST', '/company-users', admin, { email: 'OWNER@beta.example', name: 'X', role: 'buyer' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [M.emailTaken] });
    const bad = await call('POST', '/company-users', admin, { email: 'nope', name: '', role: 'boss', order_limit: '12.345', monthly_limit: '-5' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Enter a valid email address'],
      name: ['Name is required'],
      role: [M.role],
      order_limit: [M.limit],
      monthly_limit: [M.limit],
    });
    const pair = await call('POST', '/company-users', admin, { email: 'pair@alpha.example', name: 'P', role: 'buyer', order_limit: '1000', monthly_limit: '999' });
    expect(pair.json().errors).toEqual({ monthly_limit: [M.monthlyBelowOrder] });
  });
});

describe('changing users', () => {
  it('changes role and limits (rupees in, paise kept), clears a limit, and records each change with the company user as actor', async () => {
    const buyer = await createCompanyUser(t.db, admin, { role: 'buyer', email: 'change@alpha.example' });
    const [row] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, buyer.userId));
    const res = await call('PATCH', `/company-users/${row.publicId}`, admin, { role: 'approver', order_limit: '75000.25' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'approver', order_limit: 75000.25, monthly_limit: null });
    const cleared = await call('PATCH', `/company-users/${row.publicId}`, admin, { order_limit: '' });
    expect(cleared.json().data.order_limit).toBeNull();
    const [after] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, buyer.userId));
    expect(after).toMatchObject({ role: 'approver', orderLimitPaise: null });

    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(admin.id)), eq(auditLog.action, 'company_user.update'))).orderBy(auditLog.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorId: null, actorEmail: 'owner@alpha.example' });
    expect(entries[0].before).toMatchObject({ email: 'change@alpha.example', role: 'buyer', order_limit: null });
    expect(entries[0].after).toMatchObject({ role: 'approver', order_limit: 75000.25 });
    // As the account's history in the back office reads them.
    expect(entries.map((e) => auditLabel(e))).toEqual([
      'Team: change@alpha.example role Buyer → Approver, order limit none → ₹75,000.25',
      'Team: change@alpha.example order limit ₹75,000.25 → none',
    ]);
  });

  it('disabling ends the user\'s sessions at once, refuses their sign-in, and enabling lets them sign in again', async () => {
    const buyer = await createCompanyUser(t.db, admin, { role: 'buyer', email: 'off@alpha.example' });
    const [row] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, buyer.userId));
    expect((await t.app.inject({ url: '/api/cart-list', headers: buyer.auth })).statusCode).toBe(200);
    const res = await call('POST', `/company-users/${row.publicId}/disable`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('disabled');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.userId))).toEqual([]);
    const next = await t.app.inject({ url: '/api/cart-list', headers: buyer.auth });
    expect(next.statusCode).toBe(401);
    const login = await call('POST', '/customer-login', undefined, { email: 'off@alpha.example', password: buyer.password });
    expect(login.statusCode).toBe(403);

    expect((await call('POST', `/company-users/${row.publicId}/disable`, admin)).statusCode).toBe(409);
    expect((await call('POST', `/company-users/${row.publicId}/enable`, admin)).statusCode).toBe(200);
    expect((await call('POST', '/customer-login', undefined, { email: 'off@alpha.example', password: buyer.password })).statusCode).toBe(200);
  });

  it('refuses disabling or demoting the last active admin', async () => {
    const solo = await createCustomer(t.db);
    const [me] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, solo.userId));
    const demote = await call('PATCH', `/company-users/${me.publicId}`, solo, { role: 'buyer' });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toEqual({ role: [M.lastAdmin] });
    const disable = await call('POST', `/company-users/${me.publicId}/disable`, solo);
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe(M.lastAdmin);
    // A disabled second admin does not count; an active one does.
    const second = await createCompanyUser(t.db, solo, { role: 'admin' });
    const [secondRow] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, second.userId));
    expect((await call('POST', `/company-users/${secondRow.publicId}/disable`, solo)).statusCode).toBe(200);
    expect((await call('PATCH', `/company-users/${me.publicId}`, solo, { role: 'buyer' })).statusCode).toBe(422);
    expect((await call('POST', `/company-users/${secondRow.publicId}/enable`, solo)).statusCode).toBe(200);
    expect((await call('PATCH', `/company-users/${me.publicId}`, solo, { role: 'viewer' })).statusCode).toBe(200);
  });
});

describe('two admins at once', () => {
  it('never both disable each other: the company keeps an active admin (the users are locked before the check)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const company = await createCustomer(t.db);
      const second = await createCompanyUser(t.db, company, { role: 'admin' });
      const ids = await t.db.select({ id: customerUsers.id, publicId: customerUsers.publicId }).from(customerUsers).where(eq(customerUsers.customerId, company.id));
      const pub = (userId: number) => ids.find((r) => r.id === userId)?.publicId as string;
      const [a, b] = await Promise.all([
        call('POST', `/company-users/${pub(second.userId)}/disable`, company),
        call('POST', `/company-users/${pub(company.userId)}/disable`, second),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      // The one that ran second was either refused as the last admin or signed out by the first.
      expect(codes[0]).toBe(200);
      expect([401, 409]).toContain(codes[1]);
      const active = await t.db.select().from(customerUsers).where(and(eq(customerUsers.customerId, company.id), eq(customerUsers.status, 'active')));
      expect(active).toHaveLength(1);
    }
  });
});

describe('who may call the Team', () => {
  it("keeps company A's admin away from company B's users (404, nothing changed, not listed)", async () => {
    const bUser = await createCompanyUser(t.db, other, { role: 'buyer', email: 'b.buyer@beta.example' });
    const [row] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, bUser.userId));
    const listed = (await call('GET', '/company-users', admin)).json().data.users.map((u: { email: string }) => u.email);
    expect(listed).not.toContain('b.buyer@beta.example');
    expect(listed).not.toContain('owner@beta.example');
    for (const [method, url, body] of [
      ['PATCH', `/company-users/${row.publicId}`, { role: 'admin' }],
      ['POST', `/company-users/${row.publicId}/disable`, undefined],
      ['POST', `/company-users/${row.publicId}/enable`, undefined],
      ['POST', `/company-users/${row.publicId}/resend-invitation`, undefined],
      ['DELETE', `/company-users/${row.publicId}/invitation`, undefined],
    ] as const) {
      const res = await call(method, url, admin, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    const [same] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, bUser.userId));
    expect(same).toMatchObject({ role: 'buyer', status: 'active' });
  });

  it('refuses Buyers, Approvers and Viewers on every Team call, and visitors with 401', async () => {
    const [target] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, admin.userId));
    const calls = [
      ['GET', '/company-users', undefined],
      ['POST', '/company-users', { email: 'x@alpha.example', name: 'X', role: 'buyer' }],
      ['PATCH', `/company-users/${target.publicId}`, { role: 'viewer' }],
      ['POST', `/company-users/${target.publicId}/disable`, undefined],
      ['POST', `/company-users/${target.publicId}/enable`, undefined],
      ['POST', `/company-users/${target.publicId}/resend-invitation`, undefined],
      ['DELETE', `/company-users/${target.publicId}/invitation`, undefined],
    ] as const;
    for (const role of ['buyer', 'approver', 'viewer'] as const) {
      const who = await createCompanyUser(t.db, admin, { role });
      for (const [method, url, body] of calls) {
        const res = await call(method, url, who, body);
        expect({ role, url, method, status: res.statusCode }).toEqual({ role, url, method, status: 403 });
      }
      // Every role reads its own role and limits.
      expect((await call('GET', '/company-users/me', who)).json().data.role).toBe(role);
    }
    for (const [method, url, body] of calls) expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const [still] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, admin.userId));
    expect(still).toMatchObject({ role: 'admin', status: 'active' });
  });
});

describe("the back office's view of a company's users", () => {
  it('shows every staff role that reads accounts the users with role, status, limits and created; an unknown account is 404', async () => {
    const team = await createStaffTeam(t.db);
    await createCompanyUser(t.db, other, { role: 'viewer', email: 'reader@beta.example', orderLimitPaise: 1_234_500 });
    for (const member of Object.values(team)) {
      const res = await t.app.inject({ url: `/api/admin/accounts/${other.id}/users`, headers: member.auth });
      expect({ role: member.role, status: res.statusCode }).toEqual({ role: member.role, status: 200 });
    }
    const res = await t.app.inject({ url: `/api/admin/accounts/${other.id}/users`, headers: team.sales.auth });
    const users = res.json().users as { email: string }[];
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(['owner@beta.example', 'reader@beta.example']));
    expect(users.find((u) => u.email === 'reader@beta.example')).toMatchObject({ role: 'viewer', status: 'active', order_limit: 12345, monthly_limit: null, created_at: expect.any(String) });
    expect(users.every((u) => !('id' in u))).toBe(true);
    expect((await t.app.inject({ url: '/api/admin/accounts/999999/users', headers: team.admin.auth })).statusCode).toBe(404);
    // A company user's token is no staff token.
    expect((await t.app.inject({ url: `/api/admin/accounts/${other.id}/users`, headers: other.auth })).statusCode).toBe(401);
  });
});
