// The titles and descriptions of the information pages (search results and link previews).
import { STORE_NAME } from '@/shared/config';
import type { PolicyKind } from './api';

export const POLICY_PAGES: Record<PolicyKind, { title: string; description: string; path: string; failure: string }> = {
  privacy: {
    title: 'Privacy Policy',
    path: '/privacy-policy',
    description: `How ${STORE_NAME} collects, uses and protects the data of its business customers and visitors.`,
    failure: 'Failed to load policy',
  },
  shipping: {
    title: 'Shipping Policy',
    path: '/shipping-policy',
    description: `How and when ${STORE_NAME} ships orders across India: dispatch times, carriers, e-way bills and delivery charges.`,
    failure: 'Failed to load policy',
  },
  terms: {
    title: 'Terms and Conditions',
    path: '/terms-conditions',
    description: `The terms of trade for company accounts at ${STORE_NAME}: pricing, GST invoices, credit, payment and liability.`,
    failure: 'Failed to load terms and conditions',
  },
  cancellation: {
    title: 'Cancellation/Refund Policy',
    path: '/cancellation-refund-policy',
    description: `When an order at ${STORE_NAME} can be cancelled or returned, and how refunds and credit notes are made.`,
    failure: 'Failed to load cancellation/refund policy',
  },
};

export const PAGE_DESCRIPTIONS = {
  about: `${STORE_NAME} supplies laptops, desktops, networking, storage and accessories at wholesale prices to retail partners and businesses across India.`,
  faq: `Answers to common questions about company accounts, prices, GST invoices, credit, ordering and delivery at ${STORE_NAME}.`,
  blog: `Buying guides, product news and tips for IT resellers and business buyers from the ${STORE_NAME} team.`,
  contact: `Send ${STORE_NAME} an inquiry: bulk quotes, company accounts and product availability. Our sales team answers within one working day.`,
  howToOrder: `How to buy from ${STORE_NAME}: register your company, get approved, order from the shop or a quotation, and pay online or on credit.`,
  requestItem: `Looking for an IT product that is not in our catalogue? Tell ${STORE_NAME} what you need and our sales team will source it.`,
} as const;
