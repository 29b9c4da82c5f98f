// Limits per actor (customer, staff member, operator) on calls whose work costs: generated
// documents, bulk cart adds, catalogue imports and exports. One preHandler per route:
//   { preHandler: costLimit('productImport') }
// Over the limit: 429 with Retry-After and a message in the store's error shape. The counts live
// in the database (lib/rateLimit.ts), so every server process of the store counts the same calls.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { SlidingWindowLimiter, minutesText, type LimitStore } from './rateLimit';

export type CostKind = 'documents' | 'quickOrder' | 'export' | 'productImport' | 'productExport';

export interface CostPolicy {
  limit: number;
  windowMs: number;
  /** What was done too often, plural, as the message reads it ("documents"). */
  what: string;
}

const MINUTE = 60_000;

/**
 * The limits. Each is set far above what a busy buyer (or operator) does by hand, and far below
 * what a script does in a loop: the run made 200 quotation PDFs in 1.9 s.
 */
export const COST_LIMITS: Record<CostKind, CostPolicy> = {
  // PDFs drawn per request (quotation drafts and answers, tax invoices, credit notes): a buyer
  // downloading the invoices of a whole month one by one clicks a few dozen times; 60 in 10
  // minutes is one every 10 s, sustained, and each costs ~20-50 ms of CPU and a file on disk.
  documents: { limit: 60, windowMs: 10 * MINUTE, what: 'documents' },
  // Quick order (check and add) and "order again": each checks up to hundreds of rows under
  // lock. A buyer checks, fixes and adds a list a few times; 30 in 10 minutes is one every 20 s.
  quickOrder: { limit: 30, windowMs: 10 * MINUTE, what: 'quick orders' },
  // CSV exports a customer downloads (none yet: the kind is ready for the first one).
  export: { limit: 20, windowMs: 10 * MINUTE, what: 'exports' },
  // The operator's catalogue import reads a whole file in one transaction (up to 512 MB); even a
  // dry run, a fix and a real run of several files stays under 20 an hour.
  productImport: { limit: 20, windowMs: 60 * MINUTE, what: 'product imports' },
  // A full catalogue export reads every product: 30 an hour is one every 2 minutes.
  productExport: { limit: 30, windowMs: 60 * MINUTE, what: 'product exports' },
};

/** Who pays for the work: a key that names one actor, or null when the route has none (left to its guard). */
export type ActorOf = (req: FastifyRequest) => string | null;

/**
 * The signed-in customer; on a route without one (the operator API, behind its secret), the
 * operator. The back office passes its own: `(req) => \`staff:${req.staff.id}\``.
 */
export const defaultActor: ActorOf = (req) => (req.customer ? `customer:${req.customer.id}` : 'operator');

export const tooManyMessage = (policy: CostPolicy, retryAfterMs: number) =>
  `You have made too many ${policy.what} in a short time. Please try again in ${minutesText(retryAfterMs)}.`;

/** The limiters of one app (one per kind), over its database-backed store; tests lower the limits. */
export class CostLimits {
  private readonly limiters: Record<CostKind, { limiter: SlidingWindowLimiter; policy: CostPolicy }>;

  constructor(store: LimitStore, overrides: Partial<Record<CostKind, Partial<CostPolicy>>> = {}) {
    this.limiters = Object.fromEntries(
      (Object.keys(COST_LIMITS) as CostKind[]).map((kind) => {
        const policy = { ...COST_LIMITS[kind], ...overrides[kind] };
        return [kind, { policy, limiter: new SlidingWindowLimiter(store, `cost:${kind}`, { limit: policy.limit, windowMs: policy.windowMs }) }];
      }),
    ) as CostLimits['limiters'];
  }

  /** Counts one call of the actor, or throws 429 (Retry-After on the reply) when it is over the limit. */
  async take(kind: CostKind, actor: string, reply: FastifyReply): Promise<void> {
    const { limiter, policy } = this.limiters[kind];
    const state = await limiter.take(actor);
    if (!state.blocked) return;
    reply.header('retry-after', Math.max(1, Math.ceil(state.retryAfterMs / 1000)));
    throw new HttpError(429, tooManyMessage(policy, state.retryAfterMs));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    costLimits: CostLimits;
  }
}

/** The preHandler that limits a route: runs after its guard and validation, so refused calls do not count. */
export function costLimit(kind: CostKind, actorOf: ActorOf = defaultActor) {
  return async function limitCost(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const actor = actorOf(req);
    if (actor !== null) await req.server.costLimits.take(kind, actor, reply);
  };
}
