// Cart, free product and credit endpoints (spec 7, "Cart and free product").
import { baseApi } from '@/shared/api/baseApi';
import type { CartLine, CartResponse, FreeProductsResponse } from './types';

/** cart-list must answer JSON (spec 8): a non-JSON or non-OK answer becomes the spec's message. */
async function jsonOrError(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw new Error('Response is not JSON');
  return response.json();
}

const form = (fields: Record<string, string | number>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  return body;
};

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, void>({
      query: () => ({ url: '/cart-list', responseHandler: jsonOrError }),
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    addToCart: build.mutation<{ status: boolean; message: string; data: CartLine }, { product_id: number; quantity: number }>({
      query: (body) => ({ url: '/add-to-cart', method: 'POST', body }),
      // Whether a product is in the cart is read from the cart itself (useCartProductIds), so the
      // catalogue need not be refetched.
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }],
    }),
    updateCartQuantity: build.mutation<{ status: boolean; message: string }, { cart_id: number; quantity: number }>({
      query: ({ cart_id, quantity }) => ({ url: '/update-cart', method: 'POST', body: form({ cart_id, quantity }) }),
      // Optimistic (spec 4): the quantity changes at once and is restored if the server refuses.
      async onQueryStarted({ cart_id, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (draft) => {
            const line = draft.carts.find((l) => l.id === cart_id);
            if (!line) return;
            line.quantity = quantity;
            line.line_total = Math.round(line.unit_price * quantity * 100) / 100;
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
    removeCartLine: build.mutation<{ status: boolean; message: string }, { cart_id: number; product_id: number }>({
      query: ({ cart_id }) => ({ url: '/delete-cart', method: 'POST', body: form({ cart_id }), responseHandler: jsonOrError }),
      // Whether a product is in the cart is read from the cart itself (useCartProductIds), so the
      // catalogue need not be refetched. Removing the last line also releases the free product.
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }, { type: 'FreeProducts', id: 'LIST' }],
    }),
    getFreeProducts: build.query<FreeProductsResponse, void>({
      query: () => '/free-products-list',
      providesTags: [{ type: 'FreeProducts', id: 'LIST' }],
    }),
    addFreeProduct: build.mutation<{ status: boolean; message: string }, number>({
      query: (product_id) => ({ url: '/add-free-product', method: 'POST', body: { product_id } }),
      invalidatesTags: [{ type: 'FreeProducts', id: 'LIST' }, { type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }],
    }),
    removeFreeProduct: build.mutation<{ status: boolean; message: string }, number>({
      query: (product_id) => ({ url: '/remove-free-product', method: 'POST', body: { product_id } }),
      invalidatesTags: [{ type: 'FreeProducts', id: 'LIST' }, { type: 'Cart', id: 'LIST' }, { type: 'Checkout', id: 'CURRENT' }],
    }),
    getCreditLimit: build.query<number, void>({
      query: () => '/credit-limit',
      // The wallet shows 0 when the credit limit is missing (spec 9).
      transformResponse: (res: { data?: { credit_limit?: number | null } }) => Number(res.data?.credit_limit ?? 0) || 0,
      providesTags: [{ type: 'Credit', id: 'CURRENT' }],
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
} = cartApi;
