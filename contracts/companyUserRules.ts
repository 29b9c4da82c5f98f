// A company's users: their roles, statuses and what each role may do, written once for
// the database's check constraints, the server's guard and the storefront's Team page.
// Plain data, so the browser bundle can load it.
import { amountTooLarge, email, nameField, newPassword, phone, rupeeRule, type FieldRule, type Rules } from './fields';

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

/* ---------- the Team page (the company admin's users, invitations) ---------- */

/** An invitation link works this long, once. */
export const INVITATION_HOURS = 72;
/** The largest spending limit a form takes (₹10 crore): anything above is a typing slip. */
export const LIMIT_MAX_RUPEES = 100_000_000;

export const TEAM_MESSAGES = {
  emailTaken: 'This email is already used by a user of this or another company.',
  lastAdmin: 'Your company needs at least one active admin. Make another user an admin first.',
  notFound: 'No such user in your company.',
  notInvited: 'This user has already accepted the invitation.',
  notActive: 'Only an active user can be disabled.',
  notDisabled: 'Only a disabled user can be enabled.',
  limit: 'Enter an amount in rupees, such as 50000, 50,000 or 1,00,000.50, or leave it empty for no limit.',
  limitMax: amountTooLarge('A limit', LIMIT_MAX_RUPEES * 100),
  monthlyBelowOrder: 'The monthly limit cannot be smaller than the order limit.',
  role: 'Choose Admin, Buyer, Approver or Viewer.',
  inviteInvalid: 'This invitation link is invalid. Ask your company\'s admin to send a new one.',
  inviteExpired: 'This invitation has expired. Ask your company\'s admin to send a new one.',
  inviteUsed: 'This invitation has already been used. Sign in with your email and password.',
} as const;

/** A limit as typed in rupees, grouped or plain, up to 2 decimals (blank: no limit). */
const limitRule = (): FieldRule => rupeeRule({ label: 'A limit', invalid: TEAM_MESSAGES.limit, maxPaise: LIMIT_MAX_RUPEES * 100 });

/** The invitation form (the server's checks and the Team page's Yup schema). */
export const inviteRules = {
  email: email('Email is required', { lowerCase: true }),
  name: nameField('Name', 201, 'Name is required'),
  role: { required: 'Role is required', oneOf: COMPANY_ROLES, oneOfMessage: TEAM_MESSAGES.role },
  order_limit: limitRule(),
  monthly_limit: limitRule(),
} satisfies Rules;

/** Changing a user: role and limits (absent fields stay as they are). */
export const teamUserRules = {
  role: { oneOf: COMPANY_ROLES, oneOfMessage: TEAM_MESSAGES.role },
  order_limit: limitRule(),
  monthly_limit: limitRule(),
} satisfies Rules;

/** Accepting an invitation: the person's name and their new password (the reset form's rules). */
export const acceptInvitationRules = {
  name: nameField('Name', 201, 'Name is required'),
  password: newPassword('Password is required', 'Password'),
  password_confirmation: {
    required: 'Please confirm the password',
    keepSpaces: true,
    sameAs: 'password',
    sameAsMessage: 'Passwords do not match.',
  },
} satisfies Rules;

/* ---------- each user's own profile (/company-users/me) ---------- */

/** The optional mails a user may choose not to receive; the rest (password reset, invitation, registration) always go. */
export const MAIL_CHOICES = ['order_updates', 'approval_requests', 'quotation_answers', 'dues_reminders'] as const;
export type MailChoice = (typeof MAIL_CHOICES)[number];

/** The words the profile page and the docs use for each choice. */
export const MAIL_CHOICE_LABELS: Record<MailChoice, { label: string; hint: string }> = {
  order_updates: { label: 'Updates on my orders', hint: 'Order placed, approved, shipped, delivered, cancelled or refunded; and the answer to an order I sent for approval.' },
  approval_requests: { label: 'Orders waiting for my approval', hint: "A Buyer's order above your company's approval limit (Approvers and Admins)." },
  quotation_answers: { label: 'Answers to my quotations', hint: "The store's prices, decisions and messages on the quotations I asked for." },
  dues_reminders: { label: 'Payment due reminders', hint: 'Before a credit due on my orders falls due, and when it is overdue.' },
};

/** Mails every user receives whatever they choose: they secure the account or are the only way in. */
export const ALWAYS_SENT_MAILS = ['Password reset links', 'Invitations to a company account', 'Acknowledgement of a registration', 'Notice that your sign-in email was changed'] as const;

/** The user's own name and mobile. */
export const userProfileRules = {
  name: nameField('Name', 201, 'Name is required'),
  // Optional: an invited user has none until they give it; empty clears it.
  phone: phone(undefined, { required: undefined }),
} satisfies Rules;
