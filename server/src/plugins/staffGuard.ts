// The back office's guard: every /api/admin route declares the staff roles it allows in its route
// options (`config.staffRoles`), and this plugin enforces them before the handler runs: no staff
// session (a visitor, or a customer's token) answers 401, a role not in the list 403.
// A session comes as a bearer token (API callers) or as the browser's HttpOnly cookie; a cookie
// call that changes something must also carry the session's CSRF token, or it is refused 403.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_CSRF_REFUSED, STAFF_ROLE_LABELS, type StaffRole } from '@contracts/staff';
import { bearerToken } from './auth';
import { forbidden, unauthorized } from '../lib/errors';
import { staffForToken, type SessionStaff } from '../modules/staff/auth';
import { clearStaffCookie, csrfHeaderMatches, csrfTokenFor, needsCsrf, staffCookieToken } from '../modules/staff/sessionCookie';

/** `'public'`: reachable without a staff session (sign-in only). */
export type StaffRoles = readonly StaffRole[] | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff roles an /api/admin route allows (required on every one of them). */
    staffRoles?: StaffRoles;
  }
  interface FastifyRequest {
    /** The signed-in staff member on /api/admin routes, or null. */
    staff: SessionStaff | null;
    /** The CSRF token of the request's cookie session; null when a bearer token signed it in. */
    staffCsrfToken: string | null;
  }
  interface FastifyInstance {
    /** `METHOD /path` of every /api/admin route and the roles it allows (read by the tests). */
    staffRouteRoles: Map<string, StaffRoles>;
  }
}

export const ADMIN_PREFIX = '/api/admin';
export const STAFF_SIGN_IN_REQUIRED = 'Please sign in to the back office.';

/** The roles' names as a sentence, for the API document and the 403. */
const rolesText = (roles: readonly StaffRole[]) => roles.map((r) => STAFF_ROLE_LABELS[r]).join(', ');

export default fp(async function staffGuard(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffCsrfToken', null);
  app.decorate('staffRouteRoles', new Map<string, StaffRoles>());

  app.addHook('onRoute', (route) => {
    if (route.url !== ADMIN_PREFIX && !route.url.startsWith(`${ADMIN_PREFIX}/`)) return;
    const roles = route.config?.staffRoles;
    // A route without a declaration is a programming error: refuse to start rather than serve it open.
    if (!roles) throw new Error(`${String(route.method)} ${route.url} must declare config.staffRoles`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.staffRouteRoles.set(`${method} ${route.url}`, roles);
    }
    if (roles === 'public') return;
    if (route.schema && !route.schema.hide) {
      route.schema = {
        ...route.schema,
        security: [{ bearer: [] }],
        description: [route.schema.description, `Staff roles: ${rolesText(roles)}.`].filter(Boolean).join(' '),
      };
    }
    const guard = async (req: FastifyRequest, reply: FastifyReply) => {
      // A bearer token wins over a cookie: the caller chose it, and it is not sent by the browser on its own.
      const bearer = bearerToken(req);
      const cookie = bearer ? null : staffCookieToken(req);
      const token = bearer ?? cookie;
      if (!token) throw unauthorized(STAFF_SIGN_IN_REQUIRED);
      let member: SessionStaff;
      try {
        member = await staffForToken(app.db, token);
      } catch (err) {
        // The browser drops an ended session's cookie with the refusal.
        if (cookie) clearStaffCookie(req, reply, app.config.publicUrl);
        throw err;
      }
      if (cookie) {
        if (needsCsrf(req.method) && !csrfHeaderMatches(req, cookie)) throw forbidden(STAFF_CSRF_REFUSED);
        req.staffCsrfToken = csrfTokenFor(cookie);
      }
      if (!roles.includes(member.role)) throw forbidden(`This needs the ${rolesText(roles)} role; you are signed in as ${STAFF_ROLE_LABELS[member.role]}.`);
      req.staff = member;
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), guard];
  });
});

/** The signed-in staff member of a guarded route. */
export function requireStaff(req: FastifyRequest): SessionStaff {
  if (!req.staff) throw unauthorized(STAFF_SIGN_IN_REQUIRED);
  return req.staff;
}
