// The back office's browser session: the staff token in an HttpOnly cookie scripts cannot read,
// and the CSRF token bound to it that every state-changing call must repeat in a header.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_CSRF_HEADER } from '@contracts/staffRules';

export const STAFF_COOKIE = 'staff_session';
/** Only the back office's API sees the cookie: the storefront's calls and pages never carry it. */
const COOKIE_PATH = '/api/admin';

/** Methods that change something: a cookie call with one of them must carry the CSRF header. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const needsCsrf = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/** The staff token from the request's Cookie header, or null. */
export function staffCookieToken(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === STAFF_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * Secure when the browser reached us over https (req.protocol honours X-Forwarded-Proto only when
 * TRUST_PROXY is set) or when the store's public address is https: such a store must never send
 * the cookie in clear, even if one request arrived over http.
 */
const secure = (req: FastifyRequest, publicUrl: string) => req.protocol === 'https' || publicUrl.startsWith('https:');

function cookie(req: FastifyRequest, publicUrl: string, value: string, extra: string[]): string {
  // No Max-Age: the cookie ends with the browser; the server ends the session sooner when idle.
  return [`${STAFF_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict', ...(secure(req, publicUrl) ? ['Secure'] : []), ...extra].join('; ');
}

export function setStaffCookie(req: FastifyRequest, reply: FastifyReply, publicUrl: string, token: string): void {
  reply.header('set-cookie', cookie(req, publicUrl, token, []));
}

export function clearStaffCookie(req: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  reply.header('set-cookie', cookie(req, publicUrl, '', ['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']));
}

/**
 * The session's CSRF token: an HMAC keyed by the session token itself. Only someone holding the
 * token (the server, from the cookie) can make it, it differs for every session, and it reveals
 * nothing of the token, so the screens may keep it in memory; no extra column is needed.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('staff-csrf').digest('base64url');
}

export function csrfHeaderMatches(req: FastifyRequest, sessionToken: string): boolean {
  const sent = req.headers[STAFF_CSRF_HEADER];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
