import { lazy } from 'react';

export { AccountLayout, AccountMenu } from './components/AccountLayout';
export { ACCOUNT_MENU } from './accountMenu';
export { useGetProfileQuery, useGetBillingAddressesQuery, useGetShippingAddressesQuery } from './api';

export const SettingPage = lazy(() => import(/* webpackChunkName: "page-setting" */ './pages/SettingPage'));
export const BillingAddressPage = lazy(() => import(/* webpackChunkName: "page-billing-address" */ './pages/BillingAddressPage'));
export const ShippingAddressPage = lazy(() => import(/* webpackChunkName: "page-shipping-address" */ './pages/ShippingAddressPage'));
