// The operator tool's order commands: orders, order, order-status (cancel included) and refund
// (modules/orders: read.ts and operator.ts).
import type {
  OperatorOrderListResponse,
  OperatorOrderRefundBody,
  OperatorOrderRefundResponse,
  OperatorOrderResponse,
  OperatorOrderStatusResponse,
} from '@contracts/operatorOrders';
import { changeOrderStatus, refundOrderPart } from '../modules/orders/operator';
import { operatorListOrders, operatorOrder } from '../modules/orders/read';
import type { Services } from '../services';
import { CliError, inr, table, when, withQuery, type ApiCall, type CliIo, type Command } from './shared';

export interface OrderOps {
  listOrders(status?: string): Promise<OperatorOrderListResponse>;
  order(orderNumber: string): Promise<OperatorOrderResponse>;
  setOrderStatus(orderNumber: string, status: string): Promise<OperatorOrderStatusResponse>;
  refundOrder(orderNumber: string, body: OperatorOrderRefundBody): Promise<OperatorOrderRefundResponse>;
}

export function apiOrders(call: ApiCall): OrderOps {
  const at = (orderNumber: string) => `orders/${encodeURIComponent(orderNumber)}`;
  return {
    listOrders: (status) => call('GET', withQuery('orders', 'status', status)),
    order: (orderNumber) => call('GET', at(orderNumber)),
    setOrderStatus: (orderNumber, status) => call('POST', `${at(orderNumber)}/status`, { status }),
    refundOrder: (orderNumber, body) => call('POST', `${at(orderNumber)}/refund`, body),
  };
}

export function directOrders(store: Services): OrderOps {
  return {
    listOrders: async (status) => ({ status: true, ...(await operatorListOrders(store.db, status)) }),
    order: async (orderNumber) => ({ status: true, ...(await operatorOrder(store.db, orderNumber)) }),
    // Cancelling refunds through the payment provider and mails the customer, as the server would.
    setOrderStatus: (orderNumber, status) => changeOrderStatus(store, orderNumber, status),
    refundOrder: (orderNumber, body) => refundOrderPart(store, orderNumber, body),
  };
}

export const ORDER_USAGE = `  orders [--status S]      list the newest orders (S: pending, approved, shipped, delivered, canceled)
  order <number>           show an order (lines, totals, addresses, payment)
  order-status <number> <approved|shipped|delivered|canceled>
                           move an order forward one step (pending -> approved -> shipped
                           -> delivered; no step skipped), or cancel it (pending or approved only:
                           stock back, cash-on-delivery credit back, card payment refunded)
                           (approving issues the order's GST tax invoice number)`;

export const REFUND_ORDER_USAGE = `  refund <number> <item-id>:<qty> ... [--reason TEXT]
  refund <number> --amount <rupees> [--reason TEXT]
                           refund part of an order: returned lines (a GST credit note if it is
                           invoiced; cash on delivery: credit back), or before the invoice an
                           amount; never more than is left of the payment (item ids: see 'order')`;

const method = (m: string) => (m === 'cash_on_delivery' ? 'COD' : 'card');

function printOrders(list: OperatorOrderListResponse, io: CliIo): void {
  if (list.orders.length === 0) {
    io.out('No orders.');
    return;
  }
  const shown = list.orders.length < list.total ? ` (the newest ${list.orders.length} shown)` : '';
  io.out(`${list.total} order${list.total === 1 ? '' : 's'}${shown}:`);
  const rows = [['NUMBER', 'DATE', 'CUSTOMER', 'TOTAL', 'PAYMENT', 'LINES', 'STATUS']];
  for (const o of list.orders) {
    rows.push([o.order_number, o.created_at.slice(0, 10), o.customer_email, inr.format(o.total_amount), method(o.payment_method), String(o.item_count), o.status]);
  }
  for (const line of table(rows)) io.out(line);
}

