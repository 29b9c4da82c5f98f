// A quotation's status as a badge, its name in text (colour is never the only cue).
import type { QuotationStatusCode } from '@contracts/statuses';
import './QuotationBadge.css';

export function QuotationBadge({ status, title }: { status: QuotationStatusCode; title: string }) {
  return <span className={`a-badge aq-badge aq-badge--${status}`}>{title}</span>;
}
