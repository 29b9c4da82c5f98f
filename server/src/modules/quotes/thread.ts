// The message thread of one quotation: the buyer asks in the storefront, the store answers through
// the operator tool (or a back office); each message is mailed to the other side, the mail queued
// in the transaction that stores the message. Used by the customer's routes and the operator's.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AdminQuotationMessage } from '@contracts/adminQuotes';
import type { QuotationMessage } from '@contracts/quotes';
import { quotationMessageRules } from '@contracts/fields';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { quotationMessages, staff } from '../../db/schema';
import { validateForm } from '../../lib/fields';
import type { MailMessage } from '../../lib/mail';
import { queueMail, type MailContext } from '../jobs';
import { recordAudit, type Actor } from '../staff';
import type { StoredQuotation } from './view';
import { quotationMailPeople } from './answerMail';

export type ThreadMessage = QuotationMessage;

/** Where a new message is mailed: the store's sales address (buyer's questions), the buyer's (answers). */
export interface ThreadMailContext {
  /** The job queue the mails go to (the store's services); without it nothing is mailed. */
  mail?: MailContext;
  publicUrl: string;
  storeName: string;
  /** The store's address for the buyer's questions (SALES_EMAIL); not needed for the store's answers. */
  storeEmail?: string;
  /** A staff member answering in the back office: the buyer's messages count as read by them, and the reply is in the audit log as theirs. */
  staff?: Actor & { id: number };
}

const toWire = (r: typeof quotationMessages.$inferSelect): ThreadMessage => ({
  id: r.publicId,
  author: r.author === 'store' ? 'store' : 'buyer',
  body: r.body,
  created_at: r.createdAt.toISOString(),
});

export async function listMessages(db: DbOrTx, quotationId: number): Promise<ThreadMessage[]> {
  const rows = await db.select().from(quotationMessages).where(eq(quotationMessages.quotationId, quotationId)).orderBy(asc(quotationMessages.id));
  return rows.map(toWire);
}

/** The thread as staff see it: each buyer's message unread until a Sales or Admin member read it. */
export async function listStaffMessages(db: DbOrTx, quotationId: number): Promise<AdminQuotationMessage[]> {
  const rows = await db
    .select({ m: quotationMessages, readBy: staff.name })
    .from(quotationMessages)
    .leftJoin(staff, eq(staff.id, quotationMessages.readByStaffId))
    .where(eq(quotationMessages.quotationId, quotationId))
    .orderBy(asc(quotationMessages.id));
  return rows.map(({ m, readBy }) => ({
    ...toWire(m),
    unread: m.author === 'buyer' && m.readAt === null,
    read_at: m.readAt?.toISOString() ?? null,
    read_by: m.readAt ? readBy : null,
  }));
}

/** Marks the buyer's unread messages on the quotation read by `staffId`, now; answers how many. */
export async function markBuyerMessagesRead(db: DbOrTx, quotationId: number, staffId: number): Promise<number> {
  const done = await db
    .update(quotationMessages)
    .set({ readAt: new Date(), readByStaffId: staffId })
    .where(and(eq(quotationMessages.quotationId, quotationId), eq(quotationMessages.author, 'buyer'), isNull(quotationMessages.readAt)))
    .returning({ id: quotationMessages.id });
  return done.length;
}

/** Queues the mail of a new message to the other side, in the message's transaction; answers whether one was queued. */
async function mailMessage(tx: Tx, ctx: ThreadMailContext, q: StoredQuotation, author: 'buyer' | 'store', body: string): Promise<boolean> {
  if (!ctx.mail) return false;
  const number = q.row.quotationNumber;
  const buyerEmail = q.row.contactEmail ?? q.accountEmail;
  const buyerName = q.row.contactName ?? q.accountName;
  // The store's answer goes to the user who asked for the quotation (db/companyUsers.ts mailPeople);
  // the buyer's question still names the contact on the quotation's form for the store to reply to.
  const buyer = author === 'store' ? await quotationMailPeople(tx, q.row) : null;
  const quoted = body
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const message: MailMessage | null =
    author === 'buyer'
      ? ctx.storeEmail
        ? {
            to: ctx.storeEmail,
            replyTo: buyerEmail,
            subject: `Question about quotation ${number} from ${q.company}`,
            text:
              `${buyerName} (${q.company}, ${buyerEmail}) asks about quotation ${number}:\n\n${quoted}\n\n` +
              `Answer with: npm run store -- quote-reply ${number} "<your answer>"\n`,
          }
        : null
      : {
          to: buyer ? buyer.to : buyerEmail,
          cc: buyer?.cc,
          subject: `${ctx.storeName} answered about your quotation ${number}`,
          text:
            `Hello ${buyer?.name || buyerName},\n\n${ctx.storeName} wrote about your quotation ${number}:\n\n${quoted}\n\n` +
            `Read the whole conversation, and answer, at:\n${ctx.publicUrl}/quotation-details/${q.row.publicId}\n`,
        };
  if (!message?.to) return false;
  await queueMail(ctx.mail, tx, 'quotation message mail', { quotation: number, author }, message);
  return true;
}

/** Adds a message (422 with the form's message when blank or too long) and mails the other side. */
export async function postMessage(
  db: Db,
  q: StoredQuotation,
  author: 'buyer' | 'store',
  text: unknown,
  ctx: ThreadMailContext,
): Promise<{ message: ThreadMessage; mailed: boolean }> {
  const body = validateForm({ message: text }, quotationMessageRules).message as string;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(quotationMessages).values({ quotationId: q.row.id, author, body }).returning();
    if (author === 'store' && ctx.staff) {
      const read = await markBuyerMessagesRead(tx, q.row.id, ctx.staff.id);
      await recordAudit(tx, ctx.staff, { action: 'quotation.reply', entityType: 'quotation', entityId: q.row.id, before: null, after: { message: body, buyer_messages_read: read } });
    }
    return { message: toWire(row), mailed: await mailMessage(tx, ctx, q, author, body) };
  });
}
