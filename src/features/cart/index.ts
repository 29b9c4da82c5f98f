export { AddToCartButton } from './components/AddToCartButton';
export { useCart, useCartCount, useCartProductIds } from './hooks';
export { cartApi, useGetCreditLimitQuery } from './api';

import { lazy } from 'react';
/** Adds the product a visitor pressed Add for once they are back signed in (see the component). */
export const PendingAddToCart = lazy(() => import(/* webpackChunkName: "pending-add" */ './components/PendingAddToCart'));
export const CartPage = lazy(() => import(/* webpackChunkName: "page-cart" */ './pages/CartPage'));
export const QuickOrderPage = lazy(() => import(/* webpackChunkName: "page-quick-order" */ './pages/QuickOrderPage'));
