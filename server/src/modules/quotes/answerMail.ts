// The mail that tells a buyer the store has answered a quotation: its prices when every line is
// priced, otherwise its new status. Never fails the answer itself (quotes/answer.ts).
import type { OperatorQuotationDetail } from '@contracts/operator';
import type { Mailer } from '../../lib/mail';

/** Where mails go and what they link to; without a mailer nothing is sent (tests of the rules). */
export interface AnswerContext {
  storeState: string;
  publicUrl: string;
  storeName: string;
  /** How long a quoted price holds from the day the store prices it (QUOTATION_VALIDITY_DAYS). */
  validityDays: number;
  mailer?: Mailer;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Tells the customer the store has answered (quoted, or another decision), linking the quotation by its public id; never fails the change itself. */
export async function mailAnswer(ctx: AnswerContext, q: OperatorQuotationDetail, publicId: string): Promise<boolean> {
  if (!ctx.mailer) return false;
  const link = `${ctx.publicUrl}/quotation-details/${publicId}`;
  const to = q.contact_email ?? q.customer_email;
  const priced = q.status === 'quoted' && q.totals;
  const subject = priced
    ? `Your quotation ${q.quotation_number} has been priced`
    : `Your quotation ${q.quotation_number} is now ${q.status_title}`;
  const lines = priced
    ? [
        'Our prices (per unit, before GST):',
        ...q.lines.map((l) => `  ${l.sku}  ${l.product_name}  x ${l.quantity}  ${inr.format(l.quoted_price ?? 0)}`),
        '',
        `Grand total with GST: ${inr.format(q.totals!.grand_total)}`,
      ]
    : [`The status of your quotation is now: ${q.status_title}.`];
  const text =
    `Hello ${q.contact_name},\n\n` +
    `${ctx.storeName} has answered your quotation request ${q.quotation_number}.\n\n` +
    `${lines.join('\n')}\n\n` +
    `See it, and download the quotation as a PDF, at:\n${link}\n`;
  try {
    await ctx.mailer.send({ to, subject, text });
    return true;
  } catch {
    return false;
  }
}
