// The back office's side navigation: each screen and the roles that may open it (the server
// enforces the same roles on the screens' /api/admin calls; this list only hides what a role
// cannot use). One line per screen, in the order staff work through them.
import type { StaffRole } from '@contracts/staffRules';
import { STAFF_ROLES } from '@contracts/staffRules';
import { ACCOUNT_ROLES } from '@contracts/accountRules';
import { QUOTATION_READ_ROLES } from '@contracts/adminQuoteRules';
import { ORDER_VIEW_ROLES } from '@contracts/adminOrderRules';
import { VISITOR_FORM_ROLES } from '@contracts/adminInquiryRules';
import { CATALOGUE_ROLES } from '@contracts/catalogueRules';
import { CONTENT_ROLES } from '@contracts/contentRules';
import { FIGURES_ROLES } from '@contracts/figuresRules';
import { SETTINGS_ROLES } from '@contracts/settingsRules';
import { JOB_ROLES } from '@contracts/adminJobRules';

export interface NavItem {
  to: string;
  label: string;
  roles: readonly StaffRole[];
  /** Matches only its own path (the Inbox at /admin would otherwise be active everywhere). */
  end?: boolean;
}

export const NAV: readonly NavItem[] = [
  { to: '/admin', label: 'Inbox', roles: STAFF_ROLES, end: true },
  { to: '/admin/accounts', label: 'Accounts', roles: ACCOUNT_ROLES.read },
  { to: '/admin/quotations', label: 'Quotations', roles: QUOTATION_READ_ROLES },
  { to: '/admin/orders', label: 'Orders', roles: ORDER_VIEW_ROLES },
  { to: '/admin/inquiries', label: 'Inquiries', roles: VISITOR_FORM_ROLES },
  { to: '/admin/item-requests', label: 'Item requests', roles: VISITOR_FORM_ROLES },
  { to: '/admin/products', label: 'Products', roles: CATALOGUE_ROLES.read },
  { to: '/admin/categories', label: 'Categories', roles: CATALOGUE_ROLES.read },
  { to: '/admin/brands', label: 'Brands', roles: CATALOGUE_ROLES.read },
  { to: '/admin/content', label: 'Content', roles: CONTENT_ROLES },
  { to: '/admin/figures', label: 'Figures', roles: FIGURES_ROLES },
  { to: '/admin/staff', label: 'Staff', roles: ['admin'] },
  { to: '/admin/jobs', label: 'Jobs', roles: JOB_ROLES },
  { to: '/admin/settings', label: 'Settings', roles: SETTINGS_ROLES },
  { to: '/admin/audit', label: 'Audit log', roles: ['admin'] },
];

export const navFor = (role: StaffRole) => NAV.filter((item) => item.roles.includes(role));
