// GET /customer-wallet-history (spec 7, "Checkout and orders"): approved customers, their own only.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { WalletHistoryResponse } from '@contracts/checkout';
import { requireApproved } from '../../plugins/auth';
import { bearer } from '../../lib/routes';
import { walletHistory } from './service';

export default async function walletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/customer-wallet-history',
    { schema: { tags: ['Wallet'], security: bearer, response: { 200: WalletHistoryResponse } } },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, data: await walletHistory(app.db, who.id) };
    },
  );
}
