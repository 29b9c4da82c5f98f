// GET /home-products: the home page's rails from the real catalogue: new arrivals, and the best
// rated products computed from the reviews table (not from a column of products).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, ratings } from '../../db/schema';
import type { HomeProductsResponse } from '@contracts/catalog';
import { catalogCaches } from './cache';
import { serializeShared, withCustomerExtras, type ProductViewer } from './serialize';
import { rowsInOrder, viewOf } from './service';

/** Products per rail: two rows of four on a desktop. */
export const HOME_RAIL_SIZE = 8;

type HomeProducts = HomeProductsResponse['data'];

async function sharedHome(db: Db, priced: boolean): Promise<HomeProducts> {
  const [newest, best] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isActive}`)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(HOME_RAIL_SIZE),
    db
      .select({ id: ratings.productId })
      .from(ratings)
      .innerJoin(products, and(eq(products.id, ratings.productId), sql`${products.isActive}`))
      .groupBy(ratings.productId)
      .orderBy(desc(sql`avg(${ratings.rating})`), desc(sql`count(*)`), desc(ratings.productId))
      .limit(HOME_RAIL_SIZE),
  ]);
  const [newArrivals, bestRated] = await Promise.all([
    rowsInOrder(db, newest.map((r) => r.id)).then((rows) => serializeShared(db, rows, priced)),
    rowsInOrder(db, best.map((r) => r.id)).then((rows) => serializeShared(db, rows, priced)),
  ]);
  return { new_arrivals: newArrivals, best_rated: bestRated };
}

export async function homeProducts(db: Db, viewer: ProductViewer): Promise<HomeProducts> {
  const { version, extras } = await viewOf(db, viewer);
  const priced = extras !== null;
  // Reviews move the catalogue's content version (the product page shows them), so the rails follow.
  const shared = await catalogCaches(db).home.get(version?.content ?? null, String(priced), () => sharedHome(db, priced));
  if (!extras) return shared;
  return { new_arrivals: withCustomerExtras(shared.new_arrivals, extras), best_rated: withCustomerExtras(shared.best_rated, extras) };
}
