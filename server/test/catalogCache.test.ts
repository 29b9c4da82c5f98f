// The catalogue's caches never answer stale: every change to what a listing or product page shows
// is in the NEXT answer, for visitors and for approved customers (facets and price bounds too),
// and the cache key tells different queries and viewers apart while normalizing equal ones.
import { eq, sql } from 'drizzle-orm';
import { brands, carts, categories, customRates, productImages, products, productSpecifications, ratings } from '../src/db/schema';
import { listProducts, productSearchText } from '../src/modules/catalog/service';
import { productStoreSize, warmProductStore } from '../src/modules/catalog/productStore';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

jest.setTimeout(60_000);

let t: TestApp;
let buyer: TestCustomer;
let other: TestCustomer;
let pending: TestCustomer;
let categoryId: number;
let brandId: number;
let otherBrandId: number;
let seq = 0;

interface WireProduct {
  id: number;
  sku: string;
  base_price: number | null;
  discount_price: number | null;
  stock_quantity: number;
  average_rating: number;
  images: { id: number; images: string }[];
  specification: { title: string; description: string }[];
  category: { title: string } | null;
  custom_rates: { custom_rate: number } | null;
  is_in_cart: boolean;
}
interface Listing {
  data: { data: WireProduct[]; total: number };
  min_price: number | null;
  max_price: number | null;
  brands: { slug: string; count: number }[];
}

async function addProduct(opts: { base: string; discount?: string | null; brand?: number; name?: string; active?: boolean; category?: number }) {
  seq += 1;
  const sku = `ITW-CCH-${String(seq).padStart(4, '0')}`;
  const name = opts.name ?? `Cache Test Monitor ${seq}`;
  const [row] = await t.db
    .insert(products)
    .values({
      sku,
      modelNumber: `CCH-${seq}`,
      productName: name,
      productSlug: sku.toLowerCase(),
      categoryId: opts.category ?? categoryId,
      brandId: opts.brand ?? brandId,
      primaryImage: `/media/products/${sku}.svg`,
      basePrice: opts.base,
      discountPrice: opts.discount ?? null,
      gstRate: '18',
      stockQuantity: 10,
      shortDescription: name,
      longDescription: `<p>${name}</p>`,
      searchText: productSearchText({ productName: name, sku, modelNumber: `CCH-${seq}`, brandName: 'Acme' }),
      isActive: opts.active ?? true,
    })
    .returning({ id: products.id });
  return row.id;
}

async function get(url: string, who?: TestCustomer, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...headers, ...(who ? who.auth : {}) } });
}

async function listing(url: string, who?: TestCustomer): Promise<Listing> {
  const res = await get(url, who);
  expect(res.statusCode).toBe(200);
  return res.json() as Listing;
}

const LIST = '/api/product-list?category=cache-monitors&itemsPerPage=50';
const itemOf = (l: Listing, id: number) => l.data.data.find((p) => p.id === id);

beforeAll(async () => {
  t = await buildTestApp();
  const [cat] = await t.db.insert(categories).values({ slug: 'cache-monitors', title: 'Monitors' }).returning();
  categoryId = cat.id;
  const [acme, zeta] = await t.db
    .insert(brands)
    .values([
      { slug: 'acme', brandName: 'Acme' },
      { slug: 'zeta', brandName: 'Zeta' },
    ])
    .returning();
  brandId = acme.id;
  otherBrandId = zeta.id;
  await addProduct({ base: '10000', discount: '9000' });
  await addProduct({ base: '20000' });
  await addProduct({ base: '30000', brand: otherBrandId });
  buyer = await createCustomer(t.db);
  other = await createCustomer(t.db);
  pending = await createCustomer(t.db, { status: 'pending' });
});
afterAll(() => t.close());

