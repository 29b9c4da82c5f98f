// The money and documents after the sale on an order's details: each refund of the card payment
// with its state (being processed, refunded, failed: the store retries it), and the GST credit
// notes that correct the tax invoice, each downloadable as a PDF.
import type { Order, OrderRefund, RefundState } from '@contracts/checkout';
import { readFailure } from '@/shared/api/failure';
import { formatDate, formatRupees } from '@contracts/format';
import { saveObjectUrl } from '@/shared/lib/download';
import { notify } from '@/shared/lib/notify';
import { useDownloadCreditNoteMutation } from '../api';

export const CREDIT_NOTE_FAILED = 'Failed to download the credit note';

const STATE: Record<RefundState, { label: string; tone: string }> = {
  pending: { label: 'Being processed', tone: '' },
  processed: { label: 'Refunded', tone: ' status--green' },
  failed: { label: 'Failed', tone: ' status--red' },
};

function refundNote(r: OrderRefund): string {
  if (r.state === 'processed') return `Sent back to your card or account on ${formatDate(r.processed_at)}; banks take up to 5-7 working days to show it.`;
  if (r.state === 'failed') return 'The bank could not complete this refund. We will retry it; contact us if you have questions.';
  return `Started on ${formatDate(r.created_at)}; it goes back to the card or account you paid with.`;
}

export function AfterSale({ order }: { order: Order }) {
  const [download, { isLoading }] = useDownloadCreditNoteMutation();
  const refunds = order.refunds ?? [];
  const notes = order.credit_notes ?? [];
  if (refunds.length === 0 && notes.length === 0) return null;

  const onDownload = async (noteNumber: string) => {
    try {
      const file = await download(noteNumber).unwrap();
      saveObjectUrl(file.url, file.fileName);
    } catch (error) {
      notify.error(readFailure(error, CREDIT_NOTE_FAILED).message);
    }
  };

  return (
    <section className="panel order-card after-sale" aria-labelledby="after-sale-title">
      <h2 id="after-sale-title" className="order-card__title">
        Refunds and credit notes
      </h2>
      {refunds.length > 0 ? (
        <ul className="after-sale__list" aria-label="Refunds">
          {refunds.map((r) => (
            <li key={r.id} className="after-sale__item">
              <div className="after-sale__main">
                <strong>Refund of {formatRupees(r.amount)}</strong>
                <span className={`status${STATE[r.state].tone}`}>{STATE[r.state].label}</span>
              </div>
              <p className="muted small">
                {r.reason}. {refundNote(r)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {notes.length > 0 ? (
        <ul className="after-sale__list" aria-label="Credit notes">
          {notes.map((n) => (
            <li key={n.note_number} className="after-sale__item">
              <div className="after-sale__main">
                <strong>Credit note {n.note_number}</strong>
                <span>{formatRupees(n.total)}</span>
              </div>
              <p className="muted small">
                {n.reason}. Issued {formatDate(n.note_date)} against tax invoice {n.invoice_number}.
              </p>
              <button type="button" className="btn btn--secondary btn--small" disabled={isLoading} onClick={() => void onDownload(n.note_number)}>
                Download Credit Note
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
