import { lazy } from 'react';

export { AccountMenu } from './components/AccountMenu';
export { ProfileSync } from './components/ProfileSync';
export { DeliveryPincode } from './components/DeliveryPincode';
export { ACCOUNT_MENU } from './accountMenu';
export { useAccountMenu } from './useAccountMenu';
export { useGetProfileQuery } from './api';

export const SettingPage = lazy(() => import(/* webpackChunkName: "page-setting" */ './pages/SettingPage'));
export const BillingAddressPage = lazy(() => import(/* webpackChunkName: "page-billing-address" */ './pages/BillingAddressPage'));
export const WalletHistoryPage = lazy(() => import(/* webpackChunkName: "page-wallet-history" */ './pages/WalletHistoryPage'));
export const CreditPage = lazy(() => import(/* webpackChunkName: "page-credit" */ './pages/CreditPage'));
export const ProfilePage = lazy(() => import(/* webpackChunkName: "page-profile" */ './pages/ProfilePage'));
export const ShippingAddressPage = lazy(() => import(/* webpackChunkName: "page-shipping-address" */ './pages/ShippingAddressPage'));
