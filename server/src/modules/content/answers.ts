// The back office's work on the visitor forms: lists of contact inquiries and item requests
// (unanswered first by default, searchable, paged) and "mark answered" with a note, audited in
// the same transaction. Sales and Admin call it through content/adminRoutes.ts.
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminInquiry, AdminItemRequest, AdminVisitorFormQuery, AnswerRequest, AnswerState } from '@contracts/adminInquiries';
import { ANSWER_NOTE_MAX, ANSWER_NOTE_MESSAGES, ANSWER_NOTE_MIN } from '@contracts/adminInquiryRules';
import type { PagedOf } from '@contracts/common';
import type { OperatorInquiry, OperatorItemRequest } from '@contracts/operator';
import type { Db, DbOrTx } from '../../db/client';
import { inquiries, itemRequests, staff } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { recordAudit, type Actor } from '../staff';
import { inquiryOut, itemRequestOut } from './operator';

export const ANSWER_PAGE_SIZE = 20;

/** `%`, `_` and `\` typed into a search box are text, not patterns. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "INQ-000042" or "42" typed into the search finds that id (references from before migration 0033 are the id). */
const idIn = (q: string) => {
  const m = /^(?:inq|req)?-?0*(\d{1,9})$/i.exec(q);
  return m ? Number(m[1]) : null;
};

function answerStateWhere(column: typeof inquiries.answeredAt | typeof itemRequests.answeredAt, status: AnswerState): SQL | undefined {
  if (status === 'all') return undefined;
  return status === 'answered' ? isNotNull(column) : isNull(column);
}

async function paged<R>(db: DbOrTx, count: () => Promise<number>, rows: (limit: number, offset: number) => Promise<R[]>, page = 1) {
  const total = await count();
  const lastPage = Math.max(1, Math.ceil(total / ANSWER_PAGE_SIZE));
  const current = Math.min(page, lastPage);
  return { data: await rows(ANSWER_PAGE_SIZE, (current - 1) * ANSWER_PAGE_SIZE), current_page: current, last_page: lastPage, per_page: ANSWER_PAGE_SIZE, total };
}

const answerInfo = (r: { answeredAt: Date | null; answerNote: string | null }, staffName: string | null) => ({
  answered_at: r.answeredAt ? r.answeredAt.toISOString() : null,
  answered_by: r.answeredAt ? staffName : null,
  answer_note: r.answerNote,
});

/** Contact inquiries: unanswered by default, newest first. */
export async function searchInquiries(db: DbOrTx, query: AdminVisitorFormQuery): Promise<PagedOf<AdminInquiry>> {
  const where: (SQL | undefined)[] = [answerStateWhere(inquiries.answeredAt, query.status ?? 'unanswered')];
  const q = query.q?.trim();
  if (q) {
    const p = likeText(q);
    const id = idIn(q);
    where.push(
      or(
        ilike(inquiries.firstName, p),
        ilike(inquiries.lastName, p),
        ilike(sql`${inquiries.firstName} || ' ' || ${inquiries.lastName}`, p),
        ilike(inquiries.companyName, p),
        ilike(inquiries.email, p),
        ilike(inquiries.phone, p),
        ilike(inquiries.description, p),
        ilike(inquiries.reference, p),
        id ? eq(inquiries.id, id) : undefined,
      ),
    );
  }
  const condition = and(...where);
  return paged(
    db,
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(inquiries).where(condition))[0].n,
    async (limit, offset) =>
      (
        await db
          .select({ row: inquiries, staffName: staff.name })
          .from(inquiries)
          .leftJoin(staff, eq(staff.id, inquiries.answeredBy))
          .where(condition)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(limit)
          .offset(offset)
      ).map(({ row, staffName }) => ({ ...inquiryOut(row), ...answerInfo(row, staffName) })),
    query.page,
  );
}

/** Item requests: unanswered by default, newest first. */
export async function searchItemRequests(db: DbOrTx, query: AdminVisitorFormQuery): Promise<PagedOf<AdminItemRequest>> {
  const where: (SQL | undefined)[] = [answerStateWhere(itemRequests.answeredAt, query.status ?? 'unanswered')];
  const q = query.q?.trim();
  if (q) {
    const p = likeText(q);
    const id = idIn(q);
    where.push(
      or(
        ilike(itemRequests.name, p),
        ilike(itemRequests.email, p),
        ilike(itemRequests.phone, p),
        ilike(itemRequests.otherDetails, p),
        ilike(itemRequests.reference, p),
        sql`${itemRequests.products}::text ilike ${p}`,
        id ? eq(itemRequests.id, id) : undefined,
      ),
    );
  }
  const condition = and(...where);
  return paged(
    db,
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(itemRequests).where(condition))[0].n,
    async (limit, offset) =>
      (
        await db
          .select({ row: itemRequests, staffName: staff.name })
          .from(itemRequests)
          .leftJoin(staff, eq(staff.id, itemRequests.answeredBy))
          .where(condition)
          .orderBy(desc(itemRequests.createdAt), desc(itemRequests.id))
          .limit(limit)
          .offset(offset)
      ).map(({ row, staffName }) => ({ ...itemRequestOut(row), ...answerInfo(row, staffName) })),
    query.page,
  );
}

function checkNote(body: AnswerRequest): string {
  const note = (body.note ?? '').trim();
  if (note.length < ANSWER_NOTE_MIN) throw invalid({ note: [ANSWER_NOTE_MESSAGES.short] });
  if (note.length > ANSWER_NOTE_MAX) throw invalid({ note: [ANSWER_NOTE_MESSAGES.long] });
  return note;
}

const ALREADY = 'This was already marked answered by someone else; reload to see their note.';

/** A visitor form staff answer: its table, how a row goes on the wire, its audit names and 404 text. */
interface AnswerableForm<T extends typeof inquiries | typeof itemRequests, Out> {
  table: T;
  out: (row: T['$inferSelect']) => Out;
  entityType: 'inquiry' | 'item_request';
  notFound: string;
}

export const INQUIRY_FORM: AnswerableForm<typeof inquiries, OperatorInquiry> = { table: inquiries, out: inquiryOut, entityType: 'inquiry', notFound: 'Inquiry not found' };
export const ITEM_REQUEST_FORM: AnswerableForm<typeof itemRequests, OperatorItemRequest> = {
  table: itemRequests,
  out: itemRequestOut,
  entityType: 'item_request',
  notFound: 'Item request not found',
};

/**
 * Marks a contact inquiry or an item request answered, once: the row is locked, a second answer
 * is refused (409), and the audit entry (`<form>.answer`) is written in the same transaction.
 */
export async function answerVisitorForm<T extends typeof inquiries | typeof itemRequests, Out>(
  db: Db,
  form: AnswerableForm<T, Out>,
  actor: Actor & { id: number; name: string },
  id: number,
  body: AnswerRequest,
): Promise<Out & ReturnType<typeof answerInfo>> {
  const note = checkNote(body);
  // One query over "either table": both have the same answer columns, and the row read is the form's own.
  const table: typeof inquiries | typeof itemRequests = form.table;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(form.notFound);
    if (row.answeredAt) throw conflict(ALREADY);
    const [after] = await tx.update(table).set({ answeredAt: new Date(), answeredBy: actor.id, answerNote: note }).where(eq(table.id, id)).returning();
    await recordAudit(tx, actor, {
      action: `${form.entityType}.answer`,
      entityType: form.entityType,
      entityId: id,
      before: { answered: false },
      after: { answered: true, note },
    });
    return { ...form.out(after), ...answerInfo(after, actor.name) };
  });
}
