// One line that takes the place of prices and Add buttons for a signed-in account that is not
// approved (cards, the product page, related items), as 'Please log in to see price.' does for
// visitors. Renders nothing for visitors and approved customers.
import { useAppSelector } from '@/shared/lib/storeHooks';
import { selectCustomer } from '../authSlice';

export const AWAITING_APPROVAL_HINT = 'Prices and ordering open once your account is approved.';
export const REJECTED_HINT = 'Prices and ordering are not available to this account.';

export function ApprovalHint({ className = 'approval-hint' }: { className?: string }) {
  const customer = useAppSelector(selectCustomer);
  if (!customer || customer.status === 'approved') return null;
  return <p className={className}>{customer.status === 'rejected' ? REJECTED_HINT : AWAITING_APPROVAL_HINT}</p>;
}
