// The back office's own API (/api/admin): staff sign-in (a bearer token, or the browser's cookie
// session), who is signed in, sign-out, staff management and the audit log. Each route names the roles it allows (config.staffRoles, enforced by plugins/staffGuard).
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AuditEntityTypesResponse,
  AuditListResponse,
  AuditQuery,
  StaffCreateRequest,
  StaffListResponse,
  StaffMeResponse,
  StaffMemberResponse,
  StaffParams,
  StaffRoleRequest,
  StaffSessionResponse,
  StaffSignInRequest,
  StaffSignedInResponse,
  StaffStatusResponse,
  STAFF_ROLES,
} from '@contracts/staff';
import { Failure } from '@contracts/common';
import { HttpError } from '../../lib/errors';
import { treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { auditEntityTypes, searchAudit } from './audit';
import { STAFF_IDLE_TIMEOUT_SECONDS, TooManyStaffAttempts, createStaffLimiters, endStaffSessionOfToken, staffSignIn, staffSignOut } from './auth';
import { clearStaffCookie, csrfTokenFor, setStaffCookie, staffCookieToken } from './sessionCookie';
import { changeStaffRole, createStaff, deactivateStaff, listStaff, staffMember } from './service';

const tags = ['Back office'];
const everyone = { staffRoles: STAFF_ROLES };
const adminOnly = { staffRoles: ['admin'] as const };

/** A refused sign-in says when to retry (429) and carries `message` like the storefront's. */
function sendRefusal(reply: FastifyReply, err: unknown) {
  if (!(err instanceof HttpError) || err.statusCode === 422) throw err;
  if (err instanceof TooManyStaffAttempts) reply.header('retry-after', Math.ceil(err.retryAfterMs / 1000));
  return reply.status(err.statusCode).send({ status: false, message: err.message });
}

export default async function staffRoutes(app: FastifyInstance) {
  const api = typed(app);
  const limiters = createStaffLimiters(app.limitStore);
  treatMissingBodyAsEmpty(app);

  api.post(
    '/admin/signin',
    { config: { staffRoles: 'public' }, schema: { tags, body: StaffSignInRequest, response: { 200: StaffSignedInResponse, '4xx': Failure } } },
    async (req, reply) => {
      try {
        const { session, ...form } = req.body;
        const { token, staff } = await staffSignIn({ db: app.db, limitStore: app.limitStore, limiters }, form, req.ip);
        if (session !== 'cookie') return { status: true, token, staff, timeout: STAFF_IDLE_TIMEOUT_SECONDS, message: 'Signed in' };
        // The browser's session: the token goes only into the HttpOnly cookie, never into the answer.
        const previous = staffCookieToken(req);
        if (previous) await endStaffSessionOfToken(app.db, previous);
        setStaffCookie(req, reply, app.config.publicUrl, token);
        return { status: true, staff, timeout: STAFF_IDLE_TIMEOUT_SECONDS, csrf_token: csrfTokenFor(token), message: 'Signed in' };
      } catch (err) {
        return sendRefusal(reply, err);
      }
    },
  );

  api.post('/admin/signout', { config: everyone, schema: { tags, response: { 200: StaffStatusResponse } } }, async (req, reply) => {
    await staffSignOut(app.db, requireStaff(req).sessionId);
    if (req.staffCsrfToken) clearStaffCookie(req, reply, app.config.publicUrl);
    return { status: true, message: 'Signed out' };
  });

  api.get(
    '/admin/session',
    {
      config: everyone,
      schema: {
        tags,
        summary: 'Who is signed in',
        description: "The signed-in member, the idle time-out and, for the browser's cookie session, the CSRF token to send with changes.",
        response: { 200: StaffSessionResponse },
      },
    },
    async (req) => ({
      status: true,
      staff: await staffMember(app.db, requireStaff(req).id),
      timeout: STAFF_IDLE_TIMEOUT_SECONDS,
      csrf_token: req.staffCsrfToken,
    }),
  );

  api.get('/admin/me', { config: everyone, schema: { tags, response: { 200: StaffMeResponse } } }, async (req) => {
    return { status: true, staff: await staffMember(app.db, requireStaff(req).id), timeout: STAFF_IDLE_TIMEOUT_SECONDS };
  });

  api.get('/admin/staff', { config: adminOnly, schema: { tags, response: { 200: StaffListResponse } } }, async () => ({
    status: true,
    staff: await listStaff(app.db),
  }));

  api.post(
    '/admin/staff',
    { config: adminOnly, schema: { tags, body: StaffCreateRequest, response: { 200: StaffMemberResponse } } },
    async (req) => ({ status: true, message: 'Staff member created', staff: await createStaff(app.db, requireStaff(req), req.body) }),
  );

  api.post(
    '/admin/staff/:id/role',
    { config: adminOnly, schema: { tags, params: StaffParams, body: StaffRoleRequest, response: { 200: StaffMemberResponse } } },
    async (req) => ({ status: true, message: 'Role changed', staff: await changeStaffRole(app.db, requireStaff(req), req.params.id, req.body) }),
  );

  api.post(
    '/admin/staff/:id/deactivate',
    { config: adminOnly, schema: { tags, params: StaffParams, response: { 200: StaffMemberResponse } } },
    async (req) => ({ status: true, message: 'Staff member deactivated', staff: await deactivateStaff(app.db, requireStaff(req), req.params.id) }),
  );

  api.get('/admin/audit', { config: adminOnly, schema: { tags, querystring: AuditQuery, response: { 200: AuditListResponse } } }, async (req) => ({
    status: true,
    entries: await searchAudit(app.db, req.query),
  }));

  api.get('/admin/audit/entity-types', { config: adminOnly, schema: { tags, response: { 200: AuditEntityTypesResponse } } }, async () => ({
    status: true,
    entity_types: await auditEntityTypes(app.db),
  }));
}
