// What the site-level answers read from the database: whether a page's slug exists (one indexed
// lookup each) and the public URLs for sitemap.xml and llms.txt.
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STORE_ROUTES, type RouteLookup } from '@contracts/routes';
import type { Db } from '../../db/client';
import { blogs, categories, products } from '../../db/schema';

const active = sql`${products.isActive}`;

/** Whether the database holds what the page shows: a unique-index or primary-key lookup each. */
export async function pageExists(db: Db, lookup: RouteLookup, params: string[]): Promise<boolean> {
  const [first, second] = params;
  switch (lookup) {
    case 'product': {
      const rows = await db.select({ id: products.id }).from(products).where(and(eq(products.productSlug, first), active)).limit(1);
      return rows.length > 0;
    }
    case 'category': {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.slug, first), isNull(categories.parentId)))
        .limit(1);
      return rows.length > 0;
    }
    case 'sub-category': {
      const parent = alias(categories, 'parent');
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .innerJoin(parent, eq(parent.id, categories.parentId))
        .where(and(eq(categories.slug, second), eq(parent.slug, first), isNull(parent.parentId)))
        .limit(1);
      return rows.length > 0;
    }
    case 'blog': {
      const rows = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, first)).limit(1);
      return rows.length > 0;
    }
  }
}

/** A path of the storefront from its segments, each percent-encoded. */
export const pagePath = (...segments: string[]) => '/' + segments.map(encodeURIComponent).join('/');

/** The information pages of the route table: indexed, without parameters. */
export const informationPages = STORE_ROUTES.filter((r) => r.indexed && !r.path.includes(':'));

export interface CategoryPage {
  path: string;
  title: string;
  subCategories: { path: string; title: string }[];
}

/** Top-level categories with their sub-categories, in the storefront's order. */
export async function categoryPages(db: Db): Promise<CategoryPage[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, title: categories.title })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.title), asc(categories.id));
  const top = new Map<number, CategoryPage & { slug: string }>();
  for (const r of rows) if (r.parentId === null) top.set(r.id, { slug: r.slug, path: pagePath(r.slug), title: r.title, subCategories: [] });
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : top.get(r.parentId);
    parent?.subCategories.push({ path: pagePath(parent.slug, r.slug), title: r.title });
  }
  return [...top.values()].map(({ path, title, subCategories }) => ({ path, title, subCategories }));
}

/** Blog posts, newest first. */
export async function blogPages(db: Db): Promise<{ path: string; title: string }[]> {
  const rows = await db.select({ slug: blogs.slug, title: blogs.title }).from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return rows.map((r) => ({ path: pagePath('blog-details', r.slug), title: r.title }));
}

export async function activeProductCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(active);
  return Number(row?.n ?? 0);
}

/** One slice of the active products' pages, in id order (stable between requests). */
export async function productPaths(db: Db, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ slug: products.productSlug })
    .from(products)
    .where(active)
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => pagePath('product', r.slug));
}

/** Every page except the products': information pages, categories, sub-categories, blog posts. */
export async function pagesExceptProducts(db: Db): Promise<string[]> {
  const [cats, posts] = await Promise.all([categoryPages(db), blogPages(db)]);
  return [
    ...informationPages.map((r) => pagePath(...r.path.split('/').filter(Boolean))),
    ...cats.flatMap((c) => [c.path, ...c.subCategories.map((s) => s.path)]),
    ...posts.map((p) => p.path),
  ];
}
