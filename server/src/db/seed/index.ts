// The deterministic demo store: taxonomy, products (with specs, images and ratings), accounts,
// editorial content, free-product offers and the demo customer's price list. Every step is
// idempotent, so `seed` can also grow an existing catalogue to a larger size.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, categories, customRates, customers, freeProducts, products, storeMeta } from '../schema';
import { BRANDS } from '../../lib/brands';
import { bulkInsert, productColumns, type BulkTable } from '../bulk';
import { CATALOG } from './catalog';
import { seedContent } from './content';
import { DEMO_CUSTOMER, ensureDemoCustomer, ensurePendingCustomer, ensureReviewers } from './customers';
import { DEMO_PRODUCTS, generateProduct, shelfPrice, type GeneratedProduct } from './products';
import { Rng } from './random';
import { ensureDemoStaff } from './staff';

export { DEMO_CUSTOMER, PENDING_CUSTOMER } from './customers';
export { DEMO_STAFF } from './staff';

export const SEED_VERSION = '1';
export const DEFAULT_PRODUCTS = DEMO_PRODUCTS;
export const MAX_PRODUCTS = 100_000;
/** How many products get a price-list rate for the demo customer. */
const CUSTOM_RATE_COUNT = 20;

export interface SeedOptions {
  /** Catalogue size to reach (products are only added, never removed). */
  products?: number;
  log?: (message: string) => void;
}

export interface SeedResult {
  productsAdded: number;
  totalProducts: number;
}

const PRODUCTS_TABLE: BulkTable = {
  name: 'products',
  columns: productColumns([
    'sku',
    'model_number',
    'product_name',
    'product_slug',
    'category_id',
    'sub_category_id',
    'brand_id',
    'primary_image',
    'base_price',
    'discount_price',
    'gst_rate',
    'hsn_code',
    'stock_quantity',
    'average_rating',
    'height',
    'length',
    'width',
    'weight',
    'short_description',
    'long_description',
    'warranty_period',
    'warranty_terms',
    'search_text',
    'created_at',
  ]),
};
const SPECS_TABLE: BulkTable = {
  name: 'product_specifications',
  columns: { product_id: 'int', title: 'text', description: 'text', sort_order: 'int' },
};
const IMAGES_TABLE: BulkTable = { name: 'product_images', columns: { product_id: 'int', images: 'text', sort_order: 'int' } };
const RATINGS_TABLE: BulkTable = {
  name: 'ratings',
  columns: { product_id: 'int', customer_id: 'int', rating: 'numeric', review_title: 'text', review_description: 'text', created_at: 'timestamptz' },
};

async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return Number(row.n);
}

/** Categories (top level, then sub-categories) and brands; returns slug -> id maps. */
async function ensureTaxonomy(db: Db) {
  await db
    .insert(categories)
    .values(CATALOG.map((c, i) => ({ slug: c.slug, title: c.title, sortOrder: i + 1 })))
    .onConflictDoNothing();
  const tops = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(isNull(categories.parentId));
  const topId = new Map(tops.map((c) => [c.slug, c.id]));
  await db
    .insert(categories)
    .values(
      CATALOG.flatMap((c) => c.subs.map((s, i) => ({ slug: s.slug, title: s.title, parentId: topId.get(c.slug)!, sortOrder: i + 1 }))),
    )
    .onConflictDoNothing();
  await db
    .insert(brands)
    .values(BRANDS.map((b) => ({ slug: b.slug, brandName: b.name })))
    .onConflictDoNothing();
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const brandRows = await db.select({ id: brands.id, slug: brands.slug }).from(brands);
  return { categoryId: new Map(cats.map((c) => [c.slug, c.id])), brandId: new Map(brandRows.map((b) => [b.slug, b.id])) };
}

type Taxonomy = Awaited<ReturnType<typeof ensureTaxonomy>>;