function printOrder({ order: o, free_product: free, card_payment: card }: OperatorOrderResponse, io: CliIo): void {
  const address = (parts: (string | null)[]) => parts.filter(Boolean).join(', ');
  io.out(`Order ${o.order_number}  (${o.status.status_title})  placed ${when(o.created_at)}`);
  io.out(`Customer: ${o.customer_name} <${o.customer_email}>, ${o.customer_phone}${o.customer.gst ? `, GSTIN ${o.customer.gst}` : ''}`);
  io.out(`Ship to:  ${address([o.s_address_line1, o.s_address_line2, o.s_city, o.s_state, o.s_pincode, o.s_country])}${o.s_contact ? ` (${o.s_contact})` : ''}`);
  io.out(`Bill to:  ${address([o.b_address_line1, o.b_address_line2, o.b_city, o.b_state, o.b_pincode, o.b_country])}`);
  if (o.invoice_number) io.out(`Tax invoice: ${o.invoice_number}`);
  if (o.purchase_order_number) io.out(`PO number: ${o.purchase_order_number}`);
  if (o.delivery_instructions) io.out(`Delivery instructions: ${o.delivery_instructions}`);
  const rows = [['ITEM', 'QTY', 'PRODUCT', 'UNIT', 'GST', 'AMOUNT']];
  for (const i of o.order_items) rows.push([String(i.item_id), String(i.product_qty), i.product.product_name, inr.format(i.unit_price), `${i.gst_rate}%`, inr.format(i.line_total)]);
  if (free) rows.push(['', '1', `FREE PRODUCT: ${free.product.product_name}`, inr.format(0), '', inr.format(0)]);
  for (const line of table(rows)) io.out(`  ${line}`);
  const taxes = o.igst > 0 ? `IGST ${inr.format(o.igst)}` : `CGST ${inr.format(o.cgst)} + SGST ${inr.format(o.sgst)}`;
  io.out(`Sub-total ${inr.format(o.sub_total)}; ${taxes}; grand total ${inr.format(o.total_amount)}`);
  for (const p of o.payments) io.out(`Payment: ${p.payment_method === 'cash_on_delivery' ? 'cash on delivery (credit)' : 'card'} ${inr.format(p.amount)}${p.txn_id ? ` (${p.txn_id})` : ''}`);
  if (card) io.out(`Card payment: ${card.provider} order ${card.provider_order_id}, ${card.status}${card.refund_id ? `, refund ${card.refund_id}` : ''}`);
  for (const r of o.refunds ?? []) io.out(`Refund ${r.id}: ${inr.format(r.amount)} ${r.state}, ${r.reason}${r.failure_reason ? ` (failed: ${r.failure_reason})` : ''}`);
  for (const n of o.credit_notes ?? []) io.out(`Credit note ${n.note_number}: ${inr.format(n.total)} against ${n.invoice_number}, ${n.reason}`);
}

export const orderCommands: Record<string, Command<OrderOps>> = {
  orders: {
    shape: 'orders [--status pending|approved|shipped|delivered|canceled]',
    options: { status: { type: 'string' } },
    positionals: 0,
    run: async ({ values }, op, io) => printOrders(await op.listOrders(values.status as string | undefined), io),
  },
  order: {
    shape: 'order <number>',
    positionals: 1,
    run: async ({ positionals: [orderNumber] }, op, io) => printOrder(await op.order(orderNumber), io),
  },
  'order-status': {
    shape: 'order-status <number> approved|shipped|delivered|canceled',
    positionals: 2,
    async run({ positionals: [orderNumber, status] }, op, io) {
      const change = await op.setOrderStatus(orderNumber, status);
      io.out(change.message);
      if (change.changed && change.order_status === 'canceled') {
        io.out('Stock was returned; a cash-on-delivery amount was credited back, a card payment refunded; the customer was mailed.');
      }
    },
  },
  refund: {
    shape: 'refund <number> <item-id>:<qty> ... | refund <number> --amount <rupees> [--reason TEXT]',
    options: { amount: { type: 'string' }, reason: { type: 'string' } },
    positionals: [1, Number.POSITIVE_INFINITY],
    ok: ({ positionals, values }) => positionals.length > 1 || values.amount !== undefined,
    async run({ positionals: [orderNumber, ...pairs], values }, op, io) {
      const body: OperatorOrderRefundBody = {};
      if (values.amount !== undefined) body.amount = values.amount as string;
      if (values.reason !== undefined) body.reason = values.reason as string;
      const lines = pairs.map((a) => {
        const m = /^(\d+):(\d+)$/.exec(a);
        if (!m) throw new CliError(`'${a}' is not <item-id>:<quantity> (e.g. 42:1).`);
        return { item_id: Number(m[1]), quantity: Number(m[2]) };
      });
      if (lines.length > 0) body.lines = lines;
      const result = await op.refundOrder(orderNumber, body);
      if (result.refund) io.out(`Refund ${result.refund.id} of ${inr.format(result.refund.amount)} for order ${result.order_number}: ${result.refund.state}${result.refund.failure_reason ? ` (${result.refund.failure_reason})` : ''}.`);
      if (result.credit_returned > 0) io.out(`${inr.format(result.credit_returned)} was credited back to the customer's available credit.`);
      if (result.credit_note) io.out(`Credit note ${result.credit_note} was issued against the order's tax invoice.`);
      io.out('The customer was mailed.');
    },
  },
};
