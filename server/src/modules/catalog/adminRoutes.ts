// The back office's Catalogue API (/api/admin/products, /categories, /brands): every staff role
// reads (Sales needs prices), Catalogue and Admin change (contracts/catalogueRules.ts). Thin: the
// rules live in catalog/admin.ts and catalog/adminTaxonomy.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AdminBrandChange,
  AdminBrandRequest,
  AdminBrandsResponse,
  AdminCategoriesResponse,
  AdminCategoryChange,
  AdminCategoryRequest,
  AdminImagesRequest,
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
import { IMAGE_TOO_LARGE, PRODUCT_IMAGE_MAX_BYTES } from '@contracts/productImages';
import { invalid } from '../../lib/errors';
import { formParts, multipartError } from '../../lib/multipart';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { createAdminProduct, setAdminProductStock, updateAdminProduct } from './admin';
import { arrangeProductImages, uploadProductImage } from './adminImages';
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
/** The upload form: the `image` file (up to the product image limit, not the app's 2 MB) and the `version` field. */
async function readImageUpload(req: FastifyRequest): Promise<{ image: { data: Buffer } | null; version: unknown }> {
  if (!req.isMultipart()) return { image: null, version: (req.body as { version?: unknown } | undefined)?.version };
  let image: { data: Buffer } | null = null;
  let version: unknown;
  try {
    for await (const part of formParts(req, { fileSize: PRODUCT_IMAGE_MAX_BYTES })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image') image = { data };
      } else if (part.fieldname === 'version') {
        version = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ image: [IMAGE_TOO_LARGE] });
    if (code === 'FST_FILES_LIMIT') throw invalid({ image: ['Upload one image at a time.'] });
    throw multipartError(err);
  }
  return { image, version };
}

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

  api.post(
    '/admin/products/:id/images',
    {
      config: write,
      schema: {
        tags,
        description:
          'multipart/form-data: image (JPEG, PNG or WebP, recognised by content; up to 8 MB and 40 megapixels) and version. ' +
          'Adds it at the end of the images, made into 200/480/800/1200 px WebP and JPEG.',
        params: AdminProductParams,
        response: { 200: AdminProductChangeResponse },
      },
    },
    async (req) => {
      const { image, version } = await readImageUpload(req);
      const product = await uploadProductImage(app, requireStaff(req), req.params.id, image, version);
      return { status: true, message: `Image added to ${product.sku}.`, product };
    },
  );

  api.put(
    '/admin/products/:id/images',
    { config: write, schema: { tags, params: AdminProductParams, body: AdminImagesRequest, response: { 200: AdminProductChangeResponse } } },
    async (req) => {
      const { changed, removed, product } = await arrangeProductImages(app, requireStaff(req), req.params.id, req.body);
      const message = !changed ? 'Nothing to save: the images are as you left them.' : removed ? `Image removed from ${product.sku}.` : `Images of ${product.sku} reordered.`;
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
