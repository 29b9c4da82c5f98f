// An account's status as a badge: the word, and a tone so colour is never the only cue.
import type { CustomerStatus } from '@contracts/account';
import './AccountStatus.css';

export const ACCOUNT_STATUS_LABELS: Record<CustomerStatus, string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function AccountStatus({ status }: { status: CustomerStatus }) {
  return <span className={`acc-status acc-status--${status}`}>{ACCOUNT_STATUS_LABELS[status]}</span>;
}
