// Products picked for the comparison table (spec 3: comparisonList, whole product objects).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '@contracts/catalog';

/** What the comparison table shows of a product (spec 3: comparisonList). */
export type ComparedProduct = Pick<
  Product,
  'id' | 'product_name' | 'product_slug' | 'primary_image' | 'short_description' | 'long_description' | 'specification'
>;

export interface CompareState {
  items: ComparedProduct[];
}

export const initialCompareState: CompareState = { items: [] };

const pick = (p: ComparedProduct): ComparedProduct => ({
  id: p.id,
  product_name: p.product_name,
  product_slug: p.product_slug,
  primary_image: p.primary_image,
  short_description: p.short_description,
  long_description: p.long_description,
  specification: p.specification,
});

export const compareSlice = createSlice({
  name: 'compare',
  initialState: initialCompareState,
  reducers: {
    /** The card's Compare checkbox: adds the product, or removes it when already listed. */
    productToggled(state, action: PayloadAction<ComparedProduct>) {
      const at = state.items.findIndex((p) => p.id === action.payload.id);
      if (at >= 0) state.items.splice(at, 1);
      else state.items.push(pick(action.payload));
    },
    productRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((p) => p.id !== action.payload);
    },
    listCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectComparisonList: (s) => s.items,
    selectIsCompared: (s, id: number) => s.items.some((p) => p.id === id),
  },
});

export const { productToggled, productRemoved, listCleared: comparisonCleared } = compareSlice.actions;
export const { selectComparisonList, selectIsCompared } = compareSlice.selectors;
