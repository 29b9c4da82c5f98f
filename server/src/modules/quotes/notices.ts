// The notification that the store answered a quotation (priced it, or changed its status), for
// the user who asked for it; written in the transaction of the answer.
import type { QuotationStatusCode } from '@contracts/quotes';
import type { Tx } from '../../db/client';
import type { quotations } from '../../db/schema';
import { links, notifyUser } from '../notifications';
import { STATUS_TITLES } from './status';

type QuotationOf = Pick<typeof quotations.$inferSelect, 'customerId' | 'createdByUserId' | 'quotationNumber' | 'publicId'>;

export async function noticeQuotationAnswered(tx: Tx, q: QuotationOf, status: QuotationStatusCode, note?: string | null): Promise<void> {
  await notifyUser(tx, q.customerId, q.createdByUserId, {
    kind: 'quotation_answered',
    title: status === 'quoted' ? `Quotation ${q.quotationNumber} has prices` : `Quotation ${q.quotationNumber}: ${STATUS_TITLES[status]}`,
    body: note ? note.slice(0, 500) : '',
    link: links.quotation(q.publicId),
  });
}
