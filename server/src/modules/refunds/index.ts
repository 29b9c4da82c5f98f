// What the refunds area offers other areas: making, sending and showing card refunds, and their webhook.
export { createRefund, refundablePaise, refundIfUnplaceable, refundsOfOrder, refundView, refundWebhook, retryRefund, sendRefund, type RefundLine, type RefundView } from './service';
