// The storefront API's role guard: every customer route under /api declares which company
// roles may call it, in its route options (`config.customerRoles`) or in the table below, and this
// plugin refuses a signed-in user whose role is not listed (403) before the handler runs. A route
// with no declaration stops the server from starting, so no call can be left open by forgetting.
// Visitors are left to the handlers (their 401s and the spec's messages stay as they were); a
// disabled user never gets here: plugins/auth.ts already refuses their token as signed out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ONLY, ALL_COMPANY_ROLES, BUYING_ROLES, COMPANY_ROLE_LABELS, type CompanyRole } from '@contracts/companyUserRules';
import { forbidden } from '../lib/errors';

/** `'public'`: no role is checked (catalogue, content, sign-in, visitor forms, webhooks). */
export type CustomerRoles = readonly CompanyRole[] | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The company roles a storefront /api route allows (here or in ROUTE_ROLES below). */
    customerRoles?: CustomerRoles;
  }
  interface FastifyInstance {
    /** `METHOD /path` of every storefront /api route and the roles it allows (read by the tests). */
    customerRouteRoles: Map<string, CustomerRoles>;
  }
}

const READ = ALL_COMPANY_ROLES;
const BUY = BUYING_ROLES;
const ADMIN = ADMIN_ONLY;

/**
 * Spec section 7's calls, one line each. Reads (and the user's own session and password) are open
 * to every role; changing the cart, quotations and orders needs a buying role (Admin, Buyer,
 * Approver); the company's own details and addresses are the Admin's.
 */
export const ROUTE_ROLES: Record<string, CustomerRoles> = {
  // Catalogue, content and the site: anyone, priced for an approved company.
  'GET /api/product-list': 'public',
  'GET /api/home-products': 'public',
  'GET /api/product-detail/:slug': 'public',
  'GET /api/productdetail/:id': 'public',
  'GET /api/related-product/:slug': 'public',
  'GET /api/search-suggestions': 'public',
  'GET /api/category-list': 'public',
  'GET /api/footer-categories': 'public',
  'GET /api/banner-list': 'public',
  'GET /api/partner-list': 'public',
  'GET /api/social-links': 'public',
  'GET /api/faqs': 'public',
  'GET /api/about': 'public',
  'GET /api/blog': 'public',
  'GET /api/blog-details/:slug': 'public',
  'GET /api/session-timeout': 'public',
  'GET /api/privacyPolicies': 'public',
  'GET /api/shippingPolicies': 'public',
  'GET /api/termsConditions': 'public',
  'GET /api/cancellationrefund': 'public',
  // Unknown /api paths: the 404 answer.
  'GET /api/*': 'public',
  'POST /api/contact-us': 'public',
  'POST /api/request-an-item': 'public',
  'POST /api/subscribe': 'public',
  // Signing in and out, passwords.
  'POST /api/customer-login': 'public',
  'POST /api/customer-register': 'public',
  'POST /api/forget-password': 'public',
  'POST /api/submit-reset-password-form': 'public',
  'GET /api/reset-password-token/:token': 'public',
  'POST /api/customer-logout': READ,
  'POST /api/customer-changepassword': READ,
  // The company's profile: every user reads it, the Admin changes it.
  'GET /api/customer-profile': READ,
  'POST /api/customer-profile-update': ADMIN,
  'GET /api/credit-limit': READ,
  // Addresses: read by every user (checkout shows them), kept by the Admin.
  'GET /api/billing-address-list': READ,
  'GET /api/shipping-address-list': READ,
  'POST /api/billing-address-store': ADMIN,
  'POST /api/shipping-address-store': ADMIN,
  'POST /api/billing-address-update/:id': ADMIN,
  'POST /api/shipping-address-update/:id': ADMIN,
  'GET /api/billing-address-delete/:id': ADMIN,
  'GET /api/shipping-address-delete/:id': ADMIN,
  // The cart: everyone sees it, the buying roles change it.
  'GET /api/cart-list': READ,
  'GET /api/cart-items': READ,
  'GET /api/free-products-list': READ,
  'POST /api/add-to-cart': BUY,
  'POST /api/update-cart': BUY,
  'POST /api/delete-cart': BUY,
  'POST /api/add-free-product': BUY,
  'POST /api/remove-free-product': BUY,
  'POST /api/quick-order/check': BUY,
  'POST /api/quick-order/add': BUY,
  'POST /api/reorder': BUY,
  'POST /api/review-store': BUY,
  // Checkout and payment: buying roles only.
  'GET /api/checkout': BUY,
  'POST /api/create-razorpay-order': BUY,
  'POST /api/order-store': BUY,
  // The provider's webhook carries no customer token; its signature is checked by the route.
  'POST /api/payments/webhook': 'public',
  // Orders, invoices, credit notes, the wallet: read by every role; cancelling is buying.
  'GET /api/order-list': READ,
  'GET /api/order-detail/:orderNumber': READ,
  'GET /api/order-invoice/:orderNumber': READ,
  'GET /api/order-credit-note/:noteNumber': READ,
  'GET /api/order-cancel/:orderId': BUY,
  'POST /api/order-cancel/:orderId': BUY,
  'GET /api/customer-wallet-history': READ,
  // Quotations: read by every role, requested and answered by the buying roles.
  'GET /api/quotation-list': READ,
  'GET /api/quotation-view/:id': READ,
  'GET /api/quotation-messages/:id': READ,
  'POST /api/quotation-messages/:id': BUY,
  'POST /api/quotation-pdf': BUY,
  'POST /api/quotation-pdf/:id': BUY,
  'POST /api/request-quotation': BUY,
  'POST /api/quotation-accept/:id': BUY,
  'POST /api/quotation-reject/:id': BUY,
  'GET /api/files/:name': READ,
  // The company's shopping lists: everyone reads them, the buying roles prepare them.
  'GET /api/shopping-lists': READ,
  'GET /api/shopping-lists/:id': READ,
  'GET /api/shopping-lists/:id/csv': READ,
  'POST /api/shopping-lists': BUY,
  'PATCH /api/shopping-lists/:id': BUY,
  'DELETE /api/shopping-lists/:id': BUY,
  'POST /api/shopping-lists/:id/items': BUY,
  'PATCH /api/shopping-lists/:id/items/:productId': BUY,
  'DELETE /api/shopping-lists/:id/items/:productId': BUY,
  'POST /api/shopping-lists/:id/add-to-cart': BUY,
  // The credit ledger and the purchase register: the accountant (a Viewer) reads them.
  'GET /api/credit': READ,
  'GET /api/credit/statement': READ,
  'GET /api/purchase-register': READ,
  'GET /api/purchase-register/csv': READ,
  'GET /api/purchase-register/pdf': READ,
  // The sandbox e-invoice portal's public key, so anyone can verify a signed QR.
  'GET /api/einvoice/public-key.pem': 'public',
};

