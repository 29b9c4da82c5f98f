import { makeProduct } from '@/test/fixtures';
import { compareSlice, comparisonCleared, initialCompareState, productRemoved, productToggled } from './compareSlice';

const reduce = compareSlice.reducer;

describe('compare slice', () => {
  it('toggles a product in and out of the list', () => {
    const p = makeProduct({ id: 3 });
    const added = reduce(initialCompareState, productToggled(p));
    expect(added.items.map((i) => i.id)).toEqual([3]);
    expect(reduce(added, productToggled(p)).items).toEqual([]);
  });
  it('keeps the fields the comparison table shows, not the prices', () => {
    const s = reduce(initialCompareState, productToggled(makeProduct({ id: 4 })));
    expect(Object.keys(s.items[0]).sort()).toEqual(
      ['id', 'long_description', 'primary_image', 'product_name', 'product_slug', 'short_description', 'specification'].sort(),
    );
  });
  it('removes one product or clears all', () => {
    let s = reduce(initialCompareState, productToggled(makeProduct({ id: 1 })));
    s = reduce(s, productToggled(makeProduct({ id: 2 })));
    expect(reduce(s, productRemoved(1)).items.map((i) => i.id)).toEqual([2]);
    expect(reduce(s, comparisonCleared()).items).toEqual([]);
  });
});
