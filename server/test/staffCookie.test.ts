// The back office's browser session: sign-in sets an HttpOnly cookie (no token in the answer),
// changes made with the cookie need the session's CSRF header, sign-out and deactivation end it,
// the idle time-out still applies, and bearer tokens work as before.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { STAFF_CSRF_REFUSED } from '@contracts/staff';
import { staff, staffSessions } from '../src/db/schema';
import { STAFF_IDLE_TIMEOUT_SECONDS } from '../src/modules/staff/auth';
import { buildTestApp, type TestApp } from './helper';
import { createStaffMember, type TestStaff } from './staffFactory';

let t: TestApp;
let ipSeq = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface CookieSession {
  cookie: string;
  setCookie: string;
  csrf: string;
  body: Record<string, unknown>;
}

/** Signs `member` in as the browser does, returning the cookie to send back and the CSRF token. */
async function cookieSignIn(app: TestApp['app'], member: TestStaff, headers: Record<string, string> = {}): Promise<CookieSession> {
  ipSeq += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/signin',
    payload: { email: member.email, password: member.password, session: 'cookie' },
    headers,
    remoteAddress: `10.9.0.${ipSeq}`,
  });
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const body = res.json() as Record<string, unknown>;
  return { cookie: setCookie.split(';')[0], setCookie, csrf: body.csrf_token as string, body };
}

const newMember = (n: number) => ({ name: `Cookie Member ${n}`, email: `cookie-member-${n}-${Date.now()}@staff.example`, role: 'sales', password: 'Sales@12345' });

describe('the cookie session', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on /api/admin and answers no token, only a CSRF token', async () => {
    const member = await createStaffMember(t.db, 'sales');
    const s = await cookieSignIn(t.app, member);
    expect(s.setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{20,};/);
    expect(s.setCookie).toMatch(/; HttpOnly/);
    expect(s.setCookie).toMatch(/; SameSite=Strict/);
    expect(s.setCookie).toMatch(/; Path=\/api\/admin/);
    // A plain-http store on localhost: not Secure, or the browser would drop it.
    expect(s.setCookie).not.toMatch(/Secure/);
    expect(s.body.token).toBeUndefined();
    expect(JSON.stringify(s.body)).not.toContain(s.cookie.split('=')[1]);
    expect(typeof s.csrf).toBe('string');

    const who = await t.app.inject({ url: '/api/admin/session', headers: { cookie: s.cookie } });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ staff: { email: member.email, role: 'sales' }, timeout: STAFF_IDLE_TIMEOUT_SECONDS, csrf_token: s.csrf });
    // Other reads work with the cookie alone.
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: s.cookie } })).statusCode).toBe(200);
  });

  it('refuses a change made with the cookie but without the CSRF header, or with another session\'s, and makes it with the right one', async () => {
    const admin = await createStaffMember(t.db, 'admin');
    const s = await cookieSignIn(t.app, admin);
    const other = await cookieSignIn(t.app, await createStaffMember(t.db, 'admin'));
    const post = (headers: Record<string, string>, n: number) =>
      t.app.inject({ method: 'POST', url: '/api/admin/staff', payload: newMember(n), headers: { cookie: s.cookie, ...headers } });

    const without = await post({}, 1);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ status: false, message: STAFF_CSRF_REFUSED });
    const wrong = await post({ 'x-csrf-token': other.csrf }, 2);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(STAFF_CSRF_REFUSED);
    const [{ refused }] = await t.db.select({ refused: sql<number>`count(*)::int` }).from(staff).where(sql`${staff.email} like 'cookie-member-1-%' or ${staff.email} like 'cookie-member-2-%'`);
    expect(refused).toBe(0);

    const ok = await post({ 'x-csrf-token': s.csrf }, 3);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().staff.role).toBe('sales');
  });

  it('signs out: the cookie is cleared and the session is over on the server', async () => {
    const member = await createStaffMember(t.db, 'finance');
    const s = await cookieSignIn(t.app, member);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/signout', headers: { cookie: s.cookie } })).statusCode).toBe(403);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/signout', headers: { cookie: s.cookie, 'x-csrf-token': s.csrf } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^staff_session=; .*Max-Age=0/);
    // The old cookie, replayed, opens nothing.
    const after = await t.app.inject({ url: '/api/admin/session', headers: { cookie: s.cookie } });
    expect(after.statusCode).toBe(401);
    expect(String(after.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });

  it(`ends a cookie session idle for more than ${STAFF_IDLE_TIMEOUT_SECONDS / 60} minutes`, async () => {
    const member = await createStaffMember(t.db, 'dispatch');
    const s = await cookieSignIn(t.app, member);
    const setIdle = (seconds: number) =>
      t.db.update(staffSessions).set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` }).where(eq(staffSessions.staffId, member.id));
    await setIdle(STAFF_IDLE_TIMEOUT_SECONDS - 60);
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: s.cookie } })).statusCode).toBe(200);
    await setIdle(STAFF_IDLE_TIMEOUT_SECONDS + 1);
    const res = await t.app.inject({ url: '/api/admin/session', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/timed out/);
  });

  it("refuses a deactivated member's cookie", async () => {
    const member = await createStaffMember(t.db, 'catalogue');
    const s = await cookieSignIn(t.app, member);
    await t.db.update(staff).set({ active: false }).where(eq(staff.id, member.id));
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: s.cookie } })).statusCode).toBe(401);
  });

  it('ends the previous cookie session when the browser signs in again', async () => {
    const member = await createStaffMember(t.db, 'sales');
    const first = await cookieSignIn(t.app, member);
    const second = await cookieSignIn(t.app, member, { cookie: first.cookie });
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: first.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: second.cookie } })).statusCode).toBe(200);
  });
});

describe('bearer tokens, unchanged', () => {
  it('signs in with a token and no cookie, and changes things without a CSRF header', async () => {
    const admin = await createStaffMember(t.db, 'admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email: admin.email, password: admin.password }, remoteAddress: '10.9.1.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const { token, csrf_token: csrf } = res.json() as { token: string; csrf_token?: string };
    expect(token).toEqual(expect.any(String));
    expect(csrf).toBeUndefined();
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/staff', payload: newMember(4), headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/session', headers: auth })).json()).toMatchObject({ staff: { email: admin.email }, csrf_token: null });
  });

  it('refuses a call with neither a token nor a cookie', async () => {
    expect((await t.app.inject({ url: '/api/admin/session' })).statusCode).toBe(401);
  });
});

describe('the Secure flag', () => {
  it('is set behind a proxy that says the browser came over https', async () => {
    const behindProxy = await buildTestApp({ trustProxy: true });
    try {
      const member = await createStaffMember(behindProxy.db, 'sales');
      const s = await cookieSignIn(behindProxy.app, member, { 'x-forwarded-proto': 'https' });
      expect(s.setCookie).toMatch(/; Secure/);
    } finally {
      await behindProxy.close();
    }
  });

  it('is set when the store\'s public address is https', async () => {
    const secureStore = await buildTestApp({ publicUrl: 'https://store.example' });
    try {
      const m = await createStaffMember(secureStore.db, 'sales');
      expect((await cookieSignIn(secureStore.app, m)).setCookie).toMatch(/; Secure/);
    } finally {
      await secureStore.close();
    }
  });
});
