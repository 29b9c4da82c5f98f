// Cart and free-product routes (spec 7, "Cart and free product"): approved customers only.
import type { FastifyInstance } from 'fastify';
import { requireApproved } from '../../plugins/auth';
import { treatMissingBodyAsEmpty } from '../auth/schemas';
import {
  addFreeProductSchema,
  addToCartSchema,
  cartItemsSchema,
  cartListSchema,
  deleteCartSchema,
  freeProductsListSchema,
  removeFreeProductSchema,
  updateCartSchema,
} from './schemas';
import {
  addFreeProduct,
  addToCart,
  chosenFreeProduct,
  deleteCartLine,
  freeProductOffers,
  pricedCart,
  removeFreeProduct,
  summaryToWire,
  toWire,
  updateCart,
} from './service';

export default async function cartRoutes(app: FastifyInstance) {
  treatMissingBodyAsEmpty(app);
  // Before body validation: a visitor or a pending account is refused as such, whatever it sent.
  app.addHook('preValidation', async (req) => {
    requireApproved(req);
  });

  app.get('/cart-list', { schema: cartListSchema }, async (req, reply) => {
    const who = requireApproved(req);
    const [cart, free] = await Promise.all([pricedCart(app.db, who.id, app.config.storeState), chosenFreeProduct(app.db, who.id)]);
    // The storefront refuses anything but JSON here (spec 8); say so explicitly.
    reply.type('application/json; charset=utf-8');
    return { status: true, carts: cart.lines.map(toWire), summary: summaryToWire(cart), free_product: free };
  });

  app.get('/cart-items', { schema: cartItemsSchema }, async (req) => {
    const who = requireApproved(req);
    const cart = await pricedCart(app.db, who.id, app.config.storeState);
    return { status: true, cart_items: cart.lines.map(toWire) };
  });

  app.post<{ Body: { product_id: number; quantity: number } }>('/add-to-cart', { schema: addToCartSchema }, async (req) => {
    const who = requireApproved(req);
    const data = await addToCart(app.db, who.id, app.config.storeState, req.body.product_id, req.body.quantity);
    return { status: true, message: 'Product added to cart successfully', data };
  });

  app.post<{ Body: { cart_id: number; quantity: number } }>('/update-cart', { schema: updateCartSchema }, async (req) => {
    const who = requireApproved(req);
    const data = await updateCart(app.db, who.id, app.config.storeState, req.body.cart_id, req.body.quantity);
    return { status: true, message: 'Cart updated', data };
  });

  app.post<{ Body: { cart_id: number } }>('/delete-cart', { schema: deleteCartSchema }, async (req, reply) => {
    const who = requireApproved(req);
    await deleteCartLine(app.db, who.id, req.body.cart_id);
    reply.type('application/json; charset=utf-8');
    return { status: true, message: 'Item removed from cart' };
  });

  app.get('/free-products-list', { schema: freeProductsListSchema }, async (req) => {
    const who = requireApproved(req);
    const [offers, chosen] = await Promise.all([freeProductOffers(app.db), chosenFreeProduct(app.db, who.id)]);
    return { status: true, data: { products: offers }, free_product: chosen };
  });

  app.post<{ Body: { product_id: number } }>('/add-free-product', { schema: addFreeProductSchema }, async (req) => {
    const who = requireApproved(req);
    await addFreeProduct(app.db, who.id, req.body.product_id);
    return { status: true, message: 'Free product added to cart' };
  });

  app.post<{ Body: { product_id: number } }>('/remove-free-product', { schema: removeFreeProductSchema }, async (req) => {
    const who = requireApproved(req);
    await removeFreeProduct(app.db, who.id, req.body.product_id);
    return { status: true, message: 'Free product removed from cart' };
  });
}
