// The back office's staff: sign-in, throttling, sessions and their time-out, staff management
// (Admin only, audited in the same transaction), the audit log's search, and the CLI's staff-add.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { auditLog, staff, staffSessions } from '../src/db/schema';
import { directStaff, staffCommands } from '../src/cli/staff';
import { main } from '../src/cli';
import { STAFF_IDLE_TIMEOUT_SECONDS } from '../src/modules/staff/auth';
import { LAST_ADMIN, STAFF_EMAIL_TAKEN, changeStaffRole, deactivateStaff } from '../src/modules/staff/service';
import { CLI_ACTOR } from '../src/modules/staff/audit';
import { newToken } from '../src/lib/crypto';
import { createCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { createStaffMember, type TestStaff } from './staffFactory';

let t: TestApp;
let admin: TestStaff;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaffMember(t.db, 'admin');
});
afterAll(async () => t.close());

const signIn = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email, password }, remoteAddress: ip });

describe('staff sign-in', () => {
  it('signs a staff member in with a token that opens /api/admin/me, and signs out', async () => {
    const member = await createStaffMember(t.db, 'sales', { password: 'Sales@12345' });
    const res = await signIn(member.email.toUpperCase(), 'Sales@12345');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.staff).toMatchObject({ email: member.email, role: 'sales', active: true });
    expect(body.timeout).toBe(STAFF_IDLE_TIMEOUT_SECONDS);
    const auth = { authorization: `Bearer ${body.token}` };
    expect((await t.app.inject({ url: '/api/admin/me', headers: auth })).json().staff.role).toBe('sales');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/signout', headers: auth })).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/admin/me', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown email alike, and keys missing fields', async () => {
    const member = await createStaffMember(t.db, 'finance');
    const wrong = await signIn(member.email, 'Wrong@12345', '10.0.1.1');
    const unknown = await signIn('nobody@staff.example', 'Wrong@12345', '10.0.1.2');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().message).toBe(unknown.json().message);
    const empty = await t.app.inject({ method: 'POST', url: '/api/admin/signin', remoteAddress: '10.0.1.3' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('throttles repeated failures for one email from one address (429 with Retry-After), even with the right password', async () => {
    const member = await createStaffMember(t.db, 'dispatch', { password: 'Dispatch@12345' });
    for (let i = 0; i < 5; i += 1) expect((await signIn(member.email, `Wrong@${i}xxxxx`, '10.0.2.1')).statusCode).toBe(401);
    const blocked = await signIn(member.email, 'Dispatch@12345', '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not shut out by someone guessing (no lock on the account itself).
    expect((await signIn(member.email, 'Dispatch@12345', '10.0.2.2')).statusCode).toBe(200);
  });

  it('refuses a deactivated member as it refuses a wrong password', async () => {
    const member = await createStaffMember(t.db, 'sales', { password: 'Sales@12345' });
    await t.db.update(staff).set({ active: false }).where(eq(staff.id, member.id));
    expect((await signIn(member.email, 'Sales@12345', '10.0.3.1')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/me', headers: member.auth })).statusCode).toBe(401);
  });

  it(`ends a session idle for more than ${STAFF_IDLE_TIMEOUT_SECONDS / 60} minutes, and keeps one used within it`, async () => {
    const member = await createStaffMember(t.db, 'catalogue');
    const setIdle = (seconds: number) =>
      t.db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(staffSessions.staffId, member.id));
    await setIdle(STAFF_IDLE_TIMEOUT_SECONDS - 60);
    expect((await t.app.inject({ url: '/api/admin/me', headers: member.auth })).statusCode).toBe(200);
    await setIdle(STAFF_IDLE_TIMEOUT_SECONDS + 1);
    const res = await t.app.inject({ url: '/api/admin/me', headers: member.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/timed out/);
    await setIdle(0);
    expect((await t.app.inject({ url: '/api/admin/me', headers: member.auth })).statusCode).toBe(401);
  });

  it('keeps staff and customer tokens apart both ways', async () => {
    const customer = await createCustomer(t.db);
    expect((await t.app.inject({ url: '/api/admin/me', headers: customer.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/customer-profile', headers: admin.auth })).statusCode).toBe(401);
  });
});

describe('staff management', () => {
  const post = (url: string, payload: object, who: TestStaff = admin) => t.app.inject({ method: 'POST', url, payload, headers: who.auth });

  it('creates a member with a role, audited with the Admin as actor in the same transaction', async () => {
    const res = await post('/api/admin/staff', { name: 'Dinesh Kumar', email: 'Dinesh@Store.example', role: 'dispatch', password: 'Dispatch@12345' });
    expect(res.statusCode).toBe(200);
    const created = res.json().staff;
    expect(created).toMatchObject({ email: 'dinesh@store.example', role: 'dispatch', active: true });
    expect(JSON.stringify(res.json())).not.toMatch(/hash/i);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.id)));
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'staff.create', entityType: 'staff', before: null });
    expect(entry.after).toEqual({ email: 'dinesh@store.example', name: 'Dinesh Kumar', role: 'dispatch', active: true });
    // The new member signs in.
    expect((await signIn('dinesh@store.example', 'Dispatch@12345', '10.0.4.1')).statusCode).toBe(200);
  });

  it('answers bad input field by field: short password, unknown role, taken email', async () => {
    const bad = await post('/api/admin/staff', { name: '', email: 'not-an-email', role: 'owner', password: 'short' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'password', 'role']);
    expect(bad.json().errors.password[0]).toBe('Password must be at least 8 characters');
    const taken = await post('/api/admin/staff', { name: 'Again', email: admin.email.toUpperCase(), role: 'sales', password: 'Sales@12345' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [STAFF_EMAIL_TAKEN] });
  });

  it('changes a role (ending the member\'s sessions) and deactivates, both audited; lists everyone', async () => {
    const member = await createStaffMember(t.db, 'sales');
    const role = await post(`/api/admin/staff/${member.id}/role`, { role: 'finance' });
    expect(role.statusCode).toBe(200);
    expect(role.json().staff.role).toBe('finance');
    expect((await t.app.inject({ url: '/api/admin/me', headers: member.auth })).statusCode).toBe(401);
    const off = await post(`/api/admin/staff/${member.id}/deactivate`, {});
    expect(off.json().staff.active).toBe(false);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(member.id))).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['staff.role', 'staff.deactivate']);
    expect(entries[0].before).toMatchObject({ role: 'sales' });
    expect(entries[0].after).toMatchObject({ role: 'finance' });
    const list = (await t.app.inject({ url: '/api/admin/staff', headers: admin.auth })).json().staff as { id: number; active: boolean }[];
    expect(list.find((s) => s.id === member.id)?.active).toBe(false);
    expect((await post('/api/admin/staff/999999/deactivate', {})).statusCode).toBe(404);
  });

  it('never leaves the store without an active Admin, and an Admin cannot demote or deactivate themself', async () => {
    expect((await post(`/api/admin/staff/${admin.id}/deactivate`, {})).statusCode).toBe(409);
    expect((await post(`/api/admin/staff/${admin.id}/role`, { role: 'sales' })).statusCode).toBe(409);
    // Only `admin` and `second` active Admins: `second` may deactivate `admin`, but then nobody
    // (here the command-line tool, which has no self to protect) may remove `second`.
    const second = await createStaffMember(t.db, 'admin');
    await t.db.update(staff).set({ active: false }).where(sql`${staff.role} = 'admin' and ${staff.id} not in (${admin.id}, ${second.id})`);
    expect((await post(`/api/admin/staff/${admin.id}/deactivate`, {}, second)).statusCode).toBe(200);
    await expect(deactivateStaff(t.db, CLI_ACTOR, second.id)).rejects.toMatchObject({ statusCode: 409, message: LAST_ADMIN });
    await expect(changeStaffRole(t.db, CLI_ACTOR, second.id, { role: 'sales' })).rejects.toMatchObject({ statusCode: 409, message: LAST_ADMIN });
    // Restore the first Admin for the tests that follow.
    await t.db.update(staff).set({ active: true }).where(eq(staff.id, admin.id));
    const { token, hash } = newToken();
    await t.db.insert(staffSessions).values({ staffId: admin.id, tokenHash: hash });
    admin = { ...admin, token, auth: { authorization: `Bearer ${token}` } };
  });
});

describe('audit log', () => {
  const search = (query: string) => t.app.inject({ url: `/api/admin/audit?${query}`, headers: admin.auth });

  it('finds entries by entity, actor, text and India-time day, newest first, paged', async () => {
    await t.db.delete(auditLog);
    await t.db.insert(auditLog).values([
      { actorId: admin.id, actorEmail: 'asha@store.example', action: 'customer.approve', entityType: 'customer', entityId: '7', before: { status: 'pending' }, after: { status: 'approved' }, at: new Date('2026-03-31T18:40:00Z') },
      { actorId: null, actorEmail: 'cli', action: 'staff.create', entityType: 'staff', entityId: '3', before: null, after: { email: 'ravi@store.example' }, at: new Date('2026-03-31T18:20:00Z') },
    ]);
    const ids = async (q: string) => ((await search(q)).json().entries.data as { entity_id: string }[]).map((e) => e.entity_id);
    expect(await ids('')).toEqual(['7', '3']);
    // The log names the staff member who made a change (from the staff table); the tool has no name.
    expect((await search('')).json().entries.data.map((e: { actor_name: string | null }) => e.actor_name)).toEqual([admin.name, null]);
    expect(await ids('entity_type=staff')).toEqual(['3']);
    expect(await ids('entity_type=customer&entity_id=7')).toEqual(['7']);
    expect(await ids('actor=ASHA')).toEqual(['7']);
    expect(await ids('q=ravi')).toEqual(['3']);
    expect(await ids('q=100%25')).toEqual([]);
    // 18:40 UTC on 31 March is 00:10 on 1 April in India; 18:20 UTC is 23:50 on 31 March.
    expect(await ids('from=2026-04-01')).toEqual(['7']);
    expect(await ids('to=2026-03-31')).toEqual(['3']);
    const bad = await search('from=2026-04-02&to=2026-04-01');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['to']);
    expect((await search('from=yesterday')).statusCode).toBe(422);

    await t.db.insert(auditLog).values(Array.from({ length: 30 }, (_, i) => ({ actorEmail: 'cli', action: 'bulk', entityType: 'x', entityId: `b${i}` })));
    const page2 = (await search('q=bulk&page=2')).json().entries;
    expect(page2).toMatchObject({ current_page: 2, last_page: 2, per_page: 25, total: 30 });
    expect(page2.data).toHaveLength(5);
  });

  it('lists the kinds of record the log holds, for the Admin only', async () => {
    await t.db.delete(auditLog);
    await t.db.insert(auditLog).values([
      { actorEmail: 'cli', action: 'staff.create', entityType: 'staff', entityId: '3' },
      { actorEmail: 'cli', action: 'customer.approve', entityType: 'customer', entityId: '7' },
      { actorEmail: 'cli', action: 'customer.credit', entityType: 'customer', entityId: '8' },
    ]);
    const res = await t.app.inject({ url: '/api/admin/audit/entity-types', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, entity_types: ['customer', 'staff'] });
    const dispatch = await createStaffMember(t.db, 'dispatch');
    expect((await t.app.inject({ url: '/api/admin/audit/entity-types', headers: dispatch.auth })).statusCode).toBe(403);
  });
});

