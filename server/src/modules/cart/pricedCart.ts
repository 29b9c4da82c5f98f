// The priced cart: a company user's lines with their products, the company's price-list rates and
// GST for a shipping state (read for one user, or batched for the users asking in one event-loop
// turn), and its wire shapes. Prices and tax always come from the database through lib/gst.ts.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { carts, customRates, products } from '../../db/schema';
import {
  cartTotals,
  isSameState,
  listPricePaise,
  priceLine,
  unitPricePaise,
  type CartTotals,
  type TaxedLine,
} from '../../lib/gst';
import { fromPaise, toPaise } from '../../lib/money';
import { turnBatcher } from '../../lib/turnBatch';
import { defaultShippingStates } from '../addresses';
import type { CartLine, CartSummary, FreeProduct } from '@contracts/cart';
import { chosenFreeProducts } from './freeProduct';
import type { CartOwner } from './owner';

/** A cart line priced for its customer, in paise (see toWire for the storefront's shape). */
export interface PricedLine extends TaxedLine {
  /** The serial id, for the server's own use; the wire names a line by its publicId. */
  id: number;
  publicId: string;
  productId: number;
  quantity: number;
  unitPrice: number;
  listPrice: number;
  customRate: number | null;
  gstRate: number;
  stock: number;
  isActive: boolean;
  name: string;
  slug: string;
  image: string;
}

export interface PricedCart {
  lines: PricedLine[];
  sameState: boolean;
  totals: CartTotals;
}

/** The state of the customer's default shipping address, if they have one. */
export async function defaultShippingState(db: DbOrTx, customerId: number): Promise<string | null> {
  return (await defaultShippingStates(db, [customerId])).get(customerId) ?? null;
}

/** A cart line's columns as pricing reads them (the rate is the line's own customer's). */
/**
 * What pricing a line needs from its product and the customer's rate (a query joins `products` and
 * left-joins `custom_rates`): the cart's lines and a shopping list's items are priced alike.
 */
export const pricedProductColumns = {
  name: products.productName,
  slug: products.productSlug,
  image: products.primaryImage,
  basePrice: products.basePrice,
  discountPrice: products.discountPrice,
  gstRate: products.gstRate,
  stock: products.stockQuantity,
  isActive: products.isActive,
  customRate: customRates.customRate,
};

const lineColumns = {
  id: carts.id,
  publicId: carts.publicId,
  customerId: carts.customerId,
  userId: carts.userId,
  productId: carts.productId,
  quantity: carts.quantity,
  ...pricedProductColumns,
};

/** Cart lines (ordered by id) of the customers the condition picks, with their products and rates. */
function lineRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(lineColumns)
    .from(carts)
    .innerJoin(products, eq(products.id, carts.productId))
    .leftJoin(customRates, and(eq(customRates.productId, carts.productId), eq(customRates.customerId, carts.customerId)))
    .where(where)
    .orderBy(asc(carts.id));
}

type LineRow = Awaited<ReturnType<typeof lineRows>>[number];

/** Lines priced with their rates and taxed for a shipping state (CGST + SGST in the store's state). */
function priceRows(rows: LineRow[], shipState: string | null, storeState: string): PricedCart {
  const sameState = isSameState(shipState, storeState);
  const lines = rows.map((r): PricedLine => {
    const unitPrice = unitPricePaise(r);
    const gstRate = Number(r.gstRate);
    return {
      id: r.id,
      publicId: r.publicId,
      productId: r.productId,
      quantity: r.quantity,
      unitPrice,
      listPrice: listPricePaise(r),
      customRate: r.customRate === null ? null : toPaise(r.customRate),
      gstRate,
      stock: r.stock,
      isActive: r.isActive,
      name: r.name,
      slug: r.slug,
      image: r.image,
      ...priceLine(unitPrice, r.quantity, gstRate, sameState),
    };
  });
  return { lines, sameState, totals: cartTotals(lines) };
}

/**
 * The user's cart lines (ordered by id), priced with the company's price-list rates and taxed for
 * its default shipping address, or for `shippingState` when given (checkout ships to a chosen
 * address). `onlyLineId` prices one line (same rules).
 */
