// Checkout (spec 7, "Checkout and orders"): GET /checkout, POST /create-razorpay-order and
// POST /order-store, for approved customers only.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CheckoutQuery,
  CheckoutResponse,
  CreatePaymentOrderRequest,
  CreatePaymentOrderResponse,
  OrderStoreRequest,
  OrderStoreResponse,
} from '@contracts/checkout';
import { requireApproved } from '../../plugins/auth';
import { bearer, treatMissingBodyAsEmpty } from '../../lib/routes';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { checkoutData, createPaymentOrder } from './service';
import { cartOwner } from '../cart';
import { placeOrder } from './placeOrder';
import { orderPublicId } from '../orders';

export default async function checkoutRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.services;
  const tags = ['Checkout'];
  treatMissingBodyAsEmpty(app);
  // Before body validation: a visitor or a pending account is refused as such, whatever it sent.
  app.addHook('preValidation', async (req) => {
    requireApproved(req);
  });

  api.get(
    '/checkout',
    { schema: { tags, security: bearer, querystring: CheckoutQuery, response: { 200: CheckoutResponse } } },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, data: await checkoutData(ctx, cartOwner(who), req.query.shipping_address_id) };
    },
  );

  api.post(
    '/create-razorpay-order',
    {
      schema: {
        tags,
        security: bearer,
        description: 'Creates the card provider order for the cart as it is now; refuses (409) an amount that differs from the server total.',
        body: CreatePaymentOrderRequest,
        response: { 200: CreatePaymentOrderResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      return createPaymentOrder(ctx, who.id, req.body, who.userId);
    },
  );

  api.post(
    '/order-store',
    {
      schema: {
        tags,
        security: bearer,
        description:
          'Places the order from the cart in one transaction. Optional Idempotency-Key header (or idempotency_key): the same key and body, or the same provider order, return the same order; the key with another body answers 422. ' +
          "A Buyer's cash-on-delivery order above the company's approval threshold is not placed: it is saved for approval and the answer's data is `{ approval_request_id, approval_status: 'pending' }` (no order number).",
        body: OrderStoreRequest,
        response: { 200: OrderStoreResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const placed = await placeOrder(ctx, who.id, { ...req.body, idempotency_key: idempotencyKeyOf(req.headers, req.body) }, { userId: who.userId });
      if ('approvalId' in placed) return { status: true, message: placed.message, data: { approval_request_id: placed.approvalId, approval_status: 'pending' as const } };
      return { status: true, message: placed.message, data: { order_number: placed.orderNumber, id: await orderPublicId(app.db, placed.id) } };
    },
  );
}
