// The back office's orders: the filtered list, the detail a staff member works from (lines, GST,
// payment and refunds, shipment, history, what their role may do now), and the status changes,
// which go through the same rules as the operator tool (setOrderStatus / cancelOrder) carrying the
// version the staff member saw.
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_ACTION_FROM,
  ORDER_MONEY_ROLES,
  STALE_ORDER_MESSAGE,
  VERSION_REQUIRED_MESSAGE,
  orderActionsFor,
  orderCancelRules,
  orderShipRules,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderSummary,
} from '@contracts/adminOrders';
import type { PagedOf } from '@contracts/common';
import { formatPaise } from '@contracts/format';
import type { StaffRole } from '@contracts/staff';
import type { Db, DbOrTx } from '../../db/client';
import { customers, orders, paymentOrders, refunds } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { FieldErrorsBuilder, checkFields, validateForm, type FormInput } from '../../lib/fields';
import { fromPaise, toPaise } from '../../lib/money';
import type { Services } from '../../services';
import { historyOf, type Actor } from '../staff';
import { retryRefund } from '../refunds';
import { cancelOrder } from './cancel';
import { changeEwayVehicle, checkEwayBill, type EwayBillInput, type EwayVehicleChange } from '../gst';
import { serializeOrder } from './read';
import { setOrderStatus } from './status';

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const adminOrderNotFound = (ref: string) => `No order with the number or id ${ref}.`;

type OrderRow = typeof orders.$inferSelect;

/** The staff member acting, as the guard gives them. */
export interface StaffActor extends Actor {
  id: number;
  role: StaffRole;
}

/** `%`, `_` and `\` typed into a search box are text, not patterns. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** An India-time calendar day's first instant. */
const istDayStart = (day: string, addDays = 0) => sql`((${day}::date + ${addDays}::int)::timestamp at time zone 'Asia/Kolkata')`;
const itemCount = sql<number>`(select count(*)::int from "order_items" where "order_items"."order_id" = "orders"."id")`;

export async function adminListOrders(db: Db, query: AdminOrderListQuery): Promise<PagedOf<AdminOrderSummary>> {
  if (query.from && query.to && query.from > query.to) throw invalid({ to: ['The last day cannot be before the first day.'] });
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.payment_method) where.push(eq(orders.paymentMethod, query.payment_method));
  const q = query.q?.trim();
  if (q) {
    const pattern = likeText(q);
    where.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
        ilike(orders.customerCompany, pattern),
        // What a buyer quotes on the phone: their PO number, their GSTIN, the invoice's number.
        ilike(orders.purchaseOrderNumber, pattern),
        ilike(orders.customerGst, pattern),
        ilike(orders.invoiceNumber, pattern),
      ) as SQL,
    );
  }
  if (query.from) where.push(gte(orders.orderDate, istDayStart(query.from)));
  if (query.to) where.push(lt(orders.orderDate, istDayStart(query.to, 1)));
  const condition = where.length ? and(...where) : undefined;

  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(condition);
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, lastPage);
  const rows = await db
    .select({ row: orders, itemCount })
    .from(orders)
    .where(condition)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(ADMIN_ORDERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE);
  return {
    data: rows.map(({ row, itemCount: n }) => ({
      id: row.publicId,
      order_number: row.orderNumber,
      order_date: row.orderDate.toISOString(),
      customer_name: row.customerName,
      customer_email: row.customerEmail,
      customer_company: row.customerCompany,
      total_amount: fromPaise(toPaise(row.totalAmount)),
      payment_method: row.paymentMethod,
      item_count: Number(n),
      status: row.status,
      version: row.version,
    })),
    current_page: page,
    last_page: lastPage,
    per_page: ADMIN_ORDERS_PAGE_SIZE,
    total,
  };
}

/** An order by its number (any case) or its public id. */
export async function findByRef(db: DbOrTx, ref: string): Promise<OrderRow> {
  const text = ref.trim();
  const [row] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.orderNumber, text.toUpperCase()), eq(orders.publicId, text)))
    .limit(1);
  if (!row) throw notFound(adminOrderNotFound(text));
  return row;
}

