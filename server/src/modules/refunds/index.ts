// What the refunds area offers other areas: making, sending and showing card refunds, and their webhook.
// A refund is written 'pending' in the transaction that decides it (a cancel, a partial refund, a
// payment that could not become an order or found no dues left: issue.ts), with the 'refund-send'
// job that calls the provider with the refund's idempotency key once it commits; only the
// provider's answer, its refund.processed / refund.failed webhook or the scheduled 'refund-check'
// moves the state (provider.ts). However often a refund is sent, retried, replayed or raced with
// its webhook, the provider sees one key and moves the money once; a failed refund is retried with
// a new attempt (and a new key) by the operator.
export { createRefund, refundablePaise, type RefundLine } from './issue';
export { refundWebhook, registerRefundJobs, retryRefund } from './provider';
export { refundIfUnplaceable } from './unplaced';
export { queueDuesRefundMail } from './mails';
export { refundsOfOrder, refundView, type RefundView } from './views';
