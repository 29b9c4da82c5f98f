// The search index on its own (no database): an incremental update answers as a full build of the
// same catalogue would, and a page taken by `top` is the page of a full sort, in every order.
import { describe, expect, it } from '@jest/globals';
import { SearchIndex, type SearchDoc, type SortOrder } from '../src/modules/catalog/search/engine';

const NO_FILTERS = { categoryId: null, subCategoryId: null, minRating: null };

function doc(id: number, name: string, extra: Partial<SearchDoc> = {}): SearchDoc {
  return {
    id,
    name,
    sku: `ITW-T-${String(id).padStart(4, '0')}`,
    model: `M${id}`,
    description: '',
    brand: id % 2 ? 'Dell' : 'Lenovo',
    category: 'Laptops',
    subCategory: '',
    brandId: id % 2 ? 1 : 2,
    categoryId: 1,
    subCategoryId: null,
    pricePaise: ((id * 7919) % 1000) * 100,
    rating: (id % 5) + 0.5,
    createdAt: 1_700_000_000_000 + ((id * 31) % 97) * 1000,
    ...extra,
  };
}

/** The products a query finds, by id, in relevance order. */
function found(index: SearchIndex, query: string): number[] {
  const { docs, scores } = index.search(query, NO_FILTERS);
  return index.top(docs, 'relevance', scores, docs.length).map((d) => index.ids[d]);
}

const catalogue = Array.from({ length: 300 }, (_, i) => doc(i + 1, `${['Latitude', 'ThinkPad', 'Vostro', 'IdeaPad'][i % 4]} ${i % 3 ? 'Laptop' : 'Notebook'} ${14 + (i % 3)}" ${i + 1}`));

describe('search index updates', () => {
  it('answers after an update as a full build of the new catalogue does', async () => {
    const updated = await SearchIndex.build(catalogue, [['notebook', 'laptop']]);
    const renamed = doc(7, 'Zephyrtron Vostro Laptop 15"');
    const added = doc(1001, 'Quasarplex Docking Station', { category: 'Accessories', categoryId: 2 });
    updated.apply([renamed, added], [8, 9]);
    const next = [...catalogue.filter((d) => ![7, 8, 9].includes(d.id)), renamed, added];
    const rebuilt = await SearchIndex.build(next, [['notebook', 'laptop']]);

    for (const q of ['zephyrtron', 'zephyrton', 'quasarplex', 'dock', 'vostro laptop', 'notebook', 'thinkpad 15"', 'M8', 'M7', 'lati']) {
      expect({ q, ids: found(updated, q) }).toEqual({ q, ids: found(rebuilt, q) });
    }
    expect(found(updated, 'quasarplex')).toEqual([1001]);
    expect(found(updated, 'M8')).not.toContain(8);
    expect(updated.count).toBe(next.length);
  });

  it('leaves a product read unchanged alone', async () => {
    const index = await SearchIndex.build(catalogue.slice(0, 10), []);
    expect(index.apply([catalogue[3]], [])).toBe(0);
    expect(index.apply([{ ...catalogue[3], pricePaise: 1 }], [])).toBe(2);
  });

  it('takes a page as the first k of a full sort, in every order', async () => {
    const index = await SearchIndex.build(catalogue, []);
    const { docs, scores } = index.search('laptop', NO_FILTERS);
    expect(docs.length).toBeGreaterThan(100);
    const orders: SortOrder[] = ['relevance', 'name', 'name_desc', 'price_asc', 'price_desc', 'newest', 'rating'];
    for (const order of orders) {
      const all = index.top([...docs], order, scores, docs.length);
      for (const k of [1, 12, 36]) expect({ order, k, page: index.top([...docs], order, scores, k) }).toEqual({ order, k, page: all.slice(0, k) });
    }
  });
});
