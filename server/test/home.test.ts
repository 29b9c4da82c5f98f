// GET /home-products: the home page's rails from the real catalogue (new arrivals; best rated
// from the reviews table), prices only for approved customers, and kept current after a review.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { products } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { seedProducts } from './shop';

let t: TestApp;
let idOf: (sku: string) => number;
let buyer: TestCustomer;
let pending: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  idOf = await seedProducts(t.db, [
    { sku: 'OLD-1', base: '100.00', stock: 5 },
    { sku: 'MID-1', base: '200.00', stock: 5 },
    { sku: 'NEW-1', base: '300.00', discount: '250.00', stock: 5 },
    { sku: 'GONE-1', base: '400.00', stock: 5, active: false },
  ]);
  // Distinct creation times: OLD-1 oldest, GONE-1 newest (but inactive).
  const day = 86_400_000;
  for (const [sku, ago] of [['OLD-1', 3], ['MID-1', 2], ['NEW-1', 1], ['GONE-1', 0]] as const) {
    await t.db.update(products).set({ createdAt: new Date(Date.now() - ago * day) }).where(eq(products.id, idOf(sku)));
  }
  buyer = await createCustomer(t.db);
  pending = await createCustomer(t.db, { status: 'pending' });
});
afterAll(() => t.close());

const home = (who?: TestCustomer) => t.app.inject({ url: '/api/home-products', headers: who?.auth });
const skus = (list: { sku: string }[]) => list.map((p) => p.sku);
const review = (who: TestCustomer, sku: string, rating: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/review-store',
    headers: who.auth,
    payload: { product_id: idOf(sku), rating, review_title: 'Review', review_description: 'Text' },
  });

describe('GET /home-products', () => {
  it('lists the newest active products first, and no best rated before any review', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const ours = skus(data.new_arrivals).filter((s: string) => ['OLD-1', 'MID-1', 'NEW-1', 'GONE-1'].includes(s));
    expect(ours).toEqual(['NEW-1', 'MID-1', 'OLD-1']);
    expect(data.best_rated).toEqual([]);
  });

  it('ranks best rated by the average of the reviews (more reviews first on a tie), and follows new reviews', async () => {
    const others = await Promise.all([createCustomer(t.db), createCustomer(t.db)]);
    expect((await review(others[0], 'OLD-1', 5)).statusCode).toBe(200);
    expect((await review(others[0], 'MID-1', 5)).statusCode).toBe(200);
    expect((await review(others[1], 'MID-1', 5)).statusCode).toBe(200);
    expect((await review(others[0], 'NEW-1', 2)).statusCode).toBe(200);
    expect(skus((await home()).json().data.best_rated)).toEqual(['MID-1', 'OLD-1', 'NEW-1']);
    // A third, poor review pulls MID-1 below OLD-1 (5.0 > 4.0): the rails are recomputed.
    expect((await review(buyer, 'MID-1', 2)).statusCode).toBe(200);
    expect(skus((await home()).json().data.best_rated)).toEqual(['OLD-1', 'MID-1', 'NEW-1']);
  });

  it('leaves a product out once it is deactivated', async () => {
    await t.db.update(products).set({ isActive: false }).where(inArray(products.id, [idOf('OLD-1')]));
    const { data } = (await home()).json();
    expect(skus(data.best_rated)).toEqual(['MID-1', 'NEW-1']);
    expect(skus(data.new_arrivals)).not.toContain('OLD-1');
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, idOf('OLD-1')));
  });

  it('shows prices only to approved customers', async () => {
    const priceOf = (res: Awaited<ReturnType<typeof home>>) => res.json().data.new_arrivals.find((p: { sku: string }) => p.sku === 'NEW-1');
    expect(priceOf(await home())).toMatchObject({ base_price: null, discount_price: null });
    expect(priceOf(await home(pending))).toMatchObject({ base_price: null, discount_price: null });
    expect(priceOf(await home(buyer))).toMatchObject({ base_price: 300, discount_price: 250 });
  });
});
