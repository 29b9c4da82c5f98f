// The database's two catalogue versions (migrations 0010, 0011): every change a listing or a
// product page shows moves the version; only what decides a listing's products, order and facets
// moves the shape, so a sale's stock change leaves the facets and page ids cached.
import { eq } from 'drizzle-orm';
import { brands, carts, catalogVersion, categories, customers, customRates, productImages, products, ratings } from '../src/db/schema';
import { productSearchText } from '../src/modules/catalog/service';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

jest.setTimeout(60_000);

let t: TestApp;
let buyer: TestCustomer;
let productId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createCustomer(t.db);
  const [cat] = await t.db.insert(categories).values({ slug: 'version-monitors', title: 'Monitors' }).returning();
  categoryId = cat.id;
  const [brand] = await t.db.insert(brands).values({ brandName: 'Versiona', slug: 'versiona' }).returning();
  const [row] = await t.db
    .insert(products)
    .values({
      sku: 'ITW-VER-0001',
      modelNumber: 'VER-1',
      productName: 'Version Test Monitor',
      productSlug: 'itw-ver-0001',
      categoryId,
      brandId: brand.id,
      primaryImage: '/media/products/ITW-VER-0001.svg',
      basePrice: '10000',
      gstRate: '18',
      stockQuantity: 10,
      shortDescription: 'A monitor',
      longDescription: '<p>A monitor</p>',
      searchText: productSearchText({ productName: 'Version Test Monitor', sku: 'ITW-VER-0001', modelNumber: 'VER-1', brandName: 'Versiona' }),
    })
    .returning({ id: products.id });
  productId = row.id;
});
afterAll(() => t.close());

async function versions() {
  const [row] = await t.db.select().from(catalogVersion);
  return { content: row.version, shape: row.shapeVersion };
}

/** What a write moved: 'both', 'content' or 'neither'. */
async function moved(write: () => Promise<unknown>) {
  const before = await versions();
  await write();
  const after = await versions();
  expect(after.content).toBeGreaterThanOrEqual(before.content);
  expect(after.shape).toBeGreaterThanOrEqual(before.shape);
  // The shape never moves past the content version.
  expect(after.shape).toBeLessThanOrEqual(after.content);
  if (after.shape > before.shape) return 'both';
  return after.content > before.content ? 'content' : 'neither';
}

const setProduct = (values: Partial<typeof products.$inferInsert>) => () => t.db.update(products).set(values).where(eq(products.id, productId));

it('moves only the content version for stock, descriptions, images, reviews and reviewer names', async () => {
  expect(await moved(setProduct({ stockQuantity: 7 }))).toBe('content');
  expect(await moved(setProduct({ longDescription: '<p>Now brighter</p>', warrantyPeriod: '3 years' }))).toBe('content');
  expect(await moved(() => t.db.insert(productImages).values({ productId, images: '/media/products/extra.svg' }))).toBe('content');
  expect(
    await moved(() => t.db.insert(ratings).values({ productId, customerId: buyer.id, rating: '4', reviewTitle: 'Fine', reviewDescription: 'Fine' })),
  ).toBe('content');
  expect(await moved(() => t.db.update(customers).set({ primaryContactName: 'Renamed Buyer' }).where(eq(customers.id, buyer.id)))).toBe('content');
});

it('moves both for what listings filter, search, sort and count by', async () => {
  expect(await moved(setProduct({ basePrice: '9500' }))).toBe('both');
  expect(await moved(setProduct({ discountPrice: '9000' }))).toBe('both');
  expect(await moved(setProduct({ averageRating: '4' }))).toBe('both');
  expect(await moved(setProduct({ isActive: false }))).toBe('both');
  expect(await moved(setProduct({ isActive: true, productName: 'Version Test Monitor 27' }))).toBe('both');
  expect(await moved(() => t.db.update(categories).set({ slug: 'version-screens' }).where(eq(categories.id, categoryId)))).toBe('both');
  expect(await moved(() => t.db.insert(brands).values({ brandName: 'Versionb', slug: 'versionb' }))).toBe('both');
  expect(await moved(() => t.db.delete(productImages).where(eq(productImages.productId, productId)))).toBe('content');
});

it('moves neither for what is read per customer: price-list rates and carts', async () => {
  expect(await moved(() => t.db.insert(customRates).values({ customerId: buyer.id, productId, customRate: '8000' }))).toBe('neither');
  expect(await moved(() => t.db.insert(carts).values({ customerId: buyer.id, userId: buyer.userId, productId, quantity: 1 }))).toBe('neither');
});

it('shows a stock change in the next listing while the facets stay those of the same shape', async () => {
  // The buyer's own rate would be their price whatever the list price: this test follows the list price.
  await t.db.delete(customRates).where(eq(customRates.customerId, buyer.id));
  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/product-list?category=version-screens', headers: buyer.auth })).json();
  const before = await list();
  await setProduct({ stockQuantity: 3 })();
  const after = await list();
  expect(after.data.data[0].stock_quantity).toBe(3);
  expect(after.brands).toEqual(before.brands);
  expect([after.min_price, after.max_price]).toEqual([before.min_price, before.max_price]);
  // And a price change after it reaches the bounds.
  await setProduct({ discountPrice: '8500' })();
  expect((await list()).min_price).toBe(8500);
});
