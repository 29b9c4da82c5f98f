// The deterministic demo seed: same data every time, the promised counts and shapes, the demo
// accounts, and growing the catalogue.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  addresses,
  blogs,
  brands,
  categories,
  customRates,
  customers,
  freeProducts,
  policies,
  productImages,
  productSpecifications,
  products,
  ratings,
  storeMeta,
  customerUsers,
} from '../src/db/schema';
import { DEFAULT_PRODUCTS, DEMO_CUSTOMER, PENDING_CUSTOMER, demoCustomRateProductSlugs, demoCustomRates, seed, seedIfEmpty, SEED_VERSION } from '../src/db/seed';
import { generateProduct, type GeneratedProduct } from '../src/db/seed/products';
import { verifyPassword } from '../src/lib/crypto';
import type { Db } from '../src/db/client';
import { buildTestApp, type TestApp } from './helper';

type Snapshot = { slug: string; name: string; base: string; discount: string | null; rating: string }[];

const snapshot = (db: Db): Promise<Snapshot> =>
  db
    .select({ slug: products.productSlug, name: products.productName, base: products.basePrice, discount: products.discountPrice, rating: products.averageRating })
    .from(products)
    .orderBy(sql`substring(${products.sku} from '([0-9]+)$')::int`);

describe('demo seed', () => {
  let t: TestApp;
  /** The password hash of the company's admin user (the one who signs in). */
  const adminHash = async (customerId: number) =>
    (await t.db.select({ hash: customerUsers.passwordHash }).from(customerUsers).where(eq(customerUsers.customerId, customerId)))[0]?.hash ?? '';
  let first: Snapshot;

  beforeAll(async () => {
    // Seed one database, remember it, close it; the second seed below must match it exactly.
    const a = await buildTestApp();
    expect(await seedIfEmpty(a.db)).toBe(true);
    first = await snapshot(a.db);
    await a.close();
    t = await buildTestApp();
    await seed(t.db);
  }, 120_000);
  afterAll(() => t.close());

  it('builds the same catalogue every time', async () => {
    const second = await snapshot(t.db);
    expect(second).toHaveLength(320);
    expect(second).toEqual(first);
    expect(generateProduct(17)).toEqual(generateProduct(17));
  });

  it('does nothing when products already exist, and a second seed duplicates nothing', async () => {
    expect(await seedIfEmpty(t.db)).toBe(false);
    const result = await seed(t.db);
    expect(result).toEqual({ productsAdded: 0, totalProducts: 320 });
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(customers).where(sql`lower(${customers.email}) = ${DEMO_CUSTOMER.email}`);
    expect(n).toBe(1);
    const [{ blogsCount }] = await t.db.select({ blogsCount: sql<number>`count(*)::int` }).from(blogs);
    expect(blogsCount).toBeGreaterThanOrEqual(7);
    expect(blogsCount).toBeLessThan(20);
  });

  it('has the promised categories, brands and product fields', async () => {
    const tops = await t.db.select().from(categories).where(isNull(categories.parentId));
    const subs = await t.db.select().from(categories).where(isNotNull(categories.parentId));
    expect(tops.length).toBeGreaterThanOrEqual(8);
    expect(subs.length).toBeGreaterThanOrEqual(25);
    expect(tops.map((c) => c.title)).toEqual(expect.arrayContaining(['Laptops', 'Desktops', 'Monitors', 'Networking', 'Storage', 'Components', 'Accessories', 'Software', 'Servers']));
    const brandNames = (await t.db.select({ name: brands.brandName }).from(brands)).map((b) => b.name);
    expect(brandNames.length).toBeGreaterThanOrEqual(12);
    expect(brandNames).toEqual(expect.arrayContaining(['Dell', 'HP', 'Lenovo', 'Asus', 'Acer', 'Cisco', 'TP-Link', 'Samsung', 'Seagate', 'WD', 'Logitech', 'Canon', 'Epson', 'Microsoft']));

    const rows = await t.db.select().from(products);
    expect(new Set(rows.map((p) => p.sku)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.productSlug)).size).toBe(rows.length);
    const subIds = new Set(subs.map((s) => s.id));
    for (const p of rows) {
      expect(p.sku).toMatch(/^ITW-[A-Z]{3}-\d{5}$/);
      expect(subIds.has(p.subCategoryId!)).toBe(true);
      expect(Number(p.basePrice)).toBeGreaterThanOrEqual(300);
      expect(Number(p.basePrice)).toBeLessThanOrEqual(250_000);
      if (p.discountPrice !== null) expect(Number(p.discountPrice)).toBeLessThan(Number(p.basePrice));
      expect(['12.00', '18.00', '28.00']).toContain(p.gstRate);
      // Tax invoices print the HSN code: every seeded product has a 6-digit one.
      expect(p.hsnCode).toMatch(/^\d{6}$/);
      expect(p.primaryImage).toBe(`img/product/${p.productSlug}-1.svg`);
      expect(p.searchText).toBe(p.searchText.toLowerCase());
      expect(p.searchText).toContain(p.sku.toLowerCase());
      expect(p.longDescription).toMatch(/^<p>.*<ul><li>/);
      expect(p.warrantyPeriod).toBeTruthy();
      expect(p.shortDescription).not.toMatch(/lorem/i);
    }
    const share = (f: (p: (typeof rows)[number]) => boolean) => rows.filter(f).length / rows.length;
    expect(share((p) => p.discountPrice === null)).toBeGreaterThan(0.03);
    expect(share((p) => p.discountPrice === null)).toBeLessThan(0.35);
    expect(share((p) => p.stockQuantity === 0)).toBeGreaterThan(0.01);
    expect(share((p) => p.stockQuantity === 0)).toBeLessThan(0.12);
    expect(share((p) => [p.height, p.length, p.width, p.weight].includes(null))).toBeGreaterThan(0.1);
    expect(share((p) => [p.height, p.length, p.width, p.weight].includes(null))).toBeLessThan(0.35);
    expect(share((p) => p.gstRate === '18.00')).toBeGreaterThan(0.7);
  });

  it('gives every product 3 to 8 specifications and 2 to 5 extra images', async () => {
    const specCounts = await t.db
      .select({ n: sql<number>`count(${productSpecifications.id})::int` })
      .from(products)
      .leftJoin(productSpecifications, eq(productSpecifications.productId, products.id))
      .groupBy(products.id);
    expect(specCounts).toHaveLength(320);
    for (const { n } of specCounts) expect(n >= 3 && n <= 8).toBe(true);
    const imageCounts = await t.db
      .select({ n: sql<number>`count(${productImages.id})::int` })
      .from(products)
      .leftJoin(productImages, eq(productImages.productId, products.id))
      .groupBy(products.id);
    for (const { n } of imageCounts) expect(n >= 2 && n <= 5).toBe(true);
  });

  it('computes average_rating from the product\'s own ratings', async () => {
    const rows = await t.db
      .select({ avg: products.averageRating, computed: sql<string>`coalesce(round(avg(${ratings.rating}), 2), 0)::text`, n: sql<number>`count(${ratings.id})::int` })
      .from(products)
      .leftJoin(ratings, eq(ratings.productId, products.id))
      .groupBy(products.id);
    expect(rows.some((r) => r.n === 0)).toBe(true);
    expect(rows.some((r) => r.n >= 3)).toBe(true);
    for (const r of rows) {
      expect(r.n).toBeLessThanOrEqual(6);
      expect(Number(r.avg)).toBeCloseTo(Number(r.computed), 2);
    }
  });

  it('creates the approved demo customer with credit, addresses and price-list rates', async () => {
    const [demo] = await t.db.select().from(customers).where(sql`lower(${customers.email}) = ${DEMO_CUSTOMER.email}`);
    expect(demo).toMatchObject({ status: 'approved', companyName: 'Demo Traders Pvt Ltd', primaryContactName: 'Asha Verma', gstno: '27AAACD1234F1Z7', panNumber: 'AAACD1234F', phone: '9876543210', creditLimit: '500000.00' });
    expect(await verifyPassword(DEMO_CUSTOMER.password, await adminHash(demo.id))).toBe(true);

    const billing = await t.db.select().from(addresses).where(and(eq(addresses.customerId, demo.id), eq(addresses.kind, 'billing')));
    expect(billing).toEqual([expect.objectContaining({ isDefault: 'y', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' })]);
    const shipping = await t.db.select().from(addresses).where(and(eq(addresses.customerId, demo.id), eq(addresses.kind, 'shipping')));
    expect(shipping).toHaveLength(2);
    expect(shipping).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ isDefault: 'y', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' }),
        expect.objectContaining({ isDefault: 'n', city: 'Bengaluru', state: 'Karnataka' }),
      ]),
    );

    const rates = await demoCustomRates(t.db);
    expect(rates.length).toBeGreaterThanOrEqual(15);
    expect(rates.length).toBeLessThanOrEqual(25);
    const priced = await t.db
      .select({ rate: customRates.customRate, base: products.basePrice, discount: products.discountPrice })
      .from(customRates)
      .innerJoin(products, eq(products.id, customRates.productId))
      .where(eq(customRates.customerId, demo.id));
    for (const p of priced) expect(Number(p.rate)).toBeLessThan(Number(p.discount ?? p.base));

    // The first product (slug order) of the first category (sort order) always has a rate.
    const [firstCategory] = await t.db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.sortOrder), asc(categories.id)).limit(1);
    const [firstProduct] = await t.db
      .select({ slug: products.productSlug })
      .from(products)
      .where(eq(products.categoryId, firstCategory.id))
      .orderBy(sql`${products.productSlug} collate "C"`)
      .limit(1);
    expect(await demoCustomRateProductSlugs(t.db)).toContain(firstProduct.slug);
    // The README's and the browser tests' example of a price-list rate.
    expect(firstProduct.slug).toBe('acer-aspire-5-a515-15-6-thin-light-laptop-ultra-5-16gb-256gb-199');
    const [acer] = await t.db.select({ name: products.productName, discount: products.discountPrice }).from(products).where(eq(products.productSlug, firstProduct.slug));
    expect(acer).toEqual({ name: 'Acer Aspire 5 A515 15.6" Thin & Light Laptop Ultra 5 16GB 256GB', discount: '43899.00' });
    expect(rates.find((r) => r.slug === firstProduct.slug)?.customRate).toBe(40599);
  });

  it('creates the pending demo account and reviewer accounts nobody can sign in as', async () => {
    const [pending] = await t.db.select().from(customers).where(sql`lower(${customers.email}) = ${PENDING_CUSTOMER.email}`);
    expect(pending.status).toBe('pending');
    expect(await verifyPassword(PENDING_CUSTOMER.password, await adminHash(pending.id))).toBe(true);
    const [reviewer] = await t.db
      .select({ status: customers.status, hash: customerUsers.passwordHash })
      .from(customers)
      .innerJoin(ratings, eq(ratings.customerId, customers.id))
      .innerJoin(customerUsers, eq(customerUsers.customerId, customers.id))
      .limit(1);
    expect(reviewer.status).toBe('approved');
    expect(await verifyPassword(DEMO_CUSTOMER.password, reviewer.hash ?? '')).toBe(false);
  });

  it('writes content, free-product offers and the seed version', async () => {
    const kinds = await t.db.select({ kind: policies.kind, title: policies.title }).from(policies);
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'privacy', title: 'Privacy Policy' },
        { kind: 'shipping', title: 'Shipping Policy' },
        { kind: 'terms', title: 'Terms and Conditions' },
        { kind: 'cancellation', title: 'Cancellation/Refund Policy' },
      ]),
    );
    const offers = await t.db
      .select({ price: products.basePrice, category: categories.slug })
      .from(freeProducts)
      .innerJoin(products, eq(products.id, freeProducts.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId));
    expect(offers).toHaveLength(2);
    for (const o of offers) {
      expect(o.category).toBe('accessories');
      expect(Number(o.price)).toBeLessThanOrEqual(1000);
    }
    const [meta] = await t.db.select().from(storeMeta).where(eq(storeMeta.key, 'seed_version'));
    expect(meta.value).toBe(SEED_VERSION);
  });

  it('grows the catalogue deterministically without touching existing products', async () => {
    const result = await seed(t.db, { products: 340 });
    expect(result).toEqual({ productsAdded: 20, totalProducts: 340 });
    const grown = await snapshot(t.db);
    expect(grown.slice(0, 320)).toEqual(first);
    expect(grown[339].slug).toBe(generateProduct(340).productSlug);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productSpecifications)
      .innerJoin(products, eq(products.id, productSpecifications.productId))
      .where(and(eq(products.sku, generateProduct(340).sku)));
    expect(n).toBe(generateProduct(340).specs.length);
  });

  it('rejects impossible catalogue sizes', async () => {
    await expect(seed(t.db, { products: 0 })).rejects.toThrow(/whole number/);
    await expect(seed(t.db, { products: 100_001 })).rejects.toThrow(/whole number/);
  });
});