/** Inserts one batch of generated products with their specifications, images and ratings. */
async function insertBatch(db: Db, batch: GeneratedProduct[], tax: Taxonomy, reviewers: number[]) {
  const inserted = await bulkInsert<{ id: number; sku: string }>(
    db,
    PRODUCTS_TABLE,
    batch.map((p) => ({
      sku: p.sku,
      model_number: p.modelNumber,
      product_name: p.productName,
      product_slug: p.productSlug,
      category_id: tax.categoryId.get(p.categorySlug),
      sub_category_id: tax.categoryId.get(p.subCategorySlug),
      brand_id: tax.brandId.get(p.brandSlug),
      primary_image: p.primaryImage,
      base_price: p.basePrice,
      discount_price: p.discountPrice,
      gst_rate: p.gstRate,
      hsn_code: p.hsnCode,
      stock_quantity: p.stockQuantity,
      average_rating: p.averageRating,
      height: p.height,
      length: p.length,
      width: p.width,
      weight: p.weight,
      short_description: p.shortDescription,
      long_description: p.longDescription,
      warranty_period: p.warrantyPeriod,
      warranty_terms: p.warrantyTerms,
      search_text: p.searchText,
      created_at: p.createdAt,
    })),
    { returning: ['id', 'sku'] },
  );
  const idOf = new Map(inserted.map((r) => [r.sku, Number(r.id)]));
  const specs: Record<string, unknown>[] = [];
  const images: Record<string, unknown>[] = [];
  const ratings: Record<string, unknown>[] = [];
  for (const p of batch) {
    const productId = idOf.get(p.sku);
    p.specs.forEach(([title, description], k) => specs.push({ product_id: productId, title, description, sort_order: k + 1 }));
    p.images.forEach((image, k) => images.push({ product_id: productId, images: image, sort_order: k + 1 }));
    for (const r of p.ratings) {
      ratings.push({
        product_id: productId,
        customer_id: reviewers[r.reviewer],
        rating: r.rating,
        review_title: r.title,
        review_description: r.description,
        created_at: r.createdAt,
      });
    }
  }
  await bulkInsert(db, SPECS_TABLE, specs, { chunk: 5000 });
  await bulkInsert(db, IMAGES_TABLE, images, { chunk: 5000 });
  await bulkInsert(db, RATINGS_TABLE, ratings, { chunk: 3000 });
}

/** Adds generated products until the catalogue holds `target` products. */
async function addProducts(db: Db, target: number, tax: Taxonomy, reviewers: number[], log: (m: string) => void): Promise<number> {
  const have = await countProducts(db);
  if (have >= target) return 0;
  // New products continue after the highest seeded index, so growing is deterministic.
  const [{ maxIndex }] = await db
    .select({ maxIndex: sql<number>`coalesce(max(substring(${products.sku} from '^ITW-[A-Z]+-([0-9]+)$')::int), 0)` })
    .from(products);
  const first = Number(maxIndex) + 1;
  const last = first + (target - have) - 1;
  const chunk = 2000;
  for (let start = first; start <= last; start += chunk) {
    const batch: GeneratedProduct[] = [];
    for (let i = start; i <= Math.min(last, start + chunk - 1); i += 1) batch.push(generateProduct(i));
    // One transaction per batch: far fewer commits (each a WAL flush on PGlite's files).
    await db.transaction((tx) => insertBatch(tx, batch, tax, reviewers));
    const done = Math.min(last, start + chunk - 1) - first + 1;
    if (target - have >= 10_000 && (done % 10_000 === 0 || done === target - have)) log(`  ${done} of ${target - have} products added`);
  }
  return target - have;
}

/** Two free-product offers: the cheapest in-stock accessories. */
async function ensureFreeProducts(db: Db) {
  const [existing] = await db.select({ id: freeProducts.id }).from(freeProducts).limit(1);
  if (existing) return;
  const cheapest = await db
    .select({ id: products.id, name: products.productName })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(categories.slug, 'accessories'), sql`${products.stockQuantity} > 0`, sql`${products.basePrice} <= 1000`))
    .orderBy(sql`coalesce(${products.discountPrice}, ${products.basePrice})`, sql`${products.productSlug} collate "C"`)
    .limit(20);
  // Two offers a buyer can tell apart: the catalogue may list one item under two SKUs.
  const picks = cheapest.filter((p, i) => cheapest.findIndex((q) => q.name === p.name) === i).slice(0, 2);
  if (picks.length) await db.insert(freeProducts).values(picks.map((p) => ({ productId: p.id })));
}

/** The demo customer's price-list rate: 5-12% under the product's own price, as a shelf price. */
export function demoRate(slug: string, price: number): number {
  const target = price * new Rng(`rate:${slug}`).float(0.88, 0.95);
  let rate = shelfPrice(target);
  if (rate >= price) rate = Math.floor(target);
  return Math.max(1, rate);
}

