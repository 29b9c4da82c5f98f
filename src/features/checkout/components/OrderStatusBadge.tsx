// An order's status as a badge (spec 2: approved green, canceled red, others yellow), with shipped
// and delivered told apart from pending: a buyer follows an order by them.
import type { OrderStatus } from '@contracts/checkout';
import { StatusBadge, type BadgeTone } from '@/shared/ui/StatusBadge';

const TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'waiting',
  approved: 'positive',
  shipped: 'progress',
  delivered: 'complete',
  canceled: 'negative',
};

export function OrderStatusBadge({ status }: { status: OrderStatus | string }) {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Pending';
  return <StatusBadge tone={TONE[status as OrderStatus] ?? 'waiting'}>{label}</StatusBadge>;
}
