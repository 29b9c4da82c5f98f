// Cart, free product and credit endpoints (spec 7, "Cart and free product").
import type { CreditLimitResponse } from '@contracts/account';
import type { AddToCartRequest, CartLineResponse, CartResponse, DeleteCartRequest, FreeProductsResponse, UpdateCartRequest, UpdateCartResponse } from '@contracts/cart';
import type { Failure, StatusMessage } from '@contracts/common';
import type { QuickOrderAddResponse, QuickOrderCheckResponse, QuickOrderRequest } from '@contracts/quickOrder';
import { baseApi } from '@/shared/api/baseApi';

/**
 * cart-list and delete-cart must answer JSON (spec 8): a non-OK or non-JSON answer becomes a
 * failure carrying the spec's message ('HTTP error! status: n', 'Response is not JSON'), which
 * readFailure reads like any other.
 */
async function jsonOrError(response: Response): Promise<unknown> {
  const failure = (message: string): Failure => ({ status: false, message });
  if (!response.ok) return failure(`HTTP error! status: ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return failure('Response is not JSON');
  return response.json();
}
/** With jsonOrError: a failure it made is an error even when the status was 200. */
const okJson = (response: Response, body: unknown) => response.ok && (body as { status?: unknown } | null)?.status !== false;

const form = (fields: Record<string, string | number>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  return body;
};

/** The newest quantity change of each cart line (by request id), so an older answer never overwrites a newer estimate. */
const latestChange = new Map<string, string>();

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

/**
 * The optimistic estimate of a quantity change, written into the cached cart: the line's amount
 * and taxes scaled to the new quantity, and the summary summed from the lines as the server sums
 * it, so subtotal, taxes and total agree with each other until the server's answer replaces them.
 */
function withQuantity(draft: CartResponse, cartId: string, quantity: number) {
  const i = draft.carts.findIndex((l) => l.id === cartId);
  if (i < 0) return;
  const line = draft.carts[i];
  const scale = (tax: number) => rupees(Math.round((paise(tax) * quantity) / line.quantity));
  draft.carts[i] = {
    ...line,
    quantity,
    line_total: rupees(paise(line.unit_price) * quantity),
    product: { ...line.product, cgst: scale(line.product.cgst), sgst: scale(line.product.sgst), igst: scale(line.product.igst) },
  };
  const sum = (pick: (l: CartResponse['carts'][number]) => number) => draft.carts.reduce((s, l) => s + paise(pick(l)), 0);
  const sub = sum((l) => l.line_total);
  const [cgst, sgst, igst] = [sum((l) => l.product.cgst), sum((l) => l.product.sgst), sum((l) => l.product.igst)];
  draft.summary = { ...draft.summary, sub_total: rupees(sub), cgst_amount: rupees(cgst), sgst_amount: rupees(sgst), igst_amount: rupees(igst), grand_total: rupees(sub + cgst + sgst + igst) };
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, void>({
      query: () => ({ url: '/cart-list', responseHandler: jsonOrError, validateStatus: okJson }),
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    addToCart: build.mutation<CartLineResponse, AddToCartRequest>({
      query: (body) => ({ url: '/add-to-cart', method: 'POST', body }),
      // Whether a product is in the cart is read from the cart itself (useCartProductIds), so the
      // catalogue need not be refetched.
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }],
    }),
    // product_id is not sent (the line names it): it travels with the request so the action,
    // e.g. in Redux DevTools, says which product changed.
    updateCartQuantity: build.mutation<UpdateCartResponse, UpdateCartRequest & { product_id: number }>({
      query: ({ cart_id, quantity }) => ({ url: '/update-cart', method: 'POST', body: form({ cart_id, quantity }) }),
      // Optimistic (spec 4): the quantity changes at once and is restored if the server refuses.
      // The line is written whole, so each cache patch itself says which product it changed.
      async onQueryStarted({ cart_id, quantity }, { dispatch, queryFulfilled, requestId }) {
        latestChange.set(cart_id, requestId);
        const patch = dispatch(cartApi.util.updateQueryData('getCart', undefined, (draft) => withQuantity(draft, cart_id, quantity)));
        try {
          const { data } = await queryFulfilled;
          // A later change of this line is on its way; its answer is the one to show.
          if (latestChange.get(cart_id) !== requestId) return;
          // The server's line and summary replace the estimate: no refetch of the cart.
          dispatch(
            cartApi.util.updateQueryData('getCart', undefined, (draft) => {
              const i = draft.carts.findIndex((l) => l.id === cart_id);
              if (i >= 0) draft.carts[i] = data.data;
              draft.summary = data.summary;
            }),
          );
        } catch {
          patch.undo();
        } finally {
          if (latestChange.get(cart_id) === requestId) latestChange.delete(cart_id);
        }
      },
      // A refusal reads the cart again (stock may have changed); checkout's totals follow the cart.
      invalidatesTags: (_res, error) => (error ? [{ type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }] : [{ type: 'Checkout', id: 'CURRENT' }]),
    }),
    removeCartLine: build.mutation<StatusMessage, DeleteCartRequest & { product_id: number }>({
      query: ({ cart_id }) => ({
        url: '/delete-cart',
        method: 'POST',
        body: form({ cart_id }),
        responseHandler: jsonOrError,
        validateStatus: okJson,
      }),
      // Whether a product is in the cart is read from the cart itself (useCartProductIds), so the
      // catalogue need not be refetched. Removing the last line also releases the free product.
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }, { type: 'FreeProducts', id: 'LIST' }],
    }),
    getFreeProducts: build.query<FreeProductsResponse, void>({
      query: () => '/free-products-list',
      providesTags: [{ type: 'FreeProducts', id: 'LIST' }],
    }),
    addFreeProduct: build.mutation<StatusMessage, number>({
      query: (product_id) => ({ url: '/add-free-product', method: 'POST', body: { product_id } }),
      invalidatesTags: [{ type: 'FreeProducts', id: 'LIST' }, { type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }],
    }),
    removeFreeProduct: build.mutation<StatusMessage, number>({
      query: (product_id) => ({ url: '/remove-free-product', method: 'POST', body: { product_id } }),
      invalidatesTags: [{ type: 'FreeProducts', id: 'LIST' }, { type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }],
    }),
    getCreditLimit: build.query<number, void>({
      query: () => '/credit-limit',
      // The wallet shows 0 when the credit limit is missing (spec 9).
      transformResponse: (res: CreditLimitResponse) => Number(res.data?.credit_limit ?? 0) || 0,
      providesTags: [{ type: 'Credit', id: 'CURRENT' }],
    }),
    /** Quick order, step one: every row checked by the server; nothing changes, so nothing to refetch. */
    checkQuickOrder: build.mutation<QuickOrderCheckResponse['data'], QuickOrderRequest>({
      query: (body) => ({ url: '/quick-order/check', method: 'POST', body }),
      transformResponse: (res: QuickOrderCheckResponse) => res.data,
    }),
    /** Step two: the valid rows into the cart together (all or none). */
    addQuickOrder: build.mutation<QuickOrderAddResponse, QuickOrderRequest>({
      query: (body) => ({ url: '/quick-order/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartQuantityMutation,
  useRemoveCartLineMutation,
  useGetFreeProductsQuery,
  useAddFreeProductMutation,
  useRemoveFreeProductMutation,
  useGetCreditLimitQuery,
  useCheckQuickOrderMutation,
  useAddQuickOrderMutation,
} = cartApi;