describe('npm run store -- staff-add', () => {
  const run = (args: string[], env: NodeJS.ProcessEnv, out: string[] = []) =>
    staffCommands(env)['staff-add'].run({ positionals: args, values: {} }, directStaff(t.db), { out: (l: string) => out.push(l), err: () => {} });

  it('makes a first Admin through the same service, audited as the tool', async () => {
    const out: string[] = [];
    await run(['owner@store.example', 'admin', 'Meera', 'Iyer'], { STAFF_PASSWORD: 'Owner@12345' }, out);
    expect(out[0]).toMatch(/Meera Iyer <owner@store.example> as Admin/);
    expect((await signIn('owner@store.example', 'Owner@12345', '10.0.5.1')).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create')).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(entry).toMatchObject({ actorId: null, actorEmail: 'cli' });
  });

  it('refuses a weak or missing password and a bad role with readable lines', async () => {
    await expect(run(['x@store.example', 'admin', 'X'], {})).rejects.toMatchObject({ errors: { STAFF_PASSWORD: ['Password is required'] } });
    await expect(run(['x@store.example', 'boss', 'X'], { STAFF_PASSWORD: 'short' })).rejects.toMatchObject({
      errors: { role: [expect.stringMatching(/Choose one of/)], STAFF_PASSWORD: [expect.stringMatching(/at least 8/)] },
    });
    const err: string[] = [];
    expect(await main(['staff-add', 'x@store.example'], {}, { out: () => {}, err: (l) => err.push(l) })).toBe(2);
    expect(err.join('\n')).toMatch(/Usage: npm run store -- staff-add <email> <role> <name\.\.\.>/);
  });
});
