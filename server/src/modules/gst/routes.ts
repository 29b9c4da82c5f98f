// The customer's GST documents (spec 7), scoped to the token's customer: an order's tax invoice
// and credit notes as PDFs, and the purchase register of their invoices and credit notes. Tagged
// with the orders' routes, as the documents are an order's.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreditNoteParams, OrderNumberParams } from '@contracts/checkout';
import { PurchaseRegisterQuery, PurchaseRegisterResponse } from '@contracts/purchaseRegister';
import { requireApproved } from '../../plugins/auth';
import { bearer } from '../../lib/routes';
import { costLimit } from '../../lib/costLimit';
import { sendDownload } from '../../lib/download';
import { documentSeller } from '../settings';
import { creditNoteDocument, creditNoteNumberOf } from './creditNotes';
import { renderCreditNotePdf } from './creditNotePdf';
import { invoiceDocument, invoiceFileName } from './invoice';
import { renderInvoicePdf } from './invoicePdf';
import { purchaseRegister, registerFileName } from './purchaseRegister';
import { registerCsv, renderRegisterPdf } from './purchaseRegisterFiles';

export default async function gstDocumentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.services;
  const tags = ['Orders'];
  app.addHook('preValidation', async (req) => {
    requireApproved(req);
  });

  // Drawn on each request from the order as stored: the same bytes' content every time, and no
  // file to keep or expire.
  api.get(
    '/order-invoice/:orderNumber',
    {
      preHandler: costLimit('documents'),
      schema: {
        tags,
        security: bearer,
        summary: "The order's GST tax invoice (PDF) once the store has approved it (409 before; another customer's order 404)",
        params: OrderNumberParams,
      },
    },
    async (req, reply) => {
      const who = requireApproved(req);
      const doc = await invoiceDocument(app.db, who.id, req.params.orderNumber, app.config.storeState);
      // The seller the invoice was issued with, not today's settings.
      const bytes = await renderInvoicePdf(doc, await documentSeller(app.db, doc.seller));
      return sendDownload(reply, 'pdf', invoiceFileName(doc.number), bytes);
    },
  );

  // The credit note's number in its file-name form (CN-26-27-00001) or URL-encoded (CN%2F26-27%2F00001).
  api.get(
    '/order-credit-note/:noteNumber',
    {
      preHandler: costLimit('documents'),
      schema: {
        tags,
        security: bearer,
        summary: "A GST credit note of one of the customer's orders (PDF); another customer's note answers 404",
        params: CreditNoteParams,
      },
    },
    async (req, reply) => {
      const who = requireApproved(req);
      const doc = await creditNoteDocument(app.db, who.id, creditNoteNumberOf(req.params.noteNumber));
      const bytes = await renderCreditNotePdf(doc, await documentSeller(app.db, doc.seller));
      return sendDownload(reply, 'pdf', invoiceFileName(doc.number), bytes);
    },
  );

  // The purchase register: the company's own invoices and credit notes of a month or quarter.
  api.get(
    '/purchase-register',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company's tax invoices and credit notes of a month or financial-year quarter, one row per document and GST rate in GSTR-2B's column order (credit notes negative, amounts in paise)",
        querystring: PurchaseRegisterQuery,
        response: { 200: PurchaseRegisterResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const { seller: _seller, ...data } = await purchaseRegister(app.db, who.id, req.query.period, app.config.storeState);
      return { status: true, data };
    },
  );

  api.get(
    '/purchase-register/csv',
    { preHandler: costLimit('documents'), schema: { tags, security: bearer, summary: 'The purchase register as CSV (GSTR-2B column order, a totals row)', querystring: PurchaseRegisterQuery } },
    async (req, reply) => {
      const who = requireApproved(req);
      const reg = await purchaseRegister(app.db, who.id, req.query.period, app.config.storeState);
      return sendDownload(reply, 'csv', registerFileName(reg.period, 'csv'), registerCsv(reg));
    },
  );

  api.get(
    '/purchase-register/pdf',
    { preHandler: costLimit('documents'), schema: { tags, security: bearer, summary: 'The purchase register as a landscape A4 PDF', querystring: PurchaseRegisterQuery } },
    async (req, reply) => {
      const who = requireApproved(req);
      const reg = await purchaseRegister(app.db, who.id, req.query.period, app.config.storeState);
      const bytes = await renderRegisterPdf(reg, reg.seller, ctx.clock.now());
      return sendDownload(reply, 'pdf', registerFileName(reg.period, 'pdf'), bytes);
    },
  );
}