export async function adminOrderDetail(db: Db, role: StaffRole, ref: string): Promise<AdminOrderDetail> {
  const row = await findByRef(db, ref);
  const [detail, [customer], [po], history] = await Promise.all([
    serializeOrder(db, row),
    db.select({ id: customers.id, company: customers.companyName }).from(customers).where(eq(customers.id, row.customerId)),
    db.select().from(paymentOrders).where(eq(paymentOrders.orderId, row.id)),
    historyOf(db, 'order', row.orderNumber),
  ]);
  const seesMoney = ORDER_MONEY_ROLES.includes(role);
  // Dispatch works from the goods and the invoice: no refunds, credit notes or payment state.
  const order = seesMoney ? detail.order : { ...detail.order, refunds: [], credit_notes: [] };
  const codState = row.status === 'canceled' ? 'credit_returned' : 'on_credit';
  return {
    order,
    free_product: detail.free_product ? { id: detail.free_product.id, product_name: detail.free_product.product.product_name } : null,
    version: row.version,
    customer: { id: row.customerId, company: row.customerCompany ?? customer?.company ?? null, name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    shipment: detail.order.shipment ?? null,
    cancel_reason: row.cancelReason,
    payment: seesMoney
      ? {
          method: row.paymentMethod,
          state: po ? po.status : codState,
          provider_order_id: po?.providerOrderId ?? null,
          payment_id: po?.paymentId ?? null,
        }
      : null,
    invoice_url: row.invoiceNumber ? `/api/admin/orders/${encodeURIComponent(row.orderNumber)}/invoice` : null,
    credit_note_urls: (order.credit_notes ?? []).map((n) => ({
      note_number: n.note_number,
      url: `/api/admin/orders/${encodeURIComponent(row.orderNumber)}/credit-notes/${n.note_number.replace(/\//g, '-')}`,
    })),
    actions: orderActionsFor(role, row.status),
    history,
  };
}

const ACTION_TARGET = { approve: 'approved', ship: 'shipped', deliver: 'delivered', cancel: 'canceled' } as const;
const DONE = { approve: 'approved', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled' } as const;

export interface AdminOrderChangeInput {
  version?: number;
  courier?: string;
  tracking_number?: string;
  reason?: string;
  eway_bill_number?: string;
  eway_bill_date?: string;
  transporter_name?: string;
  transporter_id?: string;
  vehicle_number?: string;
  distance_km?: string | number;
}

/**
 * One back-office action on an order. The version the staff member saw is checked here (a clear
 * answer before any work) and again under the order's row lock inside the change's transaction,
 * so of two people acting at once exactly one wins and the other gets 409 with nothing changed.
 */
export async function adminChangeOrder(
  ctx: Services,
  actor: StaffActor,
  ref: string,
  action: AdminOrderAction,
  input: AdminOrderChangeInput,
): Promise<{ message: string; data: AdminOrderDetail }> {
  const row = await findByRef(ctx.db, ref);
  let ship: { courier: string | null; tracking_number: string | null } | null = null;
  let ewayBill: EwayBillInput | null = null;
  if (action === 'ship') {
    // The courier and the e-way bill answer in one 422 (the bill is required above ₹50,000).
    const errors = new FieldErrorsBuilder();
    ship = checkFields(input as FormInput, orderShipRules, errors);
    ewayBill = checkEwayBill(input as FormInput, row, ctx.clock.now(), errors);
  }
  const cancel = action === 'cancel' ? validateForm(input as Record<string, unknown>, orderCancelRules) : null;
  if (input.version === undefined) throw invalid({ version: [VERSION_REQUIRED_MESSAGE] });
  if (row.version !== input.version) throw conflict(STALE_ORDER_MESSAGE);
  if (!ORDER_ACTION_FROM[action].includes(row.status)) {
    throw conflict(`Order ${row.orderNumber} is ${row.status}; it cannot be ${DONE[action]} now.`);
  }
  const opts = {
    actor: { id: actor.id, email: actor.email },
    version: input.version,
    ...(ship ? { shipment: { courier: ship.courier as string, trackingNumber: ship.tracking_number as string } } : {}),
    ...(ewayBill ? { ewayBill } : {}),
    ...(cancel ? { reason: cancel.reason as string } : {}),
  };
  if (action === 'cancel') await cancelOrder(ctx, { orderNumber: row.orderNumber }, 'store', opts);
  else await setOrderStatus(ctx, row.orderNumber, ACTION_TARGET[action], undefined, opts);
  return { message: `Order ${row.orderNumber} ${DONE[action]}.`, data: await adminOrderDetail(ctx.db, actor.role, row.orderNumber) };
}

/** The order's number and customer, for the staff download of its tax invoice. */
export async function invoiceOwner(db: Db, ref: string): Promise<{ customerId: number; orderNumber: string }> {
  const row = await findByRef(db, ref);
  return { customerId: row.customerId, orderNumber: row.orderNumber };
}

/**
 * Finance sends a failed card refund of the order again (a new attempt) or asks the provider
 * again about a pending one (refunds/provider.ts retryRefund, audited on the order).
 */
export async function adminRetryRefund(ctx: Services, actor: StaffActor, ref: string, refundPublicId: string): Promise<{ message: string; data: AdminOrderDetail }> {
  const row = await findByRef(ctx.db, ref);
  const [refund] = await ctx.db
    .select({ id: refunds.id, amountPaise: refunds.amountPaise })
    .from(refunds)
    .where(and(eq(refunds.publicId, refundPublicId), eq(refunds.orderId, row.id)));
  if (!refund) throw notFound(`Order ${row.orderNumber} has no such refund.`);
  const after = await retryRefund(ctx, refund.id, { id: actor.id, email: actor.email });
  const what = `The refund of ${formatPaise(refund.amountPaise)}`;
  const message = after.state === 'processed' ? `${what} was processed.` : after.state === 'failed' ? `${what} failed again: ${after.failureReason ?? 'the provider refused it'}.` : `${what} was sent; waiting for the provider.`;
  return { message, data: await adminOrderDetail(ctx.db, actor.role, row.orderNumber) };
}

/** Dispatch corrects the vehicle on a shipped order's e-way bill (gst/ewayBill.ts). */
export async function adminChangeEwayVehicle(ctx: Services, actor: StaffActor, ref: string, input: EwayVehicleChange): Promise<{ message: string; data: AdminOrderDetail }> {
  const row = await findByRef(ctx.db, ref);
  await changeEwayVehicle(ctx, actor, row, input);
  return { message: `The e-way bill of order ${row.orderNumber} now names its new vehicle.`, data: await adminOrderDetail(ctx.db, actor.role, row.orderNumber) };
}
