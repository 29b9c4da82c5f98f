// The mail that tells a buyer the store has answered a quotation: its prices when every line is
// priced, otherwise its new status. Queued in the answer's transaction (quotes/answer.ts); the job
// queue sends it, so a mail relay that is away never fails the answer.
import type { OperatorQuotationDetail } from '@contracts/operator';
import { formatDate } from '@contracts/format';
import type { QuotationStatusCode } from '@contracts/quotes';
import type { MailMessage } from '../../lib/mail';
import { mailPeople, type MailPeople } from '../../db/companyUsers';
import type { DbOrTx, Tx } from '../../db/client';
import { queueMail, type MailContext } from '../jobs';

/** Where mails go and what they link to; without a mail queue nothing is mailed (tests of the rules). */
export interface AnswerContext {
  storeState: string;
  publicUrl: string;
  storeName: string;
  /** How long a quoted price holds from the day the store prices it (QUOTATION_VALIDITY_DAYS). */
  validityDays: number;
  /** The job queue the mails go to (the store's services). */
  mail?: MailContext;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** What the answer mail says, whoever answered (operator tool or back office). */
export interface AnswerMailInput {
  number: string;
  publicId: string;
  to: string;
  /** The company's Admins who asked to be copied. */
  cc?: string[];
  contactName: string;
  status: QuotationStatusCode;
  statusTitle: string;
  /** Quoted lines (rupees) and the grand total with GST, when every line is priced. */
  lines: { sku: string; product_name: string; quantity: number; quoted_price: number | null }[];
  grandTotal: number | null;
  validUntil?: Date | null;
  /** The store's note to the buyer (back office: with the prices), or the reason for declining. */
  note?: string | null;
}

/** The mail telling the buyer the store has answered: its prices when priced, else its new status. */
export function answerMessage(ctx: Pick<AnswerContext, 'publicUrl' | 'storeName'>, a: AnswerMailInput): MailMessage {
  const link = `${ctx.publicUrl}/quotation-details/${a.publicId}`;
  const priced = a.status === 'quoted' && a.grandTotal !== null;
  const subject = priced ? `Your quotation ${a.number} has been priced` : `Your quotation ${a.number} is now ${a.statusTitle}`;
  const lines = priced
    ? [
        'Our prices (per unit, before GST):',
        ...a.lines.map((l) => `  ${l.sku}  ${l.product_name}  x ${l.quantity}  ${inr.format(l.quoted_price ?? 0)}`),
        '',
        `Grand total with GST: ${inr.format(a.grandTotal!)}`,
        ...(a.validUntil ? [`These prices hold until ${formatDate(a.validUntil)}.`] : []),
      ]
    : [`The status of your quotation is now: ${a.statusTitle}.`];
  const note = a.note?.trim() ? `\n\n${a.status === 'rejected' ? 'Our reason' : 'Our note'}:\n${a.note.trim()}` : '';
  const text =
    `Hello ${a.contactName},\n\n` +
    `${ctx.storeName} has answered your quotation request ${a.number}.\n\n` +
    `${lines.join('\n')}${note}\n\n` +
    `See it, and download the quotation as a PDF, at:\n${link}\n`;
  return { to: a.to, cc: a.cc, subject, text };
}

/**
 * Queues the mail telling the customer the store has answered (quoted, or another decision), in
 * the answer's transaction, linking the quotation by its public id. Answers whether a mail was queued.
 */
export async function mailAnswer(ctx: AnswerContext, tx: Tx, q: OperatorQuotationDetail, publicId: string, people: MailPeople): Promise<boolean> {
  if (!ctx.mail || !people.to) return false;
  const message = answerMessage(ctx, {
    number: q.quotation_number,
    publicId,
    to: people.to,
    cc: people.cc,
    contactName: people.name,
    status: q.status,
    statusTitle: q.status_title,
    lines: q.lines,
    grandTotal: q.totals?.grand_total ?? null,
  });
  await queueMail(ctx.mail, tx, 'quotation answer mail', { quotation: q.quotation_number, status: q.status }, message);
  return true;
}

/**
 * Who hears of a quotation: the user who asked for it (their Admins copied if they chose so). A
 * quotation asked before users were recorded goes to the contact its form named.
 */
export async function quotationMailPeople(
  db: DbOrTx,
  row: { customerId: number; createdByUserId: number | null; contactEmail: string | null; contactName: string | null },
): Promise<MailPeople> {
  const people = await mailPeople(db, row.customerId, row.createdByUserId, 'quotation_answers');
  if (row.createdByUserId === null && row.contactEmail) return { ...people, to: row.contactEmail, name: row.contactName ?? people.name };
  return people;
}
