import { configureStore } from '@reduxjs/toolkit';
import { sessionEnded, signedOut } from '@/shared/api/baseApi';
import {
  addToQuoteList,
  initialQuotesState,
  itemAdded,
  itemRemoved,
  listCleared,
  quantityChanged,
  quotesSlice,
  selectHasCustomRate,
  selectQuoteCount,
} from './quotesSlice';

const reduce = quotesSlice.reducer;
const router = { id: 5, name: 'Router', quantity: 1, price: 1000, customRate: null };
const laptop = { id: 9, name: 'Laptop', quantity: 3, price: 72000, customRate: 65000 };

describe('quotes slice', () => {
  it('adds products in order, with the quantity given (at least 1)', () => {
    const s = reduce(reduce(initialQuotesState, itemAdded(router)), itemAdded({ ...laptop, quantity: 0 }));
    expect(s.items).toEqual([router, { ...laptop, quantity: 1 }]);
  });

  it('adds a product once; a second add changes nothing', () => {
    const once = reduce(initialQuotesState, itemAdded(router));
    expect(reduce(once, itemAdded({ ...router, quantity: 9 }))).toBe(once);
  });

  it('says when a product is already listed (the page shows the info message)', () => {
    const store = configureStore({ reducer: { quotes: quotesSlice.reducer } });
    expect(store.dispatch(addToQuoteList(router))).toBe('added');
    expect(store.dispatch(addToQuoteList({ ...router, quantity: 4 }))).toBe('already');
    expect(store.getState().quotes.items).toEqual([router]);
    expect(selectQuoteCount(store.getState())).toBe(1);
  });

  it('never lets a quantity go below 1, nor be a fraction or not a number', () => {
    let s = reduce(initialQuotesState, itemAdded(router));
    s = reduce(s, quantityChanged({ id: 5, quantity: 7 }));
    expect(s.items[0].quantity).toBe(7);
    for (const bad of [0, -3, Number.NaN]) expect(reduce(s, quantityChanged({ id: 5, quantity: bad })).items[0].quantity).toBe(1);
    expect(reduce(s, quantityChanged({ id: 5, quantity: 2.7 })).items[0].quantity).toBe(2);
    // An unknown line is ignored.
    expect(reduce(s, quantityChanged({ id: 99, quantity: 3 }))).toEqual(s);
  });

  it('knows when a line has a price-list rate (submission is disabled)', () => {
    const s = reduce(initialQuotesState, itemAdded(router));
    expect(selectHasCustomRate({ quotes: s })).toBe(false);
    expect(selectHasCustomRate({ quotes: reduce(s, itemAdded(laptop)) })).toBe(true);
  });

  it('removes an item, clears the list, and empties on logout or time-out', () => {
    const s = reduce(reduce(initialQuotesState, itemAdded(router)), itemAdded(laptop));
    expect(reduce(s, itemRemoved(5)).items).toEqual([laptop]);
    expect(reduce(s, listCleared()).items).toEqual([]);
    expect(reduce(s, signedOut()).items).toEqual([]);
    expect(reduce(s, sessionEnded()).items).toEqual([]);
  });

  it('names its actions as events', () => {
    expect([itemAdded.type, quantityChanged.type, itemRemoved.type, listCleared.type]).toEqual([
      'quotes/itemAdded',
      'quotes/quantityChanged',
      'quotes/itemRemoved',
      'quotes/listCleared',
    ]);
  });
});
