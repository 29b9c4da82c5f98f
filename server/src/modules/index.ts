// Every API area, registered under /api by buildApp. Add a module here when it exists.
import type { FastifyPluginAsync } from 'fastify';
import catalogRoutes from './catalog/routes';
import authRoutes from './auth/routes';
import accountRoutes from './account/routes';
import addressRoutes from './addresses/routes';
import cartRoutes from './cart/routes';
import reviewRoutes from './reviews/routes';
import contentRoutes from './content/routes';
import contentAdminRoutes from './content/adminRoutes';
import checkoutRoutes from './checkout/routes';
import paymentWebhookRoutes from './checkout/webhookRoutes';
import orderRoutes from './orders/routes';
import gstDocumentRoutes from './gst/routes';
import walletRoutes from './wallet/routes';
import paymentRoutes from './payments/routes';
import quoteRoutes from './quotes/routes';
import quickOrderRoutes from './quickorder/routes';
import shoppingListRoutes from './shoppinglists/routes';
import { operatorApi } from '../plugins/operatorAuth';
import accountOperatorRoutes from './account/operatorRoutes';
import orderOperatorRoutes from './orders/operatorRoutes';
import refundOperatorRoutes from './refunds/operatorRoutes';
import refundJobRoutes from './refunds/routes';
import contentOperatorRoutes from './content/operatorRoutes';
import quoteOperatorRoutes from './quotes/operatorRoutes';
import operatorProductRoutes from './catalog/operatorRoutes';
import staffOperatorRoutes from './staff/operatorRoutes';
import staffRoutes from './staff/routes';
import accountAdminRoutes from './account/adminRoutes';
import quoteAdminRoutes from './quotes/adminRoutes';
import { approveQuotationRequest } from './quotes';
import adminOrderRoutes from './orders/adminRoutes';
import inboxAdminRoutes from './inbox/adminRoutes';
import catalogueAdminRoutes from './catalog/adminRoutes';
import contentAdminContentRoutes from './content/adminContentRoutes';
import catalogueImportRoutes from './catalog/importRoutes';
import figuresAdminRoutes from './figures/adminRoutes';
import settingsAdminRoutes from './settings/adminRoutes';
import eInvoiceRoutes from './gst/einvoice/routes';
import eInvoiceAdminRoutes from './orders/eInvoiceAdminRoutes';
import creditRoutes from './credit/routes';
import teamRoutes from './team/routes';
import teamAdminRoutes from './team/adminRoutes';
import approvalRoutes from './approvals/routes';
import { approveRequest, createRequestPayment } from './checkout';
import creditAdminRoutes from './credit/adminRoutes';
import notificationRoutes from './notifications/routes';
import jobsAdminRoutes from './jobs/adminRoutes';

export const apiModules: FastifyPluginAsync[] = [
  catalogRoutes,
  authRoutes,
  accountRoutes,
  addressRoutes,
  // The operator API (/api/operator/...): each area's operator routes, behind the secret guard.
  operatorApi([
    accountOperatorRoutes,
    orderOperatorRoutes,
    refundOperatorRoutes,
    contentOperatorRoutes,
    quoteOperatorRoutes,
    staffOperatorRoutes,
    // Catalogue import/export, price lists and stock: its own context (large text/csv bodies).
    operatorProductRoutes,
  ]),
  cartRoutes,
  reviewRoutes,
  contentRoutes,
  checkoutRoutes,
  orderRoutes,
  gstDocumentRoutes,
  walletRoutes,
  paymentRoutes,
  paymentWebhookRoutes,
  quoteRoutes,
  quickOrderRoutes,
  shoppingListRoutes,
  staffRoutes,
  accountAdminRoutes,
  contentAdminRoutes,
  quoteAdminRoutes,
  adminOrderRoutes,
  inboxAdminRoutes,
  catalogueAdminRoutes,
  contentAdminContentRoutes,
  catalogueImportRoutes,
  figuresAdminRoutes,
  settingsAdminRoutes,
  eInvoiceRoutes,
  eInvoiceAdminRoutes,
  creditRoutes,
  refundJobRoutes,
  teamRoutes,
  teamAdminRoutes,
  // Approving a request places its order with checkout's steps, handed in (approvals/routes.ts says why).
  // A quotation's request is ordered by the quotations area at its quoted prices; a cart's by checkout.
  approvalRoutes({
    approveRequest: async (ctx, customerId, approverUserId, publicId) =>
      (await approveQuotationRequest(ctx, customerId, approverUserId, publicId)) ?? approveRequest(ctx, customerId, approverUserId, publicId),
    createRequestPayment,
  }),
  creditAdminRoutes,
  notificationRoutes,
  jobsAdminRoutes,
];
