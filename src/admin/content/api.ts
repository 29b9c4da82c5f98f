// The Content screens' calls (/api/admin/content...), injected into the back office's one API. Rows
// are sent as FormData (their text fields, the version for an edit, and an image file where the
// kind has one); every change refetches the one list the tabs share.
import type { AdminContentChangeResponse, AdminContentResponse, FreeProductChange, PolicyRequest } from '@contracts/adminContent';
import type { ContentListKind, PolicyKind } from '@contracts/contentRules';
import { adminApi, whenSaved } from '../api';

const CONTENT = ['Content'] as const;

export const contentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    content: build.query<AdminContentResponse, void>({ query: () => '/content', providesTags: [...CONTENT] }),
    saveContentRow: build.mutation<AdminContentChangeResponse, { kind: ContentListKind; id?: number; form: FormData }>({
      query: ({ kind, id, form }) => ({ url: id ? `/content/${kind}/${id}` : `/content/${kind}`, method: id ? 'PUT' : 'POST', body: form }),
      invalidatesTags: whenSaved(...CONTENT),
    }),
    moveContentRow: build.mutation<AdminContentChangeResponse, { kind: ContentListKind; id: number; direction: 'up' | 'down' }>({
      query: ({ kind, id, direction }) => ({ url: `/content/${kind}/${id}/move`, method: 'POST', body: { direction } }),
      invalidatesTags: [...CONTENT],
    }),
    deleteContentRow: build.mutation<AdminContentChangeResponse, { kind: ContentListKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/content/${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CONTENT],
    }),
    savePolicy: build.mutation<AdminContentChangeResponse, PolicyRequest & { kind: PolicyKind }>({
      query: ({ kind, ...body }) => ({ url: `/content/policies/${kind}`, method: 'PUT', body }),
      invalidatesTags: whenSaved(...CONTENT),
    }),
    addFreeProduct: build.mutation<AdminContentChangeResponse, { sku: string }>({
      query: (body) => ({ url: '/content/free-products', method: 'POST', body }),
      invalidatesTags: whenSaved(...CONTENT),
    }),
    changeFreeProduct: build.mutation<AdminContentChangeResponse, FreeProductChange & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/content/free-products/${id}`, method: 'PUT', body }),
      invalidatesTags: [...CONTENT],
    }),
    deleteFreeProduct: build.mutation<AdminContentChangeResponse, number>({
      query: (id) => ({ url: `/content/free-products/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CONTENT],
    }),
  }),
});

export const {
  useContentQuery,
  useSaveContentRowMutation,
  useMoveContentRowMutation,
  useDeleteContentRowMutation,
  useSavePolicyMutation,
  useAddFreeProductMutation,
  useChangeFreeProductMutation,
  useDeleteFreeProductMutation,
} = contentApi;
