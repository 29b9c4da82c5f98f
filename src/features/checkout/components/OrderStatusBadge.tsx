// An order's status as a badge (spec 2): approved green, canceled red, any other yellow.
import type { OrderStatus } from '@contracts/checkout';

const TONE: Partial<Record<OrderStatus, string>> = { approved: ' status--green', canceled: ' status--red' };

export function OrderStatusBadge({ status }: { status: OrderStatus | string }) {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Pending';
  return <span className={`status${TONE[status as OrderStatus] ?? ''}`}>{label}</span>;
}
