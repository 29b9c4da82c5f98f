// The mail relay is away: orders, registrations, password resets and quotation requests still
// answer at once, their mails wait in the queue, and when a relay answers again (a small SMTP sink
// started late) every mail is delivered once, each with the Message-ID it was queued with.
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createCustomer } from './factories';
import { drainJobs, buildTestApp, type TestApp } from './helper';
import { freePort } from './ports';
import { registration } from './registration';
import { createStaffMember } from './staffFactory';
import { addAddresses, requests, seedProducts } from './shop';

jest.setTimeout(60_000);

interface Received {
  to: string[];
  messageId: string;
  subject: string;
}

/** An SMTP sink on `port` that keeps what it is given. */
async function startSink(port: number): Promise<{ received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID: (.*)$/im.exec(text)?.[1]?.trim() ?? '',
          subject: /^Subject: (.*)$/im.exec(text)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  expect((server.server.address() as AddressInfo).port).toBe(port);
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Jobs waiting for their next try are made due now (the back-off would wait up to 30 minutes). */
const retriesDueNow = (t: TestApp) => t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry'`);

const mailJobs = async (t: TestApp, state: string) =>
  Number(((await t.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state = ${state}::pgboss.job_state`)) as unknown as { rows: { n: number }[] }).rows[0].n);

describe('with the mail relay down', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => t.close());

  it('answers at once, and delivers every mail once when the relay comes back', async () => {
    const r = requests(t);
    const pid = await seedProducts(t.db, [{ sku: 'RELAY-1', base: '1000', stock: 10 }]);
    const buyer = await createCustomer(t.db, { creditLimit: '100000' });
    const at = await addAddresses(t.db, buyer.id, 'Maharashtra');

    const started = Date.now();
    const order = await r.placeCod(buyer, at, [[pid('RELAY-1'), 1]]);
    const reset = await r.post('/forget-password', { email: buyer.email });
    expect(reset.statusCode).toBe(200);
    const registered = await r.post('/customer-register', registration({ email: 'asha.relay@relay.example' }));
    expect(registered.statusCode).toBe(200);
    const quotation = await r.post(
      '/request-quotation',
      {
        product_id: [pid('RELAY-1')],
        quantity: [5],
        quotation_description: 'For our Pune branch',
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '9876543210',
        idempotency_key: `relay-${Date.now()}-abcdef`,
      },
      buyer,
    );
    expect(quotation.statusCode).toBe(200);
    // The store prices it: the buyer is mailed the answer.
    const number = quotation.json().data.quotation_number as string;
    const sales = await createStaffMember(t.db, 'sales');
    const detail = await t.app.inject({ url: `/api/admin/quotations/${number}`, headers: sales.auth });
    const lines = (detail.json().quotation.lines as { item_id: number }[]).map((l) => ({ item_id: l.item_id, unit_price: '950' }));
    const answered = await t.app.inject({ method: 'POST', url: `/api/admin/quotations/${number}/send`, headers: sales.auth, payload: { version: 1, lines, valid_until: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) } });
    expect(answered.statusCode).toBe(200);
    // Nothing waited for the relay: five answers well inside what one SMTP connection timeout takes.
    expect(Date.now() - started).toBeLessThan(10_000);

    // The queue tries: the relay refuses the connection, so each mail waits for its next try.
    const queued = await mailJobs(t, 'created');
    expect(queued).toBeGreaterThanOrEqual(4);
    await drainJobs(t);
    expect(await mailJobs(t, 'retry')).toBe(queued);
    expect(await mailJobs(t, 'completed')).toBe(0);

    // The relay comes back; the next tries deliver each mail once.
    const sink = await startSink(port);
    try {
      await retriesDueNow(t);
      await drainJobs(t);
      await retriesDueNow(t);
      await drainJobs(t);
      expect(sink.received).toHaveLength(queued);
      expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(queued);
      const subjects = sink.received.map((m) => m.subject);
      expect(subjects).toContain(`Order ${order} placed`);
      expect(sink.received.some((m) => m.to.includes(buyer.email) && /password/i.test(m.subject))).toBe(true);
      expect(sink.received.some((m) => m.to.includes('asha.relay@relay.example'))).toBe(true);
      expect(subjects.some((s) => /quotation/i.test(s))).toBe(true);
      expect(await mailJobs(t, 'completed')).toBe(queued);
    } finally {
      await sink.close();
    }
  });
});
