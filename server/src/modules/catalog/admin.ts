// The back office's product writes: create, edit and stock, each in one transaction with
// its audit entry. Writes are plain product rows, so the catalogue version triggers (migrations
// 0010/0011) move every server process's caches and search index on to the change. The list and
// one product are adminRead.ts, the form's rules adminForm.ts.
import { asc, eq, ilike, or } from 'drizzle-orm';
import {
  MAX_STOCK,
  PRODUCT_VERSION_REQUIRED,
  STALE_PRODUCT_MESSAGE,
  stockRules,
  type AdminProductDetail,
  type AdminProductRequest,
  type AdminSpecification,
  type AdminStockRequest,
} from '@contracts/adminCatalogue';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { brands, productImages, products, productSpecifications } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { validateForm } from '../../lib/fields';
import { slugify } from '../../lib/slug';
import { recordAudit, type Actor } from '../staff';
import { columnsOf, diff, readForm, valuesOf, type ProductValues } from './adminForm';
import { adminProductDetail, notFoundMessage } from './adminRead';

async function writeSpecs(tx: Tx, productId: number, specs: AdminSpecification[]) {
  await tx.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
  if (specs.length) {
    await tx.insert(productSpecifications).values(specs.map((s, i) => ({ productId, title: s.title, description: s.value, sortOrder: i + 1 })));
  }
}

async function brandName(db: DbOrTx, id: number): Promise<string> {
  const [b] = await db.select({ name: brands.brandName }).from(brands).where(eq(brands.id, id));
  return b?.name ?? '';
}

/** A slug for the product's URL and generated artwork: its name, made unique with -2, -3... (as the import does). */
async function freeSlug(tx: Tx, name: string, sku: string): Promise<string> {
  const nameSlug = slugify(name) || slugify(sku) || 'product';
  const base = nameSlug.length > 80 ? nameSlug.slice(0, 80).replace(/-[^-]*$/, '') : nameSlug;
  const taken = new Set(
    (await tx.select({ slug: products.productSlug }).from(products).where(or(eq(products.productSlug, base), ilike(products.productSlug, `${base}-%`)))).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export async function createAdminProduct(db: Db, actor: Actor, body: AdminProductRequest): Promise<AdminProductDetail> {
  const v = await readForm(db, body);
  const id = await db.transaction(async (tx) => {
    const slug = await freeSlug(tx, v.productName, v.sku);
    const [row] = await tx
      .insert(products)
      .values({
        ...columnsOf(v, v.sku, await brandName(tx, v.brandId)),
        sku: v.sku,
        productSlug: slug,
        stockQuantity: v.stock,
        // The generated artwork the storefront shows until photographs are uploaded (as the import gives a new product).
        primaryImage: `img/product/${slug}-1.svg`,
      })
      .returning({ id: products.id });
    await writeSpecs(tx, row.id, v.specs);
    await tx.insert(productImages).values([2, 3].map((k) => ({ productId: row.id, images: `img/product/${slug}-${k}.svg`, sortOrder: k - 1 })));
    const { specs, ...fields } = v;
    await recordAudit(tx, actor, { action: 'product.create', entityType: 'product', entityId: v.sku, before: null, after: { ...fields, specs } });
    return row.id;
  });
  return adminProductDetail(db, id);
}

/** Locks the product's row and checks the version the staff member saw (409 when stale). */
export async function lockProduct(tx: Tx, id: number, version: number | undefined) {
  if (version === undefined) throw invalid({ version: [PRODUCT_VERSION_REQUIRED] });
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound(notFoundMessage(id));
  if (row.version !== version) throw conflict(STALE_PRODUCT_MESSAGE);
  return row;
}

/** Edits a product (everything the form holds but its SKU and stock): answers whether anything changed. */
export async function updateAdminProduct(db: Db, actor: Actor, id: number, body: AdminProductRequest): Promise<{ changed: boolean; product: AdminProductDetail }> {
  if (body.version === undefined) throw invalid({ version: [PRODUCT_VERSION_REQUIRED] });
  const [found] = await db.select().from(products).where(eq(products.id, id));
  if (!found) throw notFound(notFoundMessage(id));
  const specsNow = async (d: DbOrTx) =>
    (await d.select().from(productSpecifications).where(eq(productSpecifications.productId, id)).orderBy(asc(productSpecifications.sortOrder), asc(productSpecifications.id))).map((s) => ({
      title: s.title,
      value: s.description,
    }));
  // Checked against the product as read (a clear 422 before any lock); the version check under the lock decides.
  const v = await readForm(db, body, valuesOf(found, await specsNow(db)));
  const changed = await db.transaction(async (tx) => {
    const row = await lockProduct(tx, id, body.version);
    const before = valuesOf(row, await specsNow(tx));
    const after: ProductValues = { ...v };
    delete (after as Partial<typeof v>).sku;
    delete (after as Partial<typeof v>).stock;
    const change = diff(before, after);
    if (!Object.keys(change.after).length) return false;
    await tx
      .update(products)
      .set({ ...columnsOf(after, row.sku, await brandName(tx, after.brandId)), version: row.version + 1 })
      .where(eq(products.id, id));
    if ('specs' in change.after) await writeSpecs(tx, id, after.specs);
    await recordAudit(tx, actor, { action: 'product.update', entityType: 'product', entityId: row.sku, ...change });
    return true;
  });
  return { changed, product: await adminProductDetail(db, id) };
}

/** Sets the stock on its own (inline on the list): locked, versioned and audited like an edit. */
export async function setAdminProductStock(db: Db, actor: Actor, id: number, body: AdminStockRequest): Promise<{ previous: number; product: AdminProductDetail }> {
  const { stock_quantity: raw } = validateForm(body as Record<string, unknown>, stockRules);
  const stock = Number(raw);
  if (stock > MAX_STOCK) throw invalid({ stock_quantity: ['Stock must be a whole number of 0 or more.'] });
  const previous = await db.transaction(async (tx) => {
    const row = await lockProduct(tx, id, body.version);
    if (row.stockQuantity === stock) return stock;
    await tx.update(products).set({ stockQuantity: stock, version: row.version + 1 }).where(eq(products.id, id));
    await recordAudit(tx, actor, { action: 'product.stock', entityType: 'product', entityId: row.sku, before: { stockQuantity: row.stockQuantity }, after: { stockQuantity: stock } });
    return row.stockQuantity;
  });
  return { previous, product: await adminProductDetail(db, id) };
}
