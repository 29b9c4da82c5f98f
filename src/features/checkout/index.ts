import { lazy } from 'react';

export { checkoutSlice } from './checkoutSlice';

export const CheckoutPage = lazy(() => import(/* webpackChunkName: "page-checkout" */ './pages/CheckoutPage'));
export const OrderSuccessPage = lazy(() => import(/* webpackChunkName: "page-order-success" */ './pages/OrderSuccessPage'));
export const OrdersPage = lazy(() => import(/* webpackChunkName: "page-orders" */ './pages/OrdersPage'));
export const OrderDetailsPage = lazy(() => import(/* webpackChunkName: "page-order-details" */ './pages/OrderDetailsPage'));
export const PurchaseRegisterPage = lazy(() => import(/* webpackChunkName: "page-purchase-register" */ './pages/PurchaseRegisterPage'));
