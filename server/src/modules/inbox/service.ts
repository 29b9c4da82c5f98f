// The back office's Inbox: for each kind of work waiting (accounts to approve, quotations to
// answer, buyers' unread messages on quotations, orders to approve or ship, failed refunds, low stock, unanswered visitor forms) its count
// and the few that have waited longest, only for the roles that do that work. A read model over
// the areas' tables: counting here keeps the areas free of a screen's needs, and each count is the
// same filter the card's list page applies, so the card and the list agree.
import { and, asc, count, eq, isNull, lte, min, sql } from 'drizzle-orm';
import type { InboxCard, InboxCardKey, InboxItem } from '@contracts/adminInbox';
import { VISITOR_FORM_ROLES } from '@contracts/adminInquiryRules';
import { JOB_ROLES } from '@contracts/adminJobRules';
import { LOW_STOCK_THRESHOLD } from '@contracts/catalogueRules';
import { formatPaise, formatRupees } from '@contracts/format';
import type { StaffRole } from '@contracts/staffRules';
import type { DbOrTx } from '../../db/client';
import { customers, inquiries, itemRequests, orders, products, quotationMessages, quotations, refunds } from '../../db/schema';
import { failedJobs } from '../jobs';

/** Active products with this many or fewer in stock are low (out of stock included). */
// The threshold lives with the catalogue's rules: the products list's low-stock filter uses it too.
export { LOW_STOCK_THRESHOLD };
/** How many items a card lists; the count and the card's link give the rest. */
export const INBOX_ITEMS = 5;

/** Who sees which card: the roles that do that work (Admin sees every card). */
export const INBOX_CARD_ROLES: Record<InboxCardKey, readonly StaffRole[]> = {
  accounts_pending: ['admin', 'sales'],
  quotations_pending: ['admin', 'sales'],
  quotation_messages_unread: ['admin', 'sales'],
  orders_pending: ['admin', 'sales'],
  orders_to_ship: ['admin', 'dispatch'],
  refunds_failed: ['admin', 'finance'],
  jobs_failed: JOB_ROLES,
  low_stock: ['admin', 'catalogue'],
  inquiries_unanswered: VISITOR_FORM_ROLES,
  item_requests_unanswered: VISITOR_FORM_ROLES,
};

/** How many rows match in all, on every row of a card's query (computed before its LIMIT). */
const total = sql<number>`(count(*) over ())::int`;

interface CardSpec {
  title: string;
  description: string;
  link: string | null;
  /** The role matters where it sees only part of the work (Finance: the finance queues' jobs). */
  load: (db: DbOrTx, role: StaffRole) => Promise<{ count: number; items: InboxItem[] }>;
}