describe('demo catalogue data', () => {
  const demo = Array.from({ length: DEFAULT_PRODUCTS }, (_, i) => generateProduct(i + 1));
  // Beyond the demo range too: a catalogue grown for scale tests repeats models, never contradicts them.
  const grown = [...demo, ...Array.from({ length: 1700 }, (_, i) => generateProduct(DEFAULT_PRODUCTS + 1 + i))];
  const spec = (p: GeneratedProduct, title: string) => p.specs.find(([t]) => t === title)?.[1];
  const inSub = (...subs: string[]) => grown.filter((p) => subs.includes(p.subCategorySlug));
  /** The screen size a name states: 'Dell E2424HS 23.8" FHD ...' -> 23.8. */
  const nameInches = (p: GeneratedProduct) => Number(/ (\d+(?:\.\d)?)" /.exec(p.productName)?.[1]);
  const textInches = (text: string | undefined) => (text === undefined ? undefined : Number(/^(\d+(?:\.\d)?)(?:"| inch|-inch)/.exec(text)?.[1]));

  it('has 320 products and lists none of them twice', () => {
    expect(demo).toHaveLength(320);
    const seen = new Map<string, number>();
    const twice: string[] = [];
    for (const p of demo) {
      if (seen.has(p.productName)) twice.push(`#${p.index} = #${seen.get(p.productName)}: ${p.productName}`);
      else seen.set(p.productName, p.index);
    }
    expect(twice).toEqual([]);
    // Every sub-category still has products, and the same index is the same product.
    expect(new Set(demo.map((p) => p.subCategorySlug)).size).toBe(39);
    expect(generateProduct(32)).toEqual(demo[31]);
  });

  it('gives monitors, all-in-ones and laptops the screen size their name states', () => {
    const screens = inSub('office-monitors', 'gaming-monitors', 'professional-monitors', 'all-in-one-pcs', 'business-laptops', 'gaming-laptops', 'thin-and-light-laptops');
    expect(screens.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (const p of screens) {
      const inches = nameInches(p);
      const stated = [spec(p, 'Screen Size'), spec(p, 'Display'), p.shortDescription.replace(/^.* on a /, '')].map(textInches).filter((x) => x !== undefined);
      if (!inches || stated.some((x) => x !== inches)) wrong.push(`${p.productName}: ${stated.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    // An all-in-one shows its display among the first facts.
    for (const p of inSub('all-in-one-pcs')) expect(textInches(spec(p, 'Display'))).toBe(nameInches(p));
  });

  it('agrees with the size a monitor or all-in-one model code carries (E2424HS, 27GR75Q, C24-1800)', () => {
    const wrong: string[] = [];
    let coded = 0;
    for (const p of inSub('office-monitors', 'gaming-monitors', 'professional-monitors', 'all-in-one-pcs')) {
      const model = p.productName.slice(0, p.productName.indexOf('"')).replace(/ \S+$/, '');
      const size = /(?<![0-9])(22|24|25|27|28|32)(?=[0-9A-Z -]|$)/.exec(model.replace(/^\S+ /, ''))?.[1];
      if (!size) continue;
      coded += 1;
      if (Math.round(nameInches(p)) !== Number(size)) wrong.push(`${p.productName} (model says ${size})`);
    }
    expect(coded).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });

  it('gives one model one screen size wherever it is listed', () => {
    const sizes = new Map<string, Set<number>>();
    for (const p of inSub('office-monitors', 'gaming-monitors', 'professional-monitors', 'all-in-one-pcs', 'business-laptops', 'gaming-laptops', 'thin-and-light-laptops')) {
      const model = p.productName.slice(0, p.productName.indexOf('"')).replace(/ \S+$/, '');
      sizes.set(model, new Set([...(sizes.get(model) ?? []), nameInches(p)]));
    }
    expect([...sizes].filter(([, s]) => s.size > 1).map(([m, s]) => `${m}: ${[...s].join(' / ')}`)).toEqual([]);
  });

  it('writes the capacity of a drive, card or memory kit into its model number', () => {
    const wrong: string[] = [];
    for (const p of inSub('internal-hard-drives', 'solid-state-drives', 'external-drives', 'pen-drives-and-memory-cards', 'memory')) {
      const [, n, unit] = / (\d+)(GB|TB) /.exec(p.productName)!;
      const capacity = spec(p, 'Capacity')!;
      if (!capacity.startsWith(`${n}${unit}`)) wrong.push(`${p.productName}: Capacity ${capacity}`);
      const v = Number(n);
      const codes = unit === 'TB' ? [`${v * 1000}`, `WD${v * 10}`, `${v}T0`, `${v * 100}T`, `${v}T00`, String(v * 10).padStart(4, '0')] : [`${v}`];
      if (!codes.some((c) => p.modelNumber.includes(c))) wrong.push(`${p.productName}: model ${p.modelNumber}`);
      // A model code that spells a capacity (CMK16G..., CB8GU3200) spells this one.
      const spelled = /^(?:CMK|CB|CT)(\d+)G/.exec(p.modelNumber)?.[1];
      if (spelled && Number(spelled) !== v) wrong.push(`${p.productName}: model ${p.modelNumber}`);
    }
    for (const p of inSub('memory')) {
      const kit = / \(2x\d+GB\) /.test(p.productName);
      if (kit !== /K2|M2/.test(p.modelNumber)) wrong.push(`${p.productName}: model ${p.modelNumber}`);
      const latency = /C(\d{2})(?!\d)/.exec(p.modelNumber)?.[1];
      if (latency && spec(p, 'CAS Latency') !== undefined && spec(p, 'CAS Latency') !== `CL${latency}`) wrong.push(`${p.productName}: ${spec(p, 'CAS Latency')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps UPS ratings, cord lengths and licence seats in the model and the specifications', () => {
    const wrong: string[] = [];
    for (const p of inSub('ups-systems')) {
      const va = Number(/ (\d+)VA /.exec(p.productName)![1]);
      if (!p.modelNumber.includes(String(va)) && !p.modelNumber.includes(`${va / 1000}K`)) wrong.push(`${p.productName}: model ${p.modelNumber}`);
      if (!spec(p, 'Capacity')!.startsWith(`${va}VA`)) wrong.push(`${p.productName}: ${spec(p, 'Capacity')}`);
    }
    for (const p of inSub('cables-and-adapters').filter((x) => /Cord|HDMI 2.0 Cable/.test(x.productName))) {
      const metres = /(\d+(?:\.\d)?)m$/.exec(p.productName)![1];
      if (!new RegExp(`-${metres.replace('.', '\\.')}M?$`).test(p.modelNumber)) wrong.push(`${p.productName}: model ${p.modelNumber}`);
      if (spec(p, 'Length') !== undefined && spec(p, 'Length') !== `${metres} m`) wrong.push(`${p.productName}: ${spec(p, 'Length')}`);
    }
    for (const p of inSub('operating-systems', 'office-and-productivity', 'antivirus-and-security')) {
      // 'OEM License (DVD)' names no count: one PC.
      const seats = /(\d+) (User|PC|Core|Device)/.exec(p.productName) ?? ['', '1'];
      const licensed = spec(p, 'Licensed For');
      if (licensed !== undefined && !licensed.startsWith(`${seats[1]} `)) wrong.push(`${p.productName}: ${licensed}`);
      const years = /(\d+) Year/.exec(p.productName)?.[1];
      if (years && spec(p, 'Validity') !== `${Number(years) * 12} months`) wrong.push(`${p.productName}: ${spec(p, 'Validity')}`);
      if (p.subCategorySlug === 'antivirus-and-security' && !p.modelNumber.endsWith(`-${seats[1]}U${years}Y`)) wrong.push(`${p.productName}: model ${p.modelNumber}`);
    }
    expect(wrong).toEqual([]);
  });
});
