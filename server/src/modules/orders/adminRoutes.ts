// The back office's order routes (/api/admin/orders...): list, detail, approve, ship, deliver,
// cancel, the e-way bill's vehicle, the tax invoice and credit notes. Thin: the rules are in orders/admin.ts and the status, cancel and read files of orders/; each
// route names the staff roles it allows (plugins/staffGuard.ts enforces them).
import type { FastifyInstance } from 'fastify';
import {
  AdminEwayVehicleBody,
  AdminOrderCancelBody,
  AdminOrderCreditNoteParams,
  AdminOrderChangeResponse,
  AdminOrderDetailResponse,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderParams,
  AdminOrderRefundParams,
  AdminOrderShipBody,
  AdminOrderVersionBody,
  ORDER_ACTION_ROLES,
  ORDER_MONEY_ROLES,
  ORDER_VIEW_ROLES,
  REFUND_RETRY_ROLES,
} from '@contracts/adminOrders';
import { costLimit } from '../../lib/costLimit';
import { treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { adminChangeEwayVehicle, adminChangeOrder, adminListOrders, adminOrderDetail, adminRetryRefund, invoiceOwner } from './admin';
import { creditNoteDocument, creditNoteNumberOf, invoiceDocument, invoiceFileName, renderCreditNotePdf, renderInvoicePdf } from '../gst';
import { notFound } from '../../lib/errors';
import { documentSeller } from '../settings';
import { sendDownload } from '../../lib/download';

const tags = ['Back office: orders'];

export default async function adminOrderRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.services;
  treatMissingBodyAsEmpty(app);
  const view = { staffRoles: ORDER_VIEW_ROLES };

  api.get(
    '/admin/orders',
    { config: view, schema: { tags, summary: 'Orders, newest first, by status, India-time days, customer and payment method', querystring: AdminOrderListQuery, response: { 200: AdminOrderListResponse } } },
    async (req) => ({ status: true, orders: await adminListOrders(app.db, req.query) }),
  );

  api.get(
    '/admin/orders/:ref',
    { config: view, schema: { tags, summary: 'One order with its lines, GST, payment, refunds, shipment and history', params: AdminOrderParams, response: { 200: AdminOrderDetailResponse } } },
    async (req) => ({ status: true, data: await adminOrderDetail(app.db, requireStaff(req).role, req.params.ref) }),
  );

  const stale = 'A stale `version` answers 409 and changes nothing.';
  api.post(
    '/admin/orders/:ref/approve',
    {
      config: { staffRoles: ORDER_ACTION_ROLES.approve },
      schema: { tags, summary: `Approves a pending order (issues its tax invoice, mails the customer). ${stale}`, params: AdminOrderParams, body: AdminOrderVersionBody, response: { 200: AdminOrderChangeResponse } },
    },
    async (req) => ({ status: true, ...(await adminChangeOrder(ctx, requireStaff(req), req.params.ref, 'approve', req.body)) }),
  );

  api.post(
    '/admin/orders/:ref/ship',
    {
      config: { staffRoles: ORDER_ACTION_ROLES.ship },
      schema: { tags, summary: `Ships an approved order with its courier and tracking number (shown to the customer, mailed). ${stale}`, params: AdminOrderParams, body: AdminOrderShipBody, response: { 200: AdminOrderChangeResponse } },
    },
    async (req) => ({ status: true, ...(await adminChangeOrder(ctx, requireStaff(req), req.params.ref, 'ship', req.body)) }),
  );

  api.post(
    '/admin/orders/:ref/eway-bill/vehicle',
    {
      config: { staffRoles: ORDER_ACTION_ROLES.ship },
      schema: {
        tags,
        summary: "Corrects the vehicle on a shipped order's e-way bill, with the reason (audited). A stale e-way bill `version` answers 409 and changes nothing.",
        params: AdminOrderParams,
        body: AdminEwayVehicleBody,
        response: { 200: AdminOrderChangeResponse },
      },
    },
    async (req) => ({ status: true, ...(await adminChangeEwayVehicle(ctx, requireStaff(req), req.params.ref, req.body)) }),
  );

  api.post(
    '/admin/orders/:ref/deliver',
    {
      config: { staffRoles: ORDER_ACTION_ROLES.deliver },
      schema: { tags, summary: `Marks a shipped order delivered (mails the customer). ${stale}`, params: AdminOrderParams, body: AdminOrderVersionBody, response: { 200: AdminOrderChangeResponse } },
    },
    async (req) => ({ status: true, ...(await adminChangeOrder(ctx, requireStaff(req), req.params.ref, 'deliver', req.body)) }),
  );

  api.post(
    '/admin/orders/:ref/cancel',
    {
      config: { staffRoles: ORDER_ACTION_ROLES.cancel },
      schema: {
        tags,
        summary: `Cancels a pending or approved order with a reason: stock and credit back, card payment refunded, credit note if invoiced, customer mailed. ${stale}`,
        params: AdminOrderParams,
        body: AdminOrderCancelBody,
        response: { 200: AdminOrderChangeResponse },
      },
    },
    async (req) => ({ status: true, ...(await adminChangeOrder(ctx, requireStaff(req), req.params.ref, 'cancel', req.body)) }),
  );

  api.post(
    '/admin/orders/:ref/refunds/:refundId/retry',
    {
      config: { staffRoles: REFUND_RETRY_ROLES },
      schema: {
        tags,
        summary: 'Sends a failed card refund of the order again (new attempt), or asks the provider again about a pending one (same key: one refund)',
        params: AdminOrderRefundParams,
        response: { 200: AdminOrderChangeResponse },
      },
    },
    async (req) => ({ status: true, ...(await adminRetryRefund(ctx, requireStaff(req), req.params.ref, req.params.refundId)) }),
  );

  api.get(
    '/admin/orders/:ref/invoice',
    {
      config: view,
      // Counted per staff member (the guard has named them by now).
      preHandler: costLimit('documents', (req) => (req.staff ? `staff:${req.staff.id}` : null)),
      schema: { tags, summary: "The order's GST tax invoice (PDF) once approved (409 before)", params: AdminOrderParams },
    },
    async (req, reply) => {
      const { customerId, orderNumber } = await invoiceOwner(app.db, req.params.ref);
      const doc = await invoiceDocument(app.db, customerId, orderNumber, app.config.storeState);
      // The seller the invoice was issued with, not today's settings.
      const bytes = await renderInvoicePdf(doc, await documentSeller(app.db, doc.seller));
      return sendDownload(reply, 'pdf', invoiceFileName(doc.number), bytes);
    },
  );

  // Credit notes are money matters: Dispatch, who works from the goods and the invoice, has none.
  api.get(
    '/admin/orders/:ref/credit-notes/:noteNumber',
    {
      config: { staffRoles: ORDER_MONEY_ROLES },
      preHandler: costLimit('documents', (req) => (req.staff ? `staff:${req.staff.id}` : null)),
      schema: { tags, summary: "One of the order's GST credit notes (PDF); a note of another order answers 404", params: AdminOrderCreditNoteParams },
    },
    async (req, reply) => {
      const { customerId, orderNumber } = await invoiceOwner(app.db, req.params.ref);
      const doc = await creditNoteDocument(app.db, customerId, creditNoteNumberOf(req.params.noteNumber));
      if (doc.orderNumber !== orderNumber) throw notFound(`Order ${orderNumber} has no credit note ${doc.number}.`);
      const bytes = await renderCreditNotePdf(doc, await documentSeller(app.db, doc.seller));
      return sendDownload(reply, 'pdf', invoiceFileName(doc.number), bytes);
    },
  );
}
