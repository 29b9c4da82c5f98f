// Catalogue endpoints (spec 7, "Catalogue").
import { baseApi } from '@/shared/api/baseApi';
import type {
  Category,
  CategoryListResponse,
  CategoryRef,
  FooterCategoriesResponse,
  HomeProductsResponse,
  Product,
  ProductDetail,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  RelatedProductsResponse,
} from '@contracts/catalog';
import type { ReviewRequest, ReviewResponse } from '@contracts/reviews';

/** The listing's query as the shop page always sends it: a page and a page size. */
export type ProductListArgs = ProductListQuery & { page: number; itemsPerPage: number };

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductList: build.query<ProductListResponse, ProductListArgs>({
      query: (args) => {
        const params: Record<string, string | number> = { page: args.page, itemsPerPage: args.itemsPerPage };
        for (const key of ['category', 'subcategory', 'brands', 'search', 'min_price', 'max_price', 'sort', 'rating'] as const) {
          const v = args[key];
          if (v !== undefined && v !== '') params[key] = v;
        }
        return { url: '/product-list', params };
      },
      providesTags: (res) => [
        { type: 'Products', id: 'LIST' },
        ...(res?.data.data ?? []).map((p) => ({ type: 'Products' as const, id: p.id })),
      ],
    }),
    getProductBySlug: build.query<ProductDetail, string>({
      query: (slug) => `/product-detail/${encodeURIComponent(slug)}`,
      transformResponse: (res: ProductDetailResponse) => res.data,
      providesTags: (res) => (res ? [{ type: 'Products', id: res.id }] : []),
    }),
    getRelatedProducts: build.query<Product[], string>({
      query: (slug) => `/related-product/${encodeURIComponent(slug)}`,
      // A non-true status gives an empty list (spec 7).
      transformResponse: (res: RelatedProductsResponse) => (res.status ? res.data : []),
      providesTags: (res) => (res ?? []).map((p) => ({ type: 'Products' as const, id: p.id })),
    }),
    submitReview: build.mutation<ReviewResponse, Omit<ReviewRequest, 'customer_id'> & { slug: string }>({
      // The server takes the customer from the token; the slug only picks the cache entry to refresh.
      query: ({ slug: _slug, ...body }) => ({ url: '/review-store', method: 'POST', body }),
      invalidatesTags: (_r, _e, arg) => [{ type: 'Products', id: arg.product_id }],
    }),
    getHomeProducts: build.query<HomeProductsResponse['data'], void>({
      query: () => '/home-products',
      transformResponse: (res: HomeProductsResponse) => res.data,
      providesTags: (res) => [
        { type: 'Products', id: 'LIST' },
        ...[...(res?.new_arrivals ?? []), ...(res?.best_rated ?? [])].map((p) => ({ type: 'Products' as const, id: p.id })),
      ],
    }),
    getCategories: build.query<Category[], void>({
      query: () => '/category-list',
      transformResponse: (res: CategoryListResponse) => res.data.category,
    }),
    getFooterCategories: build.query<CategoryRef[], void>({
      query: () => '/footer-categories',
      transformResponse: (res: FooterCategoriesResponse) => res.categories,
    }),
  }),
});

export const {
  useGetProductListQuery,
  useGetProductBySlugQuery,
  useGetRelatedProductsQuery,
  useSubmitReviewMutation,
  useGetCategoriesQuery,
  useGetFooterCategoriesQuery,
  useGetHomeProductsQuery,
} = catalogApi;
