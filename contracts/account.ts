// The wire of a customer's own account (spec sections 3 and 7, "Account"): the customer, the
// profile, the password change and the credit limit.
import { Type, type Static } from 'typebox';
import { FormFields, Nullable, PublicId, StatusMessage } from './common';
import { CUSTOMER_STATUSES } from './statuses';
import { changePasswordRules, profileRules } from './fields';

export const CustomerStatus = Type.Enum(CUSTOMER_STATUSES, {
  description: "'pending' until the store approves the account; only 'approved' sees prices.",
});
export type CustomerStatus = Static<typeof CustomerStatus>;

/** The one wire shape of a customer (spec 3, "Customer (stored details)") plus the approval status. */
export const Customer = Type.Object({
  /** The customer's random public id (the serial id would count the store's customers). */
  id: PublicId,
  primary_contact_name: Type.String(),
  company_name: Type.String(),
  credit_limit: Type.Number({ description: 'Available credit in rupees (0 when none).' }),
  email: Type.String(),
  phone: Type.String(),
  image: Nullable(Type.String({ description: "Path under /media/ (e.g. 'uploads/avatars/ab12.png')." })),
  status: CustomerStatus,
});
export type Customer = Static<typeof Customer>;

/* ---------- GET /customer-profile, POST /customer-profile-update ---------- */

export const ProfileResponse = Type.Object({ status: Type.Boolean(), customer: Customer });
export type ProfileResponse = Static<typeof ProfileResponse>;

/**
 * multipart/form-data (with an optional `image`: PNG, JPEG, WebP or GIF up to 2 MB), JSON or
 * URL-encoded. A multipart body reaches the route as its parts, hence null here.
 */
export const ProfileUpdateRequest = Nullable(FormFields(profileRules));
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequest>;

export const ProfileUpdateResponse = Type.Object({ ...StatusMessage.properties, customer: Customer });
export type ProfileUpdateResponse = Static<typeof ProfileUpdateResponse>;

/* ---------- POST /customer-changepassword ---------- */

export const ChangePasswordRequest = FormFields(changePasswordRules);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/* ---------- GET /credit-limit ---------- */

export const CreditLimitResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ credit_limit: Type.Number({ description: 'Available credit in rupees.' }) }),
});
export type CreditLimitResponse = Static<typeof CreditLimitResponse>;
