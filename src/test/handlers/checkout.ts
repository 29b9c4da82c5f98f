// Checkout, order, payment and wallet calls (spec 7, "Checkout and orders"), in the wire shapes of
// contracts/checkout.ts.
import { http, HttpResponse } from 'msw';
import type {
  CheckoutData,
  CheckoutLine,
  CreatePaymentOrderResponse,
  Order,
  OrderSummary,
  WalletTransaction,
} from '@contracts/checkout';
import { addressId } from './account';

/** Line `n` of a checkout (its id a made-up public id; its product is 100 + n). */
export function makeCheckoutLine(n: number, over: Partial<CheckoutLine> = {}): CheckoutLine {
  return {
    id: `line${n}xxxxxxxxxxxxxxxxx`.slice(0, 22),
    quantity: 2,
    unit_price: 1000,
    line_total: 2000,
    gst_rate: 18,
    cgst: 180,
    sgst: 180,
    igst: 0,
    product: {
      id: 100 + n,
      product_name: `TP-Link Archer C${n} Router`,
      product_slug: `tp-link-archer-c${n}`,
      primary_image: `img/product/tp-link-archer-c${n}-1.svg`,
      stock_quantity: 25,
    },
    ...over,
  };
}

/** Two lines in Maharashtra (the store's state): CGST + SGST. */
export function makeCheckout(over: Partial<CheckoutData> = {}): CheckoutData {
  return {
    default_billing_address: {
      id: addressId('b', 11),
      b_address_line1: '14 MG Road',
      b_address_line2: 'Camp',
      b_city: 'Pune',
      b_state: 'Maharashtra',
      b_country: 'India',
      b_pincode: '411001',
      b_phone: '9876543210',
    },
    default_shipping_address: {
      id: addressId('s', 21),
      s_address_line1: '7 Dock Yard Road',
      s_address_line2: null,
      s_city: 'Mumbai',
      s_state: 'Maharashtra',
      s_country: 'India',
      s_pincode: '400010',
      s_phone: '9123456780',
    },
    carts: [makeCheckoutLine(1), makeCheckoutLine(2, { quantity: 1, unit_price: 5500.5, line_total: 5500.5, cgst: 495.05, sgst: 495.05 })],
    free_product: null,
    same_state: true,
    sub_total: 7500.5,
    cgst_amount: 675.05,
    sgst_amount: 675.05,
    igst_amount: 0,
    grand_total: 8850.6,
    credit_limit: 500000,
    payment_provider: 'sandbox',
    payment_script_url: '/api/payments/sandbox/checkout.js',
    ...over,
  };
}

/** The same cart shipped to Karnataka: IGST. */
export const otherStateCheckout = (): CheckoutData =>
  makeCheckout({
    default_shipping_address: { ...makeCheckout().default_shipping_address!, s_city: 'Bengaluru', s_state: 'Karnataka', s_pincode: '560001' },
    same_state: false,
    cgst_amount: 0,
    sgst_amount: 0,
    igst_amount: 1350.1,
  });

export function makePaymentOrder(over: Partial<CreatePaymentOrderResponse['data']> = {}): CreatePaymentOrderResponse {
  return {
    status: true,
    data: {
      rpo_number: 'order_SBX123',
      rpo_amount: 885060,
      rpo_id: 'pO31nV4tLk9bXz2yRm7Qsa',
      currency: 'INR',
      key: 'rzp_test_sandbox',
      customer_name: 'Asha Verma',
      customer_email: 'demo@example.com',
      customer_phone: '9876543210',
      ...over,
    },
    order_data: { billing_address_id: addressId('b', 11), shipping_address_id: addressId('s', 21) },
  };
}

/** The public id (22 characters, as the server draws them) of the n-th mock order. */
export const orderPublicId = (n: number) => `Or${String(n).padStart(20, '0')}`;

export function makeOrderSummary(n: number, over: Partial<OrderSummary> = {}): OrderSummary {
  const number = `ITW-2025-${String(n).padStart(5, '0')}`;
  return {
    id: orderPublicId(n),
    order_number: number,
    created_at: '2025-03-12T05:00:00.000Z',
    order_date: '2025-03-12T05:00:00.000Z',
    total_amount: 1000 * n + 0.5,
    payment_method: 'cash_on_delivery',
    item_count: 2,
    status: { status_title: 'pending' },
    ...over,
  };
}

export function makeOrder(over: Partial<Order> = {}): Order {
  return {
    id: orderPublicId(5),
    order_number: 'ITW-2025-00005',
    created_at: '2025-03-12T05:00:00.000Z',
    order_date: '2025-03-12T05:00:00.000Z',
    total_amount: 8850.6,
    sub_total: 7500.5,
    cgst: 675.05,
    sgst: 675.05,
    igst: 0,
    customer_name: 'Asha Verma',
    customer_phone: '9876543210',
    customer_email: 'demo@example.com',
    customer: { gst: '27AAPFU0939F1ZV' },
    s_address_line1: '7 Dock Yard Road',
    s_address_line2: null,
    s_city: 'Mumbai',
    s_state: 'Maharashtra',
    s_country: 'India',
    s_pincode: '400010',
    s_contact: '9123456780',
    b_address_line1: '14 MG Road',
    b_address_line2: 'Camp',
    b_city: 'Pune',
    b_state: 'Maharashtra',
    b_country: 'India',
    b_pincode: '411001',
    b_contact: '9876543210',
    delivery_instructions: 'Ring at gate 2',
    purchase_order_number: 'PO-7781',
    order_items: [
      {
        id: 'oRdErLiNe51-pUbLiC-iDa',
        product_qty: 2,
        unit_price: 1000,
        gst_rate: 18,
        line_total: 2000,
        tax_amount: 360,
        product: {
          id: 101,
          product_name: 'TP-Link Archer C1 Router',
          product_slug: 'tp-link-archer-c1',
          primary_image: 'img/product/tp-link-archer-c1-1.svg',
          discount_price: 1000,
          custom_rates: null,
        },
      },
    ],
    payments: [{ payment_method: 'cash_on_delivery', txn_id: null, amount: 8850.6 }],
    status: { status_title: 'pending' },
    can_cancel: true,
    ...over,
  };
}

