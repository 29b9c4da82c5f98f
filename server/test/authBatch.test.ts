// Session lookups made together (one query per turn of the event loop) still answer each request
// for its own token, and a sign-out is seen by the next request.
import { createCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('answers concurrent requests each for its own token, and unknown tokens with 401', async () => {
  const buyers = await Promise.all([1, 2, 3, 4].map(() => createCustomer(t.db)));
  const profile = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/customer-profile', headers: auth });
  const answers = await Promise.all([
    ...buyers.map((b) => profile(b.auth)),
    ...buyers.map((b) => profile(b.auth)),
    profile({ authorization: 'Bearer not-a-session' }),
  ]);
  const emails = answers.slice(0, 8).map((r) => r.json().customer.email);
  expect(emails).toEqual([...buyers, ...buyers].map((b) => b.email));
  expect(answers[8].statusCode).toBe(401);
});

it('refuses a token in the request right after its sign-out', async () => {
  const buyer = await createCustomer(t.db);
  const out = await t.app.inject({ method: 'POST', url: '/api/customer-logout', headers: buyer.auth });
  expect(out.statusCode).toBe(200);
  const after = await t.app.inject({ method: 'GET', url: '/api/customer-profile', headers: buyer.auth });
  expect(after.statusCode).toBe(401);
});
