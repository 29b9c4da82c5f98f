// The back office's Accounts wire (/api/admin/accounts...): the list with its search and status
// counts, one account's detail (company, addresses, orders, quotations, wallet, rates, history),
// and the staff's changes (approve, reject with a reason, credit limit with a note, rates).
import { Type, type Static } from 'typebox';
import { CustomerStatus } from './account';
import { WalletTransaction } from './checkout';
import { FormFields, Id, Money, Nullable, OneOf, Paged, Timestamp } from './common';
import { PriceListLine } from './operatorProducts';
import { AuditEntry } from './staff';
import { ORDER_STATUSES, QUOTATION_STATUSES } from './statuses';
import { accountCreditRules, accountRateRules, accountRejectRules } from './accountRules';

export { ACCOUNT_ROLES, mayOnAccounts, accountCreditRules, accountRateRules, accountRejectRules } from './accountRules';

export const ACCOUNTS_PAGE_SIZE = 20;

/* ---------- list ---------- */

export const AdminAccountsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 191, description: 'Part of the company, email, GSTIN or phone.' })),
  status: Type.Optional(Type.Union([CustomerStatus, Type.Literal('')], { description: 'Empty or absent: every status.' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
});
export type AdminAccountsQuery = Static<typeof AdminAccountsQuery>;

export const AdminAccountSummary = Type.Object({
  id: Id,
  email: Type.String(),
  company_name: Type.String(),
  primary_contact_name: Type.String(),
  phone: Type.String(),
  gstno: Type.String(),
  status: CustomerStatus,
  credit_limit: Money,
  created_at: Timestamp,
});
export type AdminAccountSummary = Static<typeof AdminAccountSummary>;

/** How many accounts match the search in each status (the filter tabs' counts). */
export const AccountStatusCounts = Type.Object({
  all: Type.Integer(),
  pending: Type.Integer(),
  approved: Type.Integer(),
  rejected: Type.Integer(),
});
export type AccountStatusCounts = Static<typeof AccountStatusCounts>;

export const AdminAccountsResponse = Type.Object({
  status: Type.Boolean(),
  accounts: Paged(AdminAccountSummary),
  counts: AccountStatusCounts,
});
export type AdminAccountsResponse = Static<typeof AdminAccountsResponse>;

/* ---------- detail ---------- */

export const AdminAccountCompany = Type.Object({
  ...AdminAccountSummary.properties,
  first_name: Type.String(),
  last_name: Type.String(),
  company_domain: Nullable(Type.String()),
  type_of_company: Type.String(),
  no_of_employee: Type.String(),
  pan_number: Type.String(),
  tan_number: Nullable(Type.String()),
  msme_number: Nullable(Type.String()),
  incorporation_number: Nullable(Type.String()),
  moa_number: Nullable(Type.String()),
  fax: Nullable(Type.String()),
  rejection_reason: Nullable(Type.String()),
  updated_at: Timestamp,
});
export type AdminAccountCompany = Static<typeof AdminAccountCompany>;

export const AdminAccountAddress = Type.Object({
  id: Id,
  kind: OneOf(['billing', 'shipping'] as const),
  is_default: Type.Boolean(),
  address_line1: Type.String(),
  address_line2: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Nullable(Type.String()),
  pincode: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});
export type AdminAccountAddress = Static<typeof AdminAccountAddress>;

export const AdminAccountOrder = Type.Object({
  id: Id,
  order_number: Type.String(),
  order_date: Timestamp,
  status: OneOf(ORDER_STATUSES),
  payment_method: Type.String(),
  total: Money,
});
export type AdminAccountOrder = Static<typeof AdminAccountOrder>;

export const AdminAccountQuotation = Type.Object({
  id: Id,
  quotation_number: Type.String(),
  created_at: Timestamp,
  status: OneOf(QUOTATION_STATUSES, { description: 'As of now: a quoted one past its validity date reads expired.' }),
  valid_until: Nullable(Timestamp),
});
export type AdminAccountQuotation = Static<typeof AdminAccountQuotation>;

export const AdminAccountDetail = Type.Object({
  account: AdminAccountCompany,
  addresses: Type.Array(AdminAccountAddress),
  orders: Type.Object({ total: Type.Integer(), recent: Type.Array(AdminAccountOrder) }),
  quotations: Type.Object({ total: Type.Integer(), recent: Type.Array(AdminAccountQuotation) }),
  wallet: Type.Object({
    credit_limit: Money,
    transactions_total: Type.Integer(),
    recent: Type.Array(WalletTransaction),
  }),
  rates: Type.Array(PriceListLine),
  history: Type.Array(AuditEntry),
});
export type AdminAccountDetail = Static<typeof AdminAccountDetail>;

export const AdminAccountParams = Type.Object({ id: Id });
export const AdminAccountRateParams = Type.Object({ id: Id, sku: Type.String({ minLength: 1, maxLength: 64 }) });

export const AdminAccountResponse = Type.Object({ status: Type.Boolean(), account: AdminAccountDetail });
export type AdminAccountResponse = Static<typeof AdminAccountResponse>;

/** A change's answer: the account as it is now (the screen shows it without another request). */
export const AdminAccountChangeResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), account: AdminAccountDetail });
export type AdminAccountChangeResponse = Static<typeof AdminAccountChangeResponse>;

/* ---------- changes ---------- */

export const AdminAccountRejectRequest = FormFields(accountRejectRules);
export type AdminAccountRejectRequest = Static<typeof AdminAccountRejectRequest>;

export const AdminAccountCreditRequest = FormFields(accountCreditRules, { description: 'credit_limit in rupees (at most 2 decimals), as the operator tool takes it.' });
export type AdminAccountCreditRequest = Static<typeof AdminAccountCreditRequest>;

export const AdminAccountRateRequest = FormFields(accountRateRules);
export type AdminAccountRateRequest = Static<typeof AdminAccountRateRequest>;
