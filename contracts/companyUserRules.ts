// A company's users (issue 26): their roles, statuses and what each role may do, written once for
// the database's check constraints, the server's guard and the storefront's Team page.
// Plain data, so the browser bundle can load it.

/** Admin: everything, users, addresses. Buyer: cart, quotations, orders within limits. Approver: as Buyer. Viewer: reads only. */
export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  admin: 'Admin',
  buyer: 'Buyer',
  approver: 'Approver',
  viewer: 'Viewer',
};

/** Invited: has not set a password yet. Disabled: cannot sign in, sessions ended. */
export const COMPANY_USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export type CompanyUserStatus = (typeof COMPANY_USER_STATUSES)[number];

/** The roles that may change something on the company's behalf (cart, quotations, orders). */
export const BUYING_ROLES: readonly CompanyRole[] = ['admin', 'buyer', 'approver'];
/** Every role: reads (orders, invoices, quotations, wallet) and the user's own session and password. */
export const ALL_COMPANY_ROLES: readonly CompanyRole[] = COMPANY_ROLES;
/** The company's own details, addresses and users. */
export const ADMIN_ONLY: readonly CompanyRole[] = ['admin'];
