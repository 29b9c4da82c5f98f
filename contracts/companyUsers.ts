// The wire of the company admin's Team page (/api/company-users) and of accepting an
// invitation (/api/invitations/:token). Limits travel in rupees (2 decimals), kept in paise; the
// rules and messages are in companyUserRules.ts (plain data the storefront loads).
import { Type, type Static } from 'typebox';
import { COMPANY_ROLES, COMPANY_USER_STATUSES, acceptInvitationRules, userProfileRules, type MailChoice } from './companyUserRules';
import { changePasswordRules } from './fields';
import { FormFields, Money, Nullable, OneOf, PublicId, Timestamp } from './common';

export const CompanyUser = Type.Object({
  id: PublicId,
  email: Type.String(),
  name: Type.String(),
  role: OneOf(COMPANY_ROLES),
  status: OneOf(COMPANY_USER_STATUSES),
  order_limit: Nullable(Money),
  monthly_limit: Nullable(Money),
  created_at: Timestamp,
  last_sign_in_at: Nullable(Timestamp),
  /** While invited: when the latest invitation link stops working. */
  invitation_expires_at: Nullable(Timestamp),
  /** The signed-in user's own row (the page does not offer to disable yourself by accident). */
  is_you: Type.Boolean(),
});
export type CompanyUser = Static<typeof CompanyUser>;

export const CompanyUsersResponse = Type.Object({ status: Type.Boolean(), data: Type.Object({ users: Type.Array(CompanyUser) }) });
export type CompanyUsersResponse = Static<typeof CompanyUsersResponse>;

export const CompanyUserResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), data: CompanyUser });
export type CompanyUserResponse = Static<typeof CompanyUserResponse>;

/** Text (or numbers for limits) checked by the service with the rules' messages; bounds keep absurd bodies out. */
const field = Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Null()]));

export const InviteRequest = Type.Object({ email: field, name: field, role: field, order_limit: field, monthly_limit: field });
export type InviteRequest = Static<typeof InviteRequest>;

/** Role and limits; an absent field stays, an empty or null limit clears it. */
export const UpdateCompanyUserRequest = Type.Object({ role: field, order_limit: field, monthly_limit: field });
export type UpdateCompanyUserRequest = Static<typeof UpdateCompanyUserRequest>;

export const CompanyUserParams = Type.Object({ id: PublicId });

/** The signed-in user's own role and limits (every role reads it: the storefront hides what the role cannot do). */
export const MyCompanyUserResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    id: PublicId,
    email: Type.String(),
    name: Type.String(),
    role: OneOf(COMPANY_ROLES),
    order_limit: Nullable(Money),
    monthly_limit: Nullable(Money),
    /** An Admin's choice to be copied on the mails about other users' orders, approvals and quotations (read only for Admins). */
    copy_company_mails: Type.Boolean(),
  }),
});
export type MyCompanyUserResponse = Static<typeof MyCompanyUserResponse>;

/** PUT /company-users/me/mail-copies: the signed-in Admin turns their copies on or off. */
export const MailCopiesRequest = Type.Object({ copy_company_mails: Type.Boolean() });
export type MailCopiesRequest = Static<typeof MailCopiesRequest>;

/* ---------- each user's own profile: /company-users/me/profile, /password, /mail-choices ---------- */

/** Which optional mails the user receives, one flag per MAIL_CHOICES entry. */
export const MailChoices = Type.Object({
  order_updates: Type.Boolean(),
  approval_requests: Type.Boolean(),
  quotation_answers: Type.Boolean(),
  dues_reminders: Type.Boolean(),
} satisfies Record<MailChoice, unknown>);
export type MailChoices = Static<typeof MailChoices>;

export const MyProfile = Type.Object({
  id: PublicId,
  email: Type.String(),
  name: Type.String(),
  /** The user's own mobile, ten digits; null when not given. */
  phone: Nullable(Type.String()),
  role: OneOf(COMPANY_ROLES),
  /** The company's primary login (the registrant, whose email is the company's main address). */
  is_primary: Type.Boolean(),
  mail_choices: MailChoices,
  /** Admins only: whether they are copied on their users' mails (false and unused for other roles). */
  copy_company_mails: Type.Boolean(),
});
export type MyProfile = Static<typeof MyProfile>;

export const MyProfileResponse = Type.Object({ status: Type.Boolean(), message: Type.Optional(Type.String()), data: MyProfile });
export type MyProfileResponse = Static<typeof MyProfileResponse>;

/** Name and mobile (a pasted "+91 98765 43210" is kept as its ten digits). */
export const MyProfileRequest = FormFields(userProfileRules);
export type MyProfileRequest = Static<typeof MyProfileRequest>;

/** The user's own password: the current one, the new one twice (the spec's change-password rules). */
export const MyPasswordRequest = FormFields(changePasswordRules);
export type MyPasswordRequest = Static<typeof MyPasswordRequest>;

/** Every choice at once; `copy_company_mails` is an Admin's (another role sending it is refused). */
export const MailChoicesRequest = Type.Object({ mail_choices: MailChoices, copy_company_mails: Type.Optional(Type.Boolean()) });
export type MailChoicesRequest = Static<typeof MailChoicesRequest>;

/* ---------- accepting an invitation (public) ---------- */

export const InvitationParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const InvitationResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ email: Type.String(), name: Type.String(), company_name: Type.String(), role: OneOf(COMPANY_ROLES), expires_at: Timestamp }),
});
export type InvitationResponse = Static<typeof InvitationResponse>;

export const AcceptInvitationRequest = FormFields(acceptInvitationRules);
export type AcceptInvitationRequest = Static<typeof AcceptInvitationRequest>;

/* ---------- the back office's view of a company's users ---------- */

export const AdminCompanyUser = Type.Object({
  email: Type.String(),
  name: Type.String(),
  role: OneOf(COMPANY_ROLES),
  status: OneOf(COMPANY_USER_STATUSES),
  order_limit: Nullable(Money),
  monthly_limit: Nullable(Money),
  created_at: Timestamp,
  last_sign_in_at: Nullable(Timestamp),
});
export type AdminCompanyUser = Static<typeof AdminCompanyUser>;

export const AdminCompanyUsersResponse = Type.Object({ status: Type.Boolean(), users: Type.Array(AdminCompanyUser) });
export type AdminCompanyUsersResponse = Static<typeof AdminCompanyUsersResponse>;
