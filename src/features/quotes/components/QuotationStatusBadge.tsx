// The status badge of a quotation (spec 2: default Pending): waiting amber, quoted (an answer to
// read) blue, accepted and ordered green, rejected red, expired grey.
import type { QuotationStatus, QuotationStatusCode } from '@contracts/quotes';
import { StatusBadge, type BadgeTone } from '@/shared/ui/StatusBadge';

const TONE: Record<QuotationStatusCode, BadgeTone> = {
  pending: 'waiting',
  quoted: 'progress',
  accepted: 'positive',
  ordered: 'positive',
  rejected: 'negative',
  expired: 'neutral',
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus | null | undefined }) {
  const title = status?.status_title || 'Pending';
  return <StatusBadge tone={status ? (TONE[status.status] ?? 'waiting') : 'waiting'}>{title}</StatusBadge>;
}
