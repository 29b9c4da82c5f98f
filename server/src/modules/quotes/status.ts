// The quotation status flow, enforced for every caller (buyer, operator tool, back office):
// pending -> quoted -> accepted | rejected; accepted -> ordered; quoted | accepted -> expired once
// the validity date has passed. Expiry is read from the clock (a quoted quotation past its date
// *is* expired, whether or not a write has stored it), so no sweeper has to run for it to hold.
import { formatShortDate } from '@contracts/format';
import { QUOTATION_STATUSES as STATUS_LIST, type QuotationStatusCode } from '@contracts/statuses';
import { conflict } from '../../lib/errors';

export const STATUS_TITLES: Record<QuotationStatusCode, string> = {
  pending: 'Pending',
  quoted: 'Quoted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  ordered: 'Ordered',
  expired: 'Expired',
};
/**
 * contracts/statuses.ts's list, as a mutable array because operator/quotations.ts (moved on another
 * branch) casts it to string[]; the merge points it at the contract's list and isOneOf.
 */
export const QUOTATION_STATUSES: QuotationStatusCode[] = [...STATUS_LIST];

/** Where each status may go next; nothing else is a legal change. */
export const NEXT_STATUSES: Record<QuotationStatusCode, readonly QuotationStatusCode[]> = {
  pending: ['quoted'],
  quoted: ['accepted', 'rejected', 'expired'],
  accepted: ['ordered', 'expired'],
  rejected: [],
  ordered: [],
  expired: [],
};

/** The status as of `now`: a quoted or accepted quotation past its validity date is expired. */
export function effectiveStatus(row: { status: QuotationStatusCode; validUntil: Date | null }, now: Date = new Date()): QuotationStatusCode {
  const { status } = row;
  if ((status === 'quoted' || status === 'accepted') && row.validUntil && row.validUntil.getTime() <= now.getTime()) return 'expired';
  return status;
}

/** Why `from` cannot become `to`, in words the buyer or operator can act on; null when it may. */
export function transitionProblem(
  number: string,
  from: QuotationStatusCode,
  to: QuotationStatusCode,
  validUntil: Date | null = null,
): string | null {
  if (NEXT_STATUSES[from].includes(to)) return null;
  if (from === 'expired') {
    return `Quotation ${number} expired${validUntil ? ` on ${formatShortDate(validUntil)}` : ''}: its prices no longer hold. Please request a new quotation.`;
  }
  if (from === 'ordered') return `Quotation ${number} has already been ordered.`;
  if (from === 'rejected') return `Quotation ${number} was rejected: it cannot be ${STATUS_TITLES[to].toLowerCase()} any more.`;
  if (from === 'pending') return `Quotation ${number} has not been priced by the store yet, so it cannot be ${STATUS_TITLES[to].toLowerCase()}.`;
  return `Quotation ${number} is ${STATUS_TITLES[from].toLowerCase()}: it cannot go back to ${STATUS_TITLES[to].toLowerCase()}.`;
}

/** 409 with the reason when the change is not in the flow. */
export function assertTransition(number: string, from: QuotationStatusCode, to: QuotationStatusCode, validUntil: Date | null = null): void {
  const problem = transitionProblem(number, from, to, validUntil);
  if (problem) throw conflict(problem, { status: [problem] });
}
