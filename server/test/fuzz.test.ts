// Every /api route of the OpenAPI document, called by an approved customer (and every back-office
// route by an Admin) with bad values in every field at once: invalid Unicode (a lone surrogate),
// huge text, negative, fractional, non-finite and out-of-range numbers. Each answers 4xx, a 422 names its fields, nothing answers 5xx. Seeded, so a
// failure replays; a few seconds on PGlite.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { paymentOrders } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addAddresses } from './shop';
import { createStaffMember } from './staffFactory';

let t: TestApp;
let who: TestCustomer;

/** mulberry32: a small seeded generator, so every run sends the same values. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(Number(process.env.FUZZ_SEED ?? 21));

type Kind = 'surrogate' | 'huge' | 'negative' | 'fractional' | 'nonfinite' | 'outOfRange';
const KINDS: Kind[] = ['surrogate', 'huge', 'negative', 'fractional', 'nonfinite', 'outOfRange'];

/** A bad value of the kind, as JSON text (1e309 parses to Infinity; "\ud800" to a lone surrogate). */
function jsonValue(kind: Kind): string {
  switch (kind) {
    case 'surrogate':
      return JSON.stringify(`abc${'x'.repeat(Math.floor(random() * 5))}`).replace(/"$/, '\\ud800"');
    case 'huge':
      return JSON.stringify('9'.repeat(20_000 + Math.floor(random() * 1000)));
    case 'negative':
      return String(-1 - Math.floor(random() * 1e6));
    case 'fractional':
      return String(Math.floor(random() * 100) + 0.5);
    case 'nonfinite':
      return random() < 0.5 ? '1e309' : '-1e309';
    case 'outOfRange':
      // One past PostgreSQL's integer, and past a safe JavaScript integer.
      return random() < 0.5 ? '2147483648' : '9007199254740993';
  }
}

/** The same kind in a path or query string. */
function urlValue(kind: Kind): string {
  switch (kind) {
    case 'surrogate':
      // Not UTF-8 (an encoded lone surrogate): the decoder must not take it for text either.
      return '%ED%A0%80x';
    case 'huge':
      return '9'.repeat(5000);
    case 'negative':
      return String(-1 - Math.floor(random() * 1e6));
    case 'fractional':
      return '1.5';
    case 'nonfinite':
      return random() < 0.5 ? 'Infinity' : 'NaN';
    case 'outOfRange':
      return random() < 0.5 ? '2147483648' : '9007199254740993';
  }
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

// Routes whose effect would end the fuzzing customer's session for the rest of the walk.
const SKIP = new Set(['POST /api/logout', 'GET /api/logout']);

beforeAll(async () => {
  t = await buildTestApp();
  who = await createCustomer(t.db);
  await addAddresses(t.db, who.id, 'Maharashtra');
}, 60_000);
afterAll(() => t.close());

/** Calls every operation of the OpenAPI document under `prefix` with each kind of bad value; the failures. */
async function walk(auth: Record<string, string>, prefix: string, skip: Set<string>): Promise<{ sent: number; failures: string[] }> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const failures: string[] = [];
  let sent = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith(prefix) || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${path}`;
      if (skip.has(name)) continue;
      const params = op.parameters ?? [];
      const json = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const fields = Object.keys(json);
      for (const kind of KINDS) {
        const url =
          path.replace(/\{[^}]+\}/g, () => urlValue(kind)) +
          (params.some((p) => p.in === 'query')
            ? `?${params
                .filter((p) => p.in === 'query')
                .map((p) => `${p.name}=${urlValue(kind)}`)
                .join('&')}`
            : '');
        const payload = method === 'get' ? undefined : `{${fields.map((f) => `${JSON.stringify(f)}:${jsonValue(kind)}`).join(',')}}`;
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          payload,
        });
        sent += 1;
        const body = res.headers['content-type']?.toString().includes('json') ? (res.json() as { errors?: Record<string, string[]> }) : {};
        if (res.statusCode >= 500) failures.push(`${name} [${kind}] ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode === 422 && Object.keys(body.errors ?? {}).length === 0) failures.push(`${name} [${kind}] 422 without field errors`);
        // Text that no column can store is refused as such, with the field named.
        else if (kind === 'surrogate' && fields.length > 0 && payload !== undefined && res.statusCode < 400) failures.push(`${name} [surrogate] accepted: ${res.statusCode}`);
      }
    }
  }
  return { sent, failures };
}

describe('every route with bad values', () => {
  it('answers 4xx with field messages, never 5xx', async () => {
    const { sent, failures } = await walk(who.auth, '/api/', SKIP);
    expect(sent).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  it('every back-office route, called by an Admin, answers 4xx with field messages, never 5xx', async () => {
    const admin = await createStaffMember(t.db, 'admin');
    const { sent, failures } = await walk(admin.auth, '/api/admin/', new Set(['POST /api/admin/logout']));
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it('a number past an integer column in an otherwise good back-office form is a 422 naming the field', async () => {
    const admin = await createStaffMember(t.db, 'admin');
    const big = '2147483648';
    const category = await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: admin.auth, payload: { title: 'Range check', parent_id: big } });
    expect(category.statusCode).toBe(422);
    expect(category.json().errors).toEqual({ parent_id: ['Choose the parent category from the list.'] });
    const product = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin.auth, payload: { category_id: big, brand_id: big, stock_quantity: '9999999999' } });
    expect(product.statusCode).toBe(422);
    expect(product.json().errors).toMatchObject({ category_id: ['Choose a category from the list.'], brand_id: ['Choose a brand from the list.'], stock_quantity: ['Stock must be a whole number of 0 or more.'] });
  });

  it('refuses a lone surrogate in a stored text field by name, before the provider order is made', async () => {
    // A fresh customer: the walk above may have changed the first one's password.
    const buyer = await createCustomer(t.db);
    await addAddresses(t.db, buyer.id, 'Maharashtra');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-razorpay-order',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      payload: '{"amount": 118000, "delivery_instructions": "Gate \\ud800", "purchase_order_number": "PO-\\udc00-1"}',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['delivery_instructions', 'purchase_order_number']);
    expect(res.json().errors.delivery_instructions[0]).toMatch(/^The delivery instructions contains a character that is not valid text/);
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, buyer.id))).toEqual([]);
  });
});
