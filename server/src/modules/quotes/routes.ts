// Quotation routes (spec 7, "Reviews, quotes, requests, inquiry"): approved customers only, each
// scoped to the token's customer; and the download of a generated file by its unguessable link.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { indiaDay } from '@contracts/format';
import {
  FileParams,
  QuotationAcceptBody,
  QuotationAcceptResponse,
  QuotationMessageBody,
  QuotationMessagesResponse,
  QuotationRejectBody,
  QuotationRejectResponse,
  QuotationListQuery,
  QuotationListResponse,
  QuotationParams,
  QuotationPdfBody,
  QuotationPdfResponse,
  QuotationViewResponse,
  RequestQuotationBody,
  RequestQuotationResponse,
} from '@contracts/quotes';
import { requireApproved } from '../../plugins/auth';
import { bearer } from '../../lib/routes';
import { costLimit } from '../../lib/costLimit';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { fileForLink, storeFile, sweepExpiredFiles } from './files';
import { renderQuotationPdf, type Seller } from './pdf';
import { NOT_FOUND_MESSAGE, linesFromLists, requestQuotation } from './service';
import { listQuotations, loadQuotation, quotationIdOf, viewQuotation } from './view';
import { answerDocument, draftDocument, type QuotationDocument } from './documents';
import { QUOTATION_ORDERED_MESSAGE, QUOTATION_REJECTED_MESSAGE, acceptAndOrder, rejectQuotation } from './order';
import { listMessages, postMessage } from './thread';
import { APPROVAL_MESSAGES } from '@contracts/approvalRules';
import { orderPublicId } from '../orders';
import { notFound } from '../../lib/errors';

export const QUOTATION_SUBMITTED = 'Quotation submitted successfully';

