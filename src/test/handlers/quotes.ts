// Quotation calls (spec 7, "Reviews, quotes, requests, inquiry"), shaped by contracts/quotes.ts.
import { http, HttpResponse } from 'msw';
import type { Quotation, QuotationMessage, QuotationSummary } from '@contracts/quotes';

export const QUOTATION_PAGE_SIZE = 10;
export const QUOTATION_TOTAL = 12;

/** The public id (22 characters, as the server draws them) of the n-th mock quotation. */
export const quotationPublicId = (n: number) => `Qv${String(n).padStart(20, '0')}`;
/** The mock quotation's n back from a public id in a path (0 for anything else, e.g. a serial id). */
const quotationN = (publicId: unknown) => (typeof publicId === 'string' && /^Qv\d{20}$/.test(publicId) ? Number(publicId.slice(2)) : 0);

export function makeQuotationSummary(id: number, over: Partial<QuotationSummary> = {}): QuotationSummary {
  return {
    id: quotationPublicId(id),
    quotation_number: `QT-20250115-A${String(id).padStart(5, '0')}`,
    quotation_description: `Laptops for branch ${id}`,
    customer: { primary_contact_name: 'Asha Verma', company_name: 'Demo Traders Pvt Ltd' },
    status: { status: 'pending', status_title: 'Pending' },
    item_count: 2,
    created_at: '2025-01-15T10:00:00.000Z',
    valid_until: null,
    ...over,
  };
}

export function makeQuotation(id: number, over: Partial<Quotation> = {}): Quotation {
  return {
    id: quotationPublicId(id),
    quotation_number: `QT-20250115-A${String(id).padStart(5, '0')}`,
    quotation_description: 'Laptops for the Pune branch',
    customer: { primary_contact_name: 'Asha Verma', company_name: 'Demo Traders Pvt Ltd' },
    contact: { name: 'Asha Verma', email: 'demo@example.com', phone: '9876543210' },
    status: { status: 'pending', status_title: 'Pending' },
    created_at: '2025-01-15T10:00:00.000Z',
    shipping_address: {
      s_address_line1: 'Shop 14, Dalal Street Annexe',
      s_address_line2: 'Near Bombay Stock Exchange',
      s_city: 'Mumbai',
      s_state: 'Maharashtra',
      s_country: 'India',
      s_pincode: '400001',
      s_phone: '9876543210',
    },
    billing_address: {
      b_address_line1: '3rd Floor, Ballard House',
      b_address_line2: null,
      b_city: 'Mumbai',
      b_state: 'Maharashtra',
      b_country: 'India',
      b_pincode: '400001',
      b_phone: null,
    },
    quotation_items: [
      {
        id: 'qUoTeLiNe1-pUbLiC-iD-a',
        product_qty: 5,
        quoted_price: null,
        unit_price: 72000,
        product: {
          id: 11,
          sku: 'ITW-LAP-00011',
          product_name: 'Dell Latitude 5440 Business Laptop',
          product_slug: 'dell-latitude-5440',
          primary_image: 'img/product/dell-latitude-5440-1.svg',
          base_price: 80000,
          discount_price: 72000,
          custom_rates: null,
          gst_rate: 18,
        },
      },
      {
        id: 'qUoTeLiNe2-pUbLiC-iD-b',
        product_qty: 2,
        quoted_price: null,
        unit_price: 2100,
        product: {
          id: 12,
          sku: 'ITW-NET-00012',
          product_name: 'TP-Link Archer C6 Router',
          product_slug: 'tp-link-archer-c6',
          primary_image: 'img/product/tp-link-archer-c6-1.svg',
          base_price: 2999,
          discount_price: 2499,
          custom_rates: { custom_rate: 2100 },
          gst_rate: 18,
        },
      },
    ],
    is_priced: false,
    quoted_totals: null,
    valid_until: null,
    can_order: false,
    can_reject: false,
    awaiting_approval: false,
    rejection_reason: null,
    order: null,
    ...over,
  };
}

/** The store's answer to a question, as the thread starts in these tests. */
export const storeAnswer: QuotationMessage = { id: 'mEsSaGe1-pUbLiC-iD-aaa', author: 'store', body: 'Delivery in 3 days from Pune.', created_at: '2025-01-16T09:00:00.000Z' };

const pageOf = (request: Request) => Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);

export const quoteHandlers = [
  http.get('*/api/quotation-list', ({ request }) => {
    const lastPage = Math.ceil(QUOTATION_TOTAL / QUOTATION_PAGE_SIZE);
    const page = Math.min(pageOf(request), lastPage);
    const from = (page - 1) * QUOTATION_PAGE_SIZE;
    const ids = Array.from({ length: Math.min(QUOTATION_PAGE_SIZE, QUOTATION_TOTAL - from) }, (_, i) => QUOTATION_TOTAL - from - i);
    return HttpResponse.json({
      status: true,
      data: { data: ids.map((id) => makeQuotationSummary(id)), current_page: page, last_page: lastPage, per_page: QUOTATION_PAGE_SIZE, total: QUOTATION_TOTAL },
    });
  }),
  http.get('*/api/quotation-view/:id', ({ params }) => {
    const id = quotationN(params.id);
    if (id < 1 || id > QUOTATION_TOTAL) return HttpResponse.json({ status: false, message: 'Quotation not found' }, { status: 404 });
    return HttpResponse.json({ status: true, data: { quotation: makeQuotation(id) } });
  }),
  http.get('*/api/quotation-messages/:id', () => HttpResponse.json({ status: true, data: { messages: [] } })),
  http.post('*/api/quotation-messages/:id', async ({ request }) => {
    const { message } = (await request.json()) as { message: string };
    const asked: QuotationMessage = { id: 'mEsSaGe2-pUbLiC-iD-bbb', author: 'buyer', body: message, created_at: '2025-01-16T10:00:00.000Z' };
    return HttpResponse.json({ status: true, data: { messages: [asked] } });
  }),
  http.post('*/api/quotation-reject/:id', async ({ params, request }) => {
    const { reason } = (await request.json()) as { reason?: string };
    const quotation = makeQuotation(quotationN(params.id), { status: { status: 'rejected', status_title: 'Rejected' }, rejection_reason: reason ?? null });
    return HttpResponse.json({ status: true, message: 'Quotation rejected', data: { quotation } });
  }),
  http.post('*/api/quotation-accept/:id', ({ params }) => {
    const quotation = makeQuotation(quotationN(params.id), {
      status: { status: 'ordered', status_title: 'Ordered' },
      order: { id: 'Or000000000000000000009', order_number: 'ORD-20250116-Q00009' },
    });
    return HttpResponse.json({
      status: true,
      message: 'Quotation accepted and order placed successfully',
      data: { order_id: 'Or000000000000000000009', order_number: 'ORD-20250116-Q00009', quotation },
    });
  }),
  http.post('*/api/request-quotation', () =>
    HttpResponse.json({ status: true, message: 'Quotation submitted successfully', data: { id: quotationPublicId(13), quotation_number: 'QT-20250116-B00013' } }),
  ),
  http.post('*/api/quotation-pdf', () => HttpResponse.json({ status: true, fileUrl: '/api/files/abc.pdf', expires_at: '2025-01-16T11:00:00.000Z' })),
  http.post('*/api/quotation-pdf/:id', () => HttpResponse.json({ status: true, fileUrl: '/api/files/answer.pdf', expires_at: '2025-01-16T11:00:00.000Z' })),
];
