// The product export: the whole catalogue as a product CSV (import/format.ts), so an export imported again changes nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { csvRow } from '../../lib/csv';
import { fromRaw, loadTaxonomy, productFields, type Raw } from './import/existing';
import { formatSpecifications, IMPORT_COLUMNS } from './import/format';

/** The whole catalogue (inactive products too) in the import format, oldest product first. */
export async function exportProducts(db: Db, write: (chunk: string) => void | Promise<void>): Promise<number> {
  const tax = await loadTaxonomy(db);
  const cats = (await db.execute(sql`select id, slug from categories`)) as unknown as { rows: { id: number; slug: string }[] };
  const slugOf = new Map(cats.rows.map((c) => [Number(c.id), c.slug]));
  await write(csvRow([...IMPORT_COLUMNS]));
  let after = 0;
  let count = 0;
  for (;;) {
    const res = (await db.execute(sql`select ${productFields()} from products p where p.id > ${after} order by p.id limit 5000`)) as unknown as { rows: Raw[] };
    if (!res.rows.length) break;
    let chunk = '';
    for (const raw of res.rows) {
      const p = fromRaw(raw);
      chunk += csvRow([
        p.sku,
        p.productName,
        p.modelNumber,
        slugOf.get(p.categoryId),
        p.subCategoryId === null ? '' : slugOf.get(p.subCategoryId),
        tax.brandName.get(p.brandId),
        p.basePrice,
        p.discountPrice,
        p.gstRate,
        p.hsnCode,
        p.stockQuantity,
        p.shortDescription,
        p.longDescription,
        formatSpecifications(p.specs),
        p.warrantyPeriod,
        p.warrantyTerms,
        p.height,
        p.length,
        p.width,
        p.weight,
        p.isActive,
      ]);
      after = p.id;
    }
    count += res.rows.length;
    await write(chunk);
  }
  return count;
}
