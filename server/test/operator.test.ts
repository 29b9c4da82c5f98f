// The operator API, its shared service functions and the `npm run store` tool in both modes.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { main, type CliIo } from '../src/cli';
import { openDatabase } from '../src/db/client';
import { customers, walletTransactions } from '../src/db/schema';
import { createServices } from '../src/services';
import { listCustomers, setCreditLimit, setCustomerStatus } from '../src/modules/account/operator';
import { readServerFile, removeServerFile, serverFilePath, writeServerFile } from '../src/lib/serverFile';
import { createCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { freePort } from './ports';
import { mailsTo as mailsToIn } from './outbox';

const SECRET = 'operator-secret-for-tests';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ operatorSecret: SECRET });
});
afterAll(() => t.close());

const op = (method: 'GET' | 'POST', route: string, payload?: object, secret: string | null = SECRET) =>
  t.app.inject({
    method,
    url: `/api/operator/${route}`,
    headers: secret === null ? {} : { 'x-operator-secret': secret },
    payload,
  });

function capture(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

/** Mails written to `email`, with their subject, as readable text. */
const mailsTo = (email: string) => mailsToIn(t, email);

describe('operator API', () => {
  it('does not exist when the server has no operator secret', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({ url: '/api/operator/customers', headers: { 'x-operator-secret': '' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('needs the secret', async () => {
    expect((await op('GET', 'customers?status=pending', undefined, null)).statusCode).toBe(401);
    expect((await op('GET', 'customers?status=pending', undefined, 'wrong')).statusCode).toBe(401);
    expect((await op('POST', 'customers/approve', { email: 'x@y.z' }, `${SECRET}x`)).statusCode).toBe(401);
    // A customer's bearer token is no key either.
    const c = await createCustomer(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/operator/customers/approve', headers: c.auth, payload: { email: c.email } });
    expect(res.statusCode).toBe(401);
    // A percent-encoded path reaches the same route, and the same guard.
    const encoded = await t.app.inject({ url: '/api/%6Fperator/customers?status=pending' });
    expect(encoded.statusCode).toBe(401);
    const encodedPost = await t.app.inject({ method: 'POST', url: '/api/%6fperator/customers/credit', payload: { email: c.email, amount: 1 } });
    expect(encodedPost.statusCode).toBe(401);
  });

  it('lists pending accounts and approves one', async () => {
    const pending = await createCustomer(t.db, { status: 'pending' });
    await createCustomer(t.db, { status: 'approved' });
    const list = await op('GET', 'customers?status=pending');
    expect(list.statusCode).toBe(200);
    const emails = list.json().customers.map((c: { email: string }) => c.email);
    expect(emails).toContain(pending.email);
    expect(list.json().customers.every((c: { status: string }) => c.status === 'pending')).toBe(true);
    expect(list.json().customers.find((c: { email: string }) => c.email === pending.email)).toEqual({
      id: pending.id,
      email: pending.email,
      company_name: expect.any(String),
      primary_contact_name: expect.any(String),
      phone: '9876543210',
      gstno: '27AAPFU0939F1ZV',
      status: 'pending',
      credit_limit: 100000,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await op('GET', 'customers?status=nonsense')).statusCode).toBe(422);

    // Before approval: no credit, no prices.
    expect((await t.app.inject({ url: '/api/credit-limit', headers: pending.auth })).statusCode).toBe(403);
    const res = await op('POST', 'customers/approve', { email: pending.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, changed: true, customer: { email: pending.email, status: 'approved' } });
    expect((await t.app.inject({ url: '/api/credit-limit', headers: pending.auth })).statusCode).toBe(200);

    const again = await op('POST', 'customers/approve', { email: pending.email });
    expect(again.json()).toMatchObject({ changed: false, message: 'Customer was already approved' });

    // One approval mail (none for the repeat), saying what credit the account has.
    const mails = (await mailsTo(pending.email)).filter((m) => m.subject === 'Your account has been approved');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Your credit limit is ₹1,00,000.00');
    expect(mails[0].text).toContain('/signin');
  });

  it('tells a customer approved with no credit that cash on delivery needs credit first', async () => {
    const c = await createCustomer(t.db, { status: 'pending', creditLimit: '0' });
    expect((await op('POST', 'customers/approve', { email: c.email })).statusCode).toBe(200);
    const [mail] = (await mailsTo(c.email)).filter((m) => m.subject === 'Your account has been approved');
    expect(mail.text).toContain('Your credit limit is ₹0.00, so cash on delivery is not available yet');
    expect(mail.text).toContain('/contact-us');
  });

  it('mails a rejection (not an approval) when an account is rejected, without a reason from the tool', async () => {
    const c = await createCustomer(t.db, { status: 'pending' });
    expect((await op('POST', 'customers/reject', { email: c.email })).statusCode).toBe(200);
    const mails = (await mailsTo(c.email));
    expect(mails.map((m) => m.subject)).toEqual(['Your account application was not approved']);
    expect(mails[0].text).not.toContain('Reason:');
  });

  it('rejects an account: its sessions end and it cannot sign in', async () => {
    const c = await createCustomer(t.db, { status: 'pending' });
    const res = await op('POST', 'customers/reject', { email: c.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer.status).toBe('rejected');
    expect((await t.app.inject({ url: '/api/customer-profile', headers: c.auth })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/customer-login', payload: { email: c.email, password: c.password } });
    expect(login.statusCode).toBe(403);
  });

  it('answers an unknown email with 404 and a missing one with 422', async () => {
    const res = await op('POST', 'customers/approve', { email: 'nobody@nowhere.example' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No customer with the email nobody@nowhere.example.');
    expect((await op('POST', 'customers/reject', {})).statusCode).toBe(422);
    expect((await op('POST', 'customers/credit', { email: 'nobody@nowhere.example', amount: 5 })).statusCode).toBe(404);
  });

  it('sets the credit limit and records the difference in the wallet', async () => {
    const c = await createCustomer(t.db, { creditLimit: '0' });
    const up = await op('POST', 'customers/credit', { email: c.email, amount: '50000' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: true, previous: 0, customer: { credit_limit: 50000 } });
    const down = await op('POST', 'customers/credit', { email: c.email, amount: 20000.5 });
    expect(down.json()).toMatchObject({ previous: 50000, customer: { credit_limit: 20000.5 } });
    await op('POST', 'customers/credit', { email: c.email, amount: '20000.50' });

    const txns = await t.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, c.id));
    expect(txns.map((x) => [x.type, x.amount, x.description]).sort()).toEqual(
      [
        ['c', '50000.00', 'Credit limit changed: ₹0.00 → ₹50,000.00'],
        ['d', '29999.50', 'Credit limit changed: ₹50,000.00 → ₹20,000.50'],
      ].sort(),
    );
    const [row] = await t.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row.creditLimit).toBe('20000.50');
    // The spec's wallet history keeps its shape; the description says what changed.
    const history = await t.app.inject({ url: '/api/customer-wallet-history', headers: c.auth });
    expect(history.json().data.transactions[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      datetime: expect.any(String),
      order_number: null,
      description: 'Credit limit changed: ₹50,000.00 → ₹20,000.50',
      type: 'd',
      amount: 29999.5,
    });

    for (const amount of ['-5', 'abc', '1.234', '', '99999999999']) {
      const bad = await op('POST', 'customers/credit', { email: c.email, amount });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.amount).toHaveLength(1);
    }
  });
});

describe('operator service functions', () => {
  it('are what both the API and the direct tool run', async () => {
    const c = await createCustomer(t.db, { status: 'pending', creditLimit: '10' });
    expect((await listCustomers(t.db, 'pending')).map((x) => x.email)).toContain(c.email);
    const ctx = createServices(t.config, t.db, { log: t.app.log });
    expect((await setCustomerStatus(ctx, c.email, 'approved')).changed).toBe(true);
    expect((await setCreditLimit(t.db, c.email, '12.5')).customer.credit_limit).toBe(12.5);
    await expect(setCustomerStatus(ctx, 'none@x.example', 'approved')).rejects.toMatchObject({ statusCode: 404 });
    await expect(listCustomers(t.db, 'weird')).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('server.json', () => {
  it('is written owner-only and removed only by its own process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-srv-'));
    try {
      writeServerFile(dir, { url: 'http://127.0.0.1:1', secret: 's', pid: 4242 });
      expect(fs.statSync(serverFilePath(dir)).mode & 0o777).toBe(0o600);
      expect(readServerFile(dir)).toEqual({ url: 'http://127.0.0.1:1', secret: 's', pid: 4242 });
      removeServerFile(dir, 1);
      expect(readServerFile(dir)).not.toBeNull();
      removeServerFile(dir, 4242);
      expect(readServerFile(dir)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run store (cli)', () => {
  let dataDir: string;
  let pendingEmail: string;
  let approvedEmail: string;

  /** A stopped store: an embedded database in DATA_DIR/db, no server.json. */
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-cli-'));
    const template = process.env.STORE_TEST_TEMPLATE;
    const database = await openDatabase({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
    });
    await database.migrate();
    pendingEmail = (await createCustomer(database.db, { status: 'pending' })).email;
    approvedEmail = (await createCustomer(database.db, { status: 'approved', creditLimit: '0' })).email;
    await database.close();
  }, 60_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({ DATA_DIR: dataDir });

  it('prints help and refuses bad usage', async () => {
    const io = capture();
    expect(await main(['help'], env(), io)).toBe(0);
    expect(io.stdout.join('\n')).toMatch(/approve <email>/);
    const none = capture();
    expect(await main([], env(), none)).toBe(2);
    const unknown = capture();
    expect(await main(['launch'], env(), unknown)).toBe(2);
    expect(unknown.stderr[0]).toMatch(/Unknown command: launch/);
    const missing = capture();
    expect(await main(['credit', 'a@b.c'], env(), missing)).toBe(2);
    expect(missing.stderr[0]).toBe('Usage: npm run store -- credit <email> <amount>');
  });

  it('works on the database directly while the store is stopped', async () => {
    const pending = capture();
    expect(await main(['pending'], env(), pending)).toBe(0);
    const out = pending.stdout.join('\n');
    expect(out).toMatch(/1 account awaiting approval:/);
    expect(out).toContain(pendingEmail);
    expect(out).not.toContain(approvedEmail);

    const approve = capture();
    expect(await main(['approve', pendingEmail], env(), approve)).toBe(0);
    expect(approve.stdout[0]).toMatch(new RegExp(`^Approved ${pendingEmail.replace('.', '\\.')} \\(`));

    const credit = capture();
    expect(await main(['credit', pendingEmail, '125000'], env(), credit)).toBe(0);
    expect(credit.stdout[0]).toMatch(/set to ₹1,25,000\.00 \(was ₹1,00,000\.00\)\.$/);

    const after = capture();
    expect(await main(['pending'], env(), after)).toBe(0);
    expect(after.stdout).toEqual(['No accounts are awaiting approval.']);

    const reject = capture();
    expect(await main(['reject', approvedEmail], env(), reject)).toBe(0);
    expect(reject.stdout[0]).toMatch(/^Rejected /);
  }, 60_000);

  it('fails with exit code 1 for an unknown email or a bad amount', async () => {
    const io = capture();
    expect(await main(['approve', 'ghost@nowhere.example'], env(), io)).toBe(1);
    expect(io.stderr[0]).toBe('Error: No customer with the email ghost@nowhere.example.');
    const amount = capture();
    expect(await main(['credit', pendingEmail, '-1'], env(), amount)).toBe(1);
    expect(amount.stderr.join('\n')).toMatch(/amount: Amount must be/);
  }, 60_000);

  it('says so when there is no store database', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'store-none-'));
    try {
      const io = capture();
      expect(await main(['pending'], { DATA_DIR: empty }, io)).toBe(1);
      expect(io.stderr[0]).toMatch(/No store database/);
      expect(fs.existsSync(path.join(empty, 'db'))).toBe(false);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('goes through the operator API while the store runs (never opening its database)', async () => {
    const live = await buildTestApp({ operatorSecret: SECRET });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-live-'));
    try {
      await live.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = live.app.server.address() as AddressInfo;
      writeServerFile(dir, { url: `http://127.0.0.1:${port}`, secret: SECRET, pid: process.pid });
      const c = await createCustomer(live.db, { status: 'pending', creditLimit: '0' });

      // DATA_DIR holds no database at all: only the API can have done this.
      const pending = capture();
      expect(await main(['pending'], { DATA_DIR: dir }, pending)).toBe(0);
      expect(pending.stdout.join('\n')).toContain(c.email);

      const io = capture();
      expect(await main(['approve', c.email], { DATA_DIR: dir }, io)).toBe(0);
      expect(io.stdout[0]).toMatch(/^Approved /);
      const credit = capture();
      expect(await main(['credit', c.email, '5000.5'], { DATA_DIR: dir }, credit)).toBe(0);
      expect(credit.stdout[0]).toMatch(/set to ₹5,000\.50 \(was ₹0\.00\)\.$/);
      const [row] = await live.db.select().from(customers).where(eq(customers.id, c.id));
      expect(row).toMatchObject({ status: 'approved', creditLimit: '5000.50' });

      const unknown = capture();
      expect(await main(['reject', 'ghost@nowhere.example'], { DATA_DIR: dir }, unknown)).toBe(1);
      expect(unknown.stderr[0]).toBe('Error: No customer with the email ghost@nowhere.example.');

      // A wrong secret is reported, and the database is not touched.
      writeServerFile(dir, { url: `http://127.0.0.1:${port}`, secret: 'stale', pid: process.pid });
      const refused = capture();
      expect(await main(['pending'], { DATA_DIR: dir }, refused)).toBe(1);
      expect(refused.stderr[0]).toMatch(/refused the operator secret/);
    } finally {
      await live.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('will not open the database under a live store process that does not answer', async () => {
    const port = await freePort();
    writeServerFile(dataDir, { url: `http://127.0.0.1:${port}`, secret: SECRET, pid: process.ppid });
    try {
      const io = capture();
      expect(await main(['pending'], env(), io)).toBe(1);
      expect(io.stderr[0]).toMatch(/does not answer/);
    } finally {
      fs.rmSync(serverFilePath(dataDir), { force: true });
    }
  });

  it('ignores a server.json left behind by a store that is gone', async () => {
    const port = await freePort();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid as number;
    writeServerFile(dataDir, { url: `http://127.0.0.1:${port}`, secret: SECRET, pid: gone });
    try {
      const io = capture();
      expect(await main(['pending'], env(), io)).toBe(0);
    } finally {
      fs.rmSync(serverFilePath(dataDir), { force: true });
    }
  }, 60_000);
});

