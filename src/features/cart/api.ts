// Cart, free product and credit endpoints (spec 7, "Cart and free product").
import type { CreditLimitResponse } from '@contracts/account';
import type { AddToCartRequest, CartLineResponse, CartResponse, FreeProductsResponse, UpdateCartRequest } from '@contracts/cart';
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
    updateCartQuantity: build.mutation<CartLineResponse, UpdateCartRequest & { product_id: number }>({
      query: ({ cart_id, quantity }) => ({ url: '/update-cart', method: 'POST', body: form({ cart_id, quantity }) }),
      // Optimistic (spec 4): the quantity changes at once and is restored if the server refuses.
      // The line is written whole, so the cache patch itself says which product it changed.
      async onQueryStarted({ cart_id, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (draft) => {
            const i = draft.carts.findIndex((l) => l.id === cart_id);
            if (i < 0) return;
            draft.carts[i] = { ...draft.carts[i], quantity, line_total: Math.round(draft.carts[i].unit_price * quantity * 100) / 100 };
            draft.summary.sub_total = Math.round(draft.carts.reduce((s, l) => s + l.line_total, 0) * 100) / 100;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // The server recomputes tax and totals; refetch after it confirms.
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }],
    }),
    removeCartLine: build.mutation<StatusMessage, { cart_id: number; product_id: number }>({
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
