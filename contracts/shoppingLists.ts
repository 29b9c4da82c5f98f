// The wire and the field rules of a company's shopping lists (requisition lists): named
// lists of products and quantities, priced on the server with the buyer's prices, turned into a
// cart in one step. Routes under /api/shopping-lists; approved customers only. The limits, messages
// and field rules are in shoppingListRules.ts (plain data the storefront loads).
import { Type, type Static } from 'typebox';
import { STOCK_STATES, type StockState } from './shoppingListRules';
import { Id, Money, Nullable, PublicId, Timestamp } from './common';

/* ---------- lists ---------- */

export const ShoppingListSummary = Type.Object({
  id: PublicId,
  name: Type.String(),
  note: Type.String(),
  version: Type.Integer({ description: 'Rises with every change to the list or its items.' }),
  item_count: Type.Integer({ description: 'Products on the list.' }),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ShoppingListSummary = Static<typeof ShoppingListSummary>;

export const ShoppingListsResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ lists: Type.Array(ShoppingListSummary), max_lists: Type.Integer() }),
});
export type ShoppingListsResponse = Static<typeof ShoppingListsResponse>;

/** Create, or rename / change the note (PATCH: absent fields stay; `version`, when sent, must be the current one). */
export const ShoppingListRequest = Type.Object({
  // Text checked by the service with shoppingListRules (its messages); these bounds keep absurd bodies out.
  name: Type.Optional(Type.String({ maxLength: 2000 })),
  note: Type.Optional(Type.String({ maxLength: 5000 })),
  version: Type.Optional(Type.Integer()),
});
export type ShoppingListRequest = Static<typeof ShoppingListRequest>;

export const ShoppingListSummaryResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), data: ShoppingListSummary });
export type ShoppingListSummaryResponse = Static<typeof ShoppingListSummaryResponse>;

export const ShoppingListParams = Type.Object({ id: PublicId });
export const ShoppingListItemParams = Type.Object({ id: PublicId, productId: Id });

/* ---------- one list with its items ---------- */

export const ShoppingListItem = Type.Object({
  product_id: Id,
  sku: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  image: Type.String(),
  quantity: Type.Integer(),
  position: Type.Integer(),
  unit_price: Money,
  list_price: Money,
  custom_rate: Nullable(Money),
  line_total: Money,
  gst: Type.Number({ description: 'GST rate in percent.' }),
  stock_quantity: Type.Integer({ description: '0 when the product is no longer sold.' }),
  stock_state: Type.Unsafe<StockState>(Type.Union(STOCK_STATES.map((s) => Type.Literal(s)))),
});
export type ShoppingListItem = Static<typeof ShoppingListItem>;

export const ShoppingListDetail = Type.Object({
  ...ShoppingListSummary.properties,
  items: Type.Array(ShoppingListItem),
  totals: Type.Object({
    sub_total: Money,
    cgst_amount: Money,
    sgst_amount: Money,
    igst_amount: Money,
    grand_total: Money,
  }),
  max_items: Type.Integer(),
});
export type ShoppingListDetail = Static<typeof ShoppingListDetail>;

export const ShoppingListResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), data: ShoppingListDetail });
export type ShoppingListResponse = Static<typeof ShoppingListResponse>;

/* ---------- items ---------- */

export const ShoppingListItemInput = Type.Object({ product_id: Id, quantity: Type.Optional(Type.Integer()) });
export type ShoppingListItemInput = Static<typeof ShoppingListItemInput>;

/** Add one or many products; a product already on the list has its quantity raised. */
export const AddShoppingListItemsRequest = Type.Object({ items: Type.Array(ShoppingListItemInput, { maxItems: 5000 }) });
export type AddShoppingListItemsRequest = Static<typeof AddShoppingListItemsRequest>;

export const UpdateShoppingListItemRequest = Type.Object({ quantity: Type.Integer() });
export type UpdateShoppingListItemRequest = Static<typeof UpdateShoppingListItemRequest>;

/* ---------- add all to cart ---------- */

export const ListToCartLine = Type.Object({
  product_id: Id,
  product_name: Type.String(),
  list_qty: Type.Integer(),
  added_qty: Type.Integer({ description: 'Units added to the cart now (0 when skipped).' }),
  cart_qty: Type.Integer({ description: "The cart line's quantity afterwards (0: not in the cart)." }),
  outcome: Type.Union([Type.Literal('added'), Type.Literal('partial'), Type.Literal('skipped')]),
  reason: Nullable(Type.Union([Type.Literal('not_sold'), Type.Literal('out_of_stock'), Type.Literal('stock_limited')])),
  message: Type.String(),
});
export type ListToCartLine = Static<typeof ListToCartLine>;

export const ListToCartResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    lines: Type.Array(ListToCartLine),
    added_count: Type.Integer(),
    skipped_count: Type.Integer(),
    item_count: Type.Integer({ description: 'Lines in the cart afterwards (the header badge).' }),
  }),
});
export type ListToCartResponse = Static<typeof ListToCartResponse>;
