// The wire of the cart and the free product (spec sections 3 and 7, "Cart and free product").
// Amounts are rupees with 2 decimals, priced and taxed on the server.
import { Type, type Static } from 'typebox';
import { Id, Money, Nullable, PublicId, StatusMessage } from './common';

export const CartProduct = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  image: Type.String(),
  price: Type.Number({ description: 'List price: discount price, else base price.' }),
  customRates: Nullable(Type.Number({ description: "The customer's price-list rate, if any." })),
  quantity: Type.Integer({ description: 'Units in stock: the most this line can hold.' }),
  gst: Type.Number({ description: 'GST rate in percent.' }),
  cgst: Type.Number({ description: "This line's CGST." }),
  sgst: Type.Number({ description: "This line's SGST." }),
  igst: Type.Number({ description: "This line's IGST." }),
});
export type CartProduct = Static<typeof CartProduct>;

export const CartLine = Type.Object({
  /** The line's random public id (what /update-cart and /delete-cart take as cart_id). */
  id: PublicId,
  product_id: Id,
  quantity: Type.Integer(),
  unit_price: Type.Number({ description: "The customer's price: price-list rate, else list price." }),
  line_total: Type.Number({ description: 'unit_price x quantity, before tax.' }),
  product: CartProduct,
});
export type CartLine = Static<typeof CartLine>;

export const CartSummary = Type.Object({
  item_count: Type.Integer({ description: 'Number of lines.' }),
  sub_total: Money,
  cgst_amount: Money,
  sgst_amount: Money,
  igst_amount: Money,
  grand_total: Money,
});
export type CartSummary = Static<typeof CartSummary>;

/** A free-product offer; `id` is the product's id. */
export const FreeProduct = Type.Object({ id: Id, product_name: Type.String(), primary_image: Type.String() });
export type FreeProduct = Static<typeof FreeProduct>;

/* ---------- GET /cart-list, GET /cart-items ---------- */

export const CartResponse = Type.Object({
  status: Type.Boolean(),
  carts: Type.Array(CartLine),
  summary: CartSummary,
  free_product: Nullable(FreeProduct),
});
export type CartResponse = Static<typeof CartResponse>;

export const CartItemsResponse = Type.Object({ status: Type.Boolean(), cart_items: Type.Array(CartLine) });
export type CartItemsResponse = Static<typeof CartItemsResponse>;

/* ---------- POST /add-to-cart, /update-cart, /delete-cart ---------- */

/** The quantity's lower bound is the service's ('Quantity must be at least 1', spec 5). */
const Quantity = Type.Integer({ maximum: 2147483647 });

export const AddToCartRequest = Type.Object({ product_id: Id, quantity: Type.Optional(Type.Integer({ maximum: 2147483647, default: 1 })) });
export type AddToCartRequest = Static<typeof AddToCartRequest>;

/** cart_id is the line's public id: a serial or another customer's id answers like a missing line. */
export const UpdateCartRequest = Type.Object({ cart_id: PublicId, quantity: Quantity });
export type UpdateCartRequest = Static<typeof UpdateCartRequest>;

export const DeleteCartRequest = Type.Object({ cart_id: PublicId });
export type DeleteCartRequest = Static<typeof DeleteCartRequest>;

/** The answer of an add or an update: the line, priced again. */
export const CartLineResponse = Type.Object({ ...StatusMessage.properties, data: CartLine });
export type CartLineResponse = Static<typeof CartLineResponse>;

/**
 * The answer of /update-cart: the line priced again and, beyond spec 7, the whole cart's summary
 * as /cart-list computes it, both read from one view of the cart after the change, so the
 * storefront writes them into its cart instead of fetching the cart again.
 */
export const UpdateCartResponse = Type.Object({ ...CartLineResponse.properties, summary: CartSummary });
export type UpdateCartResponse = Static<typeof UpdateCartResponse>;

/* ---------- free products ---------- */

export const FreeProductsResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ products: Type.Array(FreeProduct) }),
  free_product: Nullable(FreeProduct),
});
export type FreeProductsResponse = Static<typeof FreeProductsResponse>;

export const FreeProductRequest = Type.Object({ product_id: Id });
export type FreeProductRequest = Static<typeof FreeProductRequest>;
