// Shopping list endpoints (/api/shopping-lists): the company's lists, one list priced by
// the server, its items, 'add all to cart' and the CSV file.
import type { StatusMessage } from '@contracts/common';
import type {
  AddShoppingListItemsRequest,
  ListToCartResponse,
  ShoppingListRequest,
  ShoppingListResponse,
  ShoppingListSummaryResponse,
  ShoppingListsResponse,
} from '@contracts/shoppingLists';
import { baseApi } from '@/shared/api/baseApi';
import { fileNameFromDisposition } from '@/shared/lib/download';

const LIST = { type: 'ShoppingLists', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'ShoppingLists', id }) as const;

export interface ListFile {
  url: string;
  fileName: string;
}

export const listsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShoppingLists: build.query<ShoppingListsResponse['data'], void>({
      query: () => '/shopping-lists',
      transformResponse: (r: ShoppingListsResponse) => r.data,
      providesTags: [LIST],
    }),
    getShoppingList: build.query<ShoppingListResponse['data'], string>({
      query: (id) => `/shopping-lists/${encodeURIComponent(id)}`,
      transformResponse: (r: ShoppingListResponse) => r.data,
      providesTags: (_r, _e, id) => [one(id)],
    }),
    createShoppingList: build.mutation<ShoppingListSummaryResponse['data'], ShoppingListRequest>({
      query: (body) => ({ url: '/shopping-lists', method: 'POST', body }),
      transformResponse: (r: ShoppingListSummaryResponse) => r.data,
      invalidatesTags: [LIST],
    }),
    updateShoppingList: build.mutation<ShoppingListSummaryResponse['data'], ShoppingListRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/shopping-lists/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      transformResponse: (r: ShoppingListSummaryResponse) => r.data,
      invalidatesTags: (_r, _e, { id }) => [LIST, one(id)],
    }),
    deleteShoppingList: build.mutation<StatusMessage, string>({
      query: (id) => ({ url: `/shopping-lists/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [LIST, one(id)],
    }),
    /** Adds products; the answer is the whole list after the change, written into its cache entry. */
    addToShoppingList: build.mutation<ShoppingListResponse['data'], AddShoppingListItemsRequest & { id: string }>({
      query: ({ id, items }) => ({ url: `/shopping-lists/${encodeURIComponent(id)}/items`, method: 'POST', body: { items } }),
      transformResponse: (r: ShoppingListResponse) => r.data,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(listsApi.util.upsertQueryData('getShoppingList', id, data));
      },
      // The lists page counts items.
      invalidatesTags: [LIST],
    }),
    setShoppingListQuantity: build.mutation<ShoppingListResponse['data'], { id: string; productId: number; quantity: number }>({
      query: ({ id, productId, quantity }) => ({ url: `/shopping-lists/${encodeURIComponent(id)}/items/${productId}`, method: 'PATCH', body: { quantity } }),
      transformResponse: (r: ShoppingListResponse) => r.data,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(listsApi.util.upsertQueryData('getShoppingList', id, data));
      },
    }),
    removeFromShoppingList: build.mutation<ShoppingListResponse['data'], { id: string; productId: number }>({
      query: ({ id, productId }) => ({ url: `/shopping-lists/${encodeURIComponent(id)}/items/${productId}`, method: 'DELETE' }),
      transformResponse: (r: ShoppingListResponse) => r.data,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(listsApi.util.upsertQueryData('getShoppingList', id, data));
      },
      invalidatesTags: [LIST],
    }),
    addShoppingListToCart: build.mutation<ListToCartResponse, string>({
      query: (id) => ({ url: `/shopping-lists/${encodeURIComponent(id)}/add-to-cart`, method: 'POST' }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }, 'Checkout'],
    }),
    /** The list as CSV, fetched with the customer's token (a plain link cannot send it). */
    downloadShoppingList: build.mutation<ListFile, string>({
      query: (id) => ({
        url: `/shopping-lists/${encodeURIComponent(id)}/csv`,
        responseHandler: async (response) =>
          response.ok
            ? { url: URL.createObjectURL(await response.blob()), fileName: fileNameFromDisposition(response.headers.get('content-disposition'), 'shopping-list.csv') }
            : response.json(),
      }),
    }),
  }),
});

export const {
  useGetShoppingListsQuery,
  useGetShoppingListQuery,
  useCreateShoppingListMutation,
  useUpdateShoppingListMutation,
  useDeleteShoppingListMutation,
  useAddToShoppingListMutation,
  useSetShoppingListQuantityMutation,
  useRemoveFromShoppingListMutation,
  useAddShoppingListToCartMutation,
  useDownloadShoppingListMutation,
} = listsApi;
