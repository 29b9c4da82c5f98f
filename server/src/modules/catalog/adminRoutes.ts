// The back office's Catalogue API (/api/admin/products, /categories, /brands): every staff role
// reads (Sales needs prices), Catalogue and Admin change (contracts/catalogueRules.ts). Thin: the
// rules live in catalog/admin.ts and catalog/adminTaxonomy.ts.
import type { FastifyInstance } from 'fastify';
import {
  AdminBrandChange,
  AdminBrandRequest,
  AdminBrandsResponse,
  AdminCategoriesResponse,
  AdminCategoryChange,
  AdminCategoryRequest,
  AdminProductChangeResponse,
  AdminProductParams,
  AdminProductRequest,
  AdminProductResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  AdminStockRequest,
  AdminTaxonomyChangeResponse,
  AdminTaxonomyParams,
  CATALOGUE_ROLES,
  LOW_STOCK_THRESHOLD,
} from '@contracts/adminCatalogue';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { createAdminProduct, setAdminProductStock, updateAdminProduct } from './admin';
import { adminProductDetail, listAdminProducts } from './adminRead';
import {
  changeAdminBrand,
  changeAdminCategory,
  createAdminBrand,
  createAdminCategory,
  deleteAdminBrand,
  deleteAdminCategory,
  listAdminBrands,
  listAdminCategories,
} from './adminTaxonomy';

const tags = ['Back office: catalogue'];
const read = { staffRoles: CATALOGUE_ROLES.read };
const write = { staffRoles: CATALOGUE_ROLES.write };
const taxonomyChange = { tags, params: AdminTaxonomyParams, response: { 200: AdminTaxonomyChangeResponse } };

export default async function catalogueAdminRoutes(app: FastifyInstance) {
  const api = typed(app);

  /* ---------- products ---------- */

  api.get('/admin/products', { config: read, schema: { tags, querystring: AdminProductsQuery, response: { 200: AdminProductsResponse } } }, async (req) => ({
    status: true,
    products: await listAdminProducts(app.db, req.query),
    low_stock_threshold: LOW_STOCK_THRESHOLD,
  }));

  api.get('/admin/products/:id', { config: read, schema: { tags, params: AdminProductParams, response: { 200: AdminProductResponse } } }, async (req) => ({
    status: true,
    product: await adminProductDetail(app.db, req.params.id),
  }));

  api.post('/admin/products', { config: write, schema: { tags, body: AdminProductRequest, response: { 200: AdminProductChangeResponse } } }, async (req) => {
    const product = await createAdminProduct(app.db, requireStaff(req), req.body);
    return { status: true, message: `Product ${product.sku} created.`, product };
  });

  api.put(
    '/admin/products/:id',
    { config: write, schema: { tags, params: AdminProductParams, body: AdminProductRequest, response: { 200: AdminProductChangeResponse } } },
    async (req) => {
      const { changed, product } = await updateAdminProduct(app.db, requireStaff(req), req.params.id, req.body);
      return { status: true, message: changed ? `Product ${product.sku} saved.` : 'Nothing to save: the product is as you left it.', product };
    },
  );

  api.put(
    '/admin/products/:id/stock',
    { config: write, schema: { tags, params: AdminProductParams, body: AdminStockRequest, response: { 200: AdminProductChangeResponse } } },
    async (req) => {
      const { previous, product } = await setAdminProductStock(app.db, requireStaff(req), req.params.id, req.body);
      const message = previous === product.stock_quantity ? `Stock of ${product.sku} is already ${previous}.` : `Stock of ${product.sku} changed from ${previous} to ${product.stock_quantity}.`;
      return { status: true, message, product };
    },
  );

  /* ---------- categories ---------- */

  api.get('/admin/categories', { config: read, schema: { tags, response: { 200: AdminCategoriesResponse } } }, async () => ({
    status: true,
    categories: await listAdminCategories(app.db),
  }));

  api.post('/admin/categories', { config: write, schema: { tags, body: AdminCategoryRequest, response: { 200: AdminTaxonomyChangeResponse } } }, async (req) => {
    const category = await createAdminCategory(app.db, requireStaff(req), req.body);
    return { status: true, message: `Category ${category.title} added.` };
  });

  api.put('/admin/categories/:id', { config: write, schema: { ...taxonomyChange, body: AdminCategoryChange } }, async (req) => ({
    status: true,
    message: await changeAdminCategory(app.db, requireStaff(req), req.params.id, req.body),
  }));

  api.delete('/admin/categories/:id', { config: write, schema: taxonomyChange }, async (req) => ({
    status: true,
    message: await deleteAdminCategory(app.db, requireStaff(req), req.params.id),
  }));

  /* ---------- brands ---------- */

  api.get('/admin/brands', { config: read, schema: { tags, response: { 200: AdminBrandsResponse } } }, async () => ({
    status: true,
    brands: await listAdminBrands(app.db),
  }));

  api.post('/admin/brands', { config: write, schema: { tags, body: AdminBrandRequest, response: { 200: AdminTaxonomyChangeResponse } } }, async (req) => {
    const brand = await createAdminBrand(app.db, requireStaff(req), req.body);
    return { status: true, message: `Brand ${brand.brand_name} added.` };
  });

  api.put('/admin/brands/:id', { config: write, schema: { ...taxonomyChange, body: AdminBrandChange } }, async (req) => ({
    status: true,
    message: await changeAdminBrand(app.db, requireStaff(req), req.params.id, req.body),
  }));

  api.delete('/admin/brands/:id', { config: write, schema: taxonomyChange }, async (req) => ({
    status: true,
    message: await deleteAdminBrand(app.db, requireStaff(req), req.params.id),
  }));
}
