// Sign-in, registration, sign-out, session expiry, rate limiting and password reset.
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { addresses, customerUsers, customers, passwordResets, sessions } from '../src/db/schema';
import { DatabaseLimitStore } from '../src/db/limitStore';
import { FailureBackoff, SlidingWindowLimiter } from '../src/lib/rateLimit';
import { resetLink } from '../src/modules/auth/passwordReset';
import { createCustomer } from './factories';
import { buildApp } from '../src/app';
import { registration } from './registration';
import { buildTestApp, type TestApp } from './helper';
import { outbox } from './outbox';


let t: TestApp;
afterEach(() => {
  jest.useRealTimers();
});

/** One app for a describe block, or a fresh one per test where counters must start clean. */
function useApp(fresh: 'per-test' | 'per-block') {
  const [before, after] = fresh === 'per-test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    t = await buildTestApp({ publicUrl: 'https://store.example.in' });
  });
  after(() => t.close());
}

/** Moves the clock (Date only: the database and Fastify keep their real timers). */
function travelTo(ms: number) {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  jest.setSystemTime(ms);
}

const post = (url: string, payload?: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });

describe('POST /customer-register', () => {
  useApp('per-block');

  it('creates a pending company with default billing and shipping addresses and signs it in', async () => {
    const body = registration({ email: 'New.Buyer@Acme.example', gstno: '27aapfu0939f1zv', pan_number: 'aapfu0939f' });
    const res = await post('/customer-register', body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      status: true,
      message: 'Congratulations! Register Successfully',
      customer: {
        primary_contact_name: 'Asha Rao',
        company_name: 'Acme Infotech Pvt Ltd',
        credit_limit: 0,
        email: 'new.buyer@acme.example',
        phone: '9876543210',
        image: null,
        status: 'pending',
      },
    });
    expect(typeof json.token).toBe('string');
    expect(json.token.length).toBeGreaterThanOrEqual(40);

    // The answer names the customer by its public id, never the serial id.
    expect(json.customer.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [row] = await t.db.select().from(customers).where(eq(customers.publicId, json.customer.id));
    expect(row.gstno).toBe('27AAPFU0939F1ZV');
    expect(row.panNumber).toBe('AAPFU0939F');
    expect(row.noOfEmployee).toBe('101-500');
    // The company's first user is its admin, with the registration's email and a hashed password.
    const users = await t.db.select().from(customerUsers).where(eq(customerUsers.customerId, row.id));
    expect(users).toEqual([expect.objectContaining({ email: row.email, role: 'admin', status: 'active', name: row.primaryContactName })]);
    expect(users[0].passwordHash).not.toContain('Str0ngPass!');
    const billing = await t.db.select().from(addresses).where(and(eq(addresses.customerId, row.id), eq(addresses.kind, 'billing')));
    const shipping = await t.db.select().from(addresses).where(and(eq(addresses.customerId, row.id), eq(addresses.kind, 'shipping')));
    expect(billing).toEqual([expect.objectContaining({ line1: '4 Park Street', city: 'Mumbai', isDefault: 'y' })]);
    expect(shipping).toEqual([
      expect.objectContaining({ line1: '12 MG Road', pincode: '411001', phone: '9876543210', isDefault: 'y' }),
    ]);

    // Signed in: the token works, and the session row holds only its hash.
    const profile = await t.app.inject({ url: '/api/customer-profile', headers: { authorization: `Bearer ${json.token}` } });
    expect(profile.statusCode).toBe(200);
    const stored = await t.db.select().from(sessions).where(eq(sessions.customerId, row.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toBe(json.token);

    // Pending: no prices or credit until the store approves.
    const credit = await t.app.inject({ url: '/api/credit-limit', headers: { authorization: `Bearer ${json.token}` } });
    expect(credit.statusCode).toBe(403);
  });

  it('answers every missing required field with its message and creates nothing', async () => {
    const countCustomers = async () => (await t.db.select({ id: customers.id }).from(customers)).length;
    const before = await countCustomers();
    const res = await post('/customer-register', {});
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors).toMatchObject({
      gstno: ['GST number is required'],
      pan_number: ['PAN number is required'],
      company_name: ['Company name is required'],
      type_of_company: ['Type of company is required'],
      no_of_employee: ['Number of employees is required'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      phone: ['Phone number is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      s_address_line1: ['Address line 1 is required'],
      s_city: ['City is required'],
      s_state: ['State is required'],
      s_pincode: ['Pincode is required'],
      s_country: ['Country is required'],
      b_address_line1: ['Address line 1 is required'],
      b_city: ['City is required'],
      b_state: ['State is required'],
      b_pincode: ['Pincode is required'],
      b_country: ['Country is required'],
    });
    // Optional fields are not demanded.
    for (const optional of ['tan_number', 'msme_number', 'incorporation_number', 'moa_number', 'company_domain', 'fax']) {
      expect(errors[optional]).toBeUndefined();
    }
    expect(await countCustomers()).toBe(before);
  });

  it('refuses a GSTIN with a wrong check digit, another PAN or another state, with the rule\'s messages, and creates nothing', async () => {
    const countCustomers = async () => (await t.db.select({ id: customers.id }).from(customers)).length;
    const before = await countCustomers();
    const wrongCheck = await post('/customer-register', registration({ gstno: '27AAPFU0939F1ZW' }));
    expect(wrongCheck.statusCode).toBe(422);
    expect(wrongCheck.json().errors).toEqual({ gstno: ['GSTIN check digit is wrong — please check the number'] });

    const otherPan = await post('/customer-register', registration({ pan_number: 'AAPFU0939G' }));
    expect(otherPan.statusCode).toBe(422);
    expect(otherPan.json().errors).toEqual({ pan_number: ['The PAN in the GSTIN (AAPFU0939F) does not match the PAN you entered'] });

    // A real-format Karnataka GSTIN with a Maharashtra billing address.
    const otherState = await post('/customer-register', registration({ gstno: '29AAGCB7383J1Z4', pan_number: 'AAGCB7383J' }));
    expect(otherState.statusCode).toBe(422);
    expect(otherState.json().errors).toEqual({ gstno: ['The GSTIN is registered in Karnataka (29) but the billing state is Maharashtra'] });
    expect(await countCustomers()).toBe(before);
  });

  it('matches the GSTIN state to the billing state by its known names (Bengaluru company, "karnataka" typed)', async () => {
    const res = await post('/customer-register', registration({ gstno: '29AAGCB7383J1Z4', pan_number: 'aagcb7383j', b_state: ' karnataka ' }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses malformed values with field messages', async () => {
    const res = await post(
      '/customer-register',
      registration({
        gstno: '27AAPFU0939F1Z',
        pan_number: 'AAPF0939F',
        phone: '98765-4321',
        email: 'not-an-email',
        password: 'short',
        no_of_employee: '5000',
        s_address_line1: 'x'.repeat(31),
        b_pincode: '4000',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      gstno: ['Enter a valid 15-character GST number (e.g. 27AAPFU0939F1ZV).'],
      pan_number: ['Enter a valid 10-character PAN (e.g. AAPFU0939F).'],
      phone: ['Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'],
      email: ['Enter a valid email address'],
      password: ['Password must be at least 8 characters'],
      no_of_employee: ['Choose one of 1-100, 101-500, 501-1000, 1000+.'],
      s_address_line1: ['Maximum length of characters reached.'],
      b_pincode: ['Pincode must be 6 digits'],
    });
  });

  it('accepts a 30-character address line and every employee band', async () => {
    for (const band of ['1-100', '101-500', '501-1000', '1000+']) {
      const res = await post('/customer-register', registration({ no_of_employee: band, s_address_line1: 'y'.repeat(30) }));
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    await post('/customer-register', registration({ email: 'dup@acme.example' }));
    const res = await post('/customer-register', registration({ email: 'DUP@Acme.Example' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
    const same = await t.db.select().from(customers).where(sql`lower(${customers.email}) = 'dup@acme.example'`);
    expect(same).toHaveLength(1);
  });

  it('takes url-encoded form posts too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer-register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(registration()).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer.status).toBe('pending');
  });
});

describe('POST /customer-login', () => {
  useApp('per-block');

  it('signs in with email (any case) and password', async () => {
    const c = await createCustomer(t.db, { email: 'buyer@acme.example', password: 'Right#Pass1' });
    const res = await post('/customer-login', { email: ' Buyer@ACME.example ', password: 'Right#Pass1' });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    const [{ publicId }] = await t.db.select({ publicId: customers.publicId }).from(customers).where(eq(customers.id, c.id));
    expect(json).toMatchObject({ status: true, message: 'Login successful', customer: { id: publicId, email: 'buyer@acme.example', status: 'approved' } });
    expect(Object.keys(json.customer).sort()).toEqual(
      ['id', 'primary_contact_name', 'company_name', 'credit_limit', 'email', 'phone', 'image', 'status'].sort(),
    );
    expect(json.customer.credit_limit).toBe(100000);
    const me = await t.app.inject({ url: '/api/customer-profile', headers: { authorization: `Bearer ${json.token}` } });
    expect(me.json().customer.id).toBe(publicId);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    await createCustomer(t.db, { email: 'known@acme.example' });
    const wrong = await post('/customer-login', { email: 'known@acme.example', password: 'nope-nope' });
    const unknown = await post('/customer-login', { email: 'nobody@acme.example', password: 'nope-nope' });
    const expected = { status: false, error: 'Invalid email or password.', message: 'Invalid email or password.' };
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it('asks for missing fields', async () => {
    const res = await post('/customer-login', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    const noBody = await t.app.inject({ method: 'POST', url: '/api/customer-login' });
    expect(noBody.statusCode).toBe(422);
    expect(noBody.json().errors.email).toEqual(['Email is required']);
  });

  it('lets a pending account in (the UI shows the approval notice) but not a rejected one', async () => {
    const pending = await createCustomer(t.db, { status: 'pending' });
    const ok = await post('/customer-login', { email: pending.email, password: pending.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().customer.status).toBe('pending');

    const rejected = await createCustomer(t.db, { status: 'rejected' });
    const no = await post('/customer-login', { email: rejected.email, password: rejected.password });
    expect(no.statusCode).toBe(403);
    expect(no.json().status).toBe(false);
    expect(no.json().message).toMatch(/not approved/);
    // With a wrong password a rejected account looks like any other failure.
    const guess = await post('/customer-login', { email: rejected.email, password: 'wrong-guess' });
    expect(guess.statusCode).toBe(401);
  });
});

describe('sign-in rate limiting', () => {
  useApp('per-test');

  it('makes one address wait after 5 failures on one account, even for the right password, and tells when', async () => {
    const c = await createCustomer(t.db);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/customer-login', { email: c.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const waiting = await post('/customer-login', { email: c.email, password: c.password });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({
      status: false,
      message: 'Too many sign-in attempts. Please try again in 1 minute.',
    });
    const retryAfter = Number(waiting.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // Only this pair waits: another account still signs in from here.
    const other = await createCustomer(t.db);
    expect((await post('/customer-login', { email: other.email, password: other.password })).statusCode).toBe(200);
  });

  it('lets the owner sign in from another address while an attacker hammers the account', async () => {
    const victim = await createCustomer(t.db);
    const attacker = '203.0.113.66';
    let refused = 0;
    for (let i = 0; i < 25; i += 1) {
      const res = await post('/customer-login', { email: victim.email, password: `guess-${i}` }, {}, attacker);
      expect([401, 429]).toContain(res.statusCode);
      if (res.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(20);
    // The right password from the attacker's address waits too: the guesser learns nothing.
    expect((await post('/customer-login', { email: victim.email, password: victim.password }, {}, attacker)).statusCode).toBe(429);
    const owner = await post('/customer-login', { email: victim.email, password: victim.password }, {}, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('doubles the wait with each further failure, and forgets after 15 quiet minutes', async () => {
    const c = await createCustomer(t.db);
    const start = Date.now();
    travelTo(start);
    for (let i = 0; i < 5; i += 1) await post('/customer-login', { email: c.email, password: 'wrong-pass' });
    expect((await post('/customer-login', { email: c.email, password: c.password })).statusCode).toBe(429);
    // After the first 30 s wait, one more wrong guess makes the next wait 60 s.
    travelTo(start + 31_000);
    expect((await post('/customer-login', { email: c.email, password: 'wrong-pass' })).statusCode).toBe(401);
    const second = await post('/customer-login', { email: c.email, password: c.password });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);
    travelTo(start + 31_000 + 61_000);
    expect((await post('/customer-login', { email: c.email, password: c.password })).statusCode).toBe(200);

    // Failures long ago count for nothing: after 15 quiet minutes the pair starts afresh.
    const later = start + 31_000 + 61_000 + 1000;
    travelTo(later);
    for (let i = 0; i < 4; i += 1) await post('/customer-login', { email: c.email, password: 'wrong-pass' });
    travelTo(later + 15 * 60_000 + 1000);
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/customer-login', { email: c.email, password: 'wrong-pass' })).statusCode).toBe(401);
    }
    expect((await post('/customer-login', { email: c.email, password: c.password })).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one', async () => {
    const c = await createCustomer(t.db);
    const unknown = 'nobody-here@acme.example';
    for (let i = 0; i < 5; i += 1) {
      const known = await post('/customer-login', { email: c.email, password: `wrong-${i}` });
      const ghost = await post('/customer-login', { email: unknown, password: `wrong-${i}` });
      expect([ghost.statusCode, ghost.json().message]).toEqual([known.statusCode, known.json().message]);
    }
    const known = await post('/customer-login', { email: c.email, password: 'wrong-again' });
    const ghost = await post('/customer-login', { email: unknown, password: 'wrong-again' });
    expect(known.statusCode).toBe(429);
    expect([ghost.statusCode, ghost.json().message]).toEqual([known.statusCode, known.json().message]);
  });

  it('a successful sign-in clears the account counter', async () => {
    const c = await createCustomer(t.db);
    for (let i = 0; i < 4; i += 1) await post('/customer-login', { email: c.email, password: 'wrong-pass' });
    expect((await post('/customer-login', { email: c.email, password: c.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/customer-login', { email: c.email, password: 'wrong-pass' })).statusCode).toBe(401);
    }
    expect((await post('/customer-login', { email: c.email, password: c.password })).statusCode).toBe(200);
  });

  it('counts guesses sent all at once, not only those that finished', async () => {
    const c = await createCustomer(t.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post('/customer-login', { email: c.email, password: `parallel-${i}` })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 401)).toHaveLength(5);
    expect(codes.filter((s) => s === 429)).toHaveLength(7);
  });

  it('limits one client address across many emails', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await post('/customer-login', { email: `guess${i}@acme.example`, password: 'x'.repeat(8) }, {}, '10.0.0.7');
      expect(res.statusCode).toBe(401);
    }
    const c = await createCustomer(t.db);
    const blocked = await post('/customer-login', { email: c.email, password: c.password }, {}, '10.0.0.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes\.$/);
    const elsewhere = await post('/customer-login', { email: c.email, password: c.password }, {}, '10.0.0.8');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('limits kept in the database', () => {
  useApp('per-block');
  let now = 1_000_000;
  const clock = () => now;

  it('FailureBackoff waits after the free failures, doubling up to the longest wait, and forgets quiet keys', async () => {
    const store = new DatabaseLimitStore(t.db, clock);
    const b = new FailureBackoff(store, 'test-backoff', { free: 2, baseMs: 1000, maxMs: 3000, forgetMs: 10_000 });
    await b.fail('k');
    expect(await b.check('k')).toEqual({ blocked: false, retryAfterMs: 0 });
    await b.fail('k');
    expect(await b.check('k')).toEqual({ blocked: true, retryAfterMs: 1000 });
    expect((await b.check('other')).blocked).toBe(false);
    now += 1000;
    await b.fail('k');
    expect((await b.check('k')).retryAfterMs).toBe(2000);
    now += 2000;
    await b.fail('k');
    expect((await b.check('k')).retryAfterMs).toBe(3000); // capped
    now += 3000 + 10_001;
    expect((await b.check('k')).blocked).toBe(false);
    await b.fail('k'); // forgotten: this is the first failure again
    expect((await b.check('k')).blocked).toBe(false);
    await b.fail('k\nelsewhere');
    await b.fail('k\nelsewhere');
    await b.resetPrefix('k\n');
    expect((await b.check('k\nelsewhere')).blocked).toBe(false);
  });

  it('SlidingWindowLimiter counts events inside the window, taking one only while under the limit', async () => {
    const store = new DatabaseLimitStore(t.db, clock);
    const limiter = new SlidingWindowLimiter(store, 'test-window', { limit: 3, windowMs: 10_000 });
    await limiter.take('k');
    now += 4000;
    expect(await limiter.take('k')).toEqual({ blocked: false, retryAfterMs: 0 });
    await limiter.take('k');
    expect(await limiter.take('k')).toEqual({ blocked: true, retryAfterMs: 6000 });
    expect(await limiter.check('k')).toEqual({ blocked: true, retryAfterMs: 6000 }); // a refused take counted nothing
    now += 6000; // the first event leaves the window
    await limiter.release('k'); // the newest event taken back: two left
    expect((await limiter.take('k')).blocked).toBe(false);
    expect((await limiter.take('k')).blocked).toBe(false);
    expect((await limiter.take('k')).blocked).toBe(true);
    await limiter.reset('k');
    expect((await limiter.check('k')).blocked).toBe(false);
    expect((await limiter.check('other')).blocked).toBe(false);
  });

  it('lets parallel takes through no further than the limit, and sweeps keys whose time is up', async () => {
    const store = new DatabaseLimitStore(t.db, clock);
    const limiter = new SlidingWindowLimiter(store, 'test-parallel', { limit: 5, windowMs: 1000 });
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => limiter.take('burst')));
    expect(verdicts.filter((v) => !v.blocked)).toHaveLength(5);
    for (let i = 0; i < 20; i += 1) await limiter.take(`k${i}`);
    expect(await store.size()).toBeGreaterThanOrEqual(21);
    now += 120_000; // every window is over, and a sweep is due
    await limiter.take('fresh');
    expect(await store.size()).toBe(1);
  });
});

describe('POST /customer-logout and session expiry', () => {
  useApp('per-block');

  it('revokes the token on the server', async () => {
    const c = await createCustomer(t.db);
    const res = await post('/customer-logout', undefined, c.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Logout successful!' });
    const [s] = await t.db.select().from(sessions).where(eq(sessions.customerId, c.id));
    expect(s.revokedAt).toBeInstanceOf(Date);
    const after = await t.app.inject({ url: '/api/customer-profile', headers: c.auth });
    expect(after.statusCode).toBe(401);
    expect((await post('/customer-logout', undefined, c.auth)).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const res = await post('/customer-logout');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(false);
  });

  it('expires a session idle longer than the configured time-out', async () => {
    const c = await createCustomer(t.db);
    expect((await t.app.inject({ url: '/api/customer-profile', headers: c.auth })).statusCode).toBe(200);
    const idle = new Date(Date.now() - (t.config.sessionTimeoutSeconds + 5) * 1000);
    await t.db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.customerId, c.id));
    const res = await t.app.inject({ url: '/api/customer-profile', headers: c.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/timed out/);
    // Expired for good: activity does not bring it back.
    expect((await t.app.inject({ url: '/api/customer-profile', headers: c.auth })).statusCode).toBe(401);
  });

  it('keeps a session alive while it is used, even with a short time-out', async () => {
    const short = await buildTestApp({ sessionTimeoutSeconds: 30 });
    try {
      const c = await createCustomer(short.db);
      const start = Date.now();
      // A request every 20 seconds for two minutes: never idle for 30 seconds.
      for (let s = 20; s <= 120; s += 20) {
        travelTo(start + s * 1000);
        const res = await short.app.inject({ url: '/api/customer-profile', headers: c.auth });
        expect(res.statusCode).toBe(200);
      }
      // Then 31 idle seconds end it.
      travelTo(start + 151_000);
      expect((await short.app.inject({ url: '/api/customer-profile', headers: c.auth })).statusCode).toBe(401);
    } finally {
      jest.useRealTimers();
      await short.close();
    }
  });
});

describe('password reset', () => {
  useApp('per-block');

  /** The mails sent so far (oldest first, once the queue has sent what is ready), to one recipient or to anyone. */
  const mails = async (to?: string) => {
    const all = (await outbox(t)).map((m) => m.text);
    return to ? all.filter((m) => m.includes(`To: ${to}`)) : all;
  };
  const tokenFrom = (mail: string) => /\/reset-password\/([A-Za-z0-9_-]{40,})/.exec(mail)?.[1] as string;

  async function requestReset(email: string, base_url?: string) {
    const res = await post('/forget-password', { email, ...(base_url ? { base_url } : {}) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Reset link sent to your email.' });
  }

  it('mails a single-use link that sets the password and ends every session', async () => {
    const c = await createCustomer(t.db, { email: 'reset.me@acme.example' });
    await requestReset('Reset.Me@acme.example', 'https://store.example.in/reset-password');
    const [mail] = await mails(c.email);
    expect(mail).toContain('To: reset.me@acme.example');
    const token = tokenFrom(mail);
    expect(mail).toContain(`https://store.example.in/reset-password/${token}`);
    const [stored] = await t.db.select().from(passwordResets).where(eq(passwordResets.customerId, c.id));
    expect(stored.tokenHash).not.toBe(token);
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);

    const body = { email: c.email, password: 'Brand-new-1', password_confirmation: 'Brand-new-1', token };
    const res = await post('/submit-reset-password-form', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Password reset successful!' });

    expect((await t.app.inject({ url: '/api/customer-profile', headers: c.auth })).statusCode).toBe(401);
    expect((await post('/customer-login', { email: c.email, password: c.password })).statusCode).toBe(401);
    expect((await post('/customer-login', { email: c.email, password: 'Brand-new-1' })).statusCode).toBe(200);

    // Used once: a second use is refused.
    const again = await post('/submit-reset-password-form', { ...body, password: 'Another-1', password_confirmation: 'Another-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: false, message: 'This password reset link is invalid or has expired.' });
  });

  it('tells the reset page whether its link can still be used, without using it', async () => {
    const c = await createCustomer(t.db, { email: 'check.link@acme.example' });
    await requestReset(c.email);
    const token = tokenFrom((await mails(c.email))[0]);
    const check = (tok: string) => t.app.inject({ url: `/api/reset-password-token/${tok}` });
    for (let i = 0; i < 2; i += 1) {
      const ok = await check(token);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: true, message: 'This reset link can be used.' });
    }
    // Checking spent nothing: the link still resets the password, once.
    const body = { password: 'Brand-new-1', password_confirmation: 'Brand-new-1', token };
    expect((await post('/submit-reset-password-form', body)).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(404);
    expect(used.json()).toMatchObject({ status: false, message: 'This password reset link is invalid or has expired.' });
    // An expired link and one never issued say the same.
    await requestReset(c.email);
    const late = tokenFrom((await mails(c.email)).at(-1)!);
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.customerId, c.id));
    expect((await check(late)).statusCode).toBe(404);
    expect((await check('x'.repeat(43))).json().message).toBe('This password reset link is invalid or has expired.');
  });

  it("takes the account from the token when the email is missing (a link opened in another browser)", async () => {
    const c = await createCustomer(t.db, { email: 'other.device@acme.example' });
    await requestReset(c.email);
    const token = tokenFrom((await mails(c.email))[0]);
    for (const email of [undefined, '']) {
      const short = await post('/submit-reset-password-form', { ...(email === undefined ? {} : { email }), password: 'x', password_confirmation: 'x', token });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).not.toHaveProperty('email');
    }
    const res = await post('/submit-reset-password-form', { email: '', password: 'Brand-new-1', password_confirmation: 'Brand-new-1', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Password reset successful!' });
    expect((await post('/customer-login', { email: c.email, password: 'Brand-new-1' })).statusCode).toBe(200);
    // Without an email the token still has to be a live one.
    const again = await post('/submit-reset-password-form', { password: 'Another-1', password_confirmation: 'Another-1', token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This password reset link is invalid or has expired.');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await mails()).length;
    await requestReset('ghost@acme.example');
    expect(await mails()).toHaveLength(before);
  });

  it('accepts form data and checks the email', async () => {
    const missing = await post('/forget-password', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['Email is required'] });
    const bad = await post('/forget-password', { email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['Enter a valid email address'] });

    const c = await createCustomer(t.db);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/forget-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: c.email, base_url: 'http://localhost:8080/reset-password' }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect((await mails(c.email))[0]).toMatch(/http:\/\/localhost:8080\/reset-password\/[A-Za-z0-9_-]{40,}/);
  });

  it('never mails a link to a host the caller picks', async () => {
    const c = await createCustomer(t.db);
    await requestReset(c.email, 'https://evil.example/reset-password');
    expect((await mails(c.email))[0]).toMatch(/https:\/\/store\.example\.in\/reset-password\/[A-Za-z0-9_-]{40,}/);
    expect((await mails(c.email))[0]).not.toContain('evil.example');
  });

  it('builds links only on the store origin or localhost', () => {
    const pub = 'https://store.example.in';
    expect(resetLink(pub, 'T')).toBe('https://store.example.in/reset-password/T');
    expect(resetLink(pub, 'T', 'https://store.example.in/reset-password/')).toBe('https://store.example.in/reset-password/T');
    expect(resetLink(pub, 'T', 'https://store.example.in')).toBe('https://store.example.in/reset-password/T');
    expect(resetLink(pub, 'T', 'http://localhost:5173/reset-password')).toBe('http://localhost:5173/reset-password/T');
    expect(resetLink(pub, 'T', 'http://store.example.in/reset-password')).toBe('https://store.example.in/reset-password/T');
    expect(resetLink(pub, 'T', 'https://store.example.in.evil.example/reset-password')).toBe(
      'https://store.example.in/reset-password/T',
    );
    expect(resetLink(pub, 'T', 'https://localhost/reset-password')).toBe('https://store.example.in/reset-password/T');
    expect(resetLink(pub, 'T', 'javascript:alert(1)')).toBe('https://store.example.in/reset-password/T');
    expect(resetLink(pub, 'T', 'not a url')).toBe('https://store.example.in/reset-password/T');
  });

  it('refuses an expired, unknown or someone else\'s token', async () => {
    const c = await createCustomer(t.db);
    await requestReset(c.email);
    const token = tokenFrom((await mails(c.email))[0]);
    const body = { email: c.email, password: 'Brand-new-1', password_confirmation: 'Brand-new-1', token };

    const other = await createCustomer(t.db);
    const mismatch = await post('/submit-reset-password-form', { ...body, email: other.email });
    expect(mismatch.statusCode).toBe(400);
    const unknown = await post('/submit-reset-password-form', { ...body, token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    const none = await post('/submit-reset-password-form', { ...body, token: '' });
    expect(none.statusCode).toBe(400);

    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.customerId, c.id));
    const expired = await post('/submit-reset-password-form', body);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This password reset link is invalid or has expired.');
    // Nothing changed: the old password still works.
    expect((await post('/customer-login', { email: c.email, password: c.password })).statusCode).toBe(200);
  });

  it('checks the new password before the token', async () => {
    const c = await createCustomer(t.db);
    await requestReset(c.email);
    const token = tokenFrom((await mails(c.email))[0]);
    const mismatch = await post('/submit-reset-password-form', {
      email: c.email,
      password: 'Brand-new-1',
      password_confirmation: 'Brand-new-2',
      token,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match.'] });
    const short = await post('/submit-reset-password-form', { email: c.email, password: 'short', password_confirmation: 'short', token });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Password must be at least 8 characters']);
    const empty = await post('/submit-reset-password-form', { token });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['password', 'password_confirmation']);
    // The refused attempts did not use the token up.
    const ok = await post('/submit-reset-password-form', { email: c.email, password: 'Brand-new-1', password_confirmation: 'Brand-new-1', token });
    expect(ok.statusCode).toBe(200);
  });

  it('a successful reset voids the other outstanding links', async () => {
    const c = await createCustomer(t.db);
    await requestReset(c.email);
    await requestReset(c.email);
    const [first, second] = (await mails(c.email)).map(tokenFrom);
    expect(first).not.toBe(second);
    const body = { email: c.email, password: 'Brand-new-1', password_confirmation: 'Brand-new-1' };
    expect((await post('/submit-reset-password-form', { ...body, token: second })).statusCode).toBe(200);
    expect((await post('/submit-reset-password-form', { ...body, token: first })).statusCode).toBe(400);
  });

  it('stops mailing one account after a few requests but answers the same', async () => {
    const c = await createCustomer(t.db);
    for (let i = 0; i < 5; i += 1) await requestReset(c.email);
    expect(await mails(c.email)).toHaveLength(3);
  });
});

describe('password reset mail in the log', () => {
  /** An app over `base`'s database whose log lines are kept, mailing through `smtpUrl` (unset: the outbox folder). */
  async function loggedApp(base: TestApp, smtpUrl?: string) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config: { ...base.config, smtpUrl }, database: base.database, logger: { level: 'info', stream } });
    await app.ready();
    return { app, log: () => lines.join('') };
  }
  const forgot = (app: TestApp['app'], email: string) => app.inject({ method: 'POST', url: '/api/forget-password', payload: { email } });
  /** The reset links the queue holds in its mail jobs (the mail's text is kept there until it is sent). */
  async function queuedLinks(base: TestApp): Promise<string[]> {
    const result = (await base.db.execute(sql`SELECT data FROM pgboss.job WHERE name = 'mail'`)) as unknown as { rows: { data: { message: { text: string } } }[] };
    return result.rows.map((r) => /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{40,}/.exec(r.data.message.text)?.[0]).filter((l): l is string => !!l);
  }
  const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

  let base: TestApp;
  beforeAll(async () => {
    base = await buildTestApp({ publicUrl: 'https://store.example.in' });
  });
  afterAll(() => base.close());

  it('logs the sent mail by ids, never its link', async () => {
    const { app, log } = await loggedApp(base);
    try {
      const c = await createCustomer(base.db);
      expect((await forgot(app, c.email)).statusCode).toBe(200);
      const [link] = await queuedLinks(base);
      await app.services.jobs.drain();
      expect(log()).toContain('password reset mail sent');
      expect(log()).toContain(`"customerId":${c.id}`);
      expect(log()).not.toContain(tokenOf(link));
      expect(log()).not.toContain('/reset-password/');
    } finally {
      await app.close();
    }
  });

  it('answers at once while the mail relay is unreachable, and logs the failure without the link', async () => {
    const { app, log } = await loggedApp(base, 'smtp://127.0.0.1:1');
    try {
      const c = await createCustomer(base.db);
      const res = await forgot(app, c.email);
      // The answer did not wait for the relay: the mail is still queued, not yet tried.
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'Reset link sent to your email.' });
      const links = await queuedLinks(base);
      const link = links.at(-1)!;
      const waiting = (await base.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state = 'created'`)) as unknown as { rows: { n: number }[] };
      expect(waiting.rows[0].n).toBe(1);

      await app.services.jobs.drain();
      expect(log()).toContain('job will be retried');
      expect(log()).toMatch(/ECONNREFUSED/);
      expect(log()).not.toContain(tokenOf(link));
      expect(log()).not.toContain('/reset-password/');
      // The link still works: the reset stands while its mail waits for the relay.
      const ok = await base.app.inject({ url: `/api/reset-password-token/${tokenOf(link)}` });
      expect(ok.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
