// The back office's e-invoice routes of an order (/api/admin/orders/:ref/einvoices): the state of
// each GST document's e-invoice, Retry of a failed registration and Cancel within 24 hours (Admin,
// Finance). Thin: the rules are the GST documents area's (gst/eInvoices.ts).
import type { FastifyInstance } from 'fastify';
import { ORDER_VIEW_ROLES } from '@contracts/adminOrders';
import { AdminEInvoiceCancelBody, AdminEInvoiceRetryBody, AdminEInvoicesResponse, EINVOICE_ACTION_ROLES } from '@contracts/adminEInvoices';
import { AdminOrderParams } from '@contracts/adminOrders';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { findByRef } from './admin';
import { cancelOrderEInvoice, orderEInvoices, retryOrderEInvoice } from '../gst';

const tags = ['Back office: orders'];

export default async function eInvoiceAdminRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.services;
  const answer = (einvoices: AdminEInvoicesResponse['einvoices']) => ({ status: true, enabled: app.config.einvoiceEnabled, einvoices });

  api.get(
    '/admin/orders/:ref/einvoices',
    {
      config: { staffRoles: ORDER_VIEW_ROLES },
      schema: { tags, summary: "The e-invoice of each of the order's GST documents: registered (IRN, acknowledgement), failed (why), cancelled or not registered", params: AdminOrderParams, response: { 200: AdminEInvoicesResponse } },
    },
    async (req) => answer(await orderEInvoices(ctx, await findByRef(app.db, req.params.ref))),
  );

  api.post(
    '/admin/orders/:ref/einvoices/retry',
    {
      config: { staffRoles: EINVOICE_ACTION_ROLES },
      schema: { tags, summary: 'Registers a document again whose registration failed (audited); 409 when it is registered or cancelled', params: AdminOrderParams, body: AdminEInvoiceRetryBody, response: { 200: AdminEInvoicesResponse } },
    },
    async (req) => answer(await retryOrderEInvoice(ctx, requireStaff(req), await findByRef(app.db, req.params.ref), req.body.document.trim())),
  );

  api.post(
    '/admin/orders/:ref/einvoices/cancel',
    {
      config: { staffRoles: EINVOICE_ACTION_ROLES },
      schema: {
        tags,
        summary: 'Cancels a registered e-invoice within 24 hours of its acknowledgement, with the portal’s reason code and a remark (audited); after that 409: a credit note is needed; 503 when the portal cannot be reached',
        params: AdminOrderParams,
        body: AdminEInvoiceCancelBody,
        response: { 200: AdminEInvoicesResponse },
      },
    },
    async (req) => answer(await cancelOrderEInvoice(ctx, requireStaff(req), await findByRef(app.db, req.params.ref), { ...req.body, document: req.body.document.trim() })),
  );
}
