// The quote list kept in the browser (spec 3: quoteRequests) until it is submitted.
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, signedOut } from '@/shared/api/baseApi';

export interface QuoteItem {
  id: number;
  name: string;
  quantity: number;
  price: number | null;
  customRate: number | null;
}

export interface QuotesState {
  items: QuoteItem[];
}

export const initialQuotesState: QuotesState = { items: [] };

export const quotesSlice = createSlice({
  name: 'quotes',
  initialState: initialQuotesState,
  reducers: {
    /** Adding a product that is already listed changes nothing (the page shows an info toast). */
    itemAdded(state, action: PayloadAction<QuoteItem>) {
      if (state.items.some((i) => i.id === action.payload.id)) return;
      state.items.push({ ...action.payload, quantity: Math.max(1, Math.floor(action.payload.quantity) || 1) });
    },
    quantityChanged(state, action: PayloadAction<{ id: number; quantity: number }>) {
      const item = state.items.find((i) => i.id === action.payload.id);
      // Quantity never goes below 1 (spec 4).
      if (item) item.quantity = Math.max(1, Math.floor(action.payload.quantity) || 1);
    },
    itemRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((i) => i.id !== action.payload);
    },
    listCleared(state) {
      state.items = [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialQuotesState).addCase(sessionEnded, () => initialQuotesState);
  },
  selectors: {
    selectQuoteItems: (s) => s.items,
    selectIsInQuoteList: (s, id: number) => s.items.some((i) => i.id === id),
  },
});

export const { itemAdded, quantityChanged, itemRemoved, listCleared } = quotesSlice.actions;
export const { selectQuoteItems, selectIsInQuoteList } = quotesSlice.selectors;

/**
 * Adds a product unless it is already listed, judged on the state at the moment of the click
 * (a double click may have added it since the last render); says which happened so the page
 * can show the spec's message.
 */
export const addToQuoteList =
  (item: QuoteItem) =>
  (dispatch: Dispatch, getState: () => { quotes: QuotesState }): 'added' | 'already' => {
    if (getState().quotes.items.some((i) => i.id === item.id)) return 'already';
    dispatch(itemAdded(item));
    return 'added';
  };

/** Lines in the quote list (the header badge). */
export const selectQuoteCount = (s: { quotes: QuotesState }) => s.quotes.items.length;
/** A line with the customer's price-list rate blocks submission (spec 4). */
export const selectHasCustomRate = (s: { quotes: QuotesState }) => s.quotes.items.some((i) => i.customRate !== null);
