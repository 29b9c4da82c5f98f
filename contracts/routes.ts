// The storefront's route table (spec section 2) as plain data. The server reads it to answer each
// path with an honest status, to write robots.txt, sitemap.xml and llms.txt; src/app/routes.tsx
// declares the same paths and guards (src/app/routes.test.tsx holds the two together).

/** Who may open the page: everyone, signed-in customers only, or signed-out visitors only. */
export type RouteAccess = 'all' | 'signed-in' | 'signed-out';

/**
 * What must exist in the database for the page to exist: a product slug, a top-level category
 * slug, a category plus one of its sub-categories, or a blog post slug.
 */
export type RouteLookup = 'product' | 'category' | 'sub-category' | 'blog';

export interface StoreRoute {
  /** React Router pattern without the leading slash ('' is the home page); ':name' is a parameter. */
  path: string;
  access: RouteAccess;
  lookup?: RouteLookup;
  /** Open to search engines and listed in the sitemap; robots.txt keeps the others out. */
  indexed: boolean;
  /** Page name for llms.txt; only on indexed pages without parameters. */
  title?: string;
  /** One line about the page, for llms.txt. */
  about?: string;
}

/** Matching is case-insensitive, as React Router's is (the spec links /walletHistory to /WalletHistory). */
export const STORE_ROUTES: readonly StoreRoute[] = [
  { path: '', access: 'all', indexed: true, title: 'Home', about: 'Banners, the store in numbers, FAQs and partner brands' },
  { path: 'shop', access: 'all', indexed: true, title: 'Shop', about: 'The whole catalogue with search, category, brand and price filters' },
  { path: 'product/:slug', access: 'all', lookup: 'product', indexed: true },
  { path: 'comparison', access: 'all', indexed: false },
  { path: 'about-us', access: 'all', indexed: true, title: 'About Us', about: 'Who we are and whom we supply' },
  { path: 'contact-us', access: 'all', indexed: true, title: 'Contact Us', about: 'Send the sales team an inquiry' },
  { path: 'how-to-order', access: 'all', indexed: true, title: 'How to Order', about: 'Register, get approved, order and pay, step by step' },
  { path: 'faq', access: 'all', indexed: true, title: 'FAQ', about: 'Accounts, ordering, GST invoices, credit, delivery and returns' },
  { path: 'blog', access: 'all', indexed: true, title: 'Blog', about: 'Buying guides and news for IT resellers' },
  { path: 'blog-details/:slug', access: 'all', lookup: 'blog', indexed: true },
  { path: 'privacy-policy', access: 'all', indexed: true, title: 'Privacy Policy', about: 'What we collect and how we protect it' },
  { path: 'shipping-policy', access: 'all', indexed: true, title: 'Shipping Policy', about: 'Dispatch times, delivery areas and charges' },
  { path: 'terms-conditions', access: 'all', indexed: true, title: 'Terms and Conditions', about: 'The terms of every account and order' },
  { path: 'cancellation-refund-policy', access: 'all', indexed: true, title: 'Cancellation/Refund Policy', about: 'Cancelling orders, returns and refunds' },
  { path: 'requestitem', access: 'all', indexed: true, title: 'Request An Item', about: 'Ask for products that are not listed' },
  { path: 'quote-request', access: 'all', indexed: false },
  { path: 'signin', access: 'signed-out', indexed: false },
  { path: 'signup', access: 'signed-out', indexed: false },
  { path: 'forgot-password', access: 'all', indexed: false },
  { path: 'reset-password/:token', access: 'all', indexed: false },
  { path: 'accept-invite/:token', access: 'all', indexed: false },
  { path: 'cart', access: 'signed-in', indexed: false },
  { path: 'quick-order', access: 'signed-in', indexed: false },
  { path: 'checkout', access: 'signed-in', indexed: false },
  { path: 'order-success/:orderNumber', access: 'signed-in', indexed: false },
  { path: 'order-details/:orderNumber', access: 'signed-in', indexed: false },
  { path: 'myorder', access: 'signed-in', indexed: false },
  { path: 'my-account/purchase-register', access: 'signed-in', indexed: false },
  { path: 'WalletHistory', access: 'signed-in', indexed: false },
  { path: 'my-account/credit', access: 'signed-in', indexed: false },
  { path: 'walletHistory', access: 'signed-in', indexed: false },
  { path: 'setting', access: 'signed-in', indexed: false },
  { path: 'address', access: 'signed-in', indexed: false },
  { path: 'shipping-address', access: 'signed-in', indexed: false },
  { path: 'quotationlist', access: 'signed-in', indexed: false },
  { path: 'quotation-details/:quotationId', access: 'signed-in', indexed: false },
  { path: 'my-account/shopping-lists', access: 'signed-in', indexed: false },
  { path: 'my-account/shopping-lists/:listId', access: 'signed-in', indexed: false },
  { path: 'my-account/team', access: 'signed-in', indexed: false },
  { path: 'my-account/profile', access: 'signed-in', indexed: false },
  { path: 'my-account/approvals', access: 'signed-in', indexed: false },
  { path: 'blank', access: 'all', indexed: false },
  { path: ':category', access: 'all', lookup: 'category', indexed: true },
  { path: ':category/:sub', access: 'all', lookup: 'sub-category', indexed: true },
];
