// The one route table (spec 2). Pages are lazy: the first load carries only the shell. A page of
// one feature comes from that feature's index; a page composed from several lives in ./pages.
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { BillingAddressPage, CreditPage, DeliveryPincode, ProfilePage, SettingPage, ShippingAddressPage, WalletHistoryPage } from '@/features/account';
import { AcceptInvitePage, ForgotPasswordPage, ResetPasswordPage, SignInPage, SignUpPage } from '@/features/auth';
import { CartPage, QuickOrderPage } from '@/features/cart';
import { CheckoutPage, OrderDetailsPage, OrderSuccessPage, OrdersPage, PurchaseRegisterPage } from '@/features/checkout';
import { AboutPage, BlankPage, BlogDetailsPage, BlogPage, ContactPage, FaqPage, HowToOrderPage, PolicyPage, RequestItemPage } from '@/features/content';
import { QuotationDetailsPage, QuotationListPage, QuoteRequestPage } from '@/features/quotes';
import { AddToListButton, ShoppingListPage, ShoppingListsPage } from '@/features/lists';
import { TeamPage } from '@/features/team';
import { ApprovalsPage } from '@/features/approvals';
import { NotFound } from '@/shared/ui/NotFound';
import { GuestOnly, RequireAuth } from './guards';
import { Layout } from './shell/Layout';

const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'));
const ComparisonPage = lazy(() => import(/* webpackChunkName: "page-comparison" */ './pages/ComparisonPage'));
const ShopPage = lazy(() => import(/* webpackChunkName: "page-shop" */ './pages/ShopPage'));
const ProductPage = lazy(() => import(/* webpackChunkName: "page-product" */ './pages/ProductPage'));

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const guestOnly = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'shop', element: <ShopPage /> },
      { path: 'product/:slug', element: <ProductPage /> },
      { path: 'comparison', element: <ComparisonPage /> },
      { path: 'about-us', element: <AboutPage /> },
      { path: 'how-to-order', element: <HowToOrderPage /> },
      { path: 'contact-us', element: <ContactPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'blog-details/:slug', element: <BlogDetailsPage /> },
      { path: 'privacy-policy', element: <PolicyPage kind="privacy" /> },
      { path: 'shipping-policy', element: <PolicyPage kind="shipping" /> },
      { path: 'terms-conditions', element: <PolicyPage kind="terms" /> },
      { path: 'cancellation-refund-policy', element: <PolicyPage kind="cancellation" /> },
      { path: 'requestitem', element: <RequestItemPage /> },
      { path: 'quote-request', element: <QuoteRequestPage /> },
      { path: 'signin', element: guestOnly(<SignInPage />) },
      { path: 'signup', element: guestOnly(<SignUpPage />) },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password/:token', element: <ResetPasswordPage /> },
      { path: 'accept-invite/:token', element: <AcceptInvitePage /> },
      // The cart shows the account's default shipping address (the address book is the account's).
      { path: 'cart', element: signedIn(<CartPage deliverTo={<DeliveryPincode />} />) },
      {
        path: 'quick-order',
        element: signedIn(
          <QuickOrderPage
            listAction={(items) => (
              <Suspense fallback={null}>
                <AddToListButton items={items} what={`${items.length} ${items.length === 1 ? 'row' : 'rows'}`} />
              </Suspense>
            )}
          />,
        ),
      },
      { path: 'checkout', element: signedIn(<CheckoutPage />) },
      { path: 'order-success/:orderNumber', element: signedIn(<OrderSuccessPage />) },
      { path: 'order-details/:orderNumber', element: signedIn(<OrderDetailsPage />) },
      { path: 'myorder', element: signedIn(<OrdersPage />) },
      { path: 'my-account/purchase-register', element: signedIn(<PurchaseRegisterPage />) },
      // Linked as /walletHistory; matching is case-insensitive.
      { path: 'WalletHistory', element: signedIn(<WalletHistoryPage />) },
      { path: 'my-account/credit', element: signedIn(<CreditPage />) },
      { path: 'setting', element: signedIn(<SettingPage />) },
      { path: 'my-account/profile', element: signedIn(<ProfilePage />) },
      { path: 'address', element: signedIn(<BillingAddressPage />) },
      { path: 'shipping-address', element: signedIn(<ShippingAddressPage />) },
      { path: 'quotationlist', element: signedIn(<QuotationListPage />) },
      { path: 'quotation-details/:quotationId', element: signedIn(<QuotationDetailsPage />) },
      { path: 'my-account/shopping-lists', element: signedIn(<ShoppingListsPage />) },
      { path: 'my-account/shopping-lists/:listId', element: signedIn(<ShoppingListPage />) },
      { path: 'my-account/team', element: signedIn(<TeamPage />) },
      { path: 'my-account/approvals', element: signedIn(<ApprovalsPage />) },
      { path: 'blank', element: <BlankPage /> },
      { path: ':category', element: <ShopPage /> },
      { path: ':category/:sub', element: <ShopPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
