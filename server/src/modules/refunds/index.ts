// What the refunds area offers other areas: making, sending and showing card refunds, and their webhook.
// A refund is written 'pending' in the transaction that decides it (a cancel, a partial refund, a
// payment that could not become an order: issue.ts); the provider is called after that commits,
// with the refund's idempotency key, and only the provider's answer or its refund.processed /
// refund.failed webhook moves the state (provider.ts). However often a refund is sent, retried,
// replayed or raced with its webhook, the provider sees one key and moves the money once; a failed
// refund is retried with a new attempt (and a new key) by the operator.
export { createRefund, refundablePaise, type RefundLine } from './issue';
export { refundWebhook, retryRefund, sendRefund } from './provider';
export { refundIfUnplaceable } from './unplaced';
export { refundsOfOrder, refundView, type RefundView } from './views';
