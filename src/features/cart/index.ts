export { AddToCartButton } from './components/AddToCartButton';
export { PendingAddToCart } from './components/PendingAddToCart';
export { useCart, useCartCount, useCartProductIds } from './hooks';
export { cartApi, useGetCreditLimitQuery } from './api';

import { lazy } from 'react';
export const CartPage = lazy(() => import(/* webpackChunkName: "page-cart" */ './pages/CartPage'));
export const QuickOrderPage = lazy(() => import(/* webpackChunkName: "page-quick-order" */ './pages/QuickOrderPage'));
