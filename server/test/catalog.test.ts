// Catalogue API (spec section 7): listing, filters, search, price hiding, detail, related, categories.
import { eq } from 'drizzle-orm';
import {
  brands,
  carts,
  categories,
  customRates,
  productImages,
  products,
  productSpecifications,
  ratings,
} from '../src/db/schema';
import { productSearchText } from '../src/modules/catalog/service';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let approved: TestCustomer; // has a price-list rate on ITW-LAP-0001 and ITW-LAP-0002 in the cart
let otherApproved: TestCustomer;
let pending: TestCustomer;
const idOf = new Map<string, number>(); // sku -> id (ids differ between PGlite and PostgreSQL runs)

interface FixtureProduct {
  sku: string;
  model: string;
  name: string;
  brand: 'dell' | 'lenovo' | 'tp-link';
  category: string;
  sub: string | null;
  base: string;
  discount: string | null;
  stock: number;
  rating: string;
  active?: boolean;
}

const FIXTURE: FixtureProduct[] = [
  { sku: 'ITW-LAP-0001', model: 'LAT-5440', name: 'Dell Latitude 5440 Laptop', brand: 'dell', category: 'laptops', sub: 'business-laptops', base: '85000', discount: '79999', stock: 10, rating: '4.5' },
  { sku: 'ITW-LAP-0002', model: 'LAT-7440', name: 'Dell Latitude 7440 Laptop', brand: 'dell', category: 'laptops', sub: 'business-laptops', base: '120000', discount: null, stock: 5, rating: '4.0' },
  { sku: 'ITW-LAP-0003', model: '21JK0001IG', name: 'Lenovo ThinkPad E14 Gen 5', brand: 'lenovo', category: 'laptops', sub: 'business-laptops', base: '70000', discount: '65000', stock: 0, rating: '3.5' },
  { sku: 'ITW-LAP-0004', model: '21HD00A1IG', name: 'Lenovo ThinkPad T14 Gen 4', brand: 'lenovo', category: 'laptops', sub: 'business-laptops', base: '95000', discount: '91000', stock: 3, rating: '4.2' },
  { sku: 'ITW-LAP-0005', model: 'G15-5530', name: 'Dell G15 Gaming Laptop', brand: 'dell', category: 'laptops', sub: 'gaming-laptops', base: '110000', discount: '99000', stock: 7, rating: '4.8' },
  { sku: 'ITW-LAP-0006', model: '82JU00TTIN', name: 'Lenovo Legion 5 Gaming Laptop', brand: 'lenovo', category: 'laptops', sub: 'gaming-laptops', base: '130000', discount: null, stock: 2, rating: '4.6' },
  { sku: 'ITW-LAP-0007', model: '82X7003HIN', name: 'Lenovo IdeaPad Slim 3', brand: 'lenovo', category: 'laptops', sub: null, base: '45000', discount: '42000', stock: 12, rating: '3.9' },
  { sku: 'ITW-LAP-0008', model: 'SLEEVE-14', name: 'Lenovo 100% Recycled Laptop Sleeve', brand: 'lenovo', category: 'laptops', sub: null, base: '1500', discount: null, stock: 30, rating: '0' },
  { sku: 'ITW-LAP-0009', model: 'LAT-3440', name: 'Dell Latitude 3440 Laptop', brand: 'dell', category: 'laptops', sub: 'business-laptops', base: '60000', discount: '1000', stock: 9, rating: '5', active: false },
  { sku: 'ITW-NET-0001', model: 'ARCHER-C6', name: 'TP-Link Archer C6 Router', brand: 'tp-link', category: 'networking', sub: 'routers', base: '2999', discount: '2499', stock: 50, rating: '4.3' },
  { sku: 'ITW-NET-0002', model: 'ARCHER-AX23', name: 'TP-Link Archer AX23 Router', brand: 'tp-link', category: 'networking', sub: 'routers', base: '5999', discount: '4999', stock: 20, rating: '4.4' },
  { sku: 'ITW-NET-0003', model: 'TL-SG108', name: 'TP-Link TL-SG108 Switch', brand: 'tp-link', category: 'networking', sub: 'switches', base: '1899', discount: null, stock: 40, rating: '4.1' },
  { sku: 'ITW-NET-0004', model: 'TL-SG108E', name: 'TP-Link Easy Smart TL-SG108E Switch', brand: 'tp-link', category: 'networking', sub: 'switches', base: '4599', discount: '4199', stock: 15, rating: '2.5' },
  { sku: 'ITW-NET-0005', model: 'PC-2808', name: 'Dell PowerConnect 2808 Switch', brand: 'dell', category: 'networking', sub: 'switches', base: '15000', discount: '13500', stock: 4, rating: '3.0' },
  { sku: 'ITW-NET-0006', model: 'DECO-M4', name: 'TP-Link Deco M4 Mesh', brand: 'tp-link', category: 'networking', sub: 'routers', base: '8999', discount: '7999', stock: 9, rating: '4.0' },
];
const ACTIVE = FIXTURE.filter((p) => p.active !== false);
const BRAND_NAMES = { dell: 'Dell', lenovo: 'Lenovo', 'tp-link': 'TP-Link' } as const;

