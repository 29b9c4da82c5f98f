// Cart and free-product routes (spec 7, "Cart and free product"): approved customers only. Each
// acts on the signed-in user's own cart (the token's user), priced for their company.
import type { FastifyInstance } from 'fastify';
import {
  AddToCartRequest,
  CartItemsResponse,
  CartLineResponse,
  CartResponse,
  DeleteCartRequest,
  FreeProductRequest,
  FreeProductsResponse,
  UpdateCartRequest,
  UpdateCartResponse,
} from '@contracts/cart';
import { StatusMessage } from '@contracts/common';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireApproved } from '../../plugins/auth';
import { addFreeProduct, chosenFreeProduct, freeProductOffers, removeFreeProduct } from './freeProduct';
import { cartViewLoader, summaryToWire, toWire } from './pricedCart';
import { cartOwner } from './owner';
import { addToCart, deleteCartLine, partlyAddedMessage, updateCart } from './service';

const base = { tags: ['cart'], security: bearer };

export default async function cartRoutes(app: FastifyInstance) {
  const api = typed(app);
  // The store's state as the settings say on this request (plugins/storeSettings.ts).
  const cartView = cartViewLoader(app.db, () => app.config.storeState);
  treatMissingBodyAsEmpty(app);
  // Before body validation: a visitor or a pending account is refused as such, whatever it sent.
  app.addHook('preValidation', async (req) => {
    requireApproved(req);
  });

  api.get(
    '/cart-list',
    { schema: { ...base, summary: 'The cart: lines, totals and the chosen free product', response: { 200: CartResponse } } },
    async (req, reply) => {
      const who = requireApproved(req);
      const { cart, free } = await cartView(cartOwner(who));
      // The storefront refuses anything but JSON here (spec 8); say so explicitly.
      reply.type('application/json; charset=utf-8');
      return { status: true, carts: cart.lines.map(toWire), summary: summaryToWire(cart), free_product: free };
    },
  );

  api.get('/cart-items', { schema: { ...base, summary: 'The cart lines', response: { 200: CartItemsResponse } } }, async (req) => {
    const who = requireApproved(req);
    const { cart } = await cartView(cartOwner(who));
    return { status: true, cart_items: cart.lines.map(toWire) };
  });

  api.post(
    '/add-to-cart',
    {
      schema: {
        ...base,
        summary: 'Add a product (raises the line when it is already in the cart)',
        body: AddToCartRequest,
        response: { 200: CartLineResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const asked = req.body.quantity ?? 1;
      const { line, added, stock } = await addToCart(app.db, cartOwner(who), app.config.storeState, req.body.product_id, asked);
      // Fewer than asked: the answer says how many went in, and the storefront shows this message.
      const message = added < asked ? partlyAddedMessage(added, stock) : 'Product added to cart successfully';
      return { status: true, message, data: line };
    },
  );

  api.post(
    '/update-cart',
    {
      schema: {
        ...base,
        summary: "Set a line's quantity; answers the line and the cart's summary",
        body: UpdateCartRequest,
        response: { 200: UpdateCartResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const changed = await updateCart(app.db, cartOwner(who), app.config.storeState, req.body.cart_id, req.body.quantity);
      // The line and the summary from one view of the cart after the change (the cart page's own
      // reader), so they agree with each other and with /cart-list; the line the change priced
      // stands in only if another request removed it meanwhile.
      const { cart } = await cartView(cartOwner(who));
      const line = cart.lines.find((l) => l.publicId === changed.id);
      return { status: true, message: 'Cart updated', data: line ? toWire(line) : changed, summary: summaryToWire(cart) };
    },
  );

  api.post(
    '/delete-cart',
    { schema: { ...base, summary: 'Remove a line', body: DeleteCartRequest, response: { 200: StatusMessage } } },
    async (req, reply) => {
      const who = requireApproved(req);
      await deleteCartLine(app.db, cartOwner(who), req.body.cart_id);
      reply.type('application/json; charset=utf-8');
      return { status: true, message: 'Item removed from cart' };
    },
  );

  api.get(
    '/free-products-list',
    { schema: { ...base, summary: 'Free-product offers and the one the customer has taken', response: { 200: FreeProductsResponse } } },
    async (req) => {
      const who = requireApproved(req);
      const [offers, chosen] = await Promise.all([freeProductOffers(app.db), chosenFreeProduct(app.db, cartOwner(who))]);
      return { status: true, data: { products: offers }, free_product: chosen };
    },
  );

  api.post(
    '/add-free-product',
    { schema: { ...base, summary: 'Take a free product (at most one per customer)', body: FreeProductRequest, response: { 200: StatusMessage } } },
    async (req) => {
      const who = requireApproved(req);
      await addFreeProduct(app.db, cartOwner(who), req.body.product_id);
      return { status: true, message: 'Free product added to cart' };
    },
  );

  api.post(
    '/remove-free-product',
    { schema: { ...base, summary: 'Give back the free product', body: FreeProductRequest, response: { 200: StatusMessage } } },
    async (req) => {
      const who = requireApproved(req);
      await removeFreeProduct(app.db, cartOwner(who), req.body.product_id);
      return { status: true, message: 'Free product removed from cart' };
    },
  );
}
