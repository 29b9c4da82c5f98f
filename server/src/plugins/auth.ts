// Resolves the bearer token of each request to its company (the customer) and the company user who
// signed in, with server-side inactivity expiry. A disabled user's token is refused as signed out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CompanyRole } from '@contracts/companyUserRules';
import { customerUsers, customers, sessions } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { forbidden, unauthorized } from '../lib/errors';
import { turnBatcher } from '../lib/turnBatch';

export interface AuthCustomer {
  /** The company: prices, credit, cart, orders, addresses and wallet are scoped to it. */
  id: number;
  sessionId: number;
  /** The signed-in user's own email and name. */
  email: string;
  status: 'pending' | 'approved' | 'rejected';
  primaryContactName: string;
  /** The company user behind the session and their role (plugins/customerGuard.ts enforces it). */
  userId: number;
  role: CompanyRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, or null for a visitor. */
    customer: AuthCustomer | null;
  }
}

export const AWAITING_APPROVAL = 'Your account is awaiting approval. Prices, cart, quotations and ordering open once the store approves it.';

/** Touching a session on every request would write on every call; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

interface SessionRow {
  sessionId: number;
  lastSeenAt: Date;
  id: number;
  email: string;
  status: string;
  primaryContactName: string;
  tokenHash: string;
  userId: number;
  role: string;
}

/**
 * Session lookups of the requests that arrive in one turn of the event loop, made by one query
 * (a round trip per signed-in request was most of its cost under load). A request only ever
 * joins a lookup that has not started yet, so a sign-out committed before it arrived is seen.
 */
function sessionLookup(db: FastifyInstance['db']) {
  return turnBatcher<string, SessionRow | null>(async (hashes) => {
    const rows = await db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        id: customers.id,
        email: customerUsers.email,
        status: customers.status,
        primaryContactName: customerUsers.name,
        tokenHash: sessions.tokenHash,
        userId: customerUsers.id,
        role: customerUsers.role,
      })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      // Only an active user's sessions count: disabling a user ends them on the next call, even
      // one already in flight on another server process.
      .innerJoin(customerUsers, and(eq(customerUsers.id, sessions.userId), eq(customerUsers.status, 'active')))
      .where(and(inArray(sessions.tokenHash, hashes), isNull(sessions.revokedAt)));
    return new Map(rows.map((r) => [r.tokenHash, r]));
  }, null);
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('customer', null);
  const lookup = sessionLookup(app.db);

  app.addHook('onRequest', async (req) => {
    // The matched route's pattern, not the raw URL (which may be percent-encoded); unknown routes
    // fall back to the raw URL.
    const url = req.routeOptions.url ?? req.url;
    // The back office's routes take staff tokens, checked by plugins/staffGuard.ts.
    if (!url.startsWith('/api/') || url.startsWith('/api/admin/')) return;
    const token = bearerToken(req);
    if (!token) return;
    const row = await lookup(sha256(token));
    // A token that was sent but is unknown, revoked or idle too long answers 401, so the
    // storefront signs the user out instead of silently showing a visitor's view.
    if (!row) throw unauthorized('Your session has ended. Please sign in again.');
    const idleMs = Date.now() - row.lastSeenAt.getTime();
    const timeoutMs = app.config.sessionTimeoutSeconds * 1000;
    if (idleMs > timeoutMs) {
      await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.sessionId));
      throw unauthorized('Your session has timed out. Please sign in again.');
    }
    // With a short time-out (say 30 s) a fixed one-minute touch interval would expire sessions that
    // are in use; touch at least every tenth of the time-out.
    if (idleMs > Math.min(TOUCH_AFTER_MS, timeoutMs / 10)) {
      await app.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
    }
    req.customer = {
      id: row.id,
      sessionId: row.sessionId,
      email: row.email,
      status: row.status as AuthCustomer['status'],
      primaryContactName: row.primaryContactName,
      userId: row.userId,
      role: row.role as CompanyRole,
    };
  });
});

/** The signed-in customer, whatever the approval status; 401 for a visitor. */
export function requireCustomer(req: FastifyRequest): AuthCustomer {
  if (!req.customer) throw unauthorized();
  return req.customer;
}

/** An approved customer: prices, cart, quotations and orders are theirs only. */
export function requireApproved(req: FastifyRequest): AuthCustomer {
  const customer = requireCustomer(req);
  if (customer.status !== 'approved') throw forbidden(AWAITING_APPROVAL);
  return customer;
}

/** The customer id whose prices may be shown, or null (visitor or not approved). */
export const pricedCustomerId = (req: FastifyRequest): number | null =>
  req.customer?.status === 'approved' ? req.customer.id : null;
