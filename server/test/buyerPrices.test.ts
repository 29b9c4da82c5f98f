// GET /product-list at the buyer's own prices: a company's price-list rates decide the price sort,
// the price filter and the price bounds of its listings (browse and search), while visitors and
// buyers without rates get the list prices' answer; a changed rate is seen by the next listing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { ProductListResponse } from '@contracts/catalog';
import { categories, customRates, products } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { seedProducts } from './shop';

describe('listing at the buyer’s own prices', () => {
  let t: TestApp;
  let withRates: TestCustomer;
  let withoutRates: TestCustomer;
  let pid: (sku: string) => number;
  let category: string;

  beforeAll(async () => {
    t = await buildTestApp();
    // Names sort A, B, C; list prices 100, 200, 300.
    pid = await seedProducts(t.db, [
      { sku: 'RATE-A', base: '100.00', stock: 5 },
      { sku: 'RATE-B', base: '250.00', discount: '200.00', stock: 5 },
      { sku: 'RATE-C', base: '300.00', stock: 5 },
    ]);
    const [row] = await t.db
      .select({ slug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, pid('RATE-A')));
    category = row.slug;
    withRates = await createCustomer(t.db);
    withoutRates = await createCustomer(t.db);
    await t.db.insert(customRates).values({ customerId: withRates.id, productId: pid('RATE-C'), customRate: '50.00' });
  }, 60_000);
  afterAll(() => t.close());

  async function list(query: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ url: `/api/product-list?category=${category}&${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as ProductListResponse;
  }
  const skus = (body: ProductListResponse) => body.data.data.map((p) => p.sku);

  it('sorts by the buyer’s own price on the category listing', async () => {
    expect(skus(await list('sort=price_asc', withRates.auth))).toEqual(['RATE-C', 'RATE-A', 'RATE-B']);
    expect(skus(await list('sort=price_desc', withRates.auth))).toEqual(['RATE-B', 'RATE-A', 'RATE-C']);
    expect(skus(await list('sort=price_asc', withoutRates.auth))).toEqual(['RATE-A', 'RATE-B', 'RATE-C']);
    expect(skus(await list('sort=price_desc', withoutRates.auth))).toEqual(['RATE-C', 'RATE-B', 'RATE-A']);
    // Visitors see no prices: a price sort is the name order.
    expect(skus(await list('sort=price_asc'))).toEqual(['RATE-A', 'RATE-B', 'RATE-C']);
  });

  it('shows the rate on the rated product and keeps the list prices of the others', async () => {
    const body = await list('sort=price_asc', withRates.auth);
    expect(body.data.data.map((p) => p.custom_rates?.custom_rate ?? null)).toEqual([50, null, null]);
  });

  it('filters by the buyer’s own price and answers bounds at their prices', async () => {
    const mine = await list('sort=price_asc&min_price=0&max_price=120', withRates.auth);
    expect(skus(mine)).toEqual(['RATE-C', 'RATE-A']);
    expect(mine.data.total).toBe(2);
    expect([mine.min_price, mine.max_price]).toEqual([50, 200]);

    const theirs = await list('sort=price_asc&min_price=0&max_price=120', withoutRates.auth);
    expect(skus(theirs)).toEqual(['RATE-A']);
    expect(theirs.data.total).toBe(1);
    expect([theirs.min_price, theirs.max_price]).toEqual([100, 300]);

    // A visitor's price filter is ignored (they are shown no prices), as are bounds.
    const visitor = await list('min_price=0&max_price=120');
    expect(skus(visitor)).toEqual(['RATE-A', 'RATE-B', 'RATE-C']);
    expect([visitor.min_price, visitor.max_price]).toEqual([null, null]);
  });

  it('pages the buyer’s price order', async () => {
    const first = await list('sort=price_asc&itemsPerPage=2&page=1', withRates.auth);
    const second = await list('sort=price_asc&itemsPerPage=2&page=2', withRates.auth);
    expect([...skus(first), ...skus(second)]).toEqual(['RATE-C', 'RATE-A', 'RATE-B']);
    expect(first.data.last_page).toBe(2);
  });

  it('sorts and filters a search by the buyer’s own price', async () => {
    expect(skus(await list('search=product&sort=price_asc', withRates.auth))).toEqual(['RATE-C', 'RATE-A', 'RATE-B']);
    expect(skus(await list('search=product&sort=price_asc', withoutRates.auth))).toEqual(['RATE-A', 'RATE-B', 'RATE-C']);
    const mine = await list('search=product&sort=price_asc&min_price=0&max_price=120', withRates.auth);
    expect(skus(mine)).toEqual(['RATE-C', 'RATE-A']);
    expect([mine.min_price, mine.max_price]).toEqual([50, 200]);
    expect(skus(await list('search=product&min_price=0&max_price=120', withoutRates.auth))).toEqual(['RATE-A']);
  });

  it('answers the next listing at a changed rate, and at list prices once the rate is gone', async () => {
    // Asked twice, so the caches keep the answer.
    for (let i = 0; i < 2; i += 1) expect(skus(await list('sort=price_asc&itemsPerPage=5', withRates.auth))).toEqual(['RATE-C', 'RATE-A', 'RATE-B']);

    await t.db
      .update(customRates)
      .set({ customRate: '150.00' })
      .where(and(eq(customRates.customerId, withRates.id), eq(customRates.productId, pid('RATE-C'))));
    const changed = await list('sort=price_asc&itemsPerPage=5', withRates.auth);
    expect(skus(changed)).toEqual(['RATE-A', 'RATE-C', 'RATE-B']);
    expect([changed.min_price, changed.max_price]).toEqual([100, 200]);

    await t.db.delete(customRates).where(eq(customRates.customerId, withRates.id));
    expect(skus(await list('sort=price_asc&itemsPerPage=5', withRates.auth))).toEqual(['RATE-A', 'RATE-B', 'RATE-C']);
    await t.db.insert(customRates).values({ customerId: withRates.id, productId: pid('RATE-C'), customRate: '50.00' });
  });

  it('keeps the visitors’ cached answer as it was, whoever else lists', async () => {
    const url = `/api/product-list?category=${category}&sort=name_asc`;
    const before = await t.app.inject({ url });
    await list('sort=name_asc', withRates.auth);
    await list('sort=price_asc', withRates.auth);
    const after = await t.app.inject({ url });
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toBe(before.body);
    expect((after.json() as ProductListResponse).data.data.every((p) => p.base_price === null && p.custom_rates === null)).toBe(true);
  });

  it('leaves listings the rates cannot reach to the shared answer', async () => {
    const other = await seedProducts(t.db, [{ sku: 'RATE-D', base: '80.00', stock: 1 }]);
    const [row] = await t.db
      .select({ slug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, other('RATE-D')));
    const res = await t.app.inject({ url: `/api/product-list?category=${row.slug}&sort=price_asc`, headers: withRates.auth });
    const body = res.json() as ProductListResponse;
    expect(skus(body)).toEqual(['RATE-D']);
    expect([body.min_price, body.max_price]).toEqual([80, 80]);
  });
});
