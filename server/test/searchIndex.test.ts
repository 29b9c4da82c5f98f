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

  it("finds a query's docs as the intersection of each word's own, scored by their sum, whether a word is scored whole or only among the others' docs", async () => {
    const index = await SearchIndex.build(catalogue, []);
    // Postings added by an update are scored apart from the full build's.
    index.apply([doc(1001, 'Vostro Laptop 14" 1001'), doc(12, 'Latitude Notebook 15" 12 Rugged')], [40]);
    const scored = (query: string, typing: boolean) => {
      const { docs, scores } = index.search(query, NO_FILTERS, typing);
      return new Map(docs.map((d) => [index.ids[d], scores[d]]));
    };
    // Rare words (a product's own number) with common ones, common with common, and a prefix being typed.
    const words = ['17', '1001', '12', 'rugged', 'vostro', 'laptop', 'notebook', '14', 'dell', 'laptops', 'thinkpad'];
    const last = [...words, 'lap', 'rug', 'vos'];
    let checked = 0;
    for (const a of words) {
      for (const b of last) {
        if (a === b) continue;
        const first = scored(a, false);
        const second = scored(b, true);
        if (first.size === 0 || second.size === 0) continue;
        const both = scored(`${a} ${b}`, true);
        const expected = new Map([...first].filter(([id]) => second.has(id)).map(([id, s]) => [id, s + (second.get(id) ?? 0)]));
        expect({ query: `${a} ${b}`, ids: [...both.keys()].sort((x, y) => x - y) }).toEqual({ query: `${a} ${b}`, ids: [...expected.keys()].sort((x, y) => x - y) });
        for (const [id, s] of expected) expect(both.get(id)).toBeCloseTo(s, 5);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // A word matching nothing in the catalogue is left out; one matching only other docs empties the result.
    expect(scored('17 qwertyzz', true).size).toBe(scored('17', false).size);
    expect(scored('1001 thinkpad', true).size).toBe(0);
  });
});

