// POST /review-store (spec 7): reviewer from the token, validation, the product's average rating.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { brands, categories, products, ratings } from '../src/db/schema';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let pending: TestCustomer;
let productId: number;
let otherProductId: number;
let hiddenProductId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [category] = await t.db.insert(categories).values({ slug: 'monitors', title: 'Monitors' }).returning();
  const [brand] = await t.db.insert(brands).values({ slug: 'acme', brandName: 'Acme' }).returning();
  const base = { categoryId: category.id, brandId: brand.id, primaryImage: '/media/p.svg', basePrice: '100.00', stockQuantity: 5 };
  const rows = await t.db
    .insert(products)
    .values([
      { ...base, sku: 'MON-1', modelNumber: 'M1', productName: 'Monitor One', productSlug: 'monitor-one' },
      { ...base, sku: 'MON-2', modelNumber: 'M2', productName: 'Monitor Two', productSlug: 'monitor-two' },
      { ...base, sku: 'MON-3', modelNumber: 'M3', productName: 'Monitor Three', productSlug: 'monitor-three', isActive: false },
    ])
    .returning({ id: products.id, sku: products.sku });
  const idOf = (sku: string) => rows.find((r) => r.sku === sku)!.id;
  productId = idOf('MON-1');
  otherProductId = idOf('MON-2');
  hiddenProductId = idOf('MON-3');
  alice = await createCustomer(t.db);
  bob = await createCustomer(t.db);
  pending = await createCustomer(t.db, { status: 'pending' });
});
afterAll(() => t.close());

const review = (payload: Record<string, unknown>, who?: TestCustomer) =>
  t.app.inject({ method: 'POST', url: '/api/review-store', headers: who?.auth, payload });
const valid = (extra: Record<string, unknown> = {}) => ({
  product_id: productId,
  rating: 4.5,
  review_title: 'Sharp picture',
  review_description: 'Colours are accurate out of the box.',
  ...extra,
});
const averageOf = async (id: number) =>
  Number((await t.db.select({ avg: products.averageRating }).from(products).where(eq(products.id, id)))[0].avg);

describe('POST /review-store', () => {
  it('refuses visitors with the sign-in message, even with a bad body', async () => {
    for (const payload of [valid(), {}]) {
      const res = await review(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, message: 'You must be logged in to submit a review.' });
    }
  });

  it('refuses accounts awaiting approval', async () => {
    const res = await review(valid(), pending);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/awaiting approval/);
    expect(await t.db.select().from(ratings).where(eq(ratings.customerId, pending.id))).toEqual([]);
  });

  it("stores the review for the token's customer, whatever customer_id the body names", async () => {
    const res = await review(valid({ customer_id: bob.id }), alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: true,
      message: 'Review submitted successfully!',
      data: {
        id: expect.any(Number),
        rating: 4.5,
        review_title: 'Sharp picture',
        review_description: 'Colours are accurate out of the box.',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        customer: { primary_contact_name: expect.stringMatching(/^Test Buyer/) },
        is_mine: true,
      },
    });
    const [row] = await t.db.select().from(ratings).where(eq(ratings.id, body.data.id));
    expect(row.customerId).toBe(alice.id);
    expect(row.productId).toBe(productId);
    expect(await t.db.select().from(ratings).where(eq(ratings.customerId, bob.id))).toEqual([]);
  });

  it("updates the product's average rating (2 decimals) and its detail page", async () => {
    expect(await averageOf(productId)).toBe(4.5);
    const carol = await createCustomer(t.db);
    expect((await review(valid({ rating: 3 }), bob)).statusCode).toBe(200);
    expect((await review(valid({ rating: 2 }), carol)).statusCode).toBe(200);
    // (4.5 + 3 + 2) / 3 = 3.1666...
    expect(await averageOf(productId)).toBe(3.17);
    expect(await averageOf(otherProductId)).toBe(0);
    const detail = await t.app.inject({ url: '/api/product-detail/monitor-one', headers: alice.auth });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.average_rating).toBe(3.17);
    expect(detail.json().data.ratings).toHaveLength(3);
    // The summary is the product's own: 4.5 counts toward 4 stars.
    expect(detail.json().data.rating_summary).toEqual({
      average: 3.17,
      count: 3,
      stars: [
        { star: 5, count: 0, percent: 0 },
        { star: 4, count: 1, percent: 33 },
        { star: 3, count: 1, percent: 33 },
        { star: 2, count: 1, percent: 33 },
        { star: 1, count: 0, percent: 0 },
      ],
    });
    const none = await t.app.inject({ url: '/api/product-detail/monitor-two' });
    expect(none.json().data.rating_summary).toEqual({
      average: 0,
      count: 0,
      stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: 0, percent: 0 })),
    });
  });

  it('keeps one review per customer and product: writing again replaces it', async () => {
    const dave = await createCustomer(t.db);
    for (const rating of [1, 1, 0.5]) expect((await review(valid({ rating, product_id: otherProductId }), dave)).statusCode).toBe(200);
    expect(await averageOf(otherProductId)).toBe(0.5);
    const detail = await t.app.inject({ url: '/api/product-detail/monitor-two', headers: dave.auth });
    expect(detail.json().data.ratings).toHaveLength(1);
  });

  it('takes form posts and a rating of half a star', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review-store',
      headers: { ...alice.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        product_id: String(otherProductId),
        rating: '0.5',
        review_title: 'Dead on arrival',
        review_description: 'Would not turn on.',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rating).toBe(0.5);
  });

  it('refuses a rating of 0, outside 0.5..5 or off the half-star steps', async () => {
    for (const rating of [0, 7, -0.5, 4.3, 5.5]) {
      const res = await review(valid({ rating }), alice);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        status: false,
        errors: { rating: ['Choose a rating of at least half a star (0.5 to 5, in steps of 0.5).'] },
      });
    }
    const words = await review(valid({ rating: 'great' }), alice);
    expect(words.statusCode).toBe(422);
    expect(words.json().errors).toHaveProperty('rating');
  });

  it('requires a title and a description within their lengths', async () => {
    const blank = await review(valid({ review_title: '   ', review_description: '' }), alice);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      review_title: ['The review title field is required.'],
      review_description: ['The review description field is required.'],
    });
    const long = await review(valid({ review_title: 'x'.repeat(192), review_description: 'y'.repeat(2001) }), alice);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      review_title: ['The review title may not be greater than 191 characters.'],
      review_description: ['The review description may not be greater than 2000 characters.'],
    });
    const limit = await review(valid({ review_title: 'x'.repeat(191), review_description: 'y'.repeat(2000) }), alice);
    expect(limit.statusCode).toBe(200);
  });

  it('requires the product and the rating', async () => {
    const res = await review({ review_title: 'A', review_description: 'B' }, alice);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['product_id', 'rating']);
  });

  it('answers 404 for a missing or inactive product and stores nothing', async () => {
    const before = (await t.db.select().from(ratings)).length;
    for (const product_id of [hiddenProductId, 2147483647]) {
      const res = await review(valid({ product_id }), alice);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, message: 'Product not found' });
    }
    expect((await t.db.select().from(ratings)).length).toBe(before);
  });
});
