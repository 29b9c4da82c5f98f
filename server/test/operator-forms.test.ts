// The operator's view of the visitor forms: `npm run store -- inquiries` and `item-requests`,
// through the operator API while the store runs and on the database while it is stopped.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { main, type CliIo } from '../src/cli';
import { openDatabase } from '../src/db/client';
import { inquiries, itemRequests } from '../src/db/schema';
import { writeServerFile } from '../src/lib/serverFile';
import { buildTestApp, type TestApp } from './helper';

const SECRET = 'operator-secret-for-form-tests';

function capture(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

const inquiry = {
  first_name: 'Ravi',
  last_name: 'Shetty',
  company_name: 'Shetty Infotech',
  employee_designation: 'Purchase Manager',
  description: 'Need 40 business laptops.\nDelivery to Mangaluru.',
  email: 'ravi@shettyinfotech.example',
  phone: '9845012345',
};
const request = {
  name: 'Meena Rao',
  email: 'meena@raotraders.example',
  phone: '9876501234',
  products: [
    { product_name: 'HP LaserJet M1005 drum unit', quantity: 4 },
    { product_name: 'Cat6 keystone jacks', quantity: 200 },
  ],
  other_details: 'Delivery to Hubballi.',
};

describe('operator API for the visitor forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ operatorSecret: SECRET });
  });
  afterAll(() => t.close());

  const op = (route: string, secret: string | null = SECRET) =>
    t.app.inject({ url: `/api/operator/${route}`, headers: secret === null ? {} : { 'x-operator-secret': secret } });

  it('needs the secret', async () => {
    expect((await op('inquiries', null)).statusCode).toBe(401);
    expect((await op('item-requests', 'wrong')).statusCode).toBe(401);
  });

  it('lists what visitors sent, newest first', async () => {
    expect((await op('inquiries')).json()).toEqual({ status: true, inquiries: [] });
    await t.app.inject({ method: 'POST', url: '/api/contact-us', payload: inquiry });
    await t.app.inject({ method: 'POST', url: '/api/contact-us', payload: { ...inquiry, first_name: 'Anil' } });
    const list = (await op('inquiries')).json().inquiries;
    expect(list.map((q: { first_name: string }) => q.first_name)).toEqual(['Anil', 'Ravi']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^INQ-[0-9A-F]{10}$/),
      ...inquiry,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    await t.app.inject({ method: 'POST', url: '/api/request-an-item', payload: request });
    const requests = (await op('item-requests')).json().item_requests;
    expect(requests).toEqual([
      {
        id: expect.any(Number),
        reference: expect.stringMatching(/^REQ-[0-9A-F]{10}$/),
        ...request,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });
});

describe('npm run store -- inquiries / item-requests', () => {
  it('reads the database directly while the store is stopped', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-cli-forms-'));
    try {
      const template = process.env.STORE_TEST_TEMPLATE;
      const database = await openDatabase({
        dataDir: path.join(dataDir, 'db'),
        loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
      });
      await database.migrate();
      const none = capture();
      expect(await main(['inquiries'], { DATA_DIR: dataDir }, none)).toBe(0);
      expect(none.stdout).toEqual(['No inquiries yet.']);
      await database.db.insert(inquiries).values({
        firstName: 'Ravi',
        lastName: 'Shetty',
        companyName: 'Shetty Infotech',
        employeeDesignation: 'Purchase Manager',
        description: null,
        email: 'ravi@shettyinfotech.example',
        phone: '9845012345',
      });
      await database.db.insert(itemRequests).values({ name: 'Meena Rao', email: 'meena@raotraders.example', phone: '9876501234', products: request.products });
      await database.close();

      const io = capture();
      expect(await main(['inquiries'], { DATA_DIR: dataDir }, io)).toBe(0);
      expect(io.stdout[0]).toBe('1 inquiry, newest first:');
      expect(io.stdout[2]).toMatch(/^INQ-[0-9A-F]{10} {2}\d{4}-\d\d-\d\d \d\d:\d\d IST {2}Ravi Shetty \(Purchase Manager, Shetty Infotech\)$/);
      expect(io.stdout.slice(3)).toEqual(['  ravi@shettyinfotech.example  9845012345', '  (no message)']);

      const items = capture();
      expect(await main(['item-requests'], { DATA_DIR: dataDir }, items)).toBe(0);
      expect(items.stdout[0]).toBe('1 item request, newest first:');
      expect(items.stdout[2]).toMatch(/^REQ-[0-9A-F]{10} .* Meena Rao {2}meena@raotraders\.example {2}9876501234$/);
      expect(items.stdout.slice(3)).toEqual(['       4 × HP LaserJet M1005 drum unit', '     200 × Cat6 keystone jacks']);

      const usage = capture();
      expect(await main(['inquiries', 'all'], { DATA_DIR: dataDir }, usage)).toBe(2);
      expect(usage.stderr[0]).toBe('Usage: npm run store -- inquiries');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('goes through the operator API while the store runs', async () => {
    const live = await buildTestApp({ operatorSecret: SECRET });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-live-forms-'));
    try {
      await live.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = live.app.server.address() as net.AddressInfo;
      writeServerFile(dir, { url: `http://127.0.0.1:${port}`, secret: SECRET, pid: process.pid });
      await live.app.inject({ method: 'POST', url: '/api/contact-us', payload: inquiry });
      await live.app.inject({ method: 'POST', url: '/api/request-an-item', payload: request });

      // DATA_DIR holds no database at all: only the API can have answered.
      const io = capture();
      expect(await main(['inquiries'], { DATA_DIR: dir }, io)).toBe(0);
      expect(io.stdout.join('\n')).toContain('Ravi Shetty (Purchase Manager, Shetty Infotech)');
      expect(io.stdout.slice(-2)).toEqual(['  Need 40 business laptops.', '  Delivery to Mangaluru.']);

      const items = capture();
      expect(await main(['item-requests'], { DATA_DIR: dir }, items)).toBe(0);
      expect(items.stdout.slice(-3)).toEqual(['       4 × HP LaserJet M1005 drum unit', '     200 × Cat6 keystone jacks', '  Other details: Delivery to Hubballi.']);
    } finally {
      await live.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
