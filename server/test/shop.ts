// Test fixtures for checkout, payments and orders: products, addresses and carts written straight
// to the database, plus small request helpers. Ids are looked up by SKU (they differ between the
// PGlite and PostgreSQL runs).
import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  addresses,
  brands,
  cartFreeProducts,
  carts,
  categories,
  customers,
  products,
} from '../src/db/schema';
import { companyCartOwner } from '../src/modules/cart';
import type { TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

export interface ProductFixture {
  sku: string;
  base: string;
  discount?: string | null;
  gst?: string;
  stock: number;
  active?: boolean;
}

let catalogSeq = 0;

/** Inserts products (in a fresh category and brand) and answers sku -> id. */
export async function seedProducts(db: Db, fixtures: ProductFixture[]): Promise<(sku: string) => number> {
  catalogSeq += 1;
  const [category] = await db.insert(categories).values({ slug: `cat-${catalogSeq}-${Date.now()}`, title: 'Test category' }).returning();
  const [brand] = await db.insert(brands).values({ slug: `brand-${catalogSeq}-${Date.now()}`, brandName: 'Acme' }).returning();
  const rows = await db
    .insert(products)
    .values(
      fixtures.map((f) => ({
        sku: f.sku,
        modelNumber: `M-${f.sku}`,
        productName: `Product ${f.sku}`,
        productSlug: f.sku.toLowerCase(),
        categoryId: category.id,
        brandId: brand.id,
        primaryImage: `/media/products/${f.sku.toLowerCase()}.svg`,
        basePrice: f.base,
        discountPrice: f.discount ?? null,
        gstRate: f.gst ?? '18',
        stockQuantity: f.stock,
        isActive: f.active ?? true,
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  const ids = new Map(rows.map((r) => [r.sku, r.id] as const));
  return (sku: string) => {
    const id = ids.get(sku);
    if (id === undefined) throw new Error(`no fixture ${sku}`);
    return id;
  };
}

/** Public ids of the addresses (what a customer sends). */
export interface Addresses {
  billing: string;
  shipping: string;
}

/** A default billing and a default shipping address in `state`. */
export async function addAddresses(db: Db, customerId: number, state: string): Promise<Addresses> {
  const [b] = await db
    .insert(addresses)
    .values({ customerId, kind: 'billing', line1: '12 Billing Lane', city: 'Pune', state: state, country: 'India', pincode: '411001', phone: '9800000001', isDefault: 'y' })
    .returning({ id: addresses.publicId });
  const [s] = await db
    .insert(addresses)
    .values({ customerId, kind: 'shipping', line1: '7 Dock Road', city: 'Pune', state: state, country: 'India', pincode: '411002', phone: '9800000002', isDefault: 'y' })
    .returning({ id: addresses.publicId });
  return { billing: b.id, shipping: s.id };
}

/** Another (not default) shipping address. */
export async function addShipping(db: Db, customerId: number, state: string): Promise<string> {
  const [s] = await db
    .insert(addresses)
    .values({ customerId, kind: 'shipping', line1: '9 Other Road', city: 'Town', state: state, country: 'India', pincode: '560001', phone: '9800000003' })
    .returning({ id: addresses.publicId });
  return s.id;
}

/**
 * Replaces a user's cart with these lines (and free product): a signed-in test customer's own, or
 * given only the company, its oldest active admin's (the factory's first user).
 */
export async function setCart(
  db: Db,
  who: number | { id: number; userId: number },
  lines: [productId: number, quantity: number][],
  freeProductId?: number,
) {
  const customerId = typeof who === 'number' ? who : who.id;
  const userId = typeof who === 'number' ? await companyCartOwner(db, customerId) : who.userId;
  if (userId === null) throw new Error(`Company ${customerId} has no active user to hold a cart`);
  await db.delete(carts).where(eq(carts.userId, userId));
  await db.delete(cartFreeProducts).where(eq(cartFreeProducts.userId, userId));
  if (lines.length > 0) await db.insert(carts).values(lines.map(([productId, quantity]) => ({ customerId, userId, productId, quantity })));
  if (freeProductId !== undefined) await db.insert(cartFreeProducts).values({ customerId, userId, productId: freeProductId });
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row.stock;
}

export async function creditOf(db: Db, customerId: number): Promise<string> {
  const [row] = await db.select({ credit: customers.creditLimit }).from(customers).where(eq(customers.id, customerId));
  return row.credit;
}

export async function cartSize(db: Db, customerId: number): Promise<number> {
  return (await db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId))).length;
}

let keySeq = 0;
/** A fresh idempotency key, as the browser makes one per checkout attempt. */
export const newKey = () => `test-key-${Date.now()}-${++keySeq}-abcdef`;

export type Json = Record<string, unknown>;

export function requests(t: TestApp) {
  const get = (url: string, who?: TestCustomer) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: who?.auth });
  const post = (url: string, payload: Json, who?: TestCustomer) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: who?.auth, payload });
  /** A cash-on-delivery order-store call. */
  const cod = (who: TestCustomer, a: Addresses, extra: Json = {}) =>
    post('/order-store', { billing_address_id: a.billing, shipping_address_id: a.shipping, payment_method: 'cash_on_delivery', idempotency_key: newKey(), ...extra }, who);
  const checkout = async (who: TestCustomer, query = '') => {
    const res = await get(`/checkout${query}`, who);
    expect(res.statusCode).toBe(200);
    return res.json().data as Json & { grand_total: number; sub_total: number; cgst_amount: number; sgst_amount: number; igst_amount: number };
  };
  /** Fills the user's own cart with these lines and places it cash on delivery; the new order's number. */
  const placeCod = async (who: TestCustomer, a: Addresses, lines: [productId: number, quantity: number][]): Promise<string> => {
    await setCart(t.db, who, lines);
    const res = await cod(who, a);
    expect(res.statusCode).toBe(200);
    return res.json().data.order_number as string;
  };
  return { get, post, cod, placeCod, checkout };
}

export interface Shop {
  t: TestApp;
  r: ReturnType<typeof requests>;
  pid: (sku: string) => number;
}

/** A store in Maharashtra whose sandbox webhook fires at once, stocked with these products. */
export async function openShop(fixtures: ProductFixture[]): Promise<Shop> {
  const t = await buildTestApp({ storeState: 'Maharashtra', sandboxWebhookDelayMs: 0 });
  return { t, r: requests(t), pid: await seedProducts(t.db, fixtures) };
}
