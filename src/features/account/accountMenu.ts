// The account side menu of spec 2, in its order: a module of its own, so the header (in the shell)
// takes the links without the account pages' components and styles.
export const ACCOUNT_MENU = [
  { to: '/myorder', label: 'My Orders' },
  { to: '/setting', label: 'Account Setting' },
  { to: '/shipping-address', label: 'Shipping Address' },
  { to: '/address', label: 'Billing Address' },
  { to: '/quotationlist', label: 'Quotations' },
  { to: '/WalletHistory', label: 'Wallet History' },
  // Not in spec 2's menu: the quick order, for buyers who know their SKUs.
  { to: '/quick-order', label: 'Quick Order' },
  { to: '/my-account/shopping-lists', label: 'Shopping Lists' },
  // The company admin's users and invitations (shown to Admins only: useAccountMenu).
  { to: '/my-account/team', label: 'Team', adminOnly: true },
  { to: '/my-account/approvals', label: 'Approvals' },
  // Not in spec 2's menu either: the credit ledger and the accountant's purchase register.
  { to: '/my-account/credit', label: 'Credit and Dues' },
  { to: '/my-account/purchase-register', label: 'Purchase Register' },
] as const satisfies readonly { to: string; label: string; adminOnly?: boolean }[];

export type AccountMenuItem = (typeof ACCOUNT_MENU)[number];
