// Approval requests: a Buyer's order above the company's approval threshold (cash on
// delivery or card), saved as submitted instead of placed (placeOrder calls recordApprovalRequest
// inside its transaction, after the same price, stock, limit and credit checks), and the company's list of them.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalRequest } from '@contracts/approvals';
import type { ApprovalStatus } from '@contracts/approvalRules';
import type { OrderData, PaymentMethod } from '@contracts/checkout';
import type { CompanyRole } from '@contracts/companyUserRules';
import type { DbOrTx, Tx } from '../../db/client';
import { approvalRequests, customerUsers, orders } from '../../db/schema';
import { assertSameRequest } from '../../lib/idempotency';
import { fromPaise } from '../../lib/money';
import { formatPaise } from '@contracts/format';
import { links, notifyApprovers } from '../notifications';
import type { PricedCart } from '../cart';

/** A line as the request keeps it (paise), and as approving it orders it again at that day's price. */
export interface RequestLine {
  product_id: number;
  name: string;
  quantity: number;
  unit_paise: number;
  line_paise: number;
}

export type ApprovalRow = typeof approvalRequests.$inferSelect;

/** The request a key made, if the request is the one it was made with (else 422, nothing done). */
export async function requestOfKey(db: DbOrTx, customerId: number, key: string | undefined, fingerprint: string): Promise<ApprovalRow | null> {
  if (key === undefined) return null;
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.idempotencyKey, key)));
  if (!row) return null;
  assertSameRequest(row.idempotencyFingerprint, fingerprint);
  return row;
}

/** Whether `viewer` may pay the request now: an approved card request, and they sent it or are the company Admin. */
export const canPay = (row: Pick<ApprovalRow, 'status' | 'requestedByUserId'>, viewer: { userId: number; role: CompanyRole }): boolean =>
  row.status === 'awaiting_payment' && (row.requestedByUserId === viewer.userId || viewer.role === 'admin');

/** Saves the priced cart as a pending request (nothing reserved, nothing debited, no order number drawn, nothing paid). */
export async function recordApprovalRequest(
  tx: Tx,
  req: {
    customerId: number;
    userId: number;
    orderData: OrderData;
    /** Card: approving it asks the buyer to pay; cash on delivery: approving places it. */
    paymentMethod: PaymentMethod;
    /** The priced lines and totals: a cart's, or an accepted quotation's at its quoted prices. */
    cart: { lines: Pick<PricedCart['lines'][number], 'productId' | 'name' | 'quantity' | 'unitPrice' | 'lineTotal'>[]; totals: PricedCart['totals'] };
    freeProductId: number | null;
    shipTo: string;
    /** An accepted quotation's request: approving it orders the quotation (quotes/order.ts). */
    quotationId?: number;
    idempotency: { key: string | undefined; fingerprint: string };
  },
): Promise<ApprovalRow> {
  const t = req.cart.totals;
  const lines: RequestLine[] = req.cart.lines.map((l) => ({
    product_id: l.productId,
    name: l.name,
    quantity: l.quantity,
    unit_paise: l.unitPrice,
    line_paise: l.lineTotal,
  }));
  const [row] = await tx
    .insert(approvalRequests)
    .values({
      customerId: req.customerId,
      requestedByUserId: req.userId,
      orderData: req.orderData,
      lines,
      freeProductId: req.freeProductId,
      subTotalPaise: t.sub_total,
      taxPaise: t.cgst_amount + t.sgst_amount + t.igst_amount,
      grandTotalPaise: t.grand_total,
      shipTo: req.shipTo,
      paymentMethod: req.paymentMethod,
      quotationId: req.quotationId ?? null,
      idempotencyKey: req.idempotency.key ?? null,
      idempotencyFingerprint: req.idempotency.key === undefined ? null : req.idempotency.fingerprint,
    })
    .returning();
  // Every user who may approve it is told with the request, in its transaction (the requester is not).
  const [me] = await tx.select({ name: customerUsers.name }).from(customerUsers).where(eq(customerUsers.id, req.userId));
  await notifyApprovers(tx, req.customerId, req.userId, {
    kind: 'approval_waiting',
    title: `${me?.name ?? 'A buyer'} asks you to approve an order of ${formatPaise(t.grand_total)}`,
    body: req.cart.lines.map((l) => `${l.quantity} x ${l.name}`).join(', '),
    link: links.approvals,
  });
  return row;
}

const requester = alias(customerUsers, 'requester');
const decider = alias(customerUsers, 'decider');

/** The company's requests as the list shows them: those waiting (for a decision or a payment) first, then the newest; `one` picks a single request. */
export async function listRequests(db: DbOrTx, customerId: number, viewer: { userId: number; role: CompanyRole }, one?: number): Promise<ApprovalRequest[]> {
  const rows = await db
    .select({
      r: approvalRequests,
      requestedBy: requester.name,
      decidedBy: decider.name,
      orderNumber: orders.orderNumber,
    })
    .from(approvalRequests)
    .leftJoin(requester, eq(requester.id, approvalRequests.requestedByUserId))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedByUserId))
    .leftJoin(orders, eq(orders.id, approvalRequests.orderId))
    .where(one === undefined ? eq(approvalRequests.customerId, customerId) : and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.id, one)))
    .orderBy(sql`${approvalRequests.status} in ('pending', 'awaiting_payment') desc`, desc(approvalRequests.createdAt), desc(approvalRequests.id))
    // The page shows the latest 200: a company decides requests within days, older ones are its orders.
    .limit(200);
  return rows.map(({ r, requestedBy, decidedBy, orderNumber }) => ({
    id: r.publicId,
    status: r.status as ApprovalStatus,
    requested_by: requestedBy,
    mine: r.requestedByUserId === viewer.userId,
    lines: (r.lines as RequestLine[]).map((l) => ({
      product_id: l.product_id,
      name: l.name,
      quantity: l.quantity,
      unit_price: fromPaise(l.unit_paise),
      line_total: fromPaise(l.line_paise),
    })),
    sub_total: fromPaise(r.subTotalPaise),
    tax: fromPaise(r.taxPaise),
    grand_total: fromPaise(r.grandTotalPaise),
    ship_to: r.shipTo,
    purchase_order_number: (r.orderData as OrderData).purchase_order_number ?? null,
    reason: r.reason,
    decided_by: decidedBy,
    decided_at: r.decidedAt?.toISOString() ?? null,
    order_number: orderNumber,
    payment_method: r.paymentMethod,
    can_pay: canPay(r, viewer),
    created_at: r.createdAt.toISOString(),
  }));
}