/** Routes outside this guard: the back office (staffGuard.ts), the operator API (operatorAuth.ts), the API document. */
const outside = (url: string) => !url.startsWith('/api/') || /^\/api\/(admin|operator|docs)(\/|$)/.test(url);

const rolesText = (roles: readonly CompanyRole[]) => roles.map((r) => COMPANY_ROLE_LABELS[r]).join(', ');

/** The 403 a user gets for a call their role does not allow. */
export const roleRefusal = (roles: readonly CompanyRole[], role: CompanyRole) =>
  `Your role (${COMPANY_ROLE_LABELS[role]}) does not allow this. It needs one of: ${rolesText(roles)}. Ask your company's admin.`;

export default fp(async function customerGuard(app: FastifyInstance) {
  app.decorate('customerRouteRoles', new Map<string, CustomerRoles>());

  app.addHook('onRoute', (route) => {
    if (outside(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      const roles = route.config?.customerRoles ?? ROUTE_ROLES[key];
      // A route without a declaration is a programming error: refuse to start rather than serve it open.
      if (!roles) throw new Error(`${key} must declare config.customerRoles (or a line in plugins/customerGuard.ts ROUTE_ROLES)`);
      app.customerRouteRoles.set(key, roles);
      if (roles === 'public') continue;
      if (route.schema && !route.schema.hide) {
        route.schema = {
          ...route.schema,
          description: [route.schema.description, `Company roles: ${rolesText(roles)}.`].filter(Boolean).join(' '),
        };
      }
      // A route hook runs after the app-wide one in plugins/auth.ts has resolved the token to its user.
      const guard = async (req: FastifyRequest) => {
        const who = req.customer;
        if (who && !roles.includes(who.role)) throw forbidden(roleRefusal(roles, who.role));
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), guard];
    }
  });

  // A line in the table that no route matches (a renamed or removed call) is stale: say so at start.
  app.addHook('onReady', async () => {
    const stale = Object.keys(ROUTE_ROLES).filter((key) => !app.customerRouteRoles.has(key));
    if (stale.length > 0) throw new Error(`plugins/customerGuard.ts ROUTE_ROLES names routes that do not exist: ${stale.join(', ')}`);
  });
});