const counted = <T extends { total: number }>(rows: T[], item: (r: T) => InboxItem) => ({ count: rows[0]?.total ?? 0, items: rows.map(item) });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A message's opening words, on one line, for a card's item. */
export function firstWords(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

const ordersWaiting = (status: 'pending' | 'approved') => async (db: DbOrTx) =>
  counted(
    await db
      .select({ number: orders.orderNumber, name: orders.customerName, company: orders.customerCompany, amount: orders.totalAmount, at: orders.createdAt, total })
      .from(orders)
      .where(eq(orders.status, status))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(INBOX_ITEMS),
    (r) => ({ label: r.number, text: r.company || r.name, extra: formatRupees(r.amount), at: iso(r.at), link: `/admin/orders/${r.number}` }),
  );

const CARDS: Record<InboxCardKey, CardSpec> = {
  accounts_pending: {
    title: 'Accounts to approve',
    description: 'Registrations waiting for approval; the customer sees no prices until then.',
    link: '/admin/accounts?status=pending',
    load: async (db) =>
      counted(
        await db
          .select({ id: customers.id, company: customers.companyName, email: customers.email, at: customers.createdAt, total })
          .from(customers)
          .where(eq(customers.status, 'pending'))
          .orderBy(asc(customers.createdAt), asc(customers.id))
          .limit(INBOX_ITEMS),
        (r) => ({ label: r.company, text: r.email, extra: null, at: iso(r.at), link: `/admin/accounts/${r.id}` }),
      ),
  },
  quotations_pending: {
    title: 'Quotations to answer',
    description: 'Requested quotations not yet priced and sent.',
    link: '/admin/quotations?status=pending',
    load: async (db) =>
      counted(
        await db
          .select({ number: quotations.quotationNumber, company: customers.companyName, at: quotations.createdAt, total })
          .from(quotations)
          .innerJoin(customers, eq(customers.id, quotations.customerId))
          .where(eq(quotations.status, 'pending'))
          .orderBy(asc(quotations.createdAt), asc(quotations.id))
          .limit(INBOX_ITEMS),
        (r) => ({ label: r.number, text: r.company, extra: null, at: iso(r.at), link: `/admin/quotations/${r.number}` }),
      ),
  },
  quotation_messages_unread: {
    title: 'Buyers’ messages to read',
    description: 'Quotations with a message from the buyer that no Sales or Admin member has read yet; opening the quotation marks it read.',
    link: '/admin/quotations?unread=true',
    load: async (db) => {
      // One item per quotation, by its oldest unread message (the one waiting longest).
      const unread = db
        .select({ quotationId: quotationMessages.quotationId, firstId: min(quotationMessages.id).as('first_id'), n: count().as('n') })
        .from(quotationMessages)
        .where(and(eq(quotationMessages.author, 'buyer'), isNull(quotationMessages.readAt)))
        .groupBy(quotationMessages.quotationId)
        .as('unread');
      return counted(
        await db
          .select({ number: quotations.quotationNumber, company: customers.companyName, body: quotationMessages.body, at: quotationMessages.createdAt, n: unread.n, total })
          .from(unread)
          .innerJoin(quotationMessages, eq(quotationMessages.id, unread.firstId))
          .innerJoin(quotations, eq(quotations.id, unread.quotationId))
          .innerJoin(customers, eq(customers.id, quotations.customerId))
          .orderBy(asc(quotationMessages.createdAt), asc(quotationMessages.id))
          .limit(INBOX_ITEMS),
        (r) => ({
          label: r.number,
          text: `${r.company}: “${firstWords(r.body)}”`,
          extra: Number(r.n) > 1 ? `${r.n} unread` : null,
          at: iso(r.at),
          link: `/admin/quotations/${r.number}`,
        }),
      );
    },
  },
  orders_pending: {
    title: 'Orders to approve',
    description: 'Placed orders waiting for the store’s approval.',
    link: '/admin/orders?status=pending',
    load: ordersWaiting('pending'),
  },
  orders_to_ship: {
    title: 'Orders to ship',
    description: 'Approved orders waiting to be shipped.',
    link: '/admin/orders?status=approved',
    load: ordersWaiting('approved'),
  },
  refunds_failed: {
    title: 'Failed refunds',
    description: 'Card refunds the payment provider refused; retry them from the order’s page.',
    link: null,
    load: async (db) =>
      counted(
        await db
          .select({ id: refunds.id, amountPaise: refunds.amountPaise, reason: refunds.failureReason, at: refunds.updatedAt, number: orders.orderNumber, total })
          .from(refunds)
          .leftJoin(orders, eq(orders.id, refunds.orderId))
          .where(eq(refunds.state, 'failed'))
          .orderBy(asc(refunds.updatedAt), asc(refunds.id))
          .limit(INBOX_ITEMS),
        (r) => ({
          label: r.number ?? `Refund ${r.id}`,
          text: r.reason ?? (r.number ? 'The provider gave no reason' : 'A payment that did not become an order'),
          extra: formatPaise(r.amountPaise),
          at: iso(r.at),
          link: r.number ? `/admin/orders/${r.number}` : null,
        }),
      ),
  },
  jobs_failed: {
    title: 'Failed jobs',
    description: 'Mails, registrations and other work the job queue gave up on; retry or discard each on the Jobs screen.',
    link: '/admin/jobs?state=failed',
    load: async (db, role) => {
      const { count, jobs } = await failedJobs(db, role, INBOX_ITEMS);
      return {
        count,
        // What each was; why it failed is on the Jobs screen (a relay's or portal's answer is long).
        items: jobs.map((j) => ({ label: j.queue_label, text: j.summary, extra: null, at: j.finished_at, link: `/admin/jobs?state=failed&queue=${j.queue}` })),
      };
    },
  },
  low_stock: {
    title: 'Low stock',
    description: `Active products with ${LOW_STOCK_THRESHOLD} or fewer in stock (out of stock included), fewest first.`,
    link: null,
    load: async (db) =>
      counted(
        await db
          .select({ id: products.id, sku: products.sku, name: products.productName, stock: products.stockQuantity, total })
          .from(products)
          .where(and(eq(products.isActive, true), lte(products.stockQuantity, LOW_STOCK_THRESHOLD)))
          .orderBy(asc(products.stockQuantity), asc(products.sku))
          .limit(INBOX_ITEMS),
        // The product's page, where its stock is changed.
        (r) => ({ label: r.sku, text: r.name, extra: r.stock === 0 ? 'Out of stock' : `${r.stock} in stock`, at: null, link: `/admin/products/${r.id}` }),
      ),
  },
  inquiries_unanswered: {
    title: 'Unanswered inquiries',
    description: 'Contact-form inquiries nobody has marked answered.',
    link: '/admin/inquiries?status=unanswered',
    load: async (db) =>
      counted(
        await db
          .select({ id: inquiries.id, reference: inquiries.reference, first: inquiries.firstName, last: inquiries.lastName, company: inquiries.companyName, at: inquiries.createdAt, total })
          .from(inquiries)
          .where(isNull(inquiries.answeredAt))
          .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
          .limit(INBOX_ITEMS),
        (r) => ({ label: r.reference, text: `${r.first} ${r.last}, ${r.company}`, extra: null, at: iso(r.at), link: `/admin/inquiries?status=unanswered&open=${r.id}` }),
      ),
  },
  item_requests_unanswered: {
    title: 'Unanswered item requests',
    description: 'Requests for products the store does not list, not yet marked answered.',
    link: '/admin/item-requests?status=unanswered',
    load: async (db) =>
      counted(
        await db
          .select({ id: itemRequests.id, reference: itemRequests.reference, name: itemRequests.name, email: itemRequests.email, at: itemRequests.createdAt, total })
          .from(itemRequests)
          .where(isNull(itemRequests.answeredAt))
          .orderBy(asc(itemRequests.createdAt), asc(itemRequests.id))
          .limit(INBOX_ITEMS),
        (r) => ({ label: r.reference, text: `${r.name} (${r.email})`, extra: null, at: iso(r.at), link: `/admin/item-requests?status=unanswered&open=${r.id}` }),
      ),
  },
};

/** The cards the role works on, in the Inbox's order, each with its count and oldest items. */
export async function inboxFor(db: DbOrTx, role: StaffRole): Promise<InboxCard[]> {
  const keys = (Object.keys(INBOX_CARD_ROLES) as InboxCardKey[]).filter((k) => INBOX_CARD_ROLES[k].includes(role));
  const cards: InboxCard[] = [];
  for (const key of keys) {
    const { title, description, link, load } = CARDS[key];
    cards.push({ key, title, description, link, ...(await load(db, role)) });
  }
  return cards;
}
