// Catalogue routes (spec section 7): listing, detail by id and slug, related, categories.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pricedCustomerId } from '../../plugins/auth';
import {
  categoryListSchema,
  footerCategoriesSchema,
  productByIdSchema,
  productBySlugSchema,
  productListSchema,
  relatedSchema,
} from './schemas';
import {
  categoryTree,
  footerCategories,
  getProductById,
  getProductBySlug,
  listProducts,
  relatedProducts,
  type ProductListQuery,
} from './service';
import type { ProductViewer } from './serialize';

const viewerOf = (req: FastifyRequest): ProductViewer => ({ pricedCustomerId: pricedCustomerId(req), customerId: req.customer?.id ?? null });

export default async function catalogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ProductListQuery }>('/product-list', { schema: productListSchema }, (req) =>
    listProducts(app.db, req.query, viewerOf(req)),
  );

  app.get<{ Params: { id: number } }>('/productdetail/:id', { schema: productByIdSchema }, async (req, reply) => {
    const product = await getProductById(app.db, req.params.id, viewerOf(req));
    if (!product) return reply.code(404).send({ status: false, data: null, message: 'Product not found' });
    return { status: true, data: product };
  });

  app.get<{ Params: { slug: string } }>('/product-detail/:slug', { schema: productBySlugSchema }, async (req, reply) => {
    const product = await getProductBySlug(app.db, req.params.slug, viewerOf(req));
    if (!product) return reply.code(404).send({ status: false, data: null, message: 'Product not found' });
    return { status: true, data: product };
  });

  app.get<{ Params: { slug: string } }>('/related-product/:slug', { schema: relatedSchema }, async (req, reply) => {
    const related = await relatedProducts(app.db, req.params.slug, viewerOf(req));
    if (!related) return reply.code(404).send({ status: false, data: [], message: 'Product not found' });
    return { status: true, data: related, message: 'Related products' };
  });

  app.get('/category-list', { schema: categoryListSchema }, async () => ({
    status: true,
    data: { category: await categoryTree(app.db) },
    message: 'Categories',
  }));

  app.get('/footer-categories', { schema: footerCategoriesSchema }, async () => ({
    status: true,
    categories: await footerCategories(app.db),
  }));
}
