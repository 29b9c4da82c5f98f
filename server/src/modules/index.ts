// Every API area, registered under /api by buildApp. Add a module here when it exists.
import type { FastifyPluginAsync } from 'fastify';
import catalogRoutes from './catalog/routes';
import authRoutes from './auth/routes';
import accountRoutes from './account/routes';
import addressRoutes from './addresses/routes';
import operatorRoutes from './operator/routes';
import cartRoutes from './cart/routes';
import reviewRoutes from './reviews/routes';
import contentRoutes from './content/routes';
import checkoutRoutes from './checkout/routes';
import orderRoutes from './orders/routes';
import walletRoutes from './wallet/routes';
import paymentRoutes from './payments/routes';
import quoteRoutes from './quotes/routes';
import quickOrderRoutes from './quickorder/routes';
import staffRoutes from './staff/routes';

export const apiModules: FastifyPluginAsync[] = [
  catalogRoutes,
  authRoutes,
  accountRoutes,
  addressRoutes,
  operatorRoutes,
  cartRoutes,
  reviewRoutes,
  contentRoutes,
  checkoutRoutes,
  orderRoutes,
  walletRoutes,
  paymentRoutes,
  quoteRoutes,
  quickOrderRoutes,
  staffRoutes,
];
