// The status badge of a quotation (spec 2: default Pending): answered green, refused red, waiting yellow.
import type { QuotationStatus } from '@contracts/quotes';

const TONE: Record<string, string> = {
  quoted: ' status--green',
  accepted: ' status--green',
  ordered: ' status--green',
  rejected: ' status--red',
  expired: ' status--red',
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus | null | undefined }) {
  const title = status?.status_title || 'Pending';
  return <span className={`status${TONE[status?.status ?? ''] ?? ''}`}>{title}</span>;
}