describe('the next listing after a change', () => {
  it('shows a new price, and the new price bounds, to approved customers', async () => {
    const id = await addProduct({ base: '15000' });
    const before = await listing(LIST, buyer);
    await listing(LIST, buyer); // served from the cache now
    expect(itemOf(before, id)?.base_price).toBe(15000);
    expect(before.max_price).toBe(30000);

    await t.db.update(products).set({ basePrice: '45000' }).where(eq(products.id, id));
    const after = await listing(LIST, buyer);
    expect(itemOf(after, id)?.base_price).toBe(45000);
    expect(after.max_price).toBe(45000);
    // Sorted by price, it moves to the end.
    const byPrice = await listing(`${LIST}&sort=price_asc`, buyer);
    expect(byPrice.data.data.at(-1)?.id).toBe(id);
  });

  it('shows a stock change to visitors and approved customers', async () => {
    const id = await addProduct({ base: '12000' });
    for (const who of [undefined, buyer]) await listing(LIST, who);
    await t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, id));
    for (const who of [undefined, buyer]) expect(itemOf(await listing(LIST, who), id)?.stock_quantity).toBe(0);
  });

  it('shows a new rating (through the review API) in the listing and on the product page', async () => {
    const id = await addProduct({ base: '13000' });
    expect(itemOf(await listing(LIST), id)?.average_rating).toBe(0);
    expect((await get(`/api/productdetail/${id}`)).json().data.ratings).toEqual([]);

    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/review-store',
      headers: buyer.auth,
      payload: { product_id: id, rating: 4, review_title: 'Sharp', review_description: 'Bright panel' },
    });
    expect(posted.statusCode).toBe(200);
    for (const who of [undefined, buyer]) expect(itemOf(await listing(LIST, who), id)?.average_rating).toBe(4);
    const detail = (await get(`/api/productdetail/${id}`, buyer)).json().data;
    expect(detail.average_rating).toBe(4);
    expect(detail.ratings).toEqual([expect.objectContaining({ review_title: 'Sharp', is_mine: true })]);
    // The cached page marks only the viewer's own review.
    const seenByOther = (await get(`/api/productdetail/${id}`, other)).json().data;
    expect(seenByOther.ratings).toEqual([expect.objectContaining({ review_title: 'Sharp', is_mine: false })]);
  });

  it('shows a new price-list rate and cart line to their customer only', async () => {
    const id = await addProduct({ base: '14000' });
    expect(itemOf(await listing(LIST, buyer), id)?.custom_rates).toBeNull();
    await t.db.insert(customRates).values({ customerId: buyer.id, productId: id, customRate: '13500' });
    await t.db.insert(carts).values({ customerId: buyer.id, userId: buyer.userId, productId: id, quantity: 1 });

    const mine = itemOf(await listing(LIST, buyer), id);
    expect(mine?.custom_rates).toEqual({ custom_rate: 13500 });
    expect(mine?.is_in_cart).toBe(true);
    const theirs = itemOf(await listing(LIST, other), id);
    expect(theirs?.custom_rates).toBeNull();
    expect(theirs?.is_in_cart).toBe(false);
    expect((await get(`/api/productdetail/${id}`, buyer)).json().data.custom_rates).toEqual({ custom_rate: 13500 });
    expect((await get(`/api/productdetail/${id}`, other)).json().data.custom_rates).toBeNull();

    await t.db.update(customRates).set({ customRate: '13000' }).where(eq(customRates.productId, id));
    expect(itemOf(await listing(LIST, buyer), id)?.custom_rates).toEqual({ custom_rate: 13000 });
  });

  it('joins a customer\'s listing JSON from the shared one: the same answer as pricing each product for them', async () => {
    const withRate = await addProduct({ base: '14999.50', name: 'Cache Test "Quoted" Monitor \u20b9 <b>27"</b>' });
    const inCart = await addProduct({ base: '9999' });
    await t.db.insert(customRates).values({ customerId: buyer.id, productId: withRate, customRate: '13499.50' });
    await t.db.insert(carts).values({ customerId: buyer.id, userId: buyer.userId, productId: inCart, quantity: 2 });
    const query = { category: 'cache-monitors', itemsPerPage: 50 };

    const joined = await listing(LIST, buyer);
    const priced = await listProducts(t.db, query, { pricedCustomerId: buyer.id, customerId: buyer.id, userId: buyer.userId });
    expect(joined).toEqual(priced);
    expect(itemOf(joined, withRate)).toMatchObject({ custom_rates: { custom_rate: 13499.5 }, is_in_cart: false, base_price: 14999.5 });
    expect(itemOf(joined, inCart)).toMatchObject({ custom_rates: null, is_in_cart: true });
    // Another customer's answer comes from the same shared JSON, with nothing of the first one's.
    const theirs = await listing(LIST, other);
    expect(theirs).toEqual(await listProducts(t.db, query, { pricedCustomerId: other.id, customerId: other.id, userId: other.userId }));
    expect(theirs.data.data.every((p) => p.custom_rates === null && !p.is_in_cart)).toBe(true);
  });

  it('lists a new product with its facet count and price bounds', async () => {
    const visitorBefore = await listing(LIST);
    const buyerBefore = await listing(LIST, buyer);
    const zetaBefore = visitorBefore.brands.find((b) => b.slug === 'zeta')!.count;

    const id = await addProduct({ base: '500', brand: otherBrandId });
    const visitorAfter = await listing(LIST);
    expect(itemOf(visitorAfter, id)).toBeDefined();
    expect(visitorAfter.data.total).toBe(visitorBefore.data.total + 1);
    expect(visitorAfter.brands.find((b) => b.slug === 'zeta')!.count).toBe(zetaBefore + 1);
    const buyerAfter = await listing(LIST, buyer);
    expect(buyerAfter.data.total).toBe(buyerBefore.data.total + 1);
    expect(buyerAfter.min_price).toBe(500);
    // The brand filter's facets and total follow too.
    expect((await listing(`${LIST}&brands=zeta`)).data.total).toBe(zetaBefore + 1);
  });

  it('drops a deactivated product from listings, facets, bounds and its page', async () => {
    const id = await addProduct({ base: '99999', brand: otherBrandId });
    const before = await listing(LIST, buyer);
    expect(before.max_price).toBe(99999);
    expect((await get(`/api/productdetail/${id}`)).statusCode).toBe(200);

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    const after = await listing(LIST, buyer);
    expect(itemOf(after, id)).toBeUndefined();
    expect(after.data.total).toBe(before.data.total - 1);
    expect(after.max_price).toBeLessThan(99999);
    expect(after.brands.find((b) => b.slug === 'zeta')!.count).toBe(before.brands.find((b) => b.slug === 'zeta')!.count - 1);
    expect(itemOf(await listing(LIST), id)).toBeUndefined();
    expect((await get(`/api/productdetail/${id}`)).statusCode).toBe(404);
  });

  it('follows a renamed category slug and a renamed brand', async () => {
    await listing(LIST);
    await t.db.update(brands).set({ brandName: 'Acme Displays' }).where(eq(brands.id, brandId));
    const renamed = await listing(LIST);
    expect(renamed.brands.map((b) => b.slug)).toContain('acme');
    expect(renamed.data.data.find((p) => p.sku.startsWith('ITW-CCH'))).toBeDefined();
    expect((await get(LIST)).json().data.data[0].brands.brand_name).toMatch(/^(Acme Displays|Zeta)$/);

    await t.db.update(categories).set({ slug: 'cache-screens' }).where(eq(categories.id, categoryId));
    expect((await listing(LIST)).data.total).toBe(0);
    expect((await listing('/api/product-list?category=cache-screens')).data.total).toBeGreaterThan(0);
    await t.db.update(categories).set({ slug: 'cache-monitors' }).where(eq(categories.id, categoryId));
    expect((await listing(LIST)).data.total).toBeGreaterThan(0);
  });

  // The products of a listing are held in memory (catalog/productStore.ts) and dropped when their
  // rows, images or specifications are written: deletions included (migration 0038's triggers).
  it('shows an added, changed and removed image and specification, whoever wrote them', async () => {
    const id = await addProduct({ base: '16000' });
    const seen = async () => itemOf(await listing(LIST), id);
    expect((await seen())?.images).toEqual([]);

    const [image] = await t.db.insert(productImages).values({ productId: id, images: 'img/product/extra-1.svg', sortOrder: 1 }).returning();
    await t.db.insert(productSpecifications).values({ productId: id, title: 'Panel', description: 'IPS', sortOrder: 1 });
    expect((await seen())?.images.map((i) => i.images)).toEqual(['img/product/extra-1.svg']);
    expect((await seen())?.specification).toEqual([expect.objectContaining({ title: 'Panel', description: 'IPS' })]);

    await t.db.update(productSpecifications).set({ description: 'VA' }).where(eq(productSpecifications.productId, id));
    expect((await seen())?.specification.map((x) => x.description)).toEqual(['VA']);

    await t.db.delete(productImages).where(eq(productImages.id, image.id));
    expect((await seen())?.images).toEqual([]);
    await t.db.delete(productSpecifications).where(eq(productSpecifications.productId, id));
    expect((await seen())?.specification).toEqual([]);
  });

  it('shows a renamed category title on every product of it', async () => {
    const id = await addProduct({ base: '17000' });
    expect(itemOf(await listing(LIST), id)?.category?.title).toBe('Monitors');
    await t.db.update(categories).set({ title: 'Displays' }).where(eq(categories.id, categoryId));
    expect(itemOf(await listing(LIST), id)?.category?.title).toBe('Displays');
    await t.db.update(categories).set({ title: 'Monitors' }).where(eq(categories.id, categoryId));
  });

  it('fills the product store with every active product at start, and a change after it is still seen', async () => {
    const id = await addProduct({ base: '18000' });
    await listing(LIST);
    // Products no listing has asked for yet: only the warm-up reads them.
    const [cables] = await t.db.insert(categories).values({ slug: 'cache-cables', title: 'Cables' }).returning();
    for (const base of ['100', '200', '300']) await addProduct({ base, category: cables.id });
    const before = productStoreSize(t.db).products;
    await warmProductStore(t.db);
    const counted = (await t.db.execute(sql`select count(*)::int as active from products where is_active`)) as unknown as { rows: { active: number }[] };
    const active = Number(counted.rows[0].active);
    expect(productStoreSize(t.db).products).toBeGreaterThanOrEqual(Math.max(active, before + 3));
    await t.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, id));
    expect(itemOf(await listing(LIST), id)?.stock_quantity).toBe(3);
  });

  it('sends visitors a new ETag after a change, and 304 only while nothing changed', async () => {
    const first = await get(LIST);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect((await get(LIST, undefined, { 'if-none-match': etag })).statusCode).toBe(304);

    await t.db.update(products).set({ stockQuantity: 7 }).where(eq(products.sku, 'ITW-CCH-0001'));
    const changed = await get(LIST, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('the cache key', () => {
  it('answers the same query written differently alike', async () => {
    const a = await get('/api/product-list?brands=zeta,acme&category=cache-monitors&page=1');
    const b = await get('/api/product-list?category=%20cache-monitors%20&brands=ACME,%20zeta,acme');
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
  });

  it('keeps different queries apart', async () => {
    const answers = await Promise.all(
      [
        `${LIST}`,
        `${LIST}&brands=acme`,
        `${LIST}&brands=zeta`,
        '/api/product-list?category=cache-monitors&itemsPerPage=2&page=1',
        '/api/product-list?category=cache-monitors&itemsPerPage=2&page=2',
        `${LIST}&sort=name_desc`,
        `${LIST}&search=monitor%201`,
      ].map((url) => listing(url)),
    );
    const ids = answers.map((l) => l.data.data.map((p) => p.id).join(','));
    expect(new Set(ids).size).toBe(ids.length);
    expect(answers[1].data.data.every((p) => answers[0].data.data.some((q) => q.id === p.id))).toBe(true);
  });

  it('never gives a visitor or a pending account the priced answer, nor a customer the unpriced one', async () => {
    // Primed in both orders: whoever asks first, the other still gets their own view.
    const priced = await listing(`${LIST}&sort=price_desc`, buyer);
    const visitor = await listing(`${LIST}&sort=price_desc`);
    const waiting = await listing(`${LIST}&sort=price_desc`, pending);
    expect(priced.max_price).not.toBeNull();
    expect(priced.data.data.every((p) => p.base_price !== null)).toBe(true);
    for (const unpriced of [visitor, waiting]) {
      expect(unpriced.min_price).toBeNull();
      expect(unpriced.max_price).toBeNull();
      expect(unpriced.data.data.every((p) => p.base_price === null && p.custom_rates === null && !p.is_in_cart)).toBe(true);
    }
    const visitorFirst = await listing(`${LIST}&sort=name_desc`);
    const pricedSecond = await listing(`${LIST}&sort=name_desc`, buyer);
    expect(visitorFirst.data.data[0].base_price).toBeNull();
    expect(pricedSecond.data.data[0].base_price).not.toBeNull();
    // A visitor's price filter is ignored, so it shares the unfiltered answer.
    expect((await listing(`${LIST}&min_price=25000`)).data.total).toBe(visitor.data.total);
    expect((await listing(`${LIST}&min_price=25000`, buyer)).data.total).toBeLessThan(priced.data.total);
  });

  it('shows a rating written straight to the database in the next visitor listing', async () => {
    const id = await addProduct({ base: '1000' });
    await listing(LIST);
    await t.db.insert(ratings).values({ productId: id, customerId: other.id, rating: '5', reviewTitle: 'Great', reviewDescription: 'Yes' });
    await t.db.update(products).set({ averageRating: '5' }).where(eq(products.id, id));
    expect(itemOf(await listing(LIST), id)?.average_rating).toBe(5);
  });
});
