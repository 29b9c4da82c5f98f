// The back office's work on the visitor forms: lists of contact inquiries and item requests
// (unanswered first by default, searchable, paged) and "mark answered" with a note, audited in
// the same transaction. Sales and Admin call it through content/adminRoutes.ts.
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminInquiry, AdminItemRequest, AdminVisitorFormQuery, AnswerRequest, AnswerState } from '@contracts/adminInquiries';
import { ANSWER_NOTE_MAX, ANSWER_NOTE_MESSAGES, ANSWER_NOTE_MIN } from '@contracts/adminInquiryRules';
import type { PagedOf } from '@contracts/common';
import type { Db, DbOrTx } from '../../db/client';
import { inquiries, itemRequests, staff } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { recordAudit, type Actor } from '../staff';
import { inquiryOut, itemRequestOut } from './operator';

export const ANSWER_PAGE_SIZE = 20;

/** `%`, `_` and `\` typed into a search box are text, not patterns. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "INQ-000042" or "42" typed into the search finds that id. */
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

/** Marks a contact inquiry answered, once: the row is locked, a second answer is refused (409). */
export async function answerInquiry(db: Db, actor: Actor & { id: number; name: string }, id: number, body: AnswerRequest): Promise<AdminInquiry> {
  const note = checkNote(body);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!row) throw notFound('Inquiry not found');
    if (row.answeredAt) throw conflict(ALREADY);
    const [after] = await tx.update(inquiries).set({ answeredAt: new Date(), answeredBy: actor.id, answerNote: note }).where(eq(inquiries.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'inquiry.answer',
      entityType: 'inquiry',
      entityId: id,
      before: { answered: false },
      after: { answered: true, note },
    });
    return { ...inquiryOut(after), ...answerInfo(after, actor.name) };
  });
}

/** Marks an item request answered, once (as answerInquiry). */
export async function answerItemRequest(db: Db, actor: Actor & { id: number; name: string }, id: number, body: AnswerRequest): Promise<AdminItemRequest> {
  const note = checkNote(body);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(itemRequests).where(eq(itemRequests.id, id)).for('update');
    if (!row) throw notFound('Item request not found');
    if (row.answeredAt) throw conflict(ALREADY);
    const [after] = await tx.update(itemRequests).set({ answeredAt: new Date(), answeredBy: actor.id, answerNote: note }).where(eq(itemRequests.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'item_request.answer',
      entityType: 'item_request',
      entityId: id,
      before: { answered: false },
      after: { answered: true, note },
    });
    return { ...itemRequestOut(after), ...answerInfo(after, actor.name) };
  });
}
