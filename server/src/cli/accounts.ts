// The operator tool's account commands: pending, approve, reject, credit (modules/account/operator.ts).
import type { OperatorCreditResponse, OperatorCustomer, OperatorCustomersResponse, OperatorStatusResponse } from '@contracts/operator';
import { listCustomers, setCreditLimit, setCustomerStatus, type CreditChange, type StatusChange } from '../modules/account/operator';
import type { Services } from '../services';
import { inr, table, type ApiCall, type Command } from './shared';

export interface AccountOps {
  list(status: 'pending'): Promise<OperatorCustomer[]>;
  setStatus(email: string, status: 'approved' | 'rejected'): Promise<StatusChange>;
  setCredit(email: string, amount: string): Promise<CreditChange>;
}

export function apiAccounts(call: ApiCall): AccountOps {
  return {
    list: async (status) => (await call<OperatorCustomersResponse>('GET', `customers?status=${status}`)).customers ?? [],
    async setStatus(email, status) {
      const json = await call<OperatorStatusResponse>('POST', `customers/${status === 'approved' ? 'approve' : 'reject'}`, { email });
      return { customer: json.customer, changed: json.changed };
    },
    async setCredit(email, amount) {
      const json = await call<OperatorCreditResponse>('POST', 'customers/credit', { email, amount });
      return { customer: json.customer, previous: json.previous, limit: json.limit };
    },
  };
}

export function directAccounts(store: Services): AccountOps {
  return {
    list: (status) => listCustomers(store.db, status),
    setStatus: (email, status) => setCustomerStatus(store, email, status),
    setCredit: (email, amount) => setCreditLimit(store.db, email, amount),
  };
}

export const ACCOUNT_USAGE = `  pending                  list company accounts awaiting approval
  approve <email>          approve an account: it sees prices and can order
  reject <email>           reject an account: it can no longer sign in
  credit <email> <amount>  set an account's credit limit in rupees (e.g. 50000 or 1250.50)`;

const label = (c: OperatorCustomer) => `${c.email} (${c.company_name})`;

function statusCommand(status: 'approved' | 'rejected'): Command<AccountOps> {
  return {
    shape: `${status === 'approved' ? 'approve' : 'reject'} <email>`,
    positionals: 1,
    async run({ positionals: [email] }, op, io) {
      const { customer, changed } = await op.setStatus(email, status);
      if (!changed) io.out(`${label(customer)} was already ${status}.`);
      else if (status === 'approved') io.out(`Approved ${label(customer)}: the account now sees prices and can order.`);
      else io.out(`Rejected ${label(customer)}: the account can no longer sign in and its sessions were ended.`);
    },
  };
}

export const accountCommands: Record<string, Command<AccountOps>> = {
  pending: {
    shape: 'pending',
    positionals: 0,
    async run(_args, op, io) {
      const list = await op.list('pending');
      if (list.length === 0) {
        io.out('No accounts are awaiting approval.');
        return;
      }
      io.out(`${list.length} account${list.length === 1 ? '' : 's'} awaiting approval:`);
      const rows = [['EMAIL', 'COMPANY', 'CONTACT', 'PHONE', 'GSTIN', 'REGISTERED']];
      for (const c of list) {
        rows.push([c.email, c.company_name, c.primary_contact_name, c.phone, c.gstno, c.created_at.slice(0, 10)]);
      }
      for (const line of table(rows)) io.out(line);
      io.out('Approve with: npm run store -- approve <email>');
    },
  },
  approve: statusCommand('approved'),
  reject: statusCommand('rejected'),
  credit: {
    shape: 'credit <email> <amount>',
    positionals: 2,
    async run({ positionals: [email, amount] }, op, io) {
      const { customer, previous, limit } = await op.setCredit(email, amount);
      const available = customer.credit_limit === limit ? '' : ` (${inr.format(customer.credit_limit)} available)`;
      io.out(`Credit limit of ${label(customer)} set to ${inr.format(limit)}${available} (was ${inr.format(previous)}).`);
    },
  },
};