/** The n-th transaction of the fixtures (n orders them; the wire id is a public id, as the server's). */
export function makeTransaction(id: number, over: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: `wAlLeTtXn-pUbLiC-${String(id).padStart(5, '0')}`,
    datetime: `2025-03-${String((id % 28) + 1).padStart(2, '0')}T05:00:00.000Z`,
    order_number: `ITW-2025-${String(id).padStart(5, '0')}`,
    description: `Order ITW-2025-${String(id).padStart(5, '0')} (cash on delivery)`,
    type: 'd',
    amount: 100 * id,
    ...over,
  };
}

export const checkoutHandlers = [
  http.get('*/api/checkout', () => HttpResponse.json({ status: true, data: makeCheckout() })),
  http.post('*/api/create-razorpay-order', () => HttpResponse.json(makePaymentOrder())),
  http.post('*/api/order-store', () =>
    HttpResponse.json({ status: true, message: 'Order placed successfully', data: { order_number: 'ITW-2025-00005', id: orderPublicId(5) } }),
  ),
  http.get('*/api/order-list', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page')) || 1;
    return HttpResponse.json({
      status: true,
      data: { orders: { data: [makeOrderSummary(1)], current_page: page, last_page: 1, per_page: 10, total: 1 } },
    });
  }),
  // A company with one user: My Orders shows no "Placed by" filter.
  http.get('*/api/order-placed-by', () => HttpResponse.json({ status: true, data: [{ id: 'user-public-id-000000001', name: 'Asha Rao', email: 'asha@example.com' }] })),
  http.get('*/api/order-detail/:orderNumber', ({ params }) =>
    HttpResponse.json({ status: true, data: { order: makeOrder({ order_number: String(params.orderNumber) }), free_product: null } }),
  ),
  http.get('*/api/order-cancel/:orderId', () =>
    HttpResponse.json({
      status: true,
      message: 'Order cancelled successfully',
      data: { order_number: 'ITW-2025-00005', status: { status_title: 'canceled' } },
    }),
  ),
  http.get('*/api/order-invoice/:orderNumber', () =>
    HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.3 test').buffer, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="INV-25-26-00007.pdf"' },
    }),
  ),
  http.get('*/api/customer-wallet-history', () =>
    HttpResponse.json({ status: true, data: { transactions: [makeTransaction(1)], credit_limit: 491149.4 } }),
  ),
];

/** The books checkout chooses from: the checkout's default addresses first, then one more each (a shipping address in Karnataka). */
export const checkoutBooks = {
  shipping: [
    { ...makeCheckout().default_shipping_address!, is_default: 'y' as const },
    {
      id: addressId('s', 22),
      s_address_line1: '3 Brigade Road',
      s_address_line2: null,
      s_city: 'Bengaluru',
      s_state: 'Karnataka',
      s_country: 'India',
      s_pincode: '560001',
      s_phone: '9123456781',
      is_default: 'n' as const,
    },
  ],
  billing: [
    { ...makeCheckout().default_billing_address!, is_default: 'y' as const },
    {
      id: addressId('b', 12),
      b_address_line1: '40 Residency Road',
      b_address_line2: null,
      b_city: 'Bengaluru',
      b_state: 'Karnataka',
      b_country: 'India',
      b_pincode: '560025',
      b_phone: '9876543211',
      is_default: 'n' as const,
    },
  ],
};

const bookPage = <T>(data: T[]) => ({ data, current_page: 1, last_page: 1, per_page: 10, total: data.length });

/**
 * Checkout with its books: GET /checkout priced for the shipping address asked for
 * (?shipping_address_id; the default without it): CGST + SGST in Maharashtra, IGST elsewhere;
 * 404 for an id not in the book. `asked` records each shipping_address_id asked for ('' for none).
 */
export function checkoutWithBooks(books: { shipping: object[]; billing: object[] } = checkoutBooks) {
  const asked: string[] = [];
  const handlers = [
    http.get('*/api/shipping-address-list', () => HttpResponse.json({ status: true, shipping_addresses: bookPage(books.shipping) })),
    http.get('*/api/billing-address-list', () => HttpResponse.json({ status: true, billing_addresses: bookPage(books.billing) })),
    http.get('*/api/checkout', ({ request }) => {
      const id = new URL(request.url).searchParams.get('shipping_address_id');
      asked.push(id ?? '');
      const address = id ? (books.shipping as { id: string; is_default: string }[]).find((a) => a.id === id) : books.shipping[0];
      if (!address) return HttpResponse.json({ status: false, message: 'Address not found' }, { status: 404 });
      const { is_default: _default, ...shipping } = address as CheckoutData['default_shipping_address'] & { is_default: string };
      const base = makeCheckout({ default_shipping_address: shipping });
      if (shipping.s_state === 'Maharashtra') return HttpResponse.json({ status: true, data: base });
      return HttpResponse.json({ status: true, data: { ...base, same_state: false, cgst_amount: 0, sgst_amount: 0, igst_amount: 1350.1 } });
    }),
  ];
  return { handlers, asked };
}
