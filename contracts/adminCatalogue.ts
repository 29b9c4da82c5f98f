// The back office's Catalogue wire (/api/admin/products, /categories, /brands): the products list
// with its search, filters and sorts, one product's form and history, the stock on its own, and
// the categories and brands with how many products use each.
import { Type, type Static } from 'typebox';
import { FormFields, Id, Money, Nullable, OneOf, Paged, Timestamp } from './common';
import { AuditEntry } from './staff';
import { brandRules, categoryRules, PRODUCT_SORTS, productRules, stockRules } from './catalogueRules';

export * from './catalogueRules';

/* ---------- list ---------- */

export const AdminProductsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 191, description: 'Part of the name, SKU, model number or brand.' })),
  category: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'A category or sub-category id.' })),
  brand: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  active: Type.Optional(Type.Union([OneOf(['yes', 'no'] as const), Type.Literal('')], { description: 'Empty or absent: both.' })),
  low_stock: Type.Optional(Type.Boolean({ description: "Only active products at or below the Inbox's low-stock threshold." })),
  sort: Type.Optional(OneOf(PRODUCT_SORTS, { description: 'newest (default), name (A-Z) or stock (fewest first).' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
});
export type AdminProductsQuery = Static<typeof AdminProductsQuery>;

export const AdminProductSummary = Type.Object({
  id: Id,
  sku: Type.String(),
  product_name: Type.String(),
  primary_image: Type.String({ description: 'Media path, as the storefront gets it.' }),
  brand: Type.String(),
  category: Type.String(),
  sub_category: Nullable(Type.String()),
  price: Money,
  mrp: Nullable(Money),
  stock_quantity: Type.Integer(),
  is_active: Type.Boolean(),
  version: Type.Integer(),
  created_at: Timestamp,
});
export type AdminProductSummary = Static<typeof AdminProductSummary>;

export const AdminProductsResponse = Type.Object({
  status: Type.Boolean(),
  products: Paged(AdminProductSummary),
  low_stock_threshold: Type.Integer(),
});
export type AdminProductsResponse = Static<typeof AdminProductsResponse>;

/* ---------- one product ---------- */

export const AdminSpecification = Type.Object({ title: Type.String(), value: Type.String() });
export type AdminSpecification = Static<typeof AdminSpecification>;

export const AdminProductDetail = Type.Object({
  ...AdminProductSummary.properties,
  model_number: Type.String(),
  product_slug: Type.String(),
  category_id: Id,
  sub_category_id: Nullable(Id),
  brand_id: Id,
  gst_rate: Type.String({ description: 'Percent: 0, 5, 12, 18 or 28.' }),
  hsn_code: Nullable(Type.String()),
  short_description: Type.String(),
  long_description: Type.String({ description: 'Sanitised HTML.' }),
  specifications: Type.Array(AdminSpecification),
  height: Nullable(Type.String()),
  length: Nullable(Type.String()),
  width: Nullable(Type.String()),
  weight: Nullable(Type.String()),
  warranty_period: Nullable(Type.String()),
  warranty_terms: Nullable(Type.String()),
  images: Type.Array(Type.String(), { description: 'Media paths in order; the first is primary_image, the main image.' }),
  history: Type.Array(AuditEntry),
});
export type AdminProductDetail = Static<typeof AdminProductDetail>;

export const AdminProductParams = Type.Object({ id: Id });
export const AdminProductResponse = Type.Object({ status: Type.Boolean(), product: AdminProductDetail });
export type AdminProductResponse = Static<typeof AdminProductResponse>;
export const AdminProductChangeResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), product: AdminProductDetail });
export type AdminProductChangeResponse = Static<typeof AdminProductChangeResponse>;

/** Text fields as typed (prices in rupees); the SKU is only read when creating. */
export const AdminProductRequest = Type.Object(
  {
    ...FormFields(productRules).properties,
    specifications: Type.Optional(Type.Array(Type.Object({ title: Type.Optional(Type.String()), value: Type.Optional(Type.String()) }), { maxItems: 200 })),
    is_active: Type.Optional(Type.Boolean({ default: true })),
    version: Type.Optional(Type.Integer({ description: 'Editing: the version the staff member saw (a stale one answers 409).' })),
  },
  { description: 'price is what the customer pays; mrp, when given, is shown struck through (base price) and may not be below it.' },
);
export type AdminProductRequest = Static<typeof AdminProductRequest>;

export const AdminStockRequest = Type.Object({
  ...FormFields(stockRules).properties,
  version: Type.Optional(Type.Integer()),
});
export type AdminStockRequest = Static<typeof AdminStockRequest>;

/** The product's images in their new order; leaving one out removes it (its files go after commit). */
export const AdminImagesRequest = Type.Object({
  images: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 100, description: "Media paths from the product's `images`; the first is the main image." }),
  version: Type.Optional(Type.Integer({ description: 'The version the staff member saw (a stale one answers 409).' })),
});
export type AdminImagesRequest = Static<typeof AdminImagesRequest>;

/* ---------- categories and brands ---------- */

export const AdminCategory = Type.Object({
  id: Id,
  parent_id: Nullable(Id),
  parent_title: Nullable(Type.String()),
  slug: Type.String(),
  title: Type.String(),
  is_active: Type.Boolean(),
  products: Type.Integer({ description: 'Products filed under it (as category or sub-category).' }),
  sub_categories: Type.Integer(),
});
export type AdminCategory = Static<typeof AdminCategory>;

export const AdminCategoriesResponse = Type.Object({ status: Type.Boolean(), categories: Type.Array(AdminCategory) });
export type AdminCategoriesResponse = Static<typeof AdminCategoriesResponse>;

export const AdminCategoryRequest = FormFields(categoryRules);
export type AdminCategoryRequest = Static<typeof AdminCategoryRequest>;
export const AdminCategoryChange = Type.Object({
  title: Type.Optional(Type.String()),
  is_active: Type.Optional(Type.Boolean()),
});
export type AdminCategoryChange = Static<typeof AdminCategoryChange>;

export const AdminBrand = Type.Object({
  id: Id,
  slug: Type.String(),
  brand_name: Type.String(),
  is_active: Type.Boolean(),
  products: Type.Integer(),
});
export type AdminBrand = Static<typeof AdminBrand>;

export const AdminBrandsResponse = Type.Object({ status: Type.Boolean(), brands: Type.Array(AdminBrand) });
export type AdminBrandsResponse = Static<typeof AdminBrandsResponse>;

export const AdminBrandRequest = FormFields(brandRules);
export type AdminBrandRequest = Static<typeof AdminBrandRequest>;
export const AdminBrandChange = Type.Object({
  brand_name: Type.Optional(Type.String()),
  is_active: Type.Optional(Type.Boolean()),
});
export type AdminBrandChange = Static<typeof AdminBrandChange>;

export const AdminTaxonomyParams = Type.Object({ id: Id });
export const AdminTaxonomyChangeResponse = Type.Object({ status: Type.Boolean(), message: Type.String() });
export type AdminTaxonomyChangeResponse = Static<typeof AdminTaxonomyChangeResponse>;
