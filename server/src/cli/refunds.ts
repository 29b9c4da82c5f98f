// The operator tool's refund commands: refunds (list) and refunds retry (modules/refunds: views.ts and provider.ts).
import type { OperatorRefund, OperatorRefundListResponse, OperatorRefundResponse } from '@contracts/operatorOrders';
import type { Services } from '../services';
import { retryRefund } from '../modules/refunds/provider';
import { listRefunds, operatorRefund } from '../modules/refunds/views';
import { CliError, inr, table, withQuery, type ApiCall, type CliIo, type Command } from './shared';

export interface RefundOps {
  listRefunds(state: string | null): Promise<OperatorRefund[]>;
  retryRefund(id: number): Promise<OperatorRefund>;
}

export function apiRefunds(call: ApiCall): RefundOps {
  return {
    listRefunds: async (state) => (await call<OperatorRefundListResponse>('GET', withQuery('refunds', 'state', state))).refunds ?? [],
    retryRefund: async (id) => (await call<OperatorRefundResponse>('POST', `refunds/${id}/retry`)).refund,
  };
}

export function directRefunds(store: Services): RefundOps {
  return {
    listRefunds: (state) => listRefunds(store.db, state),
    async retryRefund(id) {
      await retryRefund(store, id);
      return operatorRefund(store.db, id);
    },
  };
}

export const REFUND_USAGE = `  refunds [--failed | --state S]
                           list refunds, newest first (S: pending, processed, failed)
  refunds retry <id>       send a failed refund again (new attempt), or ask the provider again
                           about a pending one (same idempotency key: never a second refund)`;

function printRefund(r: OperatorRefund, io: CliIo) {
  const what = r.order_number ? `order ${r.order_number}` : `payment ${r.payment_id ?? r.provider_order_id} (no order)`;
  io.out(`Refund ${r.id}: ${inr.format(r.amount)} of ${what}, ${r.state}${r.provider_refund_id ? ` (${r.provider_refund_id})` : ''}, attempt ${r.attempt}`);
  if (r.failure_reason) io.out(`  Failed: ${r.failure_reason}`);
}

export const refundCommands: Record<string, Command<RefundOps>> = {
  refunds: {
    shape: 'refunds [--failed | --state S] | refunds retry <id>',
    options: { failed: { type: 'boolean' }, state: { type: 'string' } },
    positionals: [0, 2],
    async run({ positionals, values }, op, io) {
      if (positionals[0] === 'retry') {
        const id = Number(positionals[1]);
        if (!Number.isInteger(id) || id < 1) throw new CliError('Usage: refunds retry <id> (the id from: refunds --failed)');
        const refund = await op.retryRefund(id);
        printRefund(refund, io);
        if (refund.state === 'pending') io.out('The provider has not confirmed it yet; its webhook will, or run the retry again later (same key, never a second refund).');
        return;
      }
      if (positionals.length > 0) throw new CliError(`Unknown option ${positionals[0]}. Usage: refunds [--failed | --state S] | refunds retry <id>`);
      const state = values.failed ? 'failed' : ((values.state as string | undefined) ?? null);
      const list = await op.listRefunds(state);
      if (list.length === 0) {
        io.out(state ? `No ${state} refunds.` : 'No refunds yet.');
        return;
      }
      const rows = [['ID', 'STATE', 'AMOUNT', 'ORDER', 'CUSTOMER', 'CREATED', 'REASON']];
      for (const r of list) {
        rows.push([String(r.id), r.state, inr.format(r.amount), r.order_number ?? '(no order)', r.customer_email, r.created_at.slice(0, 16).replace('T', ' '), r.failure_reason ? `${r.reason} - failed: ${r.failure_reason}` : r.reason]);
      }
      for (const line of table(rows)) io.out(line);
      if (list.some((r) => r.state === 'failed')) io.out('Retry a failed refund with: npm run store -- refunds retry <id>');
    },
  },
};