const PRODUCT_KEYS = [
  'id', 'sku', 'model_number', 'product_name', 'name', 'product_slug', 'primary_image', 'images', 'brands',
  'category', 'sub_category', 'specification', 'base_price', 'discount_price', 'custom_rates', 'gst_rate',
  'stock_quantity', 'average_rating', 'is_in_cart', 'height', 'length', 'width', 'weight', 'short_description',
  'long_description', 'warranty_period', 'warranty_terms',
].sort();

type WireProduct = Record<string, unknown> & { id: number; sku: string; product_name: string };
interface ListBody {
  status: boolean;
  data: { data: WireProduct[]; current_page: number; last_page: number; per_page: number; total: number };
  min_price: number | null;
  max_price: number | null;
  brands: { id: number; brand_name: string; slug: string; count: number }[];
}

const slugOf = (sku: string) => sku.toLowerCase();
const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
const effective = (p: FixtureProduct) => Number(p.discount ?? p.base);

async function seedFixture() {
  const db = t.db;
  const [laptops, networking] = await db
    .insert(categories)
    .values([
      { slug: 'laptops', title: 'Laptops', sortOrder: 1 },
      { slug: 'networking', title: 'Networking', sortOrder: 2 },
    ])
    .returning();
  const subs = await db
    .insert(categories)
    .values([
      { parentId: laptops.id, slug: 'gaming-laptops', title: 'Gaming Laptops', sortOrder: 2 },
      { parentId: laptops.id, slug: 'business-laptops', title: 'Business Laptops', sortOrder: 1 },
      { parentId: networking.id, slug: 'routers', title: 'Routers', sortOrder: 1 },
      { parentId: networking.id, slug: 'switches', title: 'Switches', sortOrder: 2 },
    ])
    .returning();
  // Ten empty top-level categories, so the footer's limit of 10 has something to cut.
  await db.insert(categories).values(
    Array.from({ length: 10 }, (_, i) => ({ slug: `extra-${i + 1}`, title: `Extra ${String(i + 1).padStart(2, '0')}`, sortOrder: 10 })),
  );
  const catId = new Map([laptops, networking, ...subs].map((c) => [c.slug, c.id]));
  const brandRows = await db
    .insert(brands)
    .values(Object.entries(BRAND_NAMES).map(([slug, brandName]) => ({ slug, brandName })))
    .returning();
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));

  const start = Date.parse('2025-01-01T00:00:00Z');
  const rows = await db
    .insert(products)
    .values(
      FIXTURE.map((p, i) => ({
        sku: p.sku,
        modelNumber: p.model,
        productName: p.name,
        productSlug: slugOf(p.sku),
        categoryId: catId.get(p.category)!,
        subCategoryId: p.sub ? catId.get(p.sub)! : null,
        brandId: brandId.get(p.brand)!,
        primaryImage: `/media/products/${slugOf(p.sku)}.svg`,
        basePrice: p.base,
        discountPrice: p.discount,
        gstRate: '18',
        stockQuantity: p.stock,
        averageRating: p.rating,
        height: i === 0 ? '2.1' : null,
        length: i === 0 ? '32.1' : null,
        width: i === 0 ? '21.2' : null,
        weight: i === 0 ? '1.4' : null,
        shortDescription: `${p.name} short`,
        longDescription: `<p>${p.name}</p>`,
        warrantyPeriod: '1 Year',
        warrantyTerms: 'Onsite',
        searchText: productSearchText({ productName: p.name, sku: p.sku, modelNumber: p.model, brandName: BRAND_NAMES[p.brand] }),
        isActive: p.active ?? true,
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  for (const r of rows) idOf.set(r.sku, r.id);

  // Specs inserted in reverse sort order so the response's ordering is the serializer's doing.
  await db.insert(productSpecifications).values(
    rows.flatMap((r) => [
      { productId: r.id, title: 'Warranty', description: '1 year', sortOrder: 3 },
      { productId: r.id, title: 'Memory', description: '16 GB', sortOrder: 2 },
      { productId: r.id, title: 'Processor', description: 'Fast', sortOrder: 1 },
    ]),
  );
  await db.insert(productImages).values(
    rows.flatMap((r) => [
      { productId: r.id, images: `/media/products/${slugOf(r.sku)}-2.svg`, sortOrder: 2 },
      { productId: r.id, images: `/media/products/${slugOf(r.sku)}-1.svg`, sortOrder: 1 },
    ]),
  );

  approved = await createCustomer(db, { status: 'approved' });
  otherApproved = await createCustomer(db, { status: 'approved' });
  pending = await createCustomer(db, { status: 'pending' });
  await db.insert(customRates).values({ customerId: approved.id, productId: idOf.get('ITW-LAP-0001')!, customRate: '75000' });
  await db.insert(carts).values({ customerId: approved.id, userId: approved.userId, productId: idOf.get('ITW-LAP-0002')!, quantity: 1 });
  await db.insert(ratings).values([
    { productId: idOf.get('ITW-LAP-0001')!, customerId: approved.id, rating: '4.5', reviewTitle: 'Older', reviewDescription: 'Good', createdAt: new Date('2025-02-01T00:00:00Z') },
    { productId: idOf.get('ITW-LAP-0001')!, customerId: otherApproved.id, rating: '3.0', reviewTitle: 'Newer', reviewDescription: 'Fine', createdAt: new Date('2025-03-01T00:00:00Z') },
  ]);
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedFixture();
});
afterAll(() => t.close());

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/product-list${query ? `?${query}` : ''}`, headers });
  return { status: res.statusCode, body: res.json() as ListBody };
}
const skus = (body: ListBody) => body.data.data.map((p) => p.sku);
async function searchSkus(search: string) {
  const { status, body } = await list(`search=${encodeURIComponent(search)}&itemsPerPage=50`);
  expect(status).toBe(200);
  return skus(body).sort();
}

describe('GET /product-list', () => {
  it('lists active products by name, 9 a page, with paging figures', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.status).toBe(true);
    expect(first.body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 9, total: ACTIVE.length });
    expect(first.body.data.data).toHaveLength(9);
    expect(Object.keys(first.body.data.data[0]).sort()).toEqual(PRODUCT_KEYS);

    const second = await list('page=2');
    expect(second.body.data).toMatchObject({ current_page: 2, last_page: 2, total: ACTIVE.length });
    const names = [...first.body.data.data, ...second.body.data.data].map((p) => p.product_name);
    expect(names).toEqual(ACTIVE.map((p) => p.name).sort(byName));
    expect(names).not.toContain('Dell Latitude 3440 Laptop');
  });

  it('pages through every product exactly once, in order, whichever end a page is read from', async () => {
    const walk = async (query: string, perPage: number) => {
      const seen: string[] = [];
      const first = await list(`${query}&itemsPerPage=${perPage}`, approved.auth);
      for (let page = 1; page <= first.body.data.last_page; page += 1) {
        seen.push(...skus((await list(`${query}&itemsPerPage=${perPage}&page=${page}`, approved.auth)).body));
      }
      return seen;
    };
    const nameOrder = [...ACTIVE].sort((a, b) => byName(a.name, b.name)).map((p) => p.sku);
    expect(await walk('sort=name_asc', 2)).toEqual(nameOrder);
    const laptopsByPrice = ACTIVE.filter((p) => p.category === 'laptops')
      .sort((a, b) => effective(b) - effective(a))
      .map((p) => p.sku);
    expect(await walk('category=laptops&sort=price_desc', 3)).toEqual(laptopsByPrice);
  });

  it('answers a page beyond the last with the last page (spec 5: such page changes are ignored)', async () => {
    const last = await list('page=2');
    expect(last.body.data.data.length).toBeGreaterThan(0);
    for (const q of ['page=7', 'page=999']) {
      const { status, body } = await list(q);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ current_page: 2, last_page: 2, total: ACTIVE.length });
      expect(skus(body)).toEqual(skus(last.body));
    }
    // The same with a search (another query path) and a filter that leaves one page.
    const searched = await list('search=dell&itemsPerPage=2');
    const lastSearched = await list(`search=dell&itemsPerPage=2&page=${searched.body.data.last_page}`);
    const beyond = await list('search=dell&itemsPerPage=2&page=50');
    expect(beyond.body.data).toMatchObject({ current_page: searched.body.data.last_page, total: searched.body.data.total });
    expect(skus(beyond.body)).toEqual(skus(lastSearched.body));
    expect(skus(beyond.body).length).toBeGreaterThan(0);
    const oneBrand = await list('brands=tp-link&page=3');
    expect(oneBrand.body.data).toMatchObject({ current_page: 1, last_page: 1 });
    expect(skus(oneBrand.body).length).toBe(ACTIVE.filter((p) => p.brand === 'tp-link').length);
    // Nothing to show: still page 1 of 1, not page 3 of 1.
    const none = await list('brands=acme&page=3');
    expect(none.body.data).toMatchObject({ data: [], current_page: 1, last_page: 1, total: 0 });
  });

  it('serializes a product with its brand, categories, sorted specifications and images', async () => {
    const { body } = await list('search=itw-lap-0001');
    const p = body.data.data[0];
    expect(p).toMatchObject({
      sku: 'ITW-LAP-0001',
      model_number: 'LAT-5440',
      product_name: 'Dell Latitude 5440 Laptop',
      name: 'Dell Latitude 5440 Laptop',
      product_slug: 'itw-lap-0001',
      brands: { brand_name: 'Dell', slug: 'dell' },
      category: { slug: 'laptops', title: 'Laptops' },
      sub_category: { slug: 'business-laptops', title: 'Business Laptops' },
      stock_quantity: 10,
      average_rating: 4.5,
      height: 2.1,
      length: 32.1,
      width: 21.2,
      weight: 1.4,
      warranty_period: '1 Year',
    });
    expect((p.specification as { title: string }[]).map((s) => s.title)).toEqual(['Processor', 'Memory', 'Warranty']);
    expect((p.images as { images: string }[]).map((i) => i.images)).toEqual([
      '/media/products/itw-lap-0001-1.svg',
      '/media/products/itw-lap-0001-2.svg',
    ]);
  });

  it('filters by category, sub-category and brand, with brand facets of the category', async () => {
    const laptops = await list('category=laptops&itemsPerPage=50');
    expect(laptops.body.data.total).toBe(8);
    expect(skus(laptops.body).every((s) => s.startsWith('ITW-LAP'))).toBe(true);
    expect(laptops.body.brands.map((b) => [b.brand_name, b.count])).toEqual([
      ['Dell', 3],
      ['Lenovo', 5],
    ]);

    const business = await list('category=laptops&subcategory=business-laptops');
    expect(skus(business.body).sort()).toEqual(['ITW-LAP-0001', 'ITW-LAP-0002', 'ITW-LAP-0003', 'ITW-LAP-0004']);
    const subOnly = await list('subcategory=switches');
    expect(subOnly.body.data.total).toBe(3);

    // Facets ignore the brand filter, so the sidebar keeps offering the other brands.
    const dellNetworking = await list('category=networking&brands=dell');
    expect(skus(dellNetworking.body)).toEqual(['ITW-NET-0005']);
    expect(dellNetworking.body.brands.map((b) => [b.slug, b.count])).toEqual([
      ['dell', 1],
      ['tp-link', 5],
    ]);

    // Slugs or names, any case.
    const twoBrands = await list('brands=TP-LINK,%20Lenovo&itemsPerPage=50');
    expect(twoBrands.body.data.total).toBe(ACTIVE.filter((p) => p.brand !== 'dell').length);

    const unknownBrand = await list('brands=acme');
    expect(unknownBrand.status).toBe(200);
    expect(unknownBrand.body.data).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('answers an unknown category or sub-category with an empty listing', async () => {
    for (const q of ['category=no-such-thing', 'subcategory=no-such-thing', 'category=business-laptops', 'category=laptops&subcategory=routers']) {
      const { status, body } = await list(q);
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: true, data: { data: [], last_page: 1, total: 0, current_page: 1 } });
    }
  });

  it('searches name parts, SKU, model number and brand, every term must match', async () => {
    expect(await searchSkus('latitude')).toEqual(['ITW-LAP-0001', 'ITW-LAP-0002']);
    expect(await searchSkus('lat 5440')).toEqual(['ITW-LAP-0001']);
    expect(await searchSkus('LATITUDE 7440')).toEqual(['ITW-LAP-0002']);
    expect(await searchSkus('thinkpad')).toEqual(['ITW-LAP-0003', 'ITW-LAP-0004']);
    expect(await searchSkus('itw-lap')).toHaveLength(8);
    expect(await searchSkus('ITW-NET-0003')).toEqual(['ITW-NET-0003']);
    expect(await searchSkus('archer-ax23')).toEqual(['ITW-NET-0002']);
    expect(await searchSkus('tp-link')).toHaveLength(5);
    expect(await searchSkus('lenovo gaming')).toEqual(['ITW-LAP-0006']);
    expect(await searchSkus('dell gaming router')).toEqual([]);
  });

  it('pages searches 10 at a time and puts an exact SKU or model match first', async () => {
    const { body } = await list('search=itw');
    expect(body.data).toMatchObject({ per_page: 10, total: ACTIVE.length, last_page: 2 });
    const exact = await list('search=tl-sg108e');
    expect(skus(exact.body)).toEqual(['ITW-NET-0004']);
    // By name "TP-Link Easy Smart TL-SG108E" would come first; the exact model match wins.
    const both = await list('search=TL-SG108');
    expect(skus(both.body)).toEqual(['ITW-NET-0003', 'ITW-NET-0004']);
  });

  it('searches the products as they are now: renamed, deactivated, reactivated', async () => {
    const id = idOf.get('ITW-NET-0006')!;
    await t.db.update(products).set({ productName: 'TP-Link Deco X20 Mesh', searchText: 'tp-link deco x20 mesh itw-net-0006 deco-m4 tp-link' }).where(eq(products.id, id));
    expect(await searchSkus('deco x20')).toEqual(['ITW-NET-0006']);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    expect(await searchSkus('deco')).toEqual([]);
    await t.db.update(products).set({ isActive: true, productName: 'TP-Link Deco M4 Mesh', searchText: 'tp-link deco m4 mesh itw-net-0006 deco-m4 tp-link' }).where(eq(products.id, id));
    expect(await searchSkus('deco m4')).toEqual(['ITW-NET-0006']);
    expect(await searchSkus('x20')).toEqual([]);
  });

  it('reads punctuation as a break between words, never as a pattern', async () => {
    // The search matches words (search/text.ts), so a query of punctuation alone finds nothing
    // rather than everything, and LIKE's wildcards mean nothing in it.
    expect(await searchSkus('%')).toEqual([]);
    expect(await searchSkus('\\')).toEqual([]);
    expect(await searchSkus('100%')).toEqual(['ITW-LAP-0008']);
    expect(await searchSkus('100% sleeve')).toEqual(['ITW-LAP-0008']);
    expect(await searchSkus('itw_lap_0008')).toEqual(['ITW-LAP-0008']);
  });

  it('filters by effective price for an approved customer and reports the unfiltered bounds', async () => {
    const all = await list('itemsPerPage=50', approved.auth);
    const prices = ACTIVE.map(effective);
    expect(all.body.min_price).toBe(Math.min(...prices));
    expect(all.body.max_price).toBe(Math.max(...prices));

    const ranged = await list('min_price=2000&max_price=4999&itemsPerPage=50', approved.auth);
    expect(skus(ranged.body).sort()).toEqual(['ITW-NET-0001', 'ITW-NET-0002', 'ITW-NET-0004']);
    expect(ranged.body.min_price).toBe(1500);
    expect(ranged.body.max_price).toBe(130000);

    const networking = await list('category=networking&min_price=5000', approved.auth);
    expect(skus(networking.body).sort()).toEqual(['ITW-NET-0005', 'ITW-NET-0006']);
    expect([networking.body.min_price, networking.body.max_price]).toEqual([1899, 13500]);
  });

  it('hides prices, bounds and price filters from visitors and pending accounts', async () => {
    for (const headers of [{}, pending.auth]) {
      const { body } = await list('min_price=2000&max_price=4999&itemsPerPage=50', headers);
      expect(body.data.total).toBe(ACTIVE.length);
      expect(body.min_price).toBeNull();
      expect(body.max_price).toBeNull();
      for (const p of body.data.data) {
        expect(p).toMatchObject({ base_price: null, discount_price: null, gst_rate: null, custom_rates: null, is_in_cart: false });
      }
    }
  });

  it('shows prices to approved customers, the price-list rate and cart flag to their owner only', async () => {
    const mine = await list('search=latitude&sort=name_asc', approved.auth);
    const [p1, p2] = mine.body.data.data;
    expect(p1).toMatchObject({ sku: 'ITW-LAP-0001', base_price: 85000, discount_price: 79999, gst_rate: 18, custom_rates: { custom_rate: 75000 }, is_in_cart: false });
    expect(p2).toMatchObject({ sku: 'ITW-LAP-0002', base_price: 120000, discount_price: null, custom_rates: null, is_in_cart: true });

    const theirs = await list('search=latitude&sort=name_asc', otherApproved.auth);
    expect(theirs.body.data.data[0]).toMatchObject({ base_price: 85000, custom_rates: null, is_in_cart: false });
    expect(theirs.body.data.data[1]).toMatchObject({ is_in_cart: false });
  });

  it('sorts by price, name, newest and rating', async () => {
    const bySort = async (sort: string, headers: Record<string, string> = approved.auth) =>
      skus((await list(`sort=${sort}&itemsPerPage=50`, headers)).body);
    const cheapest = [...ACTIVE].sort((a, b) => effective(a) - effective(b)).map((p) => p.sku);
    expect(await bySort('price_asc')).toEqual(cheapest);
    expect((await bySort('price_desc'))[0]).toBe('ITW-LAP-0006');
    const nameOrder = [...ACTIVE].sort((a, b) => byName(a.name, b.name)).map((p) => p.sku);
    expect(await bySort('name_asc')).toEqual(nameOrder);
    expect(await bySort('name_desc')).toEqual([...nameOrder].reverse());
    expect((await bySort('newest'))[0]).toBe('ITW-NET-0006');
    expect((await bySort('rating')).slice(0, 2)).toEqual(['ITW-LAP-0005', 'ITW-LAP-0006']);
    // A visitor cannot sort by the prices they cannot see: the name order is used.
    expect(await bySort('price_asc', {})).toEqual(nameOrder);
  });

  it('rejects bad paging and filter input with 422 and clamps oversized pages', async () => {
    for (const q of ['page=0', 'page=-1', 'page=abc', 'itemsPerPage=0', 'itemsPerPage=-5', 'itemsPerPage=abc', 'sort=cheapest', `search=${'x'.repeat(101)}`, `brands=${'x'.repeat(501)}`, 'min_price=-1']) {
      const res = await t.app.inject({ url: `/api/product-list?${q}` });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 422 });
      expect(res.json()).toMatchObject({ status: false, errors: expect.any(Object) });
    }
    for (const q of ['page=1000000000', 'page=1000000000&search=dell', 'page=1000000000&itemsPerPage=1000000000']) {
      const far = await list(q);
      expect({ q, status: far.status }).toEqual({ q, status: 200 });
      expect(far.body.data.current_page).toBe(far.body.data.last_page);
      expect(far.body.data.data.length).toBeGreaterThan(0);
    }
    const clamped = await list('itemsPerPage=500');
    expect(clamped.status).toBe(200);
    expect(clamped.body.data).toMatchObject({ per_page: 50, last_page: 1 });
    expect(clamped.body.data.data).toHaveLength(ACTIVE.length);
  });
});

describe('product detail', () => {
  it('answers by id with ratings newest first', async () => {
    const res = await t.app.inject({ url: `/api/productdetail/${idOf.get('ITW-LAP-0001')}`, headers: approved.auth });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(true);
    expect(Object.keys(data).sort()).toEqual([...PRODUCT_KEYS, 'ratings', 'rating_summary'].sort());
    expect(data).toMatchObject({ sku: 'ITW-LAP-0001', custom_rates: { custom_rate: 75000 }, discount_price: 79999 });
    expect(data.ratings).toHaveLength(2);
    expect(data.ratings[0]).toMatchObject({
      rating: 3,
      review_title: 'Newer',
      review_description: 'Fine',
      created_at: '2025-03-01T00:00:00.000Z',
      customer: { primary_contact_name: expect.stringContaining('Test Buyer') },
    });
    expect(data.ratings[1].review_title).toBe('Older');
  });

  it("marks the signed-in customer's own review, so the storefront offers it for editing", async () => {
    const mine = async (headers?: Record<string, string>) => {
      const res = await t.app.inject({ url: '/api/product-detail/itw-lap-0001', headers });
      return (res.json().data.ratings as { review_title: string; is_mine: boolean }[]).map((r) => [r.review_title, r.is_mine]);
    };
    expect(await mine(approved.auth)).toEqual([['Newer', false], ['Older', true]]);
    expect(await mine(otherApproved.auth)).toEqual([['Newer', true], ['Older', false]]);
    expect(await mine(pending.auth)).toEqual([['Newer', false], ['Older', false]]);
    expect(await mine()).toEqual([['Newer', false], ['Older', false]]);
  });

  it('answers by slug, without prices for a visitor', async () => {
    const res = await t.app.inject({ url: '/api/product-detail/itw-net-0002' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sku: 'ITW-NET-0002', base_price: null, discount_price: null, gst_rate: null, ratings: [] });
  });

  it('answers unknown and inactive products with 404 and bad ids with 422', async () => {
    const inactive = idOf.get('ITW-LAP-0009');
    for (const url of [`/api/productdetail/${inactive}`, '/api/productdetail/2147483647', '/api/product-detail/itw-lap-0009', '/api/product-detail/nope']) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json()).toEqual({ status: false, data: null, message: 'Product not found' });
    }
    for (const url of ['/api/productdetail/abc', '/api/productdetail/0', '/api/productdetail/99999999999']) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 422 });
    }
  });
});

describe('GET /related-product/:slug', () => {
  it('returns the same sub-category first, in stock first, then the rest of the category', async () => {
    const res = await t.app.inject({ url: '/api/related-product/itw-lap-0001' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: 'Related products' });
    const related = (body.data as WireProduct[]).map((p) => p.sku);
    expect(related.slice(0, 3)).toEqual(['ITW-LAP-0004', 'ITW-LAP-0002', 'ITW-LAP-0003']);
    expect(related).toHaveLength(7);
    expect(related).not.toContain('ITW-LAP-0001');
    expect(related).not.toContain('ITW-LAP-0009');
    expect(related.every((s) => s.startsWith('ITW-LAP'))).toBe(true);
    expect(body.data[0].base_price).toBeNull();
  });

  it('answers an unknown slug with 404', async () => {
    const res = await t.app.inject({ url: '/api/related-product/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, data: [], message: 'Product not found' });
  });
});

describe('categories', () => {
  it('lists the category tree by sort order then title', async () => {
    const res = await t.app.inject({ url: '/api/category-list' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: 'Categories' });
    const [laptops, networking] = body.data.category;
    expect(body.data.category).toHaveLength(12);
    expect(laptops).toEqual({
      id: expect.any(Number),
      slug: 'laptops',
      title: 'Laptops',
      sub_categories: [
        { id: expect.any(Number), slug: 'business-laptops', title: 'Business Laptops' },
        { id: expect.any(Number), slug: 'gaming-laptops', title: 'Gaming Laptops' },
      ],
    });
    expect(networking.sub_categories.map((s: { slug: string }) => s.slug)).toEqual(['routers', 'switches']);
    expect(body.data.category[2]).toMatchObject({ title: 'Extra 01', sub_categories: [] });
  });

  it('gives the footer at most 10 top-level categories', async () => {
    const res = await t.app.inject({ url: '/api/footer-categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.categories).toHaveLength(10);
    expect(body.categories[0]).toEqual({ id: expect.any(Number), slug: 'laptops', title: 'Laptops' });
    expect(body.categories.map((c: { slug: string }) => c.slug)).not.toContain('routers');
  });
});
