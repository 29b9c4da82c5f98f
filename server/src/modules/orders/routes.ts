// The customer's orders (spec 7): list, detail and cancel, scoped to the token's customer. Their
// GST documents (invoice, credit notes, purchase register) are served by the gst area's routes.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  OrderCancelResponse,
  OrderDetailResponse,
  OrderIdParams,
  OrderListQuery,
  OrderListResponse,
  OrderNumberParams,
  OrderPlacedByResponse,
} from '@contracts/checkout';
import { ALL_COMPANY_ROLES } from '@contracts/companyUserRules';
import { requireApproved } from '../../plugins/auth';
import { bearer } from '../../lib/routes';
import { ORDER_CANCELLED_MESSAGE, cancelOrder } from './cancel';
import { listOrders, orderDetail } from './read';
import { companyPlacers, placerId } from './placedBy';

export default async function orderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.services;
  const tags = ['Orders'];
  app.addHook('preValidation', async (req) => {
    requireApproved(req);
  });

  api.get(
    '/order-list',
    { schema: { tags, security: bearer, querystring: OrderListQuery, response: { 200: OrderListResponse } } },
    async (req) => {
      const who = requireApproved(req);
      const placedBy = req.query.placed_by === undefined ? undefined : await placerId(app.db, who.id, req.query.placed_by);
      return { status: true, data: { orders: await listOrders(app.db, who.id, req.query.page, placedBy) } };
    },
  );

  api.get(
    '/order-placed-by',
    {
      config: { customerRoles: ALL_COMPANY_ROLES },
      schema: { tags, security: bearer, summary: "The company's users, for the order list's placed_by filter", response: { 200: OrderPlacedByResponse } },
    },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, data: await companyPlacers(app.db, who.id) };
    },
  );

  api.get(
    '/order-detail/:orderNumber',
    { schema: { tags, security: bearer, params: OrderNumberParams, response: { 200: OrderDetailResponse } } },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, data: await orderDetail(app.db, who.id, req.params.orderNumber) };
    },
  );

  // The spec calls it with GET; POST is accepted too, since it changes the order.
  api.route({
    method: ['GET', 'POST'],
    url: '/order-cancel/:orderId',
    schema: {
      tags,
      security: bearer,
      description: 'Cancels a pending or approved order: stock back, cash-on-delivery credit back, card payment refunded. Cancelling again answers success.',
      params: OrderIdParams,
      response: { 200: OrderCancelResponse },
    },
    handler: async (req) => {
      const who = requireApproved(req);
      const result = await cancelOrder(ctx, { customerId: who.id, publicId: req.params.orderId }, 'customer');
      return {
        status: true,
        message: ORDER_CANCELLED_MESSAGE,
        data: { order_number: result.orderNumber, status: { status_title: result.status } },
      };
    },
  });
}