export async function pricedCart(
  db: DbOrTx,
  owner: CartOwner,
  storeState: string,
  onlyLineId?: number,
  shippingState?: string | null,
): Promise<PricedCart> {
  const { customerId, userId } = owner;
  const mine = and(eq(carts.customerId, customerId), eq(carts.userId, userId));
  const [rows, shipState] = await Promise.all([
    lineRows(db, onlyLineId === undefined ? mine : and(mine, eq(carts.id, onlyLineId))),
    shippingState === undefined ? defaultShippingState(db, customerId) : shippingState,
  ]);
  return priceRows(rows, shipState, storeState);
}

/**
 * Lines that are not (or no longer) in a cart, such as an approval request's, priced exactly as the
 * cart would price them today (the customer's rates, GST for `shippingState`); a product since
 * removed from the catalogue is left out. The lines carry no cart row (id 0).
 */
export async function pricedLines(
  db: DbOrTx,
  customerId: number,
  storeState: string,
  wanted: readonly { productId: number; quantity: number }[],
  shippingState: string | null,
): Promise<PricedCart> {
  const ids = [...new Set(wanted.map((w) => w.productId))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            productId: products.id,
            ...pricedProductColumns,
          })
          .from(products)
          .leftJoin(customRates, and(eq(customRates.productId, products.id), eq(customRates.customerId, customerId)))
          .where(inArray(products.id, ids));
  const byId = new Map(found.map((r) => [r.productId, r] as const));
  const rows = wanted.flatMap((w): LineRow[] => {
    const r = byId.get(w.productId);
    return r ? [{ ...r, id: 0, publicId: '', customerId, userId: 0, quantity: w.quantity }] : [];
  });
  return priceRows(rows, shippingState, storeState);
}

/** What the cart page shows: the priced cart (for the default shipping address) and the chosen free product. */
export interface CartView {
  cart: PricedCart;
  free: FreeProduct | null;
}

/**
 * Cart views of the users asking in one turn of the event loop, read together (three queries for
 * the whole batch, none older than the requests: see turnBatcher). For the read-only cart routes;
 * anything that changes the cart reads it inside its own transaction.
 */
export function cartViewLoader(db: Db, storeState: () => string): (owner: CartOwner) => Promise<CartView> {
  // Keyed by the pair as text, so two requests of one user in a turn share one read.
  const load = turnBatcher(async (keys: string[]) => {
    const owners = keys.map((k) => {
      const [customerId, userId] = k.split(':').map(Number);
      return { key: k, customerId, userId };
    });
    const [rows, states, frees] = await Promise.all([
      lineRows(db, inArray(carts.userId, owners.map((o) => o.userId))),
      defaultShippingStates(db, [...new Set(owners.map((o) => o.customerId))]),
      chosenFreeProducts(db, owners.map((o) => o.userId)),
    ]);
    const linesOf = new Map<string, LineRow[]>(keys.map((k) => [k, []]));
    for (const r of rows) linesOf.get(`${r.customerId}:${r.userId}`)?.push(r);
    const views = new Map<string, CartView>();
    for (const o of owners) {
      const free = frees.get(o.userId);
      views.set(o.key, {
        cart: priceRows(linesOf.get(o.key) ?? [], states.get(o.customerId) ?? null, storeState()),
        free: free && free.customerId === o.customerId ? free.product : null,
      });
    }
    return views;
  }, EMPTY_VIEW);
  return (owner) => load(`${owner.customerId}:${owner.userId}`);
}

/** Never used: the loader answers every id it is asked for. */
const EMPTY_VIEW: CartView = { cart: priceRows([], null, ''), free: null };

export function toWire(l: PricedLine): CartLine {
  return {
    id: l.publicId,
    product_id: l.productId,
    quantity: l.quantity,
    unit_price: fromPaise(l.unitPrice),
    line_total: fromPaise(l.lineTotal),
    product: {
      id: l.productId,
      name: l.name,
      slug: l.slug,
      image: l.image,
      price: fromPaise(l.listPrice),
      customRates: l.customRate === null ? null : fromPaise(l.customRate),
      quantity: l.stock,
      gst: l.gstRate,
      cgst: fromPaise(l.cgst),
      sgst: fromPaise(l.sgst),
      igst: fromPaise(l.igst),
    },
  };
}

export function summaryToWire(cart: PricedCart): CartSummary {
  const t = cart.totals;
  return {
    // Lines, like the header badge.
    item_count: cart.lines.length,
    sub_total: fromPaise(t.sub_total),
    cgst_amount: fromPaise(t.cgst_amount),
    sgst_amount: fromPaise(t.sgst_amount),
    igst_amount: fromPaise(t.igst_amount),
    grand_total: fromPaise(t.grand_total),
  };
}
