// Product rows -> the wire product of spec section 3 (shared by catalogue, cart, orders, quotations).
// Related rows are loaded in one batched query per table (WHERE ... IN (...)), never per product.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  carts,
  categories,
  customRates,
  productImages,
  products,
  productSpecifications,
} from '../../db/schema';
import type { Product } from '@contracts/catalog';
import { num } from '../../lib/money';

export type ProductRow = typeof products.$inferSelect;

/** Who is looking: prices, price-list rates and cart flags belong to an approved customer only. */
export interface ProductViewer {
  /** `pricedCustomerId(req)`: null for visitors and accounts awaiting approval. */
  pricedCustomerId: number | null;
  /** The signed-in customer whatever their approval status (their own review is marked); none for a visitor. */
  customerId?: number | null;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/**
 * Turns product rows into wire products, in the order given. Prices (base, discount, GST,
 * custom rate) are null unless the viewer is an approved customer; `custom_rates` is only that
 * customer's own rate and `is_in_cart` only reflects that customer's cart.
 */
export async function serializeProducts(db: Db, rows: ProductRow[], viewer: ProductViewer): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.id))];
  const brandIds = [...new Set(rows.map((r) => r.brandId))];
  const categoryIds = [
    ...new Set(rows.flatMap((r) => (r.subCategoryId === null ? [r.categoryId] : [r.categoryId, r.subCategoryId]))),
  ];
  const priced = viewer.pricedCustomerId;

  const [imageRows, specRows, brandRows, categoryRows, rateRows, cartRows] = await Promise.all([
    db
      .select({ id: productImages.id, productId: productImages.productId, images: productImages.images })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    db
      .select({
        id: productSpecifications.id,
        productId: productSpecifications.productId,
        title: productSpecifications.title,
        description: productSpecifications.description,
      })
      .from(productSpecifications)
      .where(inArray(productSpecifications.productId, ids))
      .orderBy(asc(productSpecifications.sortOrder), asc(productSpecifications.id)),
    db
      .select({ id: brands.id, brand_name: brands.brandName, slug: brands.slug })
      .from(brands)
      .where(inArray(brands.id, brandIds)),
    db
      .select({ id: categories.id, slug: categories.slug, title: categories.title })
      .from(categories)
      .where(inArray(categories.id, categoryIds)),
    priced === null
      ? Promise.resolve([])
      : db
          .select({ productId: customRates.productId, customRate: customRates.customRate })
          .from(customRates)
          .where(and(eq(customRates.customerId, priced), inArray(customRates.productId, ids))),
    priced === null
      ? Promise.resolve([])
      : db
          .select({ productId: carts.productId })
          .from(carts)
          .where(and(eq(carts.customerId, priced), inArray(carts.productId, ids))),
  ]);

  const imagesOf = groupBy(imageRows, (r) => r.productId);
  const specsOf = groupBy(specRows, (r) => r.productId);
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const rateOf = new Map(rateRows.map((r) => [r.productId, r.customRate]));
  const inCart = new Set(cartRows.map((r) => r.productId));

  return rows.map((p) => {
    const rate = rateOf.get(p.id);
    return {
      id: p.id,
      sku: p.sku,
      model_number: p.modelNumber,
      product_name: p.productName,
      name: p.productName,
      product_slug: p.productSlug,
      primary_image: p.primaryImage,
      images: (imagesOf.get(p.id) ?? []).map((i) => ({ id: i.id, images: i.images })),
      brands: brandById.get(p.brandId) ?? null,
      category: categoryById.get(p.categoryId) ?? null,
      sub_category: p.subCategoryId === null ? null : (categoryById.get(p.subCategoryId) ?? null),
      specification: (specsOf.get(p.id) ?? []).map((s) => ({ id: s.id, title: s.title, description: s.description })),
      base_price: priced === null ? null : num(p.basePrice),
      discount_price: priced === null ? null : num(p.discountPrice),
      custom_rates: priced === null || rate === undefined ? null : { custom_rate: Number(rate) },
      gst_rate: priced === null ? null : num(p.gstRate),
      stock_quantity: p.stockQuantity,
      average_rating: Number(p.averageRating),
      is_in_cart: inCart.has(p.id),
      height: num(p.height),
      length: num(p.length),
      width: num(p.width),
      weight: num(p.weight),
      short_description: p.shortDescription,
      long_description: p.longDescription,
      warranty_period: p.warrantyPeriod,
      warranty_terms: p.warrantyTerms,
    };
  });
}
