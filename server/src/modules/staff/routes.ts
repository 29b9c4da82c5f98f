// The back office's own API (/api/admin): staff sign-in and sign-out, staff management and the
// audit log. Each route names the roles it allows (config.staffRoles, enforced by plugins/staffGuard).
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
import { STAFF_IDLE_TIMEOUT_SECONDS, TooManyStaffAttempts, createStaffLimiters, staffSignIn, staffSignOut } from './auth';
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
        const signedIn = await staffSignIn({ db: app.db, limitStore: app.limitStore, limiters }, req.body, req.ip);
        return { status: true, ...signedIn, timeout: STAFF_IDLE_TIMEOUT_SECONDS, message: 'Signed in' };
      } catch (err) {
        return sendRefusal(reply, err);
      }
    },
  );

  api.post('/admin/signout', { config: everyone, schema: { tags, response: { 200: StaffStatusResponse } } }, async (req) => {
    await staffSignOut(app.db, requireStaff(req).sessionId);
    return { status: true, message: 'Signed out' };
  });

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
