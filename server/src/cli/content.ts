// The operator tool's visitor-form commands: inquiries and item-requests (modules/content/operator.ts).
import type { OperatorInquiry, OperatorItemRequest } from '@contracts/operator';
import type { Db } from '../db/client';
import { listInquiries, listItemRequests } from '../modules/content/operator';
import { indented, when, type ApiCall, type Command } from './shared';

export interface ContentOps {
  inquiries(): Promise<OperatorInquiry[]>;
  itemRequests(): Promise<OperatorItemRequest[]>;
}

export function apiContent(call: ApiCall): ContentOps {
  return {
    inquiries: async () => (await call<{ inquiries?: OperatorInquiry[] }>('GET', 'inquiries')).inquiries ?? [],
    itemRequests: async () => (await call<{ item_requests?: OperatorItemRequest[] }>('GET', 'item-requests')).item_requests ?? [],
  };
}

export function directContent(db: Db): ContentOps {
  return { inquiries: () => listInquiries(db), itemRequests: () => listItemRequests(db) };
}

export const CONTENT_USAGE = `  inquiries                the newest contact inquiries (Contact Us page)
  item-requests            the newest requests for products that are not listed (Request An Item)`;

export const contentCommands: Record<string, Command<ContentOps>> = {
  inquiries: {
    shape: 'inquiries',
    positionals: 0,
    async run(_args, op, io) {
      const list = await op.inquiries();
      if (list.length === 0) {
        io.out('No inquiries yet.');
        return;
      }
      io.out(`${list.length} ${list.length === 1 ? 'inquiry' : 'inquiries'}, newest first:`);
      for (const q of list) {
        io.out('');
        io.out(`${q.reference}  ${when(q.created_at)}  ${q.first_name} ${q.last_name} (${q.employee_designation}, ${q.company_name})`);
        io.out(`  ${q.email}  ${q.phone}`);
        for (const line of indented(q.description ?? '(no message)')) io.out(line);
      }
    },
  },
  'item-requests': {
    shape: 'item-requests',
    positionals: 0,
    async run(_args, op, io) {
      const list = await op.itemRequests();
      if (list.length === 0) {
        io.out('No item requests yet.');
        return;
      }
      io.out(`${list.length} item ${list.length === 1 ? 'request' : 'requests'}, newest first:`);
      for (const r of list) {
        io.out('');
        io.out(`${r.reference}  ${when(r.created_at)}  ${r.name}  ${r.email}  ${r.phone}`);
        for (const p of r.products) io.out(`  ${String(p.quantity).padStart(6)} × ${p.product_name}`);
        if (r.other_details) for (const line of indented(`Other details: ${r.other_details}`)) io.out(line);
      }
    },
  },
};
