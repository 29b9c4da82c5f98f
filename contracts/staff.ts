// The back office's wire (/api/admin/...): staff roles, sign-in, staff management and the audit
// log. The role list is written here once: the database's check constraint, the server's guard
// and the back office's navigation all read it.
import { Type, type Static } from 'typebox';
import { FormFields, Id, Nullable, Paged, StatusMessage, Timestamp, type PagedOf } from './common';
import { PASSWORD_MAX, email, newPassword, textField, type Rules } from './fields';

/** Who does what (issue 22): Admin does everything and manages staff. */
export const STAFF_ROLES = ['admin', 'sales', 'finance', 'dispatch', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  sales: 'Sales',
  finance: 'Finance',
  dispatch: 'Dispatch',
  catalogue: 'Catalogue',
};

export const StaffRoleSchema = Type.Union(STAFF_ROLES.map((r) => Type.Literal(r)));

/* ---------- sign-in ---------- */

export const staffSignInRules = {
  email: email('Email is required'),
  password: { required: 'Password is required', keepSpaces: true, max: PASSWORD_MAX, maxMessage: 'Invalid email or password.' },
} satisfies Rules;

export const StaffSignInRequest = FormFields(staffSignInRules);
export type StaffSignInRequest = Static<typeof StaffSignInRequest>;

export const StaffMember = Type.Object({
  id: Id,
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  active: Type.Boolean(),
  created_at: Timestamp,
  last_sign_in_at: Nullable(Timestamp),
});
export type StaffMember = Static<typeof StaffMember>;

export const StaffSignedInResponse = Type.Object({
  status: Type.Boolean(),
  token: Type.String({ description: 'Bearer token of the new staff session.' }),
  staff: StaffMember,
  /** Inactivity time-out of the session, in seconds. */
  timeout: Type.Integer(),
  message: Type.String(),
});
export type StaffSignedInResponse = Static<typeof StaffSignedInResponse>;

export const StaffMeResponse = Type.Object({ status: Type.Boolean(), staff: StaffMember, timeout: Type.Integer() });
export type StaffMeResponse = Static<typeof StaffMeResponse>;

export const StaffStatusResponse = StatusMessage;

/* ---------- staff management (Admin) ---------- */

/** A new staff member: the customers' password rule, no weaker. */
export const staffCreateRules = {
  name: textField('Name', 100, 'Name is required'),
  email: email('Email is required', { lowerCase: true }),
  role: { required: 'Role is required', oneOf: STAFF_ROLES, oneOfMessage: `Choose one of ${STAFF_ROLES.join(', ')}.`, lowerCase: true },
  password: newPassword('Password is required', 'Password'),
} satisfies Rules;

export const StaffCreateRequest = FormFields(staffCreateRules);
export type StaffCreateRequest = Static<typeof StaffCreateRequest>;

export const staffRoleRules = { role: staffCreateRules.role } satisfies Rules;
export const StaffRoleRequest = FormFields(staffRoleRules);
export type StaffRoleRequest = Static<typeof StaffRoleRequest>;

export const StaffParams = Type.Object({ id: Id });

export const StaffListResponse = Type.Object({ status: Type.Boolean(), staff: Type.Array(StaffMember) });
export type StaffListResponse = Static<typeof StaffListResponse>;

export const StaffMemberResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), staff: StaffMember });
export type StaffMemberResponse = Static<typeof StaffMemberResponse>;

/* ---------- audit log (Admin) ---------- */

export const AuditEntry = Type.Object({
  id: Id,
  at: Timestamp,
  actor_id: Nullable(Type.Integer()),
  actor_email: Type.String({ description: 'The staff member (or "cli" for the command-line tool).' }),
  action: Type.String(),
  entity_type: Type.String(),
  entity_id: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({
  entity_type: Type.Optional(Type.String({ maxLength: 50 })),
  entity_id: Type.Optional(Type.String({ maxLength: 100 })),
  actor: Type.Optional(Type.String({ maxLength: 191, description: 'Part of the staff member\'s email.' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Text in the action or the before/after values.' })),
  from: Type.Optional(Type.String({ format: 'date', description: 'First day (India time), YYYY-MM-DD.' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last day (India time), YYYY-MM-DD.' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditListResponse = Type.Object({ status: Type.Boolean(), entries: Paged(AuditEntry) });
export type AuditListResponse = { status: boolean; entries: PagedOf<AuditEntry> };
