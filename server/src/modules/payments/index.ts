// What the payments area offers other areas: the provider's refund answer (the provider itself reaches routes as app.services).
export { RefundRefused, type ProviderRefundStatus } from './types';
