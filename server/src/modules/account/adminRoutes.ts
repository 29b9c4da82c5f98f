// The back office's Accounts API (/api/admin/accounts...): the list and one account's page for
// every staff role, and the changes each role may make (contracts/accountRules.ts ACCOUNT_ROLES).
// Thin: the rules live in account/operator.ts, account/directory.ts and catalog/priceLists.ts.
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_ROLES,
  AdminAccountChangeResponse,
  AdminAccountCreditRequest,
  AdminAccountParams,
  AdminAccountRateParams,
  AdminAccountRateRequest,
  AdminAccountRejectRequest,
  AdminAccountResponse,
  AdminAccountsQuery,
  AdminAccountsResponse,
} from '@contracts/adminAccounts';
import { formatRupees } from '@contracts/format';
import { treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { removeCustomerRate, setCustomerRate } from '../catalog';
import { accountDetail, listAccounts } from './directory';
import { approveAccount, rejectAccount, setAccountCreditLimit } from './operator';

const tags = ['Back office: accounts'];
const roles = (list: readonly (typeof ACCOUNT_ROLES.read)[number][]) => ({ staffRoles: list });

export default async function accountAdminRoutes(app: FastifyInstance) {
  const api = typed(app);
  treatMissingBodyAsEmpty(app);
  const changed = async (id: number, message: string) => ({ status: true, message, account: await accountDetail(app.db, id) });
  const change = { tags, params: AdminAccountParams, response: { 200: AdminAccountChangeResponse } };

  api.get(
    '/admin/accounts',
    { config: roles(ACCOUNT_ROLES.read), schema: { tags, querystring: AdminAccountsQuery, response: { 200: AdminAccountsResponse } } },
    async (req) => ({ status: true, ...(await listAccounts(app.db, req.query)) }),
  );

  api.get(
    '/admin/accounts/:id',
    { config: roles(ACCOUNT_ROLES.read), schema: { tags, params: AdminAccountParams, response: { 200: AdminAccountResponse } } },
    async (req) => ({ status: true, account: await accountDetail(app.db, req.params.id) }),
  );

  api.post('/admin/accounts/:id/approve', { config: roles(ACCOUNT_ROLES.decide), schema: change }, async (req) => {
    const { changed: done } = await approveAccount(app.services, requireStaff(req), req.params.id);
    return changed(req.params.id, done ? 'Account approved; the customer has been mailed' : 'The account was already approved');
  });

  api.post(
    '/admin/accounts/:id/reject',
    { config: roles(ACCOUNT_ROLES.decide), schema: { ...change, body: AdminAccountRejectRequest } },
    async (req) => {
      const { changed: done } = await rejectAccount(app.services, requireStaff(req), req.params.id, req.body);
      return changed(req.params.id, done ? 'Account rejected; the customer has been mailed the reason' : 'The account was already rejected');
    },
  );

  api.post(
    '/admin/accounts/:id/credit-limit',
    { config: roles(ACCOUNT_ROLES.credit), schema: { ...change, body: AdminAccountCreditRequest } },
    async (req) => {
      const { limit, previous } = await setAccountCreditLimit(app.db, requireStaff(req), req.params.id, req.body);
      return changed(req.params.id, `Credit limit changed from ${formatRupees(previous)} to ${formatRupees(limit)}`);
    },
  );

  api.put(
    '/admin/accounts/:id/rates',
    { config: roles(ACCOUNT_ROLES.rates), schema: { ...change, body: AdminAccountRateRequest } },
    async (req) => {
      const { created } = await setCustomerRate(app.db, requireStaff(req), req.params.id, req.body);
      return changed(req.params.id, created ? 'Rate added' : 'Rate changed');
    },
  );

  api.delete(
    '/admin/accounts/:id/rates/:sku',
    { config: roles(ACCOUNT_ROLES.rates), schema: { tags, params: AdminAccountRateParams, response: { 200: AdminAccountChangeResponse } } },
    async (req) => {
      await removeCustomerRate(app.db, requireStaff(req), req.params.id, req.params.sku);
      return changed(req.params.id, 'Rate removed');
    },
  );
}
