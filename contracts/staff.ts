// The back office's wire (/api/admin/...): sign-in, staff management and the audit log. The roles
// and the form rules are plain data in staffRules.ts (the browser imports them at run time).
import { Type, type Static } from 'typebox';
import { FormFields, Id, Nullable, Paged, StatusMessage, Timestamp, type PagedOf } from './common';
import { STAFF_ROLES, staffCreateRules, staffRoleRules, staffSignInRules } from './staffRules';

export { STAFF_CSRF_HEADER, STAFF_CSRF_REFUSED, STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from './staffRules';

export const StaffRoleSchema = Type.Union(STAFF_ROLES.map((r) => Type.Literal(r)));

/* ---------- sign-in ---------- */

export const StaffSignInRequest = Type.Object({
  ...FormFields(staffSignInRules).properties,
  session: Type.Optional(
    Type.Literal('cookie', {
      description:
        "'cookie' (the back office's browser screens): the session is set as an HttpOnly cookie and the answer carries a CSRF token instead of the bearer token. Left out: the answer carries a bearer token (API callers).",
    }),
  ),
});
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
  token: Type.Optional(Type.String({ description: "Bearer token of the new staff session (left out of a cookie session's answer)." })),
  csrf_token: Type.Optional(Type.String({ description: 'A cookie session only: the value to send in X-CSRF-Token with every POST, PUT, PATCH and DELETE.' })),
  staff: StaffMember,
  /** Inactivity time-out of the session, in seconds. */
  timeout: Type.Integer(),
  message: Type.String(),
});
export type StaffSignedInResponse = Static<typeof StaffSignedInResponse>;

/** Who is signed in (GET /api/admin/session): what a freshly opened back-office tab asks first. */
export const StaffSessionResponse = Type.Object({
  status: Type.Boolean(),
  staff: StaffMember,
  timeout: Type.Integer(),
  csrf_token: Nullable(Type.String({ description: 'The X-CSRF-Token of a cookie session; null for a bearer token (it needs none).' })),
});
export type StaffSessionResponse = Static<typeof StaffSessionResponse>;

export const StaffMeResponse = Type.Object({ status: Type.Boolean(), staff: StaffMember, timeout: Type.Integer() });
export type StaffMeResponse = Static<typeof StaffMeResponse>;

export const StaffStatusResponse = StatusMessage;

/* ---------- staff management (Admin) ---------- */

export const StaffCreateRequest = FormFields(staffCreateRules);
export type StaffCreateRequest = Static<typeof StaffCreateRequest>;

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
  actor_name: Nullable(Type.String({ description: 'The staff member\'s name; null for the command-line tool.' })),
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

export const AuditEntityTypesResponse = Type.Object({
  status: Type.Boolean(),
  entity_types: Type.Array(Type.String(), { description: 'Every kind of record the log holds changes of (its entity_type values), in alphabetical order.' }),
});
export type AuditEntityTypesResponse = Static<typeof AuditEntityTypesResponse>;

export const AuditListResponse = Type.Object({ status: Type.Boolean(), entries: Paged(AuditEntry) });
export type AuditListResponse = { status: boolean; entries: PagedOf<AuditEntry> };
