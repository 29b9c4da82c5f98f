// The operator's stock commands: set a product's stock by SKU, list low stock. Shared by the operator API and the tool's direct mode.
import { sql } from 'drizzle-orm';
import type { LowStockReport, StockChange } from '@contracts/operatorProducts';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { MAX_STOCK } from './import/format';

export const LOW_STOCK_DEFAULT = 5;
const LOW_STOCK_LISTED = 500;

type Rows<T> = { rows: T[] };

interface ProductRef {
  id: number;
  sku: string;
  product_name: string;
  stock_quantity: number;
}

/** The product with this SKU: exact, else the one SKU that matches ignoring case. */
async function productBySku(db: Db, sku: string): Promise<ProductRef> {
  const res = (await db.execute(
    sql`select id, sku, product_name, stock_quantity from products
        where sku = ${sku} or lower(sku) = lower(${sku}) order by (sku = ${sku}) desc limit 2`,
  )) as unknown as Rows<ProductRef>;
  const [first, second] = res.rows;
  if (!first || (first.sku !== sku && second)) throw notFound(`No product with the SKU ${sku}.`);
  return first;
}

/* ---------- stock ---------- */

export function parseQuantity(raw: unknown): number {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(s) || Number(s) > MAX_STOCK) throw invalid({ quantity: ['Quantity must be a whole number of 0 or more.'] });
  return Number(s);
}

/** Sets a product's stock; answers the old and new figure. */
export async function setStock(db: Db, skuInput: string, quantityInput: unknown): Promise<StockChange> {
  const sku = (skuInput ?? '').trim();
  if (!sku) throw invalid({ sku: ['SKU is required.'] });
  const quantity = parseQuantity(quantityInput);
  return db.transaction(async (tx) => {
    const product = await productBySku(tx as unknown as Db, sku);
    // Locked, so an order placed at the same moment either sees the old stock or waits for the new.
    const res = (await tx.execute(sql`select stock_quantity from products where id = ${product.id} for update`)) as unknown as Rows<{ stock_quantity: number }>;
    const previous = Number(res.rows[0].stock_quantity);
    if (previous !== quantity) await tx.execute(sql`update products set stock_quantity = ${quantity} where id = ${product.id}`);
    return { sku: product.sku, product_name: product.product_name, previous, stock: quantity };
  });
}

export function parseBelow(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return LOW_STOCK_DEFAULT;
  const s = String(raw).trim();
  if (!/^\d+$/.test(s) || Number(s) > MAX_STOCK) throw invalid({ below: ['--below must be a whole number of 0 or more.'] });
  return Number(s);
}

/** Active products with stock at or below `below`, lowest first. */
export async function lowStock(db: Db, belowInput?: unknown): Promise<LowStockReport> {
  const below = parseBelow(belowInput);
  const list = (await db.execute(
    sql`select sku, product_name, stock_quantity from products where is_active and stock_quantity <= ${below}
        order by stock_quantity, sku collate "C" limit ${LOW_STOCK_LISTED}`,
  )) as unknown as Rows<{ sku: string; product_name: string; stock_quantity: number }>;
  const count = (await db.execute(
    sql`select count(*)::int as n from products where is_active and stock_quantity <= ${below}`,
  )) as unknown as Rows<{ n: number }>;
  return {
    below,
    total: Number(count.rows[0].n),
    products: list.rows.map((r) => ({ sku: r.sku, product_name: r.product_name, stock: Number(r.stock_quantity) })),
  };
}
