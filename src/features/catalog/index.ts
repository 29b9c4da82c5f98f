import { lazy } from 'react';

export { catalogSlice, priceRangeChanged, selectPriceRange } from './catalogSlice';
export { useGetFooterCategoriesQuery, useGetCategoriesQuery } from './api';
export type { Category } from './types';
export { listingMeta, productMeta } from './pageMeta';

export const ShopPage = lazy(() => import(/* webpackChunkName: "page-shop" */ './pages/ShopPage'));
export const ProductPage = lazy(() => import(/* webpackChunkName: "page-product" */ './pages/ProductPage'));
