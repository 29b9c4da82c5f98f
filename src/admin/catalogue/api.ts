// The Catalogue screens' calls (/api/admin/products, /categories, /brands), injected into the back
// office's one API. A product change answers the product as it is now (it replaces the cached
// form, no second request); lists refetch, and the Inbox's low-stock card with them.
import type {
  AdminBrandChange,
  AdminBrandRequest,
  AdminBrandsResponse,
  AdminCategoriesResponse,
  AdminCategoryChange,
  AdminCategoryRequest,
  AdminImagesRequest,
  AdminProductChangeResponse,
  AdminProductRequest,
  AdminProductResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  AdminStockRequest,
  AdminTaxonomyChangeResponse,
} from '@contracts/adminCatalogue';
import { adminApi, cleanParams, whenSaved } from '../api';

const LIST = { type: 'Products', id: 'LIST' } as const;

async function keepAnswer(
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AdminProductChangeResponse }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(catalogueApi.util.upsertQueryData('product', data.product.id, { status: true, product: data.product }));
  } catch {
    // The form shows the failure; the cached product is still right.
  }
}

export const catalogueApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<AdminProductsResponse, AdminProductsQuery>({
      query: (params) => ({ url: '/products', params: cleanParams(params) }),
      providesTags: [LIST],
    }),
    product: build.query<AdminProductResponse, number>({
      query: (id) => `/products/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Products', id }],
    }),
    createProduct: build.mutation<AdminProductChangeResponse, AdminProductRequest>({
      query: (body) => ({ url: '/products', method: 'POST', body }),
      invalidatesTags: whenSaved(LIST, 'Inbox', 'Categories', 'Brands'),
      onQueryStarted: (_arg, lifecycle) => keepAnswer(lifecycle),
    }),
    updateProduct: build.mutation<AdminProductChangeResponse, AdminProductRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/products/${id}`, method: 'PUT', body }),
      invalidatesTags: whenSaved(LIST, 'Inbox', 'Categories', 'Brands'),
      onQueryStarted: (_arg, lifecycle) => keepAnswer(lifecycle),
    }),
    setStock: build.mutation<AdminProductChangeResponse, AdminStockRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/products/${id}/stock`, method: 'PUT', body }),
      invalidatesTags: whenSaved(LIST, 'Inbox'),
      onQueryStarted: (_arg, lifecycle) => keepAnswer(lifecycle),
    }),
    uploadImage: build.mutation<AdminProductChangeResponse, { id: number; file: File; version: number }>({
      query: ({ id, file, version }) => {
        const body = new FormData();
        body.append('version', String(version));
        body.append('image', file);
        return { url: `/products/${id}/images`, method: 'POST', body };
      },
      invalidatesTags: [LIST],
      onQueryStarted: (_arg, lifecycle) => keepAnswer(lifecycle),
    }),
    arrangeImages: build.mutation<AdminProductChangeResponse, AdminImagesRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/products/${id}/images`, method: 'PUT', body }),
      invalidatesTags: [LIST],
      onQueryStarted: (_arg, lifecycle) => keepAnswer(lifecycle),
    }),
    categories: build.query<AdminCategoriesResponse, void>({ query: () => '/categories', providesTags: ['Categories'] }),
    addCategory: build.mutation<AdminTaxonomyChangeResponse, AdminCategoryRequest>({
      query: (body) => ({ url: '/categories', method: 'POST', body }),
      invalidatesTags: ['Categories'],
    }),
    changeCategory: build.mutation<AdminTaxonomyChangeResponse, AdminCategoryChange & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/categories/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Categories', LIST],
    }),
    deleteCategory: build.mutation<AdminTaxonomyChangeResponse, number>({
      query: (id) => ({ url: `/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Categories'],
    }),
    brands: build.query<AdminBrandsResponse, void>({ query: () => '/brands', providesTags: ['Brands'] }),
    addBrand: build.mutation<AdminTaxonomyChangeResponse, AdminBrandRequest>({
      query: (body) => ({ url: '/brands', method: 'POST', body }),
      invalidatesTags: ['Brands'],
    }),
    changeBrand: build.mutation<AdminTaxonomyChangeResponse, AdminBrandChange & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/brands/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Brands', LIST],
    }),
    deleteBrand: build.mutation<AdminTaxonomyChangeResponse, number>({
      query: (id) => ({ url: `/brands/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Brands'],
    }),
  }),
});

export const {
  useProductsQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useSetStockMutation,
  useUploadImageMutation,
  useArrangeImagesMutation,
  useCategoriesQuery,
  useAddCategoryMutation,
  useChangeCategoryMutation,
  useDeleteCategoryMutation,
  useBrandsQuery,
  useAddBrandMutation,
  useChangeBrandMutation,
  useDeleteBrandMutation,
} = catalogueApi;
