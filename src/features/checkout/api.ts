// Checkout and order endpoints (spec 7, "Checkout and orders"), typed by the wire contract.
import type {
  CheckoutData,
  CheckoutResponse,
  CreatePaymentOrderRequest,
  CreatePaymentOrderResponse,
  OrderCancelResponse,
  OrderDetailResponse,
  OrderListResponse,
  OrderPlacedBy,
  OrderPlacedByResponse,
  OrderStoreRequest,
  OrderStoreResponse,
} from '@contracts/checkout';
import type { PurchaseRegisterResponse } from '@contracts/purchaseRegister';
import type { ReorderRequest, ReorderResponse } from '@contracts/quickOrder';
import { baseApi } from '@/shared/api/baseApi';
import { fileNameFromDisposition } from '@/shared/lib/download';

/** A downloaded invoice: an object URL of the PDF (the caller saves and revokes it) and its file name. */
export interface InvoiceFile {
  url: string;
  fileName: string;
}

const CHECKOUT = { type: 'Checkout' as const, id: 'CURRENT' };
const ORDERS = { type: 'Orders' as const, id: 'LIST' };
/** The header's cart badge and wallet amount read these two. */
const CART = { type: 'Cart' as const, id: 'LIST' };
const CREDIT = { type: 'Credit' as const, id: 'CURRENT' };
const WALLET = { type: 'Wallet' as const, id: 'LIST' };

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The checkout, taxed for the shipping address chosen for this order (the default when none
     * is given): CGST + SGST or IGST follow its state.
     */
    getCheckout: build.query<CheckoutData, { shippingAddressId?: string } | void>({
      query: (arg) => (arg?.shippingAddressId ? { url: '/checkout', params: { shipping_address_id: arg.shippingAddressId } } : '/checkout'),
      transformResponse: (res: CheckoutResponse) => res.data,
      providesTags: [CHECKOUT],
      // Totals, stock and credit can change behind the page's back (another tab, the store):
      // each visit to the checkout reads them afresh.
      keepUnusedDataFor: 0,
    }),
    /** The card path's first step: the server prices the cart and opens a provider order for it. */
    createPaymentOrder: build.mutation<CreatePaymentOrderResponse, CreatePaymentOrderRequest>({
      query: (body) => ({ url: '/create-razorpay-order', method: 'POST', body }),
    }),
    placeOrder: build.mutation<OrderStoreResponse, OrderStoreRequest>({
      query: (body) => ({ url: '/order-store', method: 'POST', body }),
      // The order empties the cart (and releases the free product), takes stock, and a cash
      // order debits the credit: every screen showing those reads them again.
      // An order sent for approval instead empties the cart and adds to the approvals list.
      invalidatesTags: [CHECKOUT, CART, CREDIT, WALLET, ORDERS, { type: 'FreeProducts', id: 'LIST' }, 'Products', { type: 'Approvals', id: 'LIST' }],
    }),
    /** A page of the company's orders, or of those one of its users placed (`placedBy`: the user's id). */
    getOrders: build.query<OrderListResponse['data']['orders'], { page: number; placedBy?: string }>({
      query: ({ page, placedBy }) => ({ url: '/order-list', params: placedBy ? { page, placed_by: placedBy } : { page } }),
      transformResponse: (res: OrderListResponse) => res.data.orders,
      providesTags: (res) => [ORDERS, ...(res?.data ?? []).map((o) => ({ type: 'Orders' as const, id: o.order_number }))],
    }),
    /** The company's users, for My Orders' "Placed by" filter. */
    getOrderPlacers: build.query<OrderPlacedBy[], void>({
      query: () => '/order-placed-by',
      transformResponse: (res: OrderPlacedByResponse) => res.data,
    }),
    getOrder: build.query<OrderDetailResponse['data'], string>({
      query: (orderNumber) => `/order-detail/${encodeURIComponent(orderNumber)}`,
      transformResponse: (res: OrderDetailResponse) => res.data,
      providesTags: (_res, _err, orderNumber) => [{ type: 'Orders', id: orderNumber }],
    }),
    /** GET by the order's id (spec 7; its public id, never a counter); the number only picks the cache entry to refresh. */
    cancelOrder: build.mutation<OrderCancelResponse, { id: string; orderNumber: string }>({
      query: ({ id }) => `/order-cancel/${encodeURIComponent(id)}`,
      // Cancelling puts stock back and credits a cash order's amount back to the wallet.
      invalidatesTags: (_res, _err, { orderNumber }) => [{ type: 'Orders', id: orderNumber }, ORDERS, CREDIT, WALLET, 'Products'],
    }),
    /** 'Order again': the order's lines into the cart at today's prices; the header badge reads the cart. */
    reorder: build.mutation<ReorderResponse['data'] & { message: string }, ReorderRequest>({
      query: (body) => ({ url: '/reorder', method: 'POST', body }),
      transformResponse: (res: ReorderResponse) => ({ ...res.data, message: res.message }),
      invalidatesTags: [CART, CHECKOUT],
    }),
    /**
     * The order's GST tax invoice (a PDF, not JSON), fetched with the customer's token. A mutation,
     * so nothing is cached: the result holds only an object URL and a name, which stay serializable.
     */
    downloadInvoice: build.mutation<InvoiceFile, string>({
      query: (orderNumber) => ({
        url: `/order-invoice/${encodeURIComponent(orderNumber)}`,
        // Failures answer JSON ({ message }) like every other call.
        responseHandler: async (response) =>
          response.ok
            ? { url: URL.createObjectURL(await response.blob()), fileName: fileNameFromDisposition(response.headers.get('content-disposition'), 'invoice.pdf') }
            : response.json(),
      }),
    }),
    /** The company's purchase register of a month or financial-year quarter ('2026-11', 'FY2026-27-Q3'). */
    getPurchaseRegister: build.query<PurchaseRegisterResponse['data'], string>({
      query: (period) => ({ url: '/purchase-register', params: { period } }),
      transformResponse: (res: PurchaseRegisterResponse) => res.data,
      providesTags: [ORDERS],
    }),
    /** The register as a file (CSV or PDF) to save. */
    downloadPurchaseRegister: build.mutation<InvoiceFile, { period: string; format: 'csv' | 'pdf' }>({
      query: ({ period, format }) => ({
        url: `/purchase-register/${format}`,
        params: { period },
        responseHandler: async (response) =>
          response.ok
            ? { url: URL.createObjectURL(await response.blob()), fileName: fileNameFromDisposition(response.headers.get('content-disposition'), `purchase-register.${format}`) }
            : response.json(),
      }),
    }),
    /** A GST credit note of the order (PDF), by its number in file-name form (CN-26-27-00001). */
    downloadCreditNote: build.mutation<InvoiceFile, string>({
      query: (noteNumber) => ({
        url: `/order-credit-note/${encodeURIComponent(noteNumber.replace(/\//g, '-'))}`,
        responseHandler: async (response) =>
          response.ok
            ? { url: URL.createObjectURL(await response.blob()), fileName: fileNameFromDisposition(response.headers.get('content-disposition'), 'credit-note.pdf') }
            : response.json(),
      }),
    }),
  }),
});

export const {
  useGetCheckoutQuery,
  useCreatePaymentOrderMutation,
  usePlaceOrderMutation,
  useGetOrdersQuery,
  useGetOrderPlacersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useReorderMutation,
  useDownloadInvoiceMutation,
  useDownloadCreditNoteMutation,
  useGetPurchaseRegisterQuery,
  useDownloadPurchaseRegisterMutation,
} = checkoutApi;
