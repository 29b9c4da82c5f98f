// The refunds area's jobs: 'refund-send' (a refund's attempt to the provider) and the scheduled
// 'refund-check' of refunds still pending. A plugin of their own, so every API process runs them.
import type { FastifyInstance } from 'fastify';
import { registerRefundJobs } from './provider';

export default async function refundJobRoutes(app: FastifyInstance) {
  registerRefundJobs(app.services);
}
