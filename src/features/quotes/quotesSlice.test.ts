import { sessionEnded, signedOut } from '@/shared/api/baseApi';
import { initialQuotesState, itemAdded, itemRemoved, quantityChanged, quotesSlice } from './quotesSlice';

const reduce = quotesSlice.reducer;
const router = { id: 5, name: 'Router', quantity: 1, price: 1000, customRate: null };

describe('quotes slice', () => {
  it('adds a product once; a second add changes nothing', () => {
    const once = reduce(initialQuotesState, itemAdded(router));
    expect(reduce(once, itemAdded({ ...router, quantity: 9 }))).toBe(once);
  });
  it('never lets a quantity go below 1', () => {
    const s = reduce(reduce(initialQuotesState, itemAdded(router)), quantityChanged({ id: 5, quantity: 0 }));
    expect(s.items[0].quantity).toBe(1);
  });
  it('removes an item, and empties on logout or time-out', () => {
    const s = reduce(initialQuotesState, itemAdded(router));
    expect(reduce(s, itemRemoved(5)).items).toEqual([]);
    expect(reduce(s, signedOut()).items).toEqual([]);
    expect(reduce(s, sessionEnded()).items).toEqual([]);
  });
});
