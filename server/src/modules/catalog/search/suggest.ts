// Suggestions as a buyer types in the header's search box (GET /search-suggestions): the best few
// products from the search index, and the categories and brands whose names hold every typed word
// (the last one as a prefix, typos as in a search), each with the matched words' ranges.
import { asc, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { brands, categories, products } from '../../../db/schema';
import type { SearchSuggestions } from '@contracts/catalog';
import { catalogCaches } from '../cache';
import { highlightRanges, type SearchIndex } from './engine';
import { searchIndex } from './load';
import { queryWords, tokenize } from './text';

const PRODUCTS = 6;
const NAMES = 4;

/** The catalogue words each typed word may stand for (the last one completed), or null when a word stands for none. */
function expansions(index: SearchIndex, words: string[]): Set<string>[] | null {
  const sets = words.map((w, i) => new Set(index.expand(w, i === words.length - 1).map(([term]) => term)));
  return sets.some((s) => s.size === 0) ? null : sets;
}

/** Whether a name holds every typed word, and the words of it that did. */
function nameMatch(name: string, wanted: Set<string>[]): Set<string> | null {
  const terms = new Set(tokenize(name).map((t) => t.term));
  const hit = new Set<string>();
  for (const options of wanted) {
    const found = [...options].filter((t) => terms.has(t));
    if (found.length === 0) return null;
    for (const t of found) hit.add(t);
  }
  return hit;
}

export async function searchSuggestions(db: Db, q: string): Promise<SearchSuggestions> {
  const words = queryWords(q);
  if (words.length === 0) return { products: [], categories: [], brands: [] };
  const version = await catalogCaches(db).version();
  const index = await searchIndex(db, version?.shape ?? null);

  const { docs, scores, matched } = index.search(q, { categoryId: null, subCategoryId: null, minRating: null });
  const ids = index.top(docs, 'relevance', scores, PRODUCTS).map((doc) => index.ids[doc]);
  const parent = alias(categories, 'parent');
  const [productRows, categoryRows, brandRows] = await Promise.all([
    ids.length
      ? db.select({ id: products.id, slug: products.productSlug, label: products.productName }).from(products).where(inArray(products.id, ids))
      : Promise.resolve([]),
    db
      .select({ id: categories.id, slug: categories.slug, label: categories.title, parent_slug: sql<string | null>`${parent.slug}` })
      .from(categories)
      .leftJoin(parent, sql`${parent.id} = ${categories.parentId}`)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select({ id: brands.id, slug: brands.slug, label: brands.brandName }).from(brands).orderBy(asc(brands.brandName), asc(brands.id)),
  ]);
  const byId = new Map(productRows.map((p) => [p.id, p]));

  const wanted = expansions(index, words);
  const named = <T extends { label: string }>(rows: T[]) =>
    wanted
      ? rows.flatMap((row) => {
          const hit = nameMatch(row.label, wanted);
          return hit ? [{ ...row, highlight: { label: highlightRanges(row.label, hit) } }] : [];
        }).slice(0, NAMES)
      : [];

  return {
    products: ids.flatMap((id) => {
      const p = byId.get(id);
      return p ? [{ ...p, highlight: { label: highlightRanges(p.label, matched) } }] : [];
    }),
    categories: named(categoryRows),
    brands: named(brandRows),
  };
}
