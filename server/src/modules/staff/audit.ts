// The audit log: one helper that writes a staff member's change inside the change's own
// transaction, the Admin's search over it, and one record's history for the detail screens.
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@contracts/staff';
import type { PagedOf } from '@contracts/common';
import type { DbOrTx, Tx } from '../../db/client';
import { auditLog, staff } from '../../db/schema';
import { invalid } from '../../lib/errors';

/** Who made a change: a staff member, or the command-line tool (id null, email 'cli'). */
export interface Actor {
  id: number | null;
  email: string;
}

export const CLI_ACTOR: Actor = { id: null, email: 'cli' };

export interface AuditRecord {
  /** What was done, as `area.verb` (e.g. `staff.create`, `customer.approve`). */
  action: string;
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * Records a change. It takes a transaction, not the database, so it cannot be written apart from
 * the change it describes: both commit, or neither does.
 */
export async function recordAudit(tx: Tx, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 25;
/** A detail screen shows this many of the record's latest changes (the audit log has them all). */
export const HISTORY_LIMIT = 100;

/** An audit row with its actor's name (null for the command-line tool), as the wire carries it. */
const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  actorName: staff.name,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};
type EntryRow = { id: number; at: Date; actorId: number | null; actorEmail: string; actorName: string | null; action: string; entityType: string; entityId: string; before: unknown; after: unknown };

const toEntry = (r: EntryRow): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actor_id: r.actorId,
  actor_email: r.actorEmail,
  actor_name: r.actorName,
  action: r.action,
  entity_type: r.entityType,
  entity_id: r.entityId,
  before: r.before,
  after: r.after,
});

/**
 * One record's changes, newest first, for its detail response (an order by its number, an
 * account or a quotation by its id): every area's detail reads its history here, the same way.
 */
export async function historyOf(db: DbOrTx, entityType: string, entityId: string | number): Promise<AuditEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map(toEntry);
}

/** `%`, `_` and `\` typed into a search box are text, not patterns. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An India-time calendar day's first instant. */
const istDayStart = (day: string, addDays = 0) => sql`((${day}::date + ${addDays}::int)::timestamp at time zone 'Asia/Kolkata')`;

/** The kinds of record the log holds changes of: what the Audit screen's filter offers. */
export async function auditEntityTypes(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ type: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType);
  return rows.map((r) => r.type);
}

export async function searchAudit(db: DbOrTx, query: AuditQuery): Promise<PagedOf<AuditEntry>> {
  if (query.from && query.to && query.from > query.to) throw invalid({ to: ['The last day cannot be before the first day.'] });
  const where: SQL[] = [];
  if (query.entity_type?.trim()) where.push(eq(auditLog.entityType, query.entity_type.trim()));
  if (query.entity_id?.trim()) where.push(eq(auditLog.entityId, query.entity_id.trim()));
  if (query.actor?.trim()) where.push(ilike(auditLog.actorEmail, likeText(query.actor.trim())));
  if (query.q?.trim()) {
    const pattern = likeText(query.q.trim());
    where.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.entityId, pattern),
        sql`${auditLog.before}::text ilike ${pattern}`,
        sql`${auditLog.after}::text ilike ${pattern}`,
      ) as SQL,
    );
  }
  if (query.from) where.push(gte(auditLog.at, istDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.at, istDayStart(query.to, 1)));
  const condition = where.length ? and(...where) : undefined;

  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(condition);
  const lastPage = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, lastPage);
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.actorId))
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    data: rows.map(toEntry),
    current_page: page,
    last_page: lastPage,
    per_page: AUDIT_PAGE_SIZE,
    total,
  };
}
