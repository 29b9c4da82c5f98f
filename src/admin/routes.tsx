// The back office's routes: sign-in, and the signed-in frame with one line per page. A page names
// the roles that may open it (others are told it is not for their role); the server checks the role again on every
// call. Pages load on demand, in chunks of the back office's own build (assets/admin/).
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { QUOTATION_READ_ROLES } from '@contracts/adminQuoteRules';
import type { StaffRole } from '@contracts/staffRules';
import { ACCOUNT_ROLES } from '@contracts/accountRules';
import { ORDER_VIEW_ROLES } from '@contracts/adminOrderRules';
import { VISITOR_FORM_ROLES } from '@contracts/adminInquiryRules';
import { CATALOGUE_ROLES } from '@contracts/catalogueRules';
import { CONTENT_ROLES } from '@contracts/contentRules';
import { FIGURES_ROLES } from '@contracts/figuresRules';
import { SETTINGS_ROLES } from '@contracts/settingsRules';
import { JOB_ROLES } from '@contracts/adminJobRules';
import { AdminLayout } from './layout/AdminLayout';
import { ForRoles } from './layout/ForRoles';
import { RouteError } from './layout/RouteError';
import { SignInPage } from './signin/SignInPage';

/** A page of the signed-in frame: its path under /admin, its roles, and its module. */
function page(path: string, roles: readonly StaffRole[], load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return { Component: () => <ForRoles roles={roles}><Page /></ForRoles> };
    },
  };
}

export const adminRoutes: RouteObject[] = [
  { path: '/admin/signin', element: <SignInPage />, errorElement: <RouteError /> },
  {
    path: '/admin',
    element: <AdminLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import(/* webpackChunkName: "inbox" */ './inbox/InboxPage')).InboxPage }) },
      page('staff', ['admin'], async () => (await import(/* webpackChunkName: "staff" */ './staff/StaffPage')).StaffPage),
      page('quotations', QUOTATION_READ_ROLES, async () => (await import(/* webpackChunkName: "quotations" */ './quotations/QuotationsPage')).default),
      page('quotations/:ref', QUOTATION_READ_ROLES, async () => (await import(/* webpackChunkName: "quotation" */ './quotations/QuotationPage')).default),
      page('audit', ['admin'], async () => (await import(/* webpackChunkName: "audit" */ './audit/AuditPage')).AuditPage),
      page('accounts', ACCOUNT_ROLES.read, async () => (await import(/* webpackChunkName: "accounts" */ './accounts/AccountsPage')).AccountsPage),
      page('accounts/:id', ACCOUNT_ROLES.read, async () => (await import(/* webpackChunkName: "account" */ './accounts/AccountPage')).AccountPage),
      page('orders', ORDER_VIEW_ROLES, async () => (await import(/* webpackChunkName: "orders" */ './orders/OrdersPage')).OrdersPage),
      page('orders/:ref', ORDER_VIEW_ROLES, async () => (await import(/* webpackChunkName: "order" */ './orders/OrderPage')).OrderPage),
      page('inquiries', VISITOR_FORM_ROLES, async () => (await import(/* webpackChunkName: "inquiries" */ './inquiries/InquiriesPage')).InquiriesPage),
      page('item-requests', VISITOR_FORM_ROLES, async () => (await import(/* webpackChunkName: "item-requests" */ './inquiries/ItemRequestsPage')).ItemRequestsPage),
      page('products', CATALOGUE_ROLES.read, async () => (await import(/* webpackChunkName: "products" */ './catalogue/ProductsPage')).ProductsPage),
      page('products/:id', CATALOGUE_ROLES.read, async () => (await import(/* webpackChunkName: "product" */ './catalogue/ProductFormPage')).ProductFormPage),
      page('categories', CATALOGUE_ROLES.read, async () => (await import(/* webpackChunkName: "categories" */ './catalogue/CategoriesPage')).CategoriesPage),
      page('catalogue-import', CATALOGUE_ROLES.write, async () => (await import(/* webpackChunkName: "catalogue-import" */ './imports/ProductImportPage')).ProductImportPage),
      page('brands', CATALOGUE_ROLES.read, async () => (await import(/* webpackChunkName: "brands" */ './catalogue/BrandsPage')).BrandsPage),
      page('content', CONTENT_ROLES, async () => (await import(/* webpackChunkName: "content" */ './content/ContentPage')).ContentPage),
      page('figures', FIGURES_ROLES, async () => (await import(/* webpackChunkName: "figures" */ './figures/FiguresPage')).FiguresPage),
      page('settings', SETTINGS_ROLES, async () => (await import(/* webpackChunkName: "settings" */ './settings/SettingsPage')).SettingsPage),
      page('jobs', JOB_ROLES, async () => (await import(/* webpackChunkName: "jobs" */ './jobs/JobsPage')).JobsPage),
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];

export const makeAdminRouter = () => createBrowserRouter(adminRoutes);
