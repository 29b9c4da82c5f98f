// The one route table (spec 2). Pages are lazy: the first load carries only the shell.
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { BillingAddressPage, SettingPage, ShippingAddressPage, WalletHistoryPage } from '@/features/account';
import { ForgotPasswordPage, ResetPasswordPage, SignInPage, SignUpPage } from '@/features/auth';
import { ProductPage, ShopPage } from '@/features/catalog';
import { CartPage } from '@/features/cart';
import { CheckoutPage, OrderDetailsPage, OrderSuccessPage, OrdersPage } from '@/features/checkout';
import { ComparisonPage } from '@/features/compare';
import { HomePage } from '@/features/content';
import { NotAvailable } from '@/shared/ui/NotAvailable';
import { NotFound } from '@/shared/ui/NotFound';
import { GuestOnly, RequireAuth } from './guards';
import { Layout } from './shell/Layout';

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const guestOnly = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;
/** A route of the spec whose feature a later issue builds. */
const later = (title: string) => <NotAvailable title={title} />;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'shop', element: <ShopPage /> },
      { path: 'product/:slug', element: <ProductPage /> },
      { path: 'comparison', element: <ComparisonPage /> },
      { path: 'about-us', element: later('About Us') },
      { path: 'contact-us', element: later('Contact Us') },
      { path: 'faq', element: later('FAQ') },
      { path: 'blog', element: later('The blog') },
      { path: 'blog-details/:slug', element: later('The blog') },
      { path: 'privacy-policy', element: later('Privacy Policy') },
      { path: 'shipping-policy', element: later('Shipping Policy') },
      { path: 'terms-conditions', element: later('Terms and Conditions') },
      { path: 'cancellation-refund-policy', element: later('Cancellation/Refund Policy') },
      { path: 'requestitem', element: later('Request An Item') },
      { path: 'quote-request', element: later('The quote request list') },
      { path: 'signin', element: guestOnly(<SignInPage />) },
      { path: 'signup', element: guestOnly(<SignUpPage />) },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password/:token', element: <ResetPasswordPage /> },
      { path: 'cart', element: signedIn(<CartPage />) },
      { path: 'checkout', element: signedIn(<CheckoutPage />) },
      { path: 'order-success/:orderNumber', element: signedIn(<OrderSuccessPage />) },
      { path: 'order-details/:orderNumber', element: signedIn(<OrderDetailsPage />) },
      { path: 'myorder', element: signedIn(<OrdersPage />) },
      // Linked as /walletHistory; matching is case-insensitive.
      { path: 'WalletHistory', element: signedIn(<WalletHistoryPage />) },
      { path: 'setting', element: signedIn(<SettingPage />) },
      { path: 'address', element: signedIn(<BillingAddressPage />) },
      { path: 'shipping-address', element: signedIn(<ShippingAddressPage />) },
      { path: 'quotationlist', element: signedIn(later('Quotations')) },
      { path: 'quotation-details/:quotationId', element: signedIn(later('Quotation details')) },
      { path: 'blank', element: later('The image carousel demo') },
      { path: ':category', element: <ShopPage /> },
      { path: ':category/:sub', element: <ShopPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
