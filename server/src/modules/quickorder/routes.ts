// 'Order again' and quick order: approved customers only, like the cart itself.
import type { FastifyInstance } from 'fastify';
import { QuickOrderAddResponse, QuickOrderCheckResponse, QuickOrderRequest, ReorderRequest, ReorderResponse } from '@contracts/quickOrder';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { fromPaise } from '../../lib/money';
import { requireApproved } from '../../plugins/auth';
import { costLimit } from '../../lib/costLimit';
import { addQuickOrder, checkQuickOrder } from './quickOrder';
import { reorder } from './reorder';
import { cartOwner } from '../cart';

const base = { tags: ['cart'], security: bearer };

export default async function quickOrderRoutes(app: FastifyInstance) {
  const api = typed(app);
  treatMissingBodyAsEmpty(app);
  // Before body validation: a visitor or a pending account is refused as such, whatever it sent.
  app.addHook('preValidation', async (req) => {
    requireApproved(req);
  });

  api.post(
    '/reorder',
    {
      preHandler: costLimit('quickOrder'),
      schema: {
        ...base,
        summary: "Order again: put an order's lines in the cart at today's prices and stock",
        description: 'Each line is capped at the stock left after what the cart holds; the answer says what was added and why the rest was not. Another customer\'s order answers 404.',
        body: ReorderRequest,
        response: { 200: ReorderResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      return reorder(app.db, cartOwner(who), req.body.order_id);
    },
  );

  api.post(
    '/quick-order/check',
    {
      preHandler: costLimit('quickOrder'),
      schema: {
        ...base,
        summary: 'Check a quick-order list row by row (nothing is added)',
        body: QuickOrderRequest,
        response: { 200: QuickOrderCheckResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const check = await checkQuickOrder(app.db, cartOwner(who), req.body.rows);
      const valid = check.rows.length - check.errorCount;
      return {
        status: true,
        message: check.errorCount === 0 ? `All ${valid} rows can go to the cart.` : `${valid} of ${check.rows.length} rows can go to the cart.`,
        data: { rows: check.rows, valid_count: valid, error_count: check.errorCount, sub_total: fromPaise(check.subTotalPaise) },
      };
    },
  );

  api.post(
    '/quick-order/add',
    {
      preHandler: costLimit('quickOrder'),
      schema: {
        ...base,
        summary: 'Add a quick-order list to the cart: all rows or none',
        description: 'Checks every row again under lock; any failing row answers 422 with `rows.<line>` errors and adds nothing.',
        body: QuickOrderRequest,
        response: { 200: QuickOrderAddResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const { addedCount, itemCount } = await addQuickOrder(app.db, cartOwner(who), req.body.rows);
      return {
        status: true,
        message: `${addedCount} ${addedCount === 1 ? 'product' : 'products'} added to your cart.`,
        data: { added_count: addedCount, item_count: itemCount },
      };
    },
  );
}
