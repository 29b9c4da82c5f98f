// The staff's view of customer accounts (back office): the searchable list with its status counts,
// and one account's whole picture (company, addresses, recent orders and quotations, wallet,
// price-list rates, and its history from the audit log).
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  AccountStatusCounts,
  AdminAccountAddress,
  AdminAccountCompany,
  AdminAccountDetail,
  AdminAccountSummary,
  AdminAccountsQuery,
} from '@contracts/adminAccounts';
import { ACCOUNTS_PAGE_SIZE } from '@contracts/adminAccounts';
import type { PagedOf } from '@contracts/common';
import type { CustomerStatus } from '@contracts/account';
import type { OrderStatusCode, QuotationStatusCode } from '@contracts/statuses';
import type { Db } from '../../db/client';
import { addresses, customers, orders, quotations, walletTransactions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { ratesOf } from '../catalog';
import { effectiveStatus } from '../quotes';
import { historyOf } from '../staff';
import { ACCOUNT_NOT_FOUND } from './operator';

/** How many of the newest orders, quotations and wallet lines the account page shows. */
export const RECENT_ROWS = 10;

type CustomerRow = typeof customers.$inferSelect;

const rupees = (numeric: string) => toPaise(numeric) / 100;

function summary(row: CustomerRow): AdminAccountSummary {
  return {
    id: row.id,
    email: row.email,
    company_name: row.companyName,
    primary_contact_name: row.primaryContactName,
    phone: row.phone,
    gstno: row.gstno,
    status: row.status as CustomerStatus,
    credit_limit: rupees(row.creditLimit),
    created_at: row.createdAt.toISOString(),
  };
}

function company(row: CustomerRow): AdminAccountCompany {
  return {
    ...summary(row),
    first_name: row.firstName,
    last_name: row.lastName,
    company_domain: row.companyDomain,
    type_of_company: row.typeOfCompany,
    no_of_employee: row.noOfEmployee,
    pan_number: row.panNumber,
    tan_number: row.tanNumber,
    msme_number: row.msmeNumber,
    incorporation_number: row.incorporationNumber,
    moa_number: row.moaNumber,
    fax: row.fax,
    rejection_reason: row.rejectionReason,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `%`, `_` and `\` typed into the search box are text, not patterns. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = likeText(text);
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(customers.companyName, pattern),
    ilike(customers.email, pattern),
    ilike(customers.gstno, pattern),
    ilike(customers.primaryContactName, pattern),
    // A phone typed with spaces or +91 still finds the stored ten digits.
    digits.length >= 4 ? ilike(customers.phone, `%${digits.slice(-10)}%`) : ilike(customers.phone, pattern),
  );
}

/** Accounts matching the search (newest first), a page of them, and the count in each status. */
export async function listAccounts(db: Db, query: AdminAccountsQuery): Promise<{ accounts: PagedOf<AdminAccountSummary>; counts: AccountStatusCounts }> {
  const search = searchCondition(query.q);
  const status = query.status || undefined;
  const where = and(search, status ? eq(customers.status, status) : undefined);
  const byStatus = await db.select({ status: customers.status, n: count() }).from(customers).where(search).groupBy(customers.status);
  const counts: AccountStatusCounts = { all: 0, pending: 0, approved: 0, rejected: 0 };
  for (const { status: s, n } of byStatus) {
    counts[s as CustomerStatus] = n;
    counts.all += n;
  }
  const total = status ? counts[status] : counts.all;
  const lastPage = Math.max(1, Math.ceil(total / ACCOUNTS_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, lastPage);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(ACCOUNTS_PAGE_SIZE)
    .offset((page - 1) * ACCOUNTS_PAGE_SIZE);
  return {
    accounts: { data: rows.map(summary), current_page: page, last_page: lastPage, per_page: ACCOUNTS_PAGE_SIZE, total },
    counts,
  };
}

async function addressesOf(db: Db, customerId: number): Promise<AdminAccountAddress[]> {
  // Billing first, then shipping; in each book the default first, then the newest.
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.kind), desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map((a) => ({
    id: a.id,
    kind: a.kind,
    is_default: a.isDefault === 'y',
    address_line1: a.line1,
    address_line2: a.line2,
    city: a.city,
    state: a.state,
    country: a.country,
    pincode: a.pincode,
    phone: a.phone,
  }));
}

/** One account as the back office shows it; 404 when there is none with that id. */
export async function accountDetail(db: Db, id: number, now = new Date()): Promise<AdminAccountDetail> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  const [addresses, orderRows, [orderCount], quoteRows, [quoteCount], walletRows, [walletCount], rates, history] = await Promise.all([
    addressesOf(db, id),
    db.select().from(orders).where(eq(orders.customerId, id)).orderBy(desc(orders.orderDate), desc(orders.id)).limit(RECENT_ROWS),
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, id)),
    db.select().from(quotations).where(eq(quotations.customerId, id)).orderBy(desc(quotations.createdAt), desc(quotations.id)).limit(RECENT_ROWS),
    db.select({ n: count() }).from(quotations).where(eq(quotations.customerId, id)),
    db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, id))
      .orderBy(desc(walletTransactions.datetime), desc(walletTransactions.id))
      .limit(RECENT_ROWS),
    db.select({ n: count() }).from(walletTransactions).where(eq(walletTransactions.customerId, id)),
    ratesOf(db, id),
    historyOf(db, 'customer', id),
  ]);
  return {
    account: company(row),
    addresses,
    orders: {
      total: orderCount.n,
      recent: orderRows.map((o) => ({
        id: o.id,
        order_number: o.orderNumber,
        order_date: o.orderDate.toISOString(),
        status: o.status as OrderStatusCode,
        payment_method: o.paymentMethod,
        total: rupees(o.totalAmount),
      })),
    },
    quotations: {
      total: quoteCount.n,
      recent: quoteRows.map((q) => ({
        id: q.id,
        quotation_number: q.quotationNumber,
        created_at: q.createdAt.toISOString(),
        status: effectiveStatus({ status: q.status as QuotationStatusCode, validUntil: q.validUntil }, now),
        valid_until: q.validUntil?.toISOString() ?? null,
      })),
    },
    wallet: {
      credit_limit: rupees(row.creditLimit),
      transactions_total: walletCount.n,
      recent: walletRows.map((w) => ({
        id: w.publicId,
        datetime: w.datetime.toISOString(),
        order_number: w.orderNumber,
        description: w.description,
        type: w.type as 'c' | 'd',
        amount: rupees(w.amount),
      })),
    },
    rates,
    history,
  };
}