/** The first product (by slug) of the first category (by sort order): always has a demo rate. */
async function firstCatalogueProduct(db: Db) {
  const [row] = await db
    .select({ id: products.id, slug: products.productSlug, base: products.basePrice, discount: products.discountPrice })
    .from(products)
    .where(
      eq(
        products.categoryId,
        sql`(select ${categories.id} from ${categories} where ${categories.parentId} is null order by ${categories.sortOrder}, ${categories.id} limit 1)`,
      ),
    )
    // "C" so PostgreSQL servers with a language locale agree with PGlite on which slug is first.
    .orderBy(sql`${products.productSlug} collate "C"`)
    .limit(1);
  return row;
}

async function ensureCustomRates(db: Db, customerId: number) {
  const rows = [];
  const [has] = await db.select({ id: customRates.id }).from(customRates).where(eq(customRates.customerId, customerId)).limit(1);
  if (!has) {
    // Chosen among the first few hundred products, so the same ones get rates at any catalogue size.
    const candidates = await db
      .select({ id: products.id, slug: products.productSlug, base: products.basePrice, discount: products.discountPrice })
      .from(products)
      .where(sql`${products.discountPrice} is not null and substring(${products.sku} from '([0-9]+)$')::int <= ${DEFAULT_PRODUCTS}`)
      .orderBy(sql`${products.sku} collate "C"`);
    rows.push(...new Rng('custom-rates').shuffle(candidates).slice(0, CUSTOM_RATE_COUNT - 1));
  }
  const first = await firstCatalogueProduct(db);
  if (first) rows.push(first);
  if (!rows.length) return;
  await db
    .insert(customRates)
    .values(rows.map((p) => ({ customerId, productId: p.id, customRate: demoRate(p.slug, Number(p.discount ?? p.base)).toFixed(2) })))
    .onConflictDoNothing();
}

/** Builds (or tops up) the demo store. Safe to run again: nothing is duplicated. */
export async function seed(db: Db, { products: target = DEFAULT_PRODUCTS, log = () => {} }: SeedOptions = {}): Promise<SeedResult> {
  if (!Number.isInteger(target) || target < 1 || target > MAX_PRODUCTS) {
    throw new Error(`products must be a whole number from 1 to ${MAX_PRODUCTS}`);
  }
  const started = Date.now();
  const tax = await ensureTaxonomy(db);
  const reviewers = await ensureReviewers(db);
  const demo = await ensureDemoCustomer(db);
  await ensurePendingCustomer(db);
  await ensureDemoStaff(db);
  const added = await addProducts(db, target, tax, reviewers, log);
  await seedContent(db);
  await ensureFreeProducts(db);
  await ensureCustomRates(db, demo.id);
  await db
    .insert(storeMeta)
    .values({ key: 'seed_version', value: SEED_VERSION })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value: SEED_VERSION } });
  // Fresh planner statistics: PGlite has no autovacuum, and without them the listing queries pick
  // slow plans at scale (hundreds of ms instead of tens at 100k products).
  if (added > 0) await db.execute(sql`VACUUM ANALYZE`);
  const total = await countProducts(db);
  log(`Seed: ${added} products added (${total} in the catalogue) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { productsAdded: added, totalProducts: total };
}

/** Seeds the demo store only when there are no products; returns whether it seeded. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  if ((await countProducts(db)) > 0) return false;
  await seed(db, opts);
  return true;
}

/** The demo customer's price-list rates in slug order (for tests and the README). */
export async function demoCustomRates(db: Db): Promise<{ slug: string; customRate: number }[]> {
  const rows = await db
    .select({ slug: products.productSlug, rate: customRates.customRate })
    .from(customRates)
    .innerJoin(customers, eq(customers.id, customRates.customerId))
    .innerJoin(products, eq(products.id, customRates.productId))
    .where(sql`lower(${customers.email}) = ${DEMO_CUSTOMER.email}`)
    .orderBy(sql`${products.productSlug} collate "C"`);
  return rows.map((r) => ({ slug: r.slug, customRate: Number(r.rate) }));
}

export async function demoCustomRateProductSlugs(db: Db): Promise<string[]> {
  return (await demoCustomRates(db)).map((r) => r.slug);
}
