// Catalogue routes (spec section 7): listing, detail by id and slug, related, categories.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CategoryListResponse,
  FooterCategoriesResponse,
  HomeProductsResponse,
  ProductDetailResponse,
  ProductIdParams,
  ProductListQuery,
  ProductListResponse,
  ProductNotFound,
  RelatedNotFound,
  RelatedProductsResponse,
  SearchSuggestionsQuery,
  SearchSuggestionsResponse,
  SlugParams,
} from '@contracts/catalog';
import { typed } from '../../lib/routes';
import { pricedCustomerId } from '../../plugins/auth';
import { listingJson } from './service';
import { categoryTree, footerCategories, getProductById, getProductBySlug, relatedProducts } from './product';
import type { ProductViewer } from './serialize';
import { homeProducts } from './home';
import { searchSuggestions } from './search/suggest';

const viewerOf = (req: FastifyRequest): ProductViewer => ({
  pricedCustomerId: pricedCustomerId(req),
  customerId: req.customer?.id ?? null,
  userId: req.customer?.userId ?? null,
});
const tags = ['catalog'];

export default async function catalogRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/product-list',
    {
      schema: {
        tags,
        summary: 'Paged, filtered product listing with brand facets and price bounds',
        querystring: ProductListQuery,
        response: { 200: ProductListResponse },
      },
    },
    async (req, reply) => {
      // The JSON was made once for this catalogue version (for a visitor with its ETag, which saves
      // httpCache from hashing the body again; for an approved customer cut where their own
      // fields go). The typed reply only takes the schema's object; this is that object, serialized.
      const { body, etag } = await listingJson(app.db, req.query, viewerOf(req));
      if (etag) reply.header('etag', etag);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  api.get(
    '/search-suggestions',
    {
      schema: {
        tags,
        summary: 'Suggestions as a buyer types in the search box: the best products, and matching categories and brands',
        querystring: SearchSuggestionsQuery,
        response: { 200: SearchSuggestionsResponse },
      },
    },
    async (req) => ({ status: true, data: await searchSuggestions(app.db, req.query.q) }),
  );

  api.get(
    '/productdetail/:id',
    { schema: { tags, summary: 'Product detail by id', params: ProductIdParams, response: { 200: ProductDetailResponse, 404: ProductNotFound } } },
    async (req, reply) => {
      const product = await getProductById(app.db, req.params.id, viewerOf(req));
      if (!product) return reply.code(404).send({ status: false, data: null, message: 'Product not found' });
      return { status: true, data: product };
    },
  );

  api.get(
    '/product-detail/:slug',
    { schema: { tags, summary: 'Product detail by slug', params: SlugParams, response: { 200: ProductDetailResponse, 404: ProductNotFound } } },
    async (req, reply) => {
      const product = await getProductBySlug(app.db, req.params.slug, viewerOf(req));
      if (!product) return reply.code(404).send({ status: false, data: null, message: 'Product not found' });
      return { status: true, data: product };
    },
  );

  api.get(
    '/related-product/:slug',
    {
      schema: {
        tags,
        summary: 'Up to 8 related products (same sub-category, else category)',
        params: SlugParams,
        response: { 200: RelatedProductsResponse, 404: RelatedNotFound },
      },
    },
    async (req, reply) => {
      const related = await relatedProducts(app.db, req.params.slug, viewerOf(req));
      if (!related) return reply.code(404).send({ status: false, data: [], message: 'Product not found' });
      return { status: true, data: related, message: 'Related products' };
    },
  );

  api.get(
    '/home-products',
    { schema: { tags, summary: "The home page's rails: new arrivals and best rated", response: { 200: HomeProductsResponse } } },
    async (req) => ({ status: true, data: await homeProducts(app.db, viewerOf(req)) }),
  );

  api.get('/category-list', { schema: { tags, summary: 'Category tree', response: { 200: CategoryListResponse } } }, async () => ({
    status: true,
    data: { category: await categoryTree(app.db) },
    message: 'Categories',
  }));

  api.get(
    '/footer-categories',
    { schema: { tags, summary: 'Up to 10 top-level categories for the footer', response: { 200: FooterCategoriesResponse } } },
    async () => ({ status: true, categories: await footerCategories(app.db) }),
  );
}
