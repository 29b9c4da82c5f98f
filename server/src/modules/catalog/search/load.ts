// Keeps one search index per database handle, built from the committed catalogue of the shape
// version a request read (cache.ts): a change committed before a request arrived is in the index
// it searches, in this process and in any other, since every process rebuilds on a newer version.
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { brands, categories, products, searchSynonyms } from '../../../db/schema';
import { toPaise } from '../../../lib/money';
import { SearchIndex, type SearchDoc } from './engine';

async function loadIndex(db: Db): Promise<SearchIndex> {
  const sub = alias(categories, 'sub');
  const [rows, synonymRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.productName,
        sku: products.sku,
        model: products.modelNumber,
        description: products.shortDescription,
        brand: brands.brandName,
        category: categories.title,
        subCategory: sql<string>`coalesce(${sub.title}, '')`,
        brandId: products.brandId,
        categoryId: products.categoryId,
        subCategoryId: products.subCategoryId,
        price: sql<string>`coalesce(${products.discountPrice}, ${products.basePrice})::text`,
        rating: sql<string>`${products.averageRating}::text`,
        createdAt: products.createdAt,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(sub, eq(sub.id, products.subCategoryId))
      .where(sql`${products.isActive}`)
      .orderBy(asc(products.id)),
    db.select({ phrases: searchSynonyms.phrases }).from(searchSynonyms).orderBy(asc(searchSynonyms.id)),
  ]);
  const docs: SearchDoc[] = rows.map((r) => ({
    ...r,
    pricePaise: toPaise(r.price),
    rating: Number(r.rating),
    createdAt: r.createdAt.getTime(),
  }));
  return new SearchIndex(
    docs,
    synonymRows.map((r) => r.phrases),
  );
}

interface Held {
  version: number;
  index: Promise<SearchIndex>;
}
const held = new WeakMap<Db, Held>();

/**
 * The index for a shape version: the one held when it is that version or newer (an answer may
 * hold data newer than its version, never older), else a new one, built once for all requests
 * that wait for it. Without a version row nothing is held.
 */
export function searchIndex(db: Db, shape: number | null): Promise<SearchIndex> {
  if (shape === null) return loadIndex(db);
  const current = held.get(db);
  if (current && current.version >= shape) return current.index;
  const index = loadIndex(db);
  const entry = { version: shape, index };
  held.set(db, entry);
  index.catch(() => {
    if (held.get(db) === entry) held.delete(db);
  });
  return index;
}
