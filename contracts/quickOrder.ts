// The wire of the two ways to fill the cart in one step: 'Order again' on an order's
// details (POST /reorder) and the quick-order list of SKUs and quantities (POST /quick-order/check,
// POST /quick-order/add). Prices are today's, computed on the server.
import { Type, type Static } from 'typebox';
import { Id, Money, Nullable, PublicId } from './common';

/** The most rows one quick order may carry (the server refuses more with a message). */
export const QUICK_ORDER_MAX_ROWS = 500;

/* ---------- POST /reorder ---------- */

export const ReorderRequest = Type.Object({ order_id: PublicId });
export type ReorderRequest = Static<typeof ReorderRequest>;

/**
 * What became of one order line: `added` in full, `partial` (capped at today's stock, counting what
 * the cart already held), or `skipped` with the reason.
 */
export const ReorderOutcome = Type.Union([Type.Literal('added'), Type.Literal('partial'), Type.Literal('skipped')]);
export type ReorderOutcome = Static<typeof ReorderOutcome>;

export const ReorderReason = Type.Union([
  Type.Literal('not_sold', { description: 'The product is no longer sold (inactive or gone).' }),
  Type.Literal('out_of_stock'),
  Type.Literal('stock_limited', { description: "Today's stock (less what the cart holds) is below the ordered quantity." }),
]);
export type ReorderReason = Static<typeof ReorderReason>;

export const ReorderLine = Type.Object({
  product_id: Id,
  product_name: Type.String({ description: 'The name as ordered.' }),
  product_slug: Type.String(),
  ordered_qty: Type.Integer(),
  added_qty: Type.Integer({ description: 'Units added to the cart now (0 when skipped).' }),
  cart_qty: Type.Integer({ description: "The cart line's quantity afterwards (0: not in the cart)." }),
  unit_price: Nullable(Type.Number({ description: "Today's price for this customer; null when not sold." })),
  outcome: ReorderOutcome,
  reason: Nullable(ReorderReason),
  message: Type.String(),
});
export type ReorderLine = Static<typeof ReorderLine>;

export const ReorderResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    order_number: Type.String(),
    lines: Type.Array(ReorderLine),
    added_count: Type.Integer({ description: 'Lines added in full or in part.' }),
    skipped_count: Type.Integer(),
    item_count: Type.Integer({ description: 'Lines in the cart afterwards (the header badge).' }),
  }),
});
export type ReorderResponse = Static<typeof ReorderResponse>;

/* ---------- POST /quick-order/check and /quick-order/add ---------- */

/**
 * One row as the buyer typed it; the quantity is the raw text so the server can say what is wrong
 * with it. `line` is the row's line number in the pasted text or file, for the messages.
 */
export const QuickOrderRowInput = Type.Object({
  line: Type.Integer({ minimum: 1, maximum: 1000000 }),
  sku: Type.String({ maxLength: 200 }),
  quantity: Type.String({ maxLength: 50 }),
});
export type QuickOrderRowInput = Static<typeof QuickOrderRowInput>;

export const QuickOrderRequest = Type.Object({
  // The service gives the row cap its own message; this bound only keeps absurd bodies out.
  rows: Type.Array(QuickOrderRowInput, { maxItems: 20000 }),
});
export type QuickOrderRequest = Static<typeof QuickOrderRequest>;

/** `ok`: goes to the cart; `merged`: ok, and another row has the same SKU (added together); `error`: held back. */
export const QuickOrderRowStatus = Type.Union([Type.Literal('ok'), Type.Literal('merged'), Type.Literal('error')]);
export type QuickOrderRowStatus = Static<typeof QuickOrderRowStatus>;

export const QuickOrderRow = Type.Object({
  line: Type.Integer(),
  sku: Type.String(),
  quantity: Nullable(Type.Integer({ description: 'The quantity when it is a whole number.' })),
  status: QuickOrderRowStatus,
  message: Type.String(),
  product: Nullable(
    Type.Object({
      id: Id,
      product_name: Type.String(),
      product_slug: Type.String(),
      unit_price: Money,
      stock_quantity: Type.Integer(),
      in_cart: Type.Integer({ description: 'Units of it the cart already holds.' }),
    }),
  ),
  line_total: Nullable(Money),
});
export type QuickOrderRow = Static<typeof QuickOrderRow>;

export const QuickOrderCheckResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    rows: Type.Array(QuickOrderRow),
    valid_count: Type.Integer(),
    error_count: Type.Integer(),
    sub_total: Money,
  }),
});
export type QuickOrderCheckResponse = Static<typeof QuickOrderCheckResponse>;

export const QuickOrderAddResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    added_count: Type.Integer({ description: 'Products added or raised in the cart.' }),
    item_count: Type.Integer({ description: 'Lines in the cart afterwards.' }),
  }),
});
export type QuickOrderAddResponse = Static<typeof QuickOrderAddResponse>;
