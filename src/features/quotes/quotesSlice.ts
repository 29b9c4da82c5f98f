// The quote list kept in the browser (spec 3: quoteRequests) until it is submitted.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