export default async function quoteRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Quotations'];
  // Before body validation: a visitor or a pending account is refused as such, whatever it sent.
  const approvedOnly = {
    preValidation: async (req: FastifyRequest) => {
      requireApproved(req);
    },
  };
  // The seller as the store's settings say on this request (plugins/storeSettings.ts).
  const seller = (): Seller => ({
    name: app.config.storeName,
    gstin: app.config.storeGstin,
    address: app.config.storeAddress,
    state: app.config.storeState,
  });
  // Expired files go on the queue's schedule, whether or not anyone generates another.
  app.services.jobs.handle('quote-file-sweep', async () => {
    const removed = await sweepExpiredFiles(app.db, app.fileStore);
    if (removed > 0) app.log.info({ removed }, 'expired generated files removed');
    return { removed };
  });
  const docOpts = {
    get storeState() {
      return app.config.storeState;
    },
    validityDays: app.config.quotationValidityDays,
  };

  async function publish(customerId: number, doc: QuotationDocument, downloadName: string) {
    const bytes = await renderQuotationPdf(doc, seller());
    const file = await storeFile(app.db, app.fileStore, { minutes: app.config.quotationFileMinutes }, customerId, bytes, downloadName);
    return { status: true, fileUrl: file.fileUrl, expires_at: file.expiresAt.toISOString() };
  }

  api.post(
    '/request-quotation',
    {
      ...approvedOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'Request a quotation for the quote list (idempotent per Idempotency-Key header or idempotency_key; the key with another body 422)',
        body: RequestQuotationBody,
        response: { 200: RequestQuotationResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const q = await requestQuotation(app.db, who, { ...req.body, idempotency_key: idempotencyKeyOf(req.headers, req.body) });
      return { status: true, message: QUOTATION_SUBMITTED, data: { id: q.public_id, quotation_number: q.quotation_number } };
    },
  );

  api.post(
    '/quotation-pdf',
    {
      ...approvedOnly,
      preHandler: costLimit('documents'),
      schema: {
        tags,
        security: bearer,
        summary: "The quote list as a PDF at the customer's prices today (form encoded, comma-joined lists)",
        body: QuotationPdfBody,
        response: { 200: QuotationPdfResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const lines = linesFromLists(req.body.productId, req.body.quantity);
      const doc = await draftDocument(app.db, who.id, lines, docOpts);
      return publish(who.id, doc, `quotation-draft-${indiaDay(doc.issuedAt).replace(/-/g, '')}.pdf`);
    },
  );

  api.post(
    '/quotation-pdf/:id',
    {
      ...approvedOnly,
      preHandler: costLimit('documents'),
      schema: {
        tags,
        security: bearer,
        summary: "The store's answer to a quotation as a PDF (409 until it is priced)",
        params: QuotationParams,
        response: { 200: QuotationPdfResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const id = await quotationIdOf(app.db, who.id, req.params.id);
      const doc = await answerDocument(app.db, who.id, id, docOpts);
      return publish(who.id, doc, `${doc.number}.pdf`);
    },
  );

  api.get(
    '/quotation-list',
    {
      ...approvedOnly,
      schema: {
        tags,
        security: bearer,
        summary: "The customer's quotations, newest first, 10 a page",
        querystring: QuotationListQuery,
        response: { 200: QuotationListResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, data: await listQuotations(app.db, who.id, req.query.page ?? 1) };
    },
  );

  api.get(
    '/quotation-view/:id',
    {
      ...approvedOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'One of the customer’s quotations (another customer’s id: 404)',
        params: QuotationParams,
        response: { 200: QuotationViewResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const id = await quotationIdOf(app.db, who.id, req.params.id);
      return { status: true, data: { quotation: await viewQuotation(app.db, who.id, id, app.config.storeState) } };
    },
  );

  api.post(
    '/quotation-accept/:id',
    {
      ...approvedOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'Accept a quoted quotation and place its order at the quoted prices (cash on delivery; idempotent per idempotency_key)',
        description:
          'Quoted (or accepted) and within its validity: one order at the quoted unit prices and quantities, GST split by the chosen ' +
          'shipping state, stock taken and credit debited. 409 when it is pending, rejected, expired or already ordered, or stock or ' +
          'credit falls short; 422 for an address that is not the customer\'s. A Buyer\'s quotation above the company\'s approval threshold is ' +
          'checked the same way and sent for approval at its quoted prices instead (data.approval_request_id, no order number).',
        params: QuotationParams,
        body: QuotationAcceptBody,
        response: { 200: QuotationAcceptResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const id = await quotationIdOf(app.db, who.id, req.params.id);
      const order = await acceptAndOrder(app.services, { customerId: who.id, userId: who.userId }, id, req.body);
      const quotation = await viewQuotation(app.db, who.id, id, app.config.storeState);
      if ('approvalId' in order) {
        return { status: true, message: APPROVAL_MESSAGES.sentForApproval, data: { approval_request_id: order.approvalId, approval_status: 'pending' as const, quotation } };
      }
      return { status: true, message: QUOTATION_ORDERED_MESSAGE, data: { order_id: await orderPublicId(app.db, order.orderId), order_number: order.orderNumber, quotation } };
    },
  );

  api.post(
    '/quotation-reject/:id',
    {
      ...approvedOnly,
      schema: {
        tags,
        security: bearer,
        summary: "Reject the store's answer (quoted only), with an optional reason; the store is mailed",
        params: QuotationParams,
        body: QuotationRejectBody,
        response: { 200: QuotationRejectResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const id = await quotationIdOf(app.db, who.id, req.params.id);
      await rejectQuotation(app.services, who.id, id, req.body ?? {});
      const quotation = await viewQuotation(app.db, who.id, id, app.config.storeState);
      return { status: true, message: QUOTATION_REJECTED_MESSAGE, data: { quotation } };
    },
  );

  /** The customer's quotation, or 404 exactly like a missing one. */
  async function ownQuotation(customerId: number, id: number) {
    const q = await loadQuotation(app.db, { id }, app.config.storeState, customerId);
    if (!q) throw notFound(NOT_FOUND_MESSAGE);
    return q;
  }

  api.get(
    '/quotation-messages/:id',
    {
      ...approvedOnly,
      schema: {
        tags,
        security: bearer,
        summary: "The quotation's message thread with the store, oldest first",
        params: QuotationParams,
        response: { 200: QuotationMessagesResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const id = await quotationIdOf(app.db, who.id, req.params.id);
      const q = await ownQuotation(who.id, id);
      return { status: true, data: { messages: await listMessages(app.db, q.row.id) } };
    },
  );

  api.post(
    '/quotation-messages/:id',
    {
      ...approvedOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'Ask the store about a quotation; mailed to the store, answered in the thread (and by mail)',
        params: QuotationParams,
        body: QuotationMessageBody,
        response: { 200: QuotationMessagesResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      const id = await quotationIdOf(app.db, who.id, req.params.id);
      const q = await ownQuotation(who.id, id);
      await postMessage(app.db, q, 'buyer', req.body.message, {
        mail: app.services,
        publicUrl: app.config.publicUrl,
        storeName: app.config.storeName,
        storeEmail: app.config.salesEmail,
      });
      return { status: true, data: { messages: await listMessages(app.db, q.row.id) } };
    },
  );

  api.get(
    '/files/:name',
    {
      schema: {
        tags,
        summary: 'A generated quotation PDF, by the link quotation-pdf answered, until it expires',
        params: FileParams,
      },
    },
    async (req, reply) => {
      const file = await fileForLink(app.db, app.fileStore, req.params.name, req.customer?.id ?? null);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.downloadName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        // The link is the key: never hand it on to another site.
        .header('referrer-policy', 'no-referrer')
        .send(file.bytes);
    },
  );
}
