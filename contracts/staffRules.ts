// The back office's staff roles and form rules, written once: the database's check constraint,
// the server's guard and services, and the back office's navigation and forms all read them.
// Plain data (imports only the field rules), so the browser bundle can load it.
import { email, nameField, newPassword, type Rules } from './fields';

/** Who does what: Admin does everything and manages staff. */
export const STAFF_ROLES = ['admin', 'sales', 'finance', 'dispatch', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  sales: 'Sales',
  finance: 'Finance',
  dispatch: 'Dispatch',
  catalogue: 'Catalogue',
};

export const staffSignInRules = {
  email: email('Email is required'),
  password: { required: 'Password is required', keepSpaces: true },
} satisfies Rules;

/** A new staff member: the customers' password rule, no weaker. */
export const staffCreateRules = {
  name: nameField('Name', 100, 'Name is required'),
  email: email('Email is required', { lowerCase: true }),
  role: { required: 'Role is required', oneOf: STAFF_ROLES, oneOfMessage: `Choose one of ${STAFF_ROLES.join(', ')}.`, lowerCase: true },
  password: newPassword('Password is required', 'Password'),
} satisfies Rules;

export const staffRoleRules = { role: staffCreateRules.role } satisfies Rules;

/**
 * The browser's staff session rides in an HttpOnly cookie; a call that changes something
 * (POST, PUT, PATCH, DELETE) authenticated by that cookie must repeat the session's CSRF token in
 * this header. Bearer-token callers need neither.
 */
export const STAFF_CSRF_HEADER = 'x-csrf-token';
export const STAFF_CSRF_REFUSED = 'This request is missing the back-office security token (X-CSRF-Token). Reload the page and try again.';
