// The account side menu of spec 2, in its order: a module of its own, so the header (in the shell)
// takes the links without the account pages' components and styles. `roles`: the only company roles
// that may use the line (the server refuses the others); useAccountMenu leaves it out for the rest.
import { ADMIN_ONLY, BUYING_ROLES, type CompanyRole } from '@contracts/companyUserRules';

export const ACCOUNT_MENU = [
  { to: '/myorder', label: 'My Orders' },
  { to: '/setting', label: 'Account Setting' },
  // Not in spec 2's menu: each user's own name, mobile, password and mail choices (every role).
  { to: '/my-account/profile', label: 'My Profile' },
  { to: '/shipping-address', label: 'Shipping Address' },
  { to: '/address', label: 'Billing Address' },
  { to: '/quotationlist', label: 'Quotations' },
  { to: '/WalletHistory', label: 'Wallet History' },
  // Not in spec 2's menu: the quick order, for buyers who know their SKUs.
  { to: '/quick-order', label: 'Quick Order', roles: BUYING_ROLES },
  { to: '/my-account/shopping-lists', label: 'Shopping Lists' },
  // The company admin's users and invitations.
  { to: '/my-account/team', label: 'Team', roles: ADMIN_ONLY },
  { to: '/my-account/approvals', label: 'Approvals' },
  // Not in spec 2's menu either: the credit ledger and the accountant's purchase register.
  { to: '/my-account/credit', label: 'Credit and Dues' },
  { to: '/my-account/purchase-register', label: 'Purchase Register' },
] as const satisfies readonly { to: string; label: string; roles?: readonly CompanyRole[] }[];

export type AccountMenuItem = (typeof ACCOUNT_MENU)[number];
