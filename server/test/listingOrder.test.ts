// GET /product-list's sort and rating filter over the whole filtered catalogue (not one page),
// with and without a search, and a catalogue change found by the next search (also from another
// database connection, as another server process would, on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { ListedProduct, ProductListResponse } from '@contracts/catalog';
import { openDatabase } from '../src/db/client';
import { brands, catalogVersion, products, searchSynonyms } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { searchIndex } from '../src/modules/catalog/search/load';
import { listProducts } from '../src/modules/catalog/service';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

const price = (p: ListedProduct) => p.discount_price ?? p.base_price ?? NaN;

describe('listing sort and rating filter', () => {
  let t: TestApp;
  let approved: TestCustomer;

  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t.db);
    approved = await createCustomer(t.db);
    // Seeding the demo catalogue takes a few seconds, far more on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  async function list(query: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ url: `/api/product-list?${query}`, headers });
    return { status: res.statusCode, body: res.json() as ProductListResponse };
  }

  /** Every page of a listing, in order. */
  async function all(query: string, headers: Record<string, string> = {}) {
    const items: ListedProduct[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await list(`${query}&itemsPerPage=50&page=${page}`, headers);
      items.push(...body.data.data);
      if (page >= body.data.last_page) return { items, total: body.data.total };
    }
  }

  it('"Price: high to low" on HP starts with the most expensive HP product of the whole catalogue', async () => {
    const hp = (await t.db.select({ base: products.basePrice, discount: products.discountPrice }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(and(eq(brands.slug, 'hp'), eq(products.isActive, true))));
    const prices = hp.map((r) => Number(r.discount ?? r.base));
    expect(hp.length).toBeGreaterThan(9);

    const { body } = await list('brands=hp&sort=price_desc', approved.auth);
    expect(price(body.data.data[0])).toBe(Math.max(...prices));
    const cheap = await list('brands=hp&sort=price_asc', approved.auth);
    expect(price(cheap.body.data.data[0])).toBe(Math.min(...prices));

    const whole = await all('brands=hp&sort=price_desc', approved.auth);
    expect(whole.items.map(price)).toEqual([...prices].sort((a, b) => b - a));
  });

  it('sorts a search by price, name, rating and newest across all its pages', async () => {
    const byPrice = (await all('search=laptop&sort=price_desc', approved.auth)).items;
    expect(byPrice.length).toBeGreaterThan(20);
    expect(byPrice.map(price)).toEqual(byPrice.map(price).sort((a, b) => b - a));

    const byName = (await all('search=laptop&sort=name_desc')).items.map((p) => p.product_name.toLowerCase());
    expect(byName).toEqual([...byName].sort().reverse());
    expect(new Set(byName).size).toBeGreaterThan(1);

    const byRating = (await all('search=laptop&sort=rating')).items.map((p) => p.average_rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));

    const newest = (await all('search=laptop&sort=newest')).items.map((p) => p.id);
    const created = await t.db.select({ id: products.id, at: products.createdAt }).from(products);
    const at = new Map(created.map((r) => [r.id, r.at.getTime()]));
    expect(newest.map((id) => at.get(id))).toEqual(newest.map((id) => at.get(id)!).sort((a, b) => b - a));
  });

  it('sorts the browse listing by rating and newest across all its pages', async () => {
    const byRating = (await all('category=laptops&sort=rating')).items.map((p) => p.average_rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const [first] = (await list('sort=newest')).body.data.data;
    const [latest] = await t.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(sql`${products.createdAt} desc, ${products.id} desc`).limit(1);
    expect(first.id).toBe(latest.id);
  });

  it('filters by rating (at least N stars) over the whole catalogue, with and without a search', async () => {
    const [{ count }] = await t.db.select({ count: sql<number>`count(*)::int` }).from(products).where(and(eq(products.isActive, true), gte(products.averageRating, '4')));
    const four = await all('rating=4');
    expect(four.total).toBe(count);
    expect(four.items).toHaveLength(count);
    expect(four.items.every((p) => p.average_rating >= 4)).toBe(true);
    // The brand facets count within the rating filter, as within a category.
    const { body } = await list('rating=4');
    expect(body.brands.reduce((s, b) => s + b.count, 0)).toBe(count);

    const searched = await all('search=monitor&rating=4');
    const unfiltered = await all('search=monitor');
    expect(searched.items.every((p) => p.average_rating >= 4)).toBe(true);
    expect(searched.items.map((p) => p.id).sort()).toEqual(unfiltered.items.filter((p) => p.average_rating >= 4).map((p) => p.id).sort());
    expect(searched.total).toBeLessThan(unfiltered.total);

    const five = await all('rating=5&sort=rating');
    expect(five.items.every((p) => p.average_rating === 5)).toBe(true);
  });

  it('answers a rating outside 1 to 5 with a field-keyed 422', async () => {
    for (const q of ['rating=0', 'rating=6', 'rating=abc', 'rating=4.5']) {
      const res = await t.app.inject({ url: `/api/product-list?${q}` });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('rating');
    }
  });

  it('finds a catalogue change in the next search: a rename, a deactivation, a new synonym', async () => {
    const [target] = await t.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).limit(1);
    expect((await list('search=zephyrtron')).body.data.total).toBe(0);
    await t.db.update(products).set({ productName: 'Zephyrtron Quantum Laptop' }).where(eq(products.id, target.id));
    expect((await list('search=zephyrtron')).body.data.data.map((p) => p.id)).toEqual([target.id]);
    // A typo of the new word too: the index's vocabulary is the new catalogue's.
    expect((await list('search=zephyrton')).body.data.data.map((p) => p.id)).toEqual([target.id]);

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, target.id));
    expect((await list('search=zephyrtron')).body.data.total).toBe(0);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, target.id));

    const [row] = await t.db.insert(searchSynonyms).values({ phrases: ['quokkabook', 'laptop'] }).returning();
    try {
      const { body } = await list('search=quokkabook');
      expect(body.data.total).toBeGreaterThan(10);
      expect(body.data.data.every((p) => p.category?.slug === 'laptops' || /laptop/i.test(p.product_name))).toBe(true);
    } finally {
      await t.db.delete(searchSynonyms).where(eq(searchSynonyms.id, row.id));
    }
    expect((await list('search=quokkabook')).body.data.total).toBe(0);
  });

  it('updates the index with the changed products only: a product added, renamed and removed is found or not by the next search', async () => {
    const shape = async () => Number((await t.db.select({ shape: catalogVersion.shapeVersion }).from(catalogVersion))[0].shape);
    await list('search=laptop');
    const before = await searchIndex(t.db, await shape());
    const [model] = await t.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const [added] = await t.db
      .insert(products)
      .values({ ...model, id: undefined, sku: 'ITW-INCR-0001', modelNumber: 'INCR-1', productName: 'Quasarplex Docking Station', productSlug: 'quasarplex-docking-station', createdAt: undefined })
      .returning({ id: products.id });
    try {
      expect((await list('search=quasarplex')).body.data.data.map((p) => p.id)).toEqual([added.id]);
      expect((await list('search=INCR-1')).body.data.data[0].id).toBe(added.id);
      await t.db.update(products).set({ productName: 'Nebulite Docking Station' }).where(eq(products.id, added.id));
      expect((await list('search=quasarplex')).body.data.total).toBe(0);
      expect((await list('search=nebulite')).body.data.data.map((p) => p.id)).toEqual([added.id]);
      // The same index, brought up to date, not a new one built from the whole catalogue.
      expect(await searchIndex(t.db, await shape())).toBe(before);
    } finally {
      await t.db.delete(products).where(eq(products.id, added.id));
    }
    expect((await list('search=nebulite')).body.data.total).toBe(0);
    expect((await list('search=INCR-1')).body.data.data.map((p) => p.id)).not.toContain(added.id);
  });

  it('finds a brand renamed in the next search, in each of its products', async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.slug, 'hp'));
    const count = (await list('brands=hp')).body.data.total;
    await t.db.update(brands).set({ brandName: 'Heliotropic' }).where(eq(brands.id, brand.id));
    try {
      expect((await list('search=heliotropic')).body.data.total).toBe(count);
    } finally {
      await t.db.update(brands).set({ brandName: brand.brandName }).where(eq(brands.id, brand.id));
    }
    expect((await list('search=heliotropic')).body.data.total).toBe(0);
  });

  // Another server process holds its own index; on PostgreSQL a second connection is one.
  (process.env.DATABASE_URL ? it : it.skip)('finds a change made through one connection in the next search through another', async () => {
    const other = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
    try {
      const viewer = { pricedCustomerId: null, customerId: null };
      expect((await listProducts(other.db, { search: 'xylophonic' }, viewer)).data.total).toBe(0);
      const [target] = await t.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).limit(1);
      await t.db.update(products).set({ productName: 'Xylophonic Office Monitor' }).where(eq(products.id, target.id));
      expect((await listProducts(other.db, { search: 'xylophonic' }, viewer)).data.data.map((p) => p.id)).toEqual([target.id]);
    } finally {
      await other.close();
    }
  });
});
