// The price slider's shared range (spec 4): default [0, 10000], seeded from the query, then from
// the server's min_price/max_price for the current filters.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PRICE_RANGE_DEFAULT, PRICE_STEP } from '@/shared/config';

export interface CatalogState {
  /** The selectable bounds of the slider. */
  priceBounds: [number, number];
  /** The chosen range. */
  priceRange: [number, number];
}

export const initialCatalogState: CatalogState = {
  priceBounds: [...PRICE_RANGE_DEFAULT],
  priceRange: [...PRICE_RANGE_DEFAULT],
};

const floorStep = (n: number) => Math.floor(n / PRICE_STEP) * PRICE_STEP;
const ceilStep = (n: number) => Math.ceil(n / PRICE_STEP) * PRICE_STEP;

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    /** After a response: the server's bounds; a chosen range not set by the query follows them. */
    priceBoundsReceived(
      state,
      action: PayloadAction<{ min: number | null; max: number | null; chosenMin?: number; chosenMax?: number }>,
    ) {
      const { min, max, chosenMin, chosenMax } = action.payload;
      if (min === null || max === null) return;
      const bounds: [number, number] = [floorStep(min), Math.max(ceilStep(max), floorStep(min) + PRICE_STEP)];
      state.priceBounds = [Math.min(bounds[0], chosenMin ?? bounds[0]), Math.max(bounds[1], chosenMax ?? bounds[1])];
      state.priceRange = [chosenMin ?? state.priceBounds[0], chosenMax ?? state.priceBounds[1]];
    },
    priceRangeChanged(state, action: PayloadAction<[number, number]>) {
      const [a, b] = action.payload;
      state.priceRange = [Math.min(a, b), Math.max(a, b)];
    },
  },
  selectors: {
    selectPriceRange: (s) => s.priceRange,
    selectPriceBounds: (s) => s.priceBounds,
  },
});

export const { priceBoundsReceived, priceRangeChanged } = catalogSlice.actions;
export const { selectPriceRange, selectPriceBounds } = catalogSlice.selectors;
